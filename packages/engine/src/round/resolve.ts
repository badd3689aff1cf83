import type { Ctx } from '../context';
import { emit } from '../context';
import type { Action, Decision } from '../decisions';
import { applyTask, frameOf, startEffect, taskDecision } from '../effects';
import { advantagePlace, cardDef, seatOf, type Draft, type Entry, type GameState, type TieGroup } from '../state';
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
  ctx.s.flow = { at: 'resolve', order, index: 0, section: -1, stack: [], task: null };
}

export function resolveDecisions(s: GameState, flow: Extract<GameState['flow'], { at: 'resolve' }>): Decision[] {
  return flow.task === null ? [] : [taskDecision(s, flow.task as Parameters<typeof taskDecision>[1])];
}

export function applyResolve(ctx: Ctx, flow: ResolveFlow, action: Action): void {
  applyTask(ctx, flow, action);
}

/** One step of resolution: the next effect, section or entry. Returns false when waiting. */
export function stepResolve(ctx: Ctx, flow: ResolveFlow): boolean {
  const entry = flow.order[flow.index];
  if (entry !== undefined && seatOf(ctx.s, entry.seat).defeated !== null && (flow.stack.length > 0 || flow.task?.seat === entry.seat)) {
    // A character defeated by its own card resolves nothing more of it (R-VICTORY-4: the others play on).
    flow.stack = [];
    flow.task = null;
    return true;
  }
  if (flow.task !== null) return false;
  const frame = flow.stack[flow.stack.length - 1];
  if (frame !== undefined && entry !== undefined) {
    const effect = frame.effects[frame.index];
    if (effect === undefined) {
      flow.stack.pop();
      const parent = flow.stack[flow.stack.length - 1];
      if (parent !== undefined && frame.success !== null) parent.success = frame.success;
    } else {
      frame.index++;
      startEffect(ctx, flow, entry, effect); // R-CARD-4, R-ROUND-RESOLVE-2: top to bottom
    }
    return true;
  }
  if (entry === undefined) {
    endResolve(ctx);
    return true;
  }
  const play = seatOf(ctx.s, entry.seat).play;
  const skip = seatOf(ctx.s, entry.seat).defeated !== null || play === null || play.cancelled || play.card !== entry.card;
  if (skip || flow.section + 1 >= entry.sections.length) {
    flow.index++;
    flow.section = -1;
    return true;
  }
  flow.section++;
  if (flow.section === 0) emit(ctx, { kind: 'resolving', seat: entry.seat, card: entry.card, sections: entry.sections, initiative: entry.initiative });
  // R-SUCCESS-4: each section is its own scope for "if successful".
  flow.stack = [frameOf(cardDef(ctx.s, entry.card)!.sections[entry.sections[flow.section]!]!.effects)];
  return true;
}
