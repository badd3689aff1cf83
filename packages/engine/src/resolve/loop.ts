import { emit, type Ctx } from '../context';
import { instantCards } from '../extras';
import { endResolve } from '../round/discard';
import { cardDef, seatOf, type Actor, type AttackProgress, type GameState, type SeatId } from '../state';
import { modeOf } from '../mode';
import { stepAttack } from './attack';
import { startEffect } from './effects';
import { effectsOf, sectionList } from './refs';
import { outlivesAttacker, topOf, type ResolveFlow } from './types';
import { instantWindow } from '../windows';

// Section 7.4: the resolution loop. One step at a time: drop what a defeated character would still
// resolve, the innermost attack's next stage, the top list's next effect, the next section or entry.

/** One step of resolution: the next effect, attack stage, section or entry. Returns false when waiting. */
export function stepResolve(ctx: Ctx, flow: ResolveFlow): boolean {
  if (dropDefeated(ctx.s, flow)) return true;
  if (flow.task !== null) return false;
  const attack = topOf(flow.attacks);
  if (attack !== undefined && flow.stack.length <= attack.depth) {
    stepAttack(ctx, flow);
    return true;
  }
  const frame = topOf(flow.stack);
  if (frame !== undefined) {
    const effect = effectsOf(ctx.s, frame.effects)[frame.index];
    if (effect === undefined) {
      flow.stack.pop();
      // A nested list (Kamae effect, -OR-, fee) passes its success up to the list it came from.
      const parent = topOf(flow.stack);
      if (parent !== undefined && frame.success !== null && sameActor(parent.actor, frame.actor)) flow.stack[flow.stack.length - 1] = { ...parent, success: frame.success }; // frames are shared with earlier states: replaced
      if (frame.closing) offerAfterResolve(ctx, flow, frame.actor.seat); // the block card's waiting rest was its end
    } else {
      flow.stack[flow.stack.length - 1] = { ...frame, index: frame.index + 1 }; // frames are shared with earlier states: replaced
      startEffect(ctx, flow, effect); // R-CARD-4, R-ROUND-RESOLVE-2: top to bottom
    }
    return true;
  }
  const entry = flow.order[flow.index];
  if (entry === undefined) {
    if (!flushBlockRests(ctx, flow, -Infinity)) endResolve(ctx);
    return true;
  }
  const st = seatOf(ctx.s, entry.seat);
  const skip = st.defeated !== null || st.play === null || st.play.cancelled || st.play.card !== entry.card;
  if (skip || flow.section + 1 >= entry.sections.length) return closeEntry(ctx, flow, skip);
  flow.section++;
  const actor = { seat: entry.seat, card: entry.card, initiative: entry.initiative };
  // R-SUCCESS-4: each section is its own scope for "if successful".
  const mode = modeOf(ctx.s);
  if (mode.seats.decidesAlone(ctx.s, entry.seat)) mode.resolve.startCard(ctx, flow, entry); // R-SOLO-ROUND-4: its plan, the engine's handlers
  else flow.stack = [{ effects: sectionList(ctx.s, entry.card, entry.sections[flow.section]!), index: 0, success: null, actor }];
  if (flow.section === 0) {
    emit(ctx, { kind: 'resolving', seat: entry.seat, card: entry.card, number: ctx.s.cards[entry.card] ?? '', sections: entry.sections, initiative: entry.initiative });
    // OP-20: "the start of your turn" is the moment your first card section begins to resolve.
    const cards = entry.sections[0] === 0 ? instantCards(ctx.s, entry.seat, 'startOfTurn') : [];
    if (entry.sections[0] === 0 && instantWindow(ctx.s, entry.seat, 'startOfTurn', cards.length > 0)) flow.task = { kind: 'instant', seat: entry.seat, cards, window: 'startOfTurn' };
  }
  return true;
}

/** The entry is over: offer instants that follow a fully resolved card, let waiting block cards finish, move on. */
function closeEntry(ctx: Ctx, flow: ResolveFlow, skipped: boolean): boolean {
  const entry = flow.order[flow.index]!;
  const last = !skipped && entry.sections[entry.sections.length - 1] === cardDef(ctx.s, entry.card)!.sections.length - 1;
  if (last && !flow.closed) {
    flow.closed = true;
    modeOf(ctx.s).resolve.endCard(ctx, entry.seat);
    // A block card is not fully resolved while the rest of it waits for an attack (R-SEQ-BLOCK-9, -10).
    const waiting = ctx.s.blocks.find((b) => b.card === entry.card && b.rest !== null);
    if (waiting !== undefined) waiting.rest = waiting.rest!.map((f, i) => (i === 0 ? { ...f, closing: true } : f));
    else offerAfterResolve(ctx, flow, entry.seat);
    return true;
  }
  if (flushBlockRests(ctx, flow, flow.order[flow.index + 1]?.initiative ?? -Infinity)) return true;
  flow.index++;
  flow.section = -1;
  flow.closed = false;
  return true;
}

/** R-INSTANT-SUPP-3, R-SEQ-ATTACK-10, R-SEQ-BLOCK-10: instants for after the revealed card fully resolved. */
function offerAfterResolve(ctx: Ctx, flow: ResolveFlow, seat: SeatId): void {
  const cards = instantCards(ctx.s, seat, 'afterResolve');
  if (instantWindow(ctx.s, seat, 'afterResolve', cards.length > 0)) flow.task = { kind: 'instant', seat, cards, window: 'afterResolve' };
}

/**
 * OP-54, OP-58: a block card whose block stopped no attack resolves the rest of its section once
 * every card of its initiative has resolved, "if successful" false (OP-49).
 */
function flushBlockRests(ctx: Ctx, flow: ResolveFlow, nextInitiative: number): boolean {
  const block = ctx.s.blocks.find((b) => b.rest !== null && b.initiative > nextInitiative && seatOf(ctx.s, b.seat).defeated === null);
  if (block === undefined) return false;
  flow.stack.push(...block.rest!.map((f) => ({ ...f, success: false })));
  block.rest = null;
  return true;
}

const sameActor = (a: Actor, b: Actor) => a.seat === b.seat && a.card === b.card;

/** Attack stages before the attack effect is applied (OP-60). */
const BEFORE_APPLIED: readonly AttackProgress['stage'][] = ['target', 'fee', 'blockFees', 'apply'];
const dead = (s: GameState, seat: SeatId) => seatOf(s, seat).defeated !== null;

/** A defeated character resolves nothing more (R-VICTORY-4: the others play on). Runs before every resolve step: no closures. */
function dropDefeated(s: GameState, flow: ResolveFlow): boolean {
  if (flow.task !== null && dead(s, flow.task.seat) && !outlivesAttacker(flow.task)) {
    flow.task = null;
    return true;
  }
  const attack = topOf(flow.attacks);
  // OP-60: an attack effect already applied goes on to its end (the follow-ups on the others, the
  // defenders' block sequences) though its attacker fell; one not yet applied ends with it.
  if (attack !== undefined && flow.stack.length <= attack.depth && dead(s, attack.actor.seat) && BEFORE_APPLIED.includes(attack.stage)) {
    flow.attacks.pop();
    return true;
  }
  const top = topOf(flow.stack);
  // The lists under an attack still going on wait for it (OP-60), whoever's they are.
  const above = attack === undefined || flow.stack.length > attack.depth;
  if (top !== undefined && dead(s, top.actor.seat) && above) {
    flow.stack.pop();
    return true;
  }
  return false;
}
