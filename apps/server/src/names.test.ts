import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfigInput } from './config';
import { connect, createRoom, DUEL, join, playTogether, type Client } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue 21 item 4: the names this server answers to. A DNS-rebinding page reaches the server under
// its own name; its polling GETs carry no Origin, and Socket.IO checked only a session's first
// request, so such a page held 31 polling sessions and the real player on the same address was
// refused (`403 too many connections from this address`). Now the Host (and the Origin, where
// there is one) of every HTTP request and every Socket.IO request is checked: a name that is not
// ours gets 421 and holds no connection slot.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function server(overrides: ServerConfigInput = {}): Promise<TestServer> {
  const s = await startTestServer(overrides);
  cleanup.push(() => s.stop());
  return s;
}

type Reply = { status: number; text: string };

/** An HTTP request with the Host (and Origin) of our choosing; fetch does not let one set Host. */
function http(port: number, path: string, options: { host: string; origin?: string; method?: string; body?: string }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: options.host, ...(options.origin === undefined ? {} : { origin: options.origin }) };
    if (options.body !== undefined) headers['content-type'] = 'text/plain;charset=UTF-8';
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A WebSocket upgrade request with the given Host: 101 if upgraded, else the refusal's status. */
function upgrade(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { host, connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' };
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false });
    req.on('upgrade', (res, socket) => {
      socket.destroy(); // only whether it was let in matters
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const POLLING = '/socket.io/?EIO=4&transport=polling';

/** A polling handshake under our own name: the session id. */
async function session(port: number): Promise<string> {
  const open = await http(port, POLLING, { host: `127.0.0.1:${port}` });
  expect(open.status).toBe(200);
  return (JSON.parse(open.text.slice(1)) as { sid: string }).sid;
}

const settle = async (s: TestServer, connections: number) => {
  for (let i = 0; i < 200 && s.connections() !== connections; i++) await new Promise((r) => setTimeout(r, 10));
  return s.connections();
};

async function player(url: string): Promise<Client> {
  const c = await connect(url);
  cleanup.push(() => c.close());
  return c;
}

describe('the names this server answers to (Host and Origin on every request)', () => {
  it('a rebound name is refused 421 on every request (pages, API, health, polling handshake, later polls, WebSocket), holds no slot, and the real player on the same address plays', async () => {
    const s = await server({ maxConnectionsPerAddress: 2 });
    const rebound = `rebound.example:${s.port}`;
    // Pages, the API and the health check.
    for (const path of ['/', '/game/abc', '/healthz', '/api/content']) expect((await http(s.port, path, { host: rebound })).status, path).toBe(421);
    expect((await http(s.port, '/api/rooms', { host: rebound, method: 'POST', body: JSON.stringify(DUEL) })).status).toBe(421);
    // Polling handshakes: 31 of them (the attack) take no slot.
    for (let i = 0; i < 31; i++) {
      const refused = await http(s.port, POLLING, { host: rebound });
      expect(refused.status).toBe(421);
      expect(JSON.parse(refused.text)).toMatchObject({ error: { code: 'MISDIRECTED_REQUEST' } });
    }
    expect(s.connections()).toBe(0);
    // A session opened under our name, then polled (GET and POST) under another: refused, and the session is gone.
    for (const method of ['GET', 'POST']) {
      const sid = await session(s.port);
      expect(s.connections()).toBe(1);
      const poll = await http(s.port, `${POLLING}&sid=${sid}`, { host: rebound, method, ...(method === 'POST' ? { body: '40' } : {}) });
      expect(poll.status, method).toBe(421);
      expect(await settle(s, 0), method).toBe(0);
    }
    // WebSocket: a new one, and the upgrade of an established polling session.
    expect(await upgrade(s.port, '/socket.io/?EIO=4&transport=websocket', rebound)).toBe(421);
    const sid = await session(s.port);
    expect(await upgrade(s.port, `/socket.io/?EIO=4&transport=websocket&sid=${sid}`, rebound)).toBe(421);
    expect(await settle(s, 0)).toBe(0);
    // Under our own name the upgrade works (the check refuses names, not WebSockets).
    expect(await upgrade(s.port, '/socket.io/?EIO=4&transport=websocket', `127.0.0.1:${s.port}`)).toBe(101);
    expect(await settle(s, 0)).toBe(0);
    // The real player on the same address (127.0.0.1) has both of its slots.
    const room = await createRoom(s.url, DUEL);
    const seats = [await player(s.url), await player(s.url)];
    for (const [seat, c] of seats.entries()) expect((await join(c, room.room, room.seats[seat]!.invite.token)).as).toBe(seat);
  });

  it('the real player gets both of its slots while a rebound page keeps trying, and plays a duel', async () => {
    const s = await server({ maxConnectionsPerAddress: 2 });
    const rebound = `rebound.example:${s.port}`;
    let attacking = true;
    const attack = (async () => {
      let tries = 0;
      while (attacking) {
        expect((await http(s.port, POLLING, { host: rebound })).status).toBe(421);
        tries++;
      }
      return tries;
    })();
    const room = await createRoom(s.url, DUEL);
    const seats = [await player(s.url), await player(s.url)];
    for (const [seat, c] of seats.entries()) await join(c, room.room, room.seats[seat]!.invite.token);
    const played = await playTogether(seats, { seedOf: (seat) => 5 + seat, maxVersion: 30 });
    attacking = false;
    const tries = await attack;
    expect(played.errors).toEqual([]);
    expect(played.actions).toBeGreaterThanOrEqual(30);
    expect(tries).toBeGreaterThan(0);
  });

  it('names let in: this machine (localhost, 127.0.0.1), PUBLIC_URL\'s host and ALLOWED_HOSTS, on any port; a bad Origin on a later poll is 403 and ends the session', async () => {
    const s = await server({ publicUrl: 'https://senjutsu.example/', allowedHosts: ['games.example.org'] });
    for (const host of ['localhost', `localhost:${s.port}`, '127.0.0.1:8080', 'senjutsu.example', 'SENJUTSU.example:443', 'games.example.org']) {
      expect((await http(s.port, '/healthz', { host })).status, host).toBe(200);
    }
    for (const host of ['evil.example', 'senjutsu.example.evil.example', 'games.example.org.', 'user@127.0.0.1', '127.0.0.1.nip.example', '127.0.0.1:3000/x']) {
      expect((await http(s.port, '/healthz', { host })).status, host).toBe(421);
    }
    const sid = await session(s.port);
    expect((await http(s.port, `${POLLING}&sid=${sid}`, { host: `127.0.0.1:${s.port}`, origin: 'http://evil.example' })).status).toBe(403);
    expect(await settle(s, 0)).toBe(0);
  });
});
