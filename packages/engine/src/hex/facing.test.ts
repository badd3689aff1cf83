import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from './coords';
import { DIRECTIONS, distance, neighbour } from './coords';
import type { Facing } from './facing';
import {
  absoluteDirection,
  FACINGS,
  facingsToward,
  facingToward,
  relativeDirection,
  rotateHex,
  toAbsolute,
  toRelative,
  turnFacing,
} from './facing';

const SEED = 7_310_604;
const coordinate = fc.integer({ min: -30, max: 30 });
const anyHex = fc.record({ q: coordinate, r: coordinate });
const anyFacing = fc.constantFrom(...FACINGS);

describe('relative directions', () => {
  // Row = facing, column = relative direction (forward, forward-right, back-right, back, back-left, forward-left).
  const ABSOLUTE = [
    [0, 1, 2, 3, 4, 5], // facing N
    [1, 2, 3, 4, 5, 0], // facing NE
    [2, 3, 4, 5, 0, 1], // facing SE
    [3, 4, 5, 0, 1, 2], // facing S
    [4, 5, 0, 1, 2, 3], // facing SW
    [5, 0, 1, 2, 3, 4], // facing NW
  ];

  it.each(FACINGS)('R-FACING-3 facing %i: absolute direction of each relative direction', (facing) => {
    expect(FACINGS.map((rel) => absoluteDirection(facing, rel))).toEqual(ABSOLUTE[facing]);
    expect(FACINGS.map((rel) => relativeDirection(facing, absoluteDirection(facing, rel)))).toEqual([...FACINGS]);
  });

  it('R-FACING-3 named cases: facing SE, south is forward-right; facing N, north-west is forward-left', () => {
    expect(relativeDirection(2, 3)).toBe(1);
    expect(relativeDirection(0, 5)).toBe(5);
    expect(absoluteDirection(4, 3)).toBe(1); // facing SW, back is NE
  });

  it.each([
    [0, 1, 1],
    [0, -1, 5],
    [5, 1, 0],
    [3, -1, 2],
  ] as const)('R-MOVE-7 facing %i turned %i is facing %i', (facing, rotation, expected) => {
    expect(turnFacing(facing, rotation)).toBe(expected);
  });

  it('R-MOVE-7 six turns either way come back to the start', () => {
    for (const facing of FACINGS) {
      let clockwise: Facing = facing;
      let counter: Facing = facing;
      for (let i = 0; i < 6; i++) {
        clockwise = turnFacing(clockwise, 1);
        counter = turnFacing(counter, -1);
      }
      expect([clockwise, counter]).toEqual([facing, facing]);
    }
  });
});

describe('diagram rotation', () => {
  // Each row: a diagram hex (character facing north) and, worked by hand with
  // (q, r, s) -> (-r, -s, -q) per clockwise sixth, its image for facings 0..5.
  const ROWS: readonly (readonly [string, Hex, readonly Hex[]])[] = [
    ['forward', { q: 0, r: -1 }, [{ q: 0, r: -1 }, { q: 1, r: -1 }, { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }]],
    ['forward-right', { q: 1, r: -1 }, [{ q: 1, r: -1 }, { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }, { q: 0, r: -1 }]],
    ['back-left', { q: -1, r: 1 }, [{ q: -1, r: 1 }, { q: -1, r: 0 }, { q: 0, r: -1 }, { q: 1, r: -1 }, { q: 1, r: 0 }, { q: 0, r: 1 }]],
    ['two ahead, between forward and forward-right', { q: 1, r: -2 }, [{ q: 1, r: -2 }, { q: 2, r: -1 }, { q: 1, r: 1 }, { q: -1, r: 2 }, { q: -2, r: 1 }, { q: -1, r: -1 }]],
    ['distance 4, left of forward', { q: -1, r: -3 }, [{ q: -1, r: -3 }, { q: 3, r: -4 }, { q: 4, r: -1 }, { q: 1, r: 3 }, { q: -3, r: 4 }, { q: -4, r: 1 }]],
    ['six straight ahead', { q: 0, r: -6 }, [{ q: 0, r: -6 }, { q: 6, r: -6 }, { q: 6, r: 0 }, { q: 0, r: 6 }, { q: -6, r: 6 }, { q: -6, r: 0 }]],
    ['the character itself', { q: 0, r: 0 }, [{ q: 0, r: 0 }, { q: 0, r: 0 }, { q: 0, r: 0 }, { q: 0, r: 0 }, { q: 0, r: 0 }, { q: 0, r: 0 }]],
  ];
  const origin = { q: 2, r: -1 };

  for (const [name, relative, images] of ROWS) {
    it.each(FACINGS)(`R-DIAG-2 diagram hex "${name}" for facing %i`, (facing) => {
      const image = images[facing] as Hex;
      expect(rotateHex(relative, facing)).toEqual(image);
      const absolute = { q: origin.q + image.q, r: origin.r + image.r };
      expect(toAbsolute(origin, facing, relative)).toEqual(absolute);
      expect(toRelative(origin, facing, absolute)).toEqual(relative);
    });
  }

  it('R-DIAG-2 the forward diagram hex is the neighbour the character faces, for every facing', () => {
    for (const facing of FACINGS) {
      expect(toAbsolute({ q: -3, r: 4 }, facing, { q: 0, r: -1 })).toEqual(neighbour({ q: -3, r: 4 }, facing));
    }
  });

  it('R-DIAG-2 a half turn mirrors a diagram through the character', () => {
    expect(rotateHex({ q: 2, r: -5 }, 3)).toEqual({ q: -2, r: 5 });
    expect(rotateHex({ q: 2, r: -5 }, -3)).toEqual({ q: -2, r: 5 });
  });

  it('R-DIAG-2 rotating six times is the identity; rotations add up; counterclockwise undoes clockwise', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: -12, max: 12 }), fc.integer({ min: -12, max: 12 }), (h, a, b) => {
        let turned = h;
        for (let i = 0; i < 6; i++) turned = rotateHex(turned, 1);
        expect(turned).toEqual(h);
        expect(rotateHex(h, 6 * a)).toEqual(h);
        expect(rotateHex(rotateHex(h, a), b)).toEqual(rotateHex(h, a + b));
        expect(rotateHex(rotateHex(h, a), -a)).toEqual(h);
      }),
      { seed: SEED },
    );
  });

  it('R-DIAG-2 rotation keeps distances and maps each relative direction to its absolute one', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyFacing, anyFacing, (origin, rel, facing, d) => {
        const absolute = toAbsolute(origin, facing, rel);
        expect(distance(origin, absolute)).toBe(distance({ q: 0, r: 0 }, rel));
        expect(toAbsolute(origin, facing, DIRECTIONS[d])).toEqual(neighbour(origin, absoluteDirection(facing, d)));
      }),
      { seed: SEED },
    );
  });

  it('R-DIAG-2 toRelative inverts toAbsolute, and the other way round', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyFacing, (origin, h, facing) => {
        expect(toRelative(origin, facing, toAbsolute(origin, facing, h))).toEqual(h);
        expect(toAbsolute(origin, facing, toRelative(origin, facing, h))).toEqual(h);
      }),
      { seed: SEED },
    );
  });
});

