import type { Ctx } from '../../context';
import type { AttackProgress } from '../../state';
import { topOf, type ResolveFlow } from '../types';

/** R-SUCCESS-3: the attack's success passes to its list ("if successful"); the attack is over. */
export function doneStage(_ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  const frame = topOf(flow.stack);
  if (frame !== undefined && frame.actor.seat === attack.actor.seat && frame.actor.card === attack.actor.card) flow.stack[flow.stack.length - 1] = { ...frame, success: attack.success }; // frames are shared: replaced
  flow.attacks.pop();
}
