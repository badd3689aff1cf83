// Arrow keys on the board (roving focus, docs/keyboard.md): the board is one Tab stop, and an
// arrow key moves the focus to the nearest spot (a hex, a figure, a facing arrow) that lies that
// way. Nearness weighs the distance across the key's direction 1.2 times, so Up goes straight up a
// column and Right goes to a neighbour of the next column (on flat-topped hexes a neighbour lies
// 1.5 along and 0.87 across; twice the across would prefer the hex two columns on, 3 along and 0
// across, and Left and Right would never change between odd and even columns).

export type Spot = { readonly key: string; readonly x: number; readonly y: number };

export type Direction = 'up' | 'down' | 'left' | 'right';

const VECTORS: Readonly<Record<Direction, { x: number; y: number }>> = {
  up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 },
};

export const ARROW_KEYS: Readonly<Record<string, Direction>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

const ACROSS_WEIGHT = 1.2;

/** The spot an arrow key leads to from `from`, or null at the board's edge. */
export function nextSpot(spots: readonly Spot[], from: Spot, direction: Direction): Spot | null {
  const v = VECTORS[direction];
  let best: Spot | null = null;
  let bestScore = Infinity;
  for (const s of spots) {
    const dx = s.x - from.x;
    const dy = s.y - from.y;
    const along = dx * v.x + dy * v.y;
    if (along < 1) continue;
    const across = Math.abs(dx * v.y - dy * v.x);
    const score = along + ACROSS_WEIGHT * across;
    if (score < bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}
