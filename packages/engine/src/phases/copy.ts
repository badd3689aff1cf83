import type { Flow } from '../state-shape';

// Each phase's copy of its flow for a draft (state.ts draftOf): exactly what its rule functions
// change in place. A leaf module (types only) so that state.ts can call it without a cycle; the
// phase table (phases/table.ts) lists these as each phase's `copy`.

type FlowAt<A extends Flow['at']> = Extract<Flow, { at: A }>;

export const copyShallow = <F extends Flow>(flow: F): F => ({ ...flow });
export const copyPlacement = (flow: FlowAt<'placement'>): FlowAt<'placement'> => ({ ...flow, order: [...flow.order] });
export const copyPrepare = (flow: FlowAt<'prepare'>): FlowAt<'prepare'> => ({ ...flow, done: [...flow.done] });
export const copyReveal = (flow: FlowAt<'reveal'>): FlowAt<'reveal'> =>
  ({ ...flow, queue: [...flow.queue], resume: flow.resume === null ? null : [...flow.resume] });
export const copyTies = (flow: FlowAt<'ties'>): FlowAt<'ties'> =>
  ({ ...flow, groups: flow.groups.map((g) => ({ ...g, positions: [...g.positions] })) });

/** Tasks and frames are replaced, never changed in place (shared with the state copied); frames keep their effects by reference. */
export const copyResolve = (flow: FlowAt<'resolve'>): FlowAt<'resolve'> => ({
  ...flow,
  stack: flow.stack.slice(),
  // An attack inside a counterattack sits above the attack it answers.
  attacks: flow.attacks.map((a) => ({
    ...a, followUps: [...a.followUps], sequences: a.sequences.map((q) => ({ ...q })), asked: [...a.asked],
  })),
});

/** Every phase's copy, keyed by `flow.at`: a phase added to Flow without one breaks the build. */
export const COPY: { readonly [A in Flow['at']]: (flow: FlowAt<A>) => FlowAt<A> } = {
  terrain: copyShallow,
  placement: copyPlacement,
  prepare: copyPrepare,
  roundStart: copyShallow,
  select: copyShallow,
  reveal: copyReveal,
  ties: copyTies,
  resolve: copyResolve,
  handLimit: copyShallow,
  over: copyShallow,
};

/** The copy of any flow, by its phase (the one place the flow's kind is narrowed for copying). */
export const copyFlow = (flow: Flow): Flow => (COPY[flow.at] as (f: Flow) => Flow)(flow);
