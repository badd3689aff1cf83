import { describe, expect, it } from 'vitest';
import { pendingDecisions, viewFor } from '../index';
import { runHordeGame } from '../testing/horde';

// Seeded horde runs of random legal play with the rules invariants (testing/invariants.ts) checked
// after every action: real content (the four characters' signature decks, the four battlefields,
// every nightmare setting, with and without the fallen lord) and the test hero, who reaches the level
// changes. npm run bench:horde plays the same 200 real-content runs and 50 hero runs and prints how far they got.

describe('seeded horde runs keep every invariant (R-HORDE-3..12, R-HORDE-RESET-1..10, OP-33, OP-34)', () => {
  it('6 real-content runs and 1 hero run: every listed option accepted, everything else refused, nothing changed by trying (the property test’s checks)', () => {
    for (let seed = 1; seed <= 6; seed++) expect(runHordeGame(seed, false, 200, true).violations, `seed ${seed}`).toEqual([]);
    expect(runHordeGame(1, true, 200, true).violations).toEqual([]);
  });

  // Issue 14: 200 seeded runs of random legal human play finish without an error.
  it('200 real-content runs finish without an error or a broken invariant', () => {
    let furthest = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const run = runHordeGame(seed);
      expect(run.violations, `seed ${seed} ${JSON.stringify(run.spec)}`).toEqual([]);
      expect(run.finished, `seed ${seed}`).toBe(true);
      expect(pendingDecisions(run.state)).toEqual([]);
      furthest = Math.max(furthest, run.reached.wave);
    }
    expect(furthest).toBeGreaterThanOrEqual(3);
  }, 180_000);

  it('4 test-hero runs cross the level changes to the end without a broken invariant', () => {
    let jade = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const run = runHordeGame(seed, true);
      expect(run.violations, `seed ${seed}`).toEqual([]);
      expect(run.reached.level).toBeGreaterThanOrEqual(2);
      expect(viewFor(run.state, 0).horde!.over).toBe(true);
      if (viewFor(run.state, 0).horde!.rank === 'jade') jade++;
    }
    expect(jade).toBeGreaterThan(0);
    // A run whose boss was stunned in level 1: its stun count goes with its old deck (R-HORDE-RESET-1/2).
    expect(runHordeGame(200_021, true).violations).toEqual([]);
  });

  it('a horde run is deterministic: the same seed and the same choices give the same states and events', () => {
    const a = runHordeGame(5);
    const b = runHordeGame(5);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    expect(b.events).toEqual(a.events);
    expect(viewFor(a.state, 'spectator').horde).toBeDefined();
    expect(pendingDecisions(a.state)).toEqual(pendingDecisions(b.state));
  });
});
