import { nextBehaviour, recommendedWoundLimit, SOLO_CATALOG, type AutomatonId, type Behaviour, type SoloEffect, type Stance } from '@senjutsu/cards';
import { shuffled, type RngState } from '../rng';
import type { SeatId } from '../state';
import { SOLO_STUN, type AutomatonRecord, type Because, type StunProcedure } from './types';
import { because } from '../reasons';

// Section 20.3 and 20.8: the automaton's round bookkeeping as pure transitions on its record.
// Each returns the next record, the next random state and what happened (rule and reason) for the
// log. Randomness only through the game's seeded generator (rng.ts).

export type SoloStep = { readonly record: AutomatonRecord; readonly rng: RngState; readonly notes: readonly Because[] };


export type NewAutomaton = {
  automaton: AutomatonId;
  seat: SeatId;
  /** The built deck (packages/cards buildAutomatonDecks), top first. */
  deck: readonly string[];
  behaviour: Behaviour;
  stance: Stance;
  /** R-SOLO-WOUND-2/3: by default the recommended limit for the number of automata in the game. */
  woundLimit?: number;
  automataInGame?: number;
};

/** R-SOLO-WOUND-2/3, R-SOLO-STUN-1: a fresh record; the stun limit equals the wound limit. */
export function newAutomaton(a: NewAutomaton): AutomatonRecord {
  const woundLimit = a.woundLimit ?? recommendedWoundLimit(a.automataInGame ?? 1);
  return {
    automaton: a.automaton, seat: a.seat, behaviour: a.behaviour, stance: a.stance, deck: [...a.deck], drawn: null, discard: [],
    wounds: 0, bleeding: 0, stuns: 0, stunsBeside: 0, woundLimit, stunLimit: woundLimit, weakness: [], toxin: false,
    refreshPending: false, skipNext: false, defeated: null, contracts: [],
    // R-SOLO-EXP-12: under a wound limit of 3 Desperation is on from the start.
    desperate: woundLimit <= (SOLO_CATALOG.automata[a.automaton].desperation?.woundsLeft ?? 0),
  };
}

/** OP-30, R-SOLO-LOOK-2: the discard pile shuffled under what is left of the deck. */
export function rebuildDeck(record: AutomatonRecord, rng: RngState): { record: AutomatonRecord; rng: RngState } {
  const [pile, next] = shuffled(rng, record.discard.map((d) => d.card));
  return { record: { ...record, deck: [...record.deck, ...pile], discard: [] }, rng: next };
}

/**
 * R-SOLO-ROUND-1 with R-SOLO-BLEED-2 before it: a bleeding automaton first discards its top card
 * face down; then it takes its top card. OP-30: an empty deck is rebuilt from the discard pile (no
 * wound). OP-78 (over R-SOLO-STUN-3's "no action"): a stun card on top goes beside the deck at once
 * (already counted toward its stun limit when received, OP-23) and it takes the next card.
 */
export function drawForRound(record: AutomatonRecord, rng: RngState): SoloStep {
  if (record.defeated !== null) return { record, rng, notes: [] };
  if (record.skipNext) return { record: { ...record, skipNext: false }, rng, notes: [because('OP-23', 'round.stunnedSkip')] };
  const notes: Because[] = [];
  let r = record;
  if (r.bleeding > 0 && r.deck.length > 0) {
    r = { ...r, deck: r.deck.slice(1), discard: [...r.discard, { card: r.deck[0]!, faceDown: true }] };
    notes.push(because('R-SOLO-BLEED-2', 'round.bleedDiscard'));
  }
  let next = rng;
  for (;;) {
    if (r.deck.length === 0) {
      ({ record: r, rng: next } = rebuildDeck(r, next));
      notes.push(because('OP-30', 'round.deckRebuilt'));
    }
    const top = r.deck[0];
    if (top === undefined) return { record: r, rng: next, notes: [...notes, because('OP-30', 'round.noCardToDraw')] };
    r = { ...r, deck: r.deck.slice(1) };
    if (top !== SOLO_STUN) return { record: { ...r, drawn: top }, rng: next, notes: [...notes, because('R-SOLO-ROUND-1', 'round.drawn')] };
    r = { ...r, stunsBeside: r.stunsBeside + 1 };
    notes.push(because('OP-78', 'round.stunDrawn'));
  }
}

