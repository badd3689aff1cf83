import { keyOf, type Hex } from './geometry';

// A hex's readable name on its battlefield (docs/keyboard.md): a column letter, A for the leftmost
// column of flat-topped hexes, and a row number, 1 for the top row, on the grid the battlefields
// are drawn on (odd columns sit half a hex lower). The names depend on the battlefield only, so
// every seat and every language calls a hex the same.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Column letters past Z go on as AA, AB, ... (no printed battlefield is that wide). */
const columnName = (index: number): string =>
  index < LETTERS.length ? LETTERS[index]! : `${columnName(Math.floor(index / LETTERS.length) - 1)}${LETTERS[index % LETTERS.length]}`;

/** The row of a hex on the odd-q offset grid the battlefields are drawn on (packages/cards/src/battlefields.ts). */
const rowOf = (h: Hex): number => h.r + Math.floor(h.q / 2);

/** The name of each hex of `board` by its key ("q,r" -> "C4"). */
export function coordinateNames(board: readonly Hex[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  if (board.length === 0) return names;
  const minQ = Math.min(...board.map((h) => h.q));
  const minRow = Math.min(...board.map(rowOf));
  for (const h of board) names.set(keyOf(h), `${columnName(h.q - minQ)}${rowOf(h) - minRow + 1}`);
  return names;
}

// A game's battlefield never changes: named once per board.
const cache = new WeakMap<readonly Hex[], ReadonlyMap<string, string>>();

export function coordinatesOf(board: readonly Hex[]): ReadonlyMap<string, string> {
  let names = cache.get(board);
  if (names === undefined) {
    names = coordinateNames(board);
    cache.set(board, names);
  }
  return names;
}
