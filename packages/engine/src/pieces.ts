import type { Terrain, TerrainKind } from '@senjutsu/cards';
import { toAbsolute, wrapDirection, type Facing, type Hex } from './hex';
import { sameJson } from './json';
import { rulesOf } from './ruleset';
import type { GameState, PlacedPiece } from './state-shape';

// OP-69: everything on the battlefield is public. A piece covering several hexes (the torii) is
// kept as placed, its anchor and facing, so every view can list its hexes, pillars and passage.

/** A multi-hex piece as placed (R-SETUP-3): its anchor hex and its facing. */
export type { PlacedPiece } from './state-shape';

/** OP-69: a placed multi-hex piece in a view: every hex it covers, its pillars and its passage. */
export type PieceView = PlacedPiece & { readonly hexes: readonly Hex[]; readonly pillars: readonly Hex[]; readonly passage: readonly Hex[] };

/** The hexes a piece covers when placed on `at` turned to `facing` (multi-hex pieces such as the torii). */
export function footprintHexes(piece: Terrain, at: Hex, facing: number): { hex: Hex; passage: boolean }[] {
  return piece.footprint.map((f) => ({ hex: toAbsolute(at, wrapDirection(facing), f.at), passage: f.passage }));
}

export const coversSeveralHexes = (piece: Terrain) => piece.footprint.length > 1;

const NONE: readonly PieceView[] = [];
const views = new WeakMap<object, readonly PieceView[]>();

/** The pieces of a state as the view lists them, one list per pieces list (states share it while none is placed). */
export function piecesView(s: GameState, like: readonly PieceView[] | undefined): readonly PieceView[] {
  const placed = s.pieces;
  if (placed === undefined || placed.length === 0) return like !== undefined && like.length === 0 ? like : NONE;
  let list = views.get(placed);
  if (list === undefined) {
    list = placed.map((p, i) => {
      const cells = footprintHexes(rulesOf(s).terrain[p.kind], p.hex, p.facing);
      const made: PieceView = {
        kind: p.kind, hex: p.hex, facing: p.facing,
        hexes: cells.map((c) => c.hex), pillars: cells.filter((c) => !c.passage).map((c) => c.hex), passage: cells.filter((c) => c.passage).map((c) => c.hex),
      };
      const was = like?.[i];
      return was !== undefined && sameJson(was, made) ? was : made;
    });
    views.set(placed, list);
  }
  return list;
}
