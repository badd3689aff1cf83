import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../log';
import { loadCollector, parseRoomFile } from './file';
import { defineScripts, RELINKS_HEAD, roomKeys, summarize, TAIL, type Scripts } from './redis-layout';
import { currentRecord, storageOk, tokenHashes, type LoadResult, type Storage, type StorageResult, type StoredRoom } from './storage';

export { roomKeys } from './redis-layout';

// Rooms in Redis (REDIS_URL), the same contract as the file store: per room a string with its
// record, a list with its log (one JSON entry per element, in order) and a string with its latest
// snapshot, the replaced links' entries again in a list of their own (what a starting server needs
// of a room it leaves unread, with the log's length and last entries); one set lists the rooms.
// Each write is one Lua script, atomic in Redis, and resolves
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
  /** How long a lease lasts unless renewed (by each write, else every third of it). */
  readonly leaseMs?: number;
  /** Called when a lease this process held was lost (not renewed in time, or taken): the room must leave its memory. */
  readonly onLeaseLost?: (room: string) => void;
  /** Called as a room is read into memory with which processes hold sockets of it (cluster/fanout.ts). */
  readonly onRead?: (room: string, here: Record<string, string>) => void;
};

const failure = (e: unknown): StorageResult<never> => ({ ok: false, error: { code: 'STORAGE_FAILED', message: e instanceof Error ? e.message : String(e) } });
const conflict = (message: string): StorageResult<never> => ({ ok: false, error: { code: 'CONFLICT', message } });

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
  const scripts = defineScripts(redis);
  /** The leases this process holds: room → fencing token. */
  const held = new Map<string, string>();
  /** When each held lease was last renewed (as the renewing command left: the lease runs from a little later). */
  const renewed = new Map<string, number>();
  const lost = (room: string) => {
    renewed.delete(room);
    if (!held.delete(room)) return;
    options.logger?.warn({ room, node }, 'the lease of a room was lost: another process may play it now');
    options.onLeaseLost?.(room);
  };
  /**
   * Every third of a lease, the held leases no write has renewed for half of that are renewed in
   * one pipeline (a room being played needs none); one not renewed is lost.
   */
  const every = Math.max(50, Math.floor(leaseMs / 3));
  const renewing = setInterval(() => {
    const at = Date.now();
    const rooms = [...held].filter(([room]) => at - (renewed.get(room) ?? 0) >= every / 2);
    if (rooms.length === 0) return;
    const pipeline = redis.pipeline();
    for (const [room, token] of rooms) (pipeline as unknown as Scripts).renewLease(keys(room).lease, token, leaseMs);
    void pipeline.exec().then((replies) => {
      rooms.forEach(([room, token], i) => {
        if (held.get(room) !== token || replies?.[i]?.[0] !== null) return;
        if (replies[i]![1] === 0) lost(room);
        else renewed.set(room, Math.max(renewed.get(room) ?? 0, at));
      });
    }, () => undefined); // Redis unreachable: the next round tries again (and the lease lapses if it stays so)
  }, every);
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
      const at = Date.now();
      const [got, value] = await scripts.claimLease(k.record, k.lease, k.fence, node, leaseMs);
      if (got === -1) return conflict(`no stored room ${room}`);
      if (got === 0) return { ok: true, value: { owner: value } };
      held.set(room, value);
      renewed.set(room, at);
      return { ok: true, value: true };
    } catch (e) {
      return failure(e);
    }
  }

  /** The stored lines of a room as the file store's text (record, then entries), parsed by its parser. */
  const asText = (record: string, log: readonly string[]) => `${[record, ...log].join('\n')}\n`;

  async function readRoom(room: string): Promise<StorageResult<StoredRoom>> {
    const k = keys(room);
    const replies = await redis.multi().get(k.record).lrange(k.log, 0, -1).get(k.snapshot).hgetall(k.here).exec();
    if (replies === null || replies.some(([e]) => e !== null)) throw new Error(String(replies?.find(([e]) => e !== null)?.[0] ?? 'transaction aborted'));
    const [record, log, snapshot, here] = replies.map(([, value]) => value) as [string | null, string[], string | null, Record<string, string>];
    if (record === null) return { ok: false, error: { code: 'STORAGE_FAILED', message: `no stored room ${room}` } };
    const { parsed } = parseRoomFile(asText(record, log));
    if (parsed.ok !== true) return { ok: false, error: { code: 'STORAGE_FAILED', damaged: true, message: parsed.ok === false ? parsed.message : 'the room is empty' } };
    if (parsed.value.record.room !== room) return { ok: false, error: { code: 'STORAGE_FAILED', damaged: true, message: `the keys hold room ${parsed.value.record.room}` } };
    options.onRead?.(room, here);
    return { ok: true, value: snapshot === null ? parsed.value : { ...parsed.value, snapshot } };
  }

  async function release(room: string): Promise<void> {
    const token = held.get(room);
    if (token === undefined) return;
    held.delete(room);
    renewed.delete(room);
    await scripts.renewLease(keys(room).lease, token, 0).catch(() => undefined); // else it lapses by itself
  }
  /** A write to a room whose lease this process does not hold takes it first (a new room's first writes); null: held now. */
  async function holding(room: string): Promise<StorageResult<never> | null> {
    if (held.has(room)) return null;
    const claimed = await claim(room);
    if (!claimed.ok) return claimed as StorageResult<never>;
    return claimed.value === true ? null : { ok: false, error: { code: 'CONFLICT', owner: claimed.value.owner, message: `room ${room} is played by process ${claimed.value.owner}` } };
  }
  /** A write went through under the lease: it renewed it as it left. */
  const wrote = (room: string, at: number) => held.has(room) && renewed.set(room, Math.max(renewed.get(room) ?? 0, at));

  /** The rooms of `ids` whose logs a lazy load must read whole after all (see `summarize`), the others gathered. */
  async function summaries(ids: readonly string[], found: ReturnType<typeof loadCollector>): Promise<string[]> {
    const pipeline = redis.pipeline();
    for (const room of ids) {
      const k = keys(room);
      pipeline.get(k.record).llen(k.log).lrange(k.log, -TAIL, -1).lrange(k.relinks, 0, -1);
    }
    const replies = (await pipeline.exec()) ?? [];
    const whole: string[] = [];
    ids.forEach((room, i) => {
      const [[e1, record], [e2, length], [e3, tail], [e4, relinks]] = replies.slice(4 * i, 4 * i + 4) as [[Error | null, string | null], [Error | null, number], [Error | null, string[]], [Error | null, string[]]];
      const error = e1 ?? e2 ?? e3 ?? e4;
      if (error !== null || record === null) return found.broken(room, error?.message ?? 'listed without a record');
      const summary = summarize(room, record, length, tail, relinks);
      if (summary === null) whole.push(room);
      else found.unread(room, summary);
    });
    return whole;
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
      const [[, record], [, relinks]] = ((await redis.multi().get(k.record).lrange(k.relinks, 0, -1).exec()) ?? [[null, null], [null, []]]) as [[unknown, string | null], [unknown, string[]]];
      if (record === null) return null;
      const summary = summarize(room, record, 0, [], relinks);
      if (summary !== null) return summary.tokens;
      const log = await redis.lrange(k.log, 0, -1); // stored before the list of replaced links
      const { parsed } = parseRoomFile(asText(record, log), true, true);
      return parsed.ok === true || parsed.ok === 'empty' ? null : parsed.tokens;
    },
    async create(record) {
      try {
        const k = keys(record.room);
        return (await scripts.createRoom(k.record, roomsSet, k.relinks, JSON.stringify(record), record.room, RELINKS_HEAD)) === 1 ? storageOk : conflict(`room ${record.room} exists`);
      } catch (e) {
        return failure(e);
      }
    },
    async append(room, entry, expected) {
      try {
        const k = keys(room);
        const unheld = await holding(room);
        if (unheld !== null) return unheld;
        const at = Date.now();
        const length = await scripts.appendEntry(k.record, k.log, k.lease, k.relinks, expected, JSON.stringify(entry), tokenOf(room), leaseMs, entry.kind === 'relink' ? '1' : '0');
        if (length >= 0) wrote(room, at);
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
        // Lazy: most rooms are told by their summary, and only the others are read whole.
        const batch = options.lazy === true ? await summaries(ids.slice(from, from + 500), found) : ids.slice(from, from + 500);
        if (batch.length === 0) continue;
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
        const at = Date.now();
        const put = await scripts.putSnapshot(k.record, k.snapshot, k.lease, text, tokenOf(room), leaseMs);
        if (put === -2) return fencedOr(room, { ok: false, error: { code: 'CONFLICT', fenced: true, message: `this process does not hold the lease of room ${room}` } });
        if (put === 1) wrote(room, at);
        return put === 1 ? storageOk : conflict(`no stored room ${room}`);
      } catch (e) {
        return failure(e);
      }
    },
    async remove(room, why = 'retired') {
      try {
        const k = keys(room);
        const removed = await scripts.removeRoom(k.record, k.log, k.snapshot, roomsSet, k.lease, k.fence, k.relinks, k.here, room, node, why);
        if (removed === 1) {
          held.delete(room);
          renewed.delete(room);
        }
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
