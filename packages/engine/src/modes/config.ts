import { BattlefieldSchema, HexSchema, TerrainKindSchema, type Battlefield } from '@senjutsu/cards';
import { z } from 'zod';
import { knownBattlefield, rememberBattlefield, type BattlefieldFacts } from '../battlefield';
import { OptionsSchema, ScenarioSeatSchema, SeatConfigSchema, zodMessage } from '../config';
import { HordeConfigSchema, HordeScenarioSchema } from '../horde/config';
import { err, ok, type Result } from '../result';
import { DefinitionsSchema } from '../ruleset';
import { SoloConfigSchema, SoloScenarioSchema } from '../solo/config';

// The config of a new game and the spec of a scenario, with each mode's part (section 6): the
// config selects the mode (modes/index.ts). The pieces they share are the core's (config.ts).

export const GameConfigSchema = z.object({
  seed: z.union([z.int(), z.string()]),
  battlefield: BattlefieldSchema,
  seats: z.array(SeatConfigSchema).min(1).max(4),
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

