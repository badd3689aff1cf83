// Attack paths (R-BLOCK-PATH-1..4, OP-16): the intermediate hexes of the shortest routes between
// two hexes. Every shortest route from a to b uses only two adjacent step directions u and v,
// i steps of u and j of v in any order: the routes are the monotone lattice paths of an
// (i+1)×(j+1) parallelogram, and there are C(i+j, i) of them. Nothing here enumerates them except
// the lazy generator.
import type { Hex } from './coords';
import { DIRECTION_NUMBERS, DIRECTIONS, hex, subHex, wrapDirection } from './coords';
import { rotateHex } from './facing';

/** b - a = i·u + j·v with u, v adjacent unit steps and i, j >= 0. */
interface Geodesics {
  readonly a: Hex;
  readonly u: Hex;
  readonly v: Hex;
  readonly i: number;
  readonly j: number;
}

function geodesics(a: Hex, b: Hex): Geodesics {
  const delta = subHex(b, a);
  for (const d of DIRECTION_NUMBERS) {
    // Turned so that u = DIRECTIONS[d] becomes N and v = DIRECTIONS[d + 1] becomes NE:
    // i·N + j·NE = cube (j, -i-j, i), so i = s and j = q.
    const local = rotateHex(delta, -d);
    const i = -local.q - local.r;
    const j = local.q;
    if (i >= 0 && j >= 0) return { a, u: DIRECTIONS[d], v: DIRECTIONS[wrapDirection(d + 1)], i, j };
  }
  throw new Error('unreachable: the six sextants cover the plane');
}

/** The hex x steps of u and y steps of v from a. */
const cell = ({ a, u, v }: Geodesics, x: number, y: number): Hex =>
  hex(a.q + x * u.q + y * v.q, a.r + x * u.r + y * v.r);

const isEnd = ({ i, j }: Geodesics, x: number, y: number): boolean =>
  (x === 0 && y === 0) || (x === i && y === j);

/**
 * OP-16: the hexes strictly between a and b that lie on at least one shortest route: the
 * parallelogram spanned by the two step directions, without its two end corners.
 */
export function hexesOnShortestPaths(a: Hex, b: Hex): Hex[] {
  const g = geodesics(a, b);
  const hexes: Hex[] = [];
  for (let x = 0; x <= g.i; x++) {
    for (let y = 0; y <= g.j; y++) if (!isEnd(g, x, y)) hexes.push(cell(g, x, y));
  }
  return hexes;
}

/** C(n, k), exact while the result times k stays below 2^53 (distances up to 50). */
function binomial(n: number, k: number): number {
  let c = 1;
  for (let t = 1; t <= k; t++) c = (c * (n - k + t)) / t; // c = C(n - k + t, t), always whole
  return c;
}

/** R-BLOCK-PATH-2: how many shortest routes (attack paths) join a and b; 1 when a = b. */
export function countShortestPaths(a: Hex, b: Hex): number {
  const { i, j } = geodesics(a, b);
  return binomial(i + j, Math.min(i, j));
}

function* routes(g: Geodesics, x: number, y: number, path: readonly Hex[]): Generator<Hex[], void, void> {
  if (g.i - x + (g.j - y) <= 1) {
    yield [...path]; // the next step, if any, lands on b, which is no part of the path
    return;
  }
  if (x < g.i) yield* routes(g, x + 1, y, [...path, cell(g, x + 1, y)]);
  if (y < g.j) yield* routes(g, x, y + 1, [...path, cell(g, x, y + 1)]);
}

/**
 * R-BLOCK-PATH-1, OP-16: every attack path from a to b, lazily: each is the array of the
 * distance - 1 intermediate hexes of one shortest route, in order from a. Adjacent or equal
 * hexes give one empty path (R-BLOCK-PATH-4).
 */
export function shortestPaths(a: Hex, b: Hex): Generator<Hex[], void, void> {
  return routes(geodesics(a, b), 0, 0, []);
}

/**
 * One attack path from a to b none of whose hexes is blocked, or undefined if every path holds a
 * blocked hex. Dynamic programming over the parallelogram: isBlocked is called at most once per
 * intermediate hex, never for a or b. Of several open paths it returns the one that, walking back
 * from b, steps back along u whenever it can.
 */
export function openPath(a: Hex, b: Hex, isBlocked: (h: Hex) => boolean): Hex[] | undefined {
  const g = geodesics(a, b);
  if (g.i + g.j <= 1) return []; // R-BLOCK-PATH-4: nothing lies between adjacent hexes
  const width = g.j + 1;
  // open[x·width + y] = 1: some route reaches that cell from a through unblocked hexes only.
  const open = new Uint8Array((g.i + 1) * width);
  open[0] = 1;
  for (let x = 0; x <= g.i; x++) {
    for (let y = 0; y <= g.j; y++) {
      if ((x === 0 && y === 0) || (!isEnd(g, x, y) && isBlocked(cell(g, x, y)))) continue;
      const fromU = x > 0 && open[(x - 1) * width + y] === 1;
      const fromV = y > 0 && open[x * width + y - 1] === 1;
      if (fromU || fromV) open[x * width + y] = 1;
    }
  }
  if (open[g.i * width + g.j] !== 1) return undefined;
  const path: Hex[] = [];
  for (let x = g.i, y = g.j; x + y > 1; ) {
    if (x > 0 && open[(x - 1) * width + y] === 1) x--;
    else y--;
    path.push(cell(g, x, y));
  }
  return path.reverse();
}

/**
 * R-BLOCK-3 (c), R-BLOCK-PATH-2: true iff every attack path from a to b contains a blocked hex.
 * R-BLOCK-PATH-4: false when a and b are adjacent or equal, as no hex lies between them.
 */
export const everyPathBlocked = (a: Hex, b: Hex, isBlocked: (h: Hex) => boolean): boolean =>
  openPath(a, b, isBlocked) === undefined;
