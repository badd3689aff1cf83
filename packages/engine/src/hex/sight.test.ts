import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex, Point } from './coords';
import { distance, hexEquals, hexesWithin, neighbour } from './coords';
import type { Facing } from './facing';
import { FACINGS, rotateHex, toAbsolute } from './facing';
import type { SightLine } from './sight';
import { affineCentre, frontVertices, hexVertices, inLineOfSight, segmentTouchesHex, sightLine } from './sight';

const SEED = 4_242_001;
const O = { q: 0, r: 0 };
const p = (x: number, y: number): Point => ({ x, y });

// Worked by hand from the definition: centre X = 3q, Y = 2r + q; vertex offsets
// (2,0) (1,1) (-1,1) (-2,0) (-1,-1) (1,-1); front edge per facing as in docs/hex-geometry.md.
const centre = (h: Hex): Point => p(3 * h.q, 2 * h.r + h.q);
const FRONT_OFFSETS: Record<Facing, readonly [Point, Point]> = {
  0: [p(-1, -1), p(1, -1)],
  1: [p(1, -1), p(2, 0)],
  2: [p(2, 0), p(1, 1)],
  3: [p(1, 1), p(-1, 1)],
  4: [p(-1, 1), p(-2, 0)],
  5: [p(-2, 0), p(-1, -1)],
};
const OFFSETS = [p(-1, -1), p(1, -1), p(2, 0), p(1, 1), p(-1, 1), p(-2, 0)];
const plus = (a: Point, b: Point): Point => p(a.x + b.x, a.y + b.y);

/** 60° clockwise about (0,0) in affine units, derived from cube (q, r, s) -> (-r, -s, -q). */
const turnPoint = (pt: Point, sixths: number): Point => {
  let { x, y } = pt;
  for (let k = 0; k < ((sixths % 6) + 6) % 6; k++) [x, y] = [(x - 3 * y) / 2, (x + y) / 2];
  return p(x, y);
};

/**
 * Oracle independent of the separating-axis test: clip t ∈ [0, 1] of from + t·(to - from) against
 * the three slabs whose intersection is the hexagon, with exact fractions [numerator, denominator > 0].
 */
function clipMeets(from: Point, to: Point, h: Hex): boolean {
  const c = centre(h);
  const slabs: readonly [(q: Point) => number, number][] = [
    [(q) => q.y, 1],
    [(q) => q.x - q.y, 2],
    [(q) => q.x + q.y, 2],
  ];
  let lo: [number, number] = [0, 1];
  let hi: [number, number] = [1, 1];
  const le = (a: [number, number], b: [number, number]): boolean => a[0] * b[1] <= b[0] * a[1];
  for (const [f, half] of slabs) {
    const a = f(from) - f(c);
    const b = f(to) - f(from);
    if (b === 0) {
      if (Math.abs(a) > half) return false;
      continue;
    }
    // -half <= a + t·b <= half
    const enter: [number, number] = b > 0 ? [-half - a, b] : [a - half, -b];
    const exit: [number, number] = b > 0 ? [half - a, b] : [a + half, -b];
    if (le(lo, enter)) lo = enter;
    if (le(exit, hi)) hi = exit;
  }
  return le(lo, hi);
}

describe('affine sight units', () => {
  it('hex centres and vertices follow X = 3q, Y = 2r + q and the six vertex offsets', () => {
    expect(affineCentre({ q: 2, r: -3 })).toEqual(p(6, -4));
    expect(hexVertices({ q: 2, r: -3 })).toEqual(OFFSETS.map((o) => plus(p(6, -4), o)));
  });

  it.each(FACINGS)('R-LOS-1 facing %i: the front vertices are the ends of the edge shared with the faced neighbour', (facing) => {
    const viewer = { q: -2, r: 5 };
    const expected = FRONT_OFFSETS[facing].map((o) => plus(centre(viewer), o));
    expect(frontVertices(viewer, facing)).toEqual(expected);
    const faced = hexVertices(neighbour(viewer, facing));
    for (const v of expected) expect(faced).toContainEqual(v);
  });

  it('turnPoint (test helper) turns the front edge of facing f onto that of facing f + 1, and hex centres like rotateHex', () => {
    for (const f of FACINGS) {
      expect(FRONT_OFFSETS[f].map((o) => turnPoint(o, 1))).toEqual(FRONT_OFFSETS[((f + 1) % 6) as Facing]);
    }
    for (const h of hexesWithin(O, 3)) expect(turnPoint(centre(h), 1)).toEqual(centre(rotateHex(h, 1)));
  });
});

