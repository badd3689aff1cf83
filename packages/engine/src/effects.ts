import type { Effect } from '@senjutsu/cards';
import { gainAdvantage } from './advantage';
import { applyAttackTask, attackDecision, beginAttack } from './combat';
import { emit, type Ctx } from './context';
import type { Action, Decision } from './decisions';
import { drawCards, discardFromHand, discardableCards, moveDeckCardToHand, putOnDiscard, recoverable, shuffleDeck } from './cards';
import {
  anyKamaeTargets,
  gainFocus,
  kamaeJump,
  kamaeMapOf,
  kamaeNeighbours,
  kamaePathStep,
  kamaePosition,
  leaveFocusPoint,
  focusPointExits,
  payFocus,
} from './kamae';
import { applyMove, largeMapMove, moveOptions, nearestOpponent, startMove } from './movement';
import { cardDef, characterOf, seatOf, type Actor, type CardId, type Draft, type Frame, type GameState, type SeatId, type Task } from './state';

// The effect dispatch: each term of the card vocabulary, started when its turn comes (R-CARD-4),
// and the decisions an effect waits on. One function per term; no card is special-cased.

type ResolveFlow = Extract<Draft['flow'], { at: 'resolve' }>;

export const frameOf = (effects: readonly Effect[], actor: Actor): Frame => ({ effects: effects as Effect[], index: 0, success: null, actor });

/** Start one effect of the top frame; it may finish at once, push effects, or wait on a task. */
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
      const left = Math.min(effect.count, discardableCards(ctx.s, seat).length);
      if (left > 0) flow.task = { kind: 'discard', seat, left, rule: 'OP-53' };
      return;
    }
    case 'attack':
      beginAttack(flow, actor, effect);
      return;
    case 'block':
      registerBlock(ctx, flow, effect);
      return;
    case 'kamae':
      // R-KAMAE-4: mandatory in the matching position, skipped otherwise.
      if (kamaePosition(ctx.s, seat) === effect.position) flow.stack.push(frameOf(effect.effects, actor));
      return;
    case 'optionalFee':
      // R-FOCUS-FEE-3: offered only when the pool can pay.
      if (st.focus >= effect.fee) flow.task = { kind: 'optionalFee', seat, fee: effect.fee, effects: effect.effects };
      return;
    case 'or': {
      // R-OR-2: an alternative that is a Kamae effect of the current position must be chosen.
      const forced = forcedAlternatives(ctx.s, seat, effect.options);
      if (forced.length === 1) flow.stack.push(frameOf(effect.options[forced[0]!]!, actor));
      else flow.task = { kind: 'or', seat, options: effect.options };
      return;
    }
    case 'ifSuccessful':
      // R-SUCCESS-3: depends on the preceding attack or block effect of this section.
      if (frame.success === true) flow.stack.push(frameOf(effect.effects, actor));
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
      if (st.deck.length >= effect.count) flow.task = { kind: 'discardDeck', seat, count: effect.count, effects: effect.effects };
      return;
    case 'stealth':
      if (!st.stealthed) {
        st.stealthed = true; // R-STEALTH-3
        emit(ctx, { kind: 'stealthChanged', seat, stealthed: true });
      }
      return;
    case 'condition':
      // R-STEALTH-1: like a Kamae effect, it applies when its condition holds as it is reached.
      if (effect.condition === 'stealthed' && st.stealthed) flow.stack.push(frameOf(effect.effects, actor));
      return;
    case 'targetedAttack':
    case 'initiativeAttack':
      beginAttack(flow, actor, effect);
      return;
    default: {
      const never: never = effect;
      throw new Error(`unknown effect ${JSON.stringify(never)}`);
    }
  }
}

function forcedAlternatives(s: GameState, seat: SeatId, options: readonly (readonly Effect[])[]): number[] {
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
  const pending = rest.some((f) => f.index < f.effects.length);
  ctx.s.blocks.push({
    seat: actor.seat, card: actor.card, initiative: actor.initiative, hexes: effect.hexes, extra: effect.extra ?? null,
    extraPaid: false, counter: effect.counter ?? [], rest: pending ? rest : null,
  });
}

// ---------------------------------------------------------------------------------------------
// Decisions an effect waits on.

