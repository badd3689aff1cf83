import { z } from 'zod';
import { CardTypeSchema, InitiativeSchema, KAMAE_POSITIONS, KamaePositionSchema, NamesSchema, TierSchema } from './base';
import { EffectSchema } from './effects';

// Cards (R-ANAT-1, R-CARD-1), poison cards (section 19.3) and characters (OP-1, OP-2).

const count = (max: number) => z.int().min(1).max(max);

/** R-ROUND-RESOLVE-3: a section below a dividing line resolves at its own initiative, or 'same'. */
export const SectionSchema = z.object({
  initiative: z.union([z.object({ kind: z.literal('fixed'), value: z.int().min(1).max(20) }), z.literal('same')]).optional(),
  effects: z.array(EffectSchema),
});
export type Section = z.infer<typeof SectionSchema>;

export const OwnerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('common') }),
  z.object({ kind: z.literal('character'), character: z.string().min(1) }),
  z.object({ kind: z.literal('weapon'), weapon: z.string().min(1) }),
]);
export type Owner = z.infer<typeof OwnerSchema>;

/** R-INSTANT-2: the three kinds of instant card. */
export const InstantKindSchema = z.enum(['instant', 'replacement', 'supplemental']);
export type InstantKind = z.infer<typeof InstantKindSchema>;

/**
 * When an instant card may be played, always during your own turn (R-INSTANT-1, R-INSTANT-4,
 * R-INSTANT-SUPP-2/3, R-SEQ-ATTACK-7/10, R-SEQ-BLOCK-7/10, OP-20): as your first card section
 * begins to resolve, after your attack or block succeeded, or after your card fully resolved.
 */
export const InstantWindowSchema = z.enum(['startOfTurn', 'attackSuccessful', 'blockSuccessful', 'afterResolve']);
export type InstantWindow = z.infer<typeof InstantWindowSchema>;

export const CardSchema = z
  .object({
    /** The printed serial number (R-ANAT-1 part 11), or one of ours outside the official range. */
    number: z.string().regex(/^[A-Z]{0,3}\d{2,4}$/, 'a card number is digits with an optional letter prefix'),
    names: NamesSchema,
    /** The books print no name for this card (only its number): `names` are this project's (issue #9). */
    namesAuthored: z.boolean().default(false),
    owner: OwnerSchema,
    tier: TierSchema,
    types: z.array(CardTypeSchema).min(1),
    keywords: z.array(z.string().min(1)).default([]),
    initiative: InitiativeSchema,
    /** R-ROUND-REVEAL-3: pay `fee` in Reveal step 3 to use `value` instead. */
    alternativeInitiative: z.object({ value: z.int().min(1).max(20), fee: count(3) }).optional(),
    /** R-FOCUS-FEE-1: mandatory focus fee. */
    focusFee: z.int().min(0).max(3).default(0),
    /** R-KAMAE-5. */
    kamaeRequirement: KamaePositionSchema.optional(),
    /** R-RANGE-1. */
    range: z.int().min(1).max(30).optional(),
    instant: InstantKindSchema.optional(),
    /** When a plain or supplemental instant may be played; replacements use Reveal step 4. */
    instantWindow: InstantWindowSchema.optional(),
    /** R-PREP-1. */
    prepared: z.boolean().default(false),
    sections: z.array(SectionSchema).min(1),
  })
  .refine((c) => c.sections[0]?.initiative === undefined, {
    message: 'the first section resolves at the card initiative; only later sections may carry their own',
    path: ['sections', 0, 'initiative'],
  })
  .refine((c) => (c.tier === 'core') === c.types.includes('core'), {
    message: 'core cards (R-CORE-1) are exactly the cards of the core tier',
    path: ['tier'],
  })
  .refine((c) => (c.instant === 'instant' || c.instant === 'supplemental') === (c.instantWindow !== undefined), {
    message: 'plain and supplemental instants name their window; other cards have none',
    path: ['instantWindow'],
  });
export type Card = z.infer<typeof CardSchema>;

/** A poison card (R-POISON-2/3, section 19.3): the poisoned character resolves its effects. */
export const PoisonCardSchema = z.object({
  number: z.string().regex(/^[A-Z]{0,3}\d{2,4}$/),
  names: NamesSchema,
  keywords: z.array(z.string().min(1)).default([]),
  effects: z.array(EffectSchema).min(1),
});
export type PoisonCard = z.infer<typeof PoisonCardSchema>;
export type CardInput = z.input<typeof CardSchema>;

// ---------------------------------------------------------------------------------------------
// Characters (OP-1, OP-2).

/** OP-2: a Kamae map is a directed graph of positions and focus points. */
export const KamaeNodeSchema = z.object({
  id: z.string().min(1),
  kind: z.enum([...KAMAE_POSITIONS, 'focus']),
});
export const KamaePathSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  /** R-KAMAE-PATH-3: travelled only from `from` to `to`. */
  oneWay: z.boolean().default(false),
});
export const KamaeMapSchema = z
  .object({ nodes: z.array(KamaeNodeSchema).min(2), paths: z.array(KamaePathSchema).min(1) })
  .superRefine((map, ctx) => {
    const ids = new Set(map.nodes.map((n) => n.id));
    if (ids.size !== map.nodes.length) ctx.addIssue({ code: 'custom', message: 'Kamae node ids must be unique' });
    for (const position of KAMAE_POSITIONS) {
      const n = map.nodes.filter((node) => node.kind === position).length;
      if (n !== 1) ctx.addIssue({ code: 'custom', message: `a Kamae map has exactly one ${position} position (has ${n})` });
    }
    for (const path of map.paths) {
      if (!ids.has(path.from) || !ids.has(path.to) || path.from === path.to) {
        ctx.addIssue({ code: 'custom', message: `path ${path.from} -> ${path.to} must join two different nodes of the map` });
      }
    }
  });
export type KamaeMap = z.infer<typeof KamaeMapSchema>;

export const CharacterSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  names: NamesSchema,
  symbol: z.string().min(1),
  /** R-CHAR-3: starting advantage value; higher starts higher on the track (R-ADV-2). */
  advantage: z.int().min(1).max(99),
  /** R-CHAR-4. */
  handLimit: z.int().min(1).max(10),
  /** R-CHAR-5. */
  woundLimit: z.int().min(1).max(30),
  /** R-CHAR-6: weapon names matched against core weapon cards' keywords (R-DECKBUILD-4). */
  weapons: z.array(z.string().min(1)).min(1),
  kamae: KamaeMapSchema,
  /** R-CHAR-1: the number of this character's core ability card. */
  coreCard: z.string().min(1),
  /** R-STEALTH-2: characters that may start the game stealthed. */
  startsStealthed: z.boolean().default(false),
  /** R-POISON-EXT-1: the numbers of the poison cards in this character's poison deck. */
  poisons: z.array(z.string()).default([]),
});
export type Character = z.infer<typeof CharacterSchema>;
export type CharacterInput = z.input<typeof CharacterSchema>;
