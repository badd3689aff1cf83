import { AutomatonIdSchema, BEHAVIOURS, InstantWindowSchema, STANCES, TerrainKindSchema } from '@senjutsu/cards';
import { DefinitionsSchema, REASON_CODES, type Action, type Decision, type ErrorCode, type GameEvent, type GameView } from '@senjutsu/engine';
import { z } from 'zod';

// The engine's game values as they travel over the wire: actions (in), decisions, events and
// views (out). The engine declares these as TypeScript types; the checks at the bottom of this
// file make the build fail when a schema and its engine type drift apart (style.md §2.2, §2.3).
// Every object is strict, so an unexpected field in an outgoing message fails its schema.

const int = (min: number, max: number) => z.int().min(min).max(max);

/** Axial hex coordinates; battlefields stay well inside this range. */
export const HexSchema = z.strictObject({ q: int(-64, 64), r: int(-64, 64) });
/** One of the six facings / directions, clockwise from north. */
export const FacingSchema = z.literal([0, 1, 2, 3, 4, 5]);
/** An opaque card instance id (`c17`): it says nothing about the card behind it. */
export const CardIdSchema = z.string().min(1).max(16);
/** Four figures in a game, five in horde mode's wave 4 and one more for its fallen lord (ruling H1). */
export const SeatIdSchema = int(0, 5);
const HordeRankSchema = z.enum(['none', 'wood', 'steel', 'gold', 'jade']);
const NodeIdSchema = z.string().min(1).max(32);

// Every action kind, by name: the decisions below list the ones each decision kind may offer.
const actions = {
  placeTerrain: z.strictObject({ kind: z.literal('placeTerrain'), terrain: TerrainKindSchema, hex: HexSchema, facing: int(0, 5).optional() }),
  placeFigure: z.strictObject({ kind: z.literal('placeFigure'), hex: HexSchema }),
  prepare: z.strictObject({ kind: z.literal('prepare'), card: CardIdSchema }),
  endPrepare: z.strictObject({ kind: z.literal('endPrepare') }),
  select: z.strictObject({ kind: z.literal('select'), card: CardIdSchema }),
  payInitiativeFee: z.strictObject({ kind: z.literal('payInitiativeFee'), pay: z.boolean() }),
  replace: z.strictObject({ kind: z.literal('replace'), card: CardIdSchema }),
  keepCard: z.strictObject({ kind: z.literal('keepCard') }),
  chooseInitiative: z.strictObject({ kind: z.literal('chooseInitiative'), value: int(-30, 30) }),
  tiePosition: z.strictObject({ kind: z.literal('tiePosition'), position: int(0, 16) }),
  step: z.strictObject({ kind: z.literal('step'), part: int(0, 16), direction: int(0, 5) }),
  turn: z.strictObject({ kind: z.literal('turn'), part: int(0, 16), rotation: z.literal([1, -1]) }),
  endPart: z.strictObject({ kind: z.literal('endPart'), part: int(0, 16) }),
  endMove: z.strictObject({ kind: z.literal('endMove') }),
  undo: z.strictObject({ kind: z.literal('undo') }),
  kamaeStep: z.strictObject({ kind: z.literal('kamaeStep'), node: NodeIdSchema }),
  endKamae: z.strictObject({ kind: z.literal('endKamae') }),
  kamaeJump: z.strictObject({ kind: z.literal('kamaeJump'), node: NodeIdSchema }),
  payFee: z.strictObject({ kind: z.literal('payFee'), pay: z.boolean() }),
  chooseOption: z.strictObject({ kind: z.literal('chooseOption'), option: int(0, 16) }),
  discard: z.strictObject({ kind: z.literal('discard'), card: CardIdSchema }),
  drawCount: z.strictObject({ kind: z.literal('drawCount'), count: int(0, 30) }),
  take: z.strictObject({ kind: z.literal('take'), card: CardIdSchema }),
  target: z.strictObject({ kind: z.literal('target'), seat: SeatIdSchema }),
  pushTo: z.strictObject({ kind: z.literal('pushTo'), hex: HexSchema }),
  rotate: z.strictObject({ kind: z.literal('rotate'), rotation: z.literal([1, -1]) }),
  poison: z.strictObject({ kind: z.literal('poison'), poison: z.string().min(1).max(32) }),
  playCard: z.strictObject({ kind: z.literal('playCard'), card: CardIdSchema }),
  pass: z.strictObject({ kind: z.literal('pass') }),
} as const;

