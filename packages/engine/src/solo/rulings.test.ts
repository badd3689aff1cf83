import { describe, expect, it } from 'vitest';
import { distance as hexDistance } from '../hex';
import { automatonNotes, playUntil, selecting, soloPosition } from '../testing/solo-scenario';

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

describe('OP-74 ties among automata: the order that harms the human side most', () => {
  it('OP-74 R-SOLO-ADV-3 two automata tied at 6: the farther one first, because the nearer one\'s push would leave it out of reach (nearest-first would wound once, this order twice)', () => {
    // The Student faces north. Katana A (seat 1) stands next to it with Horse Kick (push 1); katana B
    // (seat 2) two hexes away with Reverse Cut (a step into reach). Both at initiative 6, both attack cards.
    const before = soloPosition({
      humans: [{ character: 'student', at: [4, 3, 0], hand: ['038'] }],
      automata: [
        { automaton: 'katana-ashigaru', at: [4, 2, 3], behaviour: 'middle', stance: 'aggressive', deck: ['S016', 'S026'] },
        { automaton: 'katana-ashigaru', at: [3, 1, 2], behaviour: 'middle', stance: 'aggressive', deck: ['S015', 'S026'] },
      ],
    });
    const after = playUntil(before, (s) => s.round === 2);
    const order = after.events.filter((e) => e.kind === 'resolving').map((e) => e.seat);
    expect(order).toEqual([2, 1, 0]);
    expect(automatonNotes(after.events, 2).filter((e) => e.rule === 'OP-74').map((e) => e.code)).toEqual(['order.harm']);
    expect(after.events.filter((e) => e.kind === 'wounded' && e.seat === 0)).toHaveLength(2);
    expect(after.state.seats[0]!.wounds).toBe(2);
  });
});

describe('OP-75 an automaton\'s block value', () => {
  it('OP-75 R-SOLO-BLOCK-3 against Waterfall (048: straight ahead at 7, the flanks at 4) an automaton on the left flank blocks at 4, the part that reaches it, not the card\'s 7', () => {
    // The Student faces north; the boss stands ahead-left of it, on the hex only the part at 4 hits, with High Guard (variable 3-7).
    const before = soloPosition({
      humans: [{ character: 'student', at: [4, 3, 0], hand: ['048'] }],
      automata: [{ automaton: 'samurai-boss', at: [3, 2, 2], behaviour: 'middle', stance: 'aggressive', deck: ['S026', 'S014'] }],
    });
    const after = playUntil(before, (s) => s.round === 2, selecting(before.state, '048'));
    expect(after.events.find((e) => e.kind === 'resolving' && e.seat === 1)).toMatchObject({ initiative: 4 });
    expect(automatonNotes(after.events, 1).find((e) => e.code.startsWith('block.'))).toMatchObject({ rule: 'R-SOLO-BLOCK-2', code: 'block.yourAttack', params: { initiative: 4 } });
  });
});

describe('OP-76 staying put still turns', () => {
  it('OP-76 R-SOLO-ATK-MELEE-2 an automaton next to you but facing away, whose card only steps forward, turns in place and attacks instead of resolving the movement part', () => {
    // The Student faces north; the katana ashigaru stands just north of it facing north too, with
    // Rising Cut (S018: a step forward, then a cut straight ahead).
    const before = soloPosition({
      humans: [{ character: 'student', at: [4, 3, 0], hand: ['038'] }],
      automata: [{ automaton: 'katana-ashigaru', at: [4, 2, 0], behaviour: 'middle', stance: 'aggressive', deck: ['S018', 'S026'] }],
    });
    const after = playUntil(before, (s) => s.round === 2);
    expect(automatonNotes(after.events, 1).find((e) => e.code.startsWith('attack.'))).toMatchObject({ rule: 'R-SOLO-ATK-MELEE-2', code: 'attack.meleeStays' });
    const turned = after.events.filter((e) => e.kind === 'turned' && e.seat === 1);
    expect(turned.at(-1)).toMatchObject({ facing: 3 }); // three turns in place, to face the Student
    expect(after.events.filter((e) => e.kind === 'stepped' && e.seat === 1)).toEqual([]);
    expect(after.events.find((e) => e.kind === 'attack' && e.seat === 1)).toMatchObject({ results: [{ target: 0, hit: true }] });
    expect(after.state.seats[0]!.wounds).toBe(1);
  });
});

describe('OP-77 a ranged automaton finding its shot', () => {
  it('OP-77 in sight but out of its card\'s range (9 hexes, range 7), the yumi ashigaru closes until in range instead of standing still (R-SOLO-MOVE-RANGED-1 held it before)', () => {
    const before = soloPosition({
      humans: [{ character: 'student', at: [9, 3, 5], hand: ['038'] }],
      automata: [{ automaton: 'yumi-ashigaru', at: [0, 3, 2], behaviour: 'middle', stance: 'aggressive', deck: ['S036', 'S037'] }],
    });
    const start = before.state.seats[1]!.hex!;
    const you = before.state.seats[0]!.hex!;
    expect(hexDistance(start, you)).toBe(9);
    const after = playUntil(before, (s) => s.round === 2);
    expect(automatonNotes(after.events, 1).filter((e) => e.code.startsWith('move.')).map((e) => e.rule)).toContain('OP-77');
    // Two steps toward you (its movement part: up to 2 steps): in range 7, still farther than its 5.
    const steps = after.events.filter((e) => e.kind === 'stepped' && e.seat === 1);
    expect(steps).toHaveLength(2);
    expect(hexDistance(after.state.seats[1]!.hex!, you)).toBe(7);
  });
});
