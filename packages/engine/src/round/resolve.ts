import type { Ctx } from '../context';
import { emit } from '../context';
import type { Action, Decision } from '../decisions';
import { applyTask, startEffect, taskDecision } from '../effects';
import { stepAttack } from '../combat';
import { instantCards } from '../extras';
import { advantagePlace, cardDef, seatOf, type Actor, type AttackProgress, type Draft, type Entry, type GameState, type SeatId, type TieGroup } from '../state';
import { endResolve } from './discard';

// Section 7.4: resolution in initiative order, with the tie-breaks of R-ROUND-RESOLVE-4..8.

type TiesFlow = Extract<Draft['flow'], { at: 'ties' }>;
type ResolveFlow = Extract<Draft['flow'], { at: 'resolve' }>;

/**
 * R-ROUND-RESOLVE-1: highest initiative first. R-ROUND-RESOLVE-4..6, OP-14: at equal initiative
 * by type (Block, Attack, Meditation, Core; a core weapon counts as its other type), then a
 * non-core card before a core weapon card of the same type. What is still tied, the players
 * order (R-ROUND-RESOLVE-7, R-MULTI-2).
 */
export function startResolve(ctx: Ctx, entries: Entry[]): void {
  const tieKey = (e: Entry) => `${e.initiative}/${e.typeRank}/${e.core}`;
  const order = [...entries].sort(
    (a, b) =>
      b.initiative - a.initiative ||
      a.typeRank - b.typeRank ||
      Number(a.core) - Number(b.core) ||
      advantagePlace(ctx.s, a.seat) - advantagePlace(ctx.s, b.seat),
  );
  const groups: TieGroup[] = [];
  for (let i = 0; i < order.length; ) {
    let j = i + 1;
    while (j < order.length && tieKey(order[j]!) === tieKey(order[i]!)) j++;
    const members = order.slice(i, j);
    if (new Set(members.map((e) => e.seat)).size > 1) {
      // Sorted above with the highest on the advantage track first: it chooses first.
      const entriesIdx = members.map((_, k) => i + k);
      groups.push({ entries: entriesIdx, deciders: members.slice(0, -1).map((e) => e.seat), positions: members.map(() => null) });
    }
    i = j;
  }
  ctx.s.flow = { at: 'ties', order, groups };
  runTies(ctx, ctx.s.flow);
}

/** The next tie decision: the highest undecided player in the first open group. */
type TieGroups = { readonly groups: readonly { readonly deciders: readonly number[]; readonly positions: readonly (number | null)[] }[] };

function openTie(flow: TieGroups): { group: number; member: number } | null {
  for (let g = 0; g < flow.groups.length; g++) {
    const group = flow.groups[g]!;
    const member = group.positions.findIndex((p, k) => p === null && k < group.deciders.length);
    if (member >= 0) return { group: g, member };
  }
  return null;
}

export function tieDecisions(s: GameState, flow: Extract<GameState['flow'], { at: 'ties' }>): Decision[] {
  const open = openTie(flow);
  if (open === null) return [];
  const group = flow.groups[open.group]!;
  const free = group.positions.map((_, p) => p).filter((p) => !group.positions.includes(p));
  const seat = group.deciders[open.member]!;
  const tied = group.entries.map((i) => flow.order[i]!);
  return [{
    seat, kind: 'tieOrder', rule: group.entries.length > 2 ? 'R-MULTI-2' : 'R-ROUND-RESOLVE-7',
    options: free.map((position) => ({ kind: 'tiePosition', position })),
    context: { initiative: tied[0]!.initiative, seats: tied.map((e) => e.seat) },
  }];
}

export function applyTie(flow: TiesFlow, action: Action): void {
  const open = openTie(flow)!;
  if (action.kind === 'tiePosition') flow.groups[open.group]!.positions[open.member] = action.position;
}

