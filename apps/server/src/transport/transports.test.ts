import type { GameView } from '@senjutsu/engine';
import { MESSAGE_EVENT, nextView, type ServerMessage } from '@senjutsu/protocol';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, createRoom, DUEL, join, nextId, playTogether } from '../testing/client';
import { startTestServer } from '../testing/server';

// Every transport a browser may use gets every update: spectators on long polling only, and on the
// web client's own default (polling, then the upgrade to a WebSocket mid-game), receive every
// update in order and end with the same view as a spectator on a WebSocket.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

type Watcher = { readonly socket: Socket; view: GameView | null; versions: number[]; gaps: number };

async function watch(url: string, room: string, token: string, transports: ('polling' | 'websocket')[] | undefined): Promise<Watcher> {
  const socket = io(url, { reconnection: false, forceNew: true, ...(transports ? { transports } : {}) });
  cleanup.push(() => void socket.close());
  const w: Watcher = { socket, view: null, versions: [], gaps: 0 };
  const joined = new Promise<void>((resolve) => {
    socket.on(MESSAGE_EVENT, (m: ServerMessage) => {
      if (m.type === 'joined') {
        w.view = m.view as GameView;
        resolve();
      } else if (m.type === 'update' && w.view !== null) {
        const next = nextView(w.view, m as Parameters<typeof nextView>[1]);
        if (next === null) w.gaps++;
        else w.view = next;
        w.versions.push(m.version);
      }
    });
  });
  socket.emit(MESSAGE_EVENT, { type: 'join', id: nextId('w'), room, token });
  await joined;
  return w;
}

describe('the direct broadcast over every transport', () => {
  it('polling-only and upgrading spectators get every update of a game, as a WebSocket spectator does', async () => {
    const server = await startTestServer();
    cleanup.push(() => server.stop());
    const room = await createRoom(server.url, DUEL);
    const token = room.spectator.token;
    const [polling, upgrading, ws] = [
      await watch(server.url, room.room, token, ['polling']),
      await watch(server.url, room.room, token, undefined), // apps/web/src/net/socket.ts: io() with its defaults
      await watch(server.url, room.room, token, ['websocket']),
    ];
    const seats = [await connect(server.url), await connect(server.url)];
    for (const [seat, c] of seats.entries()) await join(c, room.room, room.seats[seat]!.invite.token);
    const played = await playTogether(seats, { seedOf: (seat) => 11 + seat, maxVersion: 40 });
    expect(played.errors).toEqual([]);
    for (let i = 0; i < 300 && [polling, upgrading, ws].some((w) => w.view?.version !== played.actions); i++) await new Promise((r) => setTimeout(r, 10));
    expect(played.actions).toBeGreaterThanOrEqual(40);
    expect(polling.socket.io.engine.transport.name).toBe('polling');
    expect(upgrading.socket.io.engine.transport.name).toBe('websocket');
    for (const w of [polling, upgrading, ws]) {
      expect(w.gaps).toBe(0);
      expect(w.versions).toEqual(Array.from({ length: played.actions }, (_, i) => i + 1));
      expect(w.view).toEqual(ws.view);
    }
  });
});
