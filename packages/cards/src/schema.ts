import { z } from 'zod';

// The one source of the data types: every type is z.infer of a schema here (style.md §2.2).

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

const count = (max: number) => z.int().min(1).max(max);

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

// ---------------------------------------------------------------------------------------------
// Effects: a closed vocabulary. A card that needs new behaviour gets a new term here, never code
// keyed on its number (style.md §3).

/** R-MOVE-2, R-MOVE-8: steps in one chosen direction out of `directions`. */
export const StepPartSchema = z.object({
  kind: z.literal('step'),
  count: count(6),
  directions: z.array(RelativeDirectionSchema).min(1).max(6),
  /** R-MOVE-4 (black arrows) vs R-MOVE-5 (white arrows). */
  mandatory: z.boolean(),
});
/** R-MOVE-3, R-MOVE-9: turns, all in one rotational direction the player chooses. */
export const TurnPartSchema = z.object({ kind: z.literal('turn'), count: count(6), mandatory: z.boolean() });
export const MovePartSchema = z.discriminatedUnion('kind', [StepPartSchema, TurnPartSchema]);
export type MovePart = z.infer<typeof MovePartSchema>;

/** What an attack does to a character it reaches (R-DIAG-3, R-SYM-3). */
const attackMarkFields = {
  /** R-WOUND-2: one wound card per mark. */
  wounds: z.int().min(0).max(3).default(1),
  /** R-BLEED-1: the wounds are bleeding wounds. */
  bleeding: z.boolean().default(false),
  /** R-EXEC-1. */
  execution: z.boolean().default(false),
  /** R-STUN-1: stun cards drawn. */
  stun: z.int().min(0).max(3).default(0),
  /** R-WEAK-1: weakness cards taken. */
  weakness: z.int().min(0).max(3).default(0),
  /** R-POISON-2: the attacker gives one card of its poison deck. */
  poison: z.boolean().default(false),
  /** R-PUSH-1: hexes straight away from the attacker. */
  push: z.int().min(0).max(3).default(0),
  /** R-PUSH-2: hexes straight toward the attacker. */
  pull: z.int().min(0).max(3).default(0),
  /** R-PUSH-5: sixths of a turn, the way the attacker chooses. */
  rotate: z.int().min(0).max(3).default(0),
  /** OP-40: the attacker gains advantage if the attack succeeds on this hex. */
  advantage: z.boolean().default(false),
};
export const AttackMarkSchema = z.object(attackMarkFields);
export type AttackMark = z.infer<typeof AttackMarkSchema>;

/** One attacked hex of a position diagram. */
export const AttackHexSchema = z.object({ at: RelativeHexSchema, ...attackMarkFields });
export type AttackHex = z.infer<typeof AttackHexSchema>;

/** Effects that need a card in some state before they apply (R-STEALTH-1). */
export const ConditionSchema = z.enum(['stealthed']);

export type Effect =
  | { kind: 'move'; parts: MovePart[]; ordered: boolean }
  | { kind: 'kamaePath'; max: number }
  | { kind: 'kamaeJump'; to: KamaePosition | 'any' }
  | { kind: 'focus'; amount: number }
  | { kind: 'advantage' }
  | { kind: 'draw'; count: number; upTo: boolean }
  | { kind: 'discard'; count: number }
  | { kind: 'search'; top?: number | undefined; take: number; types?: CardType[] | undefined }
  | { kind: 'recover'; count: number }
  | { kind: 'discardDeck'; count: number; effects: Effect[] }
  | { kind: 'attack'; hexes: AttackHex[]; extra?: { fee: number; hexes: AttackHex[] } | undefined }
  | { kind: 'targetedAttack'; mark: AttackMark; extra?: { fee: number; mark: AttackMark } | undefined }
  | { kind: 'initiativeAttack'; mark: AttackMark }
  | { kind: 'block'; hexes: RelativeHex[]; extra?: { fee: number; hexes: RelativeHex[] } | undefined; counter?: number[] | undefined }
  | { kind: 'kamae'; position: KamaePosition; effects: Effect[] }
  | { kind: 'condition'; condition: z.infer<typeof ConditionSchema>; effects: Effect[] }
  | { kind: 'stealth' }
  | { kind: 'optionalFee'; fee: number; effects: Effect[] }
  | { kind: 'or'; options: Effect[][] }
  | { kind: 'ifSuccessful'; effects: Effect[] };

