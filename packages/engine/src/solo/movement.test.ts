import { AUTOMATON_IDS, SOLO_CATALOG, type AutomatonId, type Behaviour, type SoloEffect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { distance, facingsToward, FACINGS, neighbour, wrapDirection, type Facing } from '../hex';
import { at, soloScenario, type SoloSpec } from '../testing/solo';
import { seesFrom, soloBoard } from './board';
import { reachablePoses, type MoveEffect } from './moves';
import { soloMove } from './movement';
import { newAutomaton } from './round';
import { behaviourHex, chooseTarget, preferredDistance } from './target';
import { decideTurn } from './turn';

// Sections 20.2, 20.4 and 20.5 on the Snowy Battlefield: behaviour hexes, targets, preferred
// distances and the movement procedures, each within the movement of a real solo card (OP-29).

/** The movement of a real card part: S002's "up to 2 steps in one direction, then 1 turn". */
const moveOf = (card: string, part: 'movement' | 'effects' = 'effects'): MoveEffect => {
  const body = SOLO_CATALOG.cards[card]!.body;
  const list: readonly SoloEffect[] = body.kind === 'attack' ? (part === 'movement' ? body.movement : body.attack.effects) : body.kind === 'meditation' ? body.effects : body.then;
  const m = list.find((e) => e.kind === 'move');
  if (m === undefined || m.kind !== 'move') throw new Error(`${card} has no move`);
  return m;
};
const STEP_2_TURN_1 = moveOf('S002');

function move(spec: SoloSpec, automaton: AutomatonId, behaviour: Behaviour = 'middle', m: MoveEffect = STEP_2_TURN_1) {
  const { board } = soloScenario(spec);
  return { board, choice: soloMove(board, { seat: spec.humans.length, automaton, behaviour, target: 0 }, m) };
}

describe('behaviour hexes (R-SOLO-BEHAV-1, R-SOLO-BEHAV-2, OP-26)', () => {
  const h = at(4, 3);
  const rows = FACINGS.flatMap((facing) =>
    (['left', 'middle', 'right'] as const).map((behaviour, i) => ({ facing, behaviour, side: [5, 0, 1][i]! })),
  );
  it.each(rows)('R-SOLO-BEHAV-2 facing $facing, $behaviour: the hex on the human\'s side $side (relative) at 1 and 2 hexes', ({ facing, behaviour, side }) => {
    const d = wrapDirection(facing + side);
    expect(behaviourHex({ hex: h, facing: facing as Facing }, behaviour, 1)).toEqual(neighbour(h, d));
    expect(behaviourHex({ hex: h, facing: facing as Facing }, behaviour, 2)).toEqual(neighbour(neighbour(h, d), d));
  });
});

describe('preferred distance (R-SOLO-DIST-1..6)', () => {
  const expected: Record<AutomatonId, [string, string]> = {
    'samurai-boss': ['1', 'R-SOLO-DIST-2'], 'katana-ashigaru': ['1', 'R-SOLO-DIST-2'], 'yari-ashigaru': ['2', 'R-SOLO-DIST-3'],
    'yumi-ashigaru': ['5+', 'R-SOLO-DIST-4'], arquebusier: ['6+', 'R-SOLO-DIST-5'],
    master: ['1', 'R-SOLO-DIST-6'], student: ['1', 'R-SOLO-DIST-6'], ronin: ['2', 'R-SOLO-DIST-6'], warrior: ['1', 'R-SOLO-DIST-6'],
    // The first expansion cycle (section 21.5), as R-SOLO-DIST-6 lists them.
    'hachiko-ashigaru': ['2', 'R-SOLO-DIST-6'], hachiko: ['1', 'R-SOLO-DIST-6'], assassin: ['1', 'R-SOLO-DIST-6'], kojiro: ['1', 'R-SOLO-DIST-6'],
    monk: ['2', 'R-SOLO-DIST-6'], musashi: ['1', 'R-SOLO-DIST-6'], ninja: ['1', 'R-SOLO-DIST-6'], 'onna-bugeisha': ['2', 'R-SOLO-DIST-6'],
    sailor: ['1', 'R-SOLO-DIST-6'], wakou: ['1', 'R-SOLO-DIST-6'], yasuke: ['1', 'R-SOLO-DIST-6'], yojimbo: ['1', 'R-SOLO-DIST-6'],
  };
  it.each(AUTOMATON_IDS.map((id) => ({ id, rule: expected[id][1], d: expected[id][0] })))('$rule $id keeps $d hexes, and the procedures use it', ({ id, d }) => {
    const p = preferredDistance(id);
    expect(`${p.hexes}${p.orMore ? '+' : ''}`).toBe(d);
    // The movement procedure follows the distance: ranged automata (5+, 6+) keep away, the others close in.
    const { choice } = move({ humans: [[4, 3, 0]], automata: [[4, 0, 3]] }, id);
    // Three hexes from the human on the north edge: the ranged ones back off sideways, the others close to their distance.
    if (p.orMore) expect(distance(choice.to.hex, at(4, 3))).toBeGreaterThan(3);
    else expect(distance(choice.to.hex, at(4, 3))).toBe(p.hexes);
  });

  // The human on column 4, row 3 facing north; the automaton three hexes north, facing it.
  const line: SoloSpec = { humans: [[4, 3, 0]], automata: [[4, 0, 3]] };
  it('R-SOLO-DIST-1 R-SOLO-DIST-3 the yari ashigaru stops 2 hexes away, on its side', () => {
    const { choice } = move(line, 'yari-ashigaru');
    expect(choice.to).toEqual({ hex: at(4, 1), facing: 3 });
    expect(distance(choice.to.hex, at(4, 3))).toBe(2);
  });
  it('R-SOLO-DIST-2 the katana ashigaru closes to 1 hex', () => {
    const { choice } = move(line, 'katana-ashigaru');
    expect(choice.to).toEqual({ hex: at(4, 2), facing: 3 });
  });
});

describe('target choice (R-SOLO-TARGET-1..3) in co-op: two humans', () => {
  // The automaton on column 4, row 1 faces south; the humans stand two hexes west and east of it.
  const spec = (westFacing: number, eastFacing = 0, westCol = 2): SoloSpec => ({ humans: [[westCol, 1, westFacing], [6, 1, eastFacing]], automata: [[4, 1, 3]] });
  const target = (s: SoloSpec) => {
    const { board } = soloScenario(s);
    return chooseTarget(board, 2, 'katana-ashigaru', 'middle')!;
  };
  it('R-SOLO-TARGET-1 the nearest character', () => {
    expect(target(spec(0, 0, 3))).toMatchObject({ target: 0, rule: 'R-SOLO-TARGET-1' });
  });
  it('R-SOLO-TARGET-2 equally near: the one whose middle hex (ahead of it) lies nearest the automaton', () => {
    // The west human faces north-east: its middle hex is next to the automaton.
    expect(target(spec(1))).toMatchObject({ target: 0, rule: 'R-SOLO-TARGET-2' });
  });
  it('OP-80 equally near and placed: the one higher on the advantage track (west, seat 1), not the leftmost (east, seat 0, as the automaton faces south)', () => {
    const swapped: SoloSpec = { humans: [[6, 1, 0], [2, 1, 0]], automata: [[4, 1, 3]] };
    const { state } = soloScenario(swapped);
    expect(state.advantage.indexOf(1)).toBeLessThan(state.advantage.indexOf(0)); // seat 1 is higher
    expect(target(swapped)).toMatchObject({ target: 1, rule: 'OP-80' });
  });
  it('R-SOLO-TARGET-3 equally near and placed, both off the advantage track: the leftmost as the automaton faces (south: east is its left)', () => {
    // OP-80 leaves "leftmost" only for figures off the track. Every figure a game puts on the
    // battlefield is on it (createScenario checks it, a horde takes leaving seats off), so the
    // track is shortened here by hand: the rule's last tie-break, as the engine would apply it.
    const { state } = soloScenario({ humans: [[2, 1, 0], [6, 1, 0]], automata: [[4, 1, 3]] });
    const offTrack = soloBoard({ ...state, advantage: [2] }, [2]);
    expect(chooseTarget(offTrack, 2, 'katana-ashigaru', 'middle')).toMatchObject({ target: 1, rule: 'R-SOLO-TARGET-3' });
    const turned = soloScenario({ humans: [[2, 1, 0], [6, 1, 0]], automata: [[4, 1, 0]] }).state; // facing north: west is its left
    expect(chooseTarget(soloBoard({ ...turned, advantage: [2] }, [2]), 2, 'katana-ashigaru', 'middle')).toMatchObject({ target: 0, rule: 'R-SOLO-TARGET-3' });
  });
});

describe('melee movement (R-SOLO-MOVE-1, R-SOLO-MOVE-MELEE-1/2)', () => {
  it('R-SOLO-MOVE-MELEE-1 a clear path to its side: it goes along it as far as the card allows', () => {
    const { choice } = move({ humans: [[4, 3, 0]], automata: [[4, 0, 3]] }, 'katana-ashigaru');
    expect(choice.rule).toBe('R-SOLO-MOVE-MELEE-1');
    expect(choice.actions).toEqual([{ kind: 'step', part: 0, direction: 0 }, { kind: 'step', part: 0, direction: 0 }]);
  });
  it('R-SOLO-MOVE-MELEE-2 its side is a rock: the shortest route to 1 hex from the human (the nearest hex to its side)', () => {
    const { choice } = move({ humans: [[4, 3, 0]], automata: [[4, 0, 3]], terrain: [{ kind: 'rock', at: [4, 2] }] }, 'katana-ashigaru');
    expect(choice.rule).toBe('R-SOLO-MOVE-MELEE-2');
    // A step south-west, a turn, and the same relative step again (OP-19) end next to the human's
    // west-north-west hex: one step from 1 hex away, nearer than any other pose the card allows.
    expect(choice.to.hex).toEqual(at(3, 1));
    expect(distance(choice.to.hex, at(3, 2))).toBe(1);
  });
  it('R-SOLO-MOVE-1 it ends facing the human when the card gives it a turn', () => {
    const { choice } = move({ humans: [[4, 3, 0]], automata: [[7, 4, 0]] }, 'katana-ashigaru');
    expect(facingsToward(choice.to.hex, at(4, 3))).toContain(choice.to.facing);
    expect(choice.actions.some((a) => a.kind === 'turn')).toBe(true);
  });
  it('R-SOLO-MOVE-2 it never steps into the human: already beside it, it stays', () => {
    const { choice } = move({ humans: [[4, 3, 0]], automata: [[4, 2, 3]] }, 'katana-ashigaru');
    expect(choice).toMatchObject({ to: { hex: at(4, 2), facing: 3 }, actions: [] });
  });
});

describe('ranged movement (R-SOLO-MOVE-3, R-SOLO-MOVE-RANGED-1..4) of the yumi ashigaru (5+)', () => {
  it('R-SOLO-MOVE-RANGED-1 in sight at 6 hexes: it does not move', () => {
    const { choice } = move({ humans: [[4, 6, 0]], automata: [[4, 0, 3]] }, 'yumi-ashigaru');
    expect(choice).toMatchObject({ rule: 'R-SOLO-MOVE-RANGED-1', actions: [] });
  });
  it('R-SOLO-MOVE-RANGED-2 R-SOLO-MOVE-3 2 hexes away in sight: it moves away, keeping the human in sight', () => {
    const { board, choice } = move({ humans: [[4, 5, 0]], automata: [[4, 3, 3]] }, 'yumi-ashigaru');
    expect(choice.rule).toBe('R-SOLO-MOVE-RANGED-2');
    expect(distance(choice.to.hex, at(4, 5))).toBe(4);
    expect(seesFrom(board, choice.to, at(4, 5))).toBe(true);
  });
  it('R-SOLO-MOVE-RANGED-3 a rock hides the human: it moves on its side until it sees', () => {
    const { board, choice } = move({ humans: [[4, 6, 0]], automata: [[4, 0, 3]], terrain: [{ kind: 'rock', at: [4, 3] }] }, 'yumi-ashigaru');
    expect(choice.rule).toBe('R-SOLO-MOVE-RANGED-3');
    expect(seesFrom(board, { hex: at(4, 0), facing: 3 }, at(4, 6))).toBe(false);
    expect(seesFrom(board, choice.to, at(4, 6))).toBe(true);
  });
  it('OP-77 R-SOLO-MOVE-RANGED-3 seeking sight it stops at the first position along its movement that sees the human (fewest steps), not the one nearest its side', () => {
    const spec: SoloSpec = { humans: [[4, 6, 0]], automata: [[4, 0, 3]], terrain: [{ kind: 'rock', at: [4, 2] }] };
    const { board, choice } = move(spec, 'yumi-ashigaru', 'left');
    const steps = (actions: readonly { kind: string }[]) => actions.filter((a) => a.kind === 'step').length;
    const seeing = reachablePoses(board, 1, { hex: at(4, 0), facing: 3 }, STEP_2_TURN_1).filter((r) => seesFrom(board, r.pose, at(4, 6)));
    expect(choice.rule).toBe('R-SOLO-MOVE-RANGED-3');
    expect(steps(choice.actions)).toBe(1);
    expect(Math.min(...seeing.map((r) => steps(r.actions)))).toBe(1);
    expect(steps(choice.actions)).toBeLessThan(Math.max(...seeing.map((r) => steps(r.actions)))); // a farther one sees too
  });
  it('R-SOLO-MOVE-RANGED-4 no sight on its side: it moves any way that gains sight', () => {
    const spec: SoloSpec = { humans: [[4, 5, 0]], automata: [[2, 1, 3]], terrain: [{ kind: 'rock', at: [3, 3] }, { kind: 'rock', at: [4, 3] }] };
    const { board, choice } = move(spec, 'yumi-ashigaru');
    expect(choice.rule).toBe('R-SOLO-MOVE-RANGED-4');
    expect(seesFrom(board, choice.to, at(4, 5))).toBe(true);
  });
});

describe('terrain that hurts on entry (S32, R-TERRAIN-CORPSE-2)', () => {
  it('R-SOLO-MOVE-MELEE-1 of two equally good routes to its side on the Burnt Village, it takes the one past the printed corpses', () => {
    // The human on column 4, row 5 facing north; the automaton on column 3, row 2 facing north. Its
    // side, the hex ahead of the human, is reached by a bent route (a step, a turn, a step) either
    // through the corpse on column 4, row 3 or around it.
    const spec: SoloSpec = { battlefield: 'burnt-village', humans: [[4, 5, 0]], automata: [[3, 2, 0]] };
    const { board, choice } = move(spec, 'katana-ashigaru');
    expect(choice.rule).toBe('R-SOLO-MOVE-MELEE-1');
    expect(choice.to.hex).toEqual(at(4, 4));
    const corpses = [at(4, 3), at(5, 3)];
    let hex = at(3, 2);
    let facing = 0;
    for (const a of choice.actions) {
      if (a.kind === 'turn') facing = wrapDirection(facing + a.rotation);
      else {
        hex = neighbour(hex, wrapDirection(facing + a.direction));
        expect(corpses).not.toContainEqual(hex);
      }
    }
    expect(board.hurts.size).toBe(2); // the two printed corpses
  });
});

describe('effects in printed order (R-CARD-4, R-SOLO-BEHAV-CHANGE-1)', () => {
  it('R-SOLO-BEHAV-CHANGE-1 S008 changes behaviour before its move, so the move already heads for the new side', () => {
    const { board } = soloScenario({ humans: [[4, 3, 0]], automata: [[4, 0, 3]] });
    const r = { ...newAutomaton({ automaton: 'samurai-boss', seat: 1, deck: [], behaviour: 'left', stance: 'aggressive' }), drawn: 'S008' };
    const plan = decideTurn(board, r);
    expect(plan.move?.reason).toContain('middle');
    expect(plan.move?.to.hex).toEqual(at(4, 2)); // two steps straight to the hex ahead of the human
  });
});
