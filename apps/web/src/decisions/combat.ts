import { button, cardOptions, hexOptions, optionsOf, passButton, payButtons, poisonName, seatLabel } from './common';
import { nestedEffects, type Effect } from '@senjutsu/cards';
import { numberOfCard } from '../board/characters';
import { act, EMPTY_UI, type Control } from './types';

// Attacks and blocks (sections 10-12, 17): fees, targets, push and pull hexes, rotation, poison,
// counterattacks and instants, each with a clear pass where the rules allow one.

export const attackFee: Control<'attackFee'> = (p) => ({ ...EMPTY_UI, prompt: p.t('board.attackFee', { fee: p.decision.context.fee }), buttons: payButtons(p) });

export const blockFee: Control<'blockFee'> = (p) => ({ ...EMPTY_UI, prompt: p.t('board.blockFee', { fee: p.decision.context.fee }), buttons: payButtons(p) });

/** Targets as the figures on the board and as buttons. */
const target: (prompt: 'board.declareTarget' | 'board.attackTarget' | 'look.choose' | 'look.declare') => Control = (prompt) => (p) => {
  const targets = optionsOf(p, 'target');
  return {
    ...EMPTY_UI,
    prompt: p.t(prompt),
    figures: targets.map((a) => ({ seat: a.seat, pick: act(a), optionKind: a.kind, label: seatLabel(p, a.seat) })),
    buttons: targets.map((a) => button(a, seatLabel(p, a.seat))),
  };
};

/**
 * R-ATTACK-1 / OP-21: the target of a targeted attack, declared after the reveal. A card that looks
 * at a hand and attacks nobody (OP-73) declares whose hand it will look at: the prompt says so.
 */
export const declareTarget: Control<'declareTarget'> = (p) => {
  const number = numberOfCard(p.view, p.decision.context.card);
  const kinds = new Set<string>();
  const visit = (effects: readonly Effect[]) => effects.forEach((e) => { kinds.add(e.kind); nestedEffects(e).forEach(visit); });
  (number === undefined ? [] : p.rules.cards[number]?.sections ?? []).forEach((section) => visit(section.effects));
  const looksOnly = kinds.has('lookAtHand') && !['attack', 'targetedAttack', 'initiativeAttack'].some((k) => kinds.has(k));
  return target(looksOnly ? 'look.declare' : 'board.declareTarget')(p);
};
/** R-DIAG-6. */
export const attackTarget: Control = target('board.attackTarget');
/** OP-73: whose hand a look at the hand shows (a card played mid-round declared nobody). */
export const lookTarget: Control = target('look.choose');

/** R-PUSH-3: the hex a pushed or pulled character moves to. */
export const pushHex: Control = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.pushHex'),
  hexes: hexOptions(p, 'pushTo'),
});

/** R-PUSH-5: which way the struck character turns. */
export const rotation: Control = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.rotation'),
  buttons: optionsOf(p, 'rotate').map((a) => button(a, p.t(a.rotation === 1 ? 'board.turnRight' : 'board.turnLeft'))),
});

/** R-POISON-EXT-2: which poison card the struck character gets. */
export const poisonCard: Control = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.poisonCard'),
  buttons: optionsOf(p, 'poison').map((a) => button(a, poisonName(p, a.poison))),
});

/** A card to play, on the hand and as buttons, or pass. */
const playOrPass: (prompt: 'board.counter' | 'board.instant') => Control = (prompt) => (p) => {
  const cards = cardOptions(p, optionsOf(p, 'playCard'));
  return { ...EMPTY_UI, prompt: p.t(prompt), cards: cards.cards, buttons: [...cards.buttons, ...passButton(p)] };
};

/** R-COUNTER-3: play a counterattack, or pass. */
export const counter: Control = playOrPass('board.counter');

/** R-SEQ-ATTACK-7, R-SEQ-BLOCK-7, R-INSTANT-SUPP-3, OP-20: play an instant, or pass. */
export const instant: Control = playOrPass('board.instant');
