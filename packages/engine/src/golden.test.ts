import { describe, expect, it } from 'vitest';
import { applyAction, pendingDecisions } from './flow';
import { forgetLookahead } from './golden';
import { restoreGame } from './index';
import { rulesOf } from './ruleset';
import type { GameState } from './state';
import { realGame } from './testing/real-games';
import { randomPlayout } from './testing/playout';

// R-ATTACK-1, OP-50: the golden rule's look-ahead plays every option of an attacker's decision
// forward and remembers what each led to, so the player's real action (and the next search) reuse
// it instead of computing it again (issue 11, item 5). A remembered result must be exactly what
// applying the action computes: checked here on real content, every option of every attacker
// decision met in seeded games on each terrain kind, against the same action applied with the
// memo forgotten.

/** States of seeded real-content games where the resolving card's player has a decision of several options. */
function searchedStates(games: number): GameState[] {
  const found: GameState[] = [];
  for (let seed = 0; seed < games; seed++) {
    randomPlayout(realGame(seed), seed, 60, (s, rng) => {
      const d = pendingDecisions(s)[0];
      const entry = s.flow.at === 'resolve' ? s.flow.order[s.flow.index] : undefined;
      if (d !== undefined && d.options.length > 1 && entry?.seat === d.seat && d.kind !== 'instant' && d.kind !== 'counter') found.push(s);
      return rng;
    });
  }
  return found;
}

describe('the look-ahead memo', () => {
  it('R-ATTACK-1 every option of a searched attacker decision, remembered, equals the same option applied afresh (real content, 4 boards)', () => {
    const states = searchedStates(12);
    expect(states.length).toBeGreaterThan(40);
    let compared = 0;
    for (const original of states) {
      const count = pendingDecisions(original)[0]!.options.length;
      for (let i = 0; i < count; i++) {
        const restored = restoreGame(rulesOf(original), JSON.stringify(original)); // a new identity: searched anew
        if (!restored.ok) throw new Error(restored.error.message);
        const s = restored.value;
        const decision = pendingDecisions(s)[0]!; // the search: every option played forward and remembered
        const option = decision.options[i]!;
        const remembered = applyAction(s, decision.seat, option);
        const again = applyAction(s, decision.seat, option);
        // Only an attack card is searched (hasAttack); elsewhere nothing is remembered.
        if (!again.ok || !remembered.ok || again.value.state !== remembered.value.state) continue;
        forgetLookahead();
        const fresh = applyAction(s, decision.seat, option);
        expect(remembered.ok && fresh.ok).toBe(true);
        if (!remembered.ok || !fresh.ok) continue;
        expect(remembered.value.state).not.toBe(fresh.value.state); // the second was computed, not remembered
        expect(JSON.stringify(remembered.value)).toBe(JSON.stringify(fresh.value));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });
});