/**
 * R-SOLO-STUN-2: each stun card is shuffled into the deck at once (or, by the Czech procedure of
 * OP-23, placed beside it and the next action lost). R-SOLO-STUN-4, OP-23: every stun received
 * counts toward the stun limit, apart from the wounds.
 */
export function receiveStun(record: AutomatonRecord, rng: RngState, count = 1, procedure: StunProcedure = 'shuffle'): SoloStep {
  if (record.defeated !== null || count <= 0) return { record, rng, notes: [] };
  const stuns = record.stuns + count;
  let r: AutomatonRecord;
  let next = rng;
  if (procedure === 'shuffle') {
    let deck: string[];
    [deck, next] = shuffled(rng, [...record.deck, ...Array<string>(count).fill(SOLO_STUN)]);
    r = { ...record, deck, stuns };
  } else r = { ...record, stuns, stunsBeside: record.stunsBeside + count, skipNext: true };
  const notes = [procedure === 'shuffle' ? because('R-SOLO-STUN-2', 'stun.shuffled') : because('OP-23', 'stun.beside')];
  if (stuns >= r.stunLimit) return { record: { ...r, defeated: 'stuns' }, rng: next, notes: [...notes, because('R-SOLO-STUN-4', 'defeat.stuns', { stuns, limit: r.stunLimit })] };
  return { record: r, rng: next, notes };
}

/** R-SOLO-WOUND-1, R-SOLO-BLEED-1 (bleeding wounds are wounds), R-EXEC-1. */
export function receiveWounds(record: AutomatonRecord, wounds: number, bleeding = false, execution = false): { record: AutomatonRecord; notes: Because[] } {
  if (record.defeated !== null) return { record, notes: [] };
  if (execution) return { record: { ...record, defeated: 'execution' }, notes: [because('R-EXEC-1', 'defeat.executed')] };
  const r = { ...record, wounds: record.wounds + wounds, bleeding: record.bleeding + (bleeding ? wounds : 0) };
  if (r.wounds >= r.woundLimit) return { record: { ...r, defeated: 'wounds' }, notes: [because('R-SOLO-WOUND-1', 'defeat.wounds', { wounds: r.wounds, limit: r.woundLimit })] };
  return { record: r, notes: [because(bleeding ? 'R-SOLO-BLEED-1' : 'R-SOLO-WOUND-1', 'wounds.taken', { wounds })] };
}

/** R-SOLO-WEAK-1: a weakness card beside the deck; each lowers the initiative by 1. */
export const receiveWeakness = (record: AutomatonRecord, count = 1): AutomatonRecord => ({ ...record, weakness: [...record.weakness, ...Array<number>(count).fill(0)] });

/** R-SOLO-WEAK-1, R-WEAK-2: the initiative of a printed value after weakness (never below 1). */
export const effectiveInitiative = (record: AutomatonRecord, printed: number): number => Math.max(1, printed - record.weakness.length);

/** R-SOLO-FOCUS-1: automata have no focus; gaining or losing it changes nothing. */
export const focusOnAutomaton = (record: AutomatonRecord, _amount: number): { record: AutomatonRecord; notes: Because[] } => ({
  record, notes: [because('R-SOLO-FOCUS-1', 'focus.none')],
});

