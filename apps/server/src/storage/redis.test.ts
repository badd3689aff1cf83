import { afterEach, describe, expect, it } from 'vitest';
import { useRedis } from '../testing/redis-hooks';
import { connectRedis, redisStorage, roomKeys, type RedisStorage } from './redis';
import type { LogEntry, RoomRecord } from './storage';
import { storedAction, storedRoom } from '../testing/stored';

// What the Redis store alone promises (the shared contract is stores.test.ts): a starting server
// reads a room's record, length, last entries and replaced links, never a long log whole.

const redis = useRedis();

const record = (room: string): RoomRecord => storedRoom(room);
const action = storedAction;

const opened: RedisStorage[] = [];
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close().catch(() => undefined);
});

async function open(prefix: string): Promise<RedisStorage> {
  const connected = await connectRedis(redis.url);
  if (!connected.ok) throw new Error(connected.error.message);
  const s = redisStorage(connected.value, { prefix, lazy: true });
  opened.push(s);
  return s;
}

/** Bytes Redis has sent to its clients so far. */
const sentBytes = async () => Number(/total_net_output_bytes:(\d+)/.exec(await redis.inspect.info('stats'))?.[1]);

describe('Redis store', () => {
  it('a lazy load tells long logs apart by their last entries and replaced links, without reading them', async () => {
    const s = await open('summary1:');
    const logs: Record<string, LogEntry[]> = {
      'room-long': [{ kind: 'joined', seat: 0, at: 1 }, { kind: 'relink', link: 1, token: 'h1-new', at: 2 }, ...Array.from({ length: 3000 }, (_, n) => action(n))],
      'room-ended': [...Array.from({ length: 3000 }, (_, n) => action(n)), { kind: 'over', winners: [0], at: 5000 }, { kind: 'rematchRequested', seat: 0, at: 5001 }],
    };
    for (const [room, entries] of Object.entries(logs)) {
      await s.create(record(room));
      const pipeline = s.redis.pipeline(); // written behind the store's back: 6,000 appends one by one take long
      for (const entry of entries) pipeline.rpush(roomKeys('summary1:', room).log, JSON.stringify(entry));
      if (room === 'room-long') pipeline.rpush(roomKeys('summary1:', room).relinks, JSON.stringify(entries[1]));
      await pipeline.exec();
    }
    await s.close();
    const before = await sentBytes();
    const loaded = await (await open('summary1:')).load();
    const sent = (await sentBytes()) - before;
    expect(loaded.live).toEqual(['room-long']);
    expect(loaded.tokens?.get('room-long')).toEqual(['h0', 'h1-new', 'hs']);
    expect(loaded.finished).toEqual(['room-ended']);
    expect(loaded.finishedAt?.get('room-ended')).toBe(5001);
    expect(sent).toBeLessThan(50_000); // the logs are ~300 KB each (INFO itself answers a few KB)
  });

  it('a room stored before its replaced links were kept apart is read whole at load, its current links right', async () => {
    const s = await open('summary2:');
    await s.create(record('room-old'));
    for (const [n, entry] of [{ kind: 'joined', seat: 0, at: 1 } as const, { kind: 'relink', link: 0, token: 'h0-new', at: 2 } as const, action(2)].entries()) await s.append('room-old', entry, n);
    await s.redis.del(roomKeys('summary2:', 'room-old').relinks);
    await s.close();
    const loaded = await (await open('summary2:')).load();
    expect(loaded.live).toEqual(['room-old']);
    expect(loaded.tokens?.get('room-old')).toEqual(['h0-new', 'h1', 'hs']);
  });
});
