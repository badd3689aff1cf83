import { SOLO_CATALOG, type Effect, type SoloCard, type SoloEffect } from '@senjutsu/cards';
import type { Ctx } from '../context';
import { sameAction, type Action, type Decision } from '../decisions';
import { REGISTRY, TASK_DECISION, applyDecision } from '../registry';
import { outlivesAttacker, type ResolveFlow } from '../resolve/types';
import { randomInt } from '../rng';
import { giveWounds } from '../status';
import { opponents, seatOf, stunsInHand, type CardId, type Draft, type Entry, type GameState, type SeatId } from '../state';
import { soloBoard } from './board';
import { incomingAttacks } from './incoming';
import { soloCounter } from './block';
import { emitBecause, isAutomaton, recordOf, setRecord, setTurn, soloOf, type SoloTerm } from './game';
import { applySoloTerm, effectiveInitiative, receiveStun } from './round';
import { decideTurn, type TurnPlan } from './turn';
import { SOLO_STUN, type AutomatonRecord, type Because, type MoveStep } from './types';
import { worstOption } from './worst';
import { bonusBecause, bonusEffects, contractHarm, contractsAfterCard, freeMoveTask, fulfil, updateDesperation } from './special';
import { because } from '../reasons';

// An automaton's card in the round (R-SOLO-ROUND-3/4): its place in the resolution order, and its
// resolution by the brain's plan (decideTurn) carried out with the engine's ordinary handlers. The
// automaton never waits on a decision: whatever its card's effects ask of it, the engine answers
// from the plan and logs why.

const automataOf = (s: GameState | Draft) => (soloOf(s)?.records ?? []).map((r) => r.seat);
const boardOf = (s: GameState | Draft) => soloBoard(s as GameState, automataOf(s));

/**
 * The record as the brain should see it now: weakness from the seat (the engine's handlers give
 * it), and every stun card the engine put in the automaton's hand shuffled into its deck
 * (R-SOLO-STUN-2, OP-23: the hand's stun cards stay as the count toward its stun limit).
 */
export function syncRecord(ctx: Ctx, seat: SeatId): AutomatonRecord {
  const s = ctx.s;
  const st = seatOf(s, seat);
  // The engine's handlers wound, bleed and weaken the seat; the record reads them (R-SOLO-WOUND-1, R-SOLO-BLEED-1, R-SOLO-WEAK-1).
  let record: AutomatonRecord = { ...recordOf(s, seat), weakness: [...st.weakness], wounds: st.wounds, bleeding: st.bleeding };
  record = updateDesperation(ctx, record); // R-SOLO-EXP-12
  const fresh = stunsInHand(s as GameState, seat) - record.stuns;
  if (fresh > 0) {
    const step = receiveStun(record, s.rng, fresh, soloOf(s)!.stunProcedure);
    [record, s.rng] = [step.record, step.rng];
    for (const n of step.notes) emitBecause(ctx, seat, n);
  }
  setRecord(s, record);
  return record;
}

/** The card instance of the automaton's revealed card this round. */
const instanceOf = (s: GameState | Draft, seat: SeatId): CardId => `a${seat}r${s.round}`;

/**
 * R-SOLO-ROUND-3, R-SOLO-ADV-1: each automaton's revealed card enters the resolution order at its
 * initiative (less weakness, R-SOLO-WEAK-1; a block card's matched to the attack, R-SOLO-BLOCK-2),
 * as the card in play of its seat.
 */
export function automatonEntries(ctx: Ctx): Entry[] {
  const s = ctx.s;
  const entries: Entry[] = [];
  for (const seat of automataOf(s)) {
    if (seatOf(s, seat).defeated !== null) continue;
    const record = syncRecord(ctx, seat);
    if (record.drawn === null) continue;
    const card = SOLO_CATALOG.cards[record.drawn]!;
    const printed = card.initiative.kind === 'fixed' ? card.initiative.value : (decideTurn(boardOf(s), record, { incoming: incomingAttacks(s, seat) }).block?.initiative ?? card.initiative.max);
    const initiative = effectiveInitiative(record, printed);
    const id = instanceOf(s, seat);
    s.cards = { ...s.cards, [id]: card.number };
    seatOf(s, seat).play = { card: id, paid: 0, alternative: false, chosen: null, initiative, cancelled: false, target: null, weakness: record.weakness.length };
    emitBecause(ctx, seat, because('R-SOLO-ROUND-3', 'round.resolves', { initiative }), card.number);
    entries.push({ seat, card: id, sections: [0], initiative, typeRank: ['block', 'attack', 'meditation'].indexOf(card.body.kind), core: false });
  }
  return entries;
}

const isTerm = (e: SoloEffect): e is SoloTerm => e.kind === 'changeBehaviour' || e.kind === 'changeStance' || e.kind === 'refreshDeck' || e.kind === 'returnDiscard';

