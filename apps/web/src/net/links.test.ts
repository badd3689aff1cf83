import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect as connectBot, createRoom, DUEL, join as joinBot, nextId, playTogether, type Client } from '../../../server/src/testing/client';
import { startTestServer, type TestServer } from '../../../server/src/testing/server';
import { useStore } from '../store';
import { DEFAULT_RETENTION_DAYS, expiresAt, forgetExpired, forgetGame, noteFinished } from './saved';
import { connect, disconnect, replaceLink } from './socket';
import { rememberedRooms, rememberedToken, rememberToken, takeToken } from './tokens';

// Issue 21 / 22 in the page's own code: replacing the seat's link from the page (the new token is
// kept for reloads and reconnects, the seat's other connection is told), being told that another
// tab replaced it (the page stops, and does not come back with the old link), a link the server
// refuses (forgotten: not one of "your games"), and saved links expiring with the server's retention.

const until = async (what: string, ok: () => boolean, ms = 20_000) => {
  for (const start = Date.now(); !ok(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
  }
};

/** The browser's localStorage, as far as the page uses it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

let servers: TestServer[] = [];
let bots: Client[] = [];
beforeEach(() => {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: memoryStorage() }));
  vi.stubGlobal('navigator', { onLine: true, languages: ['en'] });
});
afterEach(async () => {
  disconnect();
  for (const b of bots.splice(0)) b.close();
  for (const s of servers.splice(0)) await s.stop();
  vi.unstubAllGlobals();
});

async function server(): Promise<TestServer> {
  const s = await startTestServer();
  servers.push(s);
  return s;
}
async function bot(url: string): Promise<Client> {
  const b = await connectBot(url, { record: true });
  bots.push(b);
  return b;
}
const joined = () => useStore.getState().connection === 'connected' && useStore.getState().view !== null;

describe('invite links in the page', () => {
  it('replaces its own link: the new token is saved and used to reconnect, the seat\'s other tab is told', async () => {
    const s = await server();
    const room = await createRoom(s.url, DUEL);
    const old = room.seats[0]!.invite.token;
    const otherTab = await bot(s.url);
    await joinBot(otherTab, room.room, old);
    rememberToken(room.room, old);
    connect(room.room, old, s.url);
    await until('the join', joined);

    replaceLink(0);
    await until('the new link', () => useStore.getState().newLink !== null);
    const made = useStore.getState().newLink!;
    expect(made).toMatchObject({ room: room.room, link: 0 });
    expect(made.token).not.toBe(old);
    expect(rememberedToken(room.room)).toBe(made.token);
    await until('the other tab told', () => otherTab.received.some((m) => m.type === 'linkReplaced'));
    expect(useStore.getState().link).toBe('ok');

    // The spectators' link too: a seat may replace it; the page's own seat link stays.
    replaceLink('spectator');
    await until('the spectators\' link', () => useStore.getState().newLink?.link === 'spectator');
    expect(rememberedToken(room.room)).toBe(made.token);

    // A reconnect (the server restarted) joins with the new token, not the one the page opened with.
    const port = Number(new URL(s.url).port);
    await s.stop({ keepData: true });
    servers = [];
    await until('the page noticing', () => useStore.getState().connection !== 'connected');
    servers.push(await startTestServer({ dataDir: s.dataDir, port }));
    await until('the rejoin with the new link', joined);
    expect(useStore.getState().viewer).toBe(0);
    expect(useStore.getState().link).toBe('ok');
  });

  it('told that another tab replaced its link, it stops and stays away; the old link is then refused as bad and kept out of "your games"', async () => {
    const s = await server();
    const room = await createRoom(s.url, DUEL);
    const old = room.seats[1]!.invite.token;
    const otherDevice = await bot(s.url);
    await joinBot(otherDevice, room.room, old);
    rememberToken(room.room, old);
    connect(room.room, old, s.url);
    await until('the join', joined);

    const answer = await otherDevice.request({ type: 'replaceLink', id: nextId('relink'), seat: 1 });
    expect(answer.type).toBe('newLink');
    await until('the page told', () => useStore.getState().link === 'replaced');
    await new Promise((r) => setTimeout(r, 1_000)); // time to come back, if it wrongly tried
    expect(useStore.getState().connection).toBe('offline');
    expect(useStore.getState().link).toBe('replaced');

    // Opened again (another visit) with the old link: refused, and forgotten in this browser.
    connect(room.room, old, s.url);
    await until('the refusal', () => useStore.getState().link === 'bad');
    expect(useStore.getState().error?.code).toBe('BAD_TOKEN');
    expect(rememberedToken(room.room)).toBeNull();
    expect(rememberedRooms()).toEqual([]);
  });

  it('a wrong link opened for a game this browser plays does not cost it the right one', async () => {
    const s = await server();
    const room = await createRoom(s.url, DUEL);
    const right = room.seats[0]!.invite.token;
    const wrong = 'W'.repeat(43);
    rememberToken(room.room, right);
    Object.assign(window, { location: { hash: `#t=${wrong}`, pathname: `/game/${room.room}` }, history: { replaceState: () => {} } });
    expect(takeToken(room.room)).toBe(wrong);
    connect(room.room, wrong, s.url);
    await until('the refusal', () => useStore.getState().link === 'bad');
    expect(rememberedToken(room.room)).toBe(right);
    // The right one opens it, and from then on a refusal of it forgets the game.
    connect(room.room, right, s.url);
    await until('the join', joined);
    expect(rememberedRooms()).toEqual([room.room]);
  });

  it('a refused link does not forget a newer one this browser holds for the room', async () => {
    const s = await server();
    const room = await createRoom(s.url, DUEL);
    const wrong = 'W'.repeat(43);
    rememberToken(room.room, room.seats[0]!.invite.token);
    connect(room.room, wrong, s.url);
    await until('the refusal', () => useStore.getState().link === 'bad');
    expect(rememberedToken(room.room)).toBe(room.seats[0]!.invite.token);
  });
});

describe('saved games expire with the server\'s retention', () => {
  const DAY = 86_400_000;
  it('a game seen over gets its expiry (the server\'s default when it does not say); one in play none', async () => {
    const s = await server();
    const [done, live] = [await createRoom(s.url, DUEL), await createRoom(s.url, DUEL)];
    const players = [await bot(s.url), await bot(s.url)];
    for (const [seat, p] of players.entries()) await joinBot(p, done.room, done.seats[seat]!.invite.token);
    expect((await playTogether(players, { seedOf: (seat) => 5 + seat, maxVersion: 2_000 })).errors).toEqual([]);

    connect(live.room, live.seats[0]!.invite.token, s.url);
    await until('the join', joined);
    expect(expiresAt(live.room)).toBeNull();
    const before = Date.now();
    connect(done.room, done.seats[0]!.invite.token, s.url);
    await until('the join', () => joined() && useStore.getState().status?.result != null);
    const expires = expiresAt(done.room)!;
    expect(expires).toBeGreaterThanOrEqual(before + DEFAULT_RETENTION_DAYS * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + DEFAULT_RETENTION_DAYS * DAY);
  });

  it('a finished game\'s link is dropped once the retention after its end has passed; forgetting removes everything', () => {
    for (const room of ['roomAAAA1', 'roomBBBB2', 'roomCCCC3', 'roomDDDD4']) rememberToken(room, 'T'.repeat(43));
    const t0 = 1_000 * DAY;
    noteFinished('roomAAAA1', 7, t0);
    noteFinished('roomAAAA1', 7, t0 + 5 * DAY); // seen over again later: the first sighting counts
    noteFinished('roomBBBB2', undefined, t0); // the server did not say: its default
    noteFinished('roomCCCC3', null, t0); // the server keeps finished games
    // roomDDDD4 is still being played: it never expires on its own.
    expect(expiresAt('roomAAAA1')).toBe(t0 + 7 * DAY);
    expect(expiresAt('roomBBBB2')).toBe(t0 + DEFAULT_RETENTION_DAYS * DAY);
    expect(expiresAt('roomCCCC3')).toBeNull();

    expect(forgetExpired(t0 + 7 * DAY - 1)).toEqual([]);
    expect(forgetExpired(t0 + 7 * DAY)).toEqual(['roomAAAA1']);
    expect(rememberedRooms()).toEqual(['roomBBBB2', 'roomCCCC3', 'roomDDDD4']);
    expect(forgetExpired(t0 + 10_000 * DAY)).toEqual(['roomBBBB2']);
    expect(rememberedRooms()).toEqual(['roomCCCC3', 'roomDDDD4']);

    forgetGame('roomCCCC3');
    expect(rememberedRooms()).toEqual(['roomDDDD4']);
    expect(window.localStorage.length).toBe(1); // nothing of the forgotten games is left
  });
});
