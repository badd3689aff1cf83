import type { Action, GameEvent, GameView } from '@senjutsu/engine';
import { ActionSchema, ENGINE_ERROR_CODES, GameEventSchema, GameViewSchema, RulesetInfoSchema, type RulesetInfo } from '@senjutsu/protocol';
import { z } from 'zod';

// The messages between a local-game page (solo, later horde) and the engine's Web Worker. The
// worker holds the whole game state; the page gets only the human seat's view (viewFor), the new
// events and, once, the ruleset's info. Both ends parse what they receive with these schemas.

/** A local game: the engine configuration (solo, horde … are fields of it) and the seat the player plays. */
export const LocalGameSchema = z.strictObject({
  /** The engine's GameConfig as JSON; the engine checks it (createGame answers INVALID_CONFIG). */
  config: z.record(z.string(), z.unknown()),
  seat: z.int().min(0).max(3),
  /** "Duel the computer": the seat the AI plays in the worker, its level, and whether the page is shown its reasons. */
  ai: z.strictObject({ seat: z.int().min(0).max(3), level: z.enum(['easy', 'normal', 'hard']), explain: z.boolean() }).optional(),
});
export type LocalGame = z.infer<typeof LocalGameSchema>;

export const ToWorkerSchema = z.discriminatedUnion('type', [
  /** Start `game` and replay `actions` (a resumed game): the answer is `started` or `failed`. */
  z.strictObject({ type: z.literal('start'), game: LocalGameSchema, actions: z.array(ActionSchema), /** The seat of each action (a game with the computer); the player's seat by default. */ seats: z.array(z.int().min(0).max(3)).optional() }),
  /** The player's action: the answer is `update` (accepted) or `refused` (nothing changed). */
  z.strictObject({ type: z.literal('act'), id: z.int().min(0), action: ActionSchema }),
  /** Step `step` of the guided first duel (apps/web/src/tutorial): the answer is `started` or `failed`; `act` then plays it. */
  z.strictObject({ type: z.literal('tutorial'), step: z.int().min(0) }),
]);
export type ToWorker = z.infer<typeof ToWorkerSchema>;

/** An action the computer took in the worker: the page saves it with its seat, so a reload replays it. */
const PlayedSchema = z.strictObject({ seat: z.int().min(0).max(3), action: ActionSchema });
/** Why the computer chose its card (shown only after the reveal): its top candidates and their estimated win rates. */
const WhySchema = z.strictObject({
  round: z.int().min(0),
  chosen: z.string(),
  playouts: z.int().min(0),
  candidates: z.array(z.strictObject({ number: z.string(), value: z.number().min(0).max(1), visits: z.int().min(0) })).max(8),
});
export type Why = z.infer<typeof WhySchema>;
export type Played = { readonly seat: number; readonly action: Action };

const ErrorSchema = z.strictObject({ code: z.enum(ENGINE_ERROR_CODES), rule: z.string().optional(), message: z.string() });
export type WorkerError = z.infer<typeof ErrorSchema>;

export const FromWorkerSchema = z.discriminatedUnion('type', [
  /** Every event since the game began, the seat's view and the ruleset the view's numbers resolve through. */
  z.strictObject({ type: z.literal('started'), ruleset: RulesetInfoSchema, view: GameViewSchema, events: z.array(GameEventSchema), over: z.boolean(), played: z.array(PlayedSchema), why: z.array(WhySchema) }),
  /** The action `id` was applied: the events it caused (automata's turns included) and the new view. */
  z.strictObject({ type: z.literal('update'), id: z.int().min(0), view: GameViewSchema, events: z.array(GameEventSchema), over: z.boolean(), played: z.array(PlayedSchema), why: z.array(WhySchema) }),
  z.strictObject({ type: z.literal('refused'), id: z.int().min(0), error: ErrorSchema }),
  /** In the tutorial: the action `id` is legal but not this step's lesson; nothing changed. */
  z.strictObject({ type: z.literal('offLesson'), id: z.int().min(0) }),
  /** The game could not start (a bad config or a saved action the engine refuses on replay). */
  z.strictObject({ type: z.literal('failed'), error: ErrorSchema }),
]);
/**
 * The replies with the engine's own (readonly) types; the protocol proves its schemas describe
 * exactly those types (ProtocolMatchesEngine), so a parsed reply is one of these.
 */
export type FromWorker =
  | { readonly type: 'started'; readonly ruleset: RulesetInfo; readonly view: GameView; readonly events: readonly GameEvent[]; readonly over: boolean; readonly played: readonly Played[]; readonly why: readonly Why[] }
  | { readonly type: 'update'; readonly id: number; readonly view: GameView; readonly events: readonly GameEvent[]; readonly over: boolean; readonly played: readonly Played[]; readonly why: readonly Why[] }
  | { readonly type: 'refused'; readonly id: number; readonly error: WorkerError }
  | { readonly type: 'offLesson'; readonly id: number }
  | { readonly type: 'failed'; readonly error: WorkerError };

/** A reply that parsed, as the engine's types (see FromWorker). */
export const fromWorker = (data: z.infer<typeof FromWorkerSchema>): FromWorker => data as unknown as FromWorker;
