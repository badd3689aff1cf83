// @senjutsu/engine: the rules of Senjutsu as pure functions over plain JSON state.
// This file is the public API (docs/engine-api.md); nothing else may be imported from outside.
import { start, type Applied } from './flow';
import type { Result } from './result';
import { newGame, newScenario, type GameConfig, type ScenarioSpec } from './setup';
import type { Definitions } from './state';

export { applyAction, pendingDecisions, type Applied } from './flow';
export { viewFor, type GameView, type SeatView, type CardView, type Viewer } from './view';
export { outcome, type Outcome } from './victory';
export { DECISION_KINDS, type Action, type ContextOf, type Decision, type DecisionKind, type DecisionMap, type DecisionOf, type OptionOf } from './decisions';
export type { GameEvent, AttackResult } from './events';
export type { ErrorCode, Result, RuleError } from './result';
export type { CardId, GameState, SeatId, DefeatReason, GameOptions, Definitions } from './state';
export { GameConfigSchema, ScenarioSchema, BUILT_IN, type GameConfig, type ScenarioSpec } from './setup';
export * as hex from './hex';
export { cardPreview, type PreviewHex } from './preview';

const started = (r: Result<import('./state').GameState>): Result<Applied> => (r.ok ? { ok: true, value: start(r.value) } : r);

/** A new game from a seed: setup (terrain, figures, prepared cards) runs as decisions, then round 1. */
export const createGame = (config: GameConfig, base?: Definitions): Result<Applied> => started(newGame(config, base));

/** A game set directly into a position (tests, puzzles, tutorials), moved on to its first decision. */
export const createScenario = (spec: ScenarioSpec, base?: Definitions): Result<Applied> => started(newScenario(spec, base));
