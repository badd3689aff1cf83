import { Redis } from 'ioredis';
import type { Logger } from '../log';
import { parseRoomFile } from './file';
import { storageOk, type LoadResult, type Storage, type StorageResult, type StoredRoom } from './storage';

// Rooms in Redis (REDIS_URL), the same contract as the file store: per room a string with its
// record, a list with its log (one JSON entry per element, in order) and a string with its latest
// snapshot; one set lists the rooms. Each write is one Lua script, atomic in Redis, and resolves
// only once Redis has answered it: the entry is then in Redis's memory, and on its disk as its
// `appendfsync` setting says (docs/hosting.md). The keys of a room share a hash tag ({room}).

type Options = {
  /** Key prefix, so several servers (or tests) can share one Redis. */
  readonly prefix?: string;
  /** As the file store's: leave the games being played unread at load. */
  readonly lazy?: boolean;
  readonly logger?: Pick<Logger, 'warn' | 'error'>;
};

const failure = (e: unknown): StorageResult<never> => ({ ok: false, error: { code: 'STORAGE_FAILED', message: e instanceof Error ? e.message : String(e) } });
const conflict = (message: string): StorageResult<never> => ({ ok: false, error: { code: 'CONFLICT', message } });

/** KEYS: record, rooms set. ARGV: record JSON, room id. 1: created; 0: the room exists. */
const CREATE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') == false then return 0 end
redis.call('SADD', KEYS[2], ARGV[2])
return 1`;

/** KEYS: record, log. ARGV: expected length, entry JSON. -1: no room; else the length before (appended when it was the expected one). */
const APPEND = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
local length = redis.call('LLEN', KEYS[2])
if length == tonumber(ARGV[1]) then redis.call('RPUSH', KEYS[2], ARGV[2]) end
return length`;

/** KEYS: record, snapshot. ARGV: text. 0: no room. */
const SNAPSHOT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('SET', KEYS[2], ARGV[1])
return 1`;

/** KEYS: record, log, snapshot, rooms set. ARGV: room id. 0: no room. Snapshot first (Storage.remove), all at once anyway. */
const REMOVE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('DEL', KEYS[3], KEYS[2], KEYS[1])
redis.call('SREM', KEYS[4], ARGV[1])
return 1`;

type Scripts = {
  createRoom(record: string, rooms: string, json: string, room: string): Promise<number>;
  appendEntry(record: string, log: string, expected: number, json: string): Promise<number>;
  putSnapshot(record: string, snapshot: string, text: string): Promise<number>;
  removeRoom(record: string, log: string, snapshot: string, rooms: string, room: string): Promise<number>;
};

/** A room's keys; the hash tag keeps them in one slot (a Redis Cluster runs each script on one node). */
export function roomKeys(prefix: string, room: string) {
  const tag = `${prefix}{${room}}`;
  return { record: `${tag}:record`, log: `${tag}:log`, snapshot: `${tag}:snapshot`, lease: `${tag}:lease` };
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
export function redisStorage(redis: Redis, options: Options = {}): Storage & { readonly redis: Redis } {
  const prefix = options.prefix ?? 'senjutsu:';
  const roomsSet = `${prefix}rooms`;
  const keys = (room: string) => roomKeys(prefix, room);
  redis.defineCommand('createRoom', { numberOfKeys: 2, lua: CREATE });
  redis.defineCommand('appendEntry', { numberOfKeys: 2, lua: APPEND });
  redis.defineCommand('putSnapshot', { numberOfKeys: 2, lua: SNAPSHOT });
  redis.defineCommand('removeRoom', { numberOfKeys: 4, lua: REMOVE });
  const scripts = redis as unknown as Scripts;

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

  return {
    redis,
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
        const length = await scripts.appendEntry(k.record, k.log, expected, JSON.stringify(entry));
        if (length === expected) return storageOk;
        return conflict(length < 0 ? `no room ${room}` : `room ${room} holds ${length} entries, not ${expected}`);
      } catch (e) {
        return failure(e);
      }
    },
    async load(): Promise<LoadResult> {
      const rooms: StoredRoom[] = [];
      const live: string[] = [];
      const finished: string[] = [];
      const broken: { room: string; message: string }[] = [];
      const tokens = new Map<string, readonly string[]>();
      const unjoined: { room: string; createdAt: number }[] = [];
      const finishedAt = new Map<string, number>();
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
            broken.push({ room, message: error?.message ?? 'listed without a record' });
            return;
          }
          const { parsed } = parseRoomFile(asText(record, log), true, options.lazy === true);
          if (parsed.ok === 'empty') return;
          if (parsed.ok === false) {
            broken.push({ room, message: parsed.message });
            if (parsed.tokens !== null) tokens.set(room, parsed.tokens);
            return;
          }
          const holds = parsed.ok === true ? parsed.value.record.room : parsed.room;
          if (holds !== room) {
            broken.push({ room, message: `the keys hold room ${holds}` });
            return;
          }
          if (parsed.ok === true) rooms.push(snapshot === null ? parsed.value : { ...parsed.value, snapshot });
          else {
            tokens.set(room, parsed.tokens);
            if (parsed.ok === 'finished') {
              finished.push(room);
              finishedAt.set(room, parsed.lastAt);
            } else if (parsed.ok === 'unjoined') unjoined.push({ room, createdAt: parsed.createdAt });
            else live.push(room);
          }
        });
      }
      return { rooms, live, finished, broken, tokens, unjoined, finishedAt };
    },
    async read(room) {
      try {
        return await readRoom(room);
      } catch (e) {
        return failure(e);
      }
    },
    async snapshot(room, text) {
      try {
        const k = keys(room);
        return (await scripts.putSnapshot(k.record, k.snapshot, text)) === 1 ? storageOk : conflict(`no stored room ${room}`);
      } catch (e) {
        return failure(e);
      }
    },
    async remove(room) {
      try {
        const k = keys(room);
        return (await scripts.removeRoom(k.record, k.log, k.snapshot, roomsSet, room)) === 1 ? storageOk : conflict(`no stored room ${room}`);
      } catch (e) {
        return failure(e);
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