export function taskDecision(s: GameState, task: Task): Decision {
  const seat = task.seat;
  switch (task.kind) {
    case 'move':
      return { seat, kind: 'move', rule: 'R-MOVE-1', options: moveOptions(s, task), context: { parts: task.parts, ordered: task.ordered } };
    case 'kamaePath': {
      const steps = kamaeNeighbours(kamaeMapOf(s, seat), seatOf(s, seat).kamae).map((node) => ({ kind: 'kamaeStep' as const, node }));
      return { seat, kind: 'kamaePath', rule: 'R-KAMAE-PATH-2', options: [...steps, { kind: 'endKamae' }], context: { left: task.left } };
    }
    case 'kamaeFocusExit':
      return {
        seat, kind: 'kamaeFocusExit', rule: 'R-FOCUS-POINT-2', context: { point: task.point, start: task.start },
        options: focusPointExits(kamaeMapOf(s, seat), task.point, task.start).map((node) => ({ kind: 'kamaeStep', node })),
      };
    case 'kamaeJumpAny':
      return {
        seat, kind: 'kamaeJump', rule: 'R-KAMAE-JUMP-3',
        options: anyKamaeTargets(kamaeMapOf(s, seat)).map((node) => ({ kind: 'kamaeJump', node })),
      };
    case 'optionalFee':
      return { seat, kind: 'optionalFee', rule: 'R-FOCUS-FEE-3', options: payOptions(), context: { fee: task.fee } };
    case 'or': {
      const forced = forcedAlternatives(s, seat, task.options);
      const choices = forced.length > 0 ? forced : task.options.map((_, i) => i);
      return { seat, kind: 'or', rule: forced.length > 0 ? 'R-OR-2' : 'R-OR-1', options: choices.map((option) => ({ kind: 'chooseOption', option })) };
    }
    case 'discard':
      return {
        seat, kind: 'discard', rule: task.rule,
        options: discardableCards(s, seat).map((card) => ({ kind: 'discard', card })), context: { left: task.left },
      };
    case 'drawUpTo':
      return {
        seat, kind: 'draw', rule: 'R-CONV-1',
        options: Array.from({ length: task.max + 1 }, (_, count) => ({ kind: 'drawCount', count })),
      };
    case 'attackFee':
    case 'blockFee':
    case 'attackTarget':
    case 'pushHex':
    case 'rotation':
    case 'poisonCard':
    case 'counter':
    case 'instant':
      return attackDecision(s, task)!;
    case 'search': {
      // Sorted by card number, so the options do not tell the deck's order.
      const sorted = [...task.candidates].sort((a, b) => s.cards[a]!.localeCompare(s.cards[b]!) || a.localeCompare(b));
      return { seat, kind: 'search', rule: 'R-SEARCH-1', options: sorted.map((card) => ({ kind: 'take', card })), context: { left: task.left } };
    }
    case 'recover':
      return {
        seat, kind: 'recover', rule: 'R-ROUND-DISCARD-3',
        options: recoverable(s, seat).map((card) => ({ kind: 'take', card })), context: { left: task.left },
      };
    case 'discardDeck':
      return { seat, kind: 'discardDeck', rule: 'R-CONV-1', options: payOptions(), context: { count: task.count } };
    default: {
      const never: never = task;
      throw new Error(`unknown task ${JSON.stringify(never)}`);
    }
  }
}

const payOptions = (): Action[] => [{ kind: 'payFee', pay: true }, { kind: 'payFee', pay: false }];

