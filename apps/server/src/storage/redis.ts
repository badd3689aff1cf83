import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../log';
import { loadCollector, parseRoomFile } from './file';
import { currentRecord, storageOk, tokenHashes, type LoadResult, type Storage, type StorageResult, type StoredRoom } from './storage';

// Rooms in Redis (REDIS_URL), the same contract as the file store: per room a string with its
// record, a list with its log (one JSON entry per element, in order) and a string with its latest
// snapshot; one set lists the rooms. Each write is one Lua script, atomic in Redis, and resolves
// only once Redis has answered it: the entry is then in Redis's memory, and on its disk as its
// `appendfsync` setting says (docs/hosting.md). The keys of a room share a hash tag ({room}).
//
// One writer per room (issue 27): reading a room into memory takes its lease (a key that expires
// unless renewed) with a fencing token (a counter that only grows), and every write carries the
// token: a write whose token is no longer the lease's (its writer was paused or cut off past the
// lease, and another process took the room) changes nothing.

type Options = {
  /** Key prefix, so several servers (or tests) can share one Redis. */
  readonly prefix?: string;
  /** As the file store's: leave the games being played unread at load. */
  readonly lazy?: boolean;
  readonly logger?: Pick<Logger, 'warn' | 'error'>;
  /** This process's name in leases (unique among the processes sharing the Redis). */
  readonly node?: string;
  /** How long a lease lasts unless renewed (renewed every third of it). */
  readonly leaseMs?: number;
  /** Called when a lease this process held was lost (not renewed in time, or taken): the room must leave its memory. */
  readonly onLeaseLost?: (room: string) => void;
};

const failure = (e: unknown): StorageResult<never> => ({ ok: false, error: { code: 'STORAGE_FAILED', message: e instanceof Error ? e.message : String(e) } });
const conflict = (message: string): StorageResult<never> => ({ ok: false, error: { code: 'CONFLICT', message } });

/** KEYS: record, rooms set. ARGV: record JSON, room id. 1: created; 0: the room exists. */
const CREATE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') == false then return 0 end
redis.call('SADD', KEYS[2], ARGV[2])
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
 * KEYS: record, log, lease. ARGV: expected length, entry JSON, token. -1: no room; -2: fenced; else
 * the length before (appended when it was the expected one). The same entry already last at the
 * expected place counts as appended: ioredis sends a command again after a lost connection, and
 * the first sending may have been written (its reply lost), which must not leave the master's
 * count of entries one behind the log's.
 */
const APPEND = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
if redis.call('HGET', KEYS[3], 'fence') ~= ARGV[3] then return -2 end
local length = redis.call('LLEN', KEYS[2])
local expected = tonumber(ARGV[1])
if length == expected then redis.call('RPUSH', KEYS[2], ARGV[2]) end
if length == expected + 1 and redis.call('LINDEX', KEYS[2], expected) == ARGV[2] then return expected end
return length`;

/** KEYS: record, snapshot, lease. ARGV: text, token. 0: no room; -2: fenced. */
const SNAPSHOT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('HGET', KEYS[3], 'fence') ~= ARGV[2] then return -2 end
redis.call('SET', KEYS[2], ARGV[1])
return 1`;

/**
 * KEYS: record, log, snapshot, rooms set, lease, fence counter. ARGV: room id, node, why. 0: no room;
 * -2: another node holds it (it is being played there); -3: 'expired' (unjoined) but a seat has
 * joined since (through another node). Snapshot first (Storage.remove), all at once anyway.
 */
const REMOVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local owner = redis.call('HGET', KEYS[5], 'owner')
if owner and owner ~= ARGV[2] then return -2 end
if ARGV[3] == 'expired' and redis.call('LLEN', KEYS[2]) > 0 then return -3 end
redis.call('DEL', KEYS[3], KEYS[2], KEYS[1], KEYS[5], KEYS[6])
redis.call('SREM', KEYS[4], ARGV[1])
return 1`;

type Scripts = {
  createRoom(record: string, rooms: string, json: string, room: string): Promise<number>;
  claimLease(record: string, lease: string, fence: string, node: string, ms: number): Promise<[-1 | 0 | 1, string]>;
  renewLease(lease: string, token: string, ms: number): Promise<number>;
  appendEntry(record: string, log: string, lease: string, expected: number, json: string, token: string): Promise<number>;
  putSnapshot(record: string, snapshot: string, lease: string, text: string, token: string): Promise<number>;
  removeRoom(record: string, log: string, snapshot: string, rooms: string, lease: string, fence: string, room: string, node: string, why: string): Promise<number>;
};

/** A room's keys; the hash tag keeps them in one slot (a Redis Cluster runs each script on one node). */
export function roomKeys(prefix: string, room: string) {
  const tag = `${prefix}{${room}}`;
  return { record: `${tag}:record`, log: `${tag}:log`, snapshot: `${tag}:snapshot`, lease: `${tag}:lease`, fence: `${tag}:fence` };
}

/** Connect to Redis; resolves once it answers (or fails with why not). */
export async function connectRedis(url: string): Promise<StorageResult<Redis>> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', () => undefined); // each command reports its own failure; reconnection is automatic
  try {
    await redis.connect();
    await redis.ping();
    return { ok: true, value: redis };
  } catch (e) {
    redis.disconnect();
    return failure(e);
  }
}

/** The storage on the connection `redis` (which it closes on `close`). */
export type RedisStorage = Storage & {
  readonly redis: Redis;
  readonly node: string;
  /** Take (or renew) a room's lease: true when this process holds it, else the holder's name. */
  claim(room: string): Promise<StorageResult<true | { owner: string }>>;
  /** Who holds a room's lease (null: nobody). */
  ownerOf(room: string): Promise<string | null>;
  /** The rooms whose lease this process holds, with their tokens. */
  readonly held: ReadonlyMap<string, string>;
  release(room: string): Promise<void>;
};

export function redisStorage(redis: Redis, options: Options = {}): RedisStorage {
  const node = options.node ?? randomUUID();
  const leaseMs = options.leaseMs ?? 10_000;
  const prefix = options.prefix ?? 'senjutsu:';
  const roomsSet = `${prefix}rooms`;
  const keys = (room: string) => roomKeys(prefix, room);
  redis.defineCommand('createRoom', { numberOfKeys: 2, lua: CREATE });
  redis.defineCommand('claimLease', { numberOfKeys: 3, lua: CLAIM });
  redis.defineCommand('renewLease', { numberOfKeys: 1, lua: RENEW });
  redis.defineCommand('appendEntry', { numberOfKeys: 3, lua: APPEND });
  redis.defineCommand('putSnapshot', { numberOfKeys: 3, lua: SNAPSHOT });
  redis.defineCommand('removeRoom', { numberOfKeys: 6, lua: REMOVE });
  const scripts = redis as unknown as Scripts;
  /** The leases this process holds: room → fencing token. */
  const held = new Map<string, string>();
  const lost = (room: string) => {
    if (!held.delete(room)) return;
    options.logger?.warn({ room, node }, 'the lease of a room was lost: another process may play it now');
    options.onLeaseLost?.(room);
  };
  /** Every third of a lease, all held leases renewed in one pipeline; one not renewed is lost. */
  const renewing = setInterval(() => {
    if (held.size === 0) return;
    const rooms = [...held];
    const pipeline = redis.pipeline();
    for (const [room, token] of rooms) (pipeline as unknown as Scripts).renewLease(keys(room).lease, token, leaseMs);
    void pipeline.exec().then((replies) => {
      rooms.forEach(([room, token], i) => {
        if (held.get(room) === token && replies?.[i]?.[0] === null && replies[i]![1] === 0) lost(room);
      });
    }, () => undefined); // Redis unreachable: the next round tries again (and the lease lapses if it stays so)
  }, Math.max(50, Math.floor(leaseMs / 3)));
  renewing.unref();
  const tokenOf = (room: string) => held.get(room) ?? '';
  const fencedOr = (room: string, result: StorageResult): StorageResult => {
    if (result.ok || !result.error.fenced) return result;
    lost(room);
    return result;
  };
  async function claim(room: string): Promise<StorageResult<true | { owner: string }>> {
    try {
      const k = keys(room);
      const [got, value] = await scripts.claimLease(k.record, k.lease, k.fence, node, leaseMs);
      if (got === -1) return conflict(`no stored room ${room}`);
      if (got === 0) return { ok: true, value: { owner: value } };
      held.set(room, value);
      return { ok: true, value: true };
    } catch (e) {
      return failure(e);
    }
  }

  /** The stored lines of a room as the file store's text (record, then entries), parsed by its parser. */
  const asText = (record: string, log: readonly string[]) => `${[record, ...log].join('\n')}\n`;

  async function readRoom(room: string): Promise<StorageResult<StoredRoom>> {
    const k = keys(room);
    const replies = await redis.multi().get(k.record).lrange(k.log, 0, -1).get(k.snapshot).exec();
    if (replies === null || replies.some(([e]) => e !== null)) throw new Error(String(replies?.find(([e]) => e !== null)?.[0] ?? 'transaction aborted'));
    const [record, log, snapshot] = replies.map(([, value]) => value) as [string | null, string[], string | null];
    if (record === null) return { ok: false, error: { code: 'STORAGE_FAILED', message: `no stored room ${room}` } };
    const { parsed } = parseRoomFile(asText(record, log));
    if (parsed.ok !== true) return { ok: false, error: { code: 'STORAGE_FAILED', damaged: true, message: parsed.ok === false ? parsed.message : 'the room is empty' } };
    if (parsed.value.record.room !== room) return { ok: false, error: { code: 'STORAGE_FAILED', damaged: true, message: `the keys hold room ${parsed.value.record.room}` } };
    return { ok: true, value: snapshot === null ? parsed.value : { ...parsed.value, snapshot } };
  }

  async function release(room: string): Promise<void> {
    const token = held.get(room);
    if (token === undefined) return;
    held.delete(room);
    await scripts.renewLease(keys(room).lease, token, 0).catch(() => undefined); // else it lapses by itself
  }
  /** A write to a room whose lease this process does not hold takes it first (a new room's first writes); null: held now. */
  async function holding(room: string): Promise<StorageResult<never> | null> {
    if (held.has(room)) return null;
    const claimed = await claim(room);
    if (!claimed.ok) return claimed as StorageResult<never>;
    return claimed.value === true ? null : { ok: false, error: { code: 'CONFLICT', owner: claimed.value.owner, message: `room ${room} is played by process ${claimed.value.owner}` } };
  }

  return {
    redis,
    node,
    held,
    claim,
    release,
    async ownerOf(room) {
      return (await redis.hget(keys(room).lease, 'owner')) ?? null;
    },
    async links(room) {
      const k = keys(room);
      const [[, record], [, log]] = ((await redis.multi().get(k.record).lrange(k.log, 0, -1).exec()) ?? [[null, null], [null, []]]) as [[unknown, string | null], [unknown, string[]]];
      if (record === null) return null;
      const { parsed } = parseRoomFile(asText(record, log), true, true);
      return parsed.ok === true || parsed.ok === 'empty' ? null : parsed.tokens;
    },
    async create(record) {
      try {
        const k = keys(record.room);
        return (await scripts.createRoom(k.record, roomsSet, JSON.stringify(record), record.room)) === 1 ? storageOk : conflict(`room ${record.room} exists`);
      } catch (e) {
        return failure(e);
      }
    },
    async append(room, entry, expected) {
      try {
        const k = keys(room);
        const unheld = await holding(room);
        if (unheld !== null) return unheld;
        const length = await scripts.appendEntry(k.record, k.log, k.lease, expected, JSON.stringify(entry), tokenOf(room));
        if (length === expected) return storageOk;
        if (length === -2) return fencedOr(room, { ok: false, error: { code: 'CONFLICT', fenced: true, message: `this process does not hold the lease of room ${room}` } });
        return conflict(length < 0 ? `no room ${room}` : `room ${room} holds ${length} entries, not ${expected}`);
      } catch (e) {
        // Sent, but no answer (the connection lost for good): it may have been written.
        return { ok: false, error: { code: 'STORAGE_FAILED', uncertain: true, message: e instanceof Error ? e.message : String(e) } };
      }
    },
    async load(): Promise<LoadResult> {
      const found = loadCollector();
      const eager: StoredRoom[] = [];
      const ids = (await redis.smembers(roomsSet)).sort();
      for (let from = 0; from < ids.length; from += 500) {
        const batch = ids.slice(from, from + 500);
        const pipeline = redis.pipeline();
        for (const room of batch) pipeline.get(keys(room).record).lrange(keys(room).log, 0, -1).get(keys(room).snapshot);
        const replies = (await pipeline.exec()) ?? [];
        batch.forEach((room, i) => {
          const [[e1, record], [e2, log], [e3, snapshot]] = replies.slice(3 * i, 3 * i + 3) as [[Error | null, string | null], [Error | null, string[]], [Error | null, string | null]];
          const error = e1 ?? e2 ?? e3;
          if (error !== null || record === null) {
            found.broken(room, error?.message ?? 'listed without a record');
            return;
          }
          const { parsed } = parseRoomFile(asText(record, log), true, options.lazy === true);
          if (parsed.ok === 'empty') return;
          if (parsed.ok === false) {
            found.broken(room, parsed.message, parsed.tokens);
            return;
          }
          const holds = parsed.ok === true ? parsed.value.record.room : parsed.room;
          if (holds !== room) found.broken(room, `the keys hold room ${holds}`);
          else if (parsed.ok === true) eager.push(snapshot === null ? parsed.value : { ...parsed.value, snapshot });
          else found.unread(room, parsed);
        });
      }
      // A room read whole goes into this process's memory: it takes the lease, unless another holds it.
      for (const stored of eager) {
        const claimed = await claim(stored.record.room);
        if (claimed.ok && claimed.value === true) found.result.rooms.push(stored);
        else {
          found.result.live.push(stored.record.room);
          found.result.tokens.set(stored.record.room, tokenHashes(currentRecord(stored.record, stored.entries)));
        }
      }
      return found.result;
    },
    async read(room) {
      try {
        const claimed = await claim(room);
        if (!claimed.ok) return claimed as StorageResult<never>;
        if (claimed.value !== true) return { ok: false, error: { code: 'CONFLICT', owner: claimed.value.owner, message: `room ${room} is played by process ${claimed.value.owner}` } };
        const read = await readRoom(room);
        if (!read.ok) await release(room);
        return read;
      } catch (e) {
        return failure(e);
      }
    },
    async snapshot(room, text) {
      try {
        const k = keys(room);
        const unheld = await holding(room);
        if (unheld !== null) return unheld;
        const put = await scripts.putSnapshot(k.record, k.snapshot, k.lease, text, tokenOf(room));
        if (put === -2) return fencedOr(room, { ok: false, error: { code: 'CONFLICT', fenced: true, message: `this process does not hold the lease of room ${room}` } });
        return put === 1 ? storageOk : conflict(`no stored room ${room}`);
      } catch (e) {
        return failure(e);
      }
    },
    async remove(room, why = 'retired') {
      try {
        const k = keys(room);
        const removed = await scripts.removeRoom(k.record, k.log, k.snapshot, roomsSet, k.lease, k.fence, room, node, why);
        if (removed === 1) held.delete(room);
        if (removed === -2) return conflict(`room ${room} is being played by another process`);
        if (removed === -3) return conflict(`room ${room} was joined through another process`);
        return removed === 1 ? storageOk : conflict(`no stored room ${room}`);
      } catch (e) {
        return failure(e);
      }
    },
    async close() {
      clearInterval(renewing);
      await Promise.all([...held.keys()].map(release));
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
