import { emit } from '../context';
import type { DecisionHandler, DecisionOf, OptionOf } from '../decisions';
import { kamaePosition } from '../kamae';
import { modeOf } from '../mode';
import { err, type Result } from '../result';
import { activeSeats, cardDef, isStun, seatOf, type CardId, type GameState, type SeatId } from '../state';

// Section 7.2: every player secretly puts one card in play (simultaneous decisions).

/** Why `card` may not be selected now, or null (R-ROUND-SELECT-1..5). */
export function selectionError(s: GameState, seat: SeatId, card: CardId): Result<never> | null {
  const st = seatOf(s, seat);
  if (!st.hand.includes(card)) return err('NOT_IN_HAND', 'That card is not in your hand.', 'R-ROUND-SELECT-1');
  if (isStun(s, card)) return null; // R-ROUND-SELECT-4, R-STUN-3
  const def = cardDef(s, card)!;
  if (def.instant === 'instant' || def.instant === 'supplemental') {
    return err('ILLEGAL_OPTION', `${def.names.en} is an instant card: it is played in its own window, not selected.`, 'R-INSTANT-4');
  }
  if (st.focus < def.focusFee) {
    return err('FOCUS_SHORT', `${def.names.en} needs ${def.focusFee} focus before selection; you have ${st.focus}.`, 'R-ROUND-SELECT-2');
  }
  if (def.kamaeRequirement !== undefined && kamaePosition(s, seat) !== def.kamaeRequirement) {
    return err('KAMAE_REQUIRED', `${def.names.en} can only be selected in ${def.kamaeRequirement}.`, 'R-ROUND-SELECT-3');
  }
  return null;
}

/** Whether `card` may be selected now: selectionError's test without its message (hot: every hand, every Select step). */
function selectable(s: GameState, seat: SeatId, card: CardId): boolean {
  if (isStun(s, card)) return true;
  const def = cardDef(s, card)!;
  return def.instant !== 'instant' && def.instant !== 'supplemental' && seatOf(s, seat).focus >= def.focusFee &&
    (def.kamaeRequirement === undefined || kamaePosition(s, seat) === def.kamaeRequirement);
}

/** The cards `seat` may select, in hand order. Hot (every Select step): one loop, no intermediate list. */
export function selectOptions(s: GameState, seat: SeatId): OptionOf<'select'>[] {
  const hand = seatOf(s, seat).hand;
  const options: OptionOf<'select'>[] = [];
  for (let i = 0; i < hand.length; i++) if (selectable(s, seat, hand[i]!)) options.push({ kind: 'select', card: hand[i]! });
  return options;
}

/** The seat has still to choose (a seat with no legal card plays none this round). */
const toChoose = (s: GameState, seat: SeatId): boolean =>
  s.flow.at === 'select' && seatOf(s, seat).selected === null && !modeOf(s).seats.decidesAlone(s, seat); // R-SOLO-ROUND-2

/** A seat that has not chosen yet; a seat with no legal card plays none this round. */
export const select: DecisionHandler<'select'> = {
  decide: (s, seat) => {
    if (!toChoose(s, seat)) return null;
    const options = selectOptions(s, seat);
    return options.length === 0 ? null : { seat, kind: 'select', rule: 'R-ROUND-SELECT-1', options };
  },
  apply: (ctx, seat, action) => {
    seatOf(ctx.s, seat).selected = action.card;
    emit(ctx, { kind: 'selected', seat }); // the others learn only that a choice was made
  },
};

/** Seats that still have to choose, all at once (simultaneous decisions). */
export function selectDecisions(s: GameState): DecisionOf<'select'>[] {
  const decisions: DecisionOf<'select'>[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) {
    if (seatOf(s, seat).defeated !== null) continue; // the active seats, in seat order
    const d = select.decide(s, seat);
    if (d !== null) decisions.push(d);
  }
  return decisions;
}

/** Whether some seat still has to choose: the Select step's test, without listing anyone's options. */
export function anyoneToSelect(s: GameState): boolean {
  for (const seat of activeSeats(s)) if (toChoose(s, seat) && seatOf(s, seat).hand.some((card) => selectable(s, seat, card))) return true;
  return false;
}
