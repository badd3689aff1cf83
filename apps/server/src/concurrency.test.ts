import type { ServerMessage } from '@senjutsu/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { ackOf, advance, connect, createRoom, DUEL, join, type Answer, type Client } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue #5: two clients acting at the same instant; a duplicate action id.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function duelAtSelect(): Promise<{ server: TestServer; a: Client; b: Client; spectator: Client }> {
  const server = await startTestServer({}, { newSeed: () => 'concurrency' });
  cleanup.push(() => server.stop());
  const room = await createRoom(server.url, DUEL);
  const clients: Client[] = [];
  for (const token of [room.seats[0]!.invite.token, room.seats[1]!.invite.token, room.spectator.token]) {
    const c = await connect(server.url, { record: true });
    cleanup.push(() => c.close());
    await join(c, room.room, token);
    clients.push(c);
  }
  const [a, b, spectator] = clients as [Client, Client, Client];
  await advance([a, b, spectator], () => a.view?.step === 'select');
  return { server, a, b, spectator };
}

const updates = (c: Client, after: number) => c.received.filter((m): m is Extract<ServerMessage, { type: 'update' }> => m.type === 'update' && m.version > after);

describe('concurrent actions', () => {
  it('both seats choose at the same instant: both acknowledged, one reveal, every connection sees every version once', async () => {
    const { a, b, spectator } = await duelAtSelect();
    const version = a.view!.version;
    // Both messages leave before either answer comes back.
    const [ackA, ackB] = await Promise.all([
      a.request({ type: 'action', id: 'same-instant-a', version, action: a.view!.decisions[0]!.options[0]! }),
      b.request({ type: 'action', id: 'same-instant-b', version, action: b.view!.decisions[0]!.options[0]! }),
    ]);
    expect([ackA.type, ackB.type]).toEqual(['ack', 'ack']);
    const versions = [ackA, ackB].map((x) => (x as Extract<Answer, { type: 'ack' }>).version).sort();
    expect(versions).toEqual([version + 1, version + 2]);
    for (let i = 0; i < 100 && [a, b, spectator].some((c) => updates(c, version).length < 2); i++) await new Promise((r) => setTimeout(r, 10));
    for (const c of [a, b, spectator]) {
      const seen = updates(c, version);
      expect(seen.map((u) => u.version)).toEqual([version + 1, version + 2]);
      expect(seen.flatMap((u) => u.events).filter((e) => e.kind === 'revealed')).toHaveLength(1);
      // The reveal comes only with the second choice.
      expect(seen[0]!.events.map((e) => e.kind)).toEqual(['selected']);
    }
  });

  it('the same action id sent twice at once is applied once; the copy is acknowledged as a duplicate', async () => {
    const { a, b } = await duelAtSelect();
    const version = a.view!.version;
    const msg = { type: 'action', id: 'twice', version, action: a.view!.decisions[0]!.options[0]! };
    // Both copies leave at once; the client sees two answers for one id.
    const answers: Answer[] = [];
    const unlisten = a.listen((m) => {
      const answer = m.type === 'update' && m.ack !== undefined ? ackOf(m) : m; // the first ack rides in the update
      if ((answer.type === 'ack' || answer.type === 'error') && answer.id === 'twice') answers.push(answer as Answer);
    });
    a.raw('msg', msg);
    a.raw('msg', msg);
    for (let i = 0; i < 200 && answers.length < 2; i++) await new Promise((r) => setTimeout(r, 5));
    unlisten();
    expect(answers).toEqual([
      { type: 'ack', id: 'twice', version: version + 1, duplicate: false },
      { type: 'ack', id: 'twice', version: version + 1, duplicate: true },
    ]);
    for (let i = 0; i < 100 && b.view!.version < version + 1; i++) await new Promise((r) => setTimeout(r, 5));
    expect(updates(b, version).map((u) => u.version)).toEqual([version + 1]);
    expect(b.view!.seats[0]!.hasSelected).toBe(true);
  });
});
