// npm run bench: the engine's random-playout throughput on one core (style.md §2.15, issue 11).
//
// Two workloads, each a fixed list of seeded games played by random legal play (the same games on
// every run and every commit, so the total of actions doubles as a check that the play is unchanged):
//
// 1. real: the four characters' signature decks (packages/cards), two of them in turn (the six
//    pairings, seat order alternating), on the printed Burnt Village with a rock and a bamboo placed
//    in setup (R-SETUP-3);
// 2. test: two test characters with decks using every effect kind, seven terrain pieces placed in
//    setup, a radius-3 arena (the figure kept since the first benchmark, so history compares).
//
// The machine is shared, so wall-clock rates move with its load. The figure to compare commits by
// is the one per CPU-second (`process.cpuUsage()`, user + system of this process): it counts only
// the time the engine actually ran. Even that moves with the load (other processes evict the
// caches), so the best run, the least disturbed, is the one to compare.
//
// BENCH_RUNS (default 7) runs of BENCH_REAL_GAMES (default 144; 36 until 2026-11-26, ~60 ms a run once
// warm: too short, the best and the median of a quiet machine moved by a third between runs) and BENCH_TEST_GAMES (default 60)
// games each, after BENCH_WARMUP (default 8) warm-up runs; the best and the median run are reported.
// The warm-up is that long because V8 keeps compiling the engine's functions for several runs: with
// one warm-up run (this benchmark until 2026-11-26) the CPU time per run still fell by half from
// the 1st to the 7th measured run (the optimising compiler's background threads count as CPU time,
// and code still runs unoptimised), so "best of 7" measured how far the JIT had got. The warm-up's
// own figure (the cold start of a process) is printed too; BENCH_WARMUP=1 gives the old figure.
import { loadavg } from 'node:os';
import { PACKS } from '../packages/cards/src/index';
import type { GameState } from '../packages/engine/src/index';
import { newTestGame, randomPlayout } from '../packages/engine/src/testing/playout';
import { newRealGame, REAL_BATTLEFIELD, REAL_TERRAIN } from './real-game';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WARMUP = Math.max(1, Number(process.env.BENCH_WARMUP ?? 8));
const ROUND_CAP = 60;

type Workload = { name: string; label: string; games: number; newGame: (seed: number) => GameState };

const WORKLOADS: Workload[] = [
  {
    name: 'real',
    label: `signature decks of ${PACKS.map((p) => p.character.id).join(', ')}, two in turn; ${REAL_BATTLEFIELD.id} with ${REAL_TERRAIN.join(' and ')} placed in setup`,
    games: Number(process.env.BENCH_REAL_GAMES ?? 144),
    newGame: newRealGame,
  },
  {
    name: 'test',
    label: 'two test characters, decks using every effect kind, 7 terrain pieces placed in setup, radius-3 arena',
    games: Number(process.env.BENCH_TEST_GAMES ?? 60),
    newGame: (seed) => newTestGame(seed),
  },
];

type Run = { games: number; actions: number; wall: number; cpu: number };

/** Set up and play the workload's games 0..games-1 (setup counts: a playout starts from a new game). */
function run(w: Workload): Run {
  const wall0 = performance.now();
  const cpu0 = process.cpuUsage();
  let actions = 0;
  for (let seed = 0; seed < w.games; seed++) actions += randomPlayout(w.newGame(seed), seed, ROUND_CAP).actions;
  const cpu = process.cpuUsage(cpu0);
  return { games: w.games, actions, wall: (performance.now() - wall0) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rate = (n: number) => n.toFixed(n < 100 ? 1 : 0);

for (const w of WORKLOADS) {
  if (w.games <= 0) continue;
  const warmup = Array.from({ length: WARMUP }, () => run(w)); // the JIT and the caches
  const runs = Array.from({ length: RUNS }, () => run(w));
  const actions = runs[0]!.actions;
  if (runs.some((r) => r.actions !== actions)) throw new Error(`${w.name}: the same games played a different number of actions`);
  const m = (f: (r: Run) => number) => median(runs.map(f));
  console.log(`${w.name}: ${w.label}`);
  console.log(`  ${w.games} games, ${actions} actions per run (${(actions / w.games).toFixed(1)} per game), ${RUNS} runs, one core`);
  const best = runs.reduce((a, r) => (r.cpu < a.cpu ? r : a));
  console.log(`  per CPU-second, best run:   ${rate(best.actions / best.cpu)} actions/s, ${rate(best.games / best.cpu)} games/s   (compare commits by this)`);
  console.log(`  per CPU-second, median run: ${rate(m((r) => r.actions / r.cpu))} actions/s, ${rate(m((r) => r.games / r.cpu))} games/s`);
  console.log(`  wall clock, median run:     ${rate(m((r) => r.actions / r.wall))} actions/s, ${rate(m((r) => r.games / r.wall))} games/s   (load average ${loadavg()[0]!.toFixed(1)})`);
  const cold = warmup.reduce((a, r) => a + r.cpu, 0);
  console.log(`  warm-up: ${WARMUP} run(s), ${(cold * 1000).toFixed(0)} CPU-ms; per CPU-second, first run ${rate(warmup[0]!.actions / warmup[0]!.cpu)}, last ${rate(warmup[WARMUP - 1]!.actions / warmup[WARMUP - 1]!.cpu)} actions/s`);
  // For scripts/bench-compare.mjs: every run, one JSON line.
  if (process.env.BENCH_JSON) console.log(`BENCH_JSON ${JSON.stringify({ workload: w.name, runs })}`);
}
