import type { Action, CardId } from '@senjutsu/engine';
import { cardName, characterName, numberOfCard, poisonNameIn, STUN_CARD } from '../board/characters';
import type { Hex } from '../board/geometry';
import { seatNameOf } from '../board/seatName';
import { act, type ControlProps, type DecisionUI, type Placed } from './types';

// Small builders shared by the controls.

type Button = DecisionUI['buttons'][number];

export const button = (action: Action, label: string): Button => ({ pick: act(action), optionKind: action.kind, label });

/** Actions of one kind among the decision's options, typed. */
export const optionsOf = <K extends Action['kind']>(p: ControlProps, kind: K): Extract<Action, { kind: K }>[] =>
  p.decision.options.filter((o): o is Extract<Action, { kind: K }> => o.kind === kind);

/** The label of a card option: its name when this view shows the card. */
export const cardLabel = (p: ControlProps, card: CardId): string =>
  numberOfCard(p.view, card) === STUN_CARD ? p.t('board.stunCard') : (cardName(p.view, p.rules, card, p.lang) ?? p.t('board.hiddenCard', { id: card }));

/**
 * The labels of a list of card options: copies of one card (a deck holds several) are told apart
 * as "Quick Stab (1 of 2)", so no two buttons of a decision read the same (issue 22 item 9).
 */
export function cardLabels(p: ControlProps, cards: readonly CardId[]): string[] {
  const names = cards.map((c) => cardLabel(p, c));
  return names.map((name, i) => {
    const count = names.filter((n) => n === name).length;
    return count === 1 ? name : p.t('words.copy', { card: name, n: names.slice(0, i + 1).filter((n) => n === name).length, count });
  });
}

/** Card actions as buttons, copies told apart. */
export const cardButtons = (p: ControlProps, actions: readonly (Action & { card: CardId })[]): Button[] => {
  const labels = cardLabels(p, actions.map((a) => a.card));
  return actions.map((a, i) => button(a, labels[i]!));
};

/** Yes/no on a focus fee (R-FOCUS-FEE-3/6, R-SEQ-BLOCK-1, R-CONV-1). */
export function payButtons(p: ControlProps): Button[] {
  return optionsOf(p, 'payFee').map((a) => button(a, p.t(a.pay ? 'board.pay' : 'board.dontPay')));
}

/** Card options both on the hand and as buttons. */
export function cardOptions(p: ControlProps, actions: readonly (Action & { card: CardId })[]): Pick<DecisionUI, 'buttons' | 'cards'> {
  const inHand = new Set((p.view.seats[p.decision.seat]?.hand ?? []).map((c) => c.card));
  const cards: Placed<{ card: CardId }>[] = actions.filter((a) => inHand.has(a.card)).map((a) => ({ card: a.card, pick: act(a), optionKind: a.kind }));
  return { cards, buttons: cardButtons(p, actions) };
}

export const seatLabel = (p: ControlProps, seat: number): string => {
  const st = p.view.seats[seat];
  if (st === undefined) return String(seat + 1);
  // An automaton's name already tells it apart (kind, number, colour); a player's goes with the seat.
  if (p.view.automata.some((a) => a.seat === seat)) return seatNameOf(p.view, seat, p.lang, p.t);
  return p.t('board.seatCharacter', { n: seat + 1, name: characterName(st.character, p.lang) });
};

export const poisonName = (p: ControlProps, number: string): string => poisonNameIn(number, p.lang);

export const passButton = (p: ControlProps): Button[] => optionsOf(p, 'pass').map((a) => button(a, p.t('board.pass')));

/** The hex options of one kind, placed on the board. */
export const hexOptions = <K extends Extract<Action, { hex: Hex }>['kind']>(p: ControlProps, kind: K): DecisionUI['hexes'] =>
  optionsOf(p, kind).map((a) => ({ hex: (a as { hex: Hex }).hex, pick: act(a), optionKind: kind }));
