import { AutomatedCharacterSchema, AutomatonIdSchema } from '@senjutsu/cards';
import { z } from 'zod';

// The horde settings of a game (section 22): GameConfigSchema takes them as its optional `horde`
// field. One human seat plays against waves of automata (horde/setup.ts).

export const HordeConfigSchema = z
  .object({
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
  })
  .refine((h) => h.nightmare !== 'one' || h.replacement !== undefined, { message: "nightmare 'one' names its replacement automaton (R-HORDE-NIGHTMARE-1)", path: ['replacement'] })
  .refine((h) => h.nightmare !== 'all' || h.characters !== undefined, { message: "nightmare 'all' names three automated characters (R-HORDE-NIGHTMARE-2)", path: ['characters'] })
  .refine((h) => h.characters === undefined || new Set(h.characters).size === 3, { message: 'each automated character once', path: ['characters'] })
  .refine((h) => (h.nightmare === 'one') === (h.replacement !== undefined) && (h.nightmare === 'all') === (h.characters !== undefined), {
    message: 'replacement goes with nightmare one, characters with nightmare all',
  });
export type HordeConfig = z.infer<typeof HordeConfigSchema>;
export type HordeConfigInput = z.input<typeof HordeConfigSchema>;
