import { emit, type Ctx } from './context';
import { giveWounds } from './status';
import { isCore, isStun, seatOf, type CardId, type GameState, type SeatId } from './state';

// Moving cards between deck, hand and discard pile.

/** R-ROUND-DRAW-2, R-ROUND-DRAW-3: draw from the top; an empty deck gives a wound instead. */
export function drawCards(ctx: Ctx, seat: SeatId, count: number): void {
  const st = seatOf(ctx.s, seat);
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    const card = st.deck.shift();
    if (card === undefined) giveWounds(ctx, seat, 1, false, 'emptyDeck');
    else {
      st.hand.push(card);
      drawn++;
    }
  }
  if (drawn > 0) emit(ctx, { kind: 'drew', seat, count: drawn });
}

/** Cards an effect may discard from a hand: never core cards (R-CORE-5) nor stuns (R-STUN-2). */
export const discardableCards = (s: GameState, seat: SeatId): CardId[] =>
  seatOf(s, seat).hand.filter((c) => !isCore(s, c) && !isStun(s, c));

/** R-ROUND-DISCARD-2: face up unless the effect says otherwise. */
export function discardFromHand(ctx: Ctx, seat: SeatId, card: CardId, faceDown: boolean): void {
  const st = seatOf(ctx.s, seat);
  st.hand = st.hand.filter((c) => c !== card);
  putOnDiscard(ctx, seat, card, faceDown);
}

export function putOnDiscard(ctx: Ctx, seat: SeatId, card: CardId, faceDown: boolean): void {
  seatOf(ctx.s, seat).discard.push({ card, faceDown });
  emit(ctx, faceDown
    ? { kind: 'discarded', seat, card: null, number: null, faceDown }
    : { kind: 'discarded', seat, card, number: ctx.s.cards[card] ?? null, faceDown });
}
