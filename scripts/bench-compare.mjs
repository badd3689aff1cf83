// npm run bench:compare [-- <git ref>]: the engine benchmark (bench/engine.bench.ts) on this tree
// and on an earlier commit (default main), in one run on the same machine. The current benchmark
// and real-content game are played against both engines: each is bundled by esbuild (with
// --keep-names, as tsx runs it) and the two are run in alternation, COMPARE_ROUNDS (default 3)
// processes each, so the machine's load falls on both alike. Reports per workload the best run
// per CPU-second of each side (the least disturbed; see bench/engine.bench.ts) and the ratio.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ref = process.argv[2] ?? 'main';
const rounds = Number(process.env.COMPARE_ROUNDS ?? 3);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const sha = git('rev-parse', '--verify', `${ref}^{commit}`);

// The earlier engine: that commit's packages, with the current benchmark files and node_modules.
const cache = join(root, 'node_modules/.cache/senjutsu/compare');
const before = join(cache, sha.slice(0, 12));
if (!existsSync(join(before, 'packages'))) {
  rmSync(before, { recursive: true, force: true });
  mkdirSync(before, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${sha} packages | tar -x -C "${before}"`], { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(before, 'node_modules'));
}
cpSync(join(root, 'bench'), join(before, 'bench'), { recursive: true });

const esbuild = join(root, 'node_modules/.bin/esbuild');
const bundle = (tree, out) => {
  execFileSync(esbuild, [join(tree, 'bench/engine.bench.ts'), '--bundle', '--platform=node', '--format=esm', '--keep-names', '--log-level=warning', `--outfile=${out}`]);
  return out;
};
const sides = [
  { name: `before (${ref} ${sha.slice(0, 9)})`, file: bundle(before, join(cache, 'before.mjs')) },
  { name: `after (this tree${git('status', '--porcelain', 'packages').length > 0 ? ', uncommitted changes' : ` ${git('rev-parse', '--short=9', 'HEAD')}`})`, file: bundle(root, join(cache, 'after.mjs')) },
];

/** workload -> side -> runs */
const results = new Map();
for (let round = 0; round < rounds; round++) {
  for (const side of sides) {
    const child = spawnSync(process.execPath, [side.file], { env: { ...process.env, BENCH_JSON: '1', BENCH_RUNS: process.env.BENCH_RUNS ?? '3' }, encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`${side.name}: ${child.stderr}`);
    for (const line of child.stdout.split('\n').filter((l) => l.startsWith('BENCH_JSON '))) {
      const { workload, runs } = JSON.parse(line.slice('BENCH_JSON '.length));
      const bySide = results.get(workload) ?? new Map();
      bySide.set(side.name, [...(bySide.get(side.name) ?? []), ...runs]);
      results.set(workload, bySide);
    }
    process.stderr.write(`round ${round + 1}/${rounds}: ${side.name} done\n`);
  }
}

const fmt = (n) => n.toFixed(n < 100 ? 1 : 0);
for (const [workload, bySide] of results) {
  console.log(`${workload}:`);
  const bests = [];
  for (const side of sides) {
    const runs = bySide.get(side.name);
    const best = runs.reduce((a, r) => (r.cpu < a.cpu ? r : a));
    const wall = runs.reduce((a, r) => (r.wall < a.wall ? r : a));
    bests.push(best.actions / best.cpu);
    console.log(`  ${side.name.padEnd(40)} ${fmt(best.actions / best.cpu)} actions/s, ${fmt(best.games / best.cpu)} games/s per CPU-second (best of ${runs.length} runs; ${best.actions} actions in ${best.games} games); wall clock best ${fmt(wall.actions / wall.wall)} actions/s`);
  }
  console.log(`  after / before: ${(bests[1] / bests[0]).toFixed(2)}x`);
}
