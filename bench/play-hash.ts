// npx tsx bench/play-hash.ts: hashes of everything seeded random play shows over the benchmark's
// games: 36 real-content games (bench/real-game.ts) and 40 test-content games. It prints two:
// `full` (every state without its definitions, every event list, every pending decision list) and
// `behaviour` (every event list and every pending decision list: what the players see and may do).
// A change meant to keep the behaviour (a speed-up, a refactor) must print the same `behaviour`
// hash before and after; one that keeps the state's shape too, the same `full` hash (issue 11,
// docs/engine-performance.md). A second line hashes the same two ways 24 seeded solo and co-op games
// of the real content (testing/solo-games.ts) and 12 seeded horde runs (8 real-content, 4 of the
// test hero who clears waves: testing/horde.ts), so a change to the modes is checked too (issue 24).
import { createHash } from 'node:crypto';
import { randomPlayout, newTestGame } from '../packages/engine/src/testing/playout';
import { pendingDecisions } from '../packages/engine/src/index';
import { newRealGame } from './real-game';
import { newSoloGame, randomSoloSpec } from '../packages/engine/src/testing/solo-games';
import { heroConfig, hordeConfig, newHorde, randomHordeSpec } from '../packages/engine/src/testing/horde';
import type { GameState } from '../packages/engine/src/state';
const full = createHash('sha256');
const behaviour = createHash('sha256');
let n = 0;
for (const [make, games] of [[newRealGame, 36], [(s: number) => newTestGame(s), 40]] as const) {
  for (let seed = 0; seed < games; seed++) {
    const g = make(seed);
    full.update(JSON.stringify(g));
    const p = randomPlayout(g, seed, 60, (s, rng, events) => {
      const seen = JSON.stringify(events) + JSON.stringify(pendingDecisions(s));
      full.update(JSON.stringify({ ...s, defs: null }));
      full.update(seen);
      behaviour.update(seen);
      n++;
      return rng;
    });
    full.update(String(p.actions));
    behaviour.update(String(p.actions));
  }
}
console.log(n, 'full', full.digest('hex'), 'behaviour', behaviour.digest('hex'));

const modesFull = createHash('sha256');
const modesBehaviour = createHash('sha256');
let m = 0;
const modeGames: [string, () => GameState, number][] = [
  ...Array.from({ length: 24 }, (_, i) => [`solo ${i}`, () => newSoloGame(randomSoloSpec(300_000 + i)).state, 40] as [string, () => GameState, number]),
  ...Array.from({ length: 8 }, (_, i) => [`horde ${i}`, () => newHorde(hordeConfig(randomHordeSpec(200_000 + i))).state, 200] as [string, () => GameState, number]),
  ...Array.from({ length: 4 }, (_, i) => [`hero ${i}`, () => newHorde(heroConfig(200_000 + i, { fallenLord: false })).state, 200] as [string, () => GameState, number]),
];
for (const [index, [, make, roundCap]] of modeGames.entries()) {
  const g = make();
  modesFull.update(JSON.stringify(g));
  const p = randomPlayout(g, index, roundCap, (s, rng, events) => {
    const seen = JSON.stringify(events) + JSON.stringify(pendingDecisions(s));
    modesFull.update(JSON.stringify({ ...s, defs: null }));
    modesFull.update(seen);
    modesBehaviour.update(seen);
    m++;
    return rng;
  });
  modesFull.update(String(p.actions));
  modesBehaviour.update(String(p.actions));
}
console.log(m, 'solo+horde full', modesFull.digest('hex'), 'behaviour', modesBehaviour.digest('hex'));
