import { describe, expect, it } from 'vitest';
import { createScenario, viewFor } from '../index';
import { automatonNotes, nextRound, playUntil, soloPosition, soloScenarioSpec } from '../testing/solo-scenario';
import { isAutomaton, recordOf } from './game';

// createScenario with automaton seats (issue 12, item 4) and the rules a set position shows best:
// R-SOLO-STANCE-2 (the marker of the stance on the behaviour track).

describe('createScenario with automaton seats', () => {
  it('R-SOLO-SETUP-5 R-SOLO-TRACK-2 an automaton seat takes the figure, markers and deck the scenario sets, after the human seats, on a side of its own', () => {
    const { state } = soloPosition({
      humans: [{ character: 'student', at: [4, 3, 0] }],
      automata: [{ automaton: 'master', at: [4, 1, 3], behaviour: 'right', stance: 'defensive', deck: ['XS101', 'XS102', 'XS103'], wounds: 2 }],
    });
    expect(isAutomaton(state, 1)).toBe(true);
    expect(state.seats.map((s) => s.team)).toEqual([0, 1]);
    const r = recordOf(state, 1);
    // At the Select step it already holds its top card face down (R-SOLO-ROUND-1).
    expect([r.behaviour, r.stance, r.drawn, r.deck, r.wounds]).toEqual(['right', 'defensive', 'XS101', ['XS102', 'XS103'], 2]);
    expect(state.seats[1]!.wounds).toBe(2);
    expect(state.advantage).toEqual([0, 1]); // R-SOLO-ADV-1: automata last
    const view = viewFor(state, 0);
    expect(view.automata[0]).toMatchObject({ drawn: null, hasDrawn: true, deckCount: 2 });
  });

  it('R-SOLO-SETUP-3 a deck left out is built by section 21 from the scenario seed, the same for the same seed', () => {
    const spec = { humans: [{ character: 'student' as const, at: [4, 3, 0] as const }], automata: [{ automaton: 'katana-ashigaru' as const, at: [4, 1, 3] as const }] };
    const a = recordOf(soloPosition({ ...spec, seed: 5 }).state, 1);
    const b = recordOf(soloPosition({ ...spec, seed: 5 }).state, 1);
    expect([a.drawn, ...a.deck]).toHaveLength(5); // R-SOLO-RECIPE-2, its top card already taken (R-SOLO-ROUND-1)
    expect([a.drawn, ...a.deck]).toEqual([b.drawn, ...b.deck]);
  });

  it('OP-23 OP-78 a stun card in a scenario deck counts as received (S37: in its seat\'s hand); on top, it goes beside the deck and the next card is the automaton\'s card', () => {
    const run = soloPosition({
      humans: [{ character: 'student', at: [4, 3, 0] }],
      automata: [{ automaton: 'master', at: [4, 1, 3], deck: ['STUN', 'XS101', 'S014'], woundLimit: 3 }],
    });
    const r = recordOf(run.state, 1);
    expect([r.stuns, r.stunsBeside, r.drawn, r.deck]).toEqual([1, 1, 'XS101', ['S014']]);
    expect(run.state.seats[1]!.hand.map((c) => run.state.cards[c])).toEqual(['STUN']);
    const after = playUntil(run, nextRound(2));
    expect(after.events.some((e) => e.kind === 'resolving' && e.seat === 1)).toBe(true); // it acts this round (OP-78)
    expect(recordOf(after.state, 1).stuns).toBe(1);
    // OP-78: a scenario may never hold a stun card as the drawn card.
    const refused = createScenario(soloScenarioSpec({ humans: [{ character: 'student', at: [4, 3, 0] }], automata: [{ automaton: 'master', at: [4, 1, 3], deck: ['XS101'], drawn: 'STUN' }] }));
    expect(!refused.ok && [refused.error.code, refused.error.rule]).toEqual(['INVALID_SCENARIO', 'OP-78']);
  });

  it('OP-71 rejects unknown solo cards, shared hexes and more than six figures with a clear error', () => {
    const base = soloScenarioSpec({ humans: [{ character: 'student', at: [4, 3, 0] }], automata: [{ automaton: 'master', at: [4, 1, 3], deck: ['XS101'] }] });
    const unknown = createScenario({ ...base, solo: { automata: [{ ...base.solo!.automata[0]!, deck: ['S999'] }] } });
    expect(!unknown.ok && unknown.error.message).toContain('unknown solo cards: S999');
    const shared = createScenario({ ...base, solo: { automata: [{ ...base.solo!.automata[0]!, hex: base.seats[0]!.hex }] } });
    expect(!shared.ok && shared.error.rule).toBe('R-SETUP-11');
    const a = base.solo!.automata[0]!;
    const troops = (['katana-ashigaru', 'katana-ashigaru', 'katana-ashigaru', 'yari-ashigaru', 'yari-ashigaru'] as const).map((automaton, i) => ({ ...a, automaton, deck: ['S014'], hex: { q: i - 2, r: -3 } }));
    const seven = createScenario({ ...base, seats: [base.seats[0]!, { ...base.seats[0]!, character: 'ronin', hex: { q: 0, r: 3 } }], solo: { automata: troops } });
    expect(!seven.ok && seven.error.rule).toBe('OP-71');
  });
});

describe('stance markers (R-SOLO-STANCE-2)', () => {
  it('R-SOLO-STANCE-2 aggressive shows the advantage token; once XS103 turns it defensive, every seat sees its Kamae ring on the same space', () => {
    const before = soloPosition({
      humans: [{ character: 'student', at: [4, 3, 0] }],
      automata: [{ automaton: 'master', at: [4, 0, 3], behaviour: 'left', stance: 'aggressive', deck: ['XS103', 'XS101', 'XS102'] }],
    });
    expect(viewFor(before.state, 0).automata[0]).toMatchObject({ stance: 'aggressive', marker: 'token', behaviour: 'left' });
    const after = playUntil(before, nextRound(2));
    for (const viewer of [0, 'spectator'] as const) {
      expect(viewFor(after.state, viewer).automata[0]).toMatchObject({ stance: 'defensive', marker: 'ring', behaviour: 'left' });
    }
    expect(automatonNotes(after.events, 1).map((e) => e.card)).toContain('XS103');
  });
});
