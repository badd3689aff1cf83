// Results, not throws, at the API boundary (style.md §2.4). A throw means a bug in our code.

export const ERROR_CODES = [
  'INVALID_CONFIG',
  'INVALID_SCENARIO',
  'GAME_OVER',
  'NOT_YOUR_DECISION',
  'ILLEGAL_OPTION',
  'NOT_IN_HAND',
  'FOCUS_SHORT',
  'KAMAE_REQUIRED',
  'ALREADY_SELECTED',
  'MOVE_BLOCKED',
  'MOVE_NOT_ALLOWED',
  'KAMAE_NOT_CONNECTED',
  'HAND_LIMIT',
  'MALFORMED_ACTION',
  /** A ruleset's definitions fail their schemas or name a definition that does not exist. */
  'INVALID_DEFINITIONS',
  /** A stored state names another ruleset (id and hash) than the one given to restore it. */
  'RULESET_MISMATCH',
  /** A stored state is not a game state. */
  'INVALID_STATE',
  /** A state read from JSON was passed without `restoreGame` binding its ruleset. */
  'UNBOUND_STATE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type RuleError = {
  readonly code: ErrorCode;
  /** The rule (R-…) or ruling (OP-n) the action broke, where one applies. */
  readonly rule?: string | undefined;
  readonly message: string;
};

export type Result<T, E = RuleError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: ErrorCode, message: string, rule?: string): Result<never> => ({
  ok: false,
  error: rule === undefined ? { code, message } : { code, rule, message },
});
