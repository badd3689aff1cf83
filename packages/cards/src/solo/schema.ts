import { z } from 'zod';
import {
  AttackHexSchema,
  AttackMarkSchema,
  InitiativeSchema,
  LANGUAGES,
  MovePartSchema,
  NamesSchema,
  RelativeHexSchema,
  type AttackHex,
  type AttackMark,
  type Effect,
  type MovePart,
  type RelativeHex,
} from '../schema';

// Solo cards (rules section 20, 21; catalogue §4). An automaton has no hand, focus, Kamae or
// advantage (R-SOLO-FOCUS-1, R-SOLO-ADV-1, OP-22), so its cards use a small vocabulary of their own:
// the player's movement, attack and block terms (same shapes, so the engine resolves them with the
// same handlers) plus the solo terms (behaviour, stance, deck refresh). What a card is made of
// follows how an automaton uses it:
//   - attack card (R-SOLO-ATK-1): an attack part, tried as fully as possible, with the movement it
//     may use to reach its attack hex (melee steps 1-3, OP-29), and a movement part resolved
//     instead when the attack is impossible (R-SOLO-ATK-MELEE-7/8, R-SOLO-ATK-RANGED-2);
//   - block card (R-SOLO-BLOCK-1): two parts, both always resolved; its variable initiative is
//     matched to the attack (R-SOLO-BLOCK-2);
//   - meditation card: one part;
//   - any card may show one counter value (R-SOLO-COUNTER-1) and effects resolved before its
//     parts (a behaviour change printed at the top, R-FRAG-13, catalogue §6 F32).

const count = (max: number) => z.int().min(1).max(max);

/** R-SOLO-STANCE-1. */
export const STANCES = ['aggressive', 'defensive'] as const;
export const StanceSchema = z.enum(STANCES);
export type Stance = z.infer<typeof StanceSchema>;

/** R-SOLO-BEHAV-1: Left (1), Middle (2), Right (3). */
export const BEHAVIOURS = ['left', 'middle', 'right'] as const;
export const BehaviourSchema = z.enum(BEHAVIOURS);
export type Behaviour = z.infer<typeof BehaviourSchema>;

export type SoloEffect =
  | { kind: 'move'; parts: MovePart[]; ordered: boolean }
  | { kind: 'attack'; hexes: AttackHex[] }
  | { kind: 'targetedAttack'; mark: AttackMark }
  | { kind: 'block'; hexes: RelativeHex[] }
  /** R-SOLO-BEHAV-CHANGE-1: the marker moves to the next space of the behaviour track (OP-26). */
  | { kind: 'changeBehaviour' }
  /** OP-26: a stance change swaps token and ring; `to` names the stance, 'other' swaps it. */
  | { kind: 'changeStance'; to: Stance | 'other' }
  /** R-SOLO-REFRESH-1: after the discard step, shuffle all of the automaton's cards into a new deck. */
  | { kind: 'refreshDeck' }
  /** R-FRAG-13, catalogue §6 F31: shuffle the top `count` cards of the automaton's discard pile back into its deck. */
  | { kind: 'returnDiscard'; count: number }
  /** R-SUCCESS-3: the effects apply only if the preceding attack or block of the part succeeded. */
  | { kind: 'ifSuccessful'; effects: SoloEffect[] };

// The player's terms an automaton shares, checked against Effect at compile time: an automaton's
// move, attack, targeted attack and block are valid player effects, so the engine needs no twin.
type Shared = Extract<SoloEffect, { kind: 'move' | 'attack' | 'targetedAttack' | 'block' }>;
const sharedIsEffect = (e: Shared): Effect => e;
void sharedIsEffect;

