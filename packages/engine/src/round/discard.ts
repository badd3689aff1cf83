import { discardFromHand, putOnDiscard } from '../cards';
import { emit, type Ctx } from '../context';
import type { DecisionOf } from '../decisions';
import { modeOf } from '../mode';
import { rotateWeakness } from '../status';
import { terrainEndOfRound } from '../terrain';
import { abilityCardCount, abilityCardsInHand, activeSeats, characterOf, isCore, isStun, seatOf, stunsInHand, withoutKey, type CardId, type GameState, type SeatId } from '../state';

// Section 7.5, in the order of OP-13: discard played cards, end-of-round effects, hand limit.

export function endResolve(ctx: Ctx): void {
  const s = ctx.s;
  for (let seat = 0; seat < s.seats.length; seat++) {
    const st = seatOf(s, seat);
    // Counterattacks and instants played this round are cards in play too (R-ROUND-DISCARD-1).
    for (const card of st.extraPlayed) putOnDiscard(ctx, seat, card, false);
    st.extraPlayed = [];
    if (st.play === null) continue;
    if (modeOf(s).seats.decidesAlone(s, seat)) {
      st.play = null; // its card goes to its own discard pile (discardAutomata)
      continue;
    }
    const card = st.play.card;
    st.play = null;
    if (isStun(s, card)) s.cards = withoutKey(s.cards, card); // OP-8: a played stun goes back to the status supply
    else if (isCore(s, card)) {
      st.hand = [...st.hand, card]; // R-CORE-6
      emit(ctx, { kind: 'cardReturned', seat, card });
    } else putOnDiscard(ctx, seat, card, false); // R-ROUND-DISCARD-1, -2
  }
  modeOf(ctx.s).roundEnd(ctx); // R-SOLO-ROUND-5, R-SOLO-REFRESH-1/2
  // R-ROUND-DISCARD-4, R-SEQ-END-1: effects "at the end of the round".
  for (const seat of activeSeats(s)) rotateWeakness(ctx, seat);
  terrainEndOfRound(ctx);
  s.flow = { at: 'handLimit' };
}

/**
 * R-ROUND-DISCARD-5, OP-9, OP-53: how many cards over the limit the hand is (ability cards and
 * stuns, OP-9; core cards never count, R-CORE-4), or 0 when the owner need not discard (at the
 * limit, or no ability card to discard: stuns are never discarded). Hot (every hand-limit step and
 * listing): no list is made, and a hand no longer than the limit cannot be over it.
 */
function overLimit(s: GameState, seat: SeatId): number {
  const limit = characterOf(s, seat).handLimit;
  if (seatOf(s, seat).hand.length <= limit) return 0;
  const ability = abilityCardCount(s, seat);
  const over = ability + stunsInHand(s, seat) - limit;
  return over > 0 && ability > 0 ? over : 0;
}

/** The hand-limit discard `seat` must make now, or null (the registry's `discard` kind, registry.ts). */
export function handLimitDecision(s: GameState, seat: SeatId): DecisionOf<'discard'> | null {
  const over = overLimit(s, seat);
  if (over === 0) return null;
  return {
    seat, kind: 'discard', rule: 'R-ROUND-DISCARD-5',
    options: abilityCardsInHand(s, seat).map((card) => ({ kind: 'discard', card })),
    context: { over },
  };
}

export function applyHandLimit(ctx: Ctx, seat: SeatId, card: CardId): void {
  discardFromHand(ctx, seat, card, true); // face down
}

/** R-ROUND-DISCARD-6: when every hand is within its limit, the next round begins. */
export function runHandLimit(ctx: Ctx): void {
  const s = ctx.s;
  for (let seat = 0; seat < s.seats.length; seat++) if (seatOf(s, seat).defeated === null && overLimit(s, seat) > 0) return;
  s.blocks = [];
  for (const st of s.seats) st.instantUsed = false;
  s.round += 1;
  s.flow = { at: 'roundStart' };
}
