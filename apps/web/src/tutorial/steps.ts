import type { Action, ScenarioSpec } from '@senjutsu/engine';

// The guided first duel (issue 25) as data: each step is a real position (the engine's
// createScenario), the rule IDs it teaches, the card the opponent plays and the lesson, the actions
// the player is asked for in order. The words are in i18n/tutorial.ts under `tutorial.<id>.*`.
// The player is the Ronin (seat 0), the opponent the Warrior (seat 1), played by ./driver.ts.

/**
 * One action the lesson accepts: an action's kind and some of its fields. `number` stands for the
 * card's number (the engine's card ids are opaque): `{ kind: 'select', number: '128' }` is "play
 * Quick Stab" whatever id the card has.
 */
export type Expect = { readonly kind: Action['kind'] } & Readonly<Record<string, string | number>>;

/** One stage of a lesson: any of these actions (the first is the one shown and the tests play). */
export type Stage = readonly [Expect, ...Expect[]];

export type TutorialStep = {
  /** The step's words: `tutorial.<id>.title`, `.text`, `.do.<stage>`, `.offLesson`, `.done`. */
  readonly id: 'reveal' | 'move' | 'block' | 'kamae' | 'handLimit' | 'victory';
  /** The rules the step teaches (senjutsu-rules.md IDs), linked through app/ruleLinks.ts. */
  readonly rules: readonly string[];
  readonly scenario: ScenarioSpec;
  /** The card number the opponent selects; its other decisions take the first option listed. */
  readonly opponent: string;
  readonly lesson: readonly Stage[];
};

export const PLAYER = 0;
export const OPPONENT = 1;

/** A small battlefield: the hexes within two of the centre (19), large enough to read on a phone. */
const BATTLEFIELD = {
  hexes: [-2, -1, 0, 1, 2].flatMap((q) => [-2, -1, 0, 1, 2].filter((r) => Math.abs(q + r) <= 2).map((r) => ({ q, r }))),
};

/** Cards both decks hold below the hand, so no draw of the step finds an empty deck (R-ROUND-DRAW-3). */
const DECK = ['110', '102', '104', '105'];

const ronin = (at: { q: number; r: number }, facing: number, hand: string[], more: Partial<ScenarioSpec['seats'][number]> = {}) =>
  ({ character: 'ronin', hex: at, facing, hand, deck: DECK, ...more });
const warrior = (at: { q: number; r: number }, facing: number, hand: string[], more: Partial<ScenarioSpec['seats'][number]> = {}) =>
  ({ character: 'warrior', hex: at, facing, hand, deck: DECK, ...more });

const NORTH = 0;
const SOUTH = 3;
const SOUTH_WEST = 4;

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    // Face to face: Quick Stab (initiative 8) strikes before the Warrior's meditation (2).
    id: 'reveal',
    rules: ['R-ROUND-SELECT-1', 'R-ROUND-REVEAL-1', 'R-ROUND-RESOLVE-1', 'R-DIAG-1'],
    scenario: { seed: 'tutorial-1', battlefield: BATTLEFIELD, seats: [ronin({ q: 0, r: 0 }, NORTH, ['128', '122']), warrior({ q: 0, r: -1 }, SOUTH, ['122', '128'])] },
    opponent: '122',
    lesson: [[{ kind: 'select', number: '128' }]],
  },
  {
    // Light Step: one step forward, then turn one side to the right to face the Warrior.
    id: 'move',
    rules: ['R-MOVE-1', 'R-MOVE-6', 'R-MOVE-7', 'R-FACING-1'],
    scenario: { seed: 'tutorial-2', battlefield: BATTLEFIELD, seats: [ronin({ q: 0, r: 1 }, NORTH, ['103', '122']), warrior({ q: 1, r: -1 }, SOUTH_WEST, ['122', '128'])] },
    opponent: '122',
    lesson: [[{ kind: 'select', number: '103' }], [{ kind: 'step', direction: 0 }], [{ kind: 'turn', rotation: 1 }], [{ kind: 'endMove' }]],
  },
  {
    // Horizontal Cut at 5 against Wide Block (4-7): the block holds only at the attack's initiative.
    id: 'block',
    rules: ['R-BLOCK-1', 'R-BLOCK-2', 'R-BLOCK-3', 'R-ROUND-REVEAL-8'],
    scenario: { seed: 'tutorial-3', battlefield: BATTLEFIELD, seats: [ronin({ q: 0, r: 0 }, NORTH, ['083', '128']), warrior({ q: 0, r: -1 }, SOUTH, ['105', '122'])] },
    opponent: '105',
    lesson: [[{ kind: 'select', number: '083' }], [{ kind: 'chooseInitiative', value: 5 }]],
  },
  {
    // From Aggression, Quick Wits' path move passes the focus point: one focus, then on to Determination.
    id: 'kamae',
    rules: ['R-KAMAE-1', 'R-KAMAE-PATH-1', 'R-FOCUS-POINT-1', 'R-FOCUS-POINT-2', 'R-FOCUS-4'],
    scenario: { seed: 'tutorial-4', battlefield: BATTLEFIELD, seats: [ronin({ q: 0, r: 1 }, NORTH, ['116', '035'], { kamae: 'aggression' }), warrior({ q: 0, r: -1 }, SOUTH, ['122', '105'])] },
    opponent: '122',
    lesson: [[{ kind: 'select', number: '116' }], [{ kind: 'kamaeStep', node: 'focus1' }]],
  },
  {
    // The round starts with the draw: six cards. Quick Stab wounds the Ronin first; Quick Wits draws one
    // more, so at the end of the round the hand is over its limit of 5 and one card goes.
    id: 'handLimit',
    rules: ['R-WOUND-1', 'R-CHAR-5', 'R-CHAR-4', 'R-ROUND-DISCARD-5'],
    scenario: {
      seed: 'tutorial-5', battlefield: BATTLEFIELD, start: 'roundStart',
      seats: [ronin({ q: 0, r: 0 }, NORTH, ['116', '110', '102', '122', '035'], { wounds: 3 }), warrior({ q: 0, r: -1 }, SOUTH, ['128', '122'])],
    },
    opponent: '128',
    lesson: [[{ kind: 'select', number: '116' }], [{ kind: 'endKamae' }, { kind: 'kamaeStep' }], [{ kind: 'discard' }]],
  },
  {
    // The Warrior has 4 wounds of 6: Devastating Strike (fee 1 focus) deals the last 2.
    id: 'victory',
    rules: ['R-FOCUS-FEE-1', 'R-VICTORY-1', 'R-VICTORY-4'],
    scenario: {
      seed: 'tutorial-6', battlefield: BATTLEFIELD,
      seats: [ronin({ q: 0, r: 0 }, NORTH, ['086', '128'], { focus: 1, wounds: 4 }), warrior({ q: 0, r: -1 }, SOUTH, ['122', '105'], { wounds: 4 })],
    },
    opponent: '122',
    lesson: [[{ kind: 'select', number: '086' }]],
  },
];
