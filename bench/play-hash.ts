// npx tsx bench/play-hash.ts: hashes of everything seeded random play shows over the benchmark's
// games: 36 real-content games (bench/real-game.ts) and 40 test-content games. It prints two:
// `full` (every state without its definitions, every event list, every pending decision list) and
// `behaviour` (every event list and every pending decision list: what the players see and may do).
// A change meant to keep the behaviour (a speed-up, a refactor) must print the same `behaviour`
// hash before and after; one that keeps the state's shape too, the same `full` hash (issue 11,
// docs/engine-performance.md).
import { createHash } from 'node:crypto';
import { randomPlayout, newTestGame } from '../packages/engine/src/testing/playout';
import { pendingDecisions } from '../packages/engine/src/index';
import { newRealGame } from './real-game';
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