/** The engine's effects of a solo list; its solo terms go to `now` or, under "if successful", to `later`. */
function split(list: readonly SoloEffect[], now: SoloTerm[], later: SoloTerm[], successful = false): Effect[] {
  const out: Effect[] = [];
  for (const e of list) {
    if (isTerm(e)) (successful ? later : now).push(e);
    else if (e.kind === 'ifSuccessful') {
      const inner = split(e.effects, now, later, true);
      if (inner.length > 0) out.push({ kind: 'ifSuccessful', effects: inner });
    } else out.push(e as Effect);
  }
  return out;
}

/** The part of the card the plan resolves (R-SOLO-ATK-1, R-SOLO-BLOCK-1) and the steps its movement takes. */
function plannedPart(card: SoloCard, plan: TurnPlan): { list: readonly SoloEffect[]; moves: readonly MoveStep[] } {
  const body = card.body;
  switch (body.kind) {
    case 'attack':
      if (plan.attack?.kind === 'attack') {
        // OP-76: turns in place outside the approach come first, as a move of one turn part.
        const turn: SoloEffect[] = plan.attack.turnInPlace === undefined ? [] : [{ kind: 'move', parts: [{ kind: 'turn', count: plan.attack.turnInPlace, mandatory: false }], ordered: false }];
        return { list: [...turn, ...(body.attack.approach === undefined ? [] : [body.attack.approach]), ...body.attack.effects], moves: plan.attack.actions };
      }
      return { list: body.movement, moves: plan.move?.actions ?? [] };
    case 'block':
      return { list: [...body.block, ...body.then], moves: plan.move?.actions ?? [] };
    case 'meditation':
      return { list: body.effects, moves: plan.move?.actions ?? [] };
    default: {
      const never: never = body;
      throw new Error(`unknown solo body ${JSON.stringify(never)}`);
    }
  }
}

/** What the opponents have suffered so far: the success of the automaton's attack is read from it (ruling S33). */
const harmOf = (s: GameState | Draft, seat: SeatId) =>
  (s as GameState).seats.reduce((n, st, i) => (opponents(s as GameState, seat, i) ? n + st.wounds + st.bleeding + st.weakness.length + stunsInHand(s as GameState, i) + (st.defeated === null ? 0 : 100) : n), 0);

function applyTerms(ctx: Ctx, seat: SeatId, terms: readonly SoloTerm[], card: string) {
  for (const term of terms) {
    const step = applySoloTerm(recordOf(ctx.s, seat), ctx.s.rng, term);
    ctx.s.rng = step.rng;
    setRecord(ctx.s, step.record);
    for (const n of step.notes) emitBecause(ctx, seat, n, card);
  }
}

/**
 * R-SOLO-ROUND-4: the automaton's card starts to resolve. The brain decides the turn on the board
 * as it stands now; the effects printed above the parts and the solo terms resolve on its record;
 * the part it plays goes on the stack for the engine's handlers, with the automaton as actor.
 */
export function startAutomatonCard(ctx: Ctx, flow: ResolveFlow, entry: Entry): void {
  const s = ctx.s;
  const seat = entry.seat;
  const record = syncRecord(ctx, seat);
  const card = record.drawn === null ? undefined : SOLO_CATALOG.cards[record.drawn];
  if (card === undefined) return;
  const plan = decideTurn(boardOf(s), record, { incoming: incomingAttacks(s, seat) });
  const now: SoloTerm[] = [];
  const later: SoloTerm[] = [];
  split(card.before, now, later);
  applyTerms(ctx, seat, now.splice(0), card.number); // R-FRAG-13: above the parts, first
  for (const why of [plan.target, plan.attack, plan.block, plan.move, plan.idle]) if (why !== null) emitBecause(ctx, seat, why, card.number);
  if (plan.idle !== null) return;
  const part = plannedPart(card, plan);
  // R-SOLO-EXP-5/10/12: stealth or Desperation adds its bonus after the part played.
  const bonus = bonusEffects(card, record, seatOf(s, seat).stealthed, plan.attack?.kind === 'attack');
  if (bonus.length > 0) emitBecause(ctx, seat, bonusBecause(record), card.number);
  const effects = split([...part.list, ...bonus], now, later);
  applyTerms(ctx, seat, now, card.number);
  setTurn(s, { seat, moves: part.moves, target: plan.target?.target ?? null, ifSuccessful: later, harmBefore: harmOf(s, seat), contractBefore: contractHarm(s, seat) });
  flow.stack = [{ effects, index: 0, success: null, actor: { seat, card: entry.card, initiative: entry.initiative } }];
}

