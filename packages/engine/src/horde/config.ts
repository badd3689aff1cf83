import { AutomatedCharacterSchema, AutomatonIdSchema, BehaviourSchema, HexSchema, StanceSchema } from '@senjutsu/cards';
import { z } from 'zod';
import { ContractsSchema } from '../solo/config';

// The horde settings of a game (section 22): GameConfigSchema takes them as its optional `horde`
// field. One human seat plays against waves of automata (horde/setup.ts). ScenarioSchema takes a
// horde position (horde/scenario.ts): the same settings with the level, the wave and its figures.

const SETTINGS = {
  /**
   * R-HORDE-NIGHTMARE-1 ('one': the first katana ashigaru becomes `replacement`) and
   * R-HORDE-NIGHTMARE-2 ('all': the three katana ashigaru become the automated `characters`).
   */
  nightmare: z.enum(['none', 'one', 'all']).default('none'),
  /** R-HORDE-NIGHTMARE-1: the automaton that replaces one katana ashigaru (any other automaton). */
  replacement: AutomatonIdSchema.exclude(['katana-ashigaru']).optional(),
  /** R-HORDE-NIGHTMARE-2: the three automated characters that replace the katana ashigaru, in wave order. */
  characters: z.array(AutomatedCharacterSchema).length(3).optional(),
  /** R-HORDE-LORD-1..4: the fallen-lord variant. */
  fallenLord: z.boolean().default(false),
};

export const HordeConfigSchema = z
  .object(SETTINGS)
  .refine((h) => h.nightmare !== 'one' || h.replacement !== undefined, { message: "nightmare 'one' names its replacement automaton (R-HORDE-NIGHTMARE-1)", path: ['replacement'] })
  .refine((h) => h.nightmare !== 'all' || h.characters !== undefined, { message: "nightmare 'all' names three automated characters (R-HORDE-NIGHTMARE-2)", path: ['characters'] })
  .refine((h) => h.characters === undefined || new Set(h.characters).size === 3, { message: 'each automated character once', path: ['characters'] })
  .refine((h) => (h.nightmare === 'one') === (h.replacement !== undefined) && (h.nightmare === 'all') === (h.characters !== undefined), {
    message: 'replacement goes with nightmare one, characters with nightmare all',
  });
export type HordeConfig = z.infer<typeof HordeConfigSchema>;
export type HordeConfigInput = z.input<typeof HordeConfigSchema>;

/** An automaton of the current wave already on the battlefield (createScenario). */
export const HordeEnteredSchema = z.object({
  /** R-HORDE-8: the start hex it entered at (distinct per wave, OP-33): its behaviour and facing by default (R-HORDE-10). */
  letter: z.enum(['A', 'B', 'C', 'D']),
  /** Where it stands now (default: its start hex) and its facing (default: the start hex's). */
  hex: HexSchema.optional(),
  facing: z.int().min(0).max(5).optional(),
  behaviour: BehaviourSchema.optional(),
  stance: StanceSchema.default('aggressive'),
  /** Solo card numbers, top first; left out: the deck built from the seed (R-HORDE-2). */
  deck: z.array(z.string()).optional(),
  /** At the Select step: its card this round (default: its top card). */
  drawn: z.string().optional(),
  /** Bottom of the pile first. */
  discard: z.array(z.string()).default([]),
  wounds: z.int().min(0).default(0),
  bleeding: z.int().min(0).default(0),
  /** It has already fallen in this wave: off the battlefield (ruling H2), so the wave's last figures can be set up. */
  defeated: z.boolean().default(false),
  /** R-SOLO-EXP-18: an automated Yojimbo's contracts already fulfilled in this wave. */
  contracts: ContractsSchema,
});

/** A horde position for createScenario: the settings, the level, the wave, its figures on the battlefield and the lord. */
export const HordeScenarioSchema = z.object({
  ...SETTINGS,
  /** R-HORDE-12: 1..3; every automaton's wound limit (R-HORDE-7, R-HORDE-RESET-10). */
  level: z.int().min(1).max(3).default(1),
  /** R-HORDE-3..6: 1..4. */
  wave: z.int().min(1).max(4).default(1),
  /** The wave's automata already entered, in wave order; the rest of the wave enters before the round (start 'roundStart'). */
  entered: z.array(HordeEnteredSchema).max(5).default([]),
  /** R-HORDE-LORD-1: the fallen lord's hex once placed; left out with `fallenLord`, the player places it (level 1, wave 1, before anyone entered). */
  lord: HexSchema.optional(),
});
export type HordeScenario = z.infer<typeof HordeScenarioSchema>;