describe('segmentTouchesHex', () => {
  it.each([
    ['R-LOS-2 crosses the interior', p(-3, 0), p(3, 0), { q: 0, r: 0 }, true],
    ['R-LOS-2 runs along the bottom edge of (2,-2), (5,-1) to (7,-1)', p(1, -1), p(7, -1), { q: 2, r: -2 }, true],
    ['R-LOS-2 runs along the top edge of (2,-1), the same edge', p(1, -1), p(7, -1), { q: 2, r: -1 }, true],
    ['R-LOS-2 passes through the single vertex (1,-3) of (1,-2)', p(1, -1), p(1, -7), { q: 1, r: -2 }, true],
    ['R-LOS-2 passes through the single vertex (1,-5) of (1,-3)', p(1, -1), p(1, -7), { q: 1, r: -3 }, true],
    ['OP-42 ends on a corner of (1,-1)', p(-5, -1), p(1, -1), { q: 1, r: -1 }, true],
    ['OP-42 is a single point on a corner', p(1, -1), p(1, -1), { q: 0, r: -1 }, true],
    ['R-LOS-2 misses the corner (2,-4) of (0,-2) by 2/7 of a unit', p(1, -1), p(4, -8), { q: 0, r: -2 }, false],
    ['R-LOS-2 stops one unit short of (2,-2)', p(1, -1), p(4, -1), { q: 2, r: -2 }, false],
    ['R-LOS-2 runs along the edge (1,-3)-(2,-4) of (1,-2) and beyond', p(0, -2), p(3, -5), { q: 1, r: -2 }, true],
    ['R-LOS-2 is parallel to that edge, one unit off', p(0, -3), p(3, -6), { q: 1, r: -2 }, false],
  ] as const)('%s', (_name, from, to, h, expected) => {
    expect(segmentTouchesHex(from, to, h)).toBe(expected);
    expect(segmentTouchesHex(to, from, h)).toBe(expected);
  });

  it('R-LOS-2 agrees with exact slab clipping on random segments, most of them between grid vertices', () => {
    const coordinate = fc.integer({ min: -6, max: 6 });
    const anyHex = fc.record({ q: coordinate, r: coordinate });
    const vertex = fc.tuple(anyHex, fc.integer({ min: 0, max: 5 })).map(([h, k]) => hexVertices(h)[k] as Point);
    const lattice = fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -14, max: 14 }) });
    const end = fc.oneof(vertex, vertex, lattice);
    const seen = { touching: 0, apart: 0 };
    fc.assert(
      fc.property(end, end, anyHex, (from, to, h) => {
        const expected = clipMeets(from, to, h);
        expect(segmentTouchesHex(from, to, h)).toBe(expected);
        seen[expected ? 'touching' : 'apart']++;
      }),
      { seed: SEED, numRuns: 5000 },
    );
    expect(seen.touching).toBeGreaterThan(200);
    expect(seen.apart).toBeGreaterThan(200);
  });
});

/** One position seen in the diagram frame: viewer on (0,0) facing N. */
interface Row {
  readonly name: string;
  readonly target: Hex;
  readonly terrain: readonly Hex[];
  readonly visible: boolean;
  /** If given, the line found must be one of these (the only unbroken ones, worked by hand). */
  readonly lines?: readonly SightLine[];
}

const F1 = p(-1, -1); // front-left vertex, facing N
const F2 = p(1, -1); // front-right vertex, facing N

// Edge case: the NW neighbour (-1,0) has F1 as a corner, so only lines from F2 remain. Target
// (3,-2) has vertices (8,-2) (10,-2) (11,-1) (10,0) (8,0) (7,-1); (3,-3) has (8,-2) and (10,-2) as
// corners, (3,-1) has (10,0) and (8,0). What remains is F2 to (7,-1) and to (11,-1): both on the line
// Y = -1, through the long diagonal of (1,-1) and then exactly along the edge (5,-1)-(7,-1) shared
// by (2,-2) above and (2,-1) below.
const EDGE_WALLS = [{ q: -1, r: 0 }, { q: 3, r: -3 }, { q: 3, r: -1 }];
const EDGE_LINES = [{ from: F2, to: p(7, -1) }, { from: F2, to: p(11, -1) }];

