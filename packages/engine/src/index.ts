// @senjutsu/engine: the rules of Senjutsu as pure functions over a (ruleset, state) pair.
// This file is the public API (docs/engine-api.md); nothing else may be imported from outside.

export { applyAction, pendingDecisions, type Applied } from './flow';
export { viewFor, type GameView, type SeatView, type CardView, type Viewer, type ViewReuse } from './view';
export { sameJson } from './json';
export { eventsFor } from './look';
export { outcome, type Outcome } from './victory';
export { DECISION_KINDS, type Action, type ContextOf, type Decision, type DecisionKind, type DecisionMap, type DecisionOf, type OptionOf } from './decisions';
export { CARD_WINDOW_KINDS, isCardWindow, passOption, type CardWindowKind } from './windows';
export type { GameEvent, AttackResult } from './events';
export type { ErrorCode, Result, RuleError } from './result';
export type { CardId, GameState, SeatId, DefeatReason, GameOptions } from './state';
export { GameConfigSchema, ScenarioSchema, type GameConfig, type ScenarioSpec } from './modes/config';
export { createGame, createScenario, restoreGame } from './modes';
export { defineMode, DUEL, type Mode, type ModeSpec } from './mode';
export { AutomatonSeatSchema, SoloConfigSchema, type SoloConfig, type SoloConfigInput } from './solo/config';
export { AUTOMATON_REASONS, parseReason, REASON_CODES, type ReasonCode, type ReasonParams } from './reasons';
export { HordeConfigSchema, type HordeConfig, type HordeConfigInput } from './horde/config';
export { hordeRoster } from './horde/setup';
export { HORDE_LETTERS, HORDE_RANKS, type HordeEventName, type HordeLetter, type HordeRank } from './horde/state';
export type { HordeView } from './horde/view';
export type { PieceView, PlacedPiece } from './pieces';
export {
  addedDefinitions,
  BUILT_IN_RULESET,
  createRuleset,
  DefinitionsSchema,
  rulesOf,
  type Definitions,
  type DefinitionsInput,
  type Ruleset,
  type RulesetRef,
} from './ruleset';
export * as hex from './hex';
export { cardPreview, type PreviewHex } from './preview';
