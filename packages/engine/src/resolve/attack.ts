import type { Ctx } from '../context';
import type { Actor, AttackEffect, AttackProgress, EffectsRef } from '../state';
import { applyStage } from './stages/apply';
import { blockFeesStage } from './stages/block-fees';
import { countersStage } from './stages/counters';
import { doneStage } from './stages/done';
import { feeStage } from './stages/fee';
import { followUpsStage } from './stages/follow-ups';
import { instantsStage } from './stages/instants';
import { targetStage } from './stages/target';
import { topOf, type ResolveFlow } from './types';

// Section 17.3 and 17.4: one attack effect from start to end, and the block sequence of every
// defender it meets. The attack lives on the resolve flow and moves one stage at a time; a stage
// that needs a player's choice sets a task and waits (attack-tasks.ts answers it).

export function beginAttack(flow: ResolveFlow, actor: Actor, effect: AttackEffect | EffectsRef): void {
  flow.attacks.push({ actor, effect, stage: 'target', target: null, extraPaid: false, asked: [], followUps: [], sequences: [], success: false, depth: flow.stack.length });
}

type Stage = (ctx: Ctx, flow: ResolveFlow, attack: AttackProgress) => void;

/** R-SEQ-ATTACK-1..10 and R-SEQ-BLOCK in order: each stage moves the attack on (or waits on a task). */
const STAGES: { readonly [S in AttackProgress['stage']]: Stage } = {
  target: targetStage,
  fee: feeStage,
  blockFees: blockFeesStage,
  apply: applyStage,
  followUps: followUpsStage,
  counters: countersStage,
  instants: instantsStage,
  done: doneStage,
};

/** Advance the innermost attack by one stage (or one step of a stage). */
export function stepAttack(ctx: Ctx, flow: ResolveFlow): void {
  const attack = flow.attacks[flow.attacks.length - 1]!;
  STAGES[attack.stage](ctx, flow, attack);
}

/** The attack a task of the resolve flow belongs to: the innermost one. */
export function currentAttack(flow: ResolveFlow): AttackProgress {
  const attack = topOf(flow.attacks);
  if (attack === undefined) throw new Error('no attack is in progress');
  return attack;
}
