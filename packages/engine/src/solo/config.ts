import { AutomatonIdSchema, BehaviourSchema, HexSchema, SelectionDeckIdSchema, StanceSchema } from '@senjutsu/cards';
import { z } from 'zod';

// The solo and co-op settings of a game (section 20, OP-46): the automaton seats beside the human
// seats. GameConfigSchema takes them as its optional `solo` field.

/** R-SOLO-EXP-18: the contracts an automated Yojimbo has already fulfilled, in a position. */
export const ContractsSchema = z.array(z.enum(['first-blood', 'counter', 'tools-of-the-trade'])).default([]);

export const AutomatonSeatSchema = z.object({
  automaton: AutomatonIdSchema,
  /** R-SOLO-NIGHTMARE-2: the optional difficulty. */
  nightmare: z.boolean().default(false),
  /** OP-28 as a setting: the player's pick of deck for each "+n more card from deck X or Y"; random when left out. */
  choices: z.array(SelectionDeckIdSchema).optional(),
  /** R-SOLO-WOUND-2/3: by default the recommended limit for the number of automata in the game. */
  woundLimit: z.int().min(1).max(30).optional(),
});

export const SoloConfigSchema = z.object({
  /** R-SOLO-SETUP-3..6: one seat per automaton, after the human seats, all on the automata's side (OP-71: 1 to 5; six figures in all). */
  automata: z.array(AutomatonSeatSchema).min(1).max(5),
  /** OP-25: starting behaviour and stance at random (the default) or by position (Czech). */
  markers: z.enum(['random', 'position']).default('random'),
  /** OP-23: stun cards shuffled into the deck (the default) or placed beside it (Czech). */
  stunProcedure: z.enum(['shuffle', 'beside']).default('shuffle'),
});
export type SoloConfig = z.infer<typeof SoloConfigSchema>;
export type SoloConfigInput = z.input<typeof SoloConfigSchema>;

/**
 * An automaton seat of a scenario (createScenario): its figure, its markers and its deck set
 * directly, so a solo rule can be tested from a set position. The deck is built by section 21 from
 * the scenario's seed when left out.
 */
export const ScenarioAutomatonSchema = z.object({
  automaton: AutomatonIdSchema,
  hex: HexSchema,
  facing: z.int().min(0).max(5),
  /** R-SOLO-BEHAV-3, R-SOLO-STANCE-1: the markers on the behaviour track (R-SOLO-TRACK-2: as the scenario says). */
  behaviour: BehaviourSchema.default('middle'),
  stance: StanceSchema.default('aggressive'),
  /** Solo card numbers (and 'STUN'), top first; when left out, built by R-SOLO-SETUP-3 from the seed. */
  deck: z.array(z.string()).optional(),
  nightmare: z.boolean().default(false),
  choices: z.array(SelectionDeckIdSchema).optional(),
  /** At the Select step: the card it took this round (face down); by default its top card. */
  drawn: z.string().optional(),
  /** Bottom of the pile first. */
  discard: z.array(z.string()).default([]),
  woundLimit: z.int().min(1).max(30).optional(),
  wounds: z.int().min(0).default(0),
  bleeding: z.int().min(0).default(0),
  stealthed: z.boolean().optional(),
  /** R-SOLO-EXP-18: contracts already fulfilled (an automated Yojimbo). */
  contracts: ContractsSchema,
});

export const SoloScenarioSchema = z.object({
  automata: z.array(ScenarioAutomatonSchema).min(1).max(5), // OP-71
  stunProcedure: z.enum(['shuffle', 'beside']).default('shuffle'),
});
export type SoloScenario = z.infer<typeof SoloScenarioSchema>;
