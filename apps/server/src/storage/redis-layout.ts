import type { Redis } from 'ioredis';
import type { Summary } from './file';
import { currentRecord, finishedLog, LogEntrySchema, RoomSummarySchema, tokenHashes, type LogEntry } from './storage';

// How the Redis store (redis.ts) lays a room out: its keys, the Lua scripts that write them (each
// write is one script, atomic in Redis, and checks the room's lease, its fencing token, before it
// changes anything; a write also renews the lease, so only rooms with no write for a while need a
// renewal of their own), and what a starting server reads of a room it leaves unread.

/** A room's keys; the hash tag keeps them in one slot (a Redis Cluster runs each script on one node). */
export function roomKeys(prefix: string, room: string) {
  const tag = `${prefix}{${room}}`;
  return {
    record: `${tag}:record`, log: `${tag}:log`, snapshot: `${tag}:snapshot`, lease: `${tag}:lease`, fence: `${tag}:fence`,
    relinks: `${tag}:relinks`, here: `${tag}:here`,
  };
}


/** The first element of a room's list of replaced links (rooms stored before it existed have none: their logs are read whole). */
export const RELINKS_HEAD = '#relinks';

/** KEYS: record, rooms set, relinks. ARGV: record JSON, room id, relinks head. 1: created; 0: the room exists. */
const CREATE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') == false then return 0 end
redis.call('SADD', KEYS[2], ARGV[2])
redis.call('RPUSH', KEYS[3], ARGV[3])
return 1`;

/** KEYS: record, lease, fence counter. ARGV: node, lease ms. {1, token}: held (taken or renewed); {0, owner}: another node holds it; {-1, ''}: no room. */
const CLAIM = `
if redis.call('EXISTS', KEYS[1]) == 0 then return {-1, ''} end
local owner = redis.call('HGET', KEYS[2], 'owner')
if owner and owner ~= ARGV[1] then return {0, owner} end
if owner then
  redis.call('PEXPIRE', KEYS[2], ARGV[2])
  return {1, redis.call('HGET', KEYS[2], 'fence')}
end
local fence = tostring(redis.call('INCR', KEYS[3]))
redis.call('HSET', KEYS[2], 'owner', ARGV[1], 'fence', fence)
redis.call('PEXPIRE', KEYS[2], ARGV[2])
return {1, fence}`;

/** KEYS: lease. ARGV: token, lease ms (0: let it go). 1: done; 0: the lease is not this token's any more. */
const RENEW = `
if redis.call('HGET', KEYS[1], 'fence') ~= ARGV[1] then return 0 end
if ARGV[2] == '0' then redis.call('DEL', KEYS[1]) else redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;

/**
 * KEYS: record, log, lease, relinks. ARGV: expected length, entry JSON, token, lease ms, '1' when
 * the entry replaces a link (kept apart too, for a starting server). -1: no room; -2: fenced; else
 * the length before (appended when it was the expected one). The same entry already last at the
 * expected place counts as appended: ioredis sends a command again after a lost connection, and
 * the first sending may have been written (its reply lost), which must not leave the master's
 * count of entries one behind the log's.
 */
const APPEND = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if redis.call('HGET', KEYS[3], 'fence') ~= ARGV[3] then return -2 end
redis.call('PEXPIRE', KEYS[3], ARGV[4])
local length = redis.call('LLEN', KEYS[2])
local expected = tonumber(ARGV[1])
if length == expected then
  redis.call('RPUSH', KEYS[2], ARGV[2])
  if ARGV[5] == '1' then redis.call('RPUSH', KEYS[4], ARGV[2]) end
end
if length == expected + 1 and redis.call('LINDEX', KEYS[2], expected) == ARGV[2] then return expected end
return length`;

/** KEYS: record, snapshot, lease. ARGV: text, token, lease ms. 0: no room; -2: fenced. */
const SNAPSHOT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HGET', KEYS[3], 'fence') ~= ARGV[2] then return -2 end
redis.call('PEXPIRE', KEYS[3], ARGV[3])
redis.call('SET', KEYS[2], ARGV[1])
return 1`;

