import { z } from 'zod';
import { CardTypeSchema, KamaePositionSchema, RelativeDirectionSchema, RelativeHexSchema, type CardType, type KamaePosition, type RelativeHex } from './base';

// Effects: a closed vocabulary. A card that needs new behaviour gets a new term here, never code
// keyed on its number (style.md §3).

const count = (max: number) => z.int().min(1).max(max);

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
  | { kind: 'lookAtHand' }
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
    case 'lookAtHand':
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
    /** OP-73, OP-45: look at one chosen opponent's hand (R-SOLO-LOOK-1..3: an automaton's top 2 cards). No printed base card carries it. */
    z.object({ kind: z.literal('lookAtHand') }),
    /** R-FOCUS-FEE-3: pay `fee` to resolve `effects`, or skip them. */
    z.object({ kind: z.literal('optionalFee'), fee: count(3), effects: z.array(EffectSchema).min(1) }),
    /** R-OR-1..3: exactly one alternative. */
    z.object({ kind: z.literal('or'), options: z.array(z.array(EffectSchema).min(1)).min(2) }),
    /** R-SUCCESS-3: the rest of the section depends on the preceding attack or block effect. */
    z.object({ kind: z.literal('ifSuccessful'), effects: z.array(EffectSchema).min(1) }),
  ]),
);
