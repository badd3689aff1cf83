import type { Ctx } from '../../context';
import { instantCards } from '../../extras';
import type { AttackProgress } from '../../state';
import type { ResolveFlow } from '../types';
import { instantWindow } from '../../windows';

/** R-SEQ-ATTACK-7, R-INSTANT-SUPP-2: the attacker's instants that need a successful attack. */
export function instantsStage(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  attack.stage = 'done';
  if (!attack.success) return;
  const cards = instantCards(ctx.s, attack.actor.seat, 'attackSuccessful');
  if (instantWindow(ctx.s, attack.actor.seat, 'attackSuccessful', cards.length > 0)) flow.task = { kind: 'instant', seat: attack.actor.seat, cards, window: 'attackSuccessful' };
}
