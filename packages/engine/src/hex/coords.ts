// Axial hex coordinates for flat-topped hexes; screen y grows downward. See docs/hex-geometry.md.
// Cube form: (q, r, s) with s = -q - r.

/** A battlefield hex in axial coordinates (s = -q - r is implied). Plain data, JSON-safe. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A point in the plane. sight.ts uses affine sight units, grid.ts uses pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A hex as a JSON object key: "q,r". */
export type HexKey = `${number},${number}`;

/** The six directions, numbered clockwise from north. */
export const DIRECTION_NUMBERS = [0, 1, 2, 3, 4, 5] as const;
export type Direction = (typeof DIRECTION_NUMBERS)[number];

/** The unit step of each direction. */
export const DIRECTIONS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = [
  { q: 0, r: -1 }, // 0 N
  { q: 1, r: -1 }, // 1 NE
  { q: 1, r: 0 }, // 2 SE
  { q: 0, r: 1 }, // 3 S
  { q: -1, r: 1 }, // 4 SW
  { q: -1, r: 0 }, // 5 NW
];

/** A hex from two integers. `+ 0` folds -0 into 0, so equal hexes are also deep-equal. */
export const hex = (q: number, r: number): Hex => ({ q: q + 0, r: r + 0 });

/** The third cube coordinate. */
export const cubeS = (h: Hex): number => 0 - h.q - h.r;

/** Any whole number of sixths (negative too) as a direction 0..5. */
export const wrapDirection = (n: number): Direction => (((n % 6) + 6) % 6) as Direction;

export const hexKey = (h: Hex): HexKey => `${h.q},${h.r}`;

const KEY = /^(-?\d+),(-?\d+)$/;

/** The hex of a key made by hexKey, or undefined if the string is not one. */
export function parseHexKey(key: string): Hex | undefined {
  const match = KEY.exec(key);
  return match ? hex(Number(match[1]), Number(match[2])) : undefined;
}

export const hexEquals = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;

export const addHex = (a: Hex, b: Hex): Hex => hex(a.q + b.q, a.r + b.r);

export const subHex = (a: Hex, b: Hex): Hex => hex(a.q - b.q, a.r - b.r);

/** Steps between hex centres on the grid (R-CONV-4); terrain and figures are ignored (OP-41). */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

export const neighbour = (h: Hex, direction: Direction): Hex => addHex(h, DIRECTIONS[direction]);

/** The six neighbours, in direction order N, NE, SE, S, SW, NW. */
export const neighbours = (h: Hex): Hex[] => DIRECTIONS.map((step) => addHex(h, step));

/** The direction from a to b if b is adjacent to a, else undefined. */
export function directionTo(a: Hex, b: Hex): Direction | undefined {
  const step = subHex(b, a);
  return DIRECTION_NUMBERS.find((d) => hexEquals(DIRECTIONS[d], step));
}

/** Every hex at distance <= radius from center (none for a negative radius), ordered by q then r. */
export function hexesWithin(center: Hex, radius: number): Hex[] {
  const hexes: Hex[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
      hexes.push(hex(center.q + dq, center.r + dr));
    }
  }
  return hexes;
}
