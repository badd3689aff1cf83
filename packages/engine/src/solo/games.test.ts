import { BASE_AUTOMATON_IDS, EXPANSION_AUTOMATED_CHARACTERS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { runSoloGame } from '../testing/solo-games-run';

// Seeded solo and co-op games of the real content (the four characters, the four battlefields with
// their printed terrain, all nine base automata and the expansion's characters, nightmare mode, both marker and stun settings): random
// legal human play to the end, the rules invariants (testing/invariants.ts, automaton seats
// included: no decision for an automaton, its cards and stun cards conserved) after every action.
// 120 games here (~15 s); npm run bench:solo-games plays 1,000.

describe('seeded solo games keep every invariant (R-SOLO-ROUND-1..5, R-SOLO-AUTO-1, R-SOLO-STUN-4, R-SOLO-WOUND-1)', () => {
  it.each([1, 2])('%i automaton(s): 60 games finish without an error or a broken invariant', (automata) => {
    const kinds = new Set<string>();
    let finished = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const run = runSoloGame(seed * 10 + automata, automata);
      expect(run.violations, `seed ${seed * 10 + automata} ${JSON.stringify(run.spec)}`).toEqual([]);
      run.spec.automata.forEach((a) => kinds.add(a));
      if (run.finished) finished++;
    }
    expect(finished).toBeGreaterThan(50);
    if (automata === 1) expect([...kinds].sort()).toEqual([...BASE_AUTOMATON_IDS].sort());
  });

  it('R-SOLO-EXP-1 the first expansion cycle\'s automated characters (R-SOLO-EXP-2: the Hachiko pair together): 40 games keep every invariant', () => {
    const kinds = new Set<string>();
    let finished = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const run = runSoloGame(seed * 10 + 3, 1, 40, EXPANSION_AUTOMATED_CHARACTERS);
      expect(run.violations, `seed ${seed * 10 + 3} ${JSON.stringify(run.spec)}`).toEqual([]);
      run.spec.automata.forEach((a) => kinds.add(a));
      if (run.finished) finished++;
    }
    expect(finished).toBeGreaterThan(32);
    expect([...kinds].sort()).toEqual([...EXPANSION_AUTOMATED_CHARACTERS].sort());
  });
});
