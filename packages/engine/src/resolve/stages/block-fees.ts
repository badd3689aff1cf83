import { attackHits } from '../../attack';
import type { Ctx } from '../../context';
import { opponents, seatOf, type AttackProgress, type GameState, type SeatId } from '../../state';
import { attackEffectOf } from '../refs';
import type { ResolveFlow } from '../types';

/** OP-39: the block protects its own character, or with the option on its allies too. */
const protects = (s: GameState, targets: readonly SeatId[], blocker: SeatId) =>
  targets.some((t) => t === blocker || (s.options.blocksProtectAllies && !opponents(s, blocker, t)));

/** R-SEQ-BLOCK-1: each defender the attack reaches pays for its extra block hexes first, one question at a time. */
export function blockFeesStage(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  const s = ctx.s;
  const actor = attack.actor;
  // The attack's targets are worked out only when a block of its initiative has an extra fee still unpaid (most attacks meet none).
  let targets: SeatId[] | null = null;
  const index = s.blocks.findIndex(
    (b) => b.initiative === actor.initiative && b.extra !== null && !b.extraPaid &&
      protects(s, (targets ??= attackHits(s, actor, attackEffectOf(s, attack), attack.extraPaid, attack.target).map((h) => h.target)), b.seat) &&
      !attack.asked.includes(b.seat) && seatOf(s, b.seat).focus >= b.extra.fee,
  );
  if (index < 0) attack.stage = 'apply';
  else {
    attack.asked.push(s.blocks[index]!.seat);
    flow.task = { kind: 'blockFee', seat: s.blocks[index]!.seat, block: index };
  }
}
