import { SOLO_CATALOG, type AutomatonId, type Behaviour } from '@senjutsu/cards';
import { distance } from '../hex';
import type { SeatId } from '../state';
import { figureOf, pathDistances, ringOnBoard, seesFrom, type SoloBoard } from './board';
import { reachablePoses, type MoveEffect, type Reach } from './moves';
import { behaviourHex, facingError, preferredDistance } from './target';
import type { Because, MoveChoice } from './types';
import { because } from '../reasons';

// Section 20.5: how an automaton moves toward its preferred distance and side (R-SOLO-MOVE-*),
// within the movement its card allows (OP-29). Every procedure ranks the reachable poses by a
// list of criteria; what they leave tied goes to the fewest actions, then the first found
// (steps in relative-direction order, clockwise turns first): a fixed order, so the same
// position always gives the same move.

/**
 * The item with the lexicographically smallest score, then the fewest hurting hexes entered (S32),
 * then the fewest actions; remaining ties keep the earlier (R-SOLO-GOLDEN-1 where the score says
 * what is worse for you, a fixed order otherwise: S20).
 */
export function bestBy<T extends Pick<Reach, 'actions' | 'hurts'>>(items: readonly T[], score: (item: T) => readonly number[]): T {
  let best = items[0]!;
  let bestScore = [...score(best), best.hurts, best.actions.length];
  for (const item of items.slice(1)) {
    const s = [...score(item), item.hurts, item.actions.length];
    const i = s.findIndex((v, k) => v !== bestScore[k]);
    if (i >= 0 && s[i]! < bestScore[i]!) {
      best = item;
      bestScore = s;
    }
  }
  return best;
}

export type MoveGoal = {
  readonly seat: SeatId; readonly automaton: AutomatonId; readonly behaviour: Behaviour; readonly target: SeatId;
  /** OP-77: the range of the ranged attack the card could not make, when it moves instead. */
  readonly range?: number;
};

const choice = (r: Reach, why: Because): MoveChoice => ({ actions: r.actions, to: r.pose, ...why });

/** R-SOLO-MOVE-1, R-SOLO-MOVE-MELEE-1/2, R-SOLO-MOVE-RANGED-1..4: the movement of a card part. */
export function soloMove(board: SoloBoard, goal: MoveGoal, move: MoveEffect | undefined): MoveChoice {
  // OP-32: the procedure is the automaton's data (the yari is melee at distance 2), not read off its distance.
  return SOLO_CATALOG.automata[goal.automaton].movement === 'ranged' ? rangedMove(board, goal, move) : meleeMove(board, goal, move);
}

/**
 * R-SOLO-MOVE-MELEE-1: along a clear path to the behaviour hex; R-SOLO-MOVE-MELEE-2: otherwise the
 * shortest route to any hex at the preferred distance. Facing the target as far as the turns allow
 * (R-SOLO-MOVE-1, OP-29).
 */
export function meleeMove(board: SoloBoard, goal: MoveGoal, move: MoveEffect | undefined): MoveChoice {
  const self = figureOf(board, goal.seat);
  const target = figureOf(board, goal.target);
  const d = preferredDistance(goal.automaton).hexes;
  const side = behaviourHex(target, goal.behaviour, d);
  const reaches = reachablePoses(board, goal.seat, { hex: self.hex, facing: self.facing }, move);
  const face = (r: Reach) => facingError(r.pose.hex, r.pose.facing, target.hex);
  const toSide = pathDistances(board, goal.seat, [side]);
  if (toSide(self.hex) !== undefined) {
    const best = bestBy(reaches, (r) => [toSide(r.pose.hex) ?? Infinity, face(r)]);
    return choice(best, because('R-SOLO-MOVE-MELEE-1', 'move.meleeClearPath', { behaviour: goal.behaviour, distance: d }));
  }
  const ring = pathDistances(board, goal.seat, ringOnBoard(board, target.hex, d));
  const routed = ring(self.hex) !== undefined;
  const best = bestBy(reaches, (r) => [
    routed ? (ring(r.pose.hex) ?? Infinity) : Math.abs(distance(r.pose.hex, target.hex) - d),
    distance(r.pose.hex, side),
    face(r),
  ]);
  return choice(best, because('R-SOLO-MOVE-MELEE-2', 'move.meleeShortest', { behaviour: goal.behaviour, distance: d }));
}

/**
 * R-SOLO-MOVE-RANGED-1..4, R-SOLO-MOVE-3, OP-77: seeking sight it stops at the first position along its
 * movement that sees you (fewest steps), the one nearest its behaviour hex on a tie; in sight but out
 * of the card's range, it closes until in range, never nearer than its preferred distance.
 */
export function rangedMove(board: SoloBoard, goal: MoveGoal, move: MoveEffect | undefined): MoveChoice {
  const self = figureOf(board, goal.seat);
  const target = figureOf(board, goal.target);
  const d = preferredDistance(goal.automaton).hexes;
  const side = behaviourHex(target, goal.behaviour, d);
  const start = { hex: self.hex, facing: self.facing };
  const reaches = reachablePoses(board, goal.seat, start, move);
  const sees = (r: Reach) => seesFrom(board, r.pose, target.hex);
  const short = (r: Reach) => Math.max(0, d - distance(r.pose.hex, target.hex));
  const beyond = (r: Reach) => Math.max(0, distance(r.pose.hex, target.hex) - (goal.range ?? Infinity));
  const off = (r: Reach) => distance(r.pose.hex, side);
  const face = (r: Reach) => facingError(r.pose.hex, r.pose.facing, target.hex);
  const steps = (r: Reach) => r.actions.filter((a) => a.kind === 'step').length;
  const here = reaches[0]!; // reachablePoses lists the start first
  if (sees(here) && short(here) === 0 && beyond(here) === 0) return choice(here, because('R-SOLO-MOVE-RANGED-1', 'move.rangedStays', { distance: distance(self.hex, target.hex) }));
  if (sees(here) && short(here) === 0) {
    // OP-77: toward you until in range (the first such position), never nearer than its distance.
    const best = bestBy(reaches, (r) => [short(r), beyond(r), sees(r) ? 0 : 1, steps(r), off(r), face(r)]);
    return choice(best, because('OP-77', 'move.rangedIntoRange', { distance: d }));
  }
  if (sees(here)) {
    // R-SOLO-MOVE-3: no closer than necessary; R-SOLO-MOVE-RANGED-2: away, keeping to its side and sight.
    const best = bestBy(reaches, (r) => [short(r), sees(r) ? 0 : 1, off(r), face(r)]);
    return choice(best, because('R-SOLO-MOVE-RANGED-2', 'move.rangedAway', { distance: d, behaviour: goal.behaviour }));
  }
  const along = reaches.filter((r) => sees(r) && off(r) <= off(here));
  if (along.length > 0) {
    const best = bestBy(along, (r) => [steps(r), off(r), short(r), face(r)]); // OP-77: the first position with sight
    return choice(best, because('R-SOLO-MOVE-RANGED-3', 'move.rangedSeekSight', { behaviour: goal.behaviour }));
  }
  const seeing = reaches.filter(sees);
  if (seeing.length > 0) {
    const best = bestBy(seeing, (r) => [steps(r), off(r), short(r), face(r)]); // OP-77: the first position with sight
    return choice(best, because('R-SOLO-MOVE-RANGED-4', 'move.rangedAnySight'));
  }
  const best = bestBy(reaches, (r) => [off(r), short(r), face(r)]);
  return choice(best, because('R-SOLO-MOVE-RANGED-3', 'move.rangedOnward', { behaviour: goal.behaviour }));
}
