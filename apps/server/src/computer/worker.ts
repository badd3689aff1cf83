import { explainChoice, type Budget } from '@senjutsu/ai';
import { createRuleset, type Action, type Ruleset } from '@senjutsu/engine';
import type { RulesetInfo } from '@senjutsu/protocol';
import type { ThinkTask } from './turns';

// The computer's thinking, in a worker thread (pool.ts): the server's event loop never runs a
// search. A task holds what a client of the seat holds (its view with its listed decisions, the
// room's ruleset) plus the level and a seed; @senjutsu/ai answers with one of the listed options.

export type Thought = {
  readonly action: Action;
  /** Playouts the search ran (0 where none ran: easy, and every decision but the Select step). */
  readonly playouts: number;
  /** The thread's own time for it, in ms. */
  readonly ms: number;
};

export type WorkerTask = ThinkTask & { readonly budget?: Partial<Budget> };

/** Rulesets by hash: a worker derives each one once (the built-in one, or a room's with its additions). */
const rulesets = new Map<string, Ruleset>();

function rulesetOf(info: RulesetInfo): Ruleset {
  let rules = rulesets.get(info.hash);
  if (rules === undefined) {
    const made = createRuleset(info.definitions ?? undefined);
    if (!made.ok) throw new Error(`the room's ruleset cannot be made: ${made.error.message}`);
    if (made.value.hash !== info.hash) throw new Error(`the room's ruleset has hash ${info.hash}, the one made here ${made.value.hash}`);
    rulesets.set(info.hash, (rules = made.value));
  }
  return rules;
}

/** One decision of the seat `task.view.viewer`, from its view and the decisions listed in it. */
export default function think(task: WorkerTask): Thought {
  const started = performance.now();
  const choice = explainChoice(task.view, task.view.decisions, rulesetOf(task.rules), {
    level: task.level,
    seed: task.seed,
    lists: task.lists,
    ...(task.budget === undefined ? {} : { budget: task.budget }),
  });
  return { action: choice.action, playouts: choice.playouts, ms: performance.now() - started };
}