/** An option of a pending decision, sent back unchanged (docs/engine-api.md). */
export const ActionSchema = z.discriminatedUnion('kind', Object.values(actions) as unknown as ActionSchemas);
type ActionSchemas = [(typeof actions)[keyof typeof actions], ...(typeof actions)[keyof typeof actions][]];

// The decisions, one strict schema per kind (packages/engine/src/decisions.ts): its options and its
// context. A kind without context has no `context` key.
const StepPartSchema = z.strictObject({ kind: z.literal('step'), count: int(0, 6), directions: z.array(int(0, 5)).min(1).max(6), mandatory: z.boolean() });
const TurnPartSchema = z.strictObject({ kind: z.literal('turn'), count: int(0, 6), mandatory: z.boolean() });
const MoveProgressSchema = z.strictObject({
  part: z.discriminatedUnion('kind', [StepPartSchema, TurnPartSchema]),
  done: int(0, 6),
  direction: int(0, 5).nullable(),
  rotation: z.literal([1, -1]).nullable(),
  closed: z.boolean(),
});
const count = int(0, 64);
const LeftSchema = z.strictObject({ left: count });
const FeeSchema = z.strictObject({ fee: int(0, 3) });

const decisionFields = { seat: SeatIdSchema, rule: z.string().min(1).max(32) };
type Options = [z.ZodType, ...z.ZodType[]];
/** A decision kind with no context: its option kinds. */
const plain = <K extends string, O extends Options>(kind: K, ...options: O) =>
  z.strictObject({ ...decisionFields, kind: z.literal(kind), options: z.array(z.union(options)), context: z.undefined().optional() });
/** A decision kind with its context. */
const withContext = <K extends string, C extends z.ZodType, O extends Options>(kind: K, context: C, ...options: O) =>
  z.strictObject({ ...decisionFields, kind: z.literal(kind), options: z.array(z.union(options)), context });

const a = actions;
/** Each decision kind, its options and its context (the engine's DECISIONS table). */
export const DECISION_SCHEMAS = {
  placeTerrain: plain('placeTerrain', a.placeTerrain),
  placeFigure: plain('placeFigure', a.placeFigure),
  prepare: plain('prepare', a.prepare, a.endPrepare),
  select: plain('select', a.select),
  initiativeFee: withContext('initiativeFee', z.strictObject({ fee: int(0, 3), initiative: int(-30, 30) }), a.payInitiativeFee),
  replacement: plain('replacement', a.replace, a.keepCard),
  variableInitiative: plain('variableInitiative', a.chooseInitiative),
  tieOrder: withContext('tieOrder', z.strictObject({ initiative: int(-30, 30), seats: z.array(SeatIdSchema) }), a.tiePosition),
  move: withContext('move', z.strictObject({ parts: z.array(MoveProgressSchema), ordered: z.boolean(), card: z.string().nullable() }), a.step, a.turn, a.endPart, a.endMove, a.undo),
  kamaePath: withContext('kamaePath', LeftSchema, a.kamaeStep, a.endKamae),
  kamaeFocusExit: withContext('kamaeFocusExit', z.strictObject({ point: NodeIdSchema, start: NodeIdSchema }), a.kamaeStep),
  kamaeJump: plain('kamaeJump', a.kamaeJump),
  optionalFee: withContext('optionalFee', FeeSchema, a.payFee),
  or: plain('or', a.chooseOption),
  discard: withContext('discard', z.union([LeftSchema, z.strictObject({ over: count })]), a.discard),
  draw: plain('draw', a.drawCount),
  attackFee: withContext('attackFee', FeeSchema, a.payFee),
  blockFee: withContext('blockFee', FeeSchema, a.payFee),
  search: withContext('search', LeftSchema, a.take),
  recover: withContext('recover', LeftSchema, a.take),
  discardDeck: withContext('discardDeck', z.strictObject({ count }), a.payFee),
  declareTarget: withContext('declareTarget', z.strictObject({ card: CardIdSchema }), a.target),
  attackTarget: plain('attackTarget', a.target),
  lookTarget: plain('lookTarget', a.target),
  pushHex: plain('pushHex', a.pushTo),
  rotation: plain('rotation', a.rotate),
  poisonCard: plain('poisonCard', a.poison),
  counter: plain('counter', a.playCard, a.pass),
  instant: withContext('instant', z.strictObject({ window: InstantWindowSchema }), a.playCard, a.pass),
} as const;

