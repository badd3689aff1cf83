// @senjutsu/ai: a computer opponent for the full duel, on the engine's public API (docs/ai.md).
export { chooseAction, explainChoice, DEFAULT_BUDGETS, LEVELS, type AiOptions, type Choice, type Level } from './choose';
export type { Budget, Candidate } from './search';
export { signatureList, type CardLists } from './sample';
