import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect as connectBot, createRoom, DUEL, join as joinBot, type Client } from '../../../server/src/testing/client';
import { startTestServer, type TestServer } from '../../../server/src/testing/server';
import { useStore } from '../store';
import { connect, disconnect, sendAction } from './socket';

// The page's connection against a real server (test content): it joins with the seat's token,
// keeps the view and the events, shows the connection state, and when the server goes away and
// comes back it rejoins with `since`, receives the events it missed, and sends the action it made
// while away (kept with its id) once joined again.

// The page's socket, to cut it as a dropped network would.
const sockets: Socket[] = [];
vi.mock('socket.io-client', async (original) => {
  const real = await original<typeof import('socket.io-client')>();
  return { ...real, io: (...args: Parameters<typeof real.io>) => { const socket = real.io(...args); sockets.push(socket); return socket; } };
});

const until = async (what: string, ok: () => boolean, ms = 20_000) => {
  for (const start = Date.now(); !ok(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
  }
};

let servers: TestServer[] = [];
let bots: Client[] = [];
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', { onLine: true, languages: ['en'] });
});
afterEach(async () => {
  disconnect();
  for (const b of bots.splice(0)) b.close();
  for (const s of servers.splice(0)) await s.stop();
  vi.unstubAllGlobals();
});


/** Play the setup to the card choice: the page's seat through sendAction, the other seat by the bot. */
async function playSetup(bot: Client): Promise<void> {
    for (let i = 0; i < 40 && useStore.getState().view!.step !== 'select'; i++) {
      const view = useStore.getState().view!;
      if (view.decisions.length > 0) {
        const version = view.version;
        sendAction(view.decisions[0]!.options[0]!);
        await until('the ack', () => Object.keys(useStore.getState().inFlight).length === 0 && useStore.getState().view!.version > version);
      } else if ((bot.view?.decisions.length ?? 0) > 0 && bot.view!.version === view.version) {
        const answer = await bot.request({ type: 'action', id: `bot-${i}`, version: bot.view!.version, action: bot.view!.decisions[0]!.options[0]! });
        expect(answer.type).toBe('ack');
        await until('the bot\'s update', () => useStore.getState().view!.version > view.version);
      } else await new Promise((r) => setTimeout(r, 20));
    }
}

describe('online connection', () => {
  it('joins, rejoins after the server restarts with the missed events, and sends the action made while away', async () => {
    const first = await startTestServer({}, { newSeed: () => 'web-socket-1' });
    const room = await createRoom(first.url, DUEL);
    const bot = await connectBot(first.url);
    bots.push(bot);
    await joinBot(bot, room.room, room.seats[1]!.invite.token);

    connect(room.room, room.seats[0]!.invite.token, first.url);
    await until('the join', () => useStore.getState().connection === 'connected' && useStore.getState().view !== null);
    expect(useStore.getState().viewer).toBe(0);
    expect(useStore.getState().view!.board.length).toBeGreaterThan(0);
    // The room is named in the handshake (and every request of the session): several server
    // processes route a room's connections to one by it (docs/hosting.md).
    expect(sockets.at(-1)!.io.opts.query).toEqual({ room: room.room });

    await playSetup(bot);
    expect(useStore.getState().view!.step).toBe('select');
    const seen = useStore.getState().view!.version;
    const eventsBefore = useStore.getState().events.length;

    // The bot chooses; then the server goes away.
    const botView = bot.view!;
    expect((await bot.request({ type: 'action', id: 'bot-choice', version: botView.version, action: botView.decisions[0]!.options[0]! })).type).toBe('ack');
    await until('the bot\'s choice', () => useStore.getState().view!.version > seen);
    const port = Number(new URL(first.url).port);
    bot.close();
    await first.stop({ keepData: true });
    await until('reconnecting', () => useStore.getState().connection === 'reconnecting');

    // The page's choice while away stays in flight with its id.
    const choice = useStore.getState().view!.decisions[0]!.options[0]!;
    sendAction(choice);
    expect(Object.keys(useStore.getState().inFlight)).toHaveLength(1);

    // The server comes back on the same port and data: the page rejoins and its choice is taken.
    const second = await startTestServer({ dataDir: first.dataDir, port });
    servers.push(second);
    await until('the rejoin and the reveal', () => useStore.getState().connection === 'connected' && Object.keys(useStore.getState().inFlight).length === 0 && useStore.getState().events.some((e, i) => i >= eventsBefore && e.kind === 'revealed'));
    expect(useStore.getState().error).toBeNull();
    expect(useStore.getState().view!.step).not.toBe('select');
    // Every event of the game once, in order: the missed ones were appended, not repeated.
    const selected = useStore.getState().events.filter((e) => e.kind === 'selected').map((e) => (e as { seat: number }).seat);
    expect(selected.sort()).toEqual([0, 1]);
  }, 60_000);

  it('a wrong token is refused once and the page stops trying', async () => {
    const server = await startTestServer();
    servers.push(server);
    const room = await createRoom(server.url, DUEL);
    connect(room.room, 'A'.repeat(43), server.url);
    await until('the refusal', () => useStore.getState().error !== null);
    expect(useStore.getState().error!.code).toBe('BAD_TOKEN');
    expect(useStore.getState().connection).toBe('offline');
  });

  it('a dropped connection rejoins with since and gets the events it missed, each once', async () => {
    const server = await startTestServer({}, { newSeed: () => 'web-socket-2' });
    servers.push(server);
    const room = await createRoom(server.url, DUEL);
    const bot = await connectBot(server.url);
    bots.push(bot);
    await joinBot(bot, room.room, room.seats[1]!.invite.token);
    connect(room.room, room.seats[0]!.invite.token, server.url);
    await until('the join', () => useStore.getState().connection === 'connected' && useStore.getState().view !== null);
    await playSetup(bot);

    // The page chooses, then its connection drops; the bot chooses and the cards are revealed meanwhile.
    const view = useStore.getState().view!;
    sendAction(view.decisions[0]!.options[0]!);
    await until('the ack', () => Object.keys(useStore.getState().inFlight).length === 0);
    const page = sockets.at(-1)!;
    page.disconnect();
    await until('the bot sees the page away', () => bot.status?.seats[0]?.connected === false);
    const botView = bot.view!;
    expect((await bot.request({ type: 'action', id: 'bot-choice', version: botView.version, action: botView.decisions[0]!.options[0]! })).type).toBe('ack');
    expect(useStore.getState().events.some((e) => e.kind === 'revealed')).toBe(false);

    page.connect();
    await until('the missed reveal', () => useStore.getState().events.some((e) => e.kind === 'revealed'));
    expect(useStore.getState().view!.version).toBe(bot.view!.version);
    expect(useStore.getState().events.filter((e) => e.kind === 'selected').map((e) => (e as { seat: number }).seat).sort()).toEqual([0, 1]);
    expect(useStore.getState().events.filter((e) => e.kind === 'revealed')).toHaveLength(1);
  }, 60_000);
});
