import { applyAction, createScenario, outcome, pendingDecisions, viewFor, type Action, type GameEvent, type RuleError as EngineError, type GameState } from '@senjutsu/engine';
import { advanced, judge } from './lesson';
import { OPPONENT, PLAYER, TUTORIAL_STEPS, type TutorialStep } from './steps';

// The tutorial's small driver, run in the engine worker (worker/host.ts): it sets a step's position
// with createScenario, plays the opponent's part (the step's card, then the first option of each
// decision), and lets the player's action through only when the engine lists it and it is the
// lesson's next action (or a window's lone pass).

export type Lesson = { readonly step: number; readonly done: number; readonly state: GameState };

export type Played = { readonly lesson: Lesson; readonly events: readonly GameEvent[] };

export type Tried =
  | { readonly ok: true; readonly value: Played }
  /** The engine refused it: its error, nothing changed. */
  | { readonly ok: false; readonly refused: 'engine'; readonly error: EngineError }
  /** Legal, but not this step's lesson: nothing changed. */
  | { readonly ok: false; readonly refused: 'lesson' };

/** The opponent's choice at `state`'s pending decision: the step's card when it selects, else the first option. */
function opponentAction(state: GameState, step: TutorialStep): Action | null {
  const decision = pendingDecisions(state).find((d) => d.seat === OPPONENT);
  if (decision === undefined) return null;
  if (decision.kind === 'select') {
    const card = decision.options.find((o) => state.cards[o.card] === step.opponent);
    if (card !== undefined) return card;
  }
  return decision.options[0] ?? null;
}

/** Plays the opponent until it has nothing to decide (or the game is over). */
function playOpponent(state: GameState, step: TutorialStep, events: GameEvent[]): GameState {
  for (let guard = 0; guard < 50 && !outcome(state).over; guard++) {
    const action = opponentAction(state, step);
    if (action === null) return state;
    const applied = applyAction(state, OPPONENT, action);
    // The opponent plays only listed options: a refusal is a bug of the engine or of this file.
    if (!applied.ok) throw new Error(`the tutorial's opponent was refused ${JSON.stringify(action)}: ${applied.error.message}`);
    state = applied.value.state;
    events.push(...applied.value.events);
  }
  return state;
}

/** Step `index`'s position, the opponent's card already chosen. */
export function startStep(index: number): { ok: true; value: Played } | { ok: false; error: EngineError } {
  const step = TUTORIAL_STEPS[index];
  if (step === undefined) return { ok: false, error: { code: 'INVALID_SCENARIO', message: `the tutorial has no step ${index + 1}` } };
  const created = createScenario(step.scenario);
  if (!created.ok) return created;
  const events = [...created.value.events];
  const state = playOpponent(created.value.state, step, events);
  return { ok: true, value: { lesson: { step: index, done: 0, state }, events } };
}

/** The player's `action` in `lesson`: applied (and the opponent's answer after it) or refused. */
export function tryAction(lesson: Lesson, action: Action): Tried {
  const step = TUTORIAL_STEPS[lesson.step]!;
  const verdict = judge(step, lesson.done, viewFor(lesson.state, PLAYER), action);
  if (verdict === 'offLesson') return { ok: false, refused: 'lesson' };
  // 'unlisted' goes to the engine too: it refuses it with its own reason.
  const applied = applyAction(lesson.state, PLAYER, action);
  if (!applied.ok) return { ok: false, refused: 'engine', error: applied.error };
  const events = [...applied.value.events];
  const state = playOpponent(applied.value.state, step, events);
  return { ok: true, value: { lesson: { step: lesson.step, done: advanced(lesson.done, verdict), state }, events } };
}

