import { BUILT_IN_RULESET, createScenario, outcome, viewFor, type Action, type GameEvent, type GameState } from '@senjutsu/engine';
import { describe, expect, it } from 'vitest';
import { routeOf } from '../app/router';
import { createHost } from '../worker/host';
import { FromWorkerSchema } from '../worker/protocol';
import { translate } from '../i18n';
import { LANGS } from '../store/settings';
import { startStep, tryAction, type Lesson } from './driver';
import { targetSelector } from './highlight';
import { complete, judge, nextAction } from './lesson';
import { PLAYER, TUTORIAL_STEPS, type TutorialStep } from './steps';
import { stepKeys } from './words';

// The guided first duel played through the real engine: every step's position is a valid
// scenario, each action of its lesson is among the options the engine lists at that moment, and
// playing the lesson brings about what the step teaches (a hit, a move, a block, focus, a discard,
// victory). A legal action off the lesson is refused by the tutorial, an unlisted one by the engine,
// and neither changes anything.

/** Plays step `index`'s lesson to its end; every action shown next must be one the engine lists. */
function playLesson(index: number): { lesson: Lesson; events: GameEvent[] } {
  const started = startStep(index);
  if (!started.ok) throw new Error(started.error.message);
  let lesson = started.value.lesson;
  const events = [...started.value.events];
  const step = TUTORIAL_STEPS[index]!;
  for (let guard = 0; !complete(step, lesson.done, viewFor(lesson.state, PLAYER)); guard++) {
    expect(guard, `step ${step.id} does not end`).toBeLessThan(20);
    const view = viewFor(lesson.state, PLAYER);
    const action = nextAction(step, lesson.done, view);
    expect(action, `step ${step.id}, stage ${lesson.done}: the lesson's action is not listed`).not.toBeNull();
    expect(view.decisions.flatMap((d): readonly Action[] => d.options)).toContainEqual(action);
    // The table has a control for it, which the tutorial highlights.
    expect(targetSelector(view, BUILT_IN_RULESET, action!, (key, params) => translate('en', key, params), 'en'), `step ${step.id}: no control sends ${JSON.stringify(action)}`).not.toBeNull();
    const tried = tryAction(lesson, action!);
    if (!tried.ok) throw new Error(`step ${step.id}: ${JSON.stringify(action)} refused (${tried.refused})`);
    lesson = tried.value.lesson;
    events.push(...tried.value.events);
  }
  return { lesson, events };
}

const seat = (state: GameState, n: number) => viewFor(state, PLAYER).seats[n]!;

/** What each step teaches, seen in the position after its lesson. */
const TAUGHT: Record<TutorialStep['id'], (state: GameState, events: readonly GameEvent[]) => void> = {
  reveal: (state) => expect(seat(state, 1).wounds).toBe(1),
  move: (state) => expect([seat(state, 0).hex, seat(state, 0).facing]).toEqual([{ q: 0, r: 0 }, 1]),
  block: (state, events) => {
    expect(seat(state, 0).wounds).toBe(0);
    expect(events.some((e) => e.kind === 'attack' && e.seat === 1 && e.results.every((r) => !r.hit && r.blockedBy !== null))).toBe(true);
  },
  kamae: (state) => expect([seat(state, 0).focus, seat(state, 0).kamae]).toEqual([1, 'determination']),
  handLimit: (state, events) => {
    expect(seat(state, 0).wounds).toBe(4);
    expect(events.some((e) => e.kind === 'discarded' && e.seat === 0 && e.faceDown)).toBe(true);
  },
  victory: (state) => expect(outcome(state)).toMatchObject({ over: true, winners: [0] }),
};

describe('the guided first duel (issue 25): each step played through the engine', () => {
  it('has 5 to 8 steps, each citing rule IDs', () => {
    expect(TUTORIAL_STEPS.length).toBeGreaterThanOrEqual(5);
    expect(TUTORIAL_STEPS.length).toBeLessThanOrEqual(8);
    for (const step of TUTORIAL_STEPS) for (const rule of step.rules) expect(rule).toMatch(/^R(-[A-Z0-9]+)+-\d+$/);
  });

  TUTORIAL_STEPS.forEach((step, index) => {
    it(`step ${index + 1} (${step.id}): a valid position where the player decides; its lesson is listed at each stage and teaches what it says`, () => {
      expect(createScenario(step.scenario).ok).toBe(true);
      const started = startStep(index);
      if (!started.ok) throw new Error(started.error.message);
      expect(viewFor(started.value.lesson.state, PLAYER).decisions.length).toBeGreaterThan(0);
      const { lesson, events } = playLesson(index);
      expect(lesson.done).toBe(step.lesson.length);
      TAUGHT[step.id](lesson.state, events);
      // Done: the next action of this step is no lesson, so it is refused and the player goes on.
      expect(nextAction(step, lesson.done, viewFor(lesson.state, PLAYER))).toBeNull();
    });

    it(`step ${index + 1} (${step.id}): a legal action off the lesson is refused by the tutorial, an unlisted one by the engine; neither changes anything`, () => {
      const started = startStep(index);
      if (!started.ok) throw new Error(started.error.message);
      const lesson = started.value.lesson;
      const view = viewFor(lesson.state, PLAYER);
      const other = view.decisions.flatMap((d): readonly Action[] => d.options).find((o) => judge(step, 0, view, o) === 'offLesson');
      expect(other, 'the first stage offers something else to refuse').toBeDefined();
      expect(tryAction(lesson, other!)).toEqual({ ok: false, refused: 'lesson' });
      const unlisted = tryAction(lesson, { kind: 'target', seat: 1 });
      expect(unlisted).toMatchObject({ ok: false, refused: 'engine', error: { code: 'ILLEGAL_OPTION' } });
      expect(lesson.state.version).toBe(started.value.lesson.state.version);
    });
  });

  it('every step has its words in every language', () => {
    for (const step of TUTORIAL_STEPS) {
      for (const key of stepKeys(step)) for (const lang of LANGS) expect(translate(lang, key), `${lang} ${key}`).not.toBe(key);
    }
  });
});

describe('the tutorial in the engine worker', () => {
  it('is the page /learn', () => {
    expect(routeOf('/learn')).toEqual({ page: 'learn' });
    expect(routeOf('/learn/')).toEqual({ page: 'learn' });
    expect(routeOf('/learner')).toEqual({ page: 'home' });
  });

  it('starts a step, refuses an action off the lesson with offLesson and the engine’s refusals with the engine’s error, and plays the lesson', () => {
    const host = createHost();
    const started = host.handle({ type: 'tutorial', step: 0 });
    expect(FromWorkerSchema.safeParse(started).success).toBe(true);
    if (started.type !== 'started') throw new Error(started.type);
    const hand = started.view.seats[0]!.hand!;
    const card = (number: string) => hand.find((c) => c.number === number)!.card;
    expect(host.handle({ type: 'act', id: 1, action: { kind: 'select', card: card('122') } })).toEqual({ type: 'offLesson', id: 1 });
    expect(host.handle({ type: 'act', id: 2, action: { kind: 'target', seat: 1 } })).toMatchObject({ type: 'refused', id: 2, error: { code: 'ILLEGAL_OPTION' } });
    const played = host.handle({ type: 'act', id: 3, action: { kind: 'select', card: card('128') } });
    expect(FromWorkerSchema.safeParse(played).success).toBe(true);
    expect(played).toMatchObject({ type: 'update', id: 3 });
    expect(host.handle({ type: 'tutorial', step: TUTORIAL_STEPS.length })).toMatchObject({ type: 'failed', error: { code: 'INVALID_SCENARIO' } });
  });

});
