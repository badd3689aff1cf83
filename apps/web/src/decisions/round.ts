import { button, cardButtons, cardOptions, optionsOf, payButtons, seatLabel } from './common';
import { renderEffects } from '@senjutsu/cards';
import { orLabels } from './or';
import { EMPTY_UI, type Control, type ControlProps } from './types';

// The round (section 7) and card effects that ask the player: the hidden choice, initiative,
// replacement, ties, -OR-, fees, draws, discards, searches.

/** R-ROUND-SELECT-1: the hidden, simultaneous choice of one card from the hand. */
export const select: Control = (p) => ({ ...EMPTY_UI, prompt: p.t('board.select'), cards: cardOptions(p, optionsOf(p, 'select')).cards });

/** R-ROUND-REVEAL-3: the alternative initiative for a focus fee. */
export const initiativeFee: Control<'initiativeFee'> = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.initiativeFee', { fee: p.decision.context.fee, initiative: p.decision.context.initiative }),
  buttons: optionsOf(p, 'payInitiativeFee').map((a) => button(a, p.t(a.pay ? 'board.pay' : 'board.dontPay'))),
});

/** R-ROUND-REVEAL-4: replace the revealed card with a replacement instant, or keep it. */
export const replacement: Control = (p) => {
  const cards = cardOptions(p, optionsOf(p, 'replace'));
  return {
    ...EMPTY_UI,
    prompt: p.t('board.replacement'),
    cards: cards.cards,
    buttons: [...cards.buttons, ...optionsOf(p, 'keepCard').map((a) => button(a, p.t('board.keepCard')))],
  };
};

/** R-ROUND-REVEAL-8. */
export const variableInitiative: Control = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.variableInitiative'),
  buttons: optionsOf(p, 'chooseInitiative').map((a) => button(a, String(a.value))),
});

/** Where this seat's card resolves among `count` tied cards, in words ("My card resolves first"). */
function tieLabel(p: ControlProps, position: number, count: number): string {
  if (position === 0) return p.t('words.tieFirst');
  if (position === count - 1) return p.t('words.tieLast');
  return p.t('words.tieNth', { n: position + 1, count });
}

/** R-ROUND-RESOLVE-7, R-MULTI-2: where this seat's card goes among the tied cards. */
export const tieOrder: Control<'tieOrder'> = (p) => {
  const { initiative, seats } = p.decision.context;
  return {
    ...EMPTY_UI,
    prompt: p.t('board.tieOrder', { initiative, seats: seats.map((s) => seatLabel(p, s)).join(', ') }),
    buttons: optionsOf(p, 'tiePosition').map((a, _, all) => button(a, tieLabel(p, a.position, all.length))),
  };
};

/** R-OR-1/2: one of the card's -OR- options, worded from the card when it is clear which (./or.ts). */
export const or: Control = (p) => {
  const options = optionsOf(p, 'chooseOption');
  const labels = orLabels(p, options.map((a) => a.option));
  return { ...EMPTY_UI, prompt: p.t('board.or'), buttons: options.map((a, i) => button(a, labels[i]!)) };
};

/** R-FOCUS-FEE-3: an optional focus fee printed on the card. */
export const optionalFee: Control<'optionalFee'> = (p) => ({ ...EMPTY_UI, prompt: p.t('board.optionalFee', { fee: p.decision.context.fee }), buttons: payButtons(p) });

/** R-CONV-1: discard cards from the deck to pay for an effect. */
export const discardDeck: Control<'discardDeck'> = (p) => ({ ...EMPTY_UI, prompt: p.t('board.discardDeck', { n: p.decision.context.count }), buttons: payButtons(p) });

/** Discard a card from the hand (an effect, the hand limit R-ROUND-DISCARD-5, a collision). */
export const discard: Control<'discard'> = (p) => ({
  ...EMPTY_UI,
  // An effect's discard says how many are left; the hand limit, how many cards are over it.
  prompt: p.t('board.discard', { n: 'left' in p.decision.context ? p.decision.context.left : p.decision.context.over }),
  ...cardOptions(p, optionsOf(p, 'discard')),
});

/** R-CONV-1: draw up to a number of cards. */
export const draw: Control = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.draw'),
  // The card text's own words ("Draw 2 cards"); none at all says so.
  buttons: optionsOf(p, 'drawCount').map((a) =>
    button(a, a.count === 0 ? p.t('words.drawNone') : renderEffects(p.lang, [{ kind: 'draw', count: a.count, upTo: false }]).map((l) => l.text).join(' '))),
});

/** R-SEARCH-1: take a card from the searched cards. */
export const search: Control<'search'> = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.search', { n: p.decision.context.left }),
  buttons: cardButtons(p, optionsOf(p, 'take')),
});

/** R-ROUND-DISCARD-3: take a card back from the discard pile. */
export const recover: Control<'recover'> = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.recover', { n: p.decision.context.left }),
  buttons: cardButtons(p, optionsOf(p, 'take')),
});
