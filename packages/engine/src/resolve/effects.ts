import type { Effect } from '@senjutsu/cards';
import { gainAdvantage } from '../advantage';
import { drawCards, discardableCards, recoverable, shuffleDeck } from '../cards';
import { emit, type Ctx } from '../context';
import { gainFocus, kamaeJump, kamaePosition } from '../kamae';
import { startLook } from '../look';
import { largeMapMove, nearestOpponent, startMove } from '../movement';
import { cardDef, characterOf, seatOf, type Actor, type EffectList, type Frame, type GameState, type SeatId } from '../state';
import { modeOf } from '../mode';
import { beginAttack } from './attack';
import { effectRef, effectsOf, nestedList, orOptions } from './refs';
import type { ResolveFlow } from './types';

// The effect starter: each term of the card vocabulary, started when its turn comes (R-CARD-4).
// One function per term; no card is special-cased. A term that waits on a player sets a task
// (the decision kinds in tasks.ts and attack-tasks.ts answer it).

export const frameOf = (effects: EffectList, actor: Actor): Frame => ({ effects, index: 0, success: null, actor });

/**
 * The `nested`-th list of `effect`, the effect `frame` just passed: by reference when the frame's
 * list is one. (A module function: tsx keeps closures' names, which costs a call per closure made.)
 */
const inner = (frame: Frame, effect: Effect, nested = 0): EffectList => nestedList(frame.effects, frame.index - 1, effect, nested);

/** Start one effect of the top frame (the one just passed: `frame.index - 1`); it may finish at once, push effects, or wait on a task. */
export function startEffect(ctx: Ctx, flow: ResolveFlow, effect: Effect): void {
  const frame = flow.stack[flow.stack.length - 1]!;
  const actor = frame.actor;
  const seat = actor.seat;
  const st = seatOf(ctx.s, seat);
  switch (effect.kind) {
    case 'move': {
      const task = startMove(seat, effect.parts, effect.ordered);
      const core = characterOf(ctx.s, seat).coreCard === ctx.s.cards[actor.card];
      flow.task = core && nearestOpponent(ctx.s, seat) >= 7 ? largeMapMove(task) : task; // R-LARGEMAP-1, OP-35
      return;
    }
    case 'kamaePath':
      flow.task = { kind: 'kamaePath', seat, left: effect.max, start: st.kamae };
      return;
    case 'kamaeJump':
      if (effect.to === 'any') flow.task = { kind: 'kamaeJumpAny', seat };
      else kamaeJump(ctx, seat, effect.to); // R-KAMAE-JUMP-2: mandatory
      return;
    case 'focus':
      gainFocus(ctx, seat, effect.amount);
      return;
    case 'advantage':
      gainAdvantage(ctx, seat);
      return;
    case 'draw':
      if (effect.upTo) flow.task = { kind: 'drawUpTo', seat, max: effect.count };
      else drawCards(ctx, seat, effect.count);
      return;
    case 'discard': {
      if (modeOf(ctx.s).resolve.discardFromDeck(ctx, seat, effect.count, 'OP-53')) return; // S39: an automaton's hand is its deck
      const left = Math.min(effect.count, discardableCards(ctx.s, seat).length);
      if (left > 0) flow.task = { kind: 'discard', seat, left, rule: 'OP-53' };
      return;
    }
    case 'attack':
      beginAttack(flow, actor, effectRef(frame.effects, frame.index - 1, effect));
      return;
    case 'block':
      registerBlock(ctx, flow, effect);
      return;
    case 'kamae':
      // R-KAMAE-4: mandatory in the matching position, skipped otherwise.
      if (kamaePosition(ctx.s, seat) === effect.position) flow.stack.push(frameOf(inner(frame, effect), actor));
      return;
    case 'optionalFee':
      // R-FOCUS-FEE-3: offered only when the pool can pay.
      if (st.focus >= effect.fee) flow.task = { kind: 'optionalFee', seat, fee: effect.fee, effects: inner(frame, effect) };
      return;
    case 'or': {
      // R-OR-2: an alternative that is a Kamae effect of the current position must be chosen.
      const forced = forcedAlternatives(ctx.s, seat, effect.options);
      if (forced.length === 1) flow.stack.push(frameOf(inner(frame, effect, forced[0]!), actor));
      else flow.task = { kind: 'or', seat, options: orOptions(frame.effects, frame.index - 1, effect) };
      return;
    }
    case 'ifSuccessful':
      // R-SUCCESS-3: depends on the preceding attack or block effect of this section.
      if (frame.success === true) flow.stack.push(frameOf(inner(frame, effect), actor));
      return;
    case 'search': {
      // R-SEARCH-1: look through the deck (or its top cards) for the cards the effect names.
      const pool = effect.top === undefined ? st.deck : st.deck.slice(0, effect.top);
      const candidates = pool.filter((c) => effect.types === undefined || cardDef(ctx.s, c)!.types.some((t) => effect.types!.includes(t)));
      if (candidates.length > 0) flow.task = { kind: 'search', seat, candidates, left: Math.min(effect.take, candidates.length) };
      else shuffleDeck(ctx, seat); // R-SEARCH-3
      return;
    }
    case 'recover': {
      const left = Math.min(effect.count, recoverable(ctx.s, seat).length);
      if (left > 0) flow.task = { kind: 'recover', seat, left };
      return;
    }
    case 'discardDeck':
      // An optional cost, offered only when the deck holds enough cards.
      if (st.deck.length >= effect.count) flow.task = { kind: 'discardDeck', seat, count: effect.count, effects: inner(frame, effect) };
      return;
    case 'stealth':
      if (!st.stealthed) {
        st.stealthed = true; // R-STEALTH-3
        emit(ctx, { kind: 'stealthChanged', seat, stealthed: true });
      }
      return;
    case 'condition':
      // R-STEALTH-1: like a Kamae effect, it applies when its condition holds as it is reached.
      if (effect.condition === 'stealthed' && st.stealthed) flow.stack.push(frameOf(inner(frame, effect), actor));
      return;
    case 'lookAtHand':
      startLook(ctx, flow, actor); // OP-73
      return;
    case 'targetedAttack':
    case 'initiativeAttack':
      beginAttack(flow, actor, effectRef(frame.effects, frame.index - 1, effect));
      return;
    default: {
      const never: never = effect;
      throw new Error(`unknown effect ${JSON.stringify(never)}`);
    }
  }
}

