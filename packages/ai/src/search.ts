import type { CardId, GameState, GameView, Ruleset, SeatId } from '@senjutsu/engine';
import { evaluate, playOut } from './playout';
import type { Rng } from './rng';
import type { Sampler } from './sample';

// What the two search levels share: the budget (playouts, with a wall-clock cap), the prior, the
// rollout, and the statistics a choice is explained by.

export type Budget = {
  /** Playouts per decision (normal: one per candidate in turn; hard: one per candidate each iteration): the budget that makes a choice reproducible. */
  readonly iterations: number;
  /** A wall-clock cap per decision in ms; Infinity for none (then the same seed gives the same choice on any machine). */
  readonly timeMs: number;
  /** Rounds after the current one a playout plays before the position is scored. */
  readonly horizon: number;
  /** How much a hex of distance to the opponent costs an unfinished position, in shares of a wound limit (playout.ts evaluate). */
  readonly closeIn: number;
};

/** One candidate card of the Select step, as the search judged it. */
export type Candidate = { readonly card: CardId; readonly number: string; readonly visits: number; readonly value: number; readonly weight: number };

export type SearchResult = { readonly card: CardId; readonly playouts: number; readonly actions: number; readonly candidates: readonly Candidate[] };

export type SearchInput = {
  readonly view: GameView; readonly rules: Ruleset; readonly sampler: Sampler; readonly candidates: readonly CardId[]; readonly budget: Budget; readonly rng: Rng;
  /** Each candidate's one-ply score (policy.ts selectScore): the search's prior. */
  readonly scores: readonly number[];
};

/** Virtual playouts a candidate's prior counts for: with few real ones the choice follows the heuristic, with many the search. */
export const PRIOR_PLAYOUTS = 4;

/** A candidate's prior value in [0.3, 0.7]: its score against the best candidate's. */
export function priorValues(scores: readonly number[]): number[] {
  const best = Math.max(...scores);
  return scores.map((x) => 0.3 + 0.4 * (best > 0 ? x / best : 0.5));
}

/** The mean score with the prior's virtual playouts. */
export const smoothed = (sum: number, visits: number, prior: number): number => (sum + PRIOR_PLAYOUTS * prior) / (visits + PRIOR_PLAYOUTS);

export const clock = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Whether the search may run one more iteration. */
export function keepGoing(done: number, started: number, budget: Budget): boolean {
  return done < budget.iterations && (budget.timeMs === Infinity || clock() - started < budget.timeMs);
}

/** Play a position out and score it for `viewer` (drawing from `rng`, by default the search's own). */
export function rollout(state: GameState, viewer: SeatId, input: SearchInput, counter: { actions: number }, rng: Rng = input.rng): number {
  const end = playOut(state, input.rules, rng, input.view.round + input.budget.horizon, counter);
  return evaluate(end, viewer, input.rules, input.budget.closeIn);
}

export function numberIn(view: GameView, card: CardId): string {
  return view.seats[view.viewer as SeatId]!.hand?.find((c) => c.card === card)?.number ?? '?';
}