type DecisionSchemas = typeof DECISION_SCHEMAS;
export const DecisionKindSchema = z.enum(Object.keys(DECISION_SCHEMAS) as [keyof DecisionSchemas, ...(keyof DecisionSchemas)[]]);

/** A choice the rules give one seat, with every legal option and its context. Sent only to that seat. */
export const DecisionSchema = z.discriminatedUnion('kind', Object.values(DECISION_SCHEMAS) as unknown as [DecisionSchemas[keyof DecisionSchemas], ...DecisionSchemas[keyof DecisionSchemas][]]);

const DefeatReasonSchema = z.enum(['wounds', 'stuns', 'execution']);

export const AttackResultSchema = z.strictObject({
  hex: HexSchema,
  target: SeatIdSchema,
  hit: z.boolean(),
  blockedBy: z
    .strictObject({ condition: z.enum(['a', 'b', 'c']), by: z.enum(['card', 'terrain']), blocker: SeatIdSchema.optional(), hexes: z.array(HexSchema) })
    .nullable(),
});

const seat = SeatIdSchema;
/** What happened; public facts only (a card id appears once the card is face up). */
export const GameEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('terrainPlaced'), seat, terrain: TerrainKindSchema, hex: HexSchema, facing: FacingSchema }), // OP-69: public with its facing
  z.strictObject({ kind: z.literal('figurePlaced'), seat, hex: HexSchema, facing: FacingSchema }),
  z.strictObject({ kind: z.literal('prepared'), seat, count: z.int() }),
  z.strictObject({ kind: z.literal('deckShuffled'), seat }),
  z.strictObject({ kind: z.literal('searched'), seat, count: z.int() }),
  z.strictObject({ kind: z.literal('recovered'), seat, card: CardIdSchema, number: z.string() }),
  z.strictObject({ kind: z.literal('stealthChanged'), seat, stealthed: z.boolean() }),
  z.strictObject({ kind: z.literal('pushed'), seat, from: HexSchema, to: HexSchema, by: SeatIdSchema }),
  z.strictObject({ kind: z.literal('poisoned'), seat, by: SeatIdSchema, poison: z.string() }),
  z.strictObject({ kind: z.literal('extraPlayed'), seat, card: CardIdSchema, number: z.string(), as: z.enum(['instant', 'counterattack']) }),
  z.strictObject({ kind: z.literal('terrainRemoved'), terrain: TerrainKindSchema, hex: HexSchema }),
  z.strictObject({ kind: z.literal('targetDeclared'), seat, card: CardIdSchema, target: SeatIdSchema }),
  // OP-73: `cards` (numbers) only in the looking seat's copy; null in every other viewer's (engine `eventsFor`).
  z.strictObject({
    kind: z.literal('handLooked'), seat, target: SeatIdSchema, from: z.enum(['hand', 'deck']), rule: z.enum(['OP-73', 'R-SOLO-LOOK-1']),
    cards: z.array(z.string()).max(40).nullable(),
  }),
  z.strictObject({
    kind: z.literal('automaton'), seat, rule: z.string(),
    code: z.enum(REASON_CODES), params: z.record(z.string(), z.union([z.string(), z.number()])), reason: z.string(), card: z.string().nullable(),
  }),
  z.strictObject({
    kind: z.literal('horde'),
    event: z.enum(['waveEntered', 'waveDefeated', 'levelCompleted', 'decksRebuilt', 'levelStarted', 'rankEarned', 'recovered', 'runEnded', 'lordPlaced']),
    level: z.int().min(1).max(3), wave: z.int().min(1).max(4), rank: HordeRankSchema, rule: z.string(), detail: z.string(),
  }),
  z.strictObject({ kind: z.literal('roundStarted'), round: z.int() }),
  z.strictObject({ kind: z.literal('bled'), seat }),
  z.strictObject({ kind: z.literal('drew'), seat, count: z.int() }),
  z.strictObject({ kind: z.literal('wounded'), seat, wounds: z.int(), bleeding: z.boolean(), cause: z.enum(['emptyDeck', 'attack', 'terrain']) }),
  z.strictObject({ kind: z.literal('selected'), seat }),
  z.strictObject({ kind: z.literal('revealed'), cards: z.array(z.strictObject({ seat, card: CardIdSchema, number: z.string() })) }),
  z.strictObject({ kind: z.literal('focusPaid'), seat, amount: z.int(), reason: z.enum(['mandatoryFee', 'initiativeFee', 'optionalFee']) }),
  z.strictObject({ kind: z.literal('focusRefunded'), seat, amount: z.int() }),
  z.strictObject({ kind: z.literal('focusGained'), seat, amount: z.int(), lost: z.int() }),
  z.strictObject({ kind: z.literal('focusLost'), seat, amount: z.int() }),
  z.strictObject({ kind: z.literal('replaced'), seat, replaced: CardIdSchema, by: CardIdSchema, number: z.string() }),
  z.strictObject({ kind: z.literal('initiativeSet'), seat, card: CardIdSchema, initiative: z.int() }),
  z.strictObject({ kind: z.literal('resolving'), seat, card: CardIdSchema, number: z.string(), sections: z.array(z.int()), initiative: z.int() }),
  z.strictObject({ kind: z.literal('stepped'), seat, from: HexSchema, to: HexSchema }),
  z.strictObject({ kind: z.literal('turned'), seat, facing: FacingSchema }),
  z.strictObject({ kind: z.literal('moveUndone'), seat, hex: HexSchema, facing: FacingSchema }),
  z.strictObject({ kind: z.literal('kamaeChanged'), seat, from: z.string(), to: z.string(), how: z.enum(['path', 'jump']) }),
  z.strictObject({
    kind: z.literal('collision'), seat, with: z.enum(['edge', 'terrain', 'character']), hex: HexSchema,
    other: SeatIdSchema.optional(), terrain: TerrainKindSchema.optional(),
  }),
  z.strictObject({ kind: z.literal('entered'), seat, terrain: TerrainKindSchema, hex: HexSchema }),
  z.strictObject({ kind: z.literal('turnEnded'), seat, card: CardIdSchema }),
  z.strictObject({ kind: z.literal('stunned'), seat }),
  z.strictObject({ kind: z.literal('weakened'), seat }),
  z.strictObject({ kind: z.literal('weaknessRotated'), seat, removed: z.int() }),
  z.strictObject({ kind: z.literal('discarded'), seat, card: CardIdSchema.nullable(), number: z.string().nullable(), faceDown: z.boolean() }),
  z.strictObject({ kind: z.literal('cardReturned'), seat, card: CardIdSchema }),
  z.strictObject({ kind: z.literal('advantageGained'), seat, track: z.array(SeatIdSchema) }),
  z.strictObject({
    kind: z.literal('attack'), seat, card: CardIdSchema, initiative: z.int(), hexes: z.array(HexSchema), results: z.array(AttackResultSchema),
  }),
  z.strictObject({ kind: z.literal('defeated'), seat, reason: DefeatReasonSchema }),
  z.strictObject({ kind: z.literal('gameOver'), winners: z.array(SeatIdSchema) }),
]);