/** Apply a decision to the waiting task. The action is one the decision listed. */
export function applyTask(ctx: Ctx, flow: ResolveFlow, action: Action): void {
  const task = flow.task!;
  flow.task = null;
  if (applyAttackTask(ctx, flow, task, action)) return;
  // The effects a choice unlocks belong to the frame that asked for it.
  const actor = flow.stack[flow.stack.length - 1]?.actor ?? entryActor(flow, task.seat);
  switch (task.kind) {
    case 'move': {
      const result = applyMove(ctx, task, action as Parameters<typeof applyMove>[2]);
      flow.task = result.task;
      if (result.collided) endTurn(ctx, flow, task.seat, result.mustDiscard);
      return;
    }
    case 'kamaePath': {
      if (action.kind !== 'kamaeStep') return; // endKamae: R-KAMAE-PATH-2
      const point = kamaePathStep(ctx, task.seat, action.node, task.start);
      const left = task.left - 1;
      if (point !== null) flow.task = { kind: 'kamaeFocusExit', seat: task.seat, start: task.start, point, left };
      else if (left > 0) flow.task = { ...task, left };
      return;
    }
    case 'kamaeFocusExit': {
      leaveFocusPoint(ctx, task.seat, (action as { node: string }).node);
      // R-FOCUS-POINT-3: the continuation was free; the path move goes on with what is left.
      if (task.left > 0) flow.task = { kind: 'kamaePath', seat: task.seat, left: task.left, start: task.start };
      return;
    }
    case 'kamaeJumpAny': {
      const node = (action as { node: string }).node;
      const position = kamaeMapOf(ctx.s, task.seat).nodes.find((n) => n.id === node)!.kind;
      if (position !== 'focus') kamaeJump(ctx, task.seat, position);
      return;
    }
    case 'optionalFee':
      if ((action as { pay: boolean }).pay) {
        payFocus(ctx, task.seat, task.fee, 'optionalFee');
        flow.stack.push(frameOf(task.effects, actor));
      }
      return;
    case 'or':
      flow.stack.push(frameOf(task.options[(action as { option: number }).option]!, actor));
      return;
    case 'discard': {
      discardFromHand(ctx, task.seat, (action as { card: string }).card, false);
      if (task.left > 1 && discardableCards(ctx.s, task.seat).length > 0) flow.task = { ...task, left: task.left - 1 };
      return;
    }
    case 'drawUpTo':
      drawCards(ctx, task.seat, (action as { count: number }).count);
      return;
    case 'search': {
      const card = (action as { card: string }).card;
      moveDeckCardToHand(ctx, task.seat, card); // R-SEARCH-2
      const candidates = task.candidates.filter((c) => c !== card);
      if (task.left > 1 && candidates.length > 0) flow.task = { ...task, candidates, left: task.left - 1 };
      else shuffleDeck(ctx, task.seat); // R-SEARCH-3
      return;
    }
    case 'recover': {
      const card = (action as { card: string }).card;
      const st = seatOf(ctx.s, task.seat);
      st.discard = st.discard.filter((d) => d.card !== card);
      st.hand.push(card);
      emit(ctx, { kind: 'recovered', seat: task.seat, card, number: ctx.s.cards[card]! });
      if (task.left > 1 && recoverable(ctx.s, task.seat).length > 0) flow.task = { ...task, left: task.left - 1 };
      return;
    }
    case 'discardDeck':
      if ((action as { pay: boolean }).pay) {
        for (let i = 0; i < task.count; i++) putOnDiscard(ctx, task.seat, seatOf(ctx.s, task.seat).deck.shift()!, false);
        flow.stack.push(frameOf(task.effects, actor));
      }
      return;
    case 'attackFee':
    case 'blockFee':
    case 'attackTarget':
    case 'pushHex':
    case 'rotation':
    case 'poisonCard':
    case 'counter':
    case 'instant':
      return; // handled by applyAttackTask above
    default: {
      const never: never = task;
      throw new Error(`unknown task ${JSON.stringify(never)}`);
    }
  }
}

/**
 * R-MOVE-COLLISION-1..3: the turn of `seat` ends at once and the rest of its card is not resolved.
 * After hitting a character it still discards a card (its own choice, OP-53).
 */
export function endTurn(ctx: Ctx, flow: ResolveFlow, seat: SeatId, mustDiscard: boolean): void {
  const st = seatOf(ctx.s, seat);
  // OP-57: only the card whose movement collided ends (a counterattack, an instant, or the revealed
  // card, also in its waiting block rest); its lists sit on top of the stack, above whatever it interrupted.
  const top = flow.stack[flow.stack.length - 1];
  const card = top !== undefined && top.actor.seat === seat ? top.actor.card : st.play?.card;
  while (flow.stack.length > 0 && sameCard(flow.stack[flow.stack.length - 1]!.actor, seat, card)) flow.stack.pop();
  if (card !== undefined) emit(ctx, { kind: 'turnEnded', seat, card });
  if (st.play !== null && st.play.card === card) st.play.cancelled = true;
  if (mustDiscard && discardableCards(ctx.s, seat).length > 0) {
    flow.task = { kind: 'discard', seat, left: 1, rule: 'R-MOVE-COLLISION-3' };
  }
}

const sameCard = (actor: Actor, seat: SeatId, card: CardId | undefined) => actor.seat === seat && actor.card === card;

/** The actor of the resolving entry, for a choice made when no frame is left (after a collision). */
function entryActor(flow: ResolveFlow, seat: SeatId): Actor {
  const entry = flow.order[flow.index];
  return { seat, card: entry?.card ?? '', initiative: entry?.initiative ?? 0 };
}
