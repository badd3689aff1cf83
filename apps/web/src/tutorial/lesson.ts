import { isCardWindow, passOption, sameJson, type Action, type GameView } from '@senjutsu/engine';
import type { Expect, TutorialStep } from './steps';

// A tutorial step's lesson, judged from the player's view only (the worker and the page judge
// alike): which action comes next, and whether an action is that one. Nothing here knows a rule:
// what is legal is what the engine listed in the view.

/** What the tutorial says of an action the player tries. */
export type Verdict =
  /** Not among the options the engine listed: the engine refuses it, with its own reason. */
  | 'unlisted'
  /** Listed, but not what this step teaches: the tutorial refuses it (`tutorial.<id>.offLesson`). */
  | 'offLesson'
  /** The lesson's next action. */
  | 'lesson'
  /** A window's pass where nothing can be played (OP-68): allowed, it teaches nothing. */
  | 'pass';

/** The card number behind a card id in the player's hand, if it is there. */
const numberOf = (view: GameView, card: unknown): string | undefined =>
  view.viewer === 'spectator' ? undefined : view.seats[view.viewer]?.hand?.find((c) => c.card === card)?.number;

/** Whether `action` is the `expect`ed one: the same kind and every field given (`number`: the card's number). */
export function matches(expect: Expect, action: Action, view: GameView): boolean {
  if (expect.kind !== action.kind) return false;
  const fields = action as unknown as Readonly<Record<string, unknown>>;
  return Object.entries(expect).every(([key, value]) => (key === 'number' ? numberOf(view, fields['card']) === value : fields[key] === value));
}

/** The only option of a hidden-card window that offers nothing to play (its pass), or null. */
export function lonePass(view: GameView): Action | null {
  const window = view.decisions.find(isCardWindow);
  return window !== undefined && window.options.length === 1 ? passOption(window) : null;
}

/** Every option the engine listed for the player, as actions. */
const optionsOf = (view: GameView): readonly Action[] => view.decisions.flatMap((d): readonly Action[] => d.options);

const listed = (view: GameView, action: Action): boolean => optionsOf(view).some((o) => sameJson(o, action));

/** The action the player is shown next (highlighted), or null once the step is complete. */
export function nextAction(step: TutorialStep, done: number, view: GameView): Action | null {
  // A window's lone pass first: the round goes on only once it is answered, lesson or not.
  const pass = lonePass(view);
  if (pass !== null) return pass;
  if (done >= step.lesson.length) return null;
  for (const expect of step.lesson[done]!) {
    const option = optionsOf(view).find((o) => matches(expect, o, view));
    if (option !== undefined) return option;
  }
  return null;
}

/** Whether the step is complete: its lesson played and the round gone on to its result. */
export const complete = (step: TutorialStep, done: number, view: GameView): boolean => done >= step.lesson.length && lonePass(view) === null;

/** The verdict on `action` at stage `done` of `step`'s lesson. */
export function judge(step: TutorialStep, done: number, view: GameView, action: Action): Verdict {
  if (!listed(view, action)) return 'unlisted';
  const pass = lonePass(view);
  if (pass !== null && sameJson(pass, action)) return 'pass';
  const stage = step.lesson[done];
  return stage !== undefined && stage.some((e) => matches(e, action, view)) ? 'lesson' : 'offLesson';
}

/** The lesson's stage after an accepted action with this verdict. */
export const advanced = (done: number, verdict: Verdict): number => (verdict === 'lesson' ? done + 1 : done);
