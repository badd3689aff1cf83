import type { OptionOf } from '../decisions';
import { playExtraCard, resolveNow } from '../extras';
import { payFocus } from '../kamae';
import { currentAttack } from './attack';
import { poison, pushStep, rotate } from './stages/follow-ups';
import { payOptions, taskHandler } from './types';

// The decision kinds that answer a task of the attack in progress (R-SEQ-ATTACK, R-SEQ-BLOCK):
// each with its `decide` and `apply` (registry.ts).

const playOrPass = (cards: readonly string[]): OptionOf<'counter'>[] => [...cards.map((card) => ({ kind: 'playCard' as const, card })), { kind: 'pass' }];

export const attackFee = taskHandler(
  'attackFee',
  'attackFee',
  // R-FOCUS-FEE-6; golden.ts narrows it when only paying lets the attack reach (R-FOCUS-FEE-7).
  (_s, task) => ({ seat: task.seat, kind: 'attackFee', rule: 'R-FOCUS-FEE-6', options: payOptions(), context: { fee: task.fee } }),
  (ctx, flow, task, action) => {
    if (!action.pay) return;
    payFocus(ctx, task.seat, task.fee, 'optionalFee');
    currentAttack(flow).extraPaid = true;
  },
);

export const blockFee = taskHandler(
  'blockFee',
  'blockFee',
  (s, task) => ({ seat: task.seat, kind: 'blockFee', rule: 'R-SEQ-BLOCK-1', options: payOptions(), context: { fee: s.blocks[task.block]!.extra!.fee } }),
  (ctx, _flow, task, action) => {
    if (!action.pay) return;
    const block = ctx.s.blocks[task.block]!;
    payFocus(ctx, task.seat, block.extra!.fee, 'optionalFee');
    block.extraPaid = true;
  },
);

export const attackTarget = taskHandler(
  'attackTarget',
  'attackTarget',
  (_s, task) => ({ seat: task.seat, kind: 'attackTarget', rule: 'R-DIAG-6', options: task.options.map((seat) => ({ kind: 'target', seat })) }),
  (_ctx, flow, _task, action) => {
    currentAttack(flow).target = action.seat;
  },
);

export const pushHex = taskHandler(
  'pushHex',
  'pushHex',
  (_s, task) => ({ seat: task.seat, kind: 'pushHex', rule: 'R-PUSH-3', options: task.options.map((hex) => ({ kind: 'pushTo', hex })) }),
  (ctx, flow, _task, action) => pushStep(ctx, flow, currentAttack(flow), action.hex),
);

export const rotation = taskHandler(
  'rotation',
  'rotation',
  (_s, task) => ({ seat: task.seat, kind: 'rotation', rule: 'R-PUSH-5', options: [{ kind: 'rotate', rotation: 1 }, { kind: 'rotate', rotation: -1 }] }),
  (ctx, flow, _task, action) => rotate(ctx, currentAttack(flow), action.rotation),
);

export const poisonCard = taskHandler(
  'poisonCard',
  'poisonCard',
  (_s, task) => ({ seat: task.seat, kind: 'poisonCard', rule: 'R-POISON-EXT-2', options: task.options.map((poison) => ({ kind: 'poison', poison })) }),
  (ctx, flow, _task, action) => poison(ctx, flow, currentAttack(flow), action.poison),
);

export const counter = taskHandler(
  'counter',
  'counter',
  (_s, task) => ({ seat: task.seat, kind: 'counter', rule: 'R-COUNTER-3', options: playOrPass(task.cards) }),
  (ctx, flow, task, action) => {
    // R-SEQ-BLOCK-5, R-COUNTER-3/4: resolved completely, then the block sequence goes on.
    if (action.kind === 'playCard') resolveNow(flow, playExtraCard(ctx, task.seat, action.card, false));
  },
);

const INSTANT_RULE = { attackSuccessful: 'R-SEQ-ATTACK-7', blockSuccessful: 'R-SEQ-BLOCK-7', afterResolve: 'R-INSTANT-SUPP-3', startOfTurn: 'OP-20' } as const;

export const instant = taskHandler(
  'instant',
  'instant',
  (_s, task) => ({ seat: task.seat, kind: 'instant', rule: INSTANT_RULE[task.window], options: playOrPass(task.cards), context: { window: task.window } }),
  (ctx, flow, task, action) => {
    if (action.kind === 'playCard') resolveNow(flow, playExtraCard(ctx, task.seat, action.card, true));
  },
);
