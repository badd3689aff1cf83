import fc from 'fast-check';
import { Direction as HcDirection, distance as hcDistance, neighborOf } from 'honeycomb-grid';
import { describe, expect, it } from 'vitest';
import type { Direction, Hex } from './coords';
import {
  DIRECTIONS,
  directionTo,
  distance,
  hex,
  hexEquals,
  hexesWithin,
  hexKey,
  neighbour,
  neighbours,
  parseHexKey,
  wrapDirection,
} from './coords';
import { HoneycombHex } from './grid';

const SEED = 20240611;
const coordinate = fc.integer({ min: -30, max: 30 });
const anyHex = fc.record({ q: coordinate, r: coordinate });

// Our numbering against honeycomb-grid's compass for flat hexes (it has no E or W there).
const HONEYCOMB_DIRECTION: Record<Direction, HcDirection> = {
  0: HcDirection.N,
  1: HcDirection.NE,
  2: HcDirection.SE,
  3: HcDirection.S,
  4: HcDirection.SW,
  5: HcDirection.NW,
};

describe('hex keys', () => {
  it('hexKey writes "q,r" and parseHexKey reads it back', () => {
    expect(hexKey({ q: 3, r: -12 })).toBe('3,-12');
    expect(parseHexKey('3,-12')).toEqual({ q: 3, r: -12 });
    expect(parseHexKey('-7,0')).toEqual({ q: -7, r: 0 });
  });

  it('-0 never leaks into keys or hexes', () => {
    expect(hexKey(hex(-0, 0))).toBe('0,0');
    expect(Object.is(hex(-0, -0).q, 0)).toBe(true);
    expect(Object.is(parseHexKey('-0,5')?.q, 0)).toBe(true);
  });

  it.each(['', '1', '1,2,3', '1.5,2', 'a,b', ' 1,2', '1, 2'])('parseHexKey(%j) is undefined', (key) => {
    expect(parseHexKey(key)).toBeUndefined();
  });

  it('keys round-trip through a JSON object', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const json = JSON.parse(JSON.stringify({ [hexKey(h)]: true })) as Record<string, boolean>;
        const key = Object.keys(json)[0] ?? '';
        expect(parseHexKey(key)).toEqual(h);
      }),
      { seed: SEED },
    );
  });
});

describe('directions', () => {
  it('are numbered clockwise from north: N, NE, SE, S, SW, NW', () => {
    expect(DIRECTIONS).toEqual([
      { q: 0, r: -1 },
      { q: 1, r: -1 },
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
    ]);
  });

  // Pixel centre for size 1: x = 1.5q, y = √3(r + q/2); screen y grows downward.
  // N is straight up, and each next direction is 60° further clockwise on screen.
  it.each([0, 1, 2, 3, 4, 5] as const)('direction %i points that many sixths (60°) clockwise of north on screen', (d) => {
    const { q, r } = DIRECTIONS[d];
    const x = 1.5 * q;
    const y = Math.sqrt(3) * (r + q / 2);
    const angle = Math.atan2(x, -y); // clockwise from screen-up
    expect(Math.hypot(x, y)).toBeCloseTo(Math.sqrt(3), 12);
    expect(wrapDirection(Math.round(angle / (Math.PI / 3)))).toBe(d);
  });

  it('wrapDirection reduces any whole number of sixths to 0..5', () => {
    expect([-13, -7, -6, -1, 0, 5, 6, 7, 13].map(wrapDirection)).toEqual([5, 5, 0, 5, 0, 5, 0, 1, 1]);
  });

  it.each([
    [0, { q: 2, r: -4 }],
    [1, { q: 3, r: -4 }],
    [2, { q: 3, r: -3 }],
    [3, { q: 2, r: -2 }],
    [4, { q: 1, r: -2 }],
    [5, { q: 1, r: -3 }],
  ] as const)('neighbour of (2,-3) in direction %i is %o, and directionTo finds it back', (d, expected) => {
    const origin = { q: 2, r: -3 };
    expect(neighbour(origin, d)).toEqual(expected);
    expect(directionTo(origin, expected)).toBe(d);
  });

  it('directionTo is undefined for hexes that are not adjacent', () => {
    expect(directionTo({ q: 0, r: 0 }, { q: 0, r: 0 })).toBeUndefined();
    expect(directionTo({ q: 0, r: 0 }, { q: 0, r: -2 })).toBeUndefined();
    expect(directionTo({ q: 0, r: 0 }, { q: 1, r: 1 })).toBeUndefined(); // distance 2
  });

  it('neighbours agree with honeycomb-grid, direction by direction', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const expected = ([0, 1, 2, 3, 4, 5] as const).map((d) => {
          const n = neighborOf(new HoneycombHex([h.q, h.r]), HONEYCOMB_DIRECTION[d]);
          return { q: n.q, r: n.r };
        });
        expect(neighbours(h)).toEqual(expected);
      }),
      { seed: SEED },
    );
  });
});

