import { z } from 'zod';

// The shared vocabulary of the data schemas (schema.ts gathers them): languages and names, Kamae
// positions, card types and tiers, relative hexes and directions, initiatives.

export const LANGUAGES = ['cs', 'pl', 'uk', 'en'] as const;
export const NamesSchema = z.object({
  cs: z.string().min(1),
  pl: z.string().min(1),
  uk: z.string().min(1),
  en: z.string().min(1),
});
export type Names = z.infer<typeof NamesSchema>;

/** R-KAMAE-2: the three Kamae positions and the Neutral starting position. */
export const KAMAE_POSITIONS = ['neutral', 'aggression', 'balance', 'determination'] as const;
export const KamaePositionSchema = z.enum(KAMAE_POSITIONS);
export type KamaePosition = z.infer<typeof KamaePositionSchema>;

/** R-CARD-1; listed in the tie order of R-ROUND-RESOLVE-4 (Block, Attack, Meditation, Core). */
export const CARD_TYPES = ['block', 'attack', 'meditation', 'core'] as const;
export const CardTypeSchema = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardTypeSchema>;

/** R-ANAT-2, R-DECKBUILD-2. */
export const TIERS = ['core', 'wood', 'steel', 'gold', 'jade'] as const;
export const TierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof TierSchema>;


/** A hex relative to a character facing north (forward = (0, -1)); rotated to the real facing (R-DIAG-2). */
export const RelativeHexSchema = z.object({ q: z.int().min(-12).max(12), r: z.int().min(-12).max(12) });
export type RelativeHex = z.infer<typeof RelativeHexSchema>;

/** 0 forward, 1 forward-right, 2 back-right, 3 back, 4 back-left, 5 forward-left (R-MOVE-2). */
export const RelativeDirectionSchema = z.int().min(0).max(5);

export const InitiativeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), value: z.int().min(1).max(20) }),
  // R-ROUND-REVEAL-8: any whole number between the printed ends, inclusive.
  z.object({ kind: z.literal('variable'), min: z.int().min(1).max(20), max: z.int().min(1).max(20) }).refine(
    (v) => v.min < v.max,
    'a variable initiative needs min < max',
  ),
]);
export type Initiative = z.infer<typeof InitiativeSchema>;
