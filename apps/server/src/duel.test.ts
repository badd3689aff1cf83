import { afterEach, describe, expect, it } from 'vitest';
import { connect, createRoom, DUEL, nextId, playRandomly, seededRandom, type Client } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue #5: two scripted clients play a full duel to a finish through the protocol.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function server(): Promise<TestServer> {
  const s = await startTestServer();
  cleanup.push(() => s.stop());
  return s;
}

async function client(url: string): Promise<Client> {
  const c = await connect(url, { record: true });
  cleanup.push(() => c.close());
  return c;
}

describe('a duel through the protocol', () => {
  it('two bots play a whole duel to its result, every action acknowledged', async () => {
    const s = await server();
    const room = await createRoom(s.url, DUEL);
    const [a, b] = [await client(s.url), await client(s.url)];
    for (const [c, seat] of [[a, 0], [b, 1]] as const) {
      const joined = await c.request({ type: 'join', id: nextId(), room: room.room, token: room.seats[seat]!.invite.token });
      expect(joined.type).toBe('joined');
      if (joined.type === 'joined') expect(joined.as).toBe(seat);
    }
    const bots = [playRandomly(a, { random: seededRandom(1) }), playRandomly(b, { random: seededRandom(2) })];
    await Promise.all(bots.map((x) => x.done));
    expect(a.status?.result?.reason).toBe('rules');
    expect(a.status?.result?.winners.length).toBe(1);
    expect(b.status?.result).toEqual(a.status?.result);
    // Both saw the same final version, and it counts exactly the acknowledged actions.
    expect(a.view?.version).toBe(bots[0]!.actions + bots[1]!.actions);
    expect(b.view?.version).toBe(a.view?.version);
    expect(a.view?.winners).toEqual(a.status?.result?.winners);
    // Issue 13 item 7: each action is acknowledged inside the acting seat's update (one message,
    // not two): every update of a seat's own action carries its id, no separate ack is sent, and
    // the other seat's updates carry none.
    for (const [c, bot] of [[a, bots[0]!], [b, bots[1]!]] as const) {
      const own = c.received.filter((m) => m.type === 'update' && m.ack !== undefined);
      expect(own.length).toBe(bot.actions);
      expect(c.received.filter((m) => m.type === 'ack')).toEqual([]);
    }
    const ids = (c: Client) => new Set(c.received.flatMap((m) => (m.type === 'update' && m.ack !== undefined ? [m.ack] : [])));
    const [idsA, idsB] = [ids(a), ids(b)];
    expect([...idsA].some((id) => idsB.has(id))).toBe(false);
  });
});