export const ViewerSchema = z.union([SeatIdSchema, z.literal('spectator')]);
export const CardViewSchema = z.strictObject({ card: CardIdSchema, number: z.string() });

export const SeatViewSchema = z.strictObject({
  seat: SeatIdSchema,
  character: z.string(),
  team: z.int(),
  hex: HexSchema.nullable(),
  facing: FacingSchema,
  kamae: z.string(),
  focus: z.int(),
  wounds: z.int(),
  bleeding: z.int(),
  weakness: z.array(z.int()),
  stuns: z.int(),
  /** R-STEALTH-3: public. */
  stealthed: z.boolean(),
  defeated: z.strictObject({ reason: DefeatReasonSchema, round: z.int() }).nullable(),
  handCount: z.int(),
  deckCount: z.int(),
  discard: z.array(z.union([CardViewSchema, z.strictObject({ faceDown: z.literal(true) })])),
  hasSelected: z.boolean(),
  play: z
    .strictObject({ card: CardIdSchema, number: z.string(), initiative: z.int().nullable(), cancelled: z.boolean() })
    .nullable(),
  /** Only in the viewer's own seat. */
  hand: z.array(CardViewSchema).optional(),
  /** Only in the viewer's own seat: its face-down choice before the reveal. */
  selected: CardViewSchema.nullable().optional(),
  /** Only in the viewer's own seat: cards its own decisions offer from its deck or discard. */
  offered: z.array(CardViewSchema).optional(),
});

