import { drawCards } from '../cards';
import { emit, type Ctx } from '../context';
import { modeOf } from '../mode';
import { activeSeats, seatOf } from '../state';

// Section 7.1 and R-SEQ-ROUND-1..4: the start of a round and the Draw step.

export function startRound(ctx: Ctx): void {
  const s = ctx.s;
  emit(ctx, { kind: 'roundStarted', round: s.round });
  // R-ROUND-DRAW-1, R-SEQ-ROUND-2: effects before the draw. R-BLEED-2, R-BLEED-3: one card
  // face down, however many bleeding wounds; OP-10: nothing when the deck is empty.
  // automata draw from their own decks; horde's fallen lord holds no cards (OP-34)
  const { decidesAlone, token } = modeOf(s).seats;
  const humans = activeSeats(s).filter((seat) => !decidesAlone(s, seat) && !token(s, seat));
  for (const seat of humans) {
    const st = seatOf(s, seat);
    const top = st.deck[0];
    if (st.bleeding > 0 && top !== undefined) {
      st.deck = st.deck.slice(1); // the lists are replaced, never changed (shared with earlier states)
      st.discard = [...st.discard, { card: top, faceDown: true }];
      emit(ctx, { kind: 'bled', seat });
    }
  }
  for (const seat of humans) drawCards(ctx, seat, 1); // R-ROUND-DRAW-2
  modeOf(ctx.s).draw(ctx); // R-SOLO-ROUND-1
  s.flow = { at: 'select' }; // an empty-deck wound that defeats ends the game first (flow.ts)
}
