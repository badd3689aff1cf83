import type { Card } from '@senjutsu/cards';
import { putOnDiscard } from '../cards';
import { emit, type Ctx } from '../context';
import { modeOf } from '../mode';
import type { Decision, DecisionHandler } from '../decisions';
import { kamaePosition, payFocus } from '../kamae';
import { weakenedInitiative } from '../status';
import {
  activeSeats,
  cardDef,
  isCore,
  isStun,
  lowestFirst,
  seatOf,
  typeRank,
  type CardId,
  type Draft,
  type Entry,
  type GameState,
  type SeatId,
} from '../state';
import { targetCandidates } from './targets';
import { startResolve } from './ties';
import { replacementWindow } from '../windows';

// Section 7.3 and R-SEQ-REVEAL: the five steps of the Reveal.

type RevealFlow = Extract<Draft['flow'], { at: 'reveal' }>;

/** R-ROUND-REVEAL-1, -2: turn every card face up, then pay the mandatory fees. */
export function reveal(ctx: Ctx): void {
  const s = ctx.s;
  const cards: { seat: SeatId; card: CardId; number: string }[] = [];
  for (const seat of activeSeats(s)) {
    const st = seatOf(s, seat);
    if (st.selected === null) continue;
    const card = st.selected;
    st.hand = st.hand.filter((c) => c !== card);
    st.selected = null;
    st.play = { card, paid: 0, alternative: false, chosen: null, initiative: null, cancelled: false, target: null, weakness: 0 };
    cards.push({ seat, card, number: s.cards[card]! });
  }
  emit(ctx, { kind: 'revealed', cards });
  modeOf(ctx.s).reveal.faceUp(ctx); // R-SOLO-ROUND-3
  for (const { seat, card } of cards) {
    const fee = cardDef(s, card)?.focusFee ?? 0; // R-FOCUS-FEE-2: paid now
    if (fee > 0) {
      payFocus(ctx, seat, fee, 'mandatoryFee');
      seatOf(s, seat).play!.paid += fee;
    }
  }
  s.flow = { at: 'reveal', step: 'initiativeFee', queue: lowestFirst(s).filter((seat) => canBuyInitiative(s, seat)), resume: null };
}

const playedDef = (s: GameState, seat: SeatId): Card | undefined => {
  const play = seatOf(s, seat).play;
  return play === null ? undefined : cardDef(s, play.card);
};

/** R-ROUND-REVEAL-3: the card offers an alternative initiative the pool can pay for. */
function canBuyInitiative(s: GameState, seat: SeatId): boolean {
  const alt = playedDef(s, seat)?.alternativeInitiative;
  return alt !== undefined && !seatOf(s, seat).play!.alternative && seatOf(s, seat).focus >= alt.fee;
}

/** R-ROUND-REVEAL-4, R-INSTANT-3, R-INSTANT-REPL-1, OP-20: the instant replacement cards a seat may play. */
export function replacementCards(s: GameState, seat: SeatId): CardId[] {
  const st = seatOf(s, seat);
  const play = st.play;
  if (play === null || st.instantUsed || isStun(s, play.card) || isCore(s, play.card)) return [];
  const revealed = cardDef(s, play.card)!;
  return st.hand.filter((card) => {
    const def = cardDef(s, card);
    if (def === undefined || def.instant !== 'replacement') return false;
    if (def.types.some((t) => revealed.types.includes(t))) return false; // R-INSTANT-3: a different type
    if (def.kamaeRequirement !== undefined && kamaePosition(s, seat) !== def.kamaeRequirement) return false;
    return st.focus + play.paid >= def.focusFee; // R-ROUND-REVEAL-6, -7: the refund can pay
  });
}

const isVariable = (s: GameState, seat: SeatId) =>
  playedDef(s, seat)?.initiative.kind === 'variable' && !seatOf(s, seat).play!.alternative;

type RevealStep = RevealFlow['step'];

/** The seat whose turn it is at this reveal step, or null. */
const revealTurn = (s: GameState, step: RevealStep, seat: SeatId): boolean =>
  s.flow.at === 'reveal' && s.flow.step === step && s.flow.queue[0] === seat;

