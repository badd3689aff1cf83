import { SOLO_CATALOG, showsAttack, type SoloCard } from '@senjutsu/cards';
import type { RngState } from '../rng';
import type { SeatId } from '../state';
import { rebuildDeck } from './round';
import { because, type Because } from '../reasons';
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
 * R-SOLO-BLOCK-2, OP-75: the printed value whose effective initiative (less one per weakness card,
 * R-SOLO-WEAK-1) equals the attack's effective initiative; with none equal, the nearest, the higher
 * on a tie. R-SOLO-BLOCK-3, OP-75: of several attacks (a card's parts), the one it can match causing
 * more wounds, else the faster; none matchable: the value nearest the one causing more wounds.
 * S9: with no attack to match, the highest value (worst case for you, R-SOLO-GOLDEN-1: the block
 * stands and its second part resolves as early as the card allows).
 */
export function blockInitiative(card: SoloCard, weakness: number, attacks: readonly IncomingAttack[]): BlockChoice {
  if (card.initiative.kind !== 'variable') throw new Error(`${card.number} has no variable initiative`);
  const { min, max } = card.initiative;
  const order = [...attacks].sort((a, b) => b.wounds - a.wounds || b.initiative - a.initiative);
  const effective = (v: number) => Math.max(1, v - weakness); // R-SOLO-WEAK-1, R-WEAK-2
  const equal = (a: IncomingAttack) => {
    for (let v = max; v >= min; v--) if (effective(v) === a.initiative) return v;
    return undefined;
  };
  const met = order.find((a) => equal(a) !== undefined);
  if (met === undefined) {
    const wanted = order[0];
    if (wanted === undefined) return { initiative: max, order, ...because('R-SOLO-GOLDEN-1', 'block.noMatch', { min: effective(min), max: effective(max), value: max }) };
    let value = max; // OP-75: the nearest value, the higher on a tie
    for (let v = max - 1; v >= min; v--) if (Math.abs(effective(v) - wanted.initiative) < Math.abs(effective(value) - wanted.initiative)) value = v;
    return { initiative: value, order, ...because('OP-75', 'block.nearest', { initiative: wanted.initiative, value: effective(value) }) };
  }
  const matchable = order.filter((a) => equal(a) !== undefined);
  const rule = attacks.length > 1 ? 'R-SOLO-BLOCK-3' : 'R-SOLO-BLOCK-2';
  const why = attacks.length > 1 ? (matchable.length > 1 && met.wounds === matchable[1]!.wounds ? 'block.faster' : 'block.moreWounds') : 'block.yourAttack';
  return { initiative: equal(met)!, order, ...because(rule, why, { initiative: met.initiative }) };
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
