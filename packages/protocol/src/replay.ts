import { z } from 'zod';
import { ActionSchema, GameEventSchema, GameViewSchema, RulesetInfoSchema, SeatIdSchema } from './game';
import { PatchOpSchema, ResultSchema } from './messages';

// A finished game's replay (issue 25), as a file (export/import) and as the server's answer to
// GET /api/rooms/<room>/replay. Two sources, told apart by `source`:
// - `log`: the engine configuration (seed included) and every accepted action with its seat. The
//   page rebuilds every position with the engine (createGame + applyAction): local games, and online
//   rooms whose replay reveals every hand once the game is over.
// - `views`: the spectator's view of each version, as patches of the one before, with the events a
//   spectator received. Online rooms whose replay keeps hands hidden: the seed would deal every hand,
//   so the server rebuilds the positions with the engine and sends only what a spectator saw.

export const REPLAY_FORMAT = 'senjutsu-replay' as const;
export const REPLAY_VERSION = 1 as const;
/** Where the game was played. */
export const ReplayKindSchema = z.enum(['online', 'hotseat', 'solo', 'horde']);
/** A room setting fixed at creation: the replay keeps hands hidden (the default) or reveals them once the game is over. */
export const ReplayHandsSchema = z.enum(['hidden', 'revealed']);

const header = {
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  kind: ReplayKindSchema,
  /** The ruleset the game's card numbers resolve through (null definitions: the built-in one). */
  ruleset: RulesetInfoSchema,
  /** A claimed win (time, absence) is known only here: the engine's last position has no winner. */
  result: ResultSchema.nullable(),
  /** When the game ended (ms since 1970). */
  finishedAt: z.number().nonnegative(),
};

export const ReplayMoveSchema = z.strictObject({ seat: SeatIdSchema, action: ActionSchema });

export const LogReplaySchema = z.strictObject({
  ...header,
  source: z.literal('log'),
  /** The engine's GameConfig as JSON; the engine checks it when the page creates the game. */
  config: z.record(z.string(), z.unknown()),
  /** The seat the page shows first (a solo player's own; 0 for a duel). */
  seat: SeatIdSchema,
  moves: z.array(ReplayMoveSchema).max(20_000),
});

export const ReplayStepSchema = z.strictObject({ patch: z.array(PatchOpSchema), events: z.array(GameEventSchema) });

export const ViewsReplaySchema = z.strictObject({
  ...header,
  source: z.literal('views'),
  /** The spectator view after the game's creation, and the events that led to it. */
  start: z.strictObject({ view: GameViewSchema, events: z.array(GameEventSchema) }),
  /** One step per accepted action: the patch of the view before it (protocol patch.ts) and its events. */
  steps: z.array(ReplayStepSchema).max(20_000),
});

export const ReplaySchema = z.discriminatedUnion('source', [LogReplaySchema, ViewsReplaySchema]);
export type Replay = z.infer<typeof ReplaySchema>;
export type LogReplay = z.infer<typeof LogReplaySchema>;
export type ViewsReplay = z.infer<typeof ViewsReplaySchema>;
export type ReplayKind = z.infer<typeof ReplayKindSchema>;
export type ReplayHands = z.infer<typeof ReplayHandsSchema>;
