import { nestedEffects, type Effect } from '@senjutsu/cards';
import type { Action, Decision } from './decisions';
import type { GameEvent } from './events';
import { cardDef, opponents, type GameState, type SeatId } from './state';

// R-ATTACK-1, R-ATTACK-2, R-FOCUS-FEE-7, OP-37, OP-50: the golden rule of full attack. While an
// attack card resolves, if some combination of its player's own choices (movement, fees, Kamae,
// -OR-) lets an attack effect of the card reach an opponent, ignoring blocks, the player must
// choose among those combinations. Judged on the position at that moment; later cards are not
// predicted (OP-50).

export type Lookahead = {
  decisions(s: GameState): Decision[];
  apply(s: GameState, seat: SeatId, action: Action): { state: GameState; events: readonly GameEvent[] };
};

/** A bound on the positions explored per option, so a pathological card cannot stall the engine. */
const BUDGET = 400;

export function fullAttack(s: GameState, decision: Decision, look: Lookahead): Decision {
  // Playing a further card from hand (an instant, a counterattack) stays the player's free choice.
  if (s.flow.at !== 'resolve' || decision.options.length < 2 || decision.kind === 'instant' || decision.kind === 'counter') return decision;
  const entry = s.flow.order[s.flow.index];
  if (entry === undefined || entry.seat !== decision.seat || !hasAttack(s, entry.card)) return decision;
  const budget = { left: BUDGET * decision.options.length };
  const reaching = decision.options.filter((option) => reaches(look, look.apply(s, decision.seat, option), decision.seat, s.flow.at === 'resolve' ? s.flow.index : -1, budget));
  if (reaching.length === 0 || reaching.length === decision.options.length) return decision;
  const fee = decision.kind === 'attackFee' || decision.kind === 'optionalFee';
  return { ...decision, options: reaching, rule: fee ? 'R-FOCUS-FEE-7' : 'R-ATTACK-1' };
}

function hasAttack(s: GameState, card: string): boolean {
  const def = cardDef(s, card);
  return def !== undefined && def.sections.some((section) => anyAttack(section.effects));
}

const anyAttack = (effects: readonly Effect[]): boolean =>
  effects.some((e) => e.kind === 'attack' || e.kind === 'targetedAttack' || e.kind === 'initiativeAttack' || nestedEffects(e).some(anyAttack));

/** Does this line of play reach an opponent with one of the seat's attack effects in this entry? */
function reaches(
  look: Lookahead,
  step: { state: GameState; events: readonly GameEvent[] },
  seat: SeatId,
  entryIndex: number,
  budget: { left: number },
): boolean {
  for (const e of step.events) {
    if (e.kind === 'resolving') return false; // the entry is over
    if (e.kind === 'attack' && e.seat === seat && e.results.some((r) => opponents(step.state, seat, r.target))) return true;
  }
  const s = step.state;
  if (budget.left-- <= 0 || s.winners !== null || s.flow.at !== 'resolve' || s.flow.index !== entryIndex) return false;
  const next = look.decisions(s)[0];
  if (next === undefined) return false;
  // Only the attacker's own choices count; anyone else's (a defender's block fee) is taken as listed first.
  const options = next.seat === seat ? next.options : next.options.slice(0, 1);
  return options.some((o) => reaches(look, look.apply(s, next.seat, o), seat, entryIndex, budget));
}
