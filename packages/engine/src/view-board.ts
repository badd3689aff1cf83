import { hexKey, type Hex } from './hex';
import { boardHexes, type GameState } from './state';

// The board and terrain parts of a view (view.ts): public, the same for every viewer, and one list
// per board or terrain object, so that views of states that share them share the lists too.

export type TerrainView = readonly { readonly hex: Hex; readonly kind: string }[];

const hexOf = (key: string): Hex => {
  const [q, r] = key.split(',').map(Number);
  return { q: q!, r: r! };
};

/** The board's hexes, one list per board (boardHexes keeps one per board object). */
const boardViews = new WeakMap<object, readonly Hex[]>();
export function boardView(s: GameState, like: readonly Hex[] | undefined): readonly Hex[] {
  const spots = boardHexes(s);
  let board = boardViews.get(spots);
  if (board === undefined) {
    board = like !== undefined && like.length === spots.length && spots.every((b, i) => b.hex.q === like[i]!.q && b.hex.r === like[i]!.r) ? like : spots.map((b) => b.hex);
    boardViews.set(spots, board);
  }
  return board;
}

/** The terrain pieces, one list per terrain object (a state keeps its terrain object while no piece changes). */
const terrainViews = new WeakMap<object, TerrainView>();
export function terrainView(s: GameState, like: TerrainView | undefined): TerrainView {
  let terrain = terrainViews.get(s.terrain);
  if (terrain === undefined) {
    const entries = Object.entries(s.terrain);
    const same = like !== undefined && like.length === entries.length && entries.every(([k, kind], i) => like[i]!.kind === kind && hexKey(like[i]!.hex) === k);
    terrain = same ? like : entries.map(([k, kind]) => ({ hex: hexOf(k), kind }));
    terrainViews.set(s.terrain, terrain);
  }
  return terrain;
}
