import type { RandomSource } from './decks';

// A seeded random source for tests (mulberry32, state threaded as a number). The engine passes its
// own seeded generator instead.

const next = (state: number): [number, number] => {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, s];
};

export const seeded = (seed: number): RandomSource<number> => ({
  state: Math.imul(seed, 2654435761) >>> 0,
  int: (state, n) => {
    const [x, s] = next(state);
    return [Math.floor(x * n), s];
  },
});
