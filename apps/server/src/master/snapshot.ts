import { restoreGame, rulesOf, type GameEvent } from '@senjutsu/engine';
import { z } from 'zod';
import type { Content } from '../content';
import type { Logger } from '../log';
import type { LogEntry, Storage, StoredRoom } from '../storage/storage';
import { resumeClock, type Downtime } from './clock';
import { EventHistory } from './history';
import { noteEntry, replayEntries, replayRoom, resumeDecisions, roomAt, type LiveRoom } from './room';

// Snapshots bound a restart (issue 13): every so many actions the master stores a live room's
// game state (the engine's own serialisation: JSON, read back with `restoreGame`) with what the
// engine's replay would otherwise rebuild (the events of every version, for `since`; each seat's
// decision age), and names the log entry it stops at. A starting server restores the snapshot and
// replays only the entries after it; the log stays the truth, and a snapshot that does not fit it
// (damaged, another room, ahead of the log, another ruleset) is dropped for a full replay, logged.

const SnapshotSchema = z.strictObject({
  format: z.literal(1),
  room: z.string(),
  /** How many log entries the snapshot covers, and the last of them (`fingerprint`). */
  entries: z.int().min(1),
  last: z.string(),
  /** The engine's state, as JSON.stringify gives it (`restoreGame` binds it again). */
  state: z.unknown(),
  /** The room's `history`: the events of every version up to the state's. */
  history: z.array(z.array(z.unknown())),
  decisionSince: z.array(z.int().min(0)),
});

/** What identifies a log entry well enough to tell that a snapshot and a log agree where it stops. */
const fingerprint = (entry: LogEntry): string => (entry.kind === 'action' ? `action ${entry.seat} ${entry.id} ${entry.at}` : `${entry.kind} ${entry.at}`);

/** A live room's snapshot: its state after `room.entries` log entries, the last of which is `last`. */
export function snapshotText(room: LiveRoom, last: LogEntry): string {
  // The history is spliced in as the JSON it is kept as (parsing it only to write it again cost ~1 ms at version 300).
  const HISTORY = '"history":0';
  const text = JSON.stringify({
    format: 1, room: room.id, entries: room.entries, last: fingerprint(last), state: room.state, history: 0, decisionSince: room.decisionSince,
  } satisfies Omit<z.input<typeof SnapshotSchema>, 'history'> & { history: 0 });
  const at = text.lastIndexOf(HISTORY); // the last: only decisionSince's numbers follow it
  return `${text.slice(0, at)}"history":${room.history.json()}${text.slice(at + HISTORY.length)}`;
}

/**
 * Store a snapshot of `room` (`last`: the log entry just stored) without waiting for it: it only
 * shortens a later replay, so a failure is logged and the game goes on.
 */
export function takeSnapshot(storage: Storage, room: LiveRoom, last: LogEntry, logger: Logger): void {
  room.snapshotVersion = room.state.version;
  const text = snapshotText(room, last);
  void storage.snapshot(room.id, text).then((stored) => {
    if (!stored.ok) logger.warn({ room: room.id, error: stored.error }, 'a snapshot could not be stored (a restart replays more of the log)');
  });
}

type Restored = { ok: true; value: LiveRoom } | { ok: false; error: { message: string } };
const refuse = (message: string): Restored => ({ ok: false, error: { message } });

/** A room from its snapshot plus the log entries after it, or why the snapshot does not fit the log. */
export function fromSnapshot(stored: StoredRoom, text: string, now: number, content: Content): Restored {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return refuse(`the snapshot is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = SnapshotSchema.safeParse(value);
  if (!parsed.success) return refuse(`not a snapshot: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
  const snapshot = parsed.data;
  if (snapshot.room !== stored.record.room) return refuse(`the snapshot is of room ${snapshot.room}`);
  const covered = stored.entries.slice(0, snapshot.entries);
  if (covered.length < snapshot.entries) return refuse(`the snapshot covers ${snapshot.entries} entries; the log holds ${stored.entries.length}`);
  if (fingerprint(covered.at(-1)!) !== snapshot.last) return refuse(`entry ${snapshot.entries} of the log is not the one the snapshot stops at`);

  // A state naming the content's own ruleset (a duel's) needs no game created; a game with a ruleset
  // of its own (a co-op room's, its automata added) is created to learn that ruleset.
  let restored = restoreGame(content.ruleset, snapshot.state);
  if (!restored.ok && restored.error.code === 'RULESET_MISMATCH') {
    const created = content.newGame(stored.record.setup, stored.record.seed, stored.record.format === 1);
    if (!created.ok) return refuse(`cannot create the game: ${created.error.message}`);
    restored = restoreGame(rulesOf(created.value.state), snapshot.state);
  }
  if (!restored.ok) return refuse(`the engine refuses the snapshot's state (${restored.error.code}): ${restored.error.message}`);
  const state = restored.value;
  const room = roomAt(stored.record, state, [], now, content);

  // The covered entries without the engine: ids, clocks, claims and rematches (a game starts at version 0).
  let version = 0;
  for (const entry of covered) noteEntry(room, entry, entry.kind === 'action' ? ++version : version);
  if (state.version !== version) return refuse(`the snapshot's state is at version ${state.version}; its log entries reach ${version}`);
  if (snapshot.history.length !== version + 1) return refuse(`the snapshot holds the events of ${snapshot.history.length} versions, not ${version + 1}`);
  if (snapshot.decisionSince.length !== room.decisionSince.length) return refuse(`the snapshot has ${snapshot.decisionSince.length} seats, not ${room.decisionSince.length}`);
  room.history = new EventHistory(snapshot.history as GameEvent[][]);
  room.decisionSince.splice(0, room.decisionSince.length, ...snapshot.decisionSince);
  resumeDecisions(room, now); // the result: the rules' (`roomAt`), or a claim among the covered entries
  room.entries = snapshot.entries;
  room.snapshotVersion = version;

  const failed = replayEntries(room, stored.entries.slice(snapshot.entries));
  return failed === null ? { ok: true, value: room } : { ok: false, error: failed };
}

/**
 * A stored room, ready to play: from its snapshot and the entries after it when it has a snapshot
 * that fits its log, else replayed from its whole log (the reason logged). Its clock runs on from
 * its last stored figures, less the time the server was down (`downtimes`; clock.ts resumeClock).
 */
export function restoreRoom(stored: StoredRoom, now: number, content: Content, logger: Pick<Logger, 'warn'>, downtimes: readonly Downtime[] = []): Restored {
  const restored = snapshotOrReplay(stored, now, content, logger);
  if (restored.ok && restored.value.clock !== null) restored.value.clock = resumeClock(restored.value.clock, downtimes, now);
  return restored;
}

function snapshotOrReplay(stored: StoredRoom, now: number, content: Content, logger: Pick<Logger, 'warn'>): Restored {
  if (stored.snapshot !== undefined) {
    const restored = fromSnapshot(stored, stored.snapshot, now, content);
    if (restored.ok) return restored;
    logger.warn({ room: stored.record.room, reason: restored.error.message }, 'snapshot unusable; replaying the whole log');
  }
  return replayRoom(stored, now, content);
}
