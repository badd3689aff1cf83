import { z } from 'zod';
import { BattlefieldSchema, HexSchema, LANGUAGES, TerrainKindSchema, type Battlefield, type BattlefieldInput, type Names, type TerrainKind } from './schema';

// The four battlefields of the two double-sided boards (R-COMP-4, R-SETUP-1, OP-3, OP-4).
//
// The rulebooks name the boards but print their shapes, start hexes and horde hexes only as
// pictures, so every shape below is this project's authoring (OP-3), kept as data a player with
// the printed boards can correct: edit the grid strings, run `npm test` (docs/cards.md).
//
// A board is drawn as rows of characters on a flat-topped offset grid: character c of row n is
// column c, and odd columns sit half a hex lower than even ones ("odd-q"). Column c, row n is the
// axial hex q = c, r = n - floor(c / 2). Row 0 is the north edge (north = decreasing r).
//
//   .    a hex                     ~    open water (no hex; boats may be placed there, R-TERRAIN-BOAT-2)
//   1-4  a hex of start area 1-4   (space) outside the board (no hex)
//   c    a printed corpse          k    a printed burning cart
//   r    a printed rock            (other terrain kinds by their letter in GRID_TERRAIN)

type Hex = z.infer<typeof HexSchema>;

/** The printed terrain a grid letter stands for. */
export const GRID_TERRAIN: Readonly<Record<string, TerrainKind>> = {
  c: 'corpse', k: 'cart', r: 'rock', b: 'bamboo', s: 'shrine', h: 'cherry', t: 'trap', p: 'caltrops',
};

/** Column c, row n of an odd-q offset grid as an axial hex. */
export const offsetToHex = (col: number, row: number): Hex => ({ q: col, r: row - Math.floor(col / 2) + 0 });

type GridBoard = {
  readonly id: string;
  readonly names: Names;
  readonly grid: readonly string[];
  /** OP-4: the facing of each start area, toward the opposite edge (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW). */
  readonly facings: readonly number[];
};

/** A battlefield from its grid drawing (see the legend above). */
export function battlefieldFromGrid(board: GridBoard): BattlefieldInput {
  const hexes: Hex[] = [];
  const terrain: { kind: TerrainKind; hex: Hex }[] = [];
  const areas: Hex[][] = board.facings.map(() => []);
  board.grid.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (ch === ' ' || ch === '~') return;
      const hex = offsetToHex(col, row);
      hexes.push(hex);
      if (ch === '.') return;
      const area = Number(ch);
      const kind = GRID_TERRAIN[ch];
      if (Number.isInteger(area) && area >= 1 && area <= areas.length) areas[area - 1]!.push(hex);
      else if (kind !== undefined) terrain.push({ kind: TerrainKindSchema.parse(kind), hex });
      else throw new Error(`battlefield ${board.id}: unknown grid character '${ch}' at column ${col}, row ${row}`);
    });
  });
  return {
    id: board.id,
    names: board.names,
    hexes,
    terrain,
    startAreas: areas.map((area, i) => ({ hexes: area, facing: board.facings[i]! })),
  };
}

// Start areas (R-SETUP-10, OP-3): area 1 on the south edge facing north, area 2 on the north edge
// facing south (the two sides of a duel or of a team game, R-SETUP-11: four hexes each, room for
// a team of two); on the open boards also area 3 on the west edge and area 4 on the east edge,
// facing each other, for three- and four-sided free-for-alls. Team (or seat) i uses area i + 1.

/**
 * Board 1, side A: open snow, 10 x 7 = 70 hexes, no printed terrain. The board is point-symmetric
 * (column c, row n <-> column 9 - c, row 6 - n), so both sides of a duel see the same field.
 */
const SNOWY_BATTLEFIELD: GridBoard = {
  id: 'snowy-battlefield',
  names: { cs: 'Zasněžené bojiště', pl: 'Śnieżna Polana', uk: 'Засніжене поле бою', en: 'Snowy Battlefield' },
  grid: [
    '...2222...',
    '3.........',
    '3........4',
    '3........4',
    '3........4',
    '.........4',
    '...1111...',
  ],
  facings: [0, 3, 2, 5],
};

/**
 * Board 1, side B: the same outline as the snowy side; the burnt-out village square in the middle
 * holds two fallen samurai (corpses) and two burnt-out carts, point-symmetric like the board.
 */
const BURNT_VILLAGE: GridBoard = {
  id: 'burnt-village',
  names: { cs: 'Vypálená vesnice', pl: 'Spalona wioska', uk: 'Село у вогні', en: 'Burnt Village' },
  grid: [
    '...2222...',
    '3.........',
    '3.k......4',
    '3...cc...4',
    '3......k.4',
    '.........4',
    '...1111...',
  ],
  facings: [0, 3, 2, 5],
};

/**
 * Board 2, side A: a frozen lake, 9 x 8 with the outermost corners cut to the shore (68 hexes),
 * open ice without printed terrain; mirror-symmetric west to east.
 */
