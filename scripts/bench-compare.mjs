// npm run bench:compare [-- <ref> <ref> ...]: the engine benchmark (bench/engine.bench.ts) on
// several commits in one run on the same machine; '.' is this tree as it is, and the default is
// `main .`. The current benchmark and real-content game are played against each engine: each is
// bundled by esbuild (with --keep-names, as tsx runs it) and they are run in alternation,
// COMPARE_ROUNDS (default 3) processes each of BENCH_RUNS (default 3) runs, so the machine's load
// falls on all alike. Reports per workload the best run per CPU-second of each (the least
// disturbed; see bench/engine.bench.ts) and its ratio to the first, then each side's ratio to the first
// round by round (the best run of each in that round) with their median.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Each argument a git ref, or '.' for this tree as it is; by default main against this tree.
const refs = process.argv.length > 2 ? process.argv.slice(2) : ['main', '.'];
const rounds = Number(process.env.COMPARE_ROUNDS ?? 3);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const cache = join(root, 'node_modules/.cache/senjutsu/compare');
const esbuild = join(root, 'node_modules/.bin/esbuild');

/** A ref's engine: that commit's packages, with the current benchmark files and node_modules. */
function treeOf(ref) {
  if (ref === '.') return { name: `this tree${git('status', '--porcelain', 'packages').length > 0 ? ' (uncommitted changes)' : ` (${git('rev-parse', '--short=9', 'HEAD')})`}`, tree: root };
  const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
  const tree = join(cache, sha.slice(0, 12));
  if (!existsSync(join(tree, 'packages'))) {
    rmSync(tree, { recursive: true, force: true });
    mkdirSync(tree, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${sha} packages | tar -x -C "${tree}"`], { cwd: root });
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  }
  cpSync(join(root, 'bench'), join(tree, 'bench'), { recursive: true });
  return { name: `${ref} (${sha.slice(0, 9)})`, tree };
}

const sides = refs.map((ref, i) => {
  const { name, tree } = treeOf(ref);
  const file = join(cache, `side-${i}.mjs`);
  execFileSync(esbuild, [join(tree, 'bench/engine.bench.ts'), '--bundle', '--platform=node', '--format=esm', '--keep-names', '--log-level=warning', `--outfile=${file}`]);
  return { name, file };
});

/** workload -> side -> runs */
const results = new Map();
for (let round = 0; round < rounds; round++) {
  for (const side of sides) {
    const child = spawnSync(process.execPath, [side.file], { env: { ...process.env, BENCH_JSON: '1', BENCH_RUNS: process.env.BENCH_RUNS ?? '3' }, encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`${side.name}: ${child.stderr}`);
    for (const line of child.stdout.split('\n').filter((l) => l.startsWith('BENCH_JSON '))) {
      const { workload, runs } = JSON.parse(line.slice('BENCH_JSON '.length));
      const bySide = results.get(workload) ?? new Map();
      bySide.set(side.name, [...(bySide.get(side.name) ?? []), ...runs.map((r) => ({ ...r, round }))]);
      results.set(workload, bySide);
    }
    process.stderr.write(`round ${round + 1}/${rounds}: ${side.name} done\n`);
  }
}

const fmt = (n) => n.toFixed(n < 100 ? 1 : 0);
for (const [workload, bySide] of results) {
  console.log(`${workload}:`);
  let first;
  for (const side of sides) {
    const runs = bySide.get(side.name);
    const best = runs.reduce((a, r) => (r.cpu < a.cpu ? r : a));
    const wall = runs.reduce((a, r) => (r.wall < a.wall ? r : a));
    const rate = best.actions / best.cpu;
    first ??= rate;
    console.log(`  ${side.name.padEnd(32)} ${fmt(rate).padStart(6)} actions/s, ${fmt(best.games / best.cpu).padStart(5)} games/s per CPU-second, ${(rate / first).toFixed(2)}x (best of ${runs.length} runs of ${best.games} games, ${best.actions} actions); wall clock best ${fmt(wall.actions / wall.wall)} actions/s`);
  }
  // Paired by round: each round runs every side back to back, so a ratio within a round cancels
  // the machine's slower and faster spells that a best-of-all-runs figure can fall into.
  const bestRate = (side, round) => Math.max(...bySide.get(side.name).filter((r) => r.round === round).map((r) => r.actions / r.cpu));
  for (const side of sides.slice(1)) {
    const ratios = Array.from({ length: rounds }, (_, round) => bestRate(side, round) / bestRate(sides[0], round)).sort((a, b) => a - b);
    const median = ratios.length % 2 === 1 ? ratios[(ratios.length - 1) / 2] : (ratios[ratios.length / 2 - 1] + ratios[ratios.length / 2]) / 2;
    console.log(`  ${side.name} / ${sides[0].name}, paired by round: median ${median.toFixed(3)}x, rounds ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
  }
}
