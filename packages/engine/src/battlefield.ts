import type { Battlefield, TerrainKind } from '@senjutsu/cards';
import { hexKey, wrapDirection, type Facing, type Hex } from './hex';

// What a new game reads of its battlefield (R-SETUP-1, R-SETUP-3, R-SETUP-10, R-SETUP-11, OP-4),
// derived once per battlefield that cannot change. A server creates a game per room and rematch, a
// benchmark or an AI one per playout, nearly always on one of the four printed battlefields.

/** A battlefield's board, start areas and printed terrain, as a new game's state holds them, and its room for setup. */
export type BattlefieldFacts = {
  readonly board: Readonly<Record<string, true>>;
  readonly startAreas: readonly { readonly hexes: readonly Hex[]; readonly facing: Facing }[];
  /** R-SETUP-1: the printed terrain by hexKey. */
  readonly terrain: Readonly<Record<string, TerrainKind>>;
  /** R-SETUP-11: the hexes of each start area without printed terrain. */
  readonly freeInArea: readonly number[];
  /** R-SETUP-3 and our ruling: the empty hexes outside every start area. */
  readonly freeOutside: number;
};

export function boardOf(hexes: readonly Hex[]): Record<string, true> {
  const board: Record<string, true> = {};
  for (const h of hexes) board[hexKey(h)] = true;
  return board;
}

/** The start areas of a battlefield, each with the facing its figures take (OP-4). */
export const startAreasOf = (b: Pick<Battlefield, 'startAreas'>) => b.startAreas.map((a) => ({ hexes: a.hexes, facing: wrapDirection(a.facing) }));

export function battlefieldFacts(b: Battlefield): BattlefieldFacts {
  const terrain: Record<string, TerrainKind> = {};
  for (const t of b.terrain) terrain[hexKey(t.hex)] = t.kind;
  const start = new Set<string>();
  for (const area of b.startAreas) for (const h of area.hexes) start.add(hexKey(h));
  let freeOutside = 0;
  for (const h of b.hexes) if (!start.has(hexKey(h)) && terrain[hexKey(h)] === undefined) freeOutside++;
  return {
    board: boardOf(b.hexes),
    startAreas: startAreasOf(b),
    terrain,
    freeInArea: b.startAreas.map((a) => a.hexes.filter((h) => terrain[hexKey(h)] === undefined).length),
    freeOutside,
  };
}

// ---------------------------------------------------------------------------------------------
// Battlefields that cannot change: parsed and derived once.

/**
 * A value no one can change: deep-frozen plain data (objects and arrays of Object's and Array's
 * prototypes, data properties only, no functions). Reading it twice gives the same values.
 */
export function immutable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'function';
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype) return false;
  if (!Object.isFrozen(value)) return false;
  for (const d of Object.values(Object.getOwnPropertyDescriptors(value))) if (!('value' in d) || !immutable(d.value)) return false;
  return true;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

type Known = { readonly battlefield: Battlefield; readonly facts: BattlefieldFacts };

// Keyed by the identity of a battlefield that cannot change (checked by `immutable` before it is
// kept), so its parse and facts are the same every time: the cache cannot change a result. A
// WeakMap keeps an entry only as long as its battlefield lives.
const known = new WeakMap<object, Known>();

/** The parsed battlefield and its facts kept for `input`, if `input` was seen before and cannot change. */
export function knownBattlefield(input: unknown): Known | undefined {
  return typeof input === 'object' && input !== null ? known.get(input) : undefined;
}

/**
 * Keep `parsed`, the parse of `input`, when `input` cannot change. What is kept is frozen too:
 * every game on the battlefield shares its records (a rule replaces the board, terrain or start
 * areas of a state, never changes them).
 */
export function rememberBattlefield(input: unknown, parsed: Battlefield): BattlefieldFacts {
  if (typeof input !== 'object' || input === null || !immutable(input)) return battlefieldFacts(parsed);
  const entry = deepFreeze({ battlefield: parsed, facts: battlefieldFacts(parsed) });
  known.set(input, entry);
  return entry.facts;
}
