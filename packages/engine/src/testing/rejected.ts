import { expect } from 'vitest';
import type { Action } from '../decisions';
import { applyAction } from '../flow';
import type { GameState, SeatId } from '../state';

// Assertions for illegal actions, shared by the engine's rule tests (test files only: this module
// imports vitest, so it is not exported from the testing entry the server also loads).

/** The action is refused with `code` (and `rule`), and the state it was tried on is unchanged. */
export function expectRejected(state: GameState, seat: number, action: Action, code: string, rule?: string) {
  const before = JSON.stringify(state);
  const result = applyAction(state, seat, action);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(code);
  if (rule !== undefined) expect(result.error.rule).toBe(rule);
  expect(JSON.stringify(state)).toBe(before);
}

/** The error an illegal action gets, after checking that the state it was tried on is unchanged. */
export function rejected(state: GameState, seat: SeatId, action: Action) {
  const before = JSON.stringify(state);
  const result = applyAction(state, seat, action);
  expect(result.ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error('accepted');
  return result.error;
}
