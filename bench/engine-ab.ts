// npx tsx bench/engine-ab.ts <ref> <ref>: two engines in ONE process, game by game in alternation
// (the order swapped every game), so the load of this shared machine falls on both alike even when
// it changes from second to second; `bench:compare` alternates whole processes and moved ±15%
// between runs of the same engine. Each engine plays the benchmark's workloads (bench/real-game.ts
// and the test content) AB_REPS times after a warm-up; per game the least CPU time of its reps is
// kept, and the sums give actions per CPU-second and the ratio B/A. '.' is this tree as it is.
// Two copies of the same engine measured this way differed by under 4%. The two engines share one
// heap, so a change in garbage collection shows on both sides: for that, compare with bench:compare.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameState } from '../packages/engine/src/index';

const root = fileURLToPath(new URL('..', import.meta.url));
const refs = process.argv.slice(2);
if (refs.length !== 2) throw new Error('usage: npx tsx bench/engine-ab.ts <ref A> <ref B> (a git ref, or . for this tree)');
const REPS = Number(process.env.AB_REPS ?? 5);
// Reps played first and not counted. V8 keeps optimising the engine for several reps (see
// docs/engine-performance.md, session of 2026-11-26), so with the default one warm-up rep and few
// reps the ratio compares the two engines partly cold; AB_WARMUP=6 compares them warm.
const WARMUP = Math.max(1, Number(process.env.AB_WARMUP ?? 1));
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** A ref's packages (this benchmark's bench/ files) in a folder of their own, so both load side by side. */
function treeOf(ref: string, side: string): string {
  const sha = ref === '.' ? 'worktree' : git('rev-parse', '--verify', `${ref}^{commit}`).slice(0, 12);
  const tree = join(root, 'node_modules/.cache/senjutsu/ab', `${side}-${sha}`);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  if (ref === '.') cpSync(join(root, 'packages'), join(tree, 'packages'), { recursive: true });
  else execFileSync('sh', ['-c', `git archive ${sha} packages | tar -x -C "${tree}"`], { cwd: root });
  cpSync(join(root, 'bench'), join(tree, 'bench'), { recursive: true });
  if (!existsSync(join(tree, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
  return tree;
}

type Engine = {
  name: string;
  newRealGame(seed: number): GameState;
  newTestGame(seed: number): GameState;
  randomPlayout(s: GameState, seed: number, roundCap: number): { actions: number };
};

async function load(ref: string, side: string): Promise<Engine> {
  const tree = treeOf(ref, side);
  const playout = await import(join(tree, 'packages/engine/src/testing/playout.ts'));
  const real = await import(join(tree, 'bench/real-game.ts'));
  return { name: ref, newRealGame: real.newRealGame, newTestGame: playout.newTestGame, randomPlayout: playout.randomPlayout };
}

const engines = [await load(refs[0]!, 'a'), await load(refs[1]!, 'b')] as const;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

for (const workload of [{ name: 'real', games: 36 }, { name: 'test', games: 60 }] as const) {
  const best = engines.map(() => new Array<number>(workload.games).fill(Infinity));
  const actions = engines.map(() => 0);
  for (let rep = 1 - WARMUP; rep <= REPS; rep++) {
    for (let seed = 0; seed < workload.games; seed++) {
      for (const k of (rep + seed) % 2 === 0 ? [0, 1] : [1, 0]) {
        const e = engines[k]!;
        const t0 = cpuMs();
        const game = workload.name === 'real' ? e.newRealGame(seed) : e.newTestGame(seed);
        const played = e.randomPlayout(game, seed, 60).actions;
        const t = cpuMs() - t0;
        if (rep <= 0) continue; // warm-up
        best[k]![seed] = Math.min(best[k]![seed]!, t);
        if (rep === 1) actions[k]! += played;
      }
    }
  }
  const seconds = best.map((b) => b.reduce((x, y) => x + y, 0) / 1000);
  if (actions[0] !== actions[1]) console.log(`  (the engines played different games: ${actions[0]} and ${actions[1]} actions)`);
  console.log(`${workload.name}: ${workload.games} games, least CPU time of ${REPS} reps per game`);
  engines.forEach((e, k) => {
    const rate = actions[k]! / seconds[k]!;
    console.log(`  ${e.name.padEnd(12)} ${rate.toFixed(0).padStart(7)} actions/s  ${(workload.games / seconds[k]!).toFixed(1).padStart(6)} games/s per CPU-second`);
  });
  console.log(`  B/A ${(seconds[0]! / seconds[1]!).toFixed(2)}x`);
}
