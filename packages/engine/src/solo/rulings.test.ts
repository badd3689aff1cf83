import { describe, expect, it } from 'vitest';
import { automatonNotes, playUntil, soloPosition } from '../testing/solo-scenario';

// Issue 23 items 14-16: the rulings OP-74 to OP-80 for automata, each played through createScenario
// and applyAction from a position set up by the rules.

describe('OP-80 target tie by behaviour, then the advantage track', () => {
  it('OP-80 two characters equally near and equally placed: the automaton targets the one higher on the advantage track, not the leftmost', () => {
    // The katana ashigaru faces south between the two; east is its left. The Student (west) is higher on the track than the Master (east).
    const before = soloPosition({
      humans: [{ character: 'master', at: [6, 1, 0], hand: ['008'] }, { character: 'student', at: [2, 1, 0], hand: ['038'] }],
      automata: [{ automaton: 'katana-ashigaru', at: [4, 1, 3], behaviour: 'middle', deck: ['S014', 'S026'] }],
    });
    expect(before.state.advantage.indexOf(1)).toBeLessThan(before.state.advantage.indexOf(0));
    const after = playUntil(before, (s) => s.round === 2);
    expect(automatonNotes(after.events, 2).find((e) => e.code.startsWith('target.'))).toMatchObject({ rule: 'OP-80', code: 'target.advantage' });
    const attack = after.events.find((e) => e.kind === 'attack' && e.seat === 2);
    expect(attack).toMatchObject({ results: [{ target: 1, hit: true }] });
    expect(after.state.seats.map((st) => st.wounds).slice(0, 2)).toEqual([0, 1]);
  });
});