// Vertex case: (-1,0) again rules out F1. Target (1,-4) has vertices (2,-8) (4,-8) (5,-7) (4,-6)
// (2,-6) (1,-7); (1,-5) has the first two as corners, (2,-4) the next two. What remains is F2 to
// (2,-6), which crosses (1,-2) and (1,-3), and F2 to (1,-7), the vertical X = 1, which touches
// (1,-2) only at its vertex (1,-3) and (1,-3) only at its vertex (1,-5).
const VERTEX_WALLS = [{ q: -1, r: 0 }, { q: 1, r: -5 }, { q: 2, r: -4 }];
const VERTEX_LINES = [{ from: F2, to: p(2, -6) }, { from: F2, to: p(1, -7) }];

const ROWS: readonly Row[] = [
  { name: 'R-LOS-1 a clear line: three hexes straight ahead, no terrain', target: { q: 0, r: -3 }, terrain: [], visible: true },
  { name: 'R-LOS-1 terrain off to the side does not matter', target: { q: 1, r: -4 }, terrain: [{ q: -2, r: 0 }, { q: 3, r: -1 }], visible: true },
  { name: 'R-LOS-2 a line along the shared edge of two open hexes is unbroken', target: { q: 3, r: -2 }, terrain: EDGE_WALLS, visible: true, lines: EDGE_LINES },
  { name: 'R-LOS-2 OP-42 the same line along the edge is broken when the hex above it is terrain', target: { q: 3, r: -2 }, terrain: [...EDGE_WALLS, { q: 2, r: -2 }], visible: false },
  { name: 'R-LOS-2 OP-42 the same line along the edge is broken when the hex below it is terrain', target: { q: 3, r: -2 }, terrain: [...EDGE_WALLS, { q: 2, r: -1 }], visible: false },
  { name: 'R-LOS-2 a line through a vertex of an open hex is unbroken', target: { q: 1, r: -4 }, terrain: VERTEX_WALLS, visible: true, lines: VERTEX_LINES },
  { name: 'R-LOS-2 OP-42 a line through a single vertex of terrain (1,-2) is broken', target: { q: 1, r: -4 }, terrain: [...VERTEX_WALLS, { q: 1, r: -2 }], visible: false },
  { name: 'R-LOS-2 OP-42 a line through a single vertex of terrain (1,-3) is broken', target: { q: 1, r: -4 }, terrain: [...VERTEX_WALLS, { q: 1, r: -3 }], visible: false },
  // (0,-2) blocks every line from F1 and F2 to (1,-4) except F2 to (4,-8), whose nearest approach is
  // its corner (2,-4): cross product 2 off the line (2/7 of a unit at Y = -4); (2,-4) has (5,-7) and (4,-6).
  { name: 'R-LOS-2 a line that just misses a terrain corner is unbroken', target: { q: 1, r: -4 }, terrain: [{ q: 0, r: -2 }, { q: 2, r: -4 }], visible: true, lines: [{ from: F2, to: p(4, -8) }] },
  { name: 'OP-42 terrain directly in front: the terrain hex itself stays visible', target: { q: 0, r: -1 }, terrain: [{ q: 0, r: -1 }], visible: true },
  { name: 'OP-42 terrain directly in front hides the hex behind it', target: { q: 0, r: -2 }, terrain: [{ q: 0, r: -1 }], visible: false },
  { name: 'OP-42 terrain directly in front hides the forward-left neighbour too', target: { q: -1, r: 0 }, terrain: [{ q: 0, r: -1 }], visible: false },
  // R-LOS-1 sets no arc of vision: from F1 the vertical X = -1 runs through the viewer's own hex
  // (never a blocker), (0,1) and (0,2) to the vertex (-1,5) of (0,3).
  { name: 'R-LOS-1 a target straight behind the viewer is visible: lines may cross the viewer\'s own hex', target: { q: 0, r: 3 }, terrain: [], visible: true },
  { name: 'R-LOS-1 OP-42 terrain directly behind hides the hexes behind it', target: { q: 0, r: 3 }, terrain: [{ q: 0, r: 1 }], visible: false },
  // F1 is a corner of (-1,0), F2 a corner of (1,-1): no front vertex can be used at all.
  { name: 'OP-42 terrain on both front corners blinds the viewer, even to the hex straight ahead', target: { q: 0, r: -1 }, terrain: [{ q: -1, r: 0 }, { q: 1, r: -1 }], visible: false },
  { name: 'OP-42 terrain on both front corners: each of those terrain hexes is still seen', target: { q: 1, r: -1 }, terrain: [{ q: -1, r: 0 }, { q: 1, r: -1 }], visible: true, lines: [p(2, -2), p(4, -2), p(5, -1), p(4, 0), p(2, 0), F2].map((to) => ({ from: F2, to })) },
];