/** The solo terms of a card (behaviour, stance, deck), resolved on the record. */
export function applySoloTerm(record: AutomatonRecord, rng: RngState, effect: Extract<SoloEffect, { kind: 'changeBehaviour' | 'changeStance' | 'refreshDeck' | 'returnDiscard' }>): SoloStep {
  switch (effect.kind) {
    case 'changeBehaviour':
      if (record.toxin) return { record, rng, notes: [because('R-SOLO-POISON-4', 'toxin.behaviour')] };
      return { record: { ...record, behaviour: nextBehaviour(record.behaviour) }, rng, notes: [because('R-SOLO-BEHAV-CHANGE-1', 'behaviour.changed', { fromBehaviour: record.behaviour, toBehaviour: nextBehaviour(record.behaviour) })] };
    case 'changeStance': {
      const to = effect.to === 'other' ? (record.stance === 'aggressive' ? 'defensive' : 'aggressive') : effect.to;
      if (record.toxin) return { record, rng, notes: [because('R-SOLO-POISON-4', 'toxin.stance')] };
      return { record: { ...record, stance: to }, rng, notes: [because('OP-26', 'stance.changed', { fromStance: record.stance, toStance: to })] };
    }
    case 'refreshDeck':
      return { record: { ...record, refreshPending: true }, rng, notes: [because('R-SOLO-REFRESH-1', 'refresh.pending')] };
    case 'returnDiscard': {
      // S12: the top `count` cards of the discard pile, shuffled into the deck.
      const back = record.discard.slice(Math.max(0, record.discard.length - effect.count)).map((d) => d.card);
      const [deck, next] = shuffled(rng, [...record.deck, ...back]);
      const discard = record.discard.slice(0, record.discard.length - back.length);
      return { record: { ...record, deck, discard }, rng: next, notes: [because('R-FRAG-13', 'discard.returned', { count: back.length })] };
    }
    default: {
      const never: never = effect;
      throw new Error(`unknown solo term ${JSON.stringify(never)}`);
    }
  }
}

/** R-SOLO-POISON-3: Mist of Confusion lets you set the automaton's stance at once. */
export const mistOfConfusion = (record: AutomatonRecord, stance: Stance): AutomatonRecord => ({ ...record, stance });
/** R-SOLO-POISON-4: Stunning Toxin on or off. */
export const stunningToxin = (record: AutomatonRecord, active: boolean): AutomatonRecord => ({ ...record, toxin: active });

/**
 * R-SOLO-ROUND-5 (discard as usual), then R-SOLO-REFRESH-1/2: after the discard, a refresh
 * shuffles all its solo cards (deck, discard pile and the card just played) into a new deck;
 * stun cards beside the deck stay there.
 */
export function discardStep(record: AutomatonRecord, rng: RngState): SoloStep {
  const discard = record.drawn === null ? record.discard : [...record.discard, { card: record.drawn, faceDown: false }];
  const r = { ...record, drawn: null, discard };
  if (!r.refreshPending) return { record: r, rng, notes: [] };
  const [deck, next] = shuffled(rng, [...r.deck, ...r.discard.map((d) => d.card)]);
  return { record: { ...r, deck, discard: [], refreshPending: false }, rng: next, notes: [because('R-SOLO-REFRESH-2', 'refresh.done')] };
}

/**
 * R-SOLO-LOOK-1..3: look at the top 2 cards of its deck (rebuilt from the discard pile first if it
 * holds 0 or 1), then shuffle those two back on top.
 */
export function lookAtHand(record: AutomatonRecord, rng: RngState): SoloStep & { seen: readonly string[] } {
  const notes: Because[] = [];
  let r = record;
  let next = rng;
  if (r.deck.length <= 1) {
    ({ record: r, rng: next } = rebuildDeck(r, next));
    notes.push(because('R-SOLO-LOOK-2', 'look.rebuilt'));
  }
  const seen = r.deck.slice(0, 2);
  let top: string[];
  [top, next] = shuffled(next, seen);
  return { record: { ...r, deck: [...top, ...r.deck.slice(2)] }, rng: next, seen, notes: [...notes, because('R-SOLO-LOOK-3', 'look.returned')] };
}
