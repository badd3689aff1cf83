// npx tsx bench/play-hash.ts: one hash of everything seeded random play shows (every state without
// its definitions, every event list, every pending decision list) over the benchmark's games: 36
// real-content games (bench/real-game.ts) and 40 test-content games. A change meant to keep the
// behaviour (a speed-up, a refactor) must print the same hash before and after; the optimisations
// of issue 11 were checked this way (docs/engine-performance.md).
import { createHash } from 'node:crypto';
import { randomPlayout, newTestGame } from '../packages/engine/src/testing/playout';
import { pendingDecisions } from '../packages/engine/src/index';
import { newRealGame } from './real-game';
const h = createHash('sha256');
let n = 0;
for (const [make, games] of [[newRealGame, 36], [(s: number) => newTestGame(s), 40]] as const) {
  for (let seed = 0; seed < games; seed++) {
    const g = make(seed);
    h.update(JSON.stringify(g));
    const p = randomPlayout(g, seed, 60, (s, rng, events) => { h.update(JSON.stringify({ ...s, defs: null })); h.update(JSON.stringify(events)); h.update(JSON.stringify(pendingDecisions(s))); n++; return rng; });
    h.update(String(p.actions));
  }
}
console.log(n, h.digest('hex'));
