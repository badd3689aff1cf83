import { SOLO_CATALOG } from '@senjutsu/cards';
import type { Ctx } from '../context';
import type { Action, Decision } from '../decisions';
import { distance } from '../hex';
import { REGISTRY, TASK_DECISION, applyDecision } from '../registry';
import { stepResolve } from '../resolve/loop';
import type { ResolveFlow } from '../resolve/types';
import { draftOf, opponents, stunsInHand, type Entry, type GameState, type SeatId } from '../state';
import { settleDefeats } from '../victory';
import { figureOf, soloBoard, type SoloBoard } from './board';
import { emitBecause, recordOf, soloOf } from './game';
import { soloResolutionOrder } from './order';
import { answerForAutomaton } from './resolve';
import { chooseTarget } from './target';
import { because } from '../reasons';

// R-SOLO-ADV-3, OP-74 (over our S38): automata tied in initiative and type resolve in the order that
// harms the human side most, found by playing each order out with the real rules on a copy of the
// state: a defeat first, then wounds (bleeding counted), then stun cards, then other status cards.
// Orders of equal harm: the automaton nearest its target first (S13), then seat order.

/** Hexes from the automaton to the target it would choose now (S13); unplaced or targetless ones last. */
function toTarget(board: SoloBoard, seat: SeatId): number {
  if (!board.figures.some((f) => f.seat === seat)) return Number.MAX_SAFE_INTEGER;
  const record = recordOf(board.state, seat);
  const target = chooseTarget(board, seat, record.automaton, record.behaviour);
  return target === undefined ? Number.MAX_SAFE_INTEGER : distance(figureOf(board, seat).hex, figureOf(board, target.target).hex);
}

type Tied = Pick<Entry, 'seat' | 'initiative' | 'typeRank' | 'core'>;

/**
 * Each automaton's place among automata tied in initiative and type (lower first). The order is set
 * when the cards are revealed (like the players' tie decisions, R-ROUND-RESOLVE-7) and judged from
 * that position. An order chosen for its harm is logged (OP-74); nearest-first is not.
 */
export function automatonTieRanks(ctx: Ctx, entries: readonly Entry[]): ReadonlyMap<SeatId, number> {
  const s = ctx.s as GameState;
  const automata = (soloOf(s)?.records ?? []).map((r) => r.seat);
  const board = soloBoard(s, automata);
  const mine = entries.filter((e) => automata.includes(e.seat));
  const cards = mine.map((e) => ({ seat: e.seat, initiative: e.initiative, typeRank: e.typeRank, automaton: true, advantage: 1, toTarget: toTarget(board, e.seat) }));
  const nearestFirst = soloResolutionOrder(cards).order;
  const ranks = new Map(nearestFirst.map((seat, rank) => [seat, rank]));
  const bySeat = new Map(mine.map((e) => [e.seat, e]));
  for (let i = 0; i < nearestFirst.length; ) {
    const first = bySeat.get(nearestFirst[i]!)!;
    let j = i + 1;
    while (j < nearestFirst.length && tiedWith(first, bySeat.get(nearestFirst[j]!)!)) j++;
    if (j - i > 1 && nearestFirst.slice(i, j).some((seat) => mayHarm(s, seat))) {
      const group = nearestFirst.slice(i, j).map((seat) => bySeat.get(seat)!);
      const best = mostHarmful(s, group);
      best.forEach((e, k) => ranks.set(e.seat, i + k));
      if (best.some((e, k) => e !== group[k])) emitBecause(ctx, best[0]!.seat, because('OP-74', 'order.harm'));
    }
    i = j;
  }
  return ranks;
}

/** Solo block and meditation cards only guard, move and change markers: an order of them alone harms nobody. */
function mayHarm(s: GameState, seat: SeatId): boolean {
  const card = SOLO_CATALOG.cards[recordOf(s, seat).drawn ?? ''];
  if (card === undefined) return false;
  const attacks = (effects: readonly { kind: string }[]) => effects.some((e) => e.kind === 'attack' || e.kind === 'targetedAttack');
  return card.body.kind === 'attack' || (card.bonus ?? []).some((b) => attacks(b.effects));
}

const tiedWith = (a: Tied, b: Tied) => a.initiative === b.initiative && a.typeRank === b.typeRank && a.core === b.core;

/** How much the human side has suffered, most important first (OP-74). */
function harmOf(s: GameState, automaton: SeatId): number[] {
  const harm = [0, 0, 0, 0];
  s.seats.forEach((st, i) => {
    if (!opponents(s, automaton, i)) return;
    harm[0]! += st.defeated === null ? 0 : 1;
    harm[1]! += st.wounds + st.bleeding;
    harm[2]! += stunsInHand(s, i);
    harm[3]! += st.weakness.length;
  });
  return harm;
}

const more = (a: readonly number[], b: readonly number[]) => {
  const i = a.findIndex((v, k) => v !== b[k]);
  return i >= 0 && a[i]! > b[i]!;
};

/**
 * Every order of the group played out, the orders sharing a beginning played once (three tied
 * automata: 15 card resolutions, not 18). Orders are visited nearest-first order first, and only a
 * strictly more harmful order replaces the one kept, so equal harm keeps the nearest first.
 */
function mostHarmful(s: GameState, group: readonly Entry[]): readonly Entry[] {
  const best: { order: readonly Entry[]; harm: number[] | null } = { order: group, harm: null };
  const visit = (state: GameState, done: readonly Entry[], left: readonly Entry[]) => {
    if (left.length === 0 || state.winners !== null) {
      const harm = harmOf(state, group[0]!.seat);
      if (best.harm === null || more(harm, best.harm)) Object.assign(best, { order: [...done, ...left], harm });
      return;
    }
    for (const e of left) visit(playEntry(state, e), [...done, e], left.filter((x) => x !== e));
  };
  visit(s, [], group);
  return best.order;
}

/** The automaton's card resolved alone from `state`, on a copy; a human asked something answers with a pass, else the first option. */
function playEntry(state: GameState, entry: Entry): GameState {
  const ctx: Ctx = { s: draftOf(state), events: [] };
  const flow: ResolveFlow = { at: 'resolve', order: [entry], index: 0, section: -1, stack: [], task: null, attacks: [], closed: false };
  ctx.s.flow = flow;
  for (let guard = 0; guard < 10_000 && ctx.s.flow === flow && flow.index < 1 && ctx.s.winners === null; guard++) {
    // As the resolve phase: the automaton's answer or a step; only then is a human asked (phases/table.ts).
    const moved = answerForAutomaton(ctx, flow) || stepResolve(ctx, flow) || answerForHuman(ctx, flow);
    settleDefeats(ctx);
    if (!moved) break;
  }
  return ctx.s as GameState;
}

function answerForHuman(ctx: Ctx, flow: ResolveFlow): boolean {
  if (flow.task === null) return false;
  const kind = TASK_DECISION[flow.task.kind];
  const decision = (REGISTRY[kind].decide as (s: GameState, seat: SeatId) => Decision | null)(ctx.s as GameState, flow.task.seat);
  if (decision === null || decision.options.length === 0) {
    flow.task = null;
    return true;
  }
  const options = decision.options as readonly Action[];
  applyDecision(ctx, flow.task.seat, kind, options.find((o) => o.kind === 'pass') ?? options[0]!);
  return true;
}
