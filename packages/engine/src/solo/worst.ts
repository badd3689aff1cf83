import type { Ctx } from '../context';
import type { Action, Decision } from '../decisions';
import { applyDecision } from '../registry';
import { distance } from '../hex';
import { draftOf, opponents, seatOf, stunsInHand, type GameState, type SeatId } from '../state';
import { cellKey, soloBoard } from './board';
import { recordOf, soloOf } from './game';
import { facingError, preferredDistance } from './target';
import type { Because } from './types';
import { because } from '../reasons';

// R-SOLO-GOLDEN-1: where the rules leave an automaton's choice to you, the outcome worst for your
// character (ruling S34). The automata's tie order (R-SOLO-ADV-3, OP-74) is tie-order.ts.

const automataOf = (s: GameState) => (soloOf(s)?.records ?? []).map((r) => r.seat);

/**
 * How bad a position is for the automaton's opponents, most important first: the harm they have
 * suffered (wounds, bleeding, weakness, stuns, defeats), how many stand on terrain that hurts, the
 * automata next to them, how near each automaton is to its preferred distance from them, how far
 * they face away from the automata (back and weak sides toward them), how squarely the automata face them.
 */
function badness(s: GameState, seat: SeatId): number[] {
  const automata = automataOf(s);
  const board = soloBoard(s, automata);
  const humans = board.figures.filter((f) => !f.automaton && opponents(s, seat, f.seat));
  const foes = board.figures.filter((f) => f.automaton);
  const harm = s.seats.reduce((n, st, i) => (opponents(s, seat, i) ? n + st.wounds + st.bleeding + st.weakness.length + stunsInHand(s, i) + (st.defeated === null ? 0 : 100) : n), 0);
  let hurt = 0, adjacent = 0, offDistance = 0, backs = 0, squarely = 0;
  for (const h of humans) {
    if (board.hurts.has(cellKey(h.hex.q, h.hex.r))) hurt++;
    for (const a of foes) {
      const d = distance(h.hex, a.hex);
      if (d === 1) adjacent++;
      offDistance -= Math.abs(d - preferredDistance(recordOf(s, a.seat).automaton).hexes);
      backs += facingError(h.hex, h.facing, a.hex);
      squarely -= facingError(a.hex, a.facing, h.hex);
    }
  }
  return [harm, hurt, adjacent, offDistance, backs, squarely];
}

const worse = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
};

/**
 * R-SOLO-GOLDEN-1, S34: the option of a decision the automaton's plan does not cover that is worst
 * for your character. A fee is paid when it may be (its extra effect can only hurt you); any other
 * decision is tried on a copy of the state, option by option, and the one leaving the worst
 * position (badness) is taken; of equally bad ones, the first listed.
 */
export function worstOption(ctx: Ctx, seat: SeatId, decision: Decision): { action: Action; why: Because } {
  const options = decision.options as readonly Action[];
  if (options.length === 1) return { action: options[0]!, why: because('R-SOLO-GOLDEN-1', 'worst.oneOption', { decision: decision.kind }) };
  const pay = options.find((o) => o.kind === 'payFee' && o.pay);
  if (pay !== undefined) return { action: pay, why: because('R-SOLO-GOLDEN-1', 'worst.payFee') };
  let best = { action: options[0]!, score: null as number[] | null };
  for (const action of options) {
    const trial: Ctx = { s: draftOf(ctx.s as GameState), events: [] };
    applyDecision(trial, seat, decision.kind, action);
    const score = badness(trial.s as GameState, seat);
    if (best.score === null || worse(score, best.score)) best = { action, score };
  }
  return { action: best.action, why: because('R-SOLO-GOLDEN-1', 'worst.worst', { decision: decision.kind }) };
}
