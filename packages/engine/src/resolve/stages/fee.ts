import { inReach } from '../../attack';
import type { Ctx } from '../../context';
import { seatOf, type AttackProgress } from '../../state';
import { attackEffectOf } from '../refs';
import type { ResolveFlow } from '../types';

/** R-SEQ-ATTACK-2, R-FOCUS-FEE-6: optional attack fees are paid now (golden.ts may oblige it). */
export function feeStage(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  const s = ctx.s;
  const actor = attack.actor;
  attack.stage = 'blockFees';
  const effect = attackEffectOf(s, attack);
  if (effect.kind !== 'attack' && attack.target !== null && !inReach(s, actor, attack.target, effect.kind)) attack.target = null;
  const extra = effect.kind === 'initiativeAttack' ? undefined : effect.extra;
  if (extra !== undefined && seatOf(s, actor.seat).focus >= extra.fee) flow.task = { kind: 'attackFee', seat: actor.seat, fee: extra.fee };
}
