import type { Applied } from '../flow';
import { start } from '../flow';
import { bindMode, DUEL, type Mode } from '../mode';
import { restoreGame as restoreState } from '../restore';
import type { Result } from '../result';
import type { Ruleset } from '../ruleset';
import type { GameState } from '../state';
import { HORDE } from '../horde/mode';
import { SOLO } from '../solo/mode';
import type { GameConfig, ScenarioSpec } from './config';
import { newGame } from './new-game';
import { newScenario } from './scenario';

// The composition (issue 24): the one place that knows the modes and hands them to the flow. The
// config selects the mode (its `solo` or `horde` part), the entry points bind it to the state, and
// the flow calls its hooks (mode.ts). A mode from elsewhere (a variant, a test's) is given by the caller.

/** The modes a game's parts name, in the order they are recognised: a horde run has a `solo` part too. */
export const MODES: readonly { readonly part: 'horde' | 'solo'; readonly mode: Mode }[] = [
  { part: 'horde', mode: HORDE },
  { part: 'solo', mode: SOLO },
];

/** The mode of a state by its parts: a state with neither is a duel. */
export const modeOfParts = (s: GameState): Mode => MODES.find((m) => s[m.part] !== undefined)?.mode ?? DUEL;

const started = (r: Result<GameState>, mode: Mode | undefined): Result<Applied> => (r.ok ? { ok: true, value: start(bindMode(r.value, mode ?? modeOfParts(r.value))) } : r);

/**
 * A new game from a seed, played with `ruleset` (the built-in content by default; the config's
 * `definitions` derive a ruleset from it): setup runs as decisions, then round 1. The config's
 * `solo` or `horde` part selects the mode; `mode` plays it in a mode of the caller's instead.
 */
export const createGame = (config: GameConfig, ruleset?: Ruleset, mode?: Mode): Result<Applied> => started(newGame(config, ruleset), mode);

/** A game set directly into a position (tests, puzzles, tutorials), moved on to its first decision. */
export const createScenario = (spec: ScenarioSpec, ruleset?: Ruleset, mode?: Mode): Result<Applied> => started(newScenario(spec, ruleset), mode);

/** A stored state bound to `ruleset` again (restore.ts), in the mode its parts name, or `mode`. */
export const restoreGame = (ruleset: Ruleset, json: unknown, mode?: Mode): Result<GameState> => restoreState(ruleset, json, (s) => mode ?? modeOfParts(s));