/** R-OR-2: the alternatives that are a Kamae effect of the current position (those must be chosen). */
export function forcedAlternatives(s: GameState, seat: SeatId, options: readonly (readonly Effect[])[]): number[] {
  const position = kamaePosition(s, seat);
  return options.flatMap((o, i) => (o[0]?.kind === 'kamae' && o[0].position === position ? [i] : []));
}

/**
 * R-BLOCK-1, R-BLOCK-2: the block hexes are live at this card's initiative only. OP-54: the rest of
 * the card's section waits for the first attack the block stops (R-SEQ-BLOCK-8/9, combat.ts); if
 * none does by the end of that initiative, it resolves unsuccessful (round/resolve.ts).
 */
function registerBlock(ctx: Ctx, flow: ResolveFlow, effect: Extract<Effect, { kind: 'block' }>): void {
  const actor = flow.stack[flow.stack.length - 1]!.actor;
  const rest: Frame[] = [];
  while (flow.stack.length > 0) {
    const top = flow.stack[flow.stack.length - 1]!;
    if (top.actor.seat !== actor.seat || top.actor.card !== actor.card) break;
    rest.unshift({ ...top, success: null });
    flow.stack.pop();
  }
  const pending = rest.some((f) => f.index < effectsOf(ctx.s, f.effects).length);
  ctx.s.blocks.push({
    seat: actor.seat, card: actor.card, initiative: actor.initiative, hexes: effect.hexes, extra: effect.extra ?? null,
    extraPaid: false, counter: effect.counter ?? [], rest: pending ? rest : null,
  });
}
