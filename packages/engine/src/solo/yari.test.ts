import { describe, expect, it } from 'vitest';
import { distance } from '../hex';
import { automatonNotes, playUntil, selecting, soloPosition } from '../testing/solo-scenario';

// OP-32: the yari ashigaru takes selection deck 3 ("ranged" in the rulebook's deck list) but moves
// by the melee procedure at its preferred distance 2; only an attack with a range symbol makes the
// ranged checks (line of sight and range). Real solo cards: S004 Hold the Line (initiative 4: stance,
// then 1 step and face), S012 Thrown Spear (initiative 6, range 3; else close in 2 hexes).
// The Master plays 122 Deep Meditation and stays at (4, 5) facing north.

type Spec = { automaton: 'yari-ashigaru' | 'yumi-ashigaru'; card: string; rock?: boolean };

function round({ automaton, card, rock = false }: Spec) {
  const before = soloPosition({
    humans: [{ character: 'master', at: [4, 5, 0], hand: ['008', '122'] }],
    automata: [{ automaton, at: [4, 2, 3], deck: [card, 'S014', 'S026'] }],
    // A rock on the straight line between them, at (4, 3) of the printed grid.
    terrain: rock ? [{ kind: 'rock', hex: { q: 4, r: 1 } }] : [],
  });
  const after = playUntil(before, (s) => s.round === 2, selecting(before.state, '122'));
  const [human, automatonSeat] = [after.state.seats[0]!, after.state.seats[1]!];
  return {
    distance: distance(automatonSeat.hex!, human.hex!),
    wounds: human.wounds,
    // How it attacked and moved: the attack checks and the movement procedure it followed.
    rules: automatonNotes(after.events, 1).map((n) => n.rule).filter((r) => /^R-SOLO-(ATK|MOVE)-[A-Z]/.test(r)),
  };
}

describe('OP-32 the yari ashigaru moves as a melee automaton', () => {
  it('OP-32 R-SOLO-MOVE-MELEE-1 R-SOLO-DIST-3 three hexes away, the yari closes to 2 where a ranged yumi (5+) backs off', () => {
    const yari = round({ automaton: 'yari-ashigaru', card: 'S004' });
    expect(yari.rules).toEqual(['R-SOLO-MOVE-MELEE-1']);
    expect(yari.distance).toBe(2);
    // The same card and position for a ranged automaton: the ranged procedure moves it away.
    const yumi = round({ automaton: 'yumi-ashigaru', card: 'S004' });
    expect(yumi.rules).toEqual(['R-SOLO-MOVE-RANGED-2']);
    expect(yumi.distance).toBeGreaterThan(3);
  });

  it('OP-32 R-SOLO-ATK-RANGED-1 R-SOLO-ATK-RANGED-2 its thrown spear (range 3) needs line of sight; without it the yari closes in as melee', () => {
    // In sight at 3 hexes: it throws, one wound.
    const clear = round({ automaton: 'yari-ashigaru', card: 'S012' });
    expect(clear.rules).toEqual(['R-SOLO-ATK-RANGED-1']);
    expect(clear.wounds).toBe(1);
    expect(clear.distance).toBe(3);
    // A rock between them hides the Master: no throw, the movement part by the melee procedure (around the rock) to 2 hexes.
    const hidden = round({ automaton: 'yari-ashigaru', card: 'S012', rock: true });
    expect(hidden.rules).toEqual(['R-SOLO-ATK-RANGED-2', 'R-SOLO-MOVE-MELEE-2']);
    expect(hidden.wounds).toBe(0);
    expect(hidden.distance).toBe(2);
  });
});
