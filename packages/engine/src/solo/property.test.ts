import { SOLO_CATALOG, type SoloEffect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { absoluteDirection, hexEquals, neighbour, turnFacing, wrapDirection } from '../hex';
import { hexIsFree } from '../movement';
import { randomSoloPosition } from '../testing/solo';
import { posed, soloBoard } from './board';
import type { MoveEffect } from './moves';
import { decideTurn, type TurnPlan } from './turn';
import type { AutomatonRecord, MoveStep, Pose } from './types';
import { restoreGame } from '../index';
import { rulesOf } from '../ruleset';
import type { GameState } from '../state';

// A seeded property test on random real-content positions (all four battlefields with their printed
// terrain and random pieces, every automaton kind, every solo card): each move an automaton's plan
// makes is legal under section 9 as the card allows it (OP-29, R-SOLO-MOVE-2), checked step by step
// against the engine's own hexIsFree, and the plan is a function of the position (determinism).

const POSITIONS = 400;

const firstMove = (effects: readonly SoloEffect[]): MoveEffect | undefined => effects.find((e) => e.kind === 'move') as MoveEffect | undefined;

/** The card movement the plan's actions belong to (the same choice decideTurn makes). */
function movesOf(plan: TurnPlan): { move: MoveEffect | undefined; actions: readonly MoveStep[]; to: Pose }[] {
  const body = SOLO_CATALOG.cards[plan.card!]!.body;
  const out: { move: MoveEffect | undefined; actions: readonly MoveStep[]; to: Pose }[] = [];
  if (plan.attack?.kind === 'attack' && body.kind === 'attack') {
    // OP-76: turns in place outside the approach are a move of one turn part (solo/resolve.ts plannedPart).
    const inPlace: MoveEffect | undefined = plan.attack.turnInPlace === undefined ? undefined : { parts: [{ kind: 'turn', count: plan.attack.turnInPlace, mandatory: false }], ordered: false };
    out.push({ move: inPlace ?? body.attack.approach, actions: plan.attack.actions, to: plan.attack.from });
  }
  if (plan.move !== null) {
    const list = body.kind === 'attack' ? body.movement : body.kind === 'block' ? body.then : body.effects;
    out.push({ move: firstMove(list), actions: plan.move.actions, to: plan.move.to });
  }
  return out;
}

/** Replays the actions by the movement rules; returns the first broken rule, or null. */
function illegalStep(state: GameState, seat: number, move: MoveEffect | undefined, actions: readonly MoveStep[], to: Pose): string | null {
  const start = state.seats[seat]!;
  let pose: Pose = { hex: start.hex!, facing: start.facing };
  const done = (move?.parts ?? []).map(() => 0);
  const direction: (number | null)[] = (move?.parts ?? []).map(() => null);
  const rotation: (1 | -1 | null)[] = (move?.parts ?? []).map(() => null);
  let lastPart = 0;
  for (const a of actions) {
    const part = move?.parts[a.part];
    if (part === undefined || part.kind !== a.kind) return `action on part ${a.part} of another kind`;
    if (++done[a.part]! > part.count) return `more than ${part.count} on part ${a.part} (OP-29)`;
    if (move!.ordered && a.part < lastPart) return 'back to a part after "then" (R-MOVE-11)';
    lastPart = a.part;
    if (a.kind === 'step' && part.kind === 'step') {
      if (!part.directions.includes(a.direction)) return `direction ${a.direction} not on the card`;
      if (direction[a.part] !== null && direction[a.part] !== a.direction) return 'a second direction in one part (R-MOVE-8)';
      direction[a.part] = a.direction;
      const next = neighbour(pose.hex, absoluteDirection(pose.facing, wrapDirection(a.direction)));
      if (!hexIsFree(posed(soloBoard(state, []), seat, pose), next)) return `a step into ${JSON.stringify(next)}: not free (R-SOLO-MOVE-2)`;
      pose = { hex: next, facing: pose.facing };
    } else if (a.kind === 'turn') {
      if (rotation[a.part] !== null && rotation[a.part] !== a.rotation) return 'turns both ways in one part (R-MOVE-9, OP-66)';
      rotation[a.part] = a.rotation;
      pose = { hex: pose.hex, facing: turnFacing(pose.facing, a.rotation) };
    }
  }
  if (!hexEquals(pose.hex, to.hex) || pose.facing !== to.facing) return 'the actions do not lead to the pose announced';
  return null;
}

describe('automaton plans on random real positions (OP-29, R-SOLO-MOVE-2, determinism)', () => {
  const positions = Array.from({ length: POSITIONS }, (_, i) => randomSoloPosition(1000 + i));

  it(`R-SOLO-MOVE-2 OP-29 every move of ${POSITIONS} positions is a legal sequence within the card's movement`, () => {
    let moves = 0;
    for (const p of positions) {
      for (const record of p.records) {
        const plan = decideTurn(p.board, record);
        for (const m of movesOf(plan)) {
          const broken = illegalStep(p.state, record.seat, m.move, m.actions, m.to);
          if (broken !== null) throw new Error(`position ${p.label}, seat ${record.seat}: ${broken}`);
          moves += m.actions.length;
        }
      }
    }
    expect(moves).toBeGreaterThan(POSITIONS); // the positions do make the automata move
  });

  it('the plan is a function of the position: the same after a JSON round trip of state and record', () => {
    for (const p of positions.slice(0, 150)) {
      for (const record of p.records) {
        const again = JSON.parse(JSON.stringify({ state: p.state, record })) as { state: unknown; record: AutomatonRecord };
        const restored = restoreGame(rulesOf(p.state), again.state);
        if (!restored.ok) throw new Error(restored.error.message);
        const board = soloBoard(restored.value, p.records.map((r) => r.seat));
        expect(decideTurn(board, again.record)).toEqual(decideTurn(p.board, record));
      }
    }
  });
});
