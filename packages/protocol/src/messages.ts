import { z } from 'zod';
import { ActionSchema, ENGINE_ERROR_CODES, GameEventSchema, GameViewSchema, RulesetInfoSchema, SeatIdSchema, ViewerSchema } from './game';
import { ComputerLevelSchema } from './levels';

// Every message between a client and the server. Both directions travel on one Socket.IO event,
// `msg` (MESSAGE_EVENT); the server parses each incoming message with ClientMessageSchema and
// answers every one of them: `joined`, `ack` or `error`, carrying the message's id.

export const MESSAGE_EVENT = 'msg';

/** Room ids and secret tokens are random base64url strings. */
export const RoomIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a room id is 8 to 64 base64url characters');
export const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'a token is 22 to 128 base64url characters');
/** A client-made id: unique per message of one seat; a retried action keeps its id. */
export const MessageIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'a message id is 1 to 64 characters of [A-Za-z0-9_.:-]');

// ---- client -> server -------------------------------------------------------------------------

export const ClientMessageSchema = z.discriminatedUnion('type', [
  /**
   * Take a seat (or a spectator's place) with the token from an invite link. `since`: the last
   * game version this client has seen; the answer carries the events of every later version.
   */
  z.strictObject({ type: z.literal('join'), id: MessageIdSchema, room: RoomIdSchema, token: TokenSchema, since: z.int().min(0).optional() }),
  /** One option of a decision pending for this seat, made against game version `version`. */
  z.strictObject({ type: z.literal('action'), id: MessageIdSchema, version: z.int().min(0), action: ActionSchema }),
  /** Claim the win because every opponent is out of time or away longer than the room allows. */
  z.strictObject({ type: z.literal('claim'), id: MessageIdSchema }),
  /** Ask for a rematch once the game is over; it starts when every seat has asked. */
  z.strictObject({ type: z.literal('rematch'), id: MessageIdSchema }),
  /**
   * Replace the invite link of `seat` (a seat replaces only its own): its old token stops working
   * at once, its other connections are told (`linkReplaced`) and closed; the answer is `newLink`.
   */
  z.strictObject({ type: z.literal('replaceLink'), id: MessageIdSchema, seat: SeatIdSchema }),
  /** Replace the room's spectator link (any seat may): the spectators are told and closed. */
  z.strictObject({ type: z.literal('replaceSpectatorLink'), id: MessageIdSchema }),
  /** Turn down the rematch the others asked for (asking later takes it back). */
  z.strictObject({ type: z.literal('declineRematch'), id: MessageIdSchema }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

// ---- server -> client -------------------------------------------------------------------------

/** Codes of the server's own errors; the engine's rule errors keep their codes. */
export const SERVER_ERROR_CODES = [
  'MALFORMED_MESSAGE',
  'MESSAGE_TOO_LARGE',
  'UNKNOWN_EVENT',
  'RATE_LIMITED',
  'NOT_JOINED',
  'ALREADY_JOINED',
  'BAD_TOKEN',
  'SPECTATOR',
  'STALE_VERSION',
  'ACTION_ID_REUSED',
  'CLAIM_NOT_ALLOWED',
  'REMATCH_NOT_ALLOWED',
  'ROOM_UNAVAILABLE',
  'SPECTATOR_LIMIT',
  'NOT_YOUR_LINK',
  'STORAGE_FAILED',
  'INTERNAL',
] as const;
export const ErrorCodeSchema = z.enum([...ENGINE_ERROR_CODES, ...SERVER_ERROR_CODES]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ClockSchema = z.strictObject({
  /** Time left in each seat's bank, in milliseconds, as of `at`. Negative: out of time. */
  remainingMs: z.array(z.number()),
  /** The seats whose clocks are running: the seats the game waits on, once every human seat has opened its link (none before). */
  running: z.array(SeatIdSchema),
  /** Server time (ms since the epoch) the figures refer to. */
  at: z.number(),
  /** OP-68: the running banks start only this long after `at` (a window's hold, in which no clock runs). */
  holdMs: z.number().min(0).optional(),
});

export const ResultSchema = z.strictObject({
  winners: z.array(SeatIdSchema),
  /** `rules`: the engine ended the game; otherwise a claim because of the opponents' time or absence. */
  reason: z.enum(['rules', 'timeout', 'abandoned']),
});

/** Public facts about the room: who is here, clocks, result, rematch. */
export const RoomStatusSchema = z.strictObject({
  room: RoomIdSchema,
  seats: z.array(
    z.strictObject({
      seat: SeatIdSchema,
      character: z.string(),
      team: z.int(),
      connected: z.boolean(),
      /** Server time (ms) since when the seat has had no connection; null while connected. */
      awaySince: z.number().nullable(),
      /** Whether the seat has opened its link once (automata: always). Clocks run once every seat has; only such a seat can be claimed against. */
      joined: z.boolean(),
      /** Away because its page closed the connection (a closed tab: it left), not because it was lost (it is presumably reconnecting). */
      left: z.boolean(),
      /** Issue 26: the computer plays this seat now (from the start, or since it took it over), at this level. */
      computer: ComputerLevelSchema.optional(),
    }),
  ),
  spectators: z.int().min(0),
  clock: ClockSchema.nullable(),
  /** How long a seat may stay away before its opponents may claim the win. */
  abandonMs: z.int(),
  result: ResultSchema.nullable(),
  /** `declined`: seats that turned the rematch down (until they ask for it themselves). */
  rematch: z.strictObject({ requested: z.array(SeatIdSchema), declined: z.array(SeatIdSchema), room: RoomIdSchema.nullable() }),
});
export type RoomStatus = DeepReadonly<z.infer<typeof RoomStatusSchema>>;

/** One operation of a view patch (patch.ts): set `value` at `path`, or without it delete that key. */
export const PatchOpSchema = z.strictObject({ path: z.array(z.union([z.string(), z.int().min(0)])), value: z.unknown().optional() });

/**
 * Issue 26: a change of who plays `seat`, public (every connection is told; a join gets the room's
 * changes so far, `joined.seatControl`). `version`: the game's version when it happened (the page's
 * log places its line after that version's events); `at`: server time.
 */
export const SeatControlChangeSchema = z.strictObject({ seat: SeatIdSchema, by: z.enum(['computer', 'player']), level: ComputerLevelSchema, at: z.number(), version: z.int().min(0) });
export type SeatControlChange = z.infer<typeof SeatControlChangeSchema>;

export const VersionEventsSchema = z.strictObject({ version: z.int().min(0), events: z.array(GameEventSchema) });

export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('joined'),
    id: MessageIdSchema,
    room: RoomIdSchema,
    as: ViewerSchema,
    view: GameViewSchema,
    /** The room's ruleset: views name cards by number, the client resolves them through it. */
    ruleset: RulesetInfoSchema,
    /** The events of every version after the join's `since`, oldest first. */
    missed: z.array(VersionEventsSchema),
    status: RoomStatusSchema,
    /** Finished games are removed from the server this many days after their end (null: kept); a client drops its saved links with them. */
    retentionDays: z.int().min(0).nullable().optional(),
    /** OP-68: the room's hold on answers to hidden-card windows (0: none, quick passes may show); absent where none applies (one human). */
    windowHoldMs: z.int().min(0).optional(),
    /** Issue 26: every change of who plays a seat so far, oldest first (absent where none happened). */
    seatControl: z.array(SeatControlChangeSchema).optional(),
  }),
  /** The message `id` was accepted; `version` is the game version after it. */
  z.strictObject({ type: z.literal('ack'), id: MessageIdSchema, version: z.int().min(0), duplicate: z.boolean() }),
  /** The message `id` (null when it could not be read) was refused and changed nothing. */
  z.strictObject({
    type: z.literal('error'),
    id: MessageIdSchema.nullable(),
    code: ErrorCodeSchema,
    rule: z.string().optional(),
    message: z.string(),
  }),
  /**
   * A new game version: what happened, and how this connection's view changed (patch.ts). `patch`
   * turns the view of version `base` into this version's; a client whose view is not of version
   * `base`, or to which the patch does not apply, joins again with `since` (a resync). Card
   * definitions never travel in updates: the client has the room's ruleset (`joined`). `ack`: the
   * id of this seat's action that made the version; it is that action's acknowledgement (version
   * `version`, not a duplicate), and no separate `ack` follows.
   */
  z.strictObject({
    type: z.literal('update'), version: z.int().min(0), events: z.array(GameEventSchema), base: z.int().min(0), patch: z.array(PatchOpSchema),
    status: RoomStatusSchema, ack: MessageIdSchema.optional(),
  }),
  z.strictObject({ type: z.literal('status'), status: RoomStatusSchema }),
  /** The answer to `replaceLink` / `replaceSpectatorLink`: the new secret token of `link` (shown once; the server keeps its hash). */
  z.strictObject({ type: z.literal('newLink'), id: MessageIdSchema, room: RoomIdSchema, link: ViewerSchema, token: TokenSchema }),
  /** This connection's link was replaced (by its seat, from another tab or device): it stops working and the connection is closed. */
  z.strictObject({ type: z.literal('linkReplaced'), room: RoomIdSchema, link: ViewerSchema }),
  /**
   * Issue 26, to every connection of the room: who plays `seat` from now on. `computer`: its player
   * was away `abandonMs` and the computer took the seat over (`level`); `player`: its player came
   * back and has the seat again. `at`: server time.
   */
  z.strictObject({ type: z.literal('seatControl'), room: RoomIdSchema, ...SeatControlChangeSchema.shape }),
]);
/** Deeply readonly, so the engine's readonly views and events fit without a copy. */
export type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
export type ServerMessage = DeepReadonly<z.infer<typeof ServerMessageSchema>>;
