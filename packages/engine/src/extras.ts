import type { InstantWindow } from '@senjutsu/cards';
import { emit, type Ctx } from './context';
import { kamaePosition, payFocus } from './kamae';
import { sectionList } from './resolve/refs';
import type { ResolveFlow } from './resolve/types';
import { cardDef, isCore, seatOf, type Actor, type CardId, type Frame, type GameState, type SeatId } from './state';
import { weakenedInitiative } from './status';

// Cards played from hand outside the Select step: counterattacks (R-COUNTER-3) and instants
// (R-INSTANT), and how their lists join the resolution in progress.

const framesOf = (ctx: Ctx, actor: Actor, card: CardId, success: boolean | null = null): Frame[] =>
  cardDef(ctx.s, card)!.sections.map((_, i) => ({ effects: sectionList(ctx.s, card, i), index: 0, success, actor: { ...actor, card } }));

/**
 * The initiative a card played outside the Select step resolves at: its printed value (the lowest
 * of a variable one), lowered by the weakness counted at the reveal (R-WEAK-2, OP-18).
 */
const ownInitiative = (s: GameState, seat: SeatId, card: CardId): number => {
  const init = cardDef(s, card)!.initiative;
  const st = seatOf(s, seat);
  return weakenedInitiative(init.kind === 'fixed' ? init.value : init.min, st.play?.weakness ?? st.weakness.length);
};

/** Frames that resolve now, before the attack's next stage, the first listed first. */
export const resolveNow = (flow: ResolveFlow, frames: readonly Frame[]) => flow.stack.push(...[...frames].reverse());

/** R-COUNTER-3: non-core Attack cards in hand at the counter's initiative or lower, playable now. */
export function counterCards(s: GameState, seat: SeatId, initiative: number): CardId[] {
  const st = seatOf(s, seat);
  return st.hand.filter((c) => {
    const def = cardDef(s, c);
    if (def === undefined || def.tier === 'core' || !def.types.includes('attack')) return false;
    if (def.kamaeRequirement !== undefined && kamaePosition(s, seat) !== def.kamaeRequirement) return false;
    return ownInitiative(s, seat, c) <= initiative && st.focus >= def.focusFee;
  });
}

/** OP-20, R-INSTANT-3: a seat's instant cards for a window, while its one instant is unused. */
export function instantCards(s: GameState, seat: SeatId, window: InstantWindow): CardId[] {
  const st = seatOf(s, seat);
  if (st.instantUsed || st.defeated !== null) return [];
  const revealed = st.play === null ? undefined : cardDef(s, st.play.card);
  return st.hand.filter((c) => {
    const def = cardDef(s, c);
    if (def === undefined || def.instantWindow !== window || st.focus < def.focusFee) return false;
    if (def.kamaeRequirement !== undefined && kamaePosition(s, seat) !== def.kamaeRequirement) return false;
    if (def.instant !== 'supplemental') return true;
    // R-INSTANT-3: on a revealed non-core card of another type.
    return revealed !== undefined && st.play !== null && !isCore(s, st.play.card) && !def.types.some((t) => revealed.types.includes(t));
  });
}

/** Play a card from hand outside the Select step (a counterattack or an instant): pay, and list its sections. */
export function playExtraCard(ctx: Ctx, seat: SeatId, card: CardId, instant: boolean): Frame[] {
  const st = seatOf(ctx.s, seat);
  st.hand = st.hand.filter((c) => c !== card);
  st.extraPlayed = [...st.extraPlayed, card];
  if (instant) st.instantUsed = true; // OP-20 (a counterattack does not count: R-COUNTER-4)
  const fee = cardDef(ctx.s, card)!.focusFee;
  if (fee > 0) payFocus(ctx, seat, fee, 'mandatoryFee');
  emit(ctx, { kind: 'extraPlayed', seat, card, number: ctx.s.cards[card]!, as: instant ? 'instant' : 'counterattack' });
  return framesOf(ctx, { seat, card, initiative: ownInitiative(ctx.s, seat, card) }, card);
}
