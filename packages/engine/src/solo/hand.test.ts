import { describe, expect, it } from 'vitest';
import { automatonNotes, playUntil, selecting, soloPosition } from '../testing/solo-scenario';
import { recordOf } from './game';

// Player cards that reach into a hand, played against an automaton (issue 12, item 2; OP-79, our S39):
// its deck stands for its hand. The real cards: the Master's 010 Hidden Viper Fang with poison 002
// (Kamae to Neutral, discard a card) and the Ronin's X077 Kanabo Smash pushing one automaton into
// another (R-MOVE-COLLISION-3, OP-11: the pushed character discards a card).

describe('hand effects on an automaton (OP-79, R-SOLO-LOOK-1 by analogy)', () => {
  it('OP-79 R-POISON-3 poisoned by 002, an automaton discards the top card of its deck face up; the Kamae jump changes neither its stance nor its behaviour', () => {
    const before = soloPosition({
      humans: [{ character: 'master', at: [4, 3, 0], hand: ['008', '010'] }],
      automata: [{ automaton: 'katana-ashigaru', at: [4, 2, 3], behaviour: 'right', stance: 'defensive', deck: ['S007', 'S014', 'S026', 'S015'] }],
    });
    expect(recordOf(before.state, 1).drawn).toBe('S007'); // initiative 2: it acts after the fang (7)
    const after = playUntil(before, (s) => s.seats[0]!.poisonsUsed.length > 0, selecting(before.state, '010'));
    expect(after.events).toContainEqual({ kind: 'poisoned', seat: 1, by: 0, poison: '002' });
    const r = recordOf(after.state, 1);
    expect(r.discard).toEqual([{ card: 'S014', faceDown: false }]);
    expect(r.deck).toEqual(['S026', 'S015']);
    expect([r.stance, r.behaviour, r.drawn]).toEqual(['defensive', 'right', 'S007']);
    expect(automatonNotes(after.events, 1).some((e) => e.rule === 'OP-53' && e.card === 'S014')).toBe(true);
  });

  it('OP-79 OP-11 R-MOVE-COLLISION-3 pushed into another automaton, it is stunned and discards the top card of its deck; the other is stunned too', () => {
    const before = soloPosition({
      humans: [{ character: 'ronin', at: [4, 3, 0], hand: ['023', 'X077'] }],
      automata: [
        { automaton: 'katana-ashigaru', at: [4, 2, 3], deck: ['S009', 'S016', 'S027'] },
        { automaton: 'samurai-boss', at: [4, 1, 3], deck: ['S009', 'S014'] },
      ],
    });
    const after = playUntil(before, (s) => s.round === 2, selecting(before.state, 'X077'));
    const collisions = after.events.filter((e) => e.kind === 'collision');
    expect(collisions).toEqual([expect.objectContaining({ seat: 1, with: 'character', other: 2 })]);
    const discarded = automatonNotes(after.events, 1).filter((e) => e.rule === 'OP-11');
    expect(discarded.map((e) => e.card)).toEqual(['S016']);
    // Both received a stun card (R-MOVE-COLLISION-3, OP-12), counted toward their stun limits (OP-23).
    expect([recordOf(after.state, 1).stuns, recordOf(after.state, 2).stuns]).toEqual([1, 1]);
  });

  it('OP-79 OP-78 a stun card on top of its deck is never the discarded card: it goes beside the deck and the next card is discarded face up', () => {
    const before = soloPosition({
      humans: [{ character: 'master', at: [4, 3, 0], hand: ['008', '010'] }],
      automata: [{ automaton: 'katana-ashigaru', at: [4, 2, 3], behaviour: 'right', stance: 'defensive', deck: ['S007', 'STUN', 'S014', 'S026'] }],
    });
    const after = playUntil(before, (s) => s.seats[0]!.poisonsUsed.length > 0, selecting(before.state, '010'));
    const r = recordOf(after.state, 1);
    expect(r.discard).toEqual([{ card: 'S014', faceDown: false }]);
    expect([r.deck, r.stunsBeside, r.stuns]).toEqual([['S026'], 1, 1]);
    expect(automatonNotes(after.events, 1).filter((e) => e.rule === 'OP-78' || e.rule === 'OP-53').map((e) => [e.rule, e.card])).toEqual([['OP-78', null], ['OP-53', 'S014']]);
  });
});
