import { ActionSchema, MessageIdSchema, RoomIdSchema, RoomSetupSchema, SeatIdSchema, ViewerSchema } from '@senjutsu/protocol';
import { z } from 'zod';

// A game is stored as its room record (setup, seed, hashed tokens) followed by the ordered log of
// what was accepted. One async interface (style.md §2.10); the master never touches a file.

/**
 * The room record's format. 2: rooms made since OP-68 (issue 23), whose hidden-card windows open on
 * public facts. A format-1 room, made before, replays as it was played: its windows opened only for a
 * seat holding a card for them (the engine's `windowsForHolders`), so a game under way survives the upgrade.
 */
export const ROOM_FORMAT = 2;

export const RoomRecordSchema = z.strictObject({
  kind: z.literal('room'),
  format: z.union([z.literal(1), z.literal(ROOM_FORMAT)]),
  room: RoomIdSchema,
  createdAt: z.number(),
  setup: RoomSetupSchema,
  seed: z.string().min(1),
  /** SHA-256 of each seat's token, base64url. */
  seatTokens: z.array(z.string().min(1)),
  spectatorToken: z.string().min(1),
  /** The room this one is a rematch of. */
  previous: RoomIdSchema.nullable(),
});
export type RoomRecord = z.infer<typeof RoomRecordSchema>;

/**
 * What a starting server reads of a room it leaves unread (issue 21): its id, creation time and
 * link hashes, without the setup, whose parse was 80% of a start over 20,000 stored rooms. The
 * whole record is parsed when the room is read (its first join).
 */
export const RoomSummarySchema = RoomRecordSchema.pick({ kind: true, format: true, room: true, createdAt: true, seatTokens: true, spectatorToken: true }).loose();

export const LogEntrySchema = z.discriminatedUnion('kind', [
  /** An accepted action, with each seat's time bank left after it (null: the room has no clock). */
  z.strictObject({
    kind: z.literal('action'), seat: SeatIdSchema, id: MessageIdSchema, action: ActionSchema, at: z.number(),
    clock: z.array(z.number()).nullable(),
  }),
  /** A win claimed because every opponent was out of time or away. */
  z.strictObject({
    kind: z.literal('claim'), seat: SeatIdSchema, winners: z.array(SeatIdSchema), reason: z.enum(['timeout', 'abandoned']), at: z.number(),
  }),
  /**
   * Written after the action that ended the game by the rules. The replay finds the result by
   * itself; the entry only lets a starting server leave finished rooms unread (see `finishedLog`).
   */
  z.strictObject({ kind: z.literal('over'), winners: z.array(SeatIdSchema), at: z.number() }),
  z.strictObject({ kind: z.literal('rematchRequested'), seat: SeatIdSchema, at: z.number() }),
  /** A seat turned the rematch down (a later request of its own takes that back). */
  z.strictObject({ kind: z.literal('rematchDeclined'), seat: SeatIdSchema, at: z.number() }),
  /**
   * A seat opened its link for the first time: clocks start once every human seat has, and only a
   * seat that came can be claimed against. The first is written before anything else, so a room with
   * no entry at all is one no seat ever joined (it expires after UNJOINED_ROOM_TTL).
   */
  z.strictObject({ kind: z.literal('joined'), seat: SeatIdSchema, at: z.number() }),
  z.strictObject({ kind: z.literal('rematch'), room: RoomIdSchema, at: z.number() }),
  /**
   * A seat's (or the spectators') invite link replaced: `token` is the new token's hash, which
   * replaces the record's from here on (the record line itself is never rewritten).
   */
  z.strictObject({ kind: z.literal('relink'), link: ViewerSchema, token: z.string().min(1), at: z.number() }),
  /**
   * Issue 26 (the room's `takeOver`): the computer plays `seat` from here on, its player having been
   * away `abandonSeconds`; `handBack`: the player came back and plays it again.
   */
  z.strictObject({ kind: z.literal('takeOver'), seat: SeatIdSchema, at: z.number() }),
  z.strictObject({ kind: z.literal('handBack'), seat: SeatIdSchema, at: z.number() }),
]);
export type LogEntry = z.infer<typeof LogEntrySchema>;

/**
 * A stored room: its record, its log and, if one was written, the latest snapshot of its game
 * (text, as the master wrote it: the master checks it against the log and falls back to a full
 * replay when it does not fit).
 */
export type StoredRoom = { readonly record: RoomRecord; readonly entries: readonly LogEntry[]; readonly snapshot?: string };

export type StorageErrorCode = 'STORAGE_FAILED' | 'CONFLICT';
/**
 * `damaged`: the stored data cannot be read as a room (trying again will not help). A storage
 * shared by several processes (Redis): `owner`, another process holds the room's lease (it plays
 * the room); `fenced`, this process lost the lease it wrote under (nothing was written);
 * `uncertain`, the write was sent but never answered (a lost connection): it may have been written.
 */
