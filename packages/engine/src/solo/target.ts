import { BEHAVIOUR_TRACK, SOLO_CATALOG, type AutomatonId, type Behaviour } from '@senjutsu/cards';
import { absoluteDirection, DIRECTIONS, distance, facingsToward, hex, hexToPoint, type Facing, type Hex } from '../hex';
import type { SeatId } from '../state';
import { figureOf, opponentsOf, type Figure, type SoloBoard } from './board';
import type { Because } from './types';
import { because } from '../reasons';

// Section 20.4: preferred distance and the choice of target, and the behaviour hex (R-SOLO-BEHAV-2).

/** R-SOLO-DIST-1..6: the distance the automaton attacks from; `orMore` for the ranged automata (5+, 6+). */
export const preferredDistance = (automaton: AutomatonId): { hexes: number; orMore: boolean } =>
  SOLO_CATALOG.automata[automaton].preferredDistance;

/**
 * R-SOLO-BEHAV-2, OP-26: the hex the behaviour designates, relative to the target's facing at this
 * moment: the side of the target given by the behaviour track, at the preferred distance.
 */
export function behaviourHex(target: Pick<Figure, 'hex' | 'facing'>, behaviour: Behaviour, hexes: number): Hex {
  const d = DIRECTIONS[absoluteDirection(target.facing, BEHAVIOUR_TRACK.side[behaviour] as Facing)];
  return hex(target.hex.q + hexes * d.q, target.hex.r + hexes * d.r);
}

/** How many sixths of a turn separate `facing` from facing `to` squarely (0 when it faces it). */
export function facingError(from: Hex, facing: Facing, to: Hex): number {
  const toward = facingsToward(from, to);
  if (toward.length === 0) return 0;
  return Math.min(...toward.map((f) => Math.min((f - facing + 6) % 6, (facing - f + 6) % 6)));
}

/** The signed angle of `to` seen from `from` facing `facing`: negative to the left (screen y grows down). */
export function bearing(from: Hex, facing: Facing, to: Hex): number {
  const f = hexToPoint(DIRECTIONS[facing], 1);
  const a = hexToPoint(from, 1);
  const b = hexToPoint(to, 1);
  const v = { x: b.x - a.x, y: b.y - a.y };
  return Math.atan2(f.x * v.y - f.y * v.x, f.x * v.x + f.y * v.y);
}

export type TargetChoice = Because & { readonly target: SeatId };

/**
 * R-SOLO-TARGET-1..3, OP-80: the nearest character; of equally near ones, the one whose behaviour
 * hex is nearest the automaton (its position best matches the behaviour); then the one higher on
 * the advantage track (OP-80); then the leftmost seen from the automaton's own facing (R-SOLO-TARGET-3,
 * for figures off the track). Undefined when no opponent is on the battlefield.
 */
export function chooseTarget(board: SoloBoard, seat: SeatId, automaton: AutomatonId, behaviour: Behaviour): TargetChoice | undefined {
  const self = figureOf(board, seat);
  const all = opponentsOf(board, seat);
  if (all.length === 0) return undefined;
  const near = Math.min(...all.map((f) => distance(self.hex, f.hex)));
  const nearest = all.filter((f) => distance(self.hex, f.hex) === near);
  if (nearest.length === 1) return { target: nearest[0]!.seat, ...because('R-SOLO-TARGET-1', 'target.nearest', { distance: near }) };
  const d = preferredDistance(automaton).hexes;
  const match = (f: Figure) => distance(self.hex, behaviourHex(f, behaviour, d));
  const bestMatch = Math.min(...nearest.map(match));
  const matching = nearest.filter((f) => match(f) === bestMatch);
  if (matching.length === 1) {
    return { target: matching[0]!.seat, ...because('R-SOLO-TARGET-2', 'target.behaviour', { behaviour }) };
  }
  // OP-80: still tied, the one higher on the advantage track (a figure off the track, last).
  const place = (f: Figure) => ((i) => (i < 0 ? Infinity : i))(board.state.advantage.indexOf(f.seat));
  const highest = Math.min(...matching.map(place));
  const onTop = matching.filter((f) => place(f) === highest);
  if (onTop.length === 1) return { target: onTop[0]!.seat, ...because('OP-80', 'target.advantage') };
  const leftmost = onTop.reduce((a, b) => (bearing(self.hex, self.facing, b.hex) < bearing(self.hex, self.facing, a.hex) ? b : a));
  return { target: leftmost.seat, ...because('R-SOLO-TARGET-3', 'target.leftmost') };
}
