// Seeded randomness kept in the state (style.md §2.9): sfc32, a small fast generator with a
// 128-bit state that is plain numbers, so a game is reproducible from its seed and JSON-safe.

export type RngState = readonly [number, number, number, number];

export function seedRng(seed: number | string): RngState {
  // Expand the seed with a string hash (cyrb128-style) so nearby seeds diverge at once.
  const text = String(seed);
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  let state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  for (let i = 0; i < 12; i++) state = nextRandom(state)[1];
  return state;
}

/** The next value in [0, 2^32) and the next state. */
export function nextRandom([a, b, c, d]: RngState): [number, RngState] {
  const t = (((a + b) | 0) + d) | 0;
  const nd = (d + 1) | 0;
  const na = b ^ (b >>> 9);
  const nb = (c + (c << 3)) | 0;
  const nc = ((c << 21) | (c >>> 11)) + t | 0;
  return [t >>> 0, [na >>> 0, nb >>> 0, nc >>> 0, nd >>> 0]];
}

/** A uniform integer in [0, n). */
export function randomInt(rng: RngState, n: number): [number, RngState] {
  const [value, next] = nextRandom(rng);
  return [Math.floor((value / 4294967296) * n), next];
}

/** Fisher-Yates shuffle into a new array. */
export function shuffled<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, state] = randomInt(state, i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, state];
}