const FROZEN_LAKE: GridBoard = {
  id: 'frozen-lake',
  names: { cs: 'Zamrzlé jezero', pl: 'Zamarznięte jezioro', uk: 'Замерзле озеро', en: 'Frozen Lake' },
  grid: [
    ' .22222. ',
    '.........',
    '3.......4',
    '3.......4',
    '3.......4',
    '3.......4',
    '.........',
    '. 11111 .',
  ],
  facings: [0, 3, 2, 4],
};

/**
 * Board 2, side B: the same outline, but the ice has broken into open water across the middle;
 * only a narrow ice bridge three hexes wide joins the two banks (56 hexes). Boats laid on the
 * water open new paths (R-TERRAIN-BOAT-2). Only the two banks have start areas.
 */
const ICE_BRIDGE: GridBoard = {
  id: 'ice-bridge',
  names: { cs: 'Ledový most', pl: 'Lodowy most', uk: 'Крижаний міст', en: 'Ice Bridge' },
  grid: [
    ' .22222. ',
    '.........',
    '.........',
    '~~~...~~~',
    '~~~...~~~',
    '.........',
    '.........',
    '. 11111 .',
  ],
  facings: [0, 3],
};

/** Deep-frozen: printed content never changes, and the engine parses a battlefield that cannot change only once. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) frozen(v);
  return Object.freeze(value);
}

const parse = (board: GridBoard): Battlefield => frozen(BattlefieldSchema.parse(battlefieldFromGrid(board)));

/** The battlefield ids, board 1 side A and B, then board 2 side A and B. */
export const BATTLEFIELD_IDS = ['snowy-battlefield', 'burnt-village', 'frozen-lake', 'ice-bridge'] as const;
export const BattlefieldIdSchema = z.enum(BATTLEFIELD_IDS);
export type BattlefieldId = z.infer<typeof BattlefieldIdSchema>;

/** The four battlefields, parsed by BattlefieldSchema once at load (and frozen). */
export const BATTLEFIELDS: Readonly<Record<BattlefieldId, Battlefield>> = {
  'snowy-battlefield': parse(SNOWY_BATTLEFIELD),
  'burnt-village': parse(BURNT_VILLAGE),
  'frozen-lake': parse(FROZEN_LAKE),
  'ice-bridge': parse(ICE_BRIDGE),
};

/** R-COMP-4: two double-sided boards; each side is one battlefield. */
export const BOARDS: readonly { readonly id: string; readonly sides: readonly [BattlefieldId, BattlefieldId] }[] = [
  { id: 'board-1', sides: ['snowy-battlefield', 'burnt-village'] },
  { id: 'board-2', sides: ['frozen-lake', 'ice-bridge'] },
];

// ---------------------------------------------------------------------------------------------
// Horde mode start hexes (R-HORDE-8, R-HORDE-10, OP-3, OP-4): A, B, C, D for the automata and X
// for the player's character. Our authoring like the shapes: X in the middle of the south edge,
// facing north; A to D along the north edge from the player's left (west) to right (east),
// facing toward X (the Polish rulebook says the start hex also sets the automaton's facing).

export const HordeStartSchema = z.object({ hex: HexSchema, facing: z.int().min(0).max(5) });
export const HordeStartsSchema = z.object({
  A: HordeStartSchema, B: HordeStartSchema, C: HordeStartSchema, D: HordeStartSchema, X: HordeStartSchema,
});
export type HordeStarts = z.infer<typeof HordeStartsSchema>;

/** R-HORDE-10: the automaton's starting behaviour given by its start hex. */
export const HORDE_BEHAVIOUR = { A: 'left', B: 'middle', C: 'middle', D: 'right' } as const;

const at = (col: number, row: number, facing: number) => ({ hex: offsetToHex(col, row), facing });

export const HORDE_STARTS: Readonly<Record<BattlefieldId, HordeStarts>> = {
  'snowy-battlefield': HordeStartsSchema.parse({ A: at(1, 0, 2), B: at(3, 0, 3), C: at(6, 0, 3), D: at(8, 0, 4), X: at(4, 6, 0) }),
  'burnt-village': HordeStartsSchema.parse({ A: at(1, 0, 2), B: at(3, 0, 3), C: at(6, 0, 3), D: at(8, 0, 4), X: at(4, 6, 0) }),
  'frozen-lake': HordeStartsSchema.parse({ A: at(1, 0, 2), B: at(3, 0, 3), C: at(5, 0, 3), D: at(7, 0, 4), X: at(4, 7, 0) }),
  'ice-bridge': HordeStartsSchema.parse({ A: at(1, 0, 2), B: at(3, 0, 3), C: at(5, 0, 3), D: at(7, 0, 4), X: at(4, 7, 0) }),
};

// ---------------------------------------------------------------------------------------------
// Joining boards (R-SETUP-1): several boards may form one larger battlefield.

const STEPS: readonly Hex[] = [
  { q: 0, r: -1 }, { q: 1, r: -1 }, { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 },
];
const keyOf = (h: Hex) => `${h.q},${h.r}`;
const add = (h: Hex, d: Hex): Hex => ({ q: h.q + d.q + 0, r: h.r + d.r + 0 });

