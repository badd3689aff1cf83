import { emit, type Ctx } from './context';
import { shuffled } from './rng';
import { giveWounds } from './status';
import { isCore, isStun, seatOf, type CardId, type GameState, type SeatId } from './state';

// Moving cards between deck, hand and discard pile.

/** R-ROUND-DRAW-2, R-ROUND-DRAW-3: draw from the top; an empty deck gives a wound instead. */
export function drawCards(ctx: Ctx, seat: SeatId, count: number): void {
  const st = seatOf(ctx.s, seat);
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    const card = st.deck[0];
    if (card === undefined) giveWounds(ctx, seat, 1, false, 'emptyDeck');
    else {
      st.deck = st.deck.slice(1); // the lists are replaced, never changed (shared with earlier states)
      st.hand = [...st.hand, card];
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
  const st = seatOf(ctx.s, seat);
  st.discard = [...st.discard, { card, faceDown }];
  emit(ctx, faceDown
    ? { kind: 'discarded', seat, card: null, number: null, faceDown }
    : { kind: 'discarded', seat, card, number: ctx.s.cards[card] ?? null, faceDown });
}

/** Face-up cards of a seat's own discard pile, which effects may take back (R-ROUND-DISCARD-3). */
export const recoverable = (s: GameState, seat: SeatId): CardId[] =>
  seatOf(s, seat).discard.filter((d) => !d.faceDown).map((d) => d.card);

export function moveDeckCardToHand(ctx: Ctx, seat: SeatId, card: CardId): void {
  const st = seatOf(ctx.s, seat);
  st.deck = st.deck.filter((c) => c !== card);
  st.hand = [...st.hand, card];
  emit(ctx, { kind: 'searched', seat, count: 1 });
}

/** R-SEARCH-3, R-SETUP-12: shuffle with the state's own generator. */
export function shuffleDeck(ctx: Ctx, seat: SeatId): void {
  const st = seatOf(ctx.s, seat);
  [st.deck, ctx.s.rng] = shuffled(ctx.s.rng, st.deck);
  emit(ctx, { kind: 'deckShuffled', seat });
}
