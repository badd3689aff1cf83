import type { Ctx } from './context';
import { listsKind, type Action, type DecisionHandler, type DecisionKind } from './decisions';
import { lookTarget } from './look';
import * as attackTasks from './resolve/attack-tasks';
import * as tasks from './resolve/tasks';
import { applyHandLimit, handLimitDecision } from './round/discard';
import { declareTarget, initiativeFee, replacement, variableInitiative } from './round/reveal';
import { select } from './round/select';
import { tieOrder } from './round/ties';
import { placeFigure, placeTerrain, prepare } from './setup';
import type { SeatId, Task } from './state';

// The registry of decision kinds: for each kind (decisions.ts) its `decide` and `apply`. A mapped
// type over DecisionKind, so a kind without an entry breaks the build; registry.test.ts checks every
// kind is met in real games or a rulebook scenario. The phases (phases/table.ts) say whose decision
// of which kind is pending; the registry makes and applies it.

/** R-ROUND-DISCARD-5 at the hand limit; else the discard an effect or a collision waits on (OP-53, R-MOVE-COLLISION-3). */
const discard: DecisionHandler<'discard'> = {
  decide: (s, seat) => (s.flow.at === 'handLimit' ? handLimitDecision(s, seat) : tasks.discard.decide(s, seat)),
  apply: (ctx, seat, action) => (ctx.s.flow.at === 'handLimit' ? applyHandLimit(ctx, seat, action.card) : tasks.discard.apply(ctx, seat, action)),
};

export const REGISTRY: { readonly [K in DecisionKind]: DecisionHandler<K> } = {
  placeTerrain,
  placeFigure,
  prepare,
  select,
  initiativeFee,
  replacement,
  variableInitiative,
  tieOrder,
  move: tasks.move,
  kamaePath: tasks.kamaePath,
  kamaeFocusExit: tasks.kamaeFocusExit,
  kamaeJump: tasks.kamaeJumpAny,
  optionalFee: tasks.optionalFee,
  or: tasks.or,
  discard,
  draw: tasks.drawUpTo,
  attackFee: attackTasks.attackFee,
  blockFee: attackTasks.blockFee,
  search: tasks.search,
  recover: tasks.recover,
  discardDeck: tasks.discardDeck,
  declareTarget,
  attackTarget: attackTasks.attackTarget,
  lookTarget,
  pushHex: attackTasks.pushHex,
  rotation: attackTasks.rotation,
  poisonCard: attackTasks.poisonCard,
  counter: attackTasks.counter,
  instant: attackTasks.instant,
};

/** The decision kind that answers each task an effect or an attack waits on (resolve flow). */
export const TASK_DECISION = {
  move: 'move',
  kamaePath: 'kamaePath',
  kamaeFocusExit: 'kamaeFocusExit',
  kamaeJumpAny: 'kamaeJump',
  optionalFee: 'optionalFee',
  or: 'or',
  discard: 'discard',
  drawUpTo: 'draw',
  search: 'search',
  recover: 'recover',
  discardDeck: 'discardDeck',
  attackFee: 'attackFee',
  blockFee: 'blockFee',
  attackTarget: 'attackTarget',
  lookTarget: 'lookTarget',
  pushHex: 'pushHex',
  rotation: 'rotation',
  poisonCard: 'poisonCard',
  counter: 'counter',
  instant: 'instant',
} as const satisfies { readonly [T in Task['kind']]: DecisionKind };

/**
 * The registry's entry: apply an option of a decision of kind `kind`. The caller has checked the
 * action is one the decision listed; here it is narrowed to the kind's option type, once.
 */
export function applyDecision<K extends DecisionKind>(ctx: Ctx, seat: SeatId, kind: K, action: Action): void {
  if (!listsKind(kind, action)) throw new Error(`a ${kind} decision does not list ${action.kind}`);
  const handler: DecisionHandler<K> = REGISTRY[kind];
  handler.apply(ctx, seat, action);
}
