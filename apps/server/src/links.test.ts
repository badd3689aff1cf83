import { RoomSetupSchema, type ServerMessage } from '@senjutsu/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './log';
import { createMaster } from './master/master';
import { memoryStorage } from './storage/memory';
import { advance, connect, createRoom, DUEL, join, nextId, playTogether, type Client } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue 21: a seat's invite link can be replaced. The old token stops working at once (also after
// a restart: the replacement is stored), the seat's other connections are told and closed, and
// nobody but the seat itself may replace its link (any seat may replace the spectators').

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

async function server(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const s = await startTestServer(overrides);
  cleanup.push(() => s.stop());
  return s;
}

async function client(url: string): Promise<Client> {
  const c = await connect(url, { record: true });
  cleanup.push(() => c.close());
  return c;
}

/** Resolves when the client's socket is closed by the server. */
const closed = (c: Client): Promise<string> => new Promise((resolve) => (c.socket.disconnected ? resolve('closed') : c.socket.once('disconnect', resolve)));

const refusal = async (c: Client, room: string, token: string) => {
  const answer = await c.request({ type: 'join', id: nextId('join'), room, token });
  return answer.type === 'error' ? answer.code : answer.type;
};

async function newLink(c: Client, msg: { type: 'replaceLink'; seat: number } | { type: 'replaceSpectatorLink' }): Promise<Extract<ServerMessage, { type: 'newLink' }>> {
  const answer = await c.request({ ...msg, id: nextId('relink') });
  if (answer.type !== 'newLink') throw new Error(`link not replaced: ${JSON.stringify(answer)}`);
  return answer;
}

describe('replacing an invite link (issue 21)', () => {
  it('the old token is refused at once, the seat\'s other tab is told and closed, the replacing tab plays on', async () => {
    const s = await server();
    const created = await createRoom(s.url, DUEL);
    const [tokenA, tokenB] = created.seats.map((seat) => seat.invite.token);
    const [here, otherTab, opponent] = [await client(s.url), await client(s.url), await client(s.url)];
    await join(here, created.room, tokenA!);
    await join(otherTab, created.room, tokenA!);
    await join(opponent, created.room, tokenB!);
    const otherClosed = closed(otherTab);

    const replaced = await newLink(here, { type: 'replaceLink', seat: 0 });
    expect(replaced).toMatchObject({ room: created.room, link: 0 });
    expect(replaced.token).not.toBe(tokenA);
    expect(await otherClosed).toBe('io server disconnect');
    expect(otherTab.received.at(-1)).toEqual({ type: 'linkReplaced', room: created.room, link: 0 });
    // Nobody else is told: the opponent's connection never hears of it.
    expect(opponent.received.some((m) => m.type === 'linkReplaced')).toBe(false);

    const late = await client(s.url);
    expect(await refusal(late, created.room, tokenA!)).toBe('BAD_TOKEN');
    expect((await join(late, created.room, replaced.token)).as).toBe(0);
    // The tab that replaced the link is still in the room and plays on.
    expect(here.socket.connected).toBe(true);
    await advance([here, opponent, late], () => (here.view?.version ?? 0) >= 2);
  });

  it('a seat cannot replace another seat\'s link, a spectator none; any seat may replace the spectators\'', async () => {
    const s = await server();
    const created = await createRoom(s.url, DUEL);
    const [tokenA, tokenB] = created.seats.map((seat) => seat.invite.token);
    const [a, b, watcher] = [await client(s.url), await client(s.url), await client(s.url)];
    await join(a, created.room, tokenA!);
    await join(b, created.room, tokenB!);
    await join(watcher, created.room, created.spectator.token);

    expect(await b.request({ type: 'replaceLink', id: nextId('steal'), seat: 0 })).toMatchObject({ type: 'error', code: 'NOT_YOUR_LINK' });
    expect(await b.request({ type: 'replaceLink', id: nextId('steal'), seat: 5 })).toMatchObject({ type: 'error', code: 'NOT_YOUR_LINK' });
    expect(await watcher.request({ type: 'replaceLink', id: nextId('steal'), seat: 0 })).toMatchObject({ type: 'error', code: 'SPECTATOR' });
    expect(await watcher.request({ type: 'replaceSpectatorLink', id: nextId('steal') })).toMatchObject({ type: 'error', code: 'SPECTATOR' });
    // Seat 0's link still works: nothing was replaced.
    expect(a.socket.connected).toBe(true);
    expect((await join(await client(s.url), created.room, tokenA!)).as).toBe(0);

    const watcherClosed = closed(watcher);
    const spectators = await newLink(b, { type: 'replaceSpectatorLink' });
    expect(spectators.link).toBe('spectator');
    await watcherClosed;
    expect(watcher.received.at(-1)).toEqual({ type: 'linkReplaced', room: created.room, link: 'spectator' });
    expect(a.socket.connected && b.socket.connected).toBe(true);
    const late = await client(s.url);
    expect(await refusal(late, created.room, created.spectator.token)).toBe('BAD_TOKEN');
    expect((await join(late, created.room, spectators.token)).as).toBe('spectator');
  });

  it('after a restart the old tokens stay refused and the new ones open the seats: a game in play (snapshot past the replacement) and a finished one', async () => {
    const first = await server({ snapshotEvery: 2 });
    // A game in play: seat 1's link replaced at version 1, then played on so that a snapshot covers the replacement.
    const live = await createRoom(first.url, DUEL);
    const [a, b] = [await client(first.url), await client(first.url)];
    await join(a, live.room, live.seats[0]!.invite.token);
    await join(b, live.room, live.seats[1]!.invite.token);
    await advance([a, b], () => (a.view?.version ?? 0) >= 1);
    const liveNew = await newLink(b, { type: 'replaceLink', seat: 1 });
    await advance([a, b], () => (a.view?.version ?? 0) >= 5);
    // A finished game whose seat 0 and spectator links are replaced after its end.
    const done = await createRoom(first.url, DUEL);
    const players = [await client(first.url), await client(first.url)];
    for (const [seat, p] of players.entries()) await join(p, done.room, done.seats[seat]!.invite.token);
    const played = await playTogether(players, { seedOf: (seat) => 21 + seat, maxVersion: 2_000 });
    expect(played.errors).toEqual([]);
    const after = await client(first.url);
    expect((await join(after, done.room, done.seats[0]!.invite.token)).status.result).not.toBeNull();
    const doneNew = await newLink(after, { type: 'replaceLink', seat: 0 });
    const doneSpectators = await newLink(after, { type: 'replaceSpectatorLink' });
    await first.stop({ keepData: true });

    const second = await server({ dataDir: first.dataDir });
    const c = await client(second.url);
    // The new links first: the rooms are still unread, known only by the token hashes their files leave in force.
    expect(second.master.stats()).toMatchObject({ rooms: 0 });
    const rejoined = await join(c, live.room, liveNew.token);
    expect(rejoined).toMatchObject({ as: 1, view: { version: 5 } });
    expect((await join(c, done.room, doneNew.token)).as).toBe(0);
    expect((await join(c, done.room, doneSpectators.token)).as).toBe('spectator');
    // Read back (from the snapshot and the log after it), the rooms refuse the old ones.
    expect(await refusal(c, live.room, live.seats[1]!.invite.token)).toBe('BAD_TOKEN');
    expect(await refusal(c, done.room, done.seats[0]!.invite.token)).toBe('BAD_TOKEN');
    expect(await refusal(c, done.room, done.spectator.token)).toBe('BAD_TOKEN');
    // The links not replaced still work.
    expect((await join(c, live.room, live.seats[0]!.invite.token)).as).toBe(0);
    expect((await join(c, done.room, done.seats[1]!.invite.token)).as).toBe(1);
  });
});

