import { emit, type Ctx } from '../context';
import type { SeatId } from '../state';
import { emitBecause, isAutomaton, recordOf, setRecord } from './game';
import { lookAtHand, rebuildDeck } from './round';
import { SOLO_STUN } from './types';
import { because } from '../reasons';

// Player effects that reach into an automaton's hand (issue 12, item 2). An automaton has no hand
// (R-SOLO-ROUND-2): its deck stands for it, as R-SOLO-LOOK-1 reads "look at the hand" as "look at
// the top of its deck" (OP-79, our S39).

/**
 * OP-79 (S39): a card an automaton must discard from its hand (a poison such as 002, a collision
 * with a character, R-MOVE-COLLISION-3 and OP-11) is the top card of its deck, discarded face up;
 * an empty deck is first rebuilt from the discard pile (OP-30, R-SOLO-LOOK-2). A stun card on top is
 * never discarded (S11): as in the draw (OP-78) it goes beside the deck and the next card is the one
 * discarded. Returns false for a human seat, whose discard goes on as usual.
 */
export function automatonDiscards(ctx: Ctx, seat: SeatId, count: number, rule: string): boolean {
  if (!isAutomaton(ctx.s, seat)) return false;
  let record = recordOf(ctx.s, seat);
  for (let discarded = 0; discarded < count; ) {
    if (record.deck.length === 0) [record, ctx.s.rng] = ((r) => [r.record, r.rng] as const)(rebuildDeck(record, ctx.s.rng));
    const top = record.deck[0];
    if (top === undefined) break;
    if (top === SOLO_STUN) {
      record = { ...record, deck: record.deck.slice(1), stunsBeside: record.stunsBeside + 1 };
      emitBecause(ctx, seat, because('OP-78', 'hand.stunBeside'));
      continue;
    }
    record = { ...record, deck: record.deck.slice(1), discard: [...record.discard, { card: top, faceDown: false }] };
    emitBecause(ctx, seat, because(rule, 'hand.discardTop'), top);
    discarded++;
  }
  setRecord(ctx.s, record);
  return true;
}

/** OP-73 against an automaton (R-SOLO-LOOK-1..3): the top 2 cards of its deck, shuffled back on top. False for a seat with a hand. */
export function lookAtAutomaton(ctx: Ctx, seat: SeatId, target: SeatId): boolean {
  if (!isAutomaton(ctx.s, target)) return false;
  const looked = lookAtHand(recordOf(ctx.s, target), ctx.s.rng);
  setRecord(ctx.s, looked.record);
  ctx.s.rng = looked.rng;
  for (const note of looked.notes) emitBecause(ctx, target, note); // public: a rebuild, the return on top
  // Sorted: the two go back in an order nobody knows (R-SOLO-LOOK-3).
  emit(ctx, { kind: 'handLooked', seat, target, from: 'deck', rule: 'R-SOLO-LOOK-1', cards: [...looked.seen].sort() });
  return true;
}