/** R-ROUND-REVEAL-3: buy the card's alternative initiative. */
export const initiativeFee: DecisionHandler<'initiativeFee'> = {
  decide: (s, seat) => {
    if (!revealTurn(s, 'initiativeFee', seat)) return null;
    const alt = playedDef(s, seat)!.alternativeInitiative!;
    return {
      seat, kind: 'initiativeFee', rule: 'R-ROUND-REVEAL-3',
      options: [{ kind: 'payInitiativeFee', pay: true }, { kind: 'payInitiativeFee', pay: false }],
      context: { fee: alt.fee, initiative: alt.value },
    };
  },
  apply: (ctx, seat, action) => {
    if (!action.pay) return;
    const st = seatOf(ctx.s, seat);
    const fee = playedDef(ctx.s, seat)!.alternativeInitiative!.fee;
    payFocus(ctx, seat, fee, 'initiativeFee');
    st.play!.paid += fee;
    st.play!.alternative = true;
  },
};

/** R-ROUND-REVEAL-4: replace the revealed card by an instant replacement card, or keep it. */
export const replacement: DecisionHandler<'replacement'> = {
  decide: (s, seat) =>
    revealTurn(s, 'replacement', seat)
      ? { seat, kind: 'replacement', rule: 'R-ROUND-REVEAL-4', options: [...replacementCards(s, seat).map((card) => ({ kind: 'replace' as const, card })), { kind: 'keepCard' }] }
      : null,
  apply: (ctx, seat, action) => {
    if (action.kind === 'keepCard') return;
    const flow = ctx.s.flow;
    replaceCard(ctx, seat, action.card);
    // OP-36: the replacement's own initiative fee may be paid right away.
    if (flow.at === 'reveal' && canBuyInitiative(ctx.s, seat)) ctx.s.flow = { at: 'reveal', step: 'initiativeFee', queue: [seat], resume: flow.queue };
  },
};

/** R-ROUND-REVEAL-8: the value of a variable initiative. */
export const variableInitiative: DecisionHandler<'variableInitiative'> = {
  decide: (s, seat) => {
    if (!revealTurn(s, 'variable', seat)) return null;
    const init = playedDef(s, seat)!.initiative;
    if (init.kind !== 'variable') return null;
    const values = Array.from({ length: init.max - init.min + 1 }, (_, i) => init.min + i);
    return { seat, kind: 'variableInitiative', rule: 'R-ROUND-REVEAL-8', options: values.map((value) => ({ kind: 'chooseInitiative', value })) };
  },
  apply: (ctx, seat, action) => {
    seatOf(ctx.s, seat).play!.chosen = action.value;
  },
};

/** OP-21, R-DIAG-6: any candidate; golden.ts narrows it to the opponents the card can hit (OP-56). */
export const declareTarget: DecisionHandler<'declareTarget'> = {
  decide: (s, seat) =>
    revealTurn(s, 'targets', seat)
      ? {
          seat, kind: 'declareTarget', rule: 'OP-21',
          options: targetCandidates(s, seat).map((target) => ({ kind: 'target', seat: target })),
          context: { card: seatOf(s, seat).play!.card },
        }
      : null,
  apply: (ctx, seat, action) => {
    const st = seatOf(ctx.s, seat);
    st.play!.target = action.seat;
    emit(ctx, { kind: 'targetDeclared', seat, card: st.play!.card, target: action.seat });
  },
};

/** The decision kind each reveal step asks. */
export const REVEAL_DECISION = {
  initiativeFee: initiativeFee,
  replacement: replacement,
  variable: variableInitiative,
  targets: declareTarget,
} as const satisfies Record<RevealStep, { readonly decide: (s: GameState, seat: SeatId) => Decision | null }>;

/** The decision of the seat first in the reveal queue, if any. */
export function revealDecisions(s: GameState, flow: Extract<GameState['flow'], { at: 'reveal' }>): Decision[] {
  const seat = flow.queue[0];
  if (seat === undefined) return [];
  const decision = REVEAL_DECISION[flow.step].decide(s, seat);
  return decision === null ? [] : [decision];
}

/** R-INSTANT-REPL-3, R-ROUND-REVEAL-6, -7: the revealed card is discarded and its focus refunded. */
function replaceCard(ctx: Ctx, seat: SeatId, card: CardId): void {
  const st = seatOf(ctx.s, seat);
  const old = st.play!;
  if (old.paid > 0) {
    st.focus += old.paid;
    emit(ctx, { kind: 'focusRefunded', seat, amount: old.paid });
  }
  putOnDiscard(ctx, seat, old.card, false);
  st.hand = st.hand.filter((c) => c !== card);
  st.play = { card, paid: 0, alternative: false, chosen: null, initiative: null, cancelled: false, target: null, weakness: 0 };
  st.instantUsed = true; // R-INSTANT-REPL-4, OP-20
  emit(ctx, { kind: 'replaced', seat, replaced: old.card, by: card, number: ctx.s.cards[card]! });
  const fee = cardDef(ctx.s, card)!.focusFee;
  if (fee > 0) {
    payFocus(ctx, seat, fee, 'mandatoryFee');
    st.play.paid = fee;
  }
}

