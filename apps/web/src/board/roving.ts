// Arrow keys on the board (roving focus, docs/keyboard.md): the board is one Tab stop, and an
// arrow key moves the focus to the nearest spot (a hex, a figure, a facing arrow) that lies that
// way. Nearness weighs the distance across the key's direction twice, so Up goes straight up a
// column and Right goes to a neighbour of the next column.

export type Spot = { readonly key: string; readonly x: number; readonly y: number };

export type Direction = 'up' | 'down' | 'left' | 'right';

const VECTORS: Readonly<Record<Direction, { x: number; y: number }>> = {
  up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 },
};

export const ARROW_KEYS: Readonly<Record<string, Direction>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

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
    const score = along + 2 * across;
    if (score < bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}
