import { BattlefieldSchema, HexSchema, KamaePositionSchema, TerrainKindSchema, type Battlefield } from '@senjutsu/cards';
import { z } from 'zod';
import { hexKey, wrapDirection, type Hex } from './hex';
import { err, type ErrorCode, type Result } from './result';
import { shuffled, type RngState } from './rng';
import { DefinitionsSchema, derivedRuleset, type Definitions, type ParsedDefinitions, type Ruleset } from './ruleset';
import { HordeConfigSchema } from './horde/config';
import { SoloConfigSchema, SoloScenarioSchema } from './solo/config';
import { DEFAULT_OPTIONS, STUN, type CardId, type Seat, type SeatId } from './state';

// Section 6, what a game or a scenario is made of: the config and scenario schemas, and the small
// pieces both creations share (the ruleset they play with, card ids, seats, the board).

const OptionsSchema = z.object({ blocksProtectAllies: z.boolean().default(DEFAULT_OPTIONS.blocksProtectAllies) }).default(DEFAULT_OPTIONS);

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

/** Deal opaque instance ids in a random order, so an id never tells which card it is. */
export function dealIds(rng: RngState, numbers: readonly string[]): [CardId[], RngState] {
  const [order, next] = shuffled(rng, numbers.map((_, i) => i));
  return [order.map((n) => `c${n}`), next];
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

export function boardOf(hexes: readonly Hex[]): Record<string, true> {
  return Object.fromEntries(hexes.map((h) => [hexKey(h), true as const]));
}

/** The start areas of a battlefield, each with the facing its figures take (OP-4). */
export const startAreasOf = (b: Pick<Battlefield, 'startAreas'>) => b.startAreas.map((a) => ({ hexes: a.hexes, facing: wrapDirection(a.facing) }));