export type StorageResult<T = void> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: { readonly code: StorageErrorCode; readonly message: string; readonly damaged?: true; readonly owner?: string; readonly fenced?: true; readonly uncertain?: true } };

/**
 * Whether a log (its entries' kinds, last first) ends a finished game: after the `over` or `claim`
 * entry only rematch entries and replaced links can follow.
 */
export function finishedLog(kindsFromLast: Iterable<string>): boolean {
  for (const kind of kindsFromLast) {
    if (kind === 'over' || kind === 'claim') return true;
    if (kind !== 'rematchRequested' && kind !== 'rematchDeclined' && kind !== 'rematch' && kind !== 'relink') return false;
  }
  return false;
}

export type LoadResult = {
  /** Every stored game still being played, read whole (a storage that loads eagerly). */
  readonly rooms: readonly StoredRoom[];
  /**
   * Games still being played, left unread (a storage that loads lazily): `read` gives one when
   * its first join arrives, so a starting server answers at once however many games are in play.
   */
  readonly live?: readonly string[];
  /** Finished rooms, left unread: `read` gives one when someone comes back to it. */
  readonly finished: readonly string[];
  /**
   * Rooms no seat has joined (no log entry), left unread, with their creation time: they expire
   * after UNJOINED_ROOM_TTL. A storage may return them among `rooms` instead (the memory one does).
   */
  readonly unjoined?: readonly { readonly room: string; readonly createdAt: number }[];
  /** When each finished room's last entry was written (retention counts from it). */
  readonly finishedAt?: ReadonlyMap<string, number>;
  /** Rooms that could not be read, and why. */
  readonly broken: readonly { readonly room: string; readonly message: string }[];
  /**
   * The token hashes (seats', then the spectators') of rooms left unread and broken rooms whose
   * record could be read: the master answers a wrong link to such a room BAD_TOKEN without reading it.
   */
  readonly tokens?: ReadonlyMap<string, readonly string[]>;
};

/** A room record's token hashes: the seats', then the spectators'. */
/** A room's links: the hashes of its seats' tokens and of its spectators'. */
export type Links = Pick<RoomRecord, 'seatTokens' | 'spectatorToken'>;

export const tokenHashes = (record: Links): string[] => [...record.seatTokens, record.spectatorToken];

/** The record with the link that a `relink` entry replaced (a new object; the stored first line stays as it was). */
export function relinked<R extends Links>(record: R, entry: Extract<LogEntry, { kind: 'relink' }>): R {
  if (entry.link === 'spectator') return { ...record, spectatorToken: entry.token };
  return { ...record, seatTokens: record.seatTokens.map((hash, seat) => (seat === entry.link ? entry.token : hash)) };
}

/** The record as its log leaves it: every replaced link applied in order. */
export function currentRecord<R extends Links>(record: R, entries: Iterable<LogEntry>): R {
  let current = record;
  for (const entry of entries) if (entry.kind === 'relink') current = relinked(current, entry);
  return current;
}

export interface Storage {
  /** Store a new room. */
  create(record: RoomRecord): Promise<StorageResult>;
  /**
   * Append one entry to a room's log, which must hold exactly `expected` entries; resolves once
   * the entry is written (and flushed, if the storage flushes), never before.
   */
  append(room: string, entry: LogEntry, expected: number): Promise<StorageResult>;
  /** Every stored room, for a (re)starting server: unfinished ones whole, finished ones by id. */
  load(): Promise<LoadResult>;
  /** One room stored or loaded before, read whole, with its latest snapshot (a room left unread, or one the master let go of). */
  read(room: string): Promise<StorageResult<StoredRoom>>;
  /**
   * Replace a room's snapshot (the master's text) atomically: a reader finds the previous one or
   * this one whole, never a mix. A snapshot only shortens a replay; the log stays the truth.
   */
  snapshot(room: string, text: string): Promise<StorageResult>;
  /**
   * Remove a room for good (an unjoined room expired, a finished game past retention): its
   * snapshot first, then its log, so a crash in between leaves a log without a snapshot (a whole
   * room, replayed from its log and removed again at the next sweep), never a snapshot without
   * its log (which nothing would ever list again).
   */
  remove(room: string, why?: 'expired' | 'retired'): Promise<StorageResult>;
  /**
   * A shared storage (Redis): the room left this process's memory, so another may take its lease
   * now. `read` takes a room's lease, and only its holder may write to the room.
   */
  release?(room: string): Promise<void>;
  /** A shared storage: the current link hashes of a room another process may have created (null: no such room). */
  links?(room: string): Promise<readonly string[] | null>;
  close(): Promise<void>;
}

export const storageOk: StorageResult = { ok: true, value: undefined };
