import { SOLO_CATALOG, showsAttack, type SoloCard } from '@senjutsu/cards';
import type { RngState } from '../rng';
import type { SeatId } from '../state';
import { rebuildDeck } from './round';
import { because, type Because } from './reasons';
import { SOLO_STUN, type AutomatonRecord } from './types';

// Section 20.7: which initiative a solo block takes, and solo counters.

/** One attack effect a character's revealed card aims at the automaton, and the wounds it would cause (an execution counts 5, R-SOLO-ATK-4). */
export type IncomingAttack = { readonly seat: SeatId; readonly initiative: number; readonly wounds: number };

export type BlockChoice = Because & {
  /** The printed value chosen from the card's variable initiative (R-ROUND-REVEAL-8). */
  readonly initiative: number;
  /** The attacks in the order the automaton would block them (R-SOLO-BLOCK-3); the first one is met. */
  readonly order: readonly IncomingAttack[];
};

/**
 * R-SOLO-BLOCK-2: the value equal to the attack's initiative, if the card's range holds it (after
 * weakness, R-SOLO-WEAK-1: the effective initiative is the value less one per weakness card).
 * R-SOLO-BLOCK-3: of several attacks, the one causing more wounds first, else the faster.
 * S9: with no attack to match, the highest value (worst case for you, R-SOLO-GOLDEN-1: the block
 * stands and its second part resolves as early as the card allows).
 */
export function blockInitiative(card: SoloCard, weakness: number, attacks: readonly IncomingAttack[]): BlockChoice {
  if (card.initiative.kind !== 'variable') throw new Error(`${card.number} has no variable initiative`);
  const { min, max } = card.initiative;
  const order = [...attacks].sort((a, b) => b.wounds - a.wounds || b.initiative - a.initiative);
  const matchable = order.filter((a) => a.initiative + weakness >= min && a.initiative + weakness <= max);
  const met = matchable[0];
  if (met === undefined) {
    return { initiative: max, order, ...because('R-SOLO-GOLDEN-1', 'block.noMatch', { min: min - weakness, max: max - weakness, value: max }) };
  }
  const rule = attacks.length > 1 ? 'R-SOLO-BLOCK-3' : 'R-SOLO-BLOCK-2';
  const why = attacks.length > 1 ? (matchable.length > 1 && met.wounds === matchable[1]!.wounds ? 'block.faster' : 'block.moreWounds') : 'block.yourAttack';
  return { initiative: met.initiative + weakness, order, ...because(rule, why, { initiative: met.initiative }) };
}

export type CounterResult = Because & {
  readonly record: AutomatonRecord;
  readonly rng: RngState;
  /** The card turned face up (a solo card number or the stun card), or null when nothing happened. */
  readonly turned: string | null;
  /** R-SOLO-COUNTER-3: the attacker suffers 1 wound. */
  readonly wound: boolean;
};

/**
 * R-SOLO-COUNTER-1..3, OP-24: an attack at the initiative printed as the counter of the
 * automaton's revealed card turns its top card face up onto its discard pile; if that card shows
 * an attack, the attacker suffers 1 wound. S11: an empty deck is first rebuilt from the discard
 * pile (OP-30); a stun card turned up goes beside the deck as if drawn (R-SOLO-STUN-3).
 */
export function soloCounter(record: AutomatonRecord, revealed: SoloCard, attackInitiative: number, rng: RngState): CounterResult {
  if (revealed.counter === undefined || revealed.counter !== attackInitiative) {
    return { record, rng, turned: null, wound: false, ...because('R-SOLO-COUNTER-2', 'counter.none') };
  }
  const ready = record.deck.length > 0 ? { record, rng } : rebuildDeck(record, rng);
  const top = ready.record.deck[0];
  if (top === undefined) return { ...ready, turned: null, wound: false, ...because('OP-30', 'counter.noCard') };
  const deck = ready.record.deck.slice(1);
  if (top === SOLO_STUN) {
    const next = { ...ready.record, deck, stunsBeside: ready.record.stunsBeside + 1 };
    return { record: next, rng: ready.rng, turned: top, wound: false, ...because('R-SOLO-COUNTER-3', 'counter.stun') };
  }
  const next = { ...ready.record, deck, discard: [...ready.record.discard, { card: top, faceDown: false }] }; // OP-24
  const wound = showsAttack(SOLO_CATALOG.cards[top]!);
  return { record: next, rng: ready.rng, turned: top, wound, ...because('R-SOLO-COUNTER-3', wound ? 'counter.wound' : 'counter.miss', { card: top }) };
}