/** The automaton's card has resolved: its "if successful" solo terms, when its attack succeeded. */
export function endAutomatonCard(ctx: Ctx, seat: SeatId): void {
  const turn = soloOf(ctx.s)?.turn;
  if (turn === null || turn === undefined || turn.seat !== seat) return;
  const card = recordOf(ctx.s, seat).drawn ?? '';
  if (turn.ifSuccessful.length > 0 && harmOf(ctx.s, seat) > turn.harmBefore) applyTerms(ctx, seat, turn.ifSuccessful, card);
  setTurn(ctx.s, null);
  if (turn.contractBefore !== undefined) contractsAfterCard(ctx, seat, turn.contractBefore); // R-SOLO-EXP-18
}

/**
 * An automaton seat never gets a pending decision: a task the engine's handlers set for it is
 * answered here at once, from the plan (its steps and turns, its target), else by the option
 * worst for your character (R-SOLO-GOLDEN-1, ruling S34: worst.ts), and logged. Returns false when no automaton task waits.
 */
export function answerForAutomaton(ctx: Ctx, flow: ResolveFlow): boolean {
  if (flow.task === null || !isAutomaton(ctx.s, flow.task.seat)) return false;
  if (seatOf(ctx.s, flow.task.seat).defeated !== null && !outlivesAttacker(flow.task)) return false; // OP-62
  freeMoveTask(ctx, flow); // R-SOLO-EXP-15: the Wakou's planned zigzag is offered
  const task = flow.task;
  const seat = task.seat;
  const kind = TASK_DECISION[task.kind];
  const decision = (REGISTRY[kind].decide as (s: GameState, seat: SeatId) => Decision | null)(ctx.s as GameState, seat);
  if (decision === null || decision.options.length === 0) {
    flow.task = null;
    return true;
  }
  const options = decision.options as readonly Action[];
  const turn = soloOf(ctx.s)?.turn ?? null;
  let action: Action | undefined;
  let why: Because | undefined;
  if (decision.kind === 'move') {
    const next = turn?.moves[0];
    action = next === undefined ? undefined : options.find((o) => sameAction(o, next));
    if (action !== undefined) {
      setTurn(ctx.s, { ...turn!, moves: turn!.moves.slice(1) });
      why = because('R-SOLO-MOVE-1', next!.kind === 'step' ? 'move.step' : 'move.turn');
    } else {
      action = options.find((o) => o.kind === 'endMove') ?? options.find((o) => o.kind === 'endPart');
      if (action !== undefined) why = because('R-SOLO-MOVE-1', 'move.done');
    }
  } else if (decision.kind === 'poisonCard') {
    // R-SOLO-POISON-2: the automaton's poison deck (R-SOLO-POISON-1: its unused cards, OP-38) is shuffled and the top card drawn.
    let i: number;
    [i, ctx.s.rng] = randomInt(ctx.s.rng, options.length);
    action = options[i];
    why = because('R-SOLO-POISON-2', 'poison.draw');
  } else if (decision.kind === 'attackTarget' && turn?.target !== null && turn?.target !== undefined) {
    action = options.find((o) => o.kind === 'target' && o.seat === turn.target);
    if (action !== undefined) why = because('R-SOLO-TARGET-1', 'attack.target');
  }
  if (action === undefined || why === undefined) ({ action, why } = worstOption(ctx, seat, decision)); // R-SOLO-GOLDEN-1, S34
  emitBecause(ctx, seat, why);
  applyDecision(ctx, seat, decision.kind, action);
  return true;
}

/**
 * R-SOLO-COUNTER-2/3, OP-24: an attack effect on an automaton at the initiative printed as the
 * counter of its revealed card turns up the top card of its deck (discarded face up); if that card
 * shows an attack effect, the attacker suffers 1 wound.
 */
export function soloCounters(ctx: Ctx, attacker: SeatId, initiative: number, targets: readonly SeatId[]): void {
  if (soloOf(ctx.s) === undefined || isAutomaton(ctx.s, attacker)) return;
  for (const seat of new Set(targets)) {
    if (!isAutomaton(ctx.s, seat) || seatOf(ctx.s, seat).defeated !== null) continue;
    const record = recordOf(ctx.s, seat);
    const card = record.drawn === null ? undefined : SOLO_CATALOG.cards[record.drawn];
    if (card === undefined || card.counter !== initiative) continue;
    const result = soloCounter(record, card, initiative, ctx.s.rng);
    ctx.s.rng = result.rng;
    setRecord(ctx.s, result.record);
    emitBecause(ctx, seat, result, result.turned === SOLO_STUN ? null : result.turned);
    if (result.wound) {
      giveWounds(ctx, attacker, 1, false, 'attack');
      fulfil(ctx, seat, 'counter'); // R-SOLO-EXP-18: its counter wounded you
    }
  }
}
