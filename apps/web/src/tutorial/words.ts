import type { Key } from '../i18n';
import type { TutorialStep } from './steps';

// The dictionary keys of a tutorial step (i18n/tutorial.ts): one place builds them.

export const titleKey = (step: TutorialStep): Key => `tutorial.${step.id}.title` as Key;
export const textKey = (step: TutorialStep): Key => `tutorial.${step.id}.text` as Key;
/** What to do at stage `stage` of the lesson. */
export const doKey = (step: TutorialStep, stage: number): Key => `tutorial.${step.id}.do.${stage}` as Key;
export const offLessonKey = (step: TutorialStep): Key => `tutorial.${step.id}.offLesson` as Key;
export const doneKey = (step: TutorialStep): Key => `tutorial.${step.id}.done` as Key;

/** Every key a step shows. */
export const stepKeys = (step: TutorialStep): Key[] => [titleKey(step), textKey(step), ...step.lesson.map((_, i) => doKey(step, i)), offLessonKey(step), doneKey(step)];