describe('sightLine and inLineOfSight, in all six facings', () => {
  for (const row of ROWS) {
    it.each(FACINGS)(`${row.name} (facing %i)`, (facing) => {
      const origin = { q: 2, r: -3 };
      const place = (h: Hex): Hex => toAbsolute(origin, facing, h);
      const placePoint = (pt: Point): Point => plus(centre(origin), turnPoint(pt, facing));
      const viewer = place(O);
      const target = place(row.target);
      const terrain = row.terrain.map(place);
      expect(inLineOfSight(viewer, facing, target, terrain)).toBe(row.visible);
      const line = sightLine(viewer, facing, target, terrain);
      if (!row.visible) return expect(line).toBeUndefined();
      const front = [F1, F2].map(placePoint);
      expect(front).toContainEqual(line?.from);
      expect(OFFSETS.map((o) => plus(centre(target), o))).toContainEqual(line?.to);
      if (row.lines) expect(row.lines.map((l) => ({ from: placePoint(l.from), to: placePoint(l.to) }))).toContainEqual(line);
    });
  }

  it('OP-42 terrain directly in front hides every hex within 5 but itself, in every facing', () => {
    for (const facing of FACINGS) {
      const viewer = { q: -1, r: 2 };
      const wall = neighbour(viewer, facing);
      for (const target of hexesWithin(viewer, 5)) {
        if (hexEquals(target, viewer)) continue;
        expect(inLineOfSight(viewer, facing, target, [wall])).toBe(hexEquals(target, wall));
      }
    }
  });

  it('R-LOS-1 with no terrain every other hex is visible, whatever the facing', () => {
    for (const facing of FACINGS) {
      for (const target of hexesWithin(O, 6)) {
        if (!hexEquals(target, O)) expect(inLineOfSight(O, facing, target, [])).toBe(true);
      }
    }
  });

  it('R-LOS-2 the viewer\'s and the target\'s own hexes never block, even if listed as terrain', () => {
    expect(inLineOfSight(O, 0, { q: 0, r: -3 }, [O, { q: 0, r: -3 }])).toBe(true);
  });

  it('R-LOS-1 R-LOS-2 agree with a brute-force check of all front-vertex-to-target-vertex lines', () => {
    const coordinate = fc.integer({ min: -4, max: 4 });
    const anyHex = fc.record({ q: coordinate, r: coordinate });
    const seen = { visible: 0, hidden: 0 };
    fc.assert(
      fc.property(anyHex, fc.constantFrom(...FACINGS), anyHex, fc.array(anyHex, { maxLength: 8 }), (viewer, facing, target, terrain) => {
        fc.pre(!hexEquals(viewer, target));
        const walls = terrain.filter((t) => !hexEquals(t, viewer) && !hexEquals(t, target));
        const corners = OFFSETS.map((o) => plus(centre(target), o));
        const expected = FRONT_OFFSETS[facing]
          .map((o) => plus(centre(viewer), o))
          .some((from) => corners.some((to) => walls.every((w) => !clipMeets(from, to, w))));
        expect(inLineOfSight(viewer, facing, target, terrain)).toBe(expected);
        seen[expected ? 'visible' : 'hidden']++;
      }),
      { seed: SEED, numRuns: 3000 },
    );
    expect(seen.visible).toBeGreaterThan(300);
    expect(seen.hidden).toBeGreaterThan(300);
  });

  it('R-LOS-1 turning the whole position about the viewer changes nothing', () => {
    const coordinate = fc.integer({ min: -4, max: 4 });
    const anyHex = fc.record({ q: coordinate, r: coordinate });
    fc.assert(
      fc.property(fc.constantFrom(...FACINGS), anyHex, fc.array(anyHex, { maxLength: 8 }), fc.integer({ min: 1, max: 5 }), (facing, target, terrain, k) => {
        fc.pre(distance(O, target) > 0);
        const turned = ((facing + k) % 6) as Facing;
        expect(inLineOfSight(O, turned, rotateHex(target, k), terrain.map((t) => rotateHex(t, k)))).toBe(
          inLineOfSight(O, facing, target, terrain),
        );
      }),
      { seed: SEED },
    );
  });
});
