// Line of sight (R-LOS-1..3, OP-42), exact in integers: no epsilon, no nudging.
//
// Affine sight units: a hex centre is X = 3q, Y = 2r + q, and its vertices are the centre plus
// (2,0), (1,1), (-1,1), (-2,0), (-1,-1), (1,-1). This is an affine image of the pixel plane
// (pixels for size s: x = s·X/2, y = s·√3·Y/2), so it keeps straight lines, crossings and
// touchings, while every vertex has integer coordinates. Points returned here are in these units.
import type { Hex, Point } from './coords';
import { hexEquals, wrapDirection } from './coords';
import type { Facing } from './facing';

/** A straight segment in affine sight units. */
export interface SightLine {
  readonly from: Point;
  readonly to: Point;
}

type Offset = readonly [number, number];

// Numbered so that facing f's front edge runs from vertex f to vertex f + 1 (clockwise).
const VERTEX_OFFSETS: readonly [Offset, Offset, Offset, Offset, Offset, Offset] = [
  [-1, -1],
  [1, -1],
  [2, 0],
  [1, 1],
  [-1, 1],
  [-2, 0],
];

export const affineCentre = (h: Hex): Point => ({ x: 3 * h.q, y: 2 * h.r + h.q });

const vertexAt = (c: Point, [dx, dy]: Offset): Point => ({ x: c.x + dx, y: c.y + dy });

/** The six vertices of a hex in affine units, clockwise from the left end of its north edge. */
export function hexVertices(h: Hex): Point[] {
  const c = affineCentre(h);
  return VERTEX_OFFSETS.map((offset) => vertexAt(c, offset));
}

/** R-LOS-1: the two ends of the edge the facing points to, counterclockwise end first. */
export function frontVertices(h: Hex, facing: Facing): [Point, Point] {
  const c = affineCentre(h);
  return [vertexAt(c, VERTEX_OFFSETS[facing]), vertexAt(c, VERTEX_OFFSETS[wrapDirection(facing + 1)])];
}

/** Do the closed intervals [min(p, q), max(p, q)] and [lo, hi] share a point? */
const overlaps = (p: number, q: number, lo: number, hi: number): boolean =>
  Math.min(p, q) <= hi && Math.max(p, q) >= lo;

/** Does the line through `from` and `to` meet the closed hexagon, i.e. are its vertices not all strictly on one side? */
function lineMeetsHexagon(from: Point, to: Point, c: Point): boolean {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  let left = false;
  let right = false;
  for (const [ox, oy] of VERTEX_OFFSETS) {
    const side = dx * (c.y + oy - from.y) - dy * (c.x + ox - from.x);
    if (side >= 0) left = true;
    if (side <= 0) right = true;
  }
  return left && right;
}

/**
 * R-LOS-2, OP-42: does the closed segment cross or touch the closed hex? Passing through a vertex,
 * running along an edge or ending on the boundary all count. Separating axes: the hexagon is the
 * intersection of three slabs, |Y - cY| <= 1, |(X - Y) - (cX - cY)| <= 2, |(X + Y) - (cX + cY)| <= 2
 * (one per pair of parallel edges); the fourth axis is the segment's own normal. The bounding boxes
 * are compared first, so far-away hexes cost two comparisons.
 */
export function segmentTouchesHex(from: Point, to: Point, h: Hex): boolean {
  const c = affineCentre(h);
  return (
    overlaps(from.x, to.x, c.x - 2, c.x + 2) &&
    overlaps(from.y, to.y, c.y - 1, c.y + 1) &&
    overlaps(from.x - from.y, to.x - to.y, c.x - c.y - 2, c.x - c.y + 2) &&
    overlaps(from.x + from.y, to.x + to.y, c.x + c.y - 2, c.x + c.y + 2) &&
    lineMeetsHexagon(from, to, c)
  );
}

/**
 * R-LOS-1: an unbroken straight line from a front vertex of the viewer's hex to a vertex of the
 * target hex, or undefined if there is none. R-LOS-2, OP-42: a line that crosses or touches any
 * blocker hex is broken, its ends included, so a front vertex or target vertex on a blocker's corner
 * is unusable. R-LOS-3: pass only the hexes that block (terrain); the viewer's and the target's own
 * hexes never block. There is no arc of vision: a target behind the viewer is seen along a line
 * through the viewer's own hex. Candidates are tried front vertex by front vertex, target vertices
 * in vertex order; the first unbroken one is returned, in affine sight units.
 */
export function sightLine(
  viewer: Hex,
  facing: Facing,
  target: Hex,
  blockers: readonly Hex[],
): SightLine | undefined {
  const walls = blockers.filter((b) => !hexEquals(b, viewer) && !hexEquals(b, target));
  const targetVertices = hexVertices(target);
  for (const from of frontVertices(viewer, facing)) {
    for (const to of targetVertices) {
      if (!walls.some((wall) => segmentTouchesHex(from, to, wall))) return { from, to };
    }
  }
  return undefined;
}

/** R-RANGE-2, R-LOS-1: is the target hex in line of sight? */
export const inLineOfSight = (viewer: Hex, facing: Facing, target: Hex, blockers: readonly Hex[]): boolean =>
  sightLine(viewer, facing, target, blockers) !== undefined;