export const StepSchema = z.enum(['terrain', 'placement', 'prepare', 'roundStart', 'select', 'reveal', 'ties', 'resolve', 'handLimit', 'over']);

const AutomatonViewSchema = z.strictObject({
  seat: SeatIdSchema,
  automaton: AutomatonIdSchema,
  behaviour: z.enum(BEHAVIOURS),
  stance: z.enum(STANCES),
  /** R-SOLO-STANCE-2: advantage token (aggressive) or Kamae ring (defensive). */
  marker: z.enum(['token', 'ring']),
  deckCount: z.int().min(0),
  discard: z.array(z.union([z.strictObject({ number: z.string() }), z.strictObject({ faceDown: z.literal(true) })])),
  drawn: z.string().nullable(),
  hasDrawn: z.boolean(),
  stuns: z.int().min(0),
  stunsBeside: z.int().min(0),
  woundLimit: z.int().min(1),
  stunLimit: z.int().min(1),
  defeated: DefeatReasonSchema.nullable(),
  /** Section 21.5: Desperation (R-SOLO-EXP-12) and the contracts fulfilled (R-SOLO-EXP-18). */
  desperate: z.boolean(),
  contracts: z.array(z.string()),
});

/** What one seat (or a spectator) may see: the engine's `viewFor`, and nothing else. */
export const GameViewSchema = z.strictObject({
  viewer: ViewerSchema,
  version: z.int().min(0),
  round: z.int(),
  step: StepSchema,
  board: z.array(HexSchema),
  terrain: z.array(z.strictObject({ hex: HexSchema, kind: z.string() })),
  /** OP-69: each multi-hex piece (a torii) as placed, with every hex it covers, its pillars and passage. */
  pieces: z.array(
    z.strictObject({ kind: TerrainKindSchema, hex: HexSchema, facing: FacingSchema, hexes: z.array(HexSchema), pillars: z.array(HexSchema), passage: z.array(HexSchema) }),
  ),
  advantage: z.array(SeatIdSchema),
  seats: z.array(SeatViewSchema),
  decisions: z.array(DecisionSchema),
  waitingFor: z.array(SeatIdSchema),
  winners: z.array(SeatIdSchema).nullable(),
  /** Solo and co-op: the automata's public facts (never the order of their decks). */
  automata: z.array(AutomatonViewSchema),
  /** Horde mode: the run's public facts; absent in other games. */
  horde: z
    .strictObject({
      level: z.int().min(1).max(3), wave: z.int().min(1).max(4), rank: HordeRankSchema, woundLimit: z.int().min(1),
      automata: z.array(SeatIdSchema), placing: SeatIdSchema.nullable(), recovery: z.enum(['stun', 'bleeding']).nullable(),
      fallenLord: HexSchema.nullable().optional(), over: z.boolean(),
    })
    .optional(),
});

