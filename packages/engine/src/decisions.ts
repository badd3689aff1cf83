import type { InstantWindow, TerrainKind } from '@senjutsu/cards';
import type { Hex } from './hex';
import type { Ctx } from './context';
import type { CardId, GameState, MoveProgress, SeatId } from './state';

/**
 * An action is one option of a pending decision, sent back as it was listed: the engine accepts
 * exactly the options it enumerated (chessground's discipline, style.md §2.11).
 */
export type Action =
  | { kind: 'placeTerrain'; terrain: TerrainKind; hex: Hex; facing?: number }
  | { kind: 'placeFigure'; hex: Hex }
  | { kind: 'prepare'; card: CardId }
  | { kind: 'endPrepare' }
  | { kind: 'select'; card: CardId }
  | { kind: 'payInitiativeFee'; pay: boolean }
  | { kind: 'replace'; card: CardId }
  | { kind: 'keepCard' }
  | { kind: 'chooseInitiative'; value: number }
  | { kind: 'tiePosition'; position: number }
  | { kind: 'step'; part: number; direction: number }
  | { kind: 'turn'; part: number; rotation: 1 | -1 }
  | { kind: 'endPart'; part: number }
  | { kind: 'endMove' }
  /** Take back the steps and turns of the movement so far (movement-undo.ts): listed last, only while nothing else happened. */
  | { kind: 'undo' }
  | { kind: 'kamaeStep'; node: string }
  | { kind: 'endKamae' }
  | { kind: 'kamaeJump'; node: string }
  | { kind: 'payFee'; pay: boolean }
  | { kind: 'chooseOption'; option: number }
  | { kind: 'discard'; card: CardId }
  | { kind: 'drawCount'; count: number }
  | { kind: 'take'; card: CardId }
  | { kind: 'target'; seat: SeatId }
  | { kind: 'pushTo'; hex: Hex }
  | { kind: 'rotate'; rotation: 1 | -1 }
  | { kind: 'poison'; poison: string }
  | { kind: 'playCard'; card: CardId }
  | { kind: 'pass' };

export type ActionKind = Action['kind'];

// Every decision kind is written once, here: the action kinds it may list and the type of the
// context a client needs to present it (chessops style). `Decision`, `DecisionKind` and the
// registry's shape (registry.ts) are all derived from this table.

/** A decision kind's entry: its option kinds, and its context type (carried by the type only). */
type Shape<O extends ActionKind, C> = { readonly options: readonly O[]; readonly context?: C };
const kind = <O extends ActionKind>(...options: O[]): Shape<O, never> => ({ options });
const withContext = <C>() => <O extends ActionKind>(...options: O[]): Shape<O, C> => ({ options });

/** What is left to choose of a multi-part choice (cards to take or discard, paths to follow). */
export type LeftContext = { readonly left: number };
export type FeeContext = { readonly fee: number };

export const DECISIONS = {
  placeTerrain: kind('placeTerrain'),
  placeFigure: kind('placeFigure'),
  prepare: kind('prepare', 'endPrepare'),
  select: kind('select'),
  initiativeFee: withContext<{ readonly fee: number; readonly initiative: number }>()('payInitiativeFee'),
  replacement: kind('replace', 'keepCard'),
  variableInitiative: kind('chooseInitiative'),
  tieOrder: withContext<{ readonly initiative: number; readonly seats: readonly SeatId[] }>()('tiePosition'),
  move: withContext<{ readonly parts: readonly MoveProgress[]; readonly ordered: boolean; readonly card: string | null }>()('step', 'turn', 'endPart', 'endMove', 'undo'),
  kamaePath: withContext<LeftContext>()('kamaeStep', 'endKamae'),
  kamaeFocusExit: withContext<{ readonly point: string; readonly start: string }>()('kamaeStep'),
  kamaeJump: kind('kamaeJump'),
  optionalFee: withContext<FeeContext>()('payFee'),
  or: kind('chooseOption'),
  /** An effect's discard counts down what is `left`; the hand limit says how many cards are `over` it. */
  discard: withContext<LeftContext | { readonly over: number }>()('discard'),
  draw: kind('drawCount'),
  attackFee: withContext<FeeContext>()('payFee'),
  blockFee: withContext<FeeContext>()('payFee'),
  search: withContext<LeftContext>()('take'),
  recover: withContext<LeftContext>()('take'),
  discardDeck: withContext<{ readonly count: number }>()('payFee'),
  declareTarget: withContext<{ readonly card: CardId }>()('target'),
  attackTarget: kind('target'),
  lookTarget: kind('target'),
  pushHex: kind('pushTo'),
  rotation: kind('rotate'),
  poisonCard: kind('poison'),
  counter: kind('playCard', 'pass'),
  instant: withContext<{ readonly window: InstantWindow }>()('playCard', 'pass'),
} as const;

type Shapes = typeof DECISIONS;
export type DecisionKind = keyof Shapes;
export const DECISION_KINDS = Object.keys(DECISIONS) as readonly DecisionKind[];

/** The actions a decision of kind `K` may list. */
export type OptionOf<K extends DecisionKind> = Extract<Action, { kind: Shapes[K]['options'][number] }>;
/** The context a decision of kind `K` carries (never: none; such a decision has no `context` key). */
export type ContextOf<K extends DecisionKind> = NonNullable<Shapes[K]['context']>;

/** Who must decide what now, with every legal option listed. */
export type DecisionOf<K extends DecisionKind> = {
  readonly seat: SeatId;
  readonly kind: K;
  /** The rule that gives this choice to this player. */
  readonly rule: string;
  readonly options: readonly OptionOf<K>[];
} & ([ContextOf<K>] extends [never] ? { readonly context?: undefined } : { readonly context: ContextOf<K> });

export type DecisionMap = { readonly [K in DecisionKind]: DecisionOf<K> };
/** Who must decide what now: one of the kinds above, discriminated by `kind`. */
export type Decision = DecisionMap[DecisionKind];

/** Whether `action` is one of the action kinds a decision of kind `kind` lists (the registry's entry narrows with it). */
export const listsKind = <K extends DecisionKind>(kind: K, action: Action): action is OptionOf<K> =>
  (DECISIONS[kind].options as readonly ActionKind[]).includes(action.kind);

/** Whether two actions are the same option: flat objects whose values are primitives or hexes. */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => {
    const va = (a as Record<string, unknown>)[k];
    const vb = (b as Record<string, unknown>)[k];
    if (va === vb) return true;
    if (typeof va !== 'object' || typeof vb !== 'object' || va === null || vb === null) return false;
    const ha = va as { q?: unknown; r?: unknown };
    const hb = vb as { q?: unknown; r?: unknown };
    return Object.keys(va).length === 2 && Object.keys(vb).length === 2 && ha.q === hb.q && ha.r === hb.r && typeof ha.q === 'number';
  });
}

/**
 * A decision kind's entry in the registry (registry.ts): `decide` lists the decision of this kind
 * `seat` must make now (null: none), `apply` carries out one of its listed options. An automaton
 * seat plugs in here: its decisions are the same values, chosen by the engine instead of a player.
 */
export type DecisionHandler<K extends DecisionKind> = {
  readonly decide: (s: GameState, seat: SeatId) => DecisionOf<K> | null;
  readonly apply: (ctx: Ctx, seat: SeatId, action: OptionOf<K>) => void;
};
