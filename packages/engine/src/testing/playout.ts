import type { TerrainKind } from '@senjutsu/cards';
import { applyAction, pendingDecisions } from '../flow';
import { createGame } from '../index';
import { nextRandom, seedRng, type RngState } from '../rng';
import type { Action, Decision } from '../decisions';
import type { GameEvent } from '../events';
import type { GameState } from '../state';
import { outcome } from '../victory';
import { COMBAT_CARDS, COMBAT_DECK, TEST_ARENA, TEST_CARDS, TEST_CHARACTERS, TEST_POISONS } from './fixtures';

// Random legal play, shared by the property test and the benchmark.

export function newTestGame(seed: number, terrain: TerrainKind[] = ['rock', 'bamboo', 'cart', 'shrine', 'corpse', 'torii', 'boat']): GameState {
  const result = createGame({
    seed,
    battlefield: TEST_ARENA,
    seats: [
      { character: 'kensei', deck: COMBAT_DECK, weapons: ['T70'] },
      { character: 'tetsu', deck: COMBAT_DECK, weapons: ['T71'] },
    ],
    terrain,
    definitions: { cards: [...TEST_CARDS, ...COMBAT_CARDS], characters: TEST_CHARACTERS, poisons: TEST_POISONS },
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.state;
}

export type Playout = { state: GameState; actions: number; rounds: number; finished: boolean };

/** How a player picks one option of a decision, with the generator it draws from. */
export type Chooser = (state: GameState, decision: Decision, rng: RngState) => [Action, RngState];

/**
 * A uniformly random option of the decision, taking no movement back: `undo` (movement-undo.ts,
 * listed last) is a second thought, not a move of the game, so the seeded games the tests and
 * benchmarks play stay the games they were (the server tests' bots and no-throw.test.ts do draw it).
 */
export const randomOption: Chooser = (_state, decision, rng) => {
  const [pick, next] = nextRandom(rng);
  const options = decision.options.length > 1 && decision.options.at(-1)!.kind === 'undo' ? decision.options.slice(0, -1) : decision.options;
  return [options[pick % options.length]!, next];
};


/**
 * Play until the game ends or `roundCap` rounds have been played: each step one pending decision
 * is drawn at random and `choose` answers it. `onState` sees every new state (and may draw).
 */
export function playout(
  state: GameState,
  rng: RngState,
  roundCap: number,
  choose: Chooser,
  onState?: (s: GameState, rng: RngState, events: readonly GameEvent[]) => RngState,
): Playout {
  let actions = 0;
  while (!outcome(state).over && state.round <= roundCap) {
    const decisions = pendingDecisions(state);
    if (decisions.length === 0) throw new Error(`no decision pending at ${state.flow.at} in round ${state.round}`);
    let pick: number;
    [pick, rng] = nextRandom(rng);
    const decision = decisions[pick % decisions.length]!;
    let action: Action;
    [action, rng] = choose(state, decision, rng);
    const result = applyAction(state, decision.seat, action);
    if (!result.ok) throw new Error(`a listed option was rejected: ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.value.state;
    actions++;
    if (onState) rng = onState(state, rng, result.value.events);
  }
  return { state, actions, rounds: state.round, finished: outcome(state).over };
}

/** Play random legal options until the game ends or `roundCap` rounds have been played. */
export function randomPlayout(
  state: GameState,
  seed: number,
  roundCap = 60,
  onState?: (s: GameState, rng: RngState, events: readonly GameEvent[]) => RngState,
): Playout {
  return playout(state, seedRng(`playout-${seed}`), roundCap, randomOption, onState);
}
