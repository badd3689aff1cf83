import { HexSchema, KamaePositionSchema } from '@senjutsu/cards';
import { z } from 'zod';
import { err, ok, type ErrorCode, type Result } from './result';
import { shuffled, type RngState } from './rng';
import { derivedRuleset, type Definitions, type ParsedDefinitions, type Ruleset } from './ruleset';
import { DEFAULT_OPTIONS, STUN, type CardId, type Seat, type SeatId } from './state';

// Section 6, what a game or a scenario is made of: the small pieces both creations share (the
// ruleset they play with, card ids, seats, the board). The schemas of a whole config or scenario,
// with every mode's part, are the composition's (modes/config.ts).

/** OP-39 and the tests' settings (state.ts GameOptions). */
export const OptionsSchema = z.object({ blocksProtectAllies: z.boolean().default(DEFAULT_OPTIONS.blocksProtectAllies), windowsForHolders: z.boolean().optional() }).default(DEFAULT_OPTIONS);

/** One human seat of a new game. */
export const SeatConfigSchema = z.object({
  character: z.string(),
  /** The ability deck (R-DECK-1) as card numbers; core cards are not part of it (R-DECK-2). */
  deck: z.array(z.string()).min(1),
  /** Core weapon card numbers (R-CORE-3, R-DECKBUILD-5). */
  weapons: z.array(z.string()).default([]),
  /** OP-44: seats with the same team share victory; default: every seat on its own. */
  team: z.int().min(0).max(3).optional(),
});

/** One seat of a scenario, set into its position. */
export const ScenarioSeatSchema = z.object({
  character: z.string(),
  team: z.int().min(0).max(3).optional(),
  hex: HexSchema,
  facing: z.int().min(0).max(5),
  /** A Kamae position (R-KAMAE-2); Neutral by default (R-KAMAE-6). */
  kamae: KamaePositionSchema.default('neutral'),
  focus: z.int().min(0).max(3).default(0),
  /** Card numbers; 'STUN' puts a stun card in the hand. */
  hand: z.array(z.string()).default([]),
  /** Top of the deck first. */
  deck: z.array(z.string()).default([]),
  /** Bottom of the pile first. */
  discard: z.array(z.string()).default([]),
  wounds: z.int().min(0).default(0),
  bleeding: z.int().min(0).default(0),
  stealthed: z.boolean().default(false),
  /** How many times each weakness card has already been rotated. */
  weakness: z.array(z.int().min(0).max(3)).default([]),
});

/**
 * The ruleset a game plays with: `ruleset`, or the ruleset derived from it by the definitions the
 * config or scenario adds (already parsed by the config schema; errors reported with `code`).
 */
export function rulesetFor(added: ParsedDefinitions, ruleset: Ruleset, code: ErrorCode): Result<Ruleset> {
  const derived = derivedRuleset(added, ruleset);
  return derived.ok ? derived : err(code, `definitions: ${derived.error.message}`);
}

export const zodMessage = (e: z.ZodError) => e.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

/**
 * Deal opaque instance ids in a random order, so an id never tells which card it is: card k of
 * `numbers` gets `ids[k]`, and `cards` maps each id to its card number, in deal order.
 */
export function dealCards(rng: RngState, numbers: readonly string[]): { ids: CardId[]; cards: Record<CardId, string>; rng: RngState } {
  const [order, next] = shuffled(rng, numbers.map((_, i) => i));
  const ids: CardId[] = [];
  const cards = hashRecord<string>();
  for (let k = 0; k < numbers.length; k++) {
    ids.push(cardId(order[k]!));
    cards[ids[k]!] = numbers[k]!;
  }
  return { ids, cards, rng: next };
}

// The id strings c0, c1, ... made once and reused by every game: a new string per card per game
// had to be hashed and interned again as a record key. As many as the largest game dealt.
const CARD_IDS: CardId[] = [];
const cardId = (n: number): CardId => (CARD_IDS[n] ??= `c${n}`);

/**
 * An empty record that V8 keeps as a hash table from the start. A record of ~64 keys inserted in
 * each game's own random order otherwise makes V8 build a new hidden class per key per game before
 * it gives up and turns the record into a hash table anyway (three quarters of newGame's own time).
 * Deleting a property that is not the last one added is what turns an object into a hash table.
 */
function hashRecord<T>(): Record<string, T> {
  const record: Record<string, unknown> = { first: 0, second: 0 };
  delete record.first;
  delete record.second;
  return record as Record<string, T>;
}

export function unknownCards(defs: Definitions, numbers: readonly string[]): string[] {
  return [...new Set(numbers.filter((n) => n !== STUN && defs.cards[n] === undefined))];
}

export function newSeat(character: string, team: number): Seat {
  return {
    character, team, hex: null, facing: 0, kamae: '', focus: 0, hand: [], deck: [], discard: [], selected: null, play: null,
    wounds: 0, bleeding: 0, weakness: [], defeated: null, instantUsed: false, stealthed: false, extraPlayed: [], poisonsUsed: [], terrainToPlace: [],
  };
}

/** R-ADV-2: the highest advantage value on the top space. */
export const advantageOrder = (defs: Definitions, characters: readonly string[]): SeatId[] =>
  characters.map((_, i) => i).sort((a, b) => defs.characters[characters[b]!]!.advantage - defs.characters[characters[a]!]!.advantage || a - b);
