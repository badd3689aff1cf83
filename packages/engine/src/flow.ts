import type { Ctx } from './context';
import { sameAction, type Action, type Decision, type DecisionOf } from './decisions';
import type { GameEvent } from './events';
import { declarableTargets, fullAttack, lookedAhead, type Lookahead } from './golden';
import { err, ok, type Result } from './result';
import { phaseOf } from './phases/table';
import { resolveAloneNow } from './round/reveal';
import { selectionError } from './round/select';
import { activeSeats, draftOf, draftOfDuel, hasDuelKeys, seatOf, type GameState, type SeatId } from './state';
import { rulesOf, unboundError } from './ruleset';
import { settleDefeats } from './victory';

// The game loop, modelled on boardgame.io's flow: after each accepted action the engine moves on
// by itself until a player must decide or the game is over. What each phase does is data: the
// phase table (phases/table.ts); the decision kinds are the registry (registry.ts).

/**
 * Who must decide what now, with every legal option. Several seats at once in the Select step.
 * Throws for a state with no ruleset bound (a caller's bug: restoreGame binds a state read from JSON).
 */
export function pendingDecisions(s: GameState): readonly Decision[] {
  const memo = memoOf(s);
  let pending = memo.pending;
  if (pending === undefined) {
    rulesOf(s); // throws a clear error for a state with no ruleset bound
    const decisions = decisionsOf(s);
    // The golden rule of full attack narrows an attacker's options (OP-50 while resolving, OP-56 at the declaration).
    pending =
      s.flow.at === 'resolve' ? decisions.map((d) => fullAttack(s, d, LOOKAHEAD))
      : s.flow.at === 'reveal' ? decisions.map((d) => declarableTargets(s, d, LOOKAHEAD))
      : decisions;
    memo.pending = pending;
  }
  return pending;
}

/**
 * What is remembered of a state: its decisions as the game loop found them (`raw`, before the
 * golden rule narrows them) and as pendingDecisions returns them. A state is an immutable value,
 * so they are listed once: a server lists them for the views and then validates the next action
 * against the same state. Keyed by identity, the memo cannot change any result.
 */
type Memo = {
  raw: Decision[] | undefined;
  pending: readonly Decision[] | undefined;
  /** The state passes hasDuelKeys (state.ts), so its drafts are made by draftOfDuel; known once a draft is settled. */
  duel: boolean;
};

/**
 * The memo sits on the state itself, under a symbol and not enumerable: no JSON, spread or copy of
 * the state carries it (a copy is another state), and unlike a WeakMap entry it costs the garbage
 * collector nothing. Every draft gets its one (empty) memo as it is made (`drafted`), so all states
 * share one shape and the memo is filled by plain writes: a property defined later, one per list,
 * cost 3% of the engine's time. A frozen state (a caller's) falls back to a WeakMap.
 */
const MEMO = Symbol('senjutsu.decisions');
const frozenMemos = new WeakMap<GameState, Memo>();

function memoOf(s: GameState): Memo {
  const memo = (s as unknown as { [MEMO]?: Memo })[MEMO];
  return memo ?? attachMemo(s);
}

function attachMemo(s: GameState): Memo {
  const memo: Memo = { raw: undefined, pending: undefined, duel: false };
  if (Object.isExtensible(s)) Object.defineProperty(s, MEMO, { value: memo, writable: false, enumerable: false, configurable: false });
  else {
    const kept = frozenMemos.get(s);
    if (kept !== undefined) return kept;
    frozenMemos.set(s, memo);
  }
  return memo;
}

/** A new draft of `state`, with its memo (empty: it is filled only once the draft is a finished state). */
function drafted(state: GameState): Ctx {
  const duel = memoOf(state).duel;
  const s = duel ? draftOfDuel(state) : draftOf(state);
  attachMemo(s as GameState).duel = duel; // until settled: which way it was made
  return { s, events: [] };
}