describe('facingToward', () => {
  it.each(FACINGS)('R-FACING-2 an adjacent hex in direction %i is faced by that direction', (d) => {
    expect(facingToward({ q: 5, r: -2 }, neighbour({ q: 5, r: -2 }, d))).toBe(d);
    expect(facingsToward({ q: 5, r: -2 }, neighbour({ q: 5, r: -2 }, d))).toEqual([d]);
  });

  // Angles below are measured on screen, clockwise from north: x = 1.5q, y = √3(r + q/2).
  it.each([
    [{ q: 1, r: -3 }, [0], '19° — nearer N (0°) than NE (60°)'],
    [{ q: 2, r: -3 }, [1], '41° — nearer NE'],
    [{ q: 1, r: 2 }, [3], '161° — nearer S (180°)'],
    [{ q: -3, r: 1 }, [5], '281°: nearer NW (300°) than SW (240°)'],
    [{ q: 1, r: -2 }, [0, 1], '30°: exactly between N and NE'],
    [{ q: 3, r: -6 }, [0, 1], '30°, farther out: still between N and NE'],
    [{ q: 2, r: -1 }, [1, 2], '90° (due east): between NE and SE'],
    [{ q: 1, r: 1 }, [2, 3], '150°: between SE and S'],
    [{ q: -2, r: 1 }, [4, 5], '270° (due west): between SW and NW'],
    [{ q: -1, r: -1 }, [5, 0], '330°: between NW and N, NW first'],
  ] as const)('toward %o: facings %o (%s)', (to, expected, _why) => {
    expect(facingsToward({ q: 0, r: 0 }, to)).toEqual(expected);
    expect(facingToward({ q: 0, r: 0 }, to)).toBe(expected[0]);
  });

  it('toward its own hex there is no facing', () => {
    expect(facingsToward({ q: 1, r: 1 }, { q: 1, r: 1 })).toEqual([]);
    expect(facingToward({ q: 1, r: 1 }, { q: 1, r: 1 })).toBeUndefined();
  });

  it('the chosen facing is within 30° of the target on screen, and a tie means exactly 30° from both', () => {
    const screenAngle = (h: Hex): number => Math.atan2(1.5 * h.q, -Math.sqrt(3) * (h.r + h.q / 2));
    const gap = (a: number, b: number): number => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));
    fc.assert(
      fc.property(anyHex, anyHex, (from, to) => {
        fc.pre(from.q !== to.q || from.r !== to.r);
        const target = screenAngle({ q: to.q - from.q, r: to.r - from.r });
        const facings = facingsToward(from, to);
        for (const f of FACINGS) {
          const off = gap(screenAngle(DIRECTIONS[f]), target);
          if (facings.includes(f)) expect(off).toBeLessThanOrEqual(Math.PI / 6 + 1e-9);
          else expect(off).toBeGreaterThan(Math.PI / 6 - 1e-9);
        }
        if (facings.length === 2) {
          for (const f of facings) expect(gap(screenAngle(DIRECTIONS[f]), target)).toBeCloseTo(Math.PI / 6, 9);
        }
      }),
      { seed: SEED },
    );
  });

  it('the tie-break turns with the board: rotating both hexes about `from` rotates the facing', () => {
    fc.assert(
      fc.property(anyHex, anyHex, fc.integer({ min: 0, max: 5 }), (from, to, k) => {
        fc.pre(from.q !== to.q || from.r !== to.r);
        const f = facingToward(from, to) as Facing;
        const turned = toAbsolute(from, k as Facing, { q: to.q - from.q, r: to.r - from.r });
        expect(facingToward(from, turned)).toBe((f + k) % 6);
      }),
      { seed: SEED },
    );
  });
});
