import { BattlefieldSchema, HexSchema, KamaePositionSchema, TerrainKindSchema, type Battlefield } from '@senjutsu/cards';
import { z } from 'zod';
import { knownBattlefield, rememberBattlefield, type BattlefieldFacts } from './battlefield';
import { err, ok, type ErrorCode, type Result } from './result';
import { shuffled, type RngState } from './rng';
import { DefinitionsSchema, derivedRuleset, type Definitions, type ParsedDefinitions, type Ruleset } from './ruleset';
import { HordeConfigSchema, HordeScenarioSchema } from './horde/config';
import { SoloConfigSchema, SoloScenarioSchema } from './solo/config';
import { DEFAULT_OPTIONS, STUN, type CardId, type Seat, type SeatId } from './state';

// Section 6, what a game or a scenario is made of: the config and scenario schemas, and the small
// pieces both creations share (the ruleset they play with, card ids, seats, the board).

const OptionsSchema = z.object({ blocksProtectAllies: z.boolean().default(DEFAULT_OPTIONS.blocksProtectAllies), windowsForHolders: z.boolean().optional() }).default(DEFAULT_OPTIONS);

export const GameConfigSchema = z.object({
  seed: z.union([z.int(), z.string()]),
  battlefield: BattlefieldSchema,
  seats: z
    .array(
      z.object({
        character: z.string(),
        /** The ability deck (R-DECK-1) as card numbers; core cards are not part of it (R-DECK-2). */
        deck: z.array(z.string()).min(1),
        /** Core weapon card numbers (R-CORE-3, R-DECKBUILD-5). */
        weapons: z.array(z.string()).default([]),
        /** OP-44: seats with the same team share victory; default: every seat on its own. */
        team: z.int().min(0).max(3).optional(),
      }),
    )
    .min(1)
    .max(4),
  /** Terrain pieces the players agreed on, placed in turns during setup (R-SETUP-2, R-SETUP-3). */
  /** Automaton seats after these seats (solo and co-op, section 20; solo/config.ts). */
  solo: SoloConfigSchema.optional(),
  /** Horde mode (section 22): one human seat against waves of automata (horde/config.ts). */
  horde: HordeConfigSchema.optional(),
  terrain: z.array(TerrainKindSchema).default([]),
  options: OptionsSchema,
  /** Definitions this game adds to its ruleset (test-only cards): they make a derived ruleset. */
  definitions: DefinitionsSchema.default({ cards: [], characters: [], poisons: [], terrain: [] }),
});
export type GameConfig = z.input<typeof GameConfigSchema>;
export type ParsedGameConfig = z.infer<typeof GameConfigSchema>;

/** The config schema for a battlefield parsed before (battlefield.ts): the rest parsed as ever. */
const ConfigOnKnownBattlefieldSchema = GameConfigSchema.extend({ battlefield: z.custom<Battlefield>() });

/**
 * GameConfigSchema's parse of `input`, and the facts of its battlefield (battlefield.ts). A
 * battlefield that cannot change (the printed ones are frozen) is parsed once, not every game;
 * anything wrong with the config is still reported by GameConfigSchema itself, word for word.
 */
export function parseGameConfig(input: GameConfig): Result<{ config: ParsedGameConfig; facts: BattlefieldFacts }> {
  const seen = knownBattlefield((input as { battlefield?: unknown } | null | undefined)?.battlefield);
  if (seen !== undefined) {
    const rest = ConfigOnKnownBattlefieldSchema.safeParse(input);
    if (rest.success) return ok({ config: { ...rest.data, battlefield: seen.battlefield }, facts: seen.facts });
  }
  const parsed = GameConfigSchema.safeParse(input);
  if (!parsed.success) return err('INVALID_CONFIG', zodMessage(parsed.error));
  return ok({ config: parsed.data, facts: rememberBattlefield(input.battlefield, parsed.data.battlefield) });
}

const ScenarioSeatSchema = z.object({
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

export const ScenarioSchema = z.object({
  seed: z.union([z.int(), z.string()]).default(1),
  /** A battlefield, or just its hexes. */
  battlefield: z.union([BattlefieldSchema, z.object({ hexes: z.array(HexSchema).min(2) })]),
  terrain: z.array(z.object({ kind: TerrainKindSchema, hex: HexSchema })).default([]),
  /** The human seats (and, with `solo`, at least one); the automaton seats follow them. */
  seats: z.array(ScenarioSeatSchema).min(1).max(4),
  /** Automaton seats after these seats (solo/scenario.ts). */
  solo: SoloScenarioSchema.optional(),
  /** A horde position: one human seat, the automata and the lord after it (horde/scenario.ts). */
  horde: HordeScenarioSchema.optional(),
  /** The advantage track, top first; by default by the characters' advantage values (R-ADV-2). */
  advantage: z.array(z.int().min(0)).optional(),
  round: z.int().min(1).default(1),
  /** Start before the start-of-round effects and the draw, or at the Select step. */
  start: z.enum(['roundStart', 'select']).default('select'),
  options: OptionsSchema,
  definitions: DefinitionsSchema.default({ cards: [], characters: [], poisons: [], terrain: [] }),
});
export type ScenarioSpec = z.input<typeof ScenarioSchema>;

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
