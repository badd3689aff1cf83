import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Hex } from './coords';
import { distance, hexEquals, hexesWithin, hexKey, neighbours } from './coords';
import { countShortestPaths, everyPathBlocked, hexesOnShortestPaths, openPath, shortestPaths } from './paths';

const SEED = 16_042;
const O = { q: 0, r: 0 };
const keys = (hexes: readonly Hex[]): string[] => hexes.map(hexKey).sort();
const pathKey = (path: readonly Hex[]): string => path.map(hexKey).join(' ');
const blockedAt =
  (...hexes: Hex[]) =>
  (h: Hex): boolean =>
    hexes.some((b) => hexEquals(b, h));

/** Oracle, independent of paths.ts: walk neighbour to neighbour, always one step nearer to b. */
function bruteRoutes(a: Hex, b: Hex): Hex[][] {
  if (distance(a, b) <= 1) return [[]];
  const routes: Hex[][] = [];
  const walk = (at: Hex, path: Hex[]): void => {
    if (distance(at, b) === 1) routes.push(path);
    else for (const n of neighbours(at)) if (distance(n, b) === distance(at, b) - 1) walk(n, [...path, n]);
  };
  walk(a, []);
  return routes;
}

/** A pair of hexes at most `max` apart. */
const nearPair = (max: number) =>
  fc
    .tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 }), fc.integer({ min: -max, max }), fc.integer({ min: -max, max }))
    .map(([q, r, dq, dr]) => [{ q, r }, { q: q + dq, r: r + dr }] as const)
    .filter(([a, b]) => distance(a, b) <= max);

/** Random terrain: a hex is blocked when its salted hash falls under the density (percent). */
const terrain = fc.record({ salt: fc.integer({ min: 0, max: 0x7fffffff }), density: fc.integer({ min: 0, max: 70 }) }).map(
  ({ salt, density }) =>
    (h: Hex): boolean =>
      (Math.imul(h.q + 1000, 73_856_093) ^ Math.imul(h.r + 1000, 19_349_663) ^ salt) >>> 0 < (density / 100) * 2 ** 32,
);

describe('hexesOnShortestPaths', () => {
  it('OP-16 a bent pair: the two hexes between (0,0) and (2,-1)', () => {
    expect(keys(hexesOnShortestPaths(O, { q: 2, r: -1 }))).toEqual(keys([{ q: 1, r: -1 }, { q: 1, r: 0 }]));
  });

  it('OP-16 two steps NE and two SE: a 3×3 parallelogram without its two ends', () => {
    // (0,0) + x·NE(1,-1) + y·SE(1,0) for x, y in 0..2, minus (0,0) and (4,-2).
    const expected = [
      { q: 1, r: 0 },
      { q: 2, r: 0 },
      { q: 1, r: -1 },
      { q: 2, r: -1 },
      { q: 3, r: -1 },
      { q: 2, r: -2 },
      { q: 3, r: -2 },
    ];
    expect(keys(hexesOnShortestPaths(O, { q: 4, r: -2 }))).toEqual(keys(expected));
  });

  it('OP-16 a straight line: only the hexes on it; adjacent or equal hexes: none', () => {
    expect(keys(hexesOnShortestPaths({ q: 2, r: 3 }, { q: 2, r: -1 }))).toEqual(
      keys([{ q: 2, r: 2 }, { q: 2, r: 1 }, { q: 2, r: 0 }]),
    );
    expect(hexesOnShortestPaths(O, { q: -1, r: 1 })).toEqual([]);
    expect(hexesOnShortestPaths(O, O)).toEqual([]);
  });

  it('OP-16 exactly the hexes h with distance(a, h) + distance(h, b) = distance(a, b), ends excluded', () => {
    fc.assert(
      fc.property(nearPair(8), ([a, b]) => {
        const d = distance(a, b);
        const between = hexesWithin(a, d).filter(
          (h) => !hexEquals(h, a) && !hexEquals(h, b) && distance(a, h) + distance(h, b) === d,
        );
        expect(keys(hexesOnShortestPaths(a, b))).toEqual(keys(between));
      }),
      { seed: SEED },
    );
  });
});