describe('distance', () => {
  // Worked by hand: the largest of |Δq|, |Δr|, |Δs|.
  it.each([
    [{ q: 0, r: 0 }, { q: 0, r: 0 }, 0],
    [{ q: 0, r: 0 }, { q: 1, r: -1 }, 1],
    [{ q: 0, r: 0 }, { q: 0, r: -6 }, 6],
    [{ q: 0, r: 0 }, { q: 3, r: -1 }, 3], // Δs = -2
    [{ q: 0, r: 0 }, { q: 1, r: 1 }, 2], // Δs = -2
    [{ q: 0, r: 0 }, { q: -2, r: -3 }, 5], // Δs = 5
    [{ q: 1, r: 2 }, { q: -3, r: 4 }, 4], // Δq = -4, Δr = 2, Δs = 2
    [{ q: -4, r: 7 }, { q: 2, r: 1 }, 6], // Δq = 6, Δr = -6, Δs = 0
  ])('R-CONV-4 OP-41 distance(%o, %o) = %i', (a, b, d) => {
    expect(distance(a, b)).toBe(d);
    expect(distance(b, a)).toBe(d);
  });

  it('R-CONV-4 adjacent means distance 1: exactly the six neighbours', () => {
    const around = hexesWithin({ q: 4, r: -2 }, 2).filter((h) => distance(h, { q: 4, r: -2 }) === 1);
    expect(around.map(hexKey).sort()).toEqual(neighbours({ q: 4, r: -2 }).map(hexKey).sort());
  });

  it('OP-41 distance agrees with honeycomb-grid', () => {
    const settings = HoneycombHex.settings;
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        expect(distance(a, b)).toBe(hcDistance(settings, a, b));
      }),
      { seed: SEED },
    );
  });

  it('OP-41 distance is the fewest steps: breadth-first search over the open grid agrees', () => {
    const start = { q: 1, r: -2 };
    const steps = new Map([[hexKey(start), 0]]);
    let frontier: Hex[] = [start];
    for (let n = 1; n <= 6; n++) {
      frontier = frontier.flatMap(neighbours).filter((h) => !steps.has(hexKey(h)));
      for (const h of frontier) steps.set(hexKey(h), n);
    }
    for (const h of hexesWithin(start, 6)) expect(distance(start, h)).toBe(steps.get(hexKey(h)));
  });
});

describe('hexesWithin', () => {
  it.each([0, 1, 2, 3, 6])('radius %i holds 3r(r+1)+1 distinct hexes, all within the radius', (radius) => {
    const center = { q: -3, r: 5 };
    const hexes = hexesWithin(center, radius);
    expect(hexes).toHaveLength(3 * radius * (radius + 1) + 1);
    expect(new Set(hexes.map(hexKey)).size).toBe(hexes.length);
    for (const h of hexes) expect(distance(center, h)).toBeLessThanOrEqual(radius);
  });

  it('radius 1 is the centre and its six neighbours; a negative radius is empty', () => {
    const center = { q: 2, r: 2 };
    const expected = [center, ...neighbours(center)].map(hexKey).sort();
    expect(hexesWithin(center, 1).map(hexKey).sort()).toEqual(expected);
    expect(hexesWithin(center, -1)).toEqual([]);
  });

  it('hexEquals compares coordinates', () => {
    expect(hexEquals({ q: 1, r: 2 }, { q: 1, r: 2 })).toBe(true);
    expect(hexEquals({ q: 1, r: 2 }, { q: 2, r: 1 })).toBe(false);
  });
});