export const SoloEffectSchema: z.ZodType<SoloEffect, unknown> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    /** R-MOVE-10 / R-MOVE-11; what an automaton may use to reach its goal (OP-29). */
    z.object({ kind: z.literal('move'), parts: z.array(MovePartSchema).min(1), ordered: z.boolean().default(false) }),
    /** R-DIAG-1..4: a position diagram (no focus fee: automata have no focus, R-SOLO-FOCUS-1). */
    z.object({ kind: z.literal('attack'), hexes: z.array(AttackHexSchema).min(1) }),
    /** R-DIAG-5/6: one target in the card's range and sight (R-SOLO-ATK-RANGED-1, OP-32). */
    z.object({ kind: z.literal('targetedAttack'), mark: AttackMarkSchema }),
    /** R-BLOCK-1 at the initiative the automaton chose (R-SOLO-BLOCK-2). */
    z.object({ kind: z.literal('block'), hexes: z.array(RelativeHexSchema).min(1) }),
    z.object({ kind: z.literal('changeBehaviour') }),
    z.object({ kind: z.literal('changeStance'), to: z.union([StanceSchema, z.literal('other')]) }),
    z.object({ kind: z.literal('refreshDeck') }),
    z.object({ kind: z.literal('returnDiscard'), count: count(3) }),
    z.object({ kind: z.literal('ifSuccessful'), effects: z.array(SoloEffectSchema).min(1) }),
  ]),
);

/** The effect lists inside a solo effect. */
export function nestedSoloEffects(e: SoloEffect): readonly (readonly SoloEffect[])[] {
  switch (e.kind) {
    case 'ifSuccessful':
      return [e.effects];
    case 'move':
    case 'attack':
    case 'targetedAttack':
    case 'block':
    case 'changeBehaviour':
    case 'changeStance':
    case 'refreshDeck':
    case 'returnDiscard':
      return [];
    default: {
      const never: never = e;
      throw new Error(`unknown solo effect ${JSON.stringify(never)}`);
    }
  }
}

/** Every effect of a list, nested ones included, in printed order. */
export function allSoloEffects(effects: readonly SoloEffect[]): SoloEffect[] {
  return effects.flatMap((e) => [e, ...nestedSoloEffects(e).flatMap((inner) => allSoloEffects(inner))]);
}

const isAttackEffect = (e: SoloEffect) => e.kind === 'attack' || e.kind === 'targetedAttack';
const isMove = (e: SoloEffect) => e.kind === 'move';

const MoveEffectSchema = z.object({ kind: z.literal('move'), parts: z.array(MovePartSchema).min(1), ordered: z.boolean().default(false) });

/** R-SOLO-ATK-1 part 1: the attack the automaton tries (R-SOLO-ATK-2). */
export const SoloAttackPartSchema = z.object({
  /** OP-29: the steps and turns the automaton may use to reach the hex it attacks from (melee steps 1 and 3). */
  approach: MoveEffectSchema.optional(),
  /** The attack effect(s) and what follows them (if successful …). */
  effects: z.array(SoloEffectSchema).min(1).refine((es) => es.some(isAttackEffect), 'an attack part holds an attack effect'),
});

/** The body of a solo card: what the automaton does with it, by card type (R-CARD-1). */
export const SoloBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('attack'),
    attack: SoloAttackPartSchema,
    /** R-SOLO-ATK-1 part 2: resolved instead of the attack when the attack is impossible. */
    movement: z.array(SoloEffectSchema).min(1).refine((es) => es.some(isMove), 'a movement part holds a move'),
  }),
  z.object({
    kind: z.literal('block'),
    /** R-SOLO-BLOCK-1 part 1: the block (and what a successful block does). */
    block: z.array(SoloEffectSchema).min(1).refine((es) => es.some((e) => e.kind === 'block'), 'a block part holds a block effect'),
    /** R-SOLO-BLOCK-1 part 2: always resolved as well. */
    then: z.array(SoloEffectSchema).min(1),
  }),
  z.object({ kind: z.literal('meditation'), effects: z.array(SoloEffectSchema).min(1) }),
]);
export type SoloBody = z.infer<typeof SoloBodySchema>;