// The game loop stops on a state because it found decisions there; they are kept for that state
// (the one an action returns, never changed again), so listing them does not enumerate them twice.
function decisionsOf(s: GameState): Decision[] {
  const memo = memoOf(s);
  return (memo.raw ??= rawDecisions(s));
}

/** The state a finished draft became, with the decisions the game loop stopped on. */
function settled(ctx: Ctx, found: Decision[] | null): Applied {
  const state = ctx.s as GameState;
  const memo = memoOf(state);
  if (found !== null) memo.raw = found;
  // A draft made by draftOfDuel has the duel keys unless the apply added a horde (horde/state.ts
  // setHorde) or a solo part or a placed multi-hex piece (OP-69); another draft is checked once.
  memo.duel = ctx.s.solo === undefined && ctx.s.horde === undefined && ctx.s.pieces === undefined && (memo.duel || hasDuelKeys(state));
  return { state, events: ctx.events };
}

/** The decisions before the golden rule of full attack narrows an attacker's options. */
const rawDecisions = (s: GameState): Decision[] => phaseOf(s.flow).decisions(s, s.flow);

export type Applied = { readonly state: GameState; readonly events: readonly GameEvent[] };

/**
 * Apply one seat's action. The action must be one of the options that seat's pending decision
 * lists; anything else is rejected with a code, the rule and a message, and changes nothing.
 */
export function applyAction(state: GameState, seat: SeatId, action: Action): Result<Applied> {
  const unbound = unboundError(state); // a state read from JSON must be restored first
  if (unbound !== null) return unbound;
  if (state.winners !== null) return err('GAME_OVER', 'The game is over.', 'R-VICTORY-4');
  const decision = pendingDecisions(state).find((d) => d.seat === seat);
  if (decision === undefined) return notYours(state, seat);
  const options = decision.options as readonly Action[];
  // The caller's action is usually the listed option itself (a client echoing it, a bot, the look-ahead): no comparison by value.
  const listed = options.includes(action) ? action : options.find((o) => sameAction(o, action));
  if (listed === undefined) return illegal(state, seat, decision, action);
  // The golden rule's search may already have played this very option (golden.ts).
  return ok(lookedAhead(state, listed) ?? applyListed(state, seat, listed, decision));
}

/**
 * Apply an option already known to be listed (the engine's own copy of it), and move on to the
 * next decision. The golden rule's search passes no decision: it applies options of the pending one.
 */
function applyListed(state: GameState, seat: SeatId, action: Action, decision = pendingOf(state, seat)): Applied {
  const ctx = drafted(state);
  phaseOf(ctx.s.flow).apply(ctx, ctx.s.flow, seat, decision, action);
  ctx.s.version += 1;
  settleDefeats(ctx); // R-VICTORY-1..3: defeat comes as soon as a limit is reached
  return settled(ctx, advance(ctx));
}

/** OP-56: the seat's revealed card starting to resolve now, alone, against `target`: what a declaration is judged on. */
function resolveAlone(state: GameState, seat: SeatId, target: SeatId): Applied {
  const ctx = drafted(state);
  resolveAloneNow(ctx, seat, target);
  return settled(ctx, advance(ctx));
}

const LOOKAHEAD: Lookahead = { decisions: decisionsOf, apply: applyListed, resolveAlone };

/** The raw decision `seat` is to make now (the one the golden rule's search plays options of). */
function pendingOf(state: GameState, seat: SeatId): Decision {
  const decision = decisionsOf(state).find((d) => d.seat === seat);
  if (decision === undefined) throw new Error(`seat ${seat} has no decision to make`);
  return decision;
}

/** Run the automatic steps until someone must decide (returns those decisions) or the game ends (null). */
export function advance(ctx: Ctx): Decision[] | null {
  for (let guard = 0; guard < 100_000; guard++) {
    if (ctx.s.winners !== null) return null;
    const moved = step(ctx);
    settleDefeats(ctx); // R-VICTORY-1..3: "as soon as"
    if (!moved) {
      const found = rawDecisions(ctx.s as GameState);
      if (found.length > 0) return found;
    }
  }
  throw new Error('the game loop did not settle');
}

