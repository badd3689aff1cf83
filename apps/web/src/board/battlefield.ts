import { BATTLEFIELD_IDS, BATTLEFIELDS, offsetToHex, type BattlefieldId } from '@senjutsu/cards';
import type { GameView } from '@senjutsu/engine';
import { keyOf, type Hex } from './geometry';

// Which printed battlefield a view's board is, for its drawing (Ground.tsx) and its start areas
// during setup. The view names no battlefield, so it is recognised from the content: the printed
// battlefield whose hexes are all on the board and whose printed terrain lies there (boats may
// have added hexes on the water, R-TERRAIN-BOAT-2). The snowy field and the burnt village share
// their outline; the village's printed corpses and carts tell them apart. A board of no printed
// battlefield (a scenario's) is drawn plain.

export type Ground = BattlefieldId | 'plain';

const printed = (id: BattlefieldId) => BATTLEFIELDS[id];

/** Printed terrain first: the burnt village is tried before the snowy field of the same outline. */
const BY_TERRAIN = [...BATTLEFIELD_IDS].sort((a, b) => printed(b).terrain.length - printed(a).terrain.length);

const grounds = new WeakMap<readonly Hex[], Ground>();

/** The printed battlefield `board` (with `terrain` on it) is, or 'plain'. Worked out once per board. */
export function groundOf(board: readonly Hex[], terrain: GameView['terrain']): Ground {
  const known = grounds.get(board);
  if (known !== undefined) return known;
  const hexes = new Set(board.map(keyOf));
  const pieces = new Set(terrain.map((t) => `${keyOf(t.hex)}:${t.kind}`));
  const fits = (id: BattlefieldId) => {
    const b = printed(id);
    // Boats lie beside a battlefield, never inside another's outline: the board minus its boats is the printed outline.
    const boats = terrain.filter((t) => t.kind === 'boat' && !b.hexes.some((h) => keyOf(h) === keyOf(t.hex))).length;
    return b.hexes.length + boats === hexes.size && b.hexes.every((h) => hexes.has(keyOf(h))) && b.terrain.every((t) => pieces.has(`${keyOf(t.hex)}:${t.kind}`));
  };
  const ground = BY_TERRAIN.find(fits) ?? 'plain';
  grounds.set(board, ground);
  return ground;
}

const lake = () => new Set(printed('frozen-lake').hexes.map(keyOf));

/** The open water of the ice bridge: the frozen lake's ice that broke (battlefields.ts, ICE_BRIDGE), widened by a hex each side. */
export function waterHexes(board: readonly Hex[]): Hex[] {
  const on = new Set(board.map(keyOf));
  const broken = printed('frozen-lake').hexes.filter((h) => !on.has(keyOf(h)));
  const rows = broken.map((h) => h.r + Math.floor(h.q / 2));
  const beyond = [...new Set(rows)].flatMap((row) => [offsetToHex(-1, row), offsetToHex(9, row)]);
  return [...broken, ...beyond];
}

/** The cells of the frozen lake's 9 x 8 grid outside its outline (the cut corners): the shore. */
export function shoreHexes(): Hex[] {
  const ice = lake();
  const shore: Hex[] = [];
  for (let col = 0; col < 9; col++) for (let row = 0; row < 8; row++) {
    const h = offsetToHex(col, row);
    if (!ice.has(keyOf(h))) shore.push(h);
  }
  return shore;
}

/** Terrain and figures are being placed (the start areas matter). */
export const settingUp = (view: GameView): boolean => view.step === 'terrain' || view.step === 'placement';

/** Setup (R-SETUP-3, R-SETUP-10): while terrain and figures are placed, the start areas of each side, with the seats of that side. */
export function startAreasShown(view: GameView, ground: Ground): { hexes: readonly Hex[]; seats: number[] }[] {
  if (ground === 'plain' || view.horde !== undefined || !settingUp(view)) return [];
  // Team i starts in area i + 1 (battlefields.ts).
  return printed(ground).startAreas.map((area, team) => ({ hexes: area.hexes, seats: view.seats.filter((s) => s.team === team).map((s) => s.seat) }))
    .filter((a) => a.seats.length > 0);
}