/** Move through the reveal steps until a player must decide, then compare initiatives. False when waiting. */
export function runReveal(ctx: Ctx, flow: RevealFlow): boolean {
  const s = ctx.s;
  const waiting = flow.queue.length;
  if (flow.step === 'initiativeFee') flow.queue = flow.queue.filter((seat) => canBuyInitiative(s, seat));
  // OP-68: every seat whom public facts leave a replacement, whatever its hand.
  if (flow.step === 'replacement') flow.queue = flow.queue.filter((seat) => replacementWindow(s, seat, replacementCards(s, seat).length > 0));
  if (flow.step === 'targets') flow.queue = flow.queue.filter((seat) => targetCandidates(s, seat).length > 0);
  if (flow.queue.length > 0) return flow.queue.length !== waiting;
  if (flow.step === 'initiativeFee' && flow.resume !== null) {
    s.flow = { at: 'reveal', step: 'replacement', queue: flow.resume, resume: null };
  } else if (flow.step === 'initiativeFee') {
    // R-ROUND-REVEAL-4, -5: one chance each, lowest on the advantage track first.
    s.flow = { at: 'reveal', step: 'replacement', queue: lowestFirst(s), resume: null };
  } else if (flow.step === 'replacement') {
    // R-ROUND-REVEAL-9: variable initiatives, lowest first.
    s.flow = { at: 'reveal', step: 'variable', queue: lowestFirst(s).filter((seat) => isVariable(s, seat)), resume: null };
  } else if (flow.step === 'variable') {
    setInitiatives(ctx);
    // OP-21: targets of cards without a diagram are declared now, lowest on the track first.
    s.flow = { at: 'reveal', step: 'targets', queue: lowestFirst(s), resume: null };
  } else {
    startResolve(ctx, [...resolutionEntries(ctx), ...modeOf(ctx.s).reveal.entries(ctx)]); // R-ROUND-REVEAL-10, R-SOLO-ROUND-3
  }
  return true;
}

/** The card's initiative after fees, choices and weakness (R-WEAK-2, R-WEAK-3), fixed now (OP-18). */
function effectiveInitiative(s: GameState, seat: SeatId): number {
  const st = seatOf(s, seat);
  const def = cardDef(s, st.play!.card)!;
  const base = st.play!.alternative
    ? def.alternativeInitiative!.value
    : def.initiative.kind === 'fixed' ? def.initiative.value : st.play!.chosen ?? def.initiative.min;
  return weakenedInitiative(base, st.weakness.length);
}

/** R-ROUND-REVEAL-10: every revealed card's initiative, fixed now for the round (OP-18). */
function setInitiatives(ctx: Ctx): void {
  for (const seat of activeSeats(ctx.s)) {
    const st = seatOf(ctx.s, seat);
    if (st.play === null || isStun(ctx.s, st.play.card)) continue; // OP-8: a played stun has no initiative
    st.play.initiative = effectiveInitiative(ctx.s, seat);
    st.play.weakness = st.weakness.length;
    emit(ctx, { kind: 'initiativeSet', seat, card: st.play.card, initiative: st.play.initiative });
  }
}

/**
 * OP-56: what the golden rule judges a declaration on: the seat's card starting to resolve now,
 * alone (no other card resolves first), with `target` declared.
 */
export function resolveAloneNow(ctx: Ctx, seat: SeatId, target: SeatId): void {
  seatOf(ctx.s, seat).play!.target = target;
  startResolve(ctx, resolutionEntries(ctx).filter((e) => e.seat === seat));
}

/** R-ROUND-RESOLVE-3: one entry per initiative a card resolves at; 'same' sections join the one above. */
function resolutionEntries(ctx: Ctx): Entry[] {
  const s = ctx.s;
  const entries: Entry[] = [];
  for (const seat of activeSeats(s)) {
    const st = seatOf(s, seat);
    if (st.play === null || st.play.initiative === null || isStun(s, st.play.card)) continue;
    const def = cardDef(s, st.play.card)!;
    const rank = typeRank(def.types);
    const core = def.tier === 'core';
    def.sections.forEach((section, i) => {
      const own = i > 0 && section.initiative !== undefined && section.initiative !== 'same' ? section.initiative : null;
      if (i === 0 || own !== null) {
        const value = own === null ? st.play!.initiative! : weakenedInitiative(own.value, st.weakness.length);
        entries.push({ seat, card: st.play!.card, sections: [i], initiative: value, typeRank: rank, core });
      } else entries[entries.length - 1]!.sections.push(i);
    });
  }
  return entries;
}