describe('replacing a link in the master', () => {
  const masterWith = (retentionDays?: number) => {
    const storage = memoryStorage();
    const options = retentionDays === undefined ? {} : { retentionDays };
    const master = createMaster({ storage, transport: { broadcast: () => {} }, logger: createLogger('silent'), now: () => 1_000, maxRooms: 10, ...options });
    return { master, storage };
  };

  it('a storage failure replaces nothing: the old token still opens the seat', async () => {
    const { master, storage } = masterWith();
    const created = await master.createRoom(RoomSetupSchema.parse(DUEL));
    if (!created.ok) throw new Error(created.error.message);
    const { room, seatTokens } = created.value;
    expect(await master.authenticate(room, seatTokens[0]!)).toEqual({ ok: true, viewer: 0 }); // the seat's connection, which asks for the new link
    storage.failNext(1);
    expect(await master.replaceLink(room, 0, 0, 'r1')).toMatchObject({ type: 'error', code: 'STORAGE_FAILED' });
    expect(await master.authenticate(room, seatTokens[0]!)).toEqual({ ok: true, viewer: 0 });
    expect(master.holdsLink(room, 0, seatTokens[0]!)).toBe(true);
    const replaced = await master.replaceLink(room, 0, 0, 'r2');
    if (replaced.type !== 'newLink') throw new Error(JSON.stringify(replaced));
    expect(master.holdsLink(room, 0, seatTokens[0]!)).toBe(false);
    expect(master.holdsLink(room, 0, replaced.token)).toBe(true);
    expect((await master.authenticate(room, seatTokens[0]!)).ok).toBe(false);
  });

  it('the join answer tells the retention of finished games when the server has one', async () => {
    for (const [days, told] of [[7, 7], [undefined, undefined]] as const) {
      const { master } = masterWith(days);
      const created = await master.createRoom(RoomSetupSchema.parse(DUEL));
      if (!created.ok) throw new Error(created.error.message);
      expect(await master.authenticate(created.value.room, created.value.seatTokens[0]!)).toEqual({ ok: true, viewer: 0 }); // a join checks the link first
      const joined = master.joined(created.value.room, 0, 'j1', undefined);
      expect(joined.type).toBe('joined');
      expect(joined.type === 'joined' ? joined.retentionDays : null).toBe(told);
    }
  });
});
