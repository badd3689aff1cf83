import type { ServerMessage } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { advance, createRoom, DUEL, join } from '../testing/client';
import { roomKeys } from '../storage/redis-layout';
import { useRedis, useServersOnRedis } from '../testing/redis-hooks';
import { startTestServer } from '../testing/server';

// A room's updates cross to another process only when that process holds some of its viewers
// (cluster/fanout.ts): one batch per update to each such process, with its viewers' messages only.

const redis = useRedis();

const { cleanup, servers, client } = useServersOnRedis(redis, 'fanout');

/** Every batch published to any process while the test runs: the channel and what it carried. */
async function watchBatches(prefix: string): Promise<{ channel: string; room: string; messages: [string, ServerMessage][] }[]> {
  const seen: { channel: string; room: string; messages: [string, ServerMessage][] }[] = [];
  const listener = redis.inspect.duplicate();
  listener.on('pmessage', (_pattern: string, channel: string, text: string) => seen.push({ channel, ...(JSON.parse(text) as { room: string; messages: [string, ServerMessage][] }) }));
  await listener.psubscribe(`${prefix}fanout:*`);
  cleanup.push(() => listener.disconnect());
  return seen;
}

const updates = (batches: Awaited<ReturnType<typeof watchBatches>>) => batches.flatMap((b) => b.messages.filter(([, m]) => m.type === 'update'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('updates across processes', () => {
  it('go only to a process holding viewers of the room: one batch per update with only its viewers, none once they leave', async () => {
    const { servers: [a, b], prefix } = await servers(2);
    const batches = await watchBatches(prefix);
    const room = await createRoom(a!.url, DUEL);
    const seats = [await client(a!.url), await client(a!.url)];
    for (const [seat, c] of seats.entries()) await join(c, room.room, room.seats[seat]!.invite.token);
    await advance(seats, () => seats[0]!.view!.version >= 4);
    // Both seats on the room's own process: nothing was published.
    expect(updates(batches)).toEqual([]);

    const watcher = await client(b!.url);
    await join(watcher, room.room, room.spectator.token);
    const from = watcher.view!.version;
    await advance([...seats, watcher], () => seats[0]!.view!.version >= from + 6);
    const sent = updates(batches);
    // Each update after the spectator's join crossed once, to its process only, as the spectator's
    // message (the first may have gone before the owner heard of the spectator: the join's second look brought it).
    expect(sent.map(([viewer]) => viewer)).toEqual(sent.map(() => 'spectator'));
    expect(new Set(batches.map((x) => x.channel)).size).toBe(1);
    const last = seats[0]!.view!.version;
    const first = last - sent.length + 1;
    expect(first === from + 1 || first === from + 2).toBe(true);
    expect(sent.map(([, m]) => (m.type === 'update' ? m.version : -1))).toEqual(Array.from({ length: sent.length }, (_, i) => first + i));
    expect(watcher.view!.version).toBe(last);

    watcher.close();
    // Its process withdraws the spectator: the field leaves Redis, then the room's owner hears of it.
    const here = `${prefix}{${room.room}}:here`;
    for (let i = 0; i < 200 && (await redis.inspect.hkeys(here)).some((name) => name.endsWith('/spectator')); i++) await sleep(20);
    await sleep(500);
    const before = updates(batches).length;
    await advance(seats, () => seats[0]!.view!.version >= from + 10);
    expect(updates(batches).length).toBe(before);
  }, 60_000);

  it('a viewer on a third process keeps getting the updates after its room moves to another process, without joining again', async () => {
    // The owner stays up but loses its lease (as after a long pause): a process that stops is
    // noticed by the others, which hang up the connections they served through it (forward.ts
    // watch), so only a live owner's move leaves a viewer where it was.
    const { servers: [a, c], prefix } = await servers(2);
    const room = await createRoom(a!.url, DUEL);
    const seats = [await client(a!.url), await client(a!.url)];
    for (const [seat, s] of seats.entries()) await join(s, room.room, room.seats[seat]!.invite.token);
    const watcher = await client(c!.url);
    await join(watcher, room.room, room.spectator.token);
    await advance([...seats, watcher], () => seats[0]!.view!.version >= 4);

    // The owner's lease is gone: the seats come back through a process started since, which never
    // heard the spectator arrive: it learns of it from Redis as it reads the room.
    await redis.inspect.del(roomKeys(prefix, room.room).lease);
    const b = await startTestServer({ redisUrl: redis.url, redisPrefix: prefix, leaseMs: 2_000 });
    cleanup.push(() => b.stop());
    const back = [await client(b.url), await client(b.url)];
    for (const [seat, s] of back.entries()) await join(s, room.room, room.seats[seat]!.invite.token);
    expect(b.master.has(room.room)).toBe(true);
    const at = back[0]!.view!.version;
    await advance([...back, watcher], () => back[0]!.view!.version >= at + 6);
    expect(watcher.view!.version).toBe(back[0]!.view!.version);
  }, 60_000);
});
