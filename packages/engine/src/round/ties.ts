import type { Ctx } from '../context';
import type { DecisionHandler, DecisionOf } from '../decisions';
import { modeOf } from '../mode';
import { advantagePlace, type Draft, type Entry, type GameState, type SeatId, type TieGroup } from '../state';

// R-ROUND-RESOLVE-4..8, R-MULTI-2: the order of the cards tied after every tie-break, chosen by
// their players; then the resolution starts (resolve/loop.ts).

type TiesFlow = Extract<Draft['flow'], { at: 'ties' }>;

const NO_RANKS: ReadonlyMap<SeatId, number> = new Map();

/** Equal initiative, type and core-ness: what the players order (R-ROUND-RESOLVE-7). */
const tied = (a: Entry, b: Entry) => a.initiative === b.initiative && a.typeRank === b.typeRank && a.core === b.core;

/**
 * R-ROUND-RESOLVE-1: highest initiative first. R-ROUND-RESOLVE-4..6, OP-14: at equal initiative
 * by type (Block, Attack, Meditation, Core; a core weapon counts as its other type), then a
 * non-core card before a core weapon card of the same type. What is still tied, the players
 * order (R-ROUND-RESOLVE-7, R-MULTI-2).
 */
export function startResolve(ctx: Ctx, entries: Entry[]): void {
  // R-SOLO-ADV-3, OP-74: automata tied with each other in the order that harms the human side most.
  // Only with automata among the entries (a duel builds no solo board for it: it was 13% of a duel's time).
  const mode = modeOf(ctx.s);
  const automatonRank = entries.some((e) => mode.seats.decidesAlone(ctx.s, e.seat)) ? mode.tieRanks(ctx, entries) : NO_RANKS;
  const order = [...entries].sort(
    (a, b) =>
      b.initiative - a.initiative ||
      a.typeRank - b.typeRank ||
      Number(a.core) - Number(b.core) ||
      (automatonRank.has(a.seat) && automatonRank.has(b.seat) ? automatonRank.get(a.seat)! - automatonRank.get(b.seat)! : 0) ||
      advantagePlace(ctx.s, a.seat) - advantagePlace(ctx.s, b.seat),
  );
  const groups: TieGroup[] = [];
  for (let i = 0; i < order.length; ) {
    let j = i + 1;
    while (j < order.length && tied(order[j]!, order[i]!)) j++;
    const members = order.slice(i, j);
    // Sorted above with the highest on the advantage track first: it chooses first. Automata come
    // last and never choose (R-SOLO-ADV-1, -5): a tie of automata keeps the sorted order (R-SOLO-ADV-3).
    const deciders = members.filter((e) => !mode.seats.decidesAlone(ctx.s, e.seat)).map((e) => e.seat).slice(0, members.length - 1);
    if (new Set(members.map((e) => e.seat)).size > 1 && deciders.length > 0) {
      const entriesIdx = members.map((_, k) => i + k);
      groups.push({ entries: entriesIdx, deciders, positions: members.map(() => null) });
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

export const tieOrder: DecisionHandler<'tieOrder'> = {
  decide: (s, seat) => (s.flow.at === 'ties' ? tieDecision(s.flow, seat) : null),
  apply: (ctx, _seat, action) => {
    const flow = ctx.s.flow;
    if (flow.at !== 'ties') throw new Error('no tie is open');
    const open = openTie(flow)!;
    flow.groups[open.group]!.positions[open.member] = action.position;
  },
};

function tieDecision(flow: Extract<GameState['flow'], { at: 'ties' }>, seat: SeatId): DecisionOf<'tieOrder'> | null {
  const open = openTie(flow);
  if (open === null || flow.groups[open.group]!.deciders[open.member] !== seat) return null;
  const group = flow.groups[open.group]!;
  const free = group.positions.map((_, p) => p).filter((p) => !group.positions.includes(p));
  const tied = group.entries.map((i) => flow.order[i]!);
  return {
    seat, kind: 'tieOrder', rule: group.entries.length > 2 ? 'R-MULTI-2' : 'R-ROUND-RESOLVE-7',
    options: free.map((position) => ({ kind: 'tiePosition', position })),
    context: { initiative: tied[0]!.initiative, seats: tied.map((e) => e.seat) },
  };
}

/** The seat that chooses next among tied cards, if any. */
export const tieDecider = (flow: Extract<GameState['flow'], { at: 'ties' }>) => {
  const open = openTie(flow);
  return open === null ? null : flow.groups[open.group]!.deciders[open.member]!;
};

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
