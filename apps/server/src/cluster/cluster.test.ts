import { LogEntrySchema } from '../storage/storage';
import { describe, expect, it } from 'vitest';
import { createRoom, DUEL, nextId, playRandomly, seededRandom, type Answer } from '../testing/client';
import { useRedis, useServersOnRedis } from '../testing/redis-hooks';

/** RATE_LIMITED: the server pacing a bot faster than 20 messages/s (the bot backs off and goes on). */
const paced = (answer: Answer) => answer.type === 'error' && answer.code === 'RATE_LIMITED';

// Several server processes on one Redis (issue 27): a room is played by one process (its lease);
// connections landing on another are served through it, and every update reaches them.

const redis = useRedis();

const { servers, client, cleanup } = useServersOnRedis(redis, 'cluster');

const storedLog = async (prefix: string, room: string) => (await redis.inspect.lrange(`${prefix}{${room}}:log`, 0, -1)).map((line) => LogEntrySchema.parse(JSON.parse(line)));

describe('several processes on one Redis', () => {
  it('seats and a spectator on two processes play a whole duel: one process writes, the other forwards, everyone gets every update', async () => {
    const { servers: [a, b], prefix } = await servers(2);
    // The owner's answers to forwarded messages: a forwarded action's acknowledgement rides in the
    // seat's update (its batch), with no answer of its own.
    const answers: { type: string }[] = [];
    const listener = redis.inspect.duplicate();
    listener.on('pmessage', (_pattern: string, _channel: string, text: string) => {
      const { answer } = JSON.parse(text) as { answer?: { answer?: { type: string } | null } };
      if (answer?.answer != null) answers.push(answer.answer);
    });
    await listener.psubscribe(`${prefix}node:*`);
    cleanup.push(() => listener.disconnect());
    const room = await createRoom(b!.url, DUEL); // created on one process...
    const [seat0, seat1, watcher] = [await client(a!.url), await client(b!.url), await client(b!.url)];
    const joins = [
      await seat0.request({ type: 'join', id: nextId(), room: room.room, token: room.seats[0]!.invite.token }), // ...played by the one its first seat joined
      await seat1.request({ type: 'join', id: nextId(), room: room.room, token: room.seats[1]!.invite.token }),
      await watcher.request({ type: 'join', id: nextId(), room: room.room, token: room.spectator.token }),
    ];
    expect(joins.map((j) => (j.type === 'joined' ? j.as : j))).toEqual([0, 1, 'spectator']);
    const owner = await redis.inspect.hget(`${prefix}{${room.room}}:lease`, 'owner');
    expect(a!.master.has(room.room)).toBe(true);
    expect(b!.master.has(room.room)).toBe(false);
    const bots = [playRandomly(seat0, { random: seededRandom(1) }), playRandomly(seat1, { random: seededRandom(2) })];
    await Promise.all(bots.map((x) => x.done));
    expect(bots.flatMap((x) => x.errors).filter((e) => !paced(e))).toEqual([]); // the server pacing a full-speed bot is no error (testing/client.ts)
    expect(seat0.status?.result?.reason).toBe('rules');
    const actions = bots[0]!.actions + bots[1]!.actions;
    for (const c of [seat0, seat1]) expect(c.view?.version).toBe(actions);
    for (let i = 0; i < 100 && watcher.view?.version !== actions; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watcher.view?.version).toBe(actions);
    expect(watcher.status?.result).toEqual(seat0.status?.result);
    // The stored log holds exactly the acknowledged actions, and the lease never changed hands.
    expect((await storedLog(prefix, room.room)).filter((e) => e.kind === 'action')).toHaveLength(actions);
    expect(await redis.inspect.hget(`${prefix}{${room.room}}:lease`, 'owner')).toBe(owner);
    expect(bots[1]!.actions).toBeGreaterThan(5);
    expect(answers.filter((answer) => answer.type === 'ack')).toEqual([]);
    expect(answers.filter((answer) => answer.type === 'joined').length).toBeGreaterThan(0); // the listener heard the answers
  }, 120_000);

  it('simultaneous selections arriving at two processes at once never race: each is applied once, in one order, on one writer', async () => {
    const { servers: [a, b], prefix } = await servers(2);
    let rounds = 0;
    for (let game = 0; game < 4; game++) {
      const room = await createRoom(a!.url, DUEL);
      const seats = [await client(a!.url), await client(b!.url)];
      // Half the games are played by the process the second seat is on.
      const order = game % 2 === 0 ? [0, 1] : [1, 0];
      for (const seat of order) await seats[seat]!.request({ type: 'join', id: nextId(), room: room.room, token: room.seats[seat]!.invite.token });
      // Play on; whenever both seats face a decision at the same version (the simultaneous card
      // choice), both send at the same instant, each to its own process.
      const settle = async (version: number) => {
        for (let i = 0; i < 200 && seats.some((c) => c.view!.version < version); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      for (let step = 0, together = 0; step < 80 && together < 3; step++) {
        const acting = seats.filter((c) => c.view!.decisions.length > 0);
        if (acting.length === 0) break;
        const sent = await Promise.all(acting.map((c) => c.request({ type: 'action', id: nextId('sim'), version: c.view!.version, action: c.view!.decisions[0]!.options[0]! })));
        expect(sent.map((m) => m.type)).toEqual(acting.map(() => 'ack'));
        const versions = sent.map((m) => (m.type === 'ack' ? m.version : -1));
        if (acting.length === 2) {
          expect(new Set(versions).size).toBe(2); // two versions: one applied after the other
          together++;
          rounds++;
        }
        await settle(Math.max(...versions));
      }
      expect(seats[0]!.view).toMatchObject({ version: seats[1]!.view!.version });
      const log = await storedLog(prefix, room.room);
      expect(log.filter((e) => e.kind === 'action')).toHaveLength(seats[0]!.view!.version);
    }
    expect(rounds).toBeGreaterThan(4);
  }, 120_000);
});