/** The six hexes around `h`, in direction order 0 N to 5 NW. */
export const neighboursOf = (h: Hex): Hex[] => STEPS.map((d) => add(h, d));

/** R-CONV-4: the number of steps between two hexes. */
export const hexDistance = (a: Hex, b: Hex): number => Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.q + a.r - b.q - b.r));

/** The side of `a` on which `b` is laid. */
export const JoinSideSchema = z.enum(['north', 'south', 'east', 'west']);
export type JoinSide = z.infer<typeof JoinSideSchema>;

/** Twice the vertical pixel centre of a hex in hex-height units (2r + q), an integer. */
const y2 = (h: Hex) => 2 * h.r + h.q;

function columns(hexes: readonly Hex[]): Map<number, { min: number; max: number }> {
  const cols = new Map<number, { min: number; max: number }>();
  for (const h of hexes) {
    const c = cols.get(h.q);
    cols.set(h.q, c === undefined ? { min: h.r, max: h.r } : { min: Math.min(c.min, h.r), max: Math.max(c.max, h.r) });
  }
  return cols;
}

/** How far to shift `b` so it lies on `side` of `a` with the facing edges touching. */
function joinOffset(a: readonly Hex[], b: readonly Hex[], side: JoinSide): Hex {
  const qs = (hs: readonly Hex[]) => hs.map((h) => h.q);
  if (side === 'north' || side === 'south') {
    // Left edges aligned; then b moved up (down) until, in the tightest shared column, its nearest
    // hex sits right next to a's outermost hex.
    const dq = Math.min(...qs(a)) - Math.min(...qs(b));
    const colsA = columns(a);
    const shifts = [...columns(b.map((h) => ({ q: h.q + dq, r: h.r })))].flatMap(([q, cb]) => {
      const ca = colsA.get(q);
      if (ca === undefined) return [];
      return [side === 'north' ? ca.min - cb.max - 1 : ca.max - cb.min + 1];
    });
    return { q: dq, r: side === 'north' ? Math.min(...shifts) : Math.max(...shifts) };
  }
  // East or west: b's nearest column right beside a's outermost column, vertical centres aligned.
  const dq = side === 'east' ? Math.max(...qs(a)) - Math.min(...qs(b)) + 1 : Math.min(...qs(a)) - Math.max(...qs(b)) - 1;
  const mean = (hs: readonly Hex[]) => hs.reduce((s, h) => s + y2(h), 0) / hs.length;
  const dr = Math.round((mean(a) - mean(b) - dq) / 2);
  return { q: dq, r: dr + 0 };
}

/**
 * R-SETUP-1: battlefield `b` laid beside battlefield `a` on `side`, edges touching, as one larger
 * battlefield. Hexes and printed terrain are merged; a start area is kept only if it lies away from
 * the seam (none of its hexes touches the other board), so the kept areas are on the far edges;
 * areas of the same index and facing from both boards are merged into one. Pure: the inputs are
 * not changed. Throws only if the two boards cannot touch (a board without hexes).
 */
export function joinBattlefields(a: Battlefield, b: Battlefield, options: { side: JoinSide }): Battlefield {
  const side = JoinSideSchema.parse(options.side);
  const d = joinOffset(a.hexes, b.hexes, side);
  const moved = (h: Hex) => add(h, d);
  const bHexes = b.hexes.map(moved);
  const aKeys = new Set(a.hexes.map(keyOf));
  const bKeys = new Set(bHexes.map(keyOf));
  const touches = (hs: readonly Hex[], other: Set<string>) => hs.some((h) => neighboursOf(h).some((n) => other.has(keyOf(n))));
  if (bHexes.some((h) => aKeys.has(keyOf(h))) || !touches(bHexes, aKeys)) {
    throw new Error(`battlefields ${a.id} and ${b.id} cannot be joined on the ${side} side`);
  }
  const areasA = a.startAreas.map((s) => (touches(s.hexes, bKeys) ? null : s));
  const areasB = b.startAreas.map((s) => (touches(s.hexes.map(moved), aKeys) ? null : { hexes: s.hexes.map(moved), facing: s.facing }));
  const startAreas = Array.from({ length: Math.max(areasA.length, areasB.length) }, (_, i) => {
    const [sa, sb] = [areasA[i] ?? null, areasB[i] ?? null];
    if (sa !== null && sb !== null && sa.facing === sb.facing) return { hexes: [...sa.hexes, ...sb.hexes], facing: sa.facing };
    return sa ?? sb;
  }).filter((s) => s !== null);
  const names = Object.fromEntries(LANGUAGES.map((l) => [l, `${a.names[l]} + ${b.names[l]}`])) as Names;
  return BattlefieldSchema.parse({
    id: `${a.id}+${side}+${b.id}`,
    names,
    hexes: [...a.hexes, ...bHexes],
    terrain: [...a.terrain, ...b.terrain.map((t) => ({ kind: t.kind, hex: moved(t.hex) }))],
    startAreas,
  });
}
