import { button, cardLabel, cardOptions, optionsOf, payButtons, seatLabel } from './common';
import { nestedEffects, renderEffects, type Effect } from '@senjutsu/cards';
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

/** R-ROUND-RESOLVE-7, R-MULTI-2: where this seat's card goes among the tied cards. */
export const tieOrder: Control<'tieOrder'> = (p) => {
  const { initiative, seats } = p.decision.context;
  return {
    ...EMPTY_UI,
    prompt: p.t('board.tieOrder', { initiative, seats: seats.map((s) => seatLabel(p, s)).join(', ') }),
    buttons: optionsOf(p, 'tiePosition').map((a) => button(a, p.t('board.tiePosition', { n: a.position + 1 }))),
  };
};

/** The -OR- effects of the card this seat is resolving, when there is exactly one (to word the options). */
function orOfPlay(p: ControlProps): Effect[][] | null {
  const play = p.view.seats[p.decision.seat]?.play;
  const card = play ? p.rules.cards[play.number] : undefined;
  if (card === undefined) return null;
  const found: Effect[][][] = [];
  const walk = (effects: readonly Effect[]) => {
    for (const e of effects) {
      if (e.kind === 'or') found.push(e.options);
      for (const inner of nestedEffects(e)) walk(inner);
    }
  };
  for (const section of card.sections) walk(section.effects);
  return found.length === 1 ? found[0]! : null;
}

/** R-OR-1/2: one of the card's -OR- options, worded from the card when it is clear which. */
export const or: Control = (p) => {
  const options = orOfPlay(p);
  const words = (i: number): string => {
    const effects = options?.[i];
    const text = effects ? renderEffects(p.lang, effects).map((l) => l.text).join(' ') : '';
    return text === '' ? p.t('board.orOption', { n: i + 1 }) : `${p.t('board.orOption', { n: i + 1 })}: ${text}`;
  };
  return { ...EMPTY_UI, prompt: p.t('board.or'), buttons: optionsOf(p, 'chooseOption').map((a) => button(a, words(a.option))) };
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
  buttons: optionsOf(p, 'drawCount').map((a) => button(a, p.t('board.drawCount', { n: a.count }))),
});

/** R-SEARCH-1: take a card from the searched cards. */
export const search: Control<'search'> = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.search', { n: p.decision.context.left }),
  buttons: optionsOf(p, 'take').map((a) => button(a, cardLabel(p, a.card))),
});

/** R-ROUND-DISCARD-3: take a card back from the discard pile. */
export const recover: Control<'recover'> = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.recover', { n: p.decision.context.left }),
  buttons: optionsOf(p, 'take').map((a) => button(a, cardLabel(p, a.card))),
});
