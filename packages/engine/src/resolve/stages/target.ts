import { attackCandidates } from '../../attack';
import type { Ctx } from '../../context';
import { seatOf, type AttackProgress } from '../../state';
import { attackEffectOf } from '../refs';
import type { ResolveFlow } from '../types';

/** R-DIAG-6, OP-21: a targeted attack's target: the declared one, the only one, or the attacker's choice. */
export function targetStage(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  attack.stage = 'fee';
  const effect = attackEffectOf(ctx.s, attack);
  if (effect.kind === 'attack') return;
  const actor = attack.actor;
  const candidates = attackCandidates(ctx.s, actor, effect);
  const play = seatOf(ctx.s, actor.seat).play;
  const declared = play !== null && play.card === actor.card ? play.target : null;
  if (declared !== null && candidates.includes(declared)) attack.target = declared; // OP-21
  else if (candidates.length === 1) attack.target = candidates[0]!;
  else if (candidates.length > 1) flow.task = { kind: 'attackTarget', seat: actor.seat, options: candidates };
}
