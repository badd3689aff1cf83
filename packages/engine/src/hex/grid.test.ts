import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from './coords';
import { hexesWithin } from './coords';
import { affineToPixel, fromHoneycomb, HoneycombHex, hexToPoint, pointToHex, toHoneycomb } from './grid';
import { affineCentre, hexVertices } from './sight';

const SEED = 90_210;
const anyHex = fc.record({ q: fc.integer({ min: -40, max: 40 }), r: fc.integer({ min: -40, max: 40 }) });
const R3 = Math.sqrt(3);

const expectClose = (actual: Point, expected: Point): void => {
  expect(actual.x).toBeCloseTo(expected.x, 9);
  expect(actual.y).toBeCloseTo(expected.y, 9);
};

describe('hexToPoint and pointToHex', () => {
  it.each([
    [{ q: 0, r: 0 }, 1, { x: 0, y: 0 }],
    [{ q: 0, r: -1 }, 1, { x: 0, y: -R3 }], // N: straight up, y grows downward
    [{ q: 1, r: 0 }, 1, { x: 1.5, y: R3 / 2 }], // SE
    [{ q: 2, r: -1 }, 10, { x: 30, y: 0 }], // due east of the origin
    [{ q: -1, r: 3 }, 2, { x: -3, y: 5 * R3 }],
  ])('%o at size %i has its centre at %o', (h, size, expected) => {
    expectClose(hexToPoint(h, size), expected);
  });

  it('agrees with honeycomb-grid\'s own centre of the same hex', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const hc = toHoneycomb(h);
        expectClose(hexToPoint(h, 1), { x: hc.x, y: hc.y });
      }),
      { seed: SEED },
    );
  });

  it('pointToHex finds the hex of its own centre, and of points well inside it', () => {
    fc.assert(
      fc.property(anyHex, fc.constantFrom(1, 7.5, 40), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (h, size, angle) => {
        const c = hexToPoint(h, size);
        expect(pointToHex(c.x, c.y, size)).toEqual(h);
        const inner = 0.8 * (R3 / 2) * size; // inside the inscribed circle
        expect(pointToHex(c.x + inner * Math.cos(angle), c.y + inner * Math.sin(angle), size)).toEqual(h);
      }),
      { seed: SEED },
    );
  });

  it('pointToHex near the right corner of (0,0): just left is (0,0), just above-right is NE (1,-1)', () => {
    expect(pointToHex(0.95, 0, 1)).toEqual({ q: 0, r: 0 });
    expect(pointToHex(1.05, -0.05, 1)).toEqual({ q: 1, r: -1 });
    expect(pointToHex(1.05, 0.05, 1)).toEqual({ q: 1, r: 0 });
  });

  it('toHoneycomb and fromHoneycomb round-trip; the class is flat-topped', () => {
    expect(toHoneycomb({ q: 3, r: -2 }).isFlat).toBe(true);
    expect(fromHoneycomb(toHoneycomb({ q: 3, r: -2 }))).toEqual({ q: 3, r: -2 });
    expect(new HoneycombHex([0, 0]).equals({ q: 0, r: 0 })).toBe(true);
  });
});

describe('affine sight units to pixels', () => {
  it('the affine centre maps onto the pixel centre at any size', () => {
    for (const h of hexesWithin({ q: 1, r: -2 }, 3)) {
      for (const size of [1, 12]) expectClose(affineToPixel(affineCentre(h), size), hexToPoint(h, size));
    }
  });

  it('the affine vertices map onto a regular hexagon of radius size: flat top, corners at 0°, 60°, …', () => {
    const size = 5;
    const c = hexToPoint({ q: 2, r: -3 }, size);
    const pixels = hexVertices({ q: 2, r: -3 }).map((v) => affineToPixel(v, size));
    // Vertex 0 is the left end of the north edge (240° in screen angles, y down), then clockwise.
    pixels.forEach((v, k) => {
      const angle = ((240 + 60 * k) * Math.PI) / 180;
      expectClose(v, { x: c.x + size * Math.cos(angle), y: c.y + size * Math.sin(angle) });
    });
  });

  it('the affine vertices are honeycomb-grid\'s corners of the same hex', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        const ours = hexVertices(h).map((v) => affineToPixel(v, 1));
        const theirs = toHoneycomb(h).corners;
        expect(theirs).toHaveLength(6);
        // honeycomb-grid starts at the right end of the north edge: our vertex 1.
        theirs.forEach((corner, k) => expectClose(corner, ours[(k + 1) % 6] as Point));
      }),
      { seed: SEED },
    );
  });
});
