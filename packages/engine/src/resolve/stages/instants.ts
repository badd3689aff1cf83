import type { Ctx } from '../../context';
import { instantCards } from '../../extras';
import type { AttackProgress } from '../../state';
import type { ResolveFlow } from '../types';

/** R-SEQ-ATTACK-7, R-INSTANT-SUPP-2: the attacker's instants that need a successful attack. */
export function instantsStage(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  attack.stage = 'done';
  const cards = attack.success ? instantCards(ctx.s, attack.actor.seat, 'attackSuccessful') : [];
  if (cards.length > 0) flow.task = { kind: 'instant', seat: attack.actor.seat, cards, window: 'attackSuccessful' };
}
