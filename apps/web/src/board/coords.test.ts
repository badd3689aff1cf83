import { BATTLEFIELD_IDS, BATTLEFIELDS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { coordinateNames } from './coords';

// Hex names (docs/keyboard.md): column letter from the left, row number from the top, on the grid
// the battlefields are drawn on; every hex of a battlefield has its own name.

describe('hex coordinates', () => {
  for (const id of BATTLEFIELD_IDS) {
    it(`${id}: every hex has a distinct name; down a column the row grows by one, across columns the letter`, () => {
      const hexes = BATTLEFIELDS[id].hexes;
      const names = coordinateNames(hexes);
      expect(names.size).toBe(hexes.length);
      expect(new Set(names.values()).size).toBe(hexes.length);
      for (const h of hexes) {
        const name = names.get(`${h.q},${h.r}`)!;
        expect(name).toMatch(/^[A-Z]+[1-9][0-9]*$/);
        const below = names.get(`${h.q},${h.r + 1}`);
        if (below !== undefined) expect(below).toBe(`${name.match(/^[A-Z]+/)![0]}${Number(name.match(/[0-9]+$/)![0]) + 1}`);
      }
      expect([...names.values()].some((n) => n.startsWith('A'))).toBe(true);
      expect([...names.values()].some((n) => /^[A-Z]+1$/.test(n))).toBe(true);
    });
  }

  it('names a hex by its place on the drawn grid: column c, row n is letter c+1, number n+1', () => {
    // Three columns of two rows, odd-q: column 1 sits half a hex lower.
    const grid = [0, 1, 2].flatMap((c) => [0, 1].map((n) => ({ q: c, r: n - Math.floor(c / 2) })));
    const names = coordinateNames(grid);
    expect(names.get('0,0')).toBe('A1');
    expect(names.get('0,1')).toBe('A2');
    expect(names.get('1,1')).toBe('B2');
    expect(names.get('2,-1')).toBe('C1');
    expect(names.get('2,0')).toBe('C2');
  });
});
