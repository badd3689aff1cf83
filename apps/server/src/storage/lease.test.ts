import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../testing/redis';
import { connectRedis, redisStorage, type RedisStorage } from './redis';
import type { RoomRecord } from './storage';
import { storedAction, storedRoom } from '../testing/stored';

// One writer per room (issue 27): a room's lease in Redis with a fencing token on every write.

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const record = (room: string): RoomRecord => storedRoom(room);
const action = storedAction;

async function storage(prefix: string, node: string, leaseMs: number, onLeaseLost?: (room: string) => void): Promise<RedisStorage> {
  const connected = await connectRedis(redis.url);
  if (!connected.ok) throw new Error(connected.error.message);
  return redisStorage(connected.value, { prefix, node, leaseMs, ...(onLeaseLost ? { onLeaseLost } : {}) });
}

describe('room leases in Redis', () => {
  it('a room read into one process cannot be written by another while the lease lives; released, the other takes it with a higher token', async () => {
    const a = await storage('lease1:', 'a', 5_000);
    const b = await storage('lease1:', 'b', 5_000);
    await a.create(record('room-lease'));
    expect((await a.read('room-lease')).ok).toBe(true);
    expect((await a.append('room-lease', action(0), 0)).ok).toBe(true);
    expect(await b.read('room-lease')).toMatchObject({ ok: false, error: { code: 'CONFLICT', owner: 'a' } });
    expect(await b.append('room-lease', action(1), 1)).toMatchObject({ ok: false, error: { code: 'CONFLICT', owner: 'a' } });
    expect(await b.snapshot('room-lease', '{}')).toMatchObject({ ok: false, error: { owner: 'a' } });
    expect(await b.remove('room-lease')).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const first = a.held.get('room-lease')!;
    await a.release('room-lease');
    const read = await b.read('room-lease');
    expect(read.ok && read.value.entries).toEqual([action(0)]);
    expect(Number(b.held.get('room-lease'))).toBeGreaterThan(Number(first));
    expect((await b.append('room-lease', action(1), 1)).ok).toBe(true);
    expect(await a.append('room-lease', action(2), 2)).toMatchObject({ ok: false, error: { owner: 'b' } });
    await a.close();
    await b.close();
  });

  it('an unjoined room that a seat joined through another process is not expired by the process that created it', async () => {
    const a = await storage('lease2:', 'a', 5_000);
    const b = await storage('lease2:', 'b', 5_000);
    await a.create(record('room-made'));
    expect((await b.read('room-made')).ok).toBe(true);
    expect((await b.append('room-made', { kind: 'joined', seat: 0, at: 2 }, 0)).ok).toBe(true);
    await b.release('room-made');
    expect(await a.remove('room-made', 'expired')).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect((await a.read('room-made')).ok).toBe(true);
    await a.close();
    await b.close();
  });

  it('a paused owner (SIGSTOP past its lease) cannot append when it wakes, even at the right length: another process took the room', async () => {
    const leaseMs = 600;
    const setup = await storage('lease3:', 'setup', leaseMs);
    await setup.create(record('room-pause'));
    await setup.close();
    const holderScript = fileURLToPath(new URL('../testing/lease-holder.ts', import.meta.url));
    const holder = spawn(process.execPath, ['--import', 'tsx', holderScript, redis.url, 'lease3:', 'room-pause', String(leaseMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = createInterface({ input: holder.stdout! })[Symbol.asyncIterator]();
    const next = async () => String((await lines.next()).value);
    try {
      expect(await next()).toBe('held');
      holder.stdin!.write(`0 ${JSON.stringify(action(0))}\n`);
      expect(JSON.parse(await next())).toEqual({ ok: true, value: undefined });
      holder.kill('SIGSTOP'); // a long GC pause, a frozen VM: no renewal, no write
      // Its last write made at length 1, about to be sent when it wakes.
      holder.stdin!.write(`1 ${JSON.stringify(action(1))}\n`);
      await new Promise((resolve) => setTimeout(resolve, leaseMs * 2.5));
      const lost: string[] = [];
      const taker = await storage('lease3:', 'taker', 10_000, (room) => lost.push(room));
      const taken = await taker.read('room-pause');
      expect(taken.ok && taken.value.entries).toEqual([action(0)]);
      holder.kill('SIGCONT');
      const late = JSON.parse(await next()) as { ok: boolean; error?: { code: string } };
      expect(late).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
      const after = await taker.read('room-pause');
      expect(after.ok && after.value.entries).toEqual([action(0)]); // the paused owner's entry is not there
      expect((await taker.append('room-pause', { kind: 'action', seat: 1, id: 'taker', action: { kind: 'endMove' }, at: 1, clock: null }, 1)).ok).toBe(true);
      expect(lost).toEqual([]);
      await taker.close();
    } finally {
      holder.kill('SIGKILL');
    }
  }, 30_000);

  it('a lease not renewed in time is lost: the holder is told (its master drops the room) and its writes are refused', async () => {
    const lost: string[] = [];
    const a = await storage('lease4:', 'a', 300, (room) => lost.push(room));
    const b = await storage('lease4:', 'b', 5_000);
    await a.create(record('room-lost'));
    expect((await a.read('room-lost')).ok).toBe(true);
    // Another process takes the room behind a's back (as when a's renewals could not reach Redis).
    await b.redis.del('lease4:{room-lost}:lease');
    expect((await b.read('room-lost')).ok).toBe(true);
    for (let i = 0; i < 50 && lost.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lost).toEqual(['room-lost']);
    expect(await a.append('room-lost', action(0), 0)).toMatchObject({ ok: false, error: { owner: 'b' } });
    await a.close();
    await b.close();
  });
});