describe('countShortestPaths and shortestPaths', () => {
  it.each([
    [O, O, 1, 'the same hex'],
    [O, { q: 0, r: 1 }, 1, 'adjacent'],
    [O, { q: 0, r: -4 }, 1, 'straight, distance 4'],
    [O, { q: 1, r: -2 }, 2, '1 N + 1 NE: C(2,1)'],
    [O, { q: 2, r: 1 }, 3, '2 SE + 1 S: C(3,1)'],
    [O, { q: 4, r: -2 }, 6, '2 NE + 2 SE: C(4,2)'],
    [O, { q: 5, r: -6 }, 6, '1 N + 5 NE: C(6,1)'],
    [O, { q: 4, r: -6 }, 15, '2 N + 4 NE: C(6,2)'],
    [{ q: -1, r: 2 }, { q: 2, r: -4 }, 20, '3 N + 3 NE: C(6,3)'],
    [O, { q: -10, r: 20 }, 184_756, '10 S + 10 SW: C(20,10)'],
    [O, { q: 15, r: -30 }, 155_117_520, '15 N + 15 NE: C(30,15)'],
  ] as const)('R-BLOCK-PATH-2 %o to %o: %i shortest routes (%s)', (a, b, count, _why) => {
    expect(countShortestPaths(a, b)).toBe(count);
    expect(countShortestPaths(b, a)).toBe(count);
  });

  it('R-BLOCK-PATH-1 OP-16 the two attack paths from (0,0) to (2,-1) are [(1,-1)] and [(1,0)]', () => {
    expect([...shortestPaths(O, { q: 2, r: -1 })].map(pathKey).sort()).toEqual(['1,-1', '1,0']);
  });

  it('R-BLOCK-PATH-1 a straight attack path is the hexes strictly between, in order from the attacker', () => {
    expect([...shortestPaths(O, { q: 0, r: -4 })]).toEqual([
      [
        { q: 0, r: -1 },
        { q: 0, r: -2 },
        { q: 0, r: -3 },
      ],
    ]);
  });

  it('R-BLOCK-PATH-4 adjacent and equal hexes have exactly one, empty, attack path', () => {
    expect([...shortestPaths(O, { q: 1, r: -1 })]).toEqual([[]]);
    expect([...shortestPaths(O, O)]).toEqual([[]]);
  });

  it('OP-16 the generator is lazy: the first path of C(30,15) arrives at once', () => {
    const first = shortestPaths(O, { q: 15, r: -30 }).next();
    expect(first.done).toBe(false);
    expect(first.value).toHaveLength(29);
  });

  it('OP-16 up to distance 6: the generator yields exactly the routes of a neighbour-by-neighbour walk, as many as counted', () => {
    fc.assert(
      fc.property(nearPair(6), ([a, b]) => {
        const paths = [...shortestPaths(a, b)];
        expect(paths).toHaveLength(countShortestPaths(a, b));
        expect(paths.map(pathKey).sort()).toEqual(bruteRoutes(a, b).map(pathKey).sort());
      }),
      { seed: SEED },
    );
  });

  it('OP-16 every generated path is a chain of adjacent hexes of length distance - 1 inside hexesOnShortestPaths', () => {
    fc.assert(
      fc.property(nearPair(6), ([a, b]) => {
        const d = distance(a, b);
        const inside = new Set(hexesOnShortestPaths(a, b).map(hexKey));
        for (const path of shortestPaths(a, b)) {
          expect(path).toHaveLength(Math.max(d - 1, 0));
          for (const h of path) expect(inside.has(hexKey(h))).toBe(true);
          if (d >= 1) {
            const chain = [a, ...path, b];
            for (let k = 1; k < chain.length; k++) expect(distance(chain[k - 1] as Hex, chain[k] as Hex)).toBe(1);
          }
        }
      }),
      { seed: SEED },
    );
  });
});