/** The effect lists inside an effect (Kamae, condition, fee, deck cost, -OR-, if successful). */
export function nestedEffects(e: Effect): readonly (readonly Effect[])[] {
  switch (e.kind) {
    case 'kamae':
    case 'condition':
    case 'optionalFee':
    case 'ifSuccessful':
    case 'discardDeck':
      return [e.effects];
    case 'or':
      return e.options;
    case 'move':
    case 'kamaePath':
    case 'kamaeJump':
    case 'focus':
    case 'advantage':
    case 'draw':
    case 'discard':
    case 'search':
    case 'recover':
    case 'attack':
    case 'targetedAttack':
    case 'initiativeAttack':
    case 'block':
    case 'stealth':
      return [];
    default: {
      const never: never = e;
      throw new Error(`unknown effect ${JSON.stringify(never)}`);
    }
  }
}

// zod cannot infer a recursive union, so Effect is written once above and the schema is checked
// against it (z.ZodType<Effect>): the compiler keeps the two in step.
export const EffectSchema: z.ZodType<Effect, unknown> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    /** R-MOVE-10 (parts interleave freely) unless ordered by "then" (R-MOVE-11). */
    z.object({ kind: z.literal('move'), parts: z.array(MovePartSchema).min(1), ordered: z.boolean().default(false) }),
    /** R-KAMAE-PATH-1: move the ring up to `max` paths. */
    z.object({ kind: z.literal('kamaePath'), max: count(6) }),
    /** R-KAMAE-JUMP-1: put the ring on a position; 'any' never means Neutral (R-KAMAE-JUMP-3). */
    z.object({ kind: z.literal('kamaeJump'), to: z.union([KamaePositionSchema, z.literal('any')]) }),
    /** R-FOCUS-2: gain focus (capped at 3, OP-43). */
    z.object({ kind: z.literal('focus'), amount: count(3) }),
    /** R-ADV-4. */
    z.object({ kind: z.literal('advantage') }),
    /** R-ROUND-DRAW-3 applies to every draw; `upTo` lets the player draw fewer. */
    z.object({ kind: z.literal('draw'), count: count(5), upTo: z.boolean().default(false) }),
    /** Discard from your own hand; the owner chooses (OP-53). */
    z.object({ kind: z.literal('discard'), count: count(5) }),
    /** R-SEARCH-1..3: look through the deck (or its top cards), take cards into hand, shuffle. */
    z.object({
      kind: z.literal('search'),
      top: count(40).optional(),
      take: count(3),
      types: z.array(CardTypeSchema).min(1).optional(),
    }),
    /** Take face-up cards of your own discard pile back into hand (R-FRAG-6). */
    z.object({ kind: z.literal('recover'), count: count(3) }),
    /** An optional cost: discard the top cards of your own deck face up to resolve `effects`. */
    z.object({ kind: z.literal('discardDeck'), count: count(5), effects: z.array(EffectSchema).min(1) }),
    /** R-DIAG-1..4; `extra` hexes apply when its optional fee is paid (R-FOCUS-FEE-6, R-SEQ-ATTACK-2). */
    z.object({
      kind: z.literal('attack'),
      hexes: z.array(AttackHexSchema).min(1),
      extra: z.object({ fee: count(3), hexes: z.array(AttackHexSchema).min(1) }).optional(),
    }),
    /** R-DIAG-5, R-DIAG-6: one targeted character (chosen after the reveal, OP-21), in range and sight (R-RANGE-2). */
    z.object({
      kind: z.literal('targetedAttack'),
      mark: AttackMarkSchema,
      extra: z.object({ fee: count(3), mark: AttackMarkSchema }).optional(),
    }),
    /** R-INITCMP-1..4, OP-17: an opponent whose revealed card has a lower initiative. */
    z.object({ kind: z.literal('initiativeAttack'), mark: AttackMarkSchema }),
    /** R-BLOCK-1; `extra` block hexes when its optional fee is paid (R-SEQ-BLOCK-1); R-COUNTER-1. */
    z.object({
      kind: z.literal('block'),
      hexes: z.array(RelativeHexSchema).min(1),
      extra: z.object({ fee: count(3), hexes: z.array(RelativeHexSchema).min(1) }).optional(),
      counter: z.array(z.int().min(1).max(20)).min(1).max(3).optional(),
    }),
    /** R-KAMAE-4: mandatory when the character is in `position` as the effect is reached. */
    z.object({ kind: z.literal('kamae'), position: KamaePositionSchema, effects: z.array(EffectSchema).min(1) }),
    /** R-STEALTH-1: effects that apply only while the character is stealthed. */
    z.object({ kind: z.literal('condition'), condition: ConditionSchema, effects: z.array(EffectSchema).min(1) }),
    /** R-STEALTH-3: enter stealth. */
    z.object({ kind: z.literal('stealth') }),
    /** R-FOCUS-FEE-3: pay `fee` to resolve `effects`, or skip them. */
    z.object({ kind: z.literal('optionalFee'), fee: count(3), effects: z.array(EffectSchema).min(1) }),
    /** R-OR-1..3: exactly one alternative. */
    z.object({ kind: z.literal('or'), options: z.array(z.array(EffectSchema).min(1)).min(2) }),
    /** R-SUCCESS-3: the rest of the section depends on the preceding attack or block effect. */
    z.object({ kind: z.literal('ifSuccessful'), effects: z.array(EffectSchema).min(1) }),
  ]),
);

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

