import type { Ctx } from './context';
import type { Action, Decision } from './decisions';
import type { Draft, Entry, Flow, GameState } from './state-shape';
import type { AutomatonView, HordeView, SeatId } from './terms';

// The points where a mode changes the duel (issue 24, docs/architecture.md "Modes"): the duel core
// defines them and calls them; it imports no mode. A mode (solo/, horde/, a variant, a test's own)
// fills in what it changes with `defineMode`; the rest stays the duel's. The game's mode is bound
// to its state like its ruleset (an enumerable symbol: a spread keeps it, JSON drops it), by the
// entry points that create or restore a game (modes/index.ts); a state with none is a duel.

type ResolveFlow = Extract<Flow, { at: 'resolve' }>;
/** Where a run between rounds stands (the Round start hooks): nobody to ask and the round may begin, a step taken, or a player to ask. */
export type RoundStartStep = 'ready' | 'moved' | 'waiting';

export type Mode = {
  readonly name: string;
  /** The seats (R-SOLO-ROUND-2, OP-22, OP-72). */
  readonly seats: {
    /** A seat that decides by itself (an automaton): never asked, holds no hand, its cards are the mode's to play. */
    readonly decidesAlone: (s: GameState | Draft, seat: SeatId) => boolean;
    /** A figure that is a character for the automata only (the fallen lord's token): it draws nothing and has no hand to look at. */
    readonly token: (s: GameState | Draft, seat: SeatId) => boolean;
    /** Nothing `by` does reaches `target` (null: anything at all; OP-72). */
    readonly untouchable: (s: GameState | Draft, by: SeatId | null, target: SeatId) => boolean;
  };
  /** Setup (section 6): figures the mode places itself, and what follows once every figure is down. */
  readonly setup: {
    /** Place the next figure if it is the mode's (R-SOLO-SETUP-4); false when the next figure is a player's, or none is left. */
    readonly placeFigure: (ctx: Ctx) => boolean;
    /** Every figure is down (R-SOLO-SETUP-5/6: the automata's markers). */
    readonly figuresPlaced: (ctx: Ctx) => void;
  };
  /** Start of a round, before the Draw step: the mode's own steps and decisions between rounds (horde waves). */
  readonly roundStart: {
    readonly decisions: (s: GameState) => Decision[];
    readonly apply: (ctx: Ctx, decision: Decision, action: Action) => void;
    readonly step: (ctx: Ctx) => RoundStartStep;
    /** After the Draw step (R-HORDE-LORD-4). */
    readonly afterDraw: (ctx: Ctx) => void;
  };
  /** The Draw step for the seats that decide alone (R-SOLO-ROUND-1). */
  readonly draw: (ctx: Ctx) => void;
  /** The Reveal step: their cards turned face up (R-SOLO-ROUND-3), and their entries in the resolution order. */
  readonly reveal: {
    readonly faceUp: (ctx: Ctx) => void;
    readonly entries: (ctx: Ctx) => Entry[];
  };
  /** Ties (R-ROUND-RESOLVE-4/5): the order the mode gives its own tied cards (OP-74), by seat; lower resolves first. */
  readonly tieRanks: (ctx: Ctx, entries: readonly Entry[]) => ReadonlyMap<SeatId, number>;
  /** The Resolve step. */
  readonly resolve: {
    /** A card of a seat that decides alone starts or has finished resolving (R-SOLO-ROUND-4). */
    readonly startCard: (ctx: Ctx, flow: ResolveFlow, entry: Entry) => void;
    readonly endCard: (ctx: Ctx, seat: SeatId) => void;
    /** Answer a task waiting on a seat that decides alone; false when no such task waits. */
    readonly answer: (ctx: Ctx, flow: ResolveFlow) => boolean;
    /** After an attack was applied: the counterattacks the mode's seats make (R-SOLO-COUNTER-2/3). */
    readonly counters: (ctx: Ctx, attacker: SeatId, initiative: number, targets: readonly SeatId[]) => void;
    /** A discard from the hand of a seat that has none (OP-53, OP-11, S39); false when the seat has a hand. */
    readonly discardFromDeck: (ctx: Ctx, seat: SeatId, count: number, rule: string) => boolean;
    /** A look at the hand of a seat that has none (R-SOLO-LOOK-1..3); false when the seat has a hand. */
    readonly lookAt: (ctx: Ctx, seat: SeatId, target: SeatId) => boolean;
  };
  /** End of round: the cards of the seats that decide alone go to their piles (R-SOLO-ROUND-5). */
  readonly roundEnd: (ctx: Ctx) => void;
  /** Victory (section 8): conditions of the mode's own. */
  readonly victory: {
    /** After every step of the Resolve step (R-HORDE-LORD-3): may end the game. */
    readonly afterStep: (ctx: Ctx) => void;
    /** Characters fell: true when the mode has settled it (a wave fell and the next comes, or the run ended), false for the duel's end. */
    readonly afterDefeats: (ctx: Ctx) => boolean;
  };
  /** What every viewer sees of the mode's parts (public facts only). */
  readonly view: {
    readonly automata: (s: GameState) => AutomatonView[];
    readonly horde: (s: GameState) => HordeView | null;
  };
};

