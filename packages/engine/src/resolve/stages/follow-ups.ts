import { pushCandidates } from '../../attack';
import { discardableCards } from '../../cards';
import { emit, type Ctx } from '../../context';
import { resolveNow } from '../../extras';
import { turnFacing, type Hex } from '../../hex';
import { collide, enterHex, hexIsFree } from '../../movement';
import { characterOf, seatOf, type AttackProgress, type GameState, type SeatId } from '../../state';
import { rulesOf } from '../../ruleset';
import { loseStealth } from '../../status';
import { settleDefeats } from '../../victory';
import { modeOf } from '../../mode';
import { poisonList } from '../refs';
import type { ResolveFlow } from '../types';

// R-PUSH-1..6, R-POISON-2: what an attack does to each character it reached, after it is applied.

/** One follow-up at a time (a rotation, one push or pull step, a poison card); then on to the counters. */
export function followUpsStage(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  if (attack.followUps.length > 0) return stepFollowUp(ctx, flow, attack);
  attack.stage = 'counters';
  // R-SEQ-ATTACK-6 after the pushes and pulls, which decide success too (OP-60, OP-61).
  if (attack.success) loseStealth(ctx, attack.actor.seat);
}

function stepFollowUp(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress): void {
  const s = ctx.s;
  const next = attack.followUps[0]!;
  if (seatOf(s, next.target).defeated !== null) {
    attack.followUps.shift();
    return;
  }
  // OP-62: the attack goes on after its attacker fell (OP-60), from the hex it stood on when the
  // effect was applied (`next.attacker`), and every choice it still needs is its player's.
  switch (next.kind) {
    case 'rotate':
      flow.task = { kind: 'rotation', seat: attack.actor.seat }; // R-PUSH-5: the attacker chooses the way
      return;
    case 'push': {
      const options = pushCandidates(s, next.target, next.attacker, next.origin, next.away);
      if (options.length === 0) attack.followUps.shift();
      else if (options.length === 1) pushStep(ctx, flow, attack, options[0]!);
      else flow.task = { kind: 'pushHex', seat: attack.actor.seat, options }; // R-PUSH-3
      return;
    }
    case 'poison': {
      const options = poisonsLeft(s, attack.actor.seat);
      if (options.length === 0) attack.followUps.shift();
      else if (options.length === 1) poison(ctx, flow, attack, options[0]!);
      else flow.task = { kind: 'poisonCard', seat: attack.actor.seat, options }; // R-POISON-2, R-POISON-EXT-2
      return;
    }
    default: {
      const never: never = next;
      throw new Error(`unknown follow-up ${JSON.stringify(never)}`);
    }
  }
}

/** R-PUSH-1, R-PUSH-2, R-PUSH-4, OP-11: one step; a blocked step is a collision for the pushed character. */
export function pushStep(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress, to: Hex): void {
  const next = attack.followUps[0]!;
  if (next.kind !== 'push') throw new Error('no push is waiting');
  const st = seatOf(ctx.s, next.target);
  if (!hexIsFree(ctx.s, to)) {
    // OP-11: the pushed character's own card goes on; it stops and suffers the collision.
    // OP-61: a colliding step, the first one too, counts as moving it: the attack is successful.
    attack.followUps.shift();
    attack.success = true;
    const discarder = collide(ctx, next.target, to);
    settleDefeats(ctx);
    if (discarder !== null && seatOf(ctx.s, discarder).defeated === null && modeOf(ctx.s).resolve.discardFromDeck(ctx, discarder, 1, 'OP-11')) return; // S39
    if (discarder !== null && seatOf(ctx.s, discarder).defeated === null && discardableCards(ctx.s, discarder).length > 0) {
      resolveNow(flow, [{ effects: [{ kind: 'discard', count: 1 }], index: 0, success: null, actor: { ...attack.actor, seat: discarder } }]);
    }
    return;
  }
  const from = st.hex!;
  st.hex = to;
  attack.success = true; // OP-60, OP-61, R-PUSH-6: being moved makes the attack successful
  emit(ctx, { kind: 'pushed', seat: next.target, from, to, by: attack.actor.seat });
  enterHex(ctx, next.target, to);
  settleDefeats(ctx);
  if (next.steps <= 1) attack.followUps.shift();
  else attack.followUps[0] = { ...next, steps: next.steps - 1 };
}

/** R-PUSH-5: the reached character turns the way the attacker chose. */
export function rotate(ctx: Ctx, attack: AttackProgress, rotation: 1 | -1): void {
  const next = attack.followUps.shift()!;
  if (next.kind !== 'rotate') throw new Error('no rotation is waiting');
  const st = seatOf(ctx.s, next.target);
  for (let i = 0; i < next.amount; i++) st.facing = turnFacing(st.facing, rotation);
  emit(ctx, { kind: 'turned', seat: next.target, facing: st.facing });
}

/** R-POISON-EXT-1..3, OP-38: the poison cards a character has not used yet. */
const poisonsLeft = (s: GameState, seat: SeatId): string[] =>
  [...new Set(characterOf(s, seat).poisons)].filter((n) => rulesOf(s).poisons[n] !== undefined && !seatOf(s, seat).poisonsUsed.includes(n));

/** R-POISON-2, R-POISON-3: the poisoned character resolves the card, which is then used up. */
export function poison(ctx: Ctx, flow: ResolveFlow, attack: AttackProgress, number: string): void {
  const next = attack.followUps.shift()!;
  const user = seatOf(ctx.s, attack.actor.seat);
  user.poisonsUsed = [...user.poisonsUsed, number];
  emit(ctx, { kind: 'poisoned', seat: next.target, by: attack.actor.seat, poison: number });
  loseStealth(ctx, next.target); // R-STEALTH-5: poison is a status effect
  resolveNow(flow, [{ effects: poisonList(ctx.s, number), index: 0, success: null, actor: { ...attack.actor, seat: next.target } }]);
}