// ---------------------------------------------------------------------------------------------
// Terrain (section 16, OP-5, OP-6): what a piece does is data, so a player can correct it.

export const HexSchema = z.object({ q: z.int(), r: z.int() });

export const TERRAIN_KINDS = ['rock', 'bamboo', 'cart', 'shrine', 'torii', 'cherry', 'corpse', 'caltrops', 'trap', 'boat'] as const;
export const TerrainKindSchema = z.enum(TERRAIN_KINDS);
export type TerrainKind = z.infer<typeof TerrainKindSchema>;

/** What a character suffers on colliding with (or entering) a piece. */
export const TerrainPenaltySchema = z.object({
  stun: z.int().min(0).max(3).default(0),
  wounds: z.int().min(0).max(3).default(0),
  weakness: z.int().min(0).max(3).default(0),
  loseAllFocus: z.boolean().default(false),
});
export type TerrainPenalty = z.infer<typeof TerrainPenaltySchema>;

export const TerrainSchema = z.object({
  kind: TerrainKindSchema,
  names: NamesSchema,
  /** R-TERRAIN-2: false for pieces characters may stand on (corpses, caltrops, traps). */
  obstacle: z.boolean(),
  /** R-LOS-2 / R-LOS-3. */
  blocksSight: z.boolean(),
  /** R-TERRAIN-5: blocks attacks on its hexes at every initiative. */
  blocksAttacks: z.boolean(),
  /** R-MOVE-COLLISION-2: the penalty for being forced into it. */
  collision: TerrainPenaltySchema.optional(),
  /** R-TERRAIN-CORPSE-2: the penalty for entering it. */
  onEnter: TerrainPenaltySchema.optional(),
  /** R-TERRAIN-SHRINE-2: focus gained at the end of the round by characters adjacent to it. */
  adjacentFocusAtEndOfRound: z.int().min(0).max(3).default(0),
  /** R-TERRAIN-BAMBOO-2: the piece leaves play when a character enters it or a wounding attack lands on it. */
  removedWhen: z.object({ entered: z.boolean(), wounded: z.boolean() }).optional(),
  /** R-TERRAIN-BOAT-1/2: the piece is a battlefield hex and may lie beside the board. */
  battlefieldHex: z.boolean().default(false),
  /**
   * The hexes a piece covers relative to where it is placed, in the north frame, turned with the
   * placement facing. `passage` hexes stay free (R-TERRAIN-TORII-2). Default: one hex.
   */
  footprint: z.array(z.object({ at: RelativeHexSchema, passage: z.boolean().default(false) })).min(1).default([{ at: { q: 0, r: 0 }, passage: false }]),
});
export type Terrain = z.infer<typeof TerrainSchema>;

// ---------------------------------------------------------------------------------------------
// Battlefields (OP-3).

export const StartAreaSchema = z.object({
  hexes: z.array(HexSchema).min(1),
  /** OP-4: figures placed here face this way (toward the opposite edge). */
  facing: z.int().min(0).max(5),
});
export const BattlefieldSchema = z
  .object({
    id: z.string().min(1),
    names: NamesSchema,
    hexes: z.array(HexSchema).min(2),
    /** Terrain printed on the board, if any. */
    terrain: z.array(z.object({ kind: TerrainKindSchema, hex: HexSchema })).default([]),
    /** R-SETUP-10: start areas on opposite edges; team i (or seat i in a free-for-all) uses area i. */
    startAreas: z.array(StartAreaSchema).min(2),
  })
  .superRefine((b, ctx) => {
    const on = new Set(b.hexes.map((h) => `${h.q},${h.r}`));
    if (on.size !== b.hexes.length) ctx.addIssue({ code: 'custom', message: 'battlefield hexes must be distinct' });
    const outside = [...b.startAreas.flatMap((a) => a.hexes), ...b.terrain.map((t) => t.hex)].filter(
      (h) => !on.has(`${h.q},${h.r}`),
    );
    if (outside.length > 0) ctx.addIssue({ code: 'custom', message: `hexes off the battlefield: ${JSON.stringify(outside)}` });
  });
export type Battlefield = z.infer<typeof BattlefieldSchema>;
export type BattlefieldInput = z.input<typeof BattlefieldSchema>;