/** What a mode may leave out: each group, and each hook of a group, defaults to the duel's. */
export type ModeSpec = { readonly name: string } & {
  readonly [K in Exclude<keyof Mode, 'name'>]?: Mode[K] extends (...args: never[]) => unknown ? Mode[K] : Partial<Mode[K]>;
};

const no = () => false;
const nothing = () => {};
const NO_RANKS: ReadonlyMap<SeatId, number> = new Map();

/** The duel: no seat decides alone, nothing between rounds, the rulebook's victory. */
export const DUEL: Mode = {
  name: 'duel',
  seats: { decidesAlone: no, token: no, untouchable: no },
  setup: { placeFigure: no, figuresPlaced: nothing },
  roundStart: { decisions: () => [], apply: nothing, step: () => 'ready', afterDraw: nothing },
  draw: nothing,
  reveal: { faceUp: nothing, entries: () => [] },
  tieRanks: () => NO_RANKS,
  resolve: { startCard: nothing, endCard: nothing, answer: no, counters: nothing, discardFromDeck: no, lookAt: no },
  roundEnd: nothing,
  victory: { afterStep: nothing, afterDefeats: no },
  view: { automata: () => [], horde: () => null },
};

/** A mode from what it changes; everything else is the duel's (or `base`'s: horde builds on solo). */
export function defineMode(spec: ModeSpec, base: Mode = DUEL): Mode {
  const group = <K extends keyof Mode>(key: K): Mode[K] => {
    const given = spec[key as Exclude<K, 'name'>];
    if (given === undefined) return base[key];
    return (typeof given === 'function' ? given : { ...(base[key] as object), ...(given as object) }) as Mode[K];
  };
  return {
    name: spec.name, seats: group('seats'), setup: group('setup'), roundStart: group('roundStart'), draw: group('draw'), reveal: group('reveal'),
    tieRanks: group('tieRanks'), resolve: group('resolve'), roundEnd: group('roundEnd'), victory: group('victory'), view: group('view'),
  };
}

const MODE_KEY = Symbol.for('senjutsu.mode');

/** Bind `mode` to a state the caller just made (a duel binds nothing: its states stay of the duel's shape). */
export function bindMode<T extends object>(state: T, mode: Mode): T {
  if (mode !== DUEL) (state as Record<symbol, unknown>)[MODE_KEY] = mode;
  return state;
}

/** The mode a state is played in: one property read. */
export const modeOf = (s: object): Mode => (s as { [MODE_KEY]?: Mode })[MODE_KEY] ?? DUEL;