/**
 * KEYS: record, log, snapshot, rooms set, lease, fence counter, relinks, holders. ARGV: room id,
 * node, why. 0: no room; -2: another node holds it (it is being played there); -3: 'expired'
 * (unjoined) but a seat has joined since (through another node). Snapshot first (Storage.remove),
 * all at once anyway.
 */
const REMOVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local owner = redis.call('HGET', KEYS[5], 'owner')
if owner and owner ~= ARGV[2] then return -2 end
if ARGV[3] == 'expired' and redis.call('LLEN', KEYS[2]) > 0 then return -3 end
redis.call('DEL', KEYS[3], KEYS[2], KEYS[1], KEYS[5], KEYS[6], KEYS[7], KEYS[8])
redis.call('SREM', KEYS[4], ARGV[1])
return 1`;

export type Scripts = {
  createRoom(record: string, rooms: string, relinks: string, json: string, room: string, head: string): Promise<number>;
  claimLease(record: string, lease: string, fence: string, node: string, ms: number): Promise<[-1 | 0 | 1, string]>;
  renewLease(lease: string, token: string, ms: number): Promise<number>;
  appendEntry(record: string, log: string, lease: string, relinks: string, expected: number, json: string, token: string, ms: number, relink: '0' | '1'): Promise<number>;
  putSnapshot(record: string, snapshot: string, lease: string, text: string, token: string, ms: number): Promise<number>;
  removeRoom(record: string, log: string, snapshot: string, rooms: string, lease: string, fence: string, relinks: string, here: string, room: string, node: string, why: string): Promise<number>;
};

/** The scripts as commands of `redis` (and of its pipelines). */
export function defineScripts(redis: Redis): Scripts {
  redis.defineCommand('createRoom', { numberOfKeys: 3, lua: CREATE });
  redis.defineCommand('claimLease', { numberOfKeys: 3, lua: CLAIM });
  redis.defineCommand('renewLease', { numberOfKeys: 1, lua: RENEW });
  redis.defineCommand('appendEntry', { numberOfKeys: 4, lua: APPEND });
  redis.defineCommand('putSnapshot', { numberOfKeys: 3, lua: SNAPSHOT });
  redis.defineCommand('removeRoom', { numberOfKeys: 8, lua: REMOVE });
  return redis as unknown as Scripts;
}

/** How many of a log's last entries a starting server reads to tell a finished game from one being played. */
export const TAIL = 4;
/** The kinds that may follow a game's end (storage.ts `finishedLog`). */
const AFTER_END = new Set(['rematchRequested', 'rematchDeclined', 'rematch', 'relink']);

/**
 * What a starting server needs of a room it leaves unread, from its record, its log's length and
 * last entries, and its replaced links; null when those do not tell (the log is then read whole).
 */
export function summarize(room: string, recordText: string, length: number, tail: readonly string[], relinks: readonly string[]): Summary | null {
  if (relinks[0] !== RELINKS_HEAD) return null; // stored before the list was kept
  let record: unknown;
  const entries: LogEntry[] = [];
  try {
    record = JSON.parse(recordText);
    for (const text of relinks.slice(1)) entries.push(LogEntrySchema.parse(JSON.parse(text)));
  } catch {
    return null;
  }
  const parsed = RoomSummarySchema.safeParse(record);
  if (!parsed.success || parsed.data.room !== room) return null;
  const summary = { room, entries: length, tokens: tokenHashes(currentRecord(parsed.data, entries)) };
  if (length === 0) return { ok: 'unjoined', ...summary, entries: 0, createdAt: parsed.data.createdAt };
  const last = tail.map((text) => {
    try {
      return JSON.parse(text) as { kind?: unknown; at?: unknown };
    } catch {
      return {};
    }
  });
  const kinds = last.map((entry) => String(entry.kind)).reverse();
  if (finishedLog(kinds)) {
    const at = last.at(-1)?.at;
    return { ok: 'finished', ...summary, lastAt: typeof at === 'number' ? at : parsed.data.createdAt };
  }
  const told = tail.length === length || kinds.some((kind) => !AFTER_END.has(kind));
  return told ? { ok: 'live', ...summary } : null;
}

