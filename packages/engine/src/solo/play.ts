import type { Ctx } from '../context';
import type { Draft } from '../state';
import { emitBecause, recordOf, setRecord, soloOf } from './game';
import { syncRecord } from './resolve';
import { discardStep, drawForRound } from './round';
import type { Because } from './types';
import { because } from '../reasons';

// The automata's part of the round (R-SOLO-ROUND-1..5), called by the ordinary round steps.

const automatonSeats = (s: Draft) => (soloOf(s)?.records ?? []).filter((r) => r.defeated === null && s.seats[r.seat]!.defeated === null).map((r) => r.seat);

function log(ctx: Ctx, seat: number, notes: readonly Because[], card: string | null = null) {
  for (const n of notes) emitBecause(ctx, seat, n, card);
}

/** R-SOLO-ROUND-1: every automaton takes its top card face down (bleeding, OP-30 and stuns first: drawForRound). */
export function drawAutomata(ctx: Ctx): void {
  for (const seat of automatonSeats(ctx.s)) {
    const step = drawForRound(syncRecord(ctx, seat), ctx.s.rng); // stuns received since are in its deck first
    ctx.s.rng = step.rng;
    setRecord(ctx.s, step.record);
    log(ctx, seat, step.notes);
  }
}

/** R-SOLO-ROUND-3: the automata's cards are turned face up with the players' cards. */
export function revealAutomata(ctx: Ctx): void {
  for (const seat of automatonSeats(ctx.s)) {
    const card = recordOf(ctx.s, seat).drawn;
    if (card !== null) emitBecause(ctx, seat, because('R-SOLO-ROUND-3', 'round.faceUp'), card);
  }
}

/** R-SOLO-ROUND-5, R-SOLO-REFRESH-1/2: the played card goes to its discard pile, then a refresh rebuilds the deck. */
export function discardAutomata(ctx: Ctx): void {
  for (const record of soloOf(ctx.s)?.records ?? []) {
    const step = discardStep(record, ctx.s.rng);
    ctx.s.rng = step.rng;
    setRecord(ctx.s, step.record);
    log(ctx, record.seat, step.notes);
  }
}
