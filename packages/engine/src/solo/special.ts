import { SOLO_CATALOG, type AutomatonId, type SoloCard, type SoloEffect } from '@senjutsu/cards';
import { emit, type Ctx } from '../context';
import type { ResolveFlow } from '../resolve/types';
import { opponents, seatOf, stunsInHand, type Draft, type GameState, type SeatId } from '../state';
import { emitBecause, recordOf, setRecord } from './game';
import type { AutomatonRecord, Because } from './types';
import { because } from '../reasons';

// The special rules of the first expansion cycle's automated characters (rules 21.5), all read from
// the automaton's data (automata-expansion.ts): Desperation (R-SOLO-EXP-12), the stealth and
// Desperation bonuses of their cards (R-SOLO-EXP-5/10/12), the Wakou's free directions
// (R-SOLO-EXP-15) and the Yojimbo's contracts (R-SOLO-EXP-18). Stealth itself is the engine's
// (R-STEALTH): the Assassin and the Ninja start stealthed like a player character would.

const specOf = (automaton: AutomatonId) => SOLO_CATALOG.automata[automaton];

/** R-SOLO-EXP-12: 2 or fewer wounds left before defeat (so from the start under a wound limit of 3). */
export function desperateNow(record: AutomatonRecord): boolean {
  const d = specOf(record.automaton).desperation;
  return d !== undefined && (record.desperate || record.woundLimit - record.wounds <= d.woundsLeft);
}

/** R-SOLO-EXP-12: Desperation switches on once and stays on until defeat; logged when it does. */
export function updateDesperation(ctx: Ctx, record: AutomatonRecord): AutomatonRecord {
  if (record.desperate || !desperateNow(record)) return record;
  emitBecause(ctx, record.seat, because('R-SOLO-EXP-12', 'special.desperationLeft', { wounds: record.woundLimit - record.wounds }));
  return { ...record, desperate: true };
}

/**
 * R-SOLO-EXP-5/10/12: what stealth or Desperation adds to the part the automaton plays (an attack
 * card's bonus only with its attack part: never to the movement it falls back on).
 */
export function bonusEffects(card: SoloCard, record: AutomatonRecord, stealthed: boolean, attacks: boolean): SoloEffect[] {
  if (card.body.kind === 'attack' && !attacks) return [];
  return card.bonus.filter((b) => (b.when === 'stealthed' ? stealthed : record.desperate)).flatMap((b) => b.effects);
}

/** The log line of a bonus: Desperation (R-SOLO-EXP-12) or stealth (the Ninja R-SOLO-EXP-10, the Assassin R-SOLO-EXP-5). */
export const bonusBecause = (record: AutomatonRecord): Because =>
  record.desperate
    ? because('R-SOLO-EXP-12', 'special.desperationBonus')
    : because(record.automaton === 'ninja' ? 'R-SOLO-EXP-10' : 'R-SOLO-EXP-5', 'special.stealthBonus');

/** R-SOLO-EXP-15: the Wakou may break the same-direction rule when its movement has more than one part. */
export const freesDirections = (automaton: AutomatonId, parts: number): boolean => specOf(automaton).freeDirections && parts > 1;

/** R-SOLO-EXP-15: the engine's move task with its fixed directions and turn ways forgotten, before each Wakou action. */
export function freeMoveTask(ctx: Ctx, flow: ResolveFlow): void {
  const task = flow.task;
  if (task?.kind !== 'move' || !freesDirections(recordOf(ctx.s, task.seat).automaton, task.parts.length)) return;
  flow.task = { ...task, parts: task.parts.map((p) => ({ ...p, direction: null, rotation: null })) };
}

export type Contract = 'first-blood' | 'counter' | 'tools-of-the-trade';
const CONTRACT_REASON = { 'first-blood': 'contract.firstBlood', counter: 'contract.counter', 'tools-of-the-trade': 'contract.toolsOfTheTrade' } as const;

/** What its opponents have suffered, apart: wounds (First Blood) and statuses (Tools of the Trade). */
export function contractHarm(s: GameState | Draft, seat: SeatId): { wounds: number; statuses: number } {
  let wounds = 0;
  let statuses = 0;
  s.seats.forEach((st, i) => {
    if (!opponents(s as GameState, seat, i)) return;
    wounds += st.wounds;
    statuses += st.bleeding + st.weakness.length + stunsInHand(s as GameState, i);
  });
  return { wounds, statuses };
}

/** R-SOLO-EXP-18: after its card, First Blood (it wounded you) and Tools of the Trade (it gave you a status). */
export function contractsAfterCard(ctx: Ctx, seat: SeatId, before: { wounds: number; statuses: number }): void {
  const now = contractHarm(ctx.s, seat);
  if (now.wounds > before.wounds) fulfil(ctx, seat, 'first-blood');
  if (now.statuses > before.statuses) fulfil(ctx, seat, 'tools-of-the-trade');
}

/**
 * R-SOLO-EXP-18: a contract of the automaton's is fulfilled (as usual: once); with all of them
 * fulfilled, its side wins at once.
 */
export function fulfil(ctx: Ctx, seat: SeatId, contract: Contract): void {
  const s = ctx.s;
  const record = recordOf(s, seat);
  const all = specOf(record.automaton).contracts;
  if (!all.includes(contract) || record.contracts.includes(contract) || s.winners !== null) return;
  const done = [...record.contracts, contract];
  setRecord(s, { ...record, contracts: done });
  emitBecause(ctx, seat, because('R-SOLO-EXP-18', CONTRACT_REASON[contract], { done: done.length, total: all.length }));
  if (!all.every((c) => done.includes(c))) return;
  const team = seatOf(s, seat).team;
  s.winners = s.seats.flatMap((st, i) => (st.team === team ? [i] : []));
  s.flow = { at: 'over' };
  emitBecause(ctx, seat, because('R-SOLO-EXP-18', 'contract.all'));
  emit(ctx, { kind: 'gameOver', winners: s.winners });
}
