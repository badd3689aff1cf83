import type { Action, CardId } from '@senjutsu/engine';
import { cardName, characterName, numberOfCard, poisonNameIn, STUN_CARD } from '../board/characters';
import type { Hex } from '../board/geometry';
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

/** Yes/no on a focus fee (R-FOCUS-FEE-3/6, R-SEQ-BLOCK-1, R-CONV-1). */
export function payButtons(p: ControlProps): Button[] {
  return optionsOf(p, 'payFee').map((a) => button(a, p.t(a.pay ? 'board.pay' : 'board.dontPay')));
}

/** Card options both on the hand and as buttons. */
export function cardOptions(p: ControlProps, actions: readonly (Action & { card: CardId })[]): Pick<DecisionUI, 'buttons' | 'cards'> {
  const inHand = new Set((p.view.seats[p.decision.seat]?.hand ?? []).map((c) => c.card));
  const cards: Placed<{ card: CardId }>[] = actions.filter((a) => inHand.has(a.card)).map((a) => ({ card: a.card, pick: act(a), optionKind: a.kind }));
  return { cards, buttons: actions.map((a) => button(a, cardLabel(p, a.card))) };
}

export const seatLabel = (p: ControlProps, seat: number): string => {
  const st = p.view.seats[seat];
  return st === undefined ? String(seat + 1) : p.t('board.seatCharacter', { n: seat + 1, name: characterName(st.character, p.lang) });
};

export const poisonName = (p: ControlProps, number: string): string => poisonNameIn(number, p.lang);

export const passButton = (p: ControlProps): Button[] => optionsOf(p, 'pass').map((a) => button(a, p.t('board.pass')));

/** The hex options of one kind, placed on the board. */
export const hexOptions = <K extends Extract<Action, { hex: Hex }>['kind']>(p: ControlProps, kind: K): DecisionUI['hexes'] =>
  optionsOf(p, kind).map((a) => ({ hex: (a as { hex: Hex }).hex, pick: act(a), optionKind: kind }));
