// Facing, relative directions and the rotation of card diagrams (R-FACING, R-DIAG-2).
import type { Direction, Hex } from './coords';
import { addHex, cubeS, DIRECTION_NUMBERS, DIRECTIONS, hex, subHex, wrapDirection } from './coords';

/** The hex side a figure's triangle points to (R-FACING-1), numbered like Direction. */
export type Facing = Direction;

/** A direction relative to a facing: 0 forward, 1 forward-right, 2 back-right, 3 back, 4 back-left, 5 forward-left. */
export type RelativeDirection = Direction;

/** One turn (R-MOVE-7): +1 clockwise, -1 counterclockwise. */
export type Rotation = 1 | -1;

export const FACINGS = DIRECTION_NUMBERS;

/** The absolute direction of `relative` for a figure facing `facing`. */
export const absoluteDirection = (facing: Facing, relative: RelativeDirection): Direction =>
  wrapDirection(facing + relative);

/** Inverse of absoluteDirection: which relative direction `absolute` is for this facing. */
export const relativeDirection = (facing: Facing, absolute: Direction): RelativeDirection =>
  wrapDirection(absolute - facing);

/** R-MOVE-7: one turn moves the facing by exactly one hex side. */
export const turnFacing = (facing: Facing, rotation: Rotation): Facing => wrapDirection(facing + rotation);

/** Rotates a hex about the origin hex by `sixths` × 60°, clockwise for positive sixths. */
export function rotateHex(h: Hex, sixths: number): Hex {
  let { q, r } = h;
  for (let turn = 0; turn < wrapDirection(sixths); turn++) {
    [q, r] = [-r, q + r]; // 60° clockwise: cube (q, r, s) -> (-r, -s, -q)
  }
  return hex(q, r);
}

/**
 * R-DIAG-2: a diagram hex `relative` (given with the character facing north, forward = (0,-1))
 * as a battlefield hex, for a character on `origin` facing `facing`.
 */
export const toAbsolute = (origin: Hex, facing: Facing, relative: Hex): Hex =>
  addHex(origin, rotateHex(relative, facing));

/** Inverse of toAbsolute: where battlefield hex `absolute` lies in the character's diagram frame. */
export const toRelative = (origin: Hex, facing: Facing, absolute: Hex): Hex =>
  rotateHex(subHex(absolute, origin), -facing);

// Cube coordinates embed the plane with its angles intact and the six steps have equal length,
// so the cube dot product with a step orders directions by their angle to the target.
const alignment = (d: Direction, v: Hex): number => {
  const step = DIRECTIONS[d];
  return step.q * v.q + step.r * v.r + cubeS(step) * cubeS(v);
};

/**
 * The facings pointing most nearly at `to` from `from`: one, or two when `to` lies exactly between
 * two directions (on a line through a vertex of `from`), then counterclockwise first — [5, 0] for
 * a target between NW and N. None when to = from.
 */
export function facingsToward(from: Hex, to: Hex): Facing[] {
  const v = subHex(to, from);
  const best = Math.max(...FACINGS.map((d) => alignment(d, v)));
  const isBest = (d: Direction): boolean => alignment(d, v) === best;
  // At most two adjacent directions tie; start from the one whose counterclockwise neighbour does not.
  const first = FACINGS.find((d) => isBest(d) && !isBest(wrapDirection(d - 1)));
  if (first === undefined) return []; // all six tie: to = from
  const next = wrapDirection(first + 1);
  return isBest(next) ? [first, next] : [first];
}

/**
 * The facing pointing most nearly at `to`. Tie-break (target exactly between two directions): the
 * counterclockwise one of the two, i.e. the forward-left choice as seen from `from`. This rule turns
 * with the board: facingToward of rotated hexes is the rotated facing.
 */
export const facingToward = (from: Hex, to: Hex): Facing | undefined => facingsToward(from, to)[0];