/** Once every tie is settled, put each group's cards in the chosen places and resolve. */
export function runTies(ctx: Ctx, flow: TiesFlow): void {
  if (openTie(flow) !== null) return;
  const order = [...flow.order];
  for (const group of flow.groups) {
    // R-MULTI-2: the lowest tied player takes the place that is left.
    const free = group.positions.map((_, p) => p).filter((p) => !group.positions.includes(p));
    const positions = group.positions.map((p) => p ?? free.shift()!);
    group.entries.forEach((at, k) => {
      order[group.entries[positions[k]!]!] = flow.order[at]!;
    });
  }
  ctx.s.flow = { at: 'resolve', order, index: 0, section: -1, stack: [], task: null, attacks: [], closed: false };
}

export function resolveDecisions(s: GameState, flow: Extract<GameState['flow'], { at: 'resolve' }>): Decision[] {
  return flow.task === null ? [] : [taskDecision(s, flow.task as Parameters<typeof taskDecision>[1])];
}

export function applyResolve(ctx: Ctx, flow: ResolveFlow, action: Action): void {
  applyTask(ctx, flow, action);
}

/** One step of resolution: the next effect, attack stage, section or entry. Returns false when waiting. */
export function stepResolve(ctx: Ctx, flow: ResolveFlow): boolean {
  if (dropDefeated(ctx.s, flow)) return true;
  if (flow.task !== null) return false;
  const attack = flow.attacks[flow.attacks.length - 1];
  if (attack !== undefined && flow.stack.length <= attack.depth) {
    stepAttack(ctx, flow);
    return true;
  }
  const frame = flow.stack[flow.stack.length - 1];
  if (frame !== undefined) {
    const effect = frame.effects[frame.index];
    if (effect === undefined) {
      flow.stack.pop();
      // A nested list (Kamae effect, -OR-, fee) passes its success up to the list it came from.
      const parent = flow.stack[flow.stack.length - 1];
      if (parent !== undefined && frame.success !== null && sameActor(parent.actor, frame.actor)) parent.success = frame.success;
      if (frame.closing) offerAfterResolve(ctx, flow, frame.actor.seat); // the block card's waiting rest was its end
    } else {
      frame.index++;
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
  flow.stack = [{ effects: cardDef(ctx.s, entry.card)!.sections[entry.sections[flow.section]!]!.effects, index: 0, success: null, actor }];
  if (flow.section === 0) {
    emit(ctx, { kind: 'resolving', seat: entry.seat, card: entry.card, sections: entry.sections, initiative: entry.initiative });
    // OP-20: "the start of your turn" is the moment your first card section begins to resolve.
    const cards = entry.sections[0] === 0 ? instantCards(ctx.s, entry.seat, 'startOfTurn') : [];
    if (cards.length > 0) flow.task = { kind: 'instant', seat: entry.seat, cards, window: 'startOfTurn' };
  }
  return true;
}

/** The entry is over: offer instants that follow a fully resolved card, let waiting block cards finish, move on. */
function closeEntry(ctx: Ctx, flow: ResolveFlow, skipped: boolean): boolean {
  const entry = flow.order[flow.index]!;
  const last = !skipped && entry.sections[entry.sections.length - 1] === cardDef(ctx.s, entry.card)!.sections.length - 1;
  if (last && !flow.closed) {
    flow.closed = true;
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
  if (cards.length > 0) flow.task = { kind: 'instant', seat, cards, window: 'afterResolve' };
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
  if (flow.task !== null && dead(s, flow.task.seat)) {
    flow.task = null;
    return true;
  }
  const attack = flow.attacks[flow.attacks.length - 1];
  // OP-60: an attack effect already applied goes on to its end (the follow-ups on the others, the
  // defenders' block sequences) though its attacker fell; one not yet applied ends with it.
  const applied = attack !== undefined && !BEFORE_APPLIED.includes(attack.stage);
  if (attack !== undefined && dead(s, attack.actor.seat) && flow.stack.length <= attack.depth && !applied) {
    flow.attacks.pop();
    return true;
  }
  const top = flow.stack[flow.stack.length - 1];
  // The lists under an attack still going on wait for it (OP-60), whoever's they are.
  const above = attack === undefined || flow.stack.length > attack.depth;
  if (top !== undefined && dead(s, top.actor.seat) && above) {
    flow.stack.pop();
    return true;
  }
  return false;
}
