import { discardFromHand, discardableCards, drawCards, moveDeckCardToHand, putOnDiscard, recoverable, shuffleDeck } from '../cards';
import { emit, type Ctx } from '../context';
import type { OptionOf } from '../decisions';
import {
  anyKamaeTargets,
  focusPointExits,
  kamaeJump,
  kamaeMapOf,
  kamaeNeighbours,
  kamaePathStep,
  leaveFocusPoint,
  payFocus,
} from '../kamae';
import { applyMove, moveOptions } from '../movement';
import { keepStart, moveStart, undoMove, withUndo } from '../movement-undo';
import { seatOf, type Actor, type CardId, type GameState, type SeatId } from '../state';
import { forcedAlternatives, frameOf } from './effects';
import { optionList, optionsOf } from './refs';
import { payOptions, taskHandler, topOf, type ResolveFlow } from './types';

// The decision kinds that answer a task an effect waits on (movement, Kamae, fees, -OR-, cards
// between hand, deck and discard pile): each with its `decide` and `apply` (registry.ts).


/** The effects a choice unlocks belong to the frame that asked for it. */
const actorOf = (flow: ResolveFlow, seat: SeatId): Actor => topOf(flow.stack)?.actor ?? entryActor(flow, seat);

export const move = taskHandler(
  'move',
  'move',
  (s, task) => ({
    seat: task.seat, kind: 'move', rule: 'R-MOVE-1', options: withUndo(task, moveOptions(s, task)),
    // The number of the face-up card that gives the move, so the player reads which card moves them (issue 22).
    context: { parts: task.parts, ordered: task.ordered, card: movingCard(s, task.seat) },
  }),
  (ctx, flow, task, action) => {
    if (action.kind === 'undo') {
      flow.task = undoMove(ctx, task); // issue 22: back to the movement's start (movement-undo.ts)
      return;
    }
    const start = moveStart(ctx.s as GameState, task);
    const from = ctx.events.length;
    const result = applyMove(ctx, task, action);
    flow.task = keepStart(ctx, result.task, start, from);
    if (result.collided) endTurn(ctx, flow, task.seat, result.mustDiscard);
  },
);

export const kamaePath = taskHandler(
  'kamaePath',
  'kamaePath',
  (s, task) => ({
    seat: task.seat, kind: 'kamaePath', rule: 'R-KAMAE-PATH-2',
    options: [...kamaeNeighbours(kamaeMapOf(s, task.seat), seatOf(s, task.seat).kamae).map((node) => ({ kind: 'kamaeStep' as const, node })), { kind: 'endKamae' }], context: { left: task.left },
  }),
  (ctx, flow, task, action) => {
    if (action.kind === 'endKamae') return; // R-KAMAE-PATH-2
    const point = kamaePathStep(ctx, task.seat, action.node, task.start);
    const left = task.left - 1;
    if (point !== null) flow.task = { kind: 'kamaeFocusExit', seat: task.seat, start: task.start, point, left };
    else if (left > 0) flow.task = { ...task, left };
  },
);

export const kamaeFocusExit = taskHandler(
  'kamaeFocusExit',
  'kamaeFocusExit',
  (s, task) => ({
    seat: task.seat, kind: 'kamaeFocusExit', rule: 'R-FOCUS-POINT-2', context: { point: task.point, start: task.start },
    options: focusPointExits(kamaeMapOf(s, task.seat), task.point, task.start).map((node) => ({ kind: 'kamaeStep', node })),
  }),
  (ctx, flow, task, action) => {
    leaveFocusPoint(ctx, task.seat, action.node);
    // R-FOCUS-POINT-3: the continuation was free; the path move goes on with what is left.
    if (task.left > 0) flow.task = { kind: 'kamaePath', seat: task.seat, left: task.left, start: task.start };
  },
);

export const kamaeJumpAny = taskHandler(
  'kamaeJumpAny',
  'kamaeJump',
  (s, task) => ({
    seat: task.seat, kind: 'kamaeJump', rule: 'R-KAMAE-JUMP-3',
    options: anyKamaeTargets(kamaeMapOf(s, task.seat)).map((node) => ({ kind: 'kamaeJump', node })),
  }),
  (ctx, _flow, task, action) => {
    const position = kamaeMapOf(ctx.s, task.seat).nodes.find((n) => n.id === action.node)!.kind;
    if (position !== 'focus') kamaeJump(ctx, task.seat, position);
  },
);

export const optionalFee = taskHandler(
  'optionalFee',
  'optionalFee',
  (_s, task) => ({ seat: task.seat, kind: 'optionalFee', rule: 'R-FOCUS-FEE-3', options: payOptions(), context: { fee: task.fee } }),
  (ctx, flow, task, action) => {
    if (!action.pay) return;
    payFocus(ctx, task.seat, task.fee, 'optionalFee');
    flow.stack.push(frameOf(task.effects, actorOf(flow, task.seat)));
  },
);

export const or = taskHandler(
  'or',
  'or',
  (s, task) => {
    const options = optionsOf(s, task.options);
    const forced = forcedAlternatives(s, task.seat, options);
    const choices = forced.length > 0 ? forced : options.map((_, i) => i);
    return { seat: task.seat, kind: 'or', rule: forced.length > 0 ? 'R-OR-2' : 'R-OR-1', options: choices.map((option) => ({ kind: 'chooseOption', option })) };
  },
  (_ctx, flow, task, action) => {
    flow.stack.push(frameOf(optionList(task.options, action.option), actorOf(flow, task.seat)));
  },
);