/** One automatic step; false when nothing moves without a decision. */
const step = (ctx: Ctx): boolean => phaseOf(ctx.s.flow).step(ctx, ctx.s.flow);

/** Bring a freshly created game or scenario to its first decision. */
export function start(state: GameState): Applied {
  const ctx = drafted(state);
  return settled(ctx, advance(ctx));
}

function notYours(s: GameState, seat: SeatId): Result<never> {
  if (seatOf(s, seat) === undefined) return err('NOT_YOUR_DECISION', `There is no seat ${seat}.`);
  const waiting = pendingDecisions(s).map((d) => d.seat);
  if (s.flow.at === 'select' && seatOf(s, seat).selected !== null) {
    return err('ALREADY_SELECTED', 'You have already chosen your card for this round.', 'R-ROUND-SELECT-1');
  }
  const who = waiting.length === 0 ? 'nobody' : `seat ${waiting.join(', ')}`;
  return err('NOT_YOUR_DECISION', `It is not your decision now: waiting for ${who}.`);
}

/** A specific reason where the rules give one, else the rule that lists the options. */
function illegal(s: GameState, seat: SeatId, decision: Decision, action: Action): Result<never> {
  if (typeof action !== 'object' || action === null || typeof (action as { kind?: unknown }).kind !== 'string') {
    return err('MALFORMED_ACTION', 'An action is an object with a kind, as listed in the pending decision.');
  }
  if (decision.kind === 'select' && action.kind === 'select') {
    const reason = selectionError(s, seat, action.card);
    if (reason !== null) return reason;
  }
  if (decision.kind === 'move' && (action.kind === 'step' || action.kind === 'turn')) return illegalMove(decision, action);
  if (decision.kind === 'kamaePath' && action.kind === 'kamaeStep') {
    return err('KAMAE_NOT_CONNECTED', 'The ring moves only along a path from its position, and one-way paths only their way.', 'R-KAMAE-PATH-3');
  }
  const listed = [...new Set(decision.options.map((o) => o.kind))].join(', ');
  return err('ILLEGAL_OPTION', `That is not one of the options of this ${decision.kind} decision (${listed}).`, decision.rule);
}

/** The most specific movement rule a rejected step or turn breaks. */
function illegalMove(decision: DecisionOf<'move'>, action: Extract<Action, { kind: 'step' | 'turn' }>): Result<never> {
  const { parts, ordered } = decision.context;
  const part = parts[action.part];
  const over = (p: (typeof parts)[number]) => p.closed || p.done >= p.part.count;
  if (part === undefined || part.part.kind !== action.kind) {
    return err('ILLEGAL_OPTION', 'That movement symbol has no such part.', decision.rule);
  }
  if (over(part) || (ordered && parts.slice(0, action.part).some((p) => !over(p)))) {
    return err('MOVE_NOT_ALLOWED', 'Parts linked by "then" are carried out in printed order, each at most once.', 'R-MOVE-11');
  }
  if (action.kind === 'turn') {
    return err('MOVE_NOT_ALLOWED', 'Every turn of one turn symbol goes the same way (each part chooses its own way).', 'R-MOVE-9'); // OP-66
  }
  if (part.direction !== null && part.direction !== action.direction) {
    return err('MOVE_NOT_ALLOWED', 'Every step of one step symbol goes in the direction of its first step.', 'R-MOVE-8');
  }
  if (part.part.kind === 'step' && !part.part.directions.includes(action.direction)) {
    return err('MOVE_NOT_ALLOWED', 'Steps go only in the directions the symbol shows.', 'R-MOVE-2');
  }
  if (decision.rule === 'R-ATTACK-1') {
    return err('MOVE_NOT_ALLOWED', 'An attack card must be played so that its attack reaches an opponent when it can.', 'R-ATTACK-1');
  }
  return err('MOVE_BLOCKED', 'A character never moves by choice into terrain, another character or off the battlefield.', 'R-MOVE-12');
}

export const isActive = (s: GameState, seat: SeatId) => activeSeats(s).includes(seat);