/** R-SOLO-DECK-1: the eight selection decks. */
export const SELECTION_DECK_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const SelectionDeckIdSchema = z.union(SELECTION_DECK_IDS.map((d) => z.literal(d)));
export type SelectionDeckId = z.infer<typeof SelectionDeckIdSchema>;

/** The four base-game characters an automaton can be (R-SOLO-CHAR-2..5). */
export const BASE_AUTOMATED_CHARACTERS = ['master', 'student', 'ronin', 'warrior'] as const;
/** The automated characters of the first expansion cycle (section 21.5, R-SOLO-EXP-1..19). */
export const EXPANSION_AUTOMATED_CHARACTERS = [
  'hachiko-ashigaru', 'hachiko', 'assassin', 'kojiro', 'monk', 'musashi', 'ninja', 'onna-bugeisha', 'sailor', 'wakou', 'yasuke', 'yojimbo',
] as const;
export const AUTOMATED_CHARACTERS = [...BASE_AUTOMATED_CHARACTERS, ...EXPANSION_AUTOMATED_CHARACTERS] as const;
export const AutomatedCharacterSchema = z.enum(AUTOMATED_CHARACTERS);
export type AutomatedCharacter = z.infer<typeof AutomatedCharacterSchema>;

export const SoloOwnerSchema = z.discriminatedUnion('kind', [
  /** R-SOLO-DECK-1: a card of a selection deck. */
  z.object({ kind: z.literal('selection'), deck: SelectionDeckIdSchema }),
  /** R-SOLO-CHAR-1: a signature solo card of an automated character (its symbol); `nightmare` marks its own nightmare card. */
  z.object({ kind: z.literal('character'), character: AutomatedCharacterSchema, nightmare: z.boolean().default(false) }),
]);
export type SoloOwner = z.infer<typeof SoloOwnerSchema>;

export const LanguageSchema = z.enum(LANGUAGES);

const NIGHTMARE = 'NIGHTMARE';
/** R-SOLO-NIGHTMARE-1: deck 8 and the characters' own nightmare cards. */
export const isNightmareOwner = (o: SoloOwner): boolean => (o.kind === 'selection' ? o.deck === 8 : o.nightmare);

export const SoloCardSchema = z
  .object({
    /**
     * `S001`-`S041` (the solo series reuses the player numbers, so ours carry `S`), `N995`-`N999`
     * (R-SOLO-DECK-1; Polish prints K995-K999); our own numbers for cards no text numbers start
     * with `X` (`XS101`, `XN101`).
     */
    number: z.string().regex(/^(S\d{3}|N\d{3}|XS\d{3}|XN\d{3})$/),
    names: NamesSchema,
    /** The languages whose name the rulebooks print (R-FRAG-13); every other name is ours. */
    printedNames: z.array(LanguageSchema).default([]),
    owner: SoloOwnerSchema,
    /** R-ANAT-1 (2): SOLO, the card type, NIGHTMARE (R-SOLO-NIGHTMARE-1), RANGE … */
    keywords: z.array(z.string().min(1)).min(1),
    initiative: InitiativeSchema,
    /** R-RANGE-1: the range of the card's targeted attacks. */
    range: z.int().min(1).max(30).optional(),
    /** R-SOLO-COUNTER-1: the one initiative value of the card's counter effect. */
    counter: z.int().min(1).max(20).optional(),
    /** Effects printed above the parts, resolved first whichever part follows (a behaviour change, R-FRAG-13, catalogue §6 F32). */
    before: z.array(SoloEffectSchema).default([]),
    body: SoloBodySchema,
    /**
     * R-SOLO-EXP-5, R-SOLO-EXP-10, R-SOLO-EXP-12: effects added after the part the automaton plays
     * while it is stealthed (R-STEALTH) or desperate (Onna-Bugeisha's Desperation).
     */
    bonus: z.array(z.object({ when: z.enum(['stealthed', 'desperate']), effects: z.array(SoloEffectSchema).min(1) })).default([]),
  })
  .refine((c) => c.keywords.includes('SOLO'), { message: 'every solo card carries the keyword SOLO', path: ['keywords'] })
  .refine((c) => c.keywords.includes(NIGHTMARE) === isNightmareOwner(c.owner), {
    message: 'exactly the nightmare cards (deck 8 and the characters\' own) carry NIGHTMARE (R-SOLO-NIGHTMARE-1)',
    path: ['keywords'],
  })
  .refine((c) => c.number.replace(/^X/, '').startsWith('N') === isNightmareOwner(c.owner), {
    message: 'nightmare cards and only they are numbered N… (R-SOLO-NIGHTMARE-1: the symbol beside the number)',
    path: ['number'],
  })
  .refine((c) => (c.body.kind === 'block') === (c.initiative.kind === 'variable'), {
    message: 'solo block cards, and only they, have a variable initiative to match the attack (R-SOLO-BLOCK-2)',
    path: ['initiative'],
  })
  .refine((c) => hasTargetedAttack(c.body, c.before) === (c.range !== undefined), {
    message: 'a card with a targeted attack names its range, and only such a card does (R-RANGE-1)',
    path: ['range'],
  });