export const discard = taskHandler(
  'discard',
  'discard',
  (s, task) => ({
    seat: task.seat, kind: 'discard', rule: task.rule,
    options: discardableCards(s, task.seat).map((card) => ({ kind: 'discard', card })), context: { left: task.left },
  }),
  (ctx, flow, task, action) => {
    discardFromHand(ctx, task.seat, action.card, false);
    if (task.left > 1 && discardableCards(ctx.s, task.seat).length > 0) flow.task = { ...task, left: task.left - 1 };
  },
);

export const drawUpTo = taskHandler(
  'drawUpTo',
  'draw',
  (_s, task) => ({
    seat: task.seat, kind: 'draw', rule: 'R-CONV-1',
    options: Array.from({ length: task.max + 1 }, (_, count) => ({ kind: 'drawCount' as const, count })),
  }),
  (ctx, _flow, task, action) => drawCards(ctx, task.seat, action.count),
);

export const search = taskHandler(
  'search',
  'search',
  (s, task) => {
    // Sorted by card number, so the options do not tell the deck's order.
    const sorted = [...task.candidates].sort((a, b) => s.cards[a]!.localeCompare(s.cards[b]!) || a.localeCompare(b));
    return { seat: task.seat, kind: 'search', rule: 'R-SEARCH-1', options: sorted.map((card) => ({ kind: 'take', card })), context: { left: task.left } };
  },
  (ctx, flow, task, action) => {
    moveDeckCardToHand(ctx, task.seat, action.card); // R-SEARCH-2
    const candidates = task.candidates.filter((c) => c !== action.card);
    if (task.left > 1 && candidates.length > 0) flow.task = { ...task, candidates, left: task.left - 1 };
    else shuffleDeck(ctx, task.seat); // R-SEARCH-3
  },
);

export const recover = taskHandler(
  'recover',
  'recover',
  (s, task) => ({
    seat: task.seat, kind: 'recover', rule: 'R-ROUND-DISCARD-3',
    options: recoverable(s, task.seat).map((card) => ({ kind: 'take', card })), context: { left: task.left },
  }),
  (ctx, flow, task, action) => {
    const st = seatOf(ctx.s, task.seat);
    st.discard = st.discard.filter((d) => d.card !== action.card);
    st.hand = [...st.hand, action.card];
    emit(ctx, { kind: 'recovered', seat: task.seat, card: action.card, number: ctx.s.cards[action.card]! });
    if (task.left > 1 && recoverable(ctx.s, task.seat).length > 0) flow.task = { ...task, left: task.left - 1 };
  },
);

export const discardDeck = taskHandler(
  'discardDeck',
  'discardDeck',
  (_s, task) => ({ seat: task.seat, kind: 'discardDeck', rule: 'R-CONV-1', options: payOptions(), context: { count: task.count } }),
  (ctx, flow, task, action) => {
    if (!action.pay) return;
    for (let i = 0; i < task.count; i++) {
      const st = seatOf(ctx.s, task.seat);
      const top = st.deck[0]!;
      st.deck = st.deck.slice(1); // the lists are replaced, never changed (shared with earlier states)
      putOnDiscard(ctx, task.seat, top, false);
    }
    flow.stack.push(frameOf(task.effects, actorOf(flow, task.seat)));
  },
);

/**
 * R-MOVE-COLLISION-1..3: the turn of `seat` ends at once and the rest of its card is not resolved.
 * After hitting a character it still discards a card (its own choice, OP-53).
 */
export function endTurn(ctx: Ctx, flow: ResolveFlow, seat: SeatId, mustDiscard: boolean): void {
  const st = seatOf(ctx.s, seat);
  // OP-57: only the card whose movement collided ends (a counterattack, an instant, or the revealed
  // card, also in its waiting block rest); its lists sit on top of the stack, above whatever it interrupted.
  const top = topOf(flow.stack);
  const card = top !== undefined && top.actor.seat === seat ? top.actor.card : st.play?.card;
  while (flow.stack.length > 0 && sameCard(flow.stack[flow.stack.length - 1]!.actor, seat, card)) flow.stack.pop();
  if (card !== undefined) emit(ctx, { kind: 'turnEnded', seat, card });
  if (st.play !== null && st.play.card === card) st.play.cancelled = true;
  // OP-63: every unresolved part of the card ends, a block's waiting rest (and its "if successful")
  // too; the blocks already made stand.
  for (const b of ctx.s.blocks) if (b.seat === seat && b.card === card) b.rest = null;
  if (mustDiscard && discardableCards(ctx.s, seat).length > 0) {
    flow.task = { kind: 'discard', seat, left: 1, rule: 'R-MOVE-COLLISION-3' };
  }
}

const sameCard = (actor: Actor, seat: SeatId, card: CardId | undefined) => actor.seat === seat && actor.card === card;

/** The actor of the resolving entry, for a choice made when no frame is left (after a collision). */
/** The number of the card whose effects are resolving for `seat` (a counterattack or instant card too), when one is. */
function movingCard(s: GameState, seat: SeatId): string | null {
  const flow = s.flow.at === 'resolve' ? s.flow : null;
  const card = flow === null ? undefined : actorOf(flow as ResolveFlow, seat).card;
  return (card === undefined ? undefined : s.cards[card]) ?? null;
}

function entryActor(flow: ResolveFlow, seat: SeatId): Actor {
  const entry = flow.order[flow.index];
  return { seat, card: entry?.card ?? '', initiative: entry?.initiative ?? 0 };
}
