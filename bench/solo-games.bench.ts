// npm run bench:solo-games: 1,000 seeded solo and co-op games of the real content (the four
// characters with their signature decks, the four battlefields with their printed terrain, all nine
// automata, nightmare mode, both marker and stun settings; testing/solo-games.ts randomSoloSpec),
// 500 with one automaton and 500 with two, random legal human play to the end (40 rounds at most),
// the rules invariants checked after every action. Prints how many finished, who won, and the time.
import { runSoloGame } from '../packages/engine/src/testing/solo-games-run';

const GAMES = Number(process.env.BENCH_SOLO_GAMES ?? 1000);
const t0 = performance.now();
let finished = 0;
let humansWon = 0;
let actions = 0;
let rounds = 0;
const failures: string[] = [];
for (let i = 0; i < GAMES; i++) {
  const automata = i % 2 === 0 ? 1 : 2;
  const seed = 100_000 + i;
  try {
    const run = runSoloGame(seed, automata);
    if (run.violations.length > 0) failures.push(`seed ${seed}: ${run.violations[0]}`);
    if (run.finished) finished++;
    if (run.state.winners?.some((seat) => seat < run.spec.humans.length)) humansWon++;
    actions += run.actions;
    rounds += run.rounds;
  } catch (e) {
    failures.push(`seed ${seed}: ${(e as Error).message}`);
  }
}
const seconds = (performance.now() - t0) / 1000;
console.log(`solo games (real content): ${GAMES} games (half with 1 automaton, half with 2), ${finished} finished, humans won ${humansWon}`);
console.log(`  ${actions} human actions, ${rounds} rounds, ${seconds.toFixed(1)} s (${((seconds * 1000) / GAMES).toFixed(1)} ms per game, invariants included)`);
console.log(`  failures: ${failures.length}`);
for (const f of failures.slice(0, 10)) console.log(`  ${f}`);
process.exitCode = failures.length === 0 ? 0 : 1;