export type SoloCard = z.infer<typeof SoloCardSchema>;
export type SoloCardInput = z.input<typeof SoloCardSchema>;

/** Every effect list of a body, in printed order. */
export function bodyEffectLists(body: SoloBody): readonly (readonly SoloEffect[])[] {
  switch (body.kind) {
    case 'attack':
      return [[...(body.attack.approach === undefined ? [] : [body.attack.approach]), ...body.attack.effects], body.movement];
    case 'block':
      return [body.block, body.then];
    case 'meditation':
      return [body.effects];
    default: {
      const never: never = body;
      throw new Error(`unknown solo body ${JSON.stringify(never)}`);
    }
  }
}

function hasTargetedAttack(body: SoloBody, before: readonly SoloEffect[]): boolean {
  return [before, ...bodyEffectLists(body)].some((list) => allSoloEffects(list).some((e) => e.kind === 'targetedAttack'));
}

/** Every effect of a card, nested ones included. */
export function soloCardEffects(card: SoloCard): SoloEffect[] {
  return [card.before, ...bodyEffectLists(card.body)].flatMap((list) => allSoloEffects(list));
}

/** R-SOLO-COUNTER-3: whether a card turned up by a counter "shows an attack effect". */
export const showsAttack = (card: SoloCard): boolean => soloCardEffects(card).some(isAttackEffect);

/** R-ROUND-RESOLVE-4 tie order and R-SOLO-ATK/BLOCK: the card's type. */
export const soloCardType = (card: SoloCard): SoloBody['kind'] => card.body.kind;

/** R-SOLO-NIGHTMARE-1. */
export const isNightmare = (card: SoloCard): boolean => isNightmareOwner(card.owner);

// ---------------------------------------------------------------------------------------------
// Automata and their deck recipes (sections 20.4, 21).

/** The automata of the base game: five kinds of troops (R-SOLO-RECIPE) and four characters (R-SOLO-CHAR). */
export const BASE_AUTOMATON_IDS = [
  'samurai-boss',
  'katana-ashigaru',
  'yari-ashigaru',
  'yumi-ashigaru',
  'arquebusier',
  ...BASE_AUTOMATED_CHARACTERS,
] as const;
/** Every automaton: the base game's and the first expansion cycle's characters (section 21.5). */
export const AUTOMATON_IDS = [...BASE_AUTOMATON_IDS, ...EXPANSION_AUTOMATED_CHARACTERS] as const;
export const AutomatonIdSchema = z.enum(AUTOMATON_IDS);
export type AutomatonId = z.infer<typeof AutomatonIdSchema>;

