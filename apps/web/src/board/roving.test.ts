import { BATTLEFIELD_IDS, BATTLEFIELDS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { coordinateNames } from './coords';
import { centre, keyOf } from './geometry';
import { nextSpot, type Direction, type Spot } from './roving';

// Arrow keys on the board: Up and Down walk a column; from any hex every other hex is reached.

const DIRECTIONS: readonly Direction[] = ['up', 'down', 'left', 'right'];

describe('roving focus on the board', () => {
  for (const id of BATTLEFIELD_IDS) {
    it(`${id}: Down goes to the next row of the same column, and the arrow keys reach every hex from the first`, () => {
      const hexes = BATTLEFIELDS[id].hexes;
      const names = coordinateNames(hexes);
      const spots: Spot[] = hexes.map((h) => ({ key: keyOf(h), ...centre(h) }));
      const byKey = new Map(spots.map((s) => [s.key, s]));
      for (const h of hexes) {
        const below = byKey.get(keyOf({ q: h.q, r: h.r + 1 }));
        if (below !== undefined) expect(nextSpot(spots, byKey.get(keyOf(h))!, 'down')?.key, names.get(keyOf(h))).toBe(below.key);
      }
      const seen = new Set([spots[0]!.key]);
      const queue = [spots[0]!];
      while (queue.length > 0) {
        const at = queue.shift()!;
        for (const d of DIRECTIONS) {
          const next = nextSpot(spots, at, d);
          if (next !== null && !seen.has(next.key)) {
            seen.add(next.key);
            queue.push(next);
          }
        }
      }
      expect(seen.size).toBe(spots.length);
    });
  }

  for (const id of BATTLEFIELD_IDS) {
    it(`${id}: Right and Left go to a neighbour in the next column when there is one`, () => {
      const hexes = BATTLEFIELDS[id].hexes;
      const spots: Spot[] = hexes.map((h) => ({ key: keyOf(h), ...centre(h) }));
      const byKey = new Map(spots.map((s) => [s.key, s]));
      for (const h of hexes) {
        const sides = { right: [{ q: h.q + 1, r: h.r }, { q: h.q + 1, r: h.r - 1 }], left: [{ q: h.q - 1, r: h.r }, { q: h.q - 1, r: h.r + 1 }] };
        for (const [d, around] of Object.entries(sides) as [Direction, { q: number; r: number }[]][]) {
          const neighbours = around.map(keyOf).filter((k) => byKey.has(k));
          if (neighbours.length > 0) expect(neighbours, `${keyOf(h)} ${d}`).toContain(nextSpot(spots, byKey.get(keyOf(h))!, d)?.key);
        }
      }
    });
  }

  it('stops at the edge: nothing lies that way', () => {
    const spots: Spot[] = [{ key: 'a', x: 0, y: 0 }, { key: 'b', x: 60, y: 35 }];
    expect(nextSpot(spots, spots[0]!, 'left')).toBeNull();
    expect(nextSpot(spots, spots[0]!, 'right')?.key).toBe('b');
    expect(nextSpot(spots, spots[1]!, 'up')?.key).toBe('a');
  });
});