describe('everyPathBlocked and openPath', () => {
  const b2 = { q: 2, r: -1 };
  const b4 = { q: 4, r: -2 }; // the 3×3 parallelogram: 2 NE + 2 SE

  it('R-BLOCK-PATH-2 two equal paths, only one blocked: the attack gets through the other', () => {
    expect(everyPathBlocked(O, b2, blockedAt({ q: 1, r: -1 }))).toBe(false);
    expect(openPath(O, b2, blockedAt({ q: 1, r: -1 }))).toEqual([{ q: 1, r: 0 }]);
  });

  it('R-BLOCK-PATH-2 two equal paths, both blocked: every path is blocked', () => {
    expect(everyPathBlocked(O, b2, blockedAt({ q: 1, r: -1 }, { q: 1, r: 0 }))).toBe(true);
    expect(openPath(O, b2, blockedAt({ q: 1, r: -1 }, { q: 1, r: 0 }))).toBeUndefined();
  });

  it('R-BLOCK-PATH-2 blocking the centre of a 3×3 parallelogram leaves the two outer routes open', () => {
    const centre = blockedAt({ q: 2, r: -1 });
    expect(everyPathBlocked(O, b4, centre)).toBe(false);
    const open = openPath(O, b4, centre);
    expect([
      pathKey([{ q: 1, r: -1 }, { q: 2, r: -2 }, { q: 3, r: -2 }]), // NE NE SE SE
      pathKey([{ q: 1, r: 0 }, { q: 2, r: 0 }, { q: 3, r: -1 }]), // SE SE NE NE
    ]).toContain(pathKey(open ?? []));
  });

  it.each([
    ['the middle diagonal', [{ q: 2, r: 0 }, { q: 2, r: -1 }, { q: 2, r: -2 }], true],
    ['the two hexes next to the attacker', [{ q: 1, r: 0 }, { q: 1, r: -1 }], true],
    ['the two hexes next to the target', [{ q: 3, r: -1 }, { q: 3, r: -2 }], true],
    ['two of the middle diagonal', [{ q: 2, r: 0 }, { q: 2, r: -2 }], false],
    ['a zig-zag that is no cut', [{ q: 1, r: -1 }, { q: 2, r: 0 }], false],
  ] as const)('R-BLOCK-PATH-2 3×3 parallelogram, blocked %s: every path blocked = %s', (_name, blocked, expected) => {
    expect(everyPathBlocked(O, b4, blockedAt(...blocked))).toBe(expected);
    expect(openPath(O, b4, blockedAt(...blocked)) === undefined).toBe(expected);
  });

  it('R-BLOCK-PATH-2 a zig-zag that is no cut: the one open path goes SE, NE, NE, SE', () => {
    // Blocked (1,-1) and (2,0): from (0,0) only (1,0), then only (2,-1), then (3,-1) or (3,-2).
    const open = openPath(O, b4, blockedAt({ q: 1, r: -1 }, { q: 2, r: 0 }));
    expect(open?.slice(0, 2)).toEqual([
      { q: 1, r: 0 },
      { q: 2, r: -1 },
    ]);
  });

  it('R-BLOCK-PATH-4 an adjacent target can never be blocked through its paths, nor the attacker\'s own hex', () => {
    const everything = (): boolean => true;
    for (const n of neighbours({ q: 3, r: 3 })) {
      expect(everyPathBlocked({ q: 3, r: 3 }, n, everything)).toBe(false);
      expect(openPath({ q: 3, r: 3 }, n, everything)).toEqual([]);
    }
    expect(everyPathBlocked(O, O, everything)).toBe(false);
  });

  it('OP-16 the attacker\'s and the target\'s hexes are no part of any path', () => {
    const target = { q: 0, r: -3 };
    expect(everyPathBlocked(O, target, blockedAt(O, target))).toBe(false);
    expect(everyPathBlocked(O, target, blockedAt({ q: 0, r: -2 }))).toBe(true); // the only path
  });

  it('R-BLOCK-PATH-2 distance 30, C(30,15) paths: a full wall across the parallelogram blocks, one gap opens it', () => {
    // (0,0) to (15,-30) = 15 N + 15 NE: the cells 15 steps out are (0..15, -15), a cut of every route.
    const target = { q: 15, r: -30 };
    let asked = 0;
    const wall = (h: Hex): boolean => {
      asked++;
      return h.r === -15;
    };
    expect(everyPathBlocked(O, target, wall)).toBe(true);
    expect(asked).toBeLessThanOrEqual(16 * 16 - 2); // once per intermediate hex at most
    const gap = (h: Hex): boolean => h.r === -15 && h.q !== 7;
    expect(everyPathBlocked(O, target, gap)).toBe(false);
    const open = openPath(O, target, gap);
    expect(open).toHaveLength(29);
    expect(open?.[14]).toEqual({ q: 7, r: -15 });
  });

  it('R-BLOCK-PATH-2 everyPathBlocked agrees with brute-force enumeration on random terrain', () => {
    const seen = { blocked: 0, open: 0 };
    fc.assert(
      fc.property(nearPair(6), terrain, ([a, b], isBlocked) => {
        const expected = bruteRoutes(a, b).every((path) => path.some(isBlocked));
        expect(everyPathBlocked(a, b, isBlocked)).toBe(expected);
        expect(everyPathBlocked(b, a, isBlocked)).toBe(expected);
        seen[expected ? 'blocked' : 'open']++;
      }),
      { seed: SEED, numRuns: 500 },
    );
    expect(seen.blocked).toBeGreaterThan(50);
    expect(seen.open).toBeGreaterThan(50);
  });

  it('R-BLOCK-PATH-2 openPath returns an unblocked attack path exactly when one exists', () => {
    fc.assert(
      fc.property(nearPair(6), terrain, ([a, b], isBlocked) => {
        const open = openPath(a, b, isBlocked);
        const routes = bruteRoutes(a, b).map(pathKey);
        if (open === undefined) expect(everyPathBlocked(a, b, isBlocked)).toBe(true);
        else {
          expect(routes).toContain(pathKey(open));
          expect(open.some(isBlocked)).toBe(false);
        }
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