/** One line of a recipe (R-SOLO-DECK-3): `count` cards from `deck`, or each from one of `decks` ("+1 more from deck 4 or 5"). */
export const RecipeLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('take'), deck: SelectionDeckIdSchema, count: count(5) }),
  z.object({
    kind: z.literal('choice'),
    decks: z.array(SelectionDeckIdSchema).min(2).refine((ds) => new Set(ds).size === ds.length, 'decks listed once'),
    count: count(5),
  }),
]);
export type RecipeLine = z.infer<typeof RecipeLineSchema>;

export const AutomatonSchema = z.object({
  id: AutomatonIdSchema,
  names: NamesSchema,
  printedNames: z.array(LanguageSchema).default([]),
  /** The rule that gives the recipe (R-SOLO-RECIPE-n, R-SOLO-CHAR-n). */
  rule: z.string().regex(/^R-SOLO-(RECIPE|CHAR|EXP)-\d+$/),
  /** Automated characters (R-SOLO-AUTO-3): the character whose signature solo cards start the deck (R-SOLO-CHAR-1). */
  character: AutomatedCharacterSchema.optional(),
  /** R-SOLO-DIST-1..6: the distance it attacks from; `orMore` for the ranged automata (5+, 6+). */
  preferredDistance: z.object({ hexes: z.int().min(1).max(12), orMore: z.boolean().default(false) }),
  /** R-SOLO-MOVE-MELEE / R-SOLO-MOVE-RANGED: which movement procedure it follows (yari: melee, OP-32). */
  movement: z.enum(['melee', 'ranged']),
  /** Empty only for a deck that cannot be modified (R-SOLO-EXP-4). */
  recipe: z.array(RecipeLineSchema),
  /** R-SOLO-EXP-4: exactly its own solo cards, whatever the mode (no nightmare card, no selection card). */
  fixedDeck: z.boolean().default(false),
  /** R-SOLO-EXP-2: it always fights beside this automaton, one for one. */
  pairedWith: AutomatonIdSchema.optional(),
  /** R-SOLO-EXP-5, R-SOLO-EXP-10: it starts the game stealthed (R-STEALTH-2). */
  startsStealthed: z.boolean().default(false),
  /** R-SOLO-EXP-12: Desperation is active from this many wounds left before defeat (and from the start under a wound limit of woundsLeft + 1). */
  desperation: z.object({ woundsLeft: z.int().min(1).max(5) }).optional(),
  /** R-SOLO-EXP-15: with more than one part to its movement it may ignore the same-direction rule (R-MOVE-8/9). */
  freeDirections: z.boolean().default(false),
  /** R-SOLO-EXP-18: the contracts it fulfils; all fulfilled, it wins at once. */
  contracts: z.array(z.enum(['first-blood', 'counter', 'tools-of-the-trade'])).default([]),
})
  .refine((a) => a.recipe.length > 0 || a.fixedDeck, { message: 'only a fixed deck has no recipe (R-SOLO-EXP-4)', path: ['recipe'] });
export type Automaton = z.infer<typeof AutomatonSchema>;
export type AutomatonInput = z.input<typeof AutomatonSchema>;

// ---------------------------------------------------------------------------------------------
// The behaviour track (R-SOLO-TRACK-1, R-SOLO-BEHAV-CHANGE-1, OP-26), kept as data.

export const BehaviourTrackSchema = z
  .object({
    /** The space each white arrow leads to. */
    next: z.record(BehaviourSchema, BehaviourSchema),
    /**
     * R-SOLO-BEHAV-2, OP-26: the side of the target each behaviour attacks from, as a direction
     * from the target's hex relative to the target's facing (0 ahead, 1 ahead-right, 5 ahead-left).
     */
    side: z.record(BehaviourSchema, z.int().min(0).max(5)),
  })
  .refine((t) => new Set(Object.values(t.next)).size === BEHAVIOURS.length, 'the arrows visit every space');
export type BehaviourTrack = z.infer<typeof BehaviourTrackSchema>;
