import { copyFlow } from './phases/copy';
import { bindRuleset, rulesOf } from './ruleset';
import type { Draft, GameState, Seat } from './state-shape';

// The game state (its shape: state-shape.ts), the drafts rule functions change, and the readers
// every rule module uses (readers.ts): the one module the rules import the state from.

export * from './state-shape';
export type { Definitions } from './ruleset';

/**
 * A private copy to change. It copies exactly what rule functions change in place (the seats'
 * scalars and play, blocks, the flow's queues and attacks) and shares what is only ever replaced or
 * never changes (the bound ruleset, hexes, card effects, the board, the card, terrain and passage
 * records, the advantage track, the resolve stack's frames, and the seats' card lists: those are
 * typed read-only and replaced on a change; most actions change none of them).
 * The property test checks that applying an action never changes its input.
 */
export function draftOf(state: GameState): Draft {
  const s = state as Draft;
  return {
    ...s,
    seats: s.seats.map(copySeat),
    blocks: s.blocks.map((b) => ({ ...b })),
    flow: copyFlow(s.flow),
  };
}

/** The key ruleset.ts binds a state's ruleset under (an enumerable symbol: a spread copies it). */
const RULESET_KEY = Symbol.for('senjutsu.ruleset');

/** The keys of a state without solo or horde parts, in the order setup writes them (the JSON's order). */
const DUEL_KEYS: readonly string[] = [
  'ruleset', 'options', 'version', 'rng', 'round', 'board', 'startAreas', 'terrain', 'passages', 'seats', 'advantage', 'cards', 'flow', 'blocks', 'winners',
] satisfies readonly (keyof Draft)[];

/**
 * Whether `s` has exactly the keys of DUEL_KEYS, in that order, and no enumerable symbol but the
 * bound ruleset: then `draftOfDuel(s)` is the same object as `draftOf(s)` (same keys, order, values).
 */
export function hasDuelKeys(s: GameState): boolean {
  const keys = Object.keys(s);
  if (keys.length !== DUEL_KEYS.length) return false;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== DUEL_KEYS[i]) return false;
  for (const symbol of Object.getOwnPropertySymbols(s)) {
    if (symbol !== RULESET_KEY && Object.getOwnPropertyDescriptor(s, symbol)!.enumerable) return false;
  }
  return true;
}

/**
 * draftOf for a state known to pass hasDuelKeys: one literal of one shape instead of a spread
 * (V8 copies a spread's source key by key when the source has a non-enumerable property, as every
 * state has: flow.ts's memo).
 */
export function draftOfDuel(state: GameState): Draft {
  const s = state as Draft;
  const d: Draft = {
    ruleset: s.ruleset, options: s.options, version: s.version, rng: s.rng, round: s.round, board: s.board, startAreas: s.startAreas,
    terrain: s.terrain, passages: s.passages, seats: s.seats.map(copySeat), advantage: s.advantage, cards: s.cards,
    flow: copyFlow(s.flow), blocks: s.blocks.map((b) => ({ ...b })), winners: s.winners,
  };
  return bindRuleset(d, rulesOf(state));
}

/**
 * A seat's copy, written out field by field in the order setup creates them (the same JSON): a
 * literal of one shape is several times cheaper than a spread. Its lists are shared (read-only).
 */
function copySeat(st: Seat): Seat {
  return {
    character: st.character,
    team: st.team,
    hex: st.hex,
    facing: st.facing,
    kamae: st.kamae,
    focus: st.focus,
    hand: st.hand,
    deck: st.deck,
    discard: st.discard,
    selected: st.selected,
    play: st.play === null ? null : { ...st.play },
    wounds: st.wounds,
    bleeding: st.bleeding,
    weakness: st.weakness,
    defeated: st.defeated,
    instantUsed: st.instantUsed,
    stealthed: st.stealthed,
    extraPlayed: st.extraPlayed,
    poisonsUsed: st.poisonsUsed,
    terrainToPlace: st.terrainToPlace,
  };
}

/** A record without `key`, the others in their order (for the records a draft shares). */
export function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in record) if (k !== key) out[k] = record[k]!;
  return out;
}

export * from './readers';
