import type { Ctx } from '../context';
import type { Action, Decision } from '../decisions';
import { REGISTRY, TASK_DECISION, applyDecision } from '../registry';
import { stepResolve } from '../resolve/loop';
import { modeOf } from '../mode';
import { runHandLimit } from '../round/discard';
import { startRound } from '../round/draw';
import { reveal, revealDecisions, runReveal } from '../round/reveal';
import { anyoneToSelect, selectDecisions } from '../round/select';
import { runTies, tieDecider } from '../round/ties';
import { setupDecisions, stepSetup } from '../setup';
import type { Flow, GameState, SeatId } from '../state';
import { COPY } from './copy';

// The game's flow as data (boardgame.io's phases): for each `flow.at`, who must decide what now,
// how an accepted option is applied, the automatic step when nobody has to decide, and the copy a
// draft makes of the phase's flow. flow.ts runs this table; a phase missing a part breaks the build.

type FlowAt<A extends Flow['at']> = Extract<Flow, { at: A }>;
type StateFlowAt<A extends Flow['at']> = Extract<GameState['flow'], { at: A }>;

export type Phase<A extends Flow['at']> = {
  /** The pending decisions, before the golden rule of full attack narrows them (flow.ts). */
  readonly decisions: (s: GameState, flow: StateFlowAt<A>) => Decision[];
  /** Apply an option the pending decision listed. */
  readonly apply: (ctx: Ctx, flow: FlowAt<A>, seat: SeatId, decision: Decision, action: Action) => void;
  /** One automatic step; false when nothing moves without a decision. */
  readonly step: (ctx: Ctx, flow: FlowAt<A>) => boolean;
  readonly copy: (flow: FlowAt<A>) => FlowAt<A>;
};

const none = (): Decision[] => [];
const byRegistry = (ctx: Ctx, _flow: Flow, seat: SeatId, decision: Decision, action: Action) => applyDecision(ctx, seat, decision.kind, action);
const noDecision = (_ctx: Ctx, flow: Flow): never => {
  throw new Error(`no action is possible at ${flow.at}`);
};
const one = (d: Decision | null): Decision[] => (d === null ? [] : [d]);

/** R-ROUND-DISCARD-5: every seat over its hand limit discards, all at once (a loop: every end of round lists them). */
function handLimitDecisions(s: GameState): Decision[] {
  const decisions: Decision[] = [];
  for (let seat = 0; seat < s.seats.length; seat++) {
    if (s.seats[seat]!.defeated !== null) continue; // the active seats, in seat order
    const d = REGISTRY.discard.decide(s, seat);
    if (d !== null) decisions.push(d);
  }
  return decisions;
}

const setup = { decisions: setupDecisions, apply: byRegistry, step: stepSetup } as const;

export const PHASES: { readonly [A in Flow['at']]: Phase<A> } = {
  terrain: { ...setup, copy: COPY.terrain },
  placement: { ...setup, copy: COPY.placement },
  prepare: { ...setup, copy: COPY.prepare },
  roundStart: {
    decisions: (s) => modeOf(s).roundStart.decisions(s), // horde mode: the next wave's start hexes, the level change's choices (section 22)
    apply: (ctx, _flow, _seat, decision, action) => modeOf(ctx.s).roundStart.apply(ctx, decision, action),
    step: (ctx) => {
      const mode = modeOf(ctx.s);
      const run = mode.roundStart.step(ctx); // the horde moves on between rounds; outside horde mode it is always ready
      if (run === 'waiting') return false;
      if (run === 'ready') {
        startRound(ctx);
        mode.roundStart.afterDraw(ctx); // R-HORDE-LORD-4
      }
      return true;
    },
    copy: COPY.roundStart,
  },
  select: {
    decisions: selectDecisions,
    apply: byRegistry,
    step: (ctx) => {
      if (anyoneToSelect(ctx.s as GameState)) return false;
      reveal(ctx); // R-ROUND-REVEAL-1: once everyone has chosen
      return true;
    },
    copy: COPY.select,
  },
  reveal: {
    decisions: revealDecisions,
    apply: (ctx, flow, seat, decision, action) => {
      flow.queue.shift(); // one decision per seat and step (R-ROUND-REVEAL-3..9)
      byRegistry(ctx, flow, seat, decision, action);
    },
    step: runReveal,
    copy: COPY.reveal,
  },
  ties: {
    decisions: (s, flow) => {
      const seat = tieDecider(flow);
      return seat === null ? [] : one(REGISTRY.tieOrder.decide(s, seat));
    },
    apply: byRegistry,
    step: (ctx, flow) => {
      runTies(ctx, flow);
      return ctx.s.flow !== flow;
    },
    copy: COPY.ties,
  },
  resolve: {
    decisions: (s, flow) => (flow.task === null ? [] : one(REGISTRY[TASK_DECISION[flow.task.kind]].decide(s, flow.task.seat))),
    apply: byRegistry,
    step: (ctx, flow) => {
      const mode = modeOf(ctx.s);
      const moved = mode.resolve.answer(ctx, flow) || stepResolve(ctx, flow); // an automaton never decides
      mode.victory.afterStep(ctx); // horde: R-HORDE-LORD-3
      return moved;
    },
    copy: COPY.resolve,
  },
  handLimit: {
    decisions: handLimitDecisions,
    apply: byRegistry,
    step: (ctx, flow) => {
      runHandLimit(ctx);
      return ctx.s.flow !== flow;
    },
    copy: COPY.handLimit,
  },
  over: { decisions: none, apply: noDecision, step: () => false, copy: COPY.over },
};

/** The phase of a flow, typed for that flow (the one place the table is read by a flow of any kind). */
export const phaseOf = (flow: Flow | GameState['flow']): Phase<Flow['at']> => PHASES[flow.at] as Phase<Flow['at']>;
