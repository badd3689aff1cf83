import { applyAction, outcome, pendingDecisions, type Action, type Decision, type GameState, type Ruleset, type SeatId } from '@senjutsu/engine';
import { heuristicChoice } from './policy';
import { distance } from './reach';
import type { Rng } from './rng';
import { tableOfState } from './table';

// Playouts on a sampled position: both seats play the default policy (policy.ts, 'sample' mode)
// until the game ends or the horizon round is over, and the position is scored for one seat.

/** The first pending decision and the default policy's answer to it. */
export function defaultMove(state: GameState, rules: Ruleset, rng: Rng): { decision: Decision; action: Action } {
  const decision = pendingDecisions(state)[0]!;
  return { decision, action: heuristicChoice(tableOfState(state, decision.seat, rules), decision, rng, 'sample') };
}

export function apply(state: GameState, seat: SeatId, action: Action): GameState {
  const r = applyAction(state, seat, action);
  if (!r.ok) throw new Error(`the AI's playout chose an option the engine refused: ${r.error.message}`);
  return r.value.state;
}

/** Play the default policy until the game is over or round `lastRound` has ended; counts actions. */
export function playOut(state: GameState, rules: Ruleset, rng: Rng, lastRound: number, counter: { actions: number }): GameState {
  while (state.round <= lastRound && !outcome(state).over) {
    const { decision, action } = defaultMove(state, rules, rng);
    state = apply(state, decision.seat, action);
    counter.actions++;
  }
  return state;
}

/**
 * How good a position is for `seat`, in [0, 1]: 1 a win, 0 a loss; unfinished, within [0.1, 0.9]
 * (so an ending always outweighs it), a logistic of the difference in wounds as shares of the
 * wound limits (bleeding counts half; focus a little), less `closeIn` for each hex between the
 * seat and its nearest opponent beyond the next one. Without it, a position a round or two ahead
 * looks the same near or far, and against an opponent that does not come (a random player) the
 * search kept its distance until both decks ran out and the empty-deck wounds (R-ROUND-DRAW-3)
 * decided the game.
 */
export function evaluate(state: GameState, seat: SeatId, rules: Ruleset, closeIn = 0): number {
  const end = outcome(state);
  if (end.over) return end.winners.includes(seat) ? 1 : end.winners.length === 0 ? 0.5 : 0;
  const hurt = (i: SeatId) => {
    const st = state.seats[i]!;
    return (st.wounds + 0.5 * st.bleeding) / (rules.characters[st.character]?.woundLimit ?? 6) - 0.03 * st.focus;
  };
  const me = state.seats[seat]!;
  let worst = -Infinity; // the opponent doing best
  let nearest = Infinity;
  for (let i = 0; i < state.seats.length; i++) {
    const st = state.seats[i]!;
    if (st.team === me.team) continue;
    worst = Math.max(worst, -hurt(i));
    if (st.defeated === null && st.hex !== null && me.hex !== null) nearest = Math.min(nearest, distance(me.hex, st.hex));
  }
  const apart = nearest === Infinity ? 0 : Math.max(0, nearest - 1);
  const margin = -worst - hurt(seat) - closeIn * apart;
  return 0.1 + 0.8 / (1 + Math.exp(-4 * margin));
}
