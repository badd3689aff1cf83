import { afterAll, describe, expect, it } from 'vitest';
import { advance, connect, createRoom, DUEL, join, type Client } from '../testing/client';
import { startNginx, type RunningNginx } from '../testing/nginx';
import { useRedis, useServersOnRedis } from '../testing/redis-hooks';

// Issue 27: a room is played where its seats connect. The documented setup for several processes
// (docs/hosting.md): the shipped deploy/nginx.conf, whose upstream hashes `$arg_room`, in front of
// two server processes on one Redis. Every connection names its room in the handshake's query (as
// the page does), so both seats of a room reach one process, which takes the room's lease at the
// first join and serves them itself: no message is forwarded to another process, no update batch
// crosses Redis. (WORKERS=N's primary does the same: workers.test.ts.)

const redis = useRedis();
const { cleanup, servers } = useServersOnRedis(redis, 'affinity');
let nginx: RunningNginx | undefined;
afterAll(async () => nginx?.stop());

describe('connections of one room behind nginx (hash $arg_room)', () => {
  it('reach the one process that plays the room, which serves them without forwarding', async () => {
    const { servers: [a, b], prefix } = await servers(2);
    nginx = await startNginx([a!.port, b!.port]);
    // Whatever crosses Redis between processes: forwarded messages and their answers, update batches.
    const crossed: string[] = [];
    const listener = redis.inspect.duplicate();
    listener.on('pmessage', (_pattern: string, channel: string) => crossed.push(channel));
    await listener.psubscribe(`${prefix}node:*`, `${prefix}fanout:*`);
    cleanup.push(() => listener.disconnect());

    const playedBy = (room: string) => [a!, b!].filter((s) => s.master.has(room));
    const rooms: { room: string; seats: Client[] }[] = [];
    // Rooms (created on either process; creation takes no lease) until each process plays two.
    for (let i = 0; i < 40 && [a!, b!].some((s) => rooms.filter((r) => s.master.has(r.room)).length < 2); i++) {
      const created = await createRoom((i % 2 === 0 ? a! : b!).url, DUEL);
      const seats: Client[] = [];
      for (const seat of [0, 1]) {
        const c = await connect(nginx.url, { room: created.room, transports: (i + seat) % 2 === 0 ? ['polling'] : ['websocket'] });
        cleanup.push(() => c.close());
        seats.push(c);
        await join(c, created.room, created.seats[seat]!.invite.token);
      }
      rooms.push({ room: created.room, seats });
    }
    for (const s of [a!, b!]) expect(rooms.filter((r) => s.master.has(r.room)).length).toBeGreaterThanOrEqual(2);
    // A few actions in every room.
    for (const { seats } of rooms) await advance(seats, () => seats[0]!.view!.version >= 4);
    for (const { room, seats } of rooms) {
      expect(playedBy(room)).toHaveLength(1);
      expect(seats.map((c) => c.view?.version)).toEqual([seats[0]!.view!.version, seats[0]!.view!.version]);
    }
    expect(crossed).toEqual([]);
  }, 60_000);
});