/**
 * The ruleset a room plays with, sent once per join: its id and content hash, and the definitions
 * it adds to the built-in ruleset (null: it is the built-in ruleset, which the client bundles). The
 * client derives the ruleset with the engine's createRuleset and checks the hash.
 */
export const RulesetInfoSchema = z.strictObject({
  id: z.string().min(1).max(80),
  hash: z.string().regex(/^[0-9a-f]{16}$/),
  definitions: DefinitionsSchema.nullable(),
});
export type RulesetInfo = z.infer<typeof RulesetInfoSchema>;

/** The engine's rule error codes (packages/engine/src/result.ts). */
export const ENGINE_ERROR_CODES = [
  'INVALID_CONFIG', 'INVALID_SCENARIO', 'GAME_OVER', 'NOT_YOUR_DECISION', 'ILLEGAL_OPTION', 'NOT_IN_HAND', 'FOCUS_SHORT',
  'KAMAE_REQUIRED', 'ALREADY_SELECTED', 'MOVE_BLOCKED', 'MOVE_NOT_ALLOWED', 'KAMAE_NOT_CONNECTED', 'HAND_LIMIT', 'MALFORMED_ACTION',
  'INVALID_DEFINITIONS', 'RULESET_MISMATCH', 'INVALID_STATE', 'UNBOUND_STATE',
] as const;

// Compile-time proof that each schema and its engine type describe exactly the same values. Two-way
// assignability is not enough: it ignores an optional key that only one side has (the torii's
// `facing` went missing that way), so the check is type identity after dropping `readonly`, and
// for the action and event unions it names each drifted variant. When the engine adds or changes an
// action, event, decision kind or error code, the build fails here until the protocol learns it.
type DeepMutable<T> = T extends readonly (infer U)[]
  ? DeepMutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T;
/** Identity, not assignability: optional keys, `undefined` and literal types must all agree. */
type Identical<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Exact<A, B> = Identical<DeepMutable<A>, DeepMutable<B>>;
/** The `kind`s whose variant differs between the two unions (or exists in only one). */
type DriftedKinds<A extends { kind: string }, B extends { kind: string }> = {
  [K in A['kind'] | B['kind']]: Exact<Extract<A, { kind: K }>, Extract<B, { kind: K }>> extends true ? never : K;
}[A['kind'] | B['kind']];
type Assert<T extends true> = T;
/** A compile error here names the drifted variants. */
type NoDrift<T extends never> = T;
export type ProtocolMatchesEngine = [
  NoDrift<DriftedKinds<z.infer<typeof ActionSchema>, Action>>,
  NoDrift<DriftedKinds<z.infer<typeof GameEventSchema>, GameEvent>>,
  Assert<Exact<z.infer<typeof ActionSchema>, Action>>,
  Assert<Exact<z.infer<typeof GameEventSchema>, GameEvent>>,
  Assert<Exact<z.infer<typeof DecisionKindSchema>, Decision['kind']>>,
  Assert<Exact<z.infer<typeof StepSchema>, GameView['step']>>,
  Assert<Exact<(typeof ENGINE_ERROR_CODES)[number], ErrorCode>>,
  NoDrift<DriftedKinds<z.infer<typeof DecisionSchema>, Decision>>,
  Assert<Exact<z.infer<typeof DecisionSchema>, Decision>>,
  Assert<Exact<z.infer<typeof GameViewSchema>, GameView>>,
];
