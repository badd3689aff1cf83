// npm run bench: the engine's random-playout throughput on one core (style.md §2.15).
// Plays seeded random games for a fixed time per run and prints the median of several runs.
import { newTestGame, randomPlayout } from '../packages/engine/src/testing/playout';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

function run(firstSeed: number): { games: number; actions: number; seconds: number } {
  const start = performance.now();
  let games = 0;
  let actions = 0;
  while (performance.now() - start < SECONDS * 1000) {
    const seed = firstSeed + games;
    actions += randomPlayout(newTestGame(seed), seed, 60).actions;
    games++;
  }
  return { games, actions, seconds: (performance.now() - start) / 1000 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

run(1_000_000); // warm-up
const results = Array.from({ length: RUNS }, (_, i) => run(i * 100_000));
for (const [i, r] of results.entries()) {
  console.log(`run ${i + 1}: ${r.games} games, ${r.actions} actions in ${r.seconds.toFixed(2)} s`);
}
const gamesPerSecond = median(results.map((r) => r.games / r.seconds));
const actionsPerSecond = median(results.map((r) => r.actions / r.seconds));
const actionsPerGame = median(results.map((r) => r.actions / r.games));
console.log(`engine random playout (two test characters, decks using every effect kind, 7 terrain pieces placed in setup, radius-3 arena; median of ${RUNS} runs of ${SECONDS} s, one core):`);
console.log(`actions per game: ${actionsPerGame.toFixed(1)}`);
console.log(`games per second: ${gamesPerSecond.toFixed(1)}`);
console.log(`actions per second: ${actionsPerSecond.toFixed(0)}`);
