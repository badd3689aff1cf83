import type { Ctx } from '../context';
import type { DecisionHandler, DecisionKind, DecisionOf, OptionOf } from '../decisions';
import type { Draft, GameState, Task } from '../state';

/** The resolve phase's flow, as a rule function changes it. */
export type ResolveFlow = Extract<Draft['flow'], { at: 'resolve' }>;

/** The waiting task of one kind. */
export type TaskOf<K extends Task['kind']> = Extract<Task, { kind: K }>;

/** OP-62: the choices an attack effect still needs after its attacker fell stay its player's (or its automaton's). */
export const outlivesAttacker = (task: Task): boolean => task.kind === 'rotation' || task.kind === 'pushHex' || task.kind === 'poisonCard';

const isTask = <T extends Task['kind']>(task: Task | null, kind: T): task is TaskOf<T> => task !== null && task.kind === kind;

/** The resolve flow of a state, if it is resolving (a state's flow is read as the draft type: never changed through it). */
const resolving = (s: GameState): ResolveFlow | null => (s.flow.at === 'resolve' ? (s as Draft).flow as ResolveFlow : null);

/**
 * The registry entry of the decision kind `decides`, answering a task waiting in the resolve flow: `decide`
 * reads the task; `apply` takes it off the flow (the handler may set the next one) and applies.
 */
export function taskHandler<T extends Task['kind'], K extends DecisionKind>(
  kind: T,
  _decides: K,
  decide: (s: GameState, task: TaskOf<T>) => DecisionOf<NoInfer<K>>,
  apply: (ctx: Ctx, flow: ResolveFlow, task: TaskOf<T>, action: OptionOf<NoInfer<K>>) => void,
): DecisionHandler<K> {
  return {
    decide: (s, seat) => {
      const task = resolving(s)?.task ?? null;
      return isTask(task, kind) && task.seat === seat ? decide(s, task) : null;
    },
    apply: (ctx, _seat, action) => {
      const flow = resolving(ctx.s);
      const task = flow?.task ?? null;
      if (flow === null || !isTask(task, kind)) throw new Error(`no ${kind} task is waiting`);
      flow.task = null;
      apply(ctx, flow, task, action);
    },
  };
}

/** A fee's two options, pay or not (optional fees, attack and block fees: R-FOCUS-FEE-3/6, R-SEQ-BLOCK-1). */
export const payOptions = (): OptionOf<'optionalFee' | 'attackFee' | 'blockFee'>[] => [{ kind: 'payFee', pay: true }, { kind: 'payFee', pay: false }];

/**
 * The top of a stack (the resolve stack, the attacks in progress), or undefined when it is empty.
 * Not `list[list.length - 1]`: reading index -1 of an empty array is a named-property lookup up
 * the prototype chain in V8, and these run at every resolve step.
 */
export const topOf = <T>(list: readonly T[]): T | undefined => (list.length === 0 ? undefined : list[list.length - 1]);
