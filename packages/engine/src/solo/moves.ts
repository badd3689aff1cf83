import type { MovePart } from '@senjutsu/cards';
import { absoluteDirection, neighbour, turnFacing, wrapDirection } from '../hex';
import type { SeatId } from '../state';
import { cellKey, isFreeFor, type SoloBoard } from './board';
import type { MoveStep, Pose } from './types';

// OP-29: an automaton moves only as far as the card part being resolved allows, by the movement
// rules of section 9: each step part keeps the direction of its first step (R-MOVE-8), each turn
// part the way of its first turn (R-MOVE-9; every part on its own, OP-66), parts after "then" close the earlier ones (R-MOVE-11),
// and no step enters terrain, a character or a hex off the battlefield (R-SOLO-MOVE-2).

export type MoveEffect = { readonly parts: readonly MovePart[]; readonly ordered: boolean };

/**
 * A pose the automaton can end its movement in, with the fewest actions that reach it, and how many
 * of its steps enter a hex whose terrain hurts (S32: of equally good poses it takes the one that
 * costs it least).
 */
export type Reach = { readonly pose: Pose; readonly actions: readonly MoveStep[]; readonly hurts: number };

type Node = {
  pose: Pose;
  done: number[];
  /** Per part: a step part's arrow, a turn part's way (OP-66), once chosen. */
  direction: (number | null)[];
  /** R-MOVE-11: the first part that may still act when the parts are ordered. */
  from: number;
  actions: MoveStep[];
  hurts: number;
};

const poseKey = (p: Pose) => cellKey(p.hex.q, p.hex.r) * 8 + p.facing;
const nodeKey = (n: Node) => `${poseKey(n.pose)}|${n.done.join(',')}|${n.direction.join(',')}|${n.from}`;

/** The actions open from a node, legal ones only, in a fixed order (steps by relative direction, clockwise turn first). */
function successors(board: SoloBoard, mover: SeatId, move: MoveEffect, n: Node): Node[] {
  const out: Node[] = [];
  // R-SOLO-EXP-15: the Wakou may ignore R-MOVE-8/9 when its movement has more than one part.
  const free = board.freeDirections.has(mover) && move.parts.length > 1;
  move.parts.forEach((part, i) => {
    if (i < n.from || n.done[i]! >= part.count) return;
    const from = move.ordered ? i : n.from;
    const done = n.done.map((d, j) => (j === i ? d + 1 : d));
    if (part.kind === 'step') {
      const fixed = free ? null : n.direction[i];
      for (const direction of fixed === null || fixed === undefined ? part.directions : [fixed]) {
        const hex = neighbour(n.pose.hex, absoluteDirection(n.pose.facing, wrapDirection(direction)));
        if (!isFreeFor(board, mover, hex)) continue; // R-SOLO-MOVE-2
        const dirs = n.direction.map((d, j) => (j === i ? direction : d));
        const hurts = n.hurts + (board.hurts.has(cellKey(hex.q, hex.r)) ? 1 : 0);
        out.push({ ...n, pose: { hex, facing: n.pose.facing }, done, direction: dirs, from, hurts, actions: [...n.actions, { kind: 'step', part: i, direction }] });
      }
    } else {
      const fixed = free ? null : (n.direction[i] as 1 | -1 | null | undefined);
      for (const rotation of fixed === null || fixed === undefined ? ([1, -1] as const) : [fixed]) {
        const pose = { hex: n.pose.hex, facing: turnFacing(n.pose.facing, rotation) };
        const dirs = n.direction.map((d, j) => (j === i ? rotation : d));
        out.push({ ...n, pose, done, direction: dirs, from, actions: [...n.actions, { kind: 'turn', part: i, rotation }] });
      }
    }
  });
  return out;
}

/**
 * Every pose the movement can end in (staying put included), each with its shortest action list
 * among those entering the fewest hurting hexes: a breadth-first search, so the first way found to
 * a pose uses the fewest actions.
 */
export function reachablePoses(board: SoloBoard, mover: SeatId, start: Pose, move: MoveEffect | undefined): Reach[] {
  const first: Node = { pose: start, done: [], direction: [], from: 0, actions: [], hurts: 0 };
  if (move !== undefined) {
    first.done = move.parts.map(() => 0);
    first.direction = move.parts.map(() => null);
  }
  const best = new Map<number, Reach>([[poseKey(start), { pose: start, actions: [], hurts: 0 }]]);
  if (move === undefined) return [...best.values()];
  const seen = new Set([nodeKey(first)]);
  let frontier = [first];
  while (frontier.length > 0) {
    const next: Node[] = [];
    for (const n of frontier) {
      for (const s of successors(board, mover, move, n)) {
        const key = nodeKey(s);
        if (seen.has(key)) continue;
        seen.add(key);
        const known = best.get(poseKey(s.pose));
        if (known === undefined || s.hurts < known.hurts) best.set(poseKey(s.pose), { pose: s.pose, actions: s.actions, hurts: s.hurts });
        next.push(s);
      }
    }
    frontier = next;
  }
  return [...best.values()];
}
