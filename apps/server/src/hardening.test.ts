import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect as tcpConnect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateRoomResponseSchema, HttpErrorSchema } from '@senjutsu/protocol';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { openFileStorage } from './storage/file';
import { connect, createRoom, DUEL, type Client } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue 13 item 6, the smaller points: no room-existence oracle on damaged rooms, invite links
// that never name another site, 404 outside the client's routes, a cut torn line is logged, HTTP
// timeouts that take effect when set.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function server(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const s = await startTestServer(overrides);
  cleanup.push(() => s.stop());
  return s;
}

async function client(url: string): Promise<Client> {
  const c = await connect(url);
  cleanup.push(() => c.close());
  return c;
}

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A request with a Host header of our choosing (fetch does not let one set it). */
function post(port: number, path: string, host: string, body: unknown, origin?: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const headers = { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...(origin === undefined ? {} : { origin }) };
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

describe('issue 13: smaller points', () => {
  it('a damaged room answers a wrong link BAD_TOKEN like any room; only a right link learns it is unavailable', async () => {
    const dataDir = tempDir('senjutsu-damaged-');
    const first = await startTestServer({ dataDir });
    const room = await createRoom(first.url, DUEL);
    await first.stop({ keepData: true });
    const [file] = readdirSync(join(dataDir, 'rooms'));
    appendFileSync(join(dataDir, 'rooms', file!), '{"kind":"nonsense"}\n'); // a line this server cannot read
    const s = await server({ dataDir });
    const c = await client(s.url);
    const joinWith = (roomId: string, token: string) => c.request({ type: 'join', id: `j${Math.random().toString(36).slice(2)}`, room: roomId, token });
    const wrong = 'W'.repeat(43);
    expect(await joinWith(room.room, wrong)).toMatchObject({ type: 'error', code: 'BAD_TOKEN' });
    expect(await joinWith('NoSuchRoom123', wrong)).toMatchObject({ type: 'error', code: 'BAD_TOKEN' });
    expect(await joinWith(room.room, room.seats[0]!.invite.token)).toMatchObject({ type: 'error', code: 'ROOM_UNAVAILABLE' });
    expect(await joinWith(room.room, room.spectator.token)).toMatchObject({ type: 'error', code: 'ROOM_UNAVAILABLE' });
  });

  it('invite links come from PUBLIC_URL, or the address the creator used only if it is this server', async () => {
    const s = await server();
    const links = async (host: string) => {
      const res = await post(s.port, '/api/rooms', host, DUEL);
      expect(res.status).toBe(201);
      const body = CreateRoomResponseSchema.parse(res.body);
      return [...body.seats.map((seat) => seat.invite.url), body.spectator.url];
    };
    const own = `http://127.0.0.1:${s.port}/game/`;
    // Issue 21: a name that is not ours is not answered at all (names.test.ts); our name on another port gets our own address.
    for (const host of [`evil.example:${s.port}`, `evil.example`, `localhost.evil.example:${s.port}`]) expect((await post(s.port, '/api/rooms', host, DUEL)).status).toBe(421);
    expect((await links(`127.0.0.1:1`)).every((url) => url.startsWith(own))).toBe(true);
    expect((await links(`localhost:${s.port}`)).every((url) => url.startsWith(`http://localhost:${s.port}/game/`))).toBe(true);
    const behindProxy = await server({ publicUrl: 'https://senjutsu.example/' });
    const res = await post(behindProxy.port, '/api/rooms', '127.0.0.1', DUEL);
    expect(CreateRoomResponseSchema.parse(res.body).spectator.url).toMatch(/^https:\/\/senjutsu\.example\/game\//);
  });

  it('the origin check trusts no Host header: a rebinding page (Origin and Host both its own) is refused on sockets and the API', async () => {
    const s = await server();
    // A Socket.IO polling handshake with the given Host and Origin: 200 if let in, 403 if refused.
    const handshake = (host: string, origin: string, port = s.port) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/socket.io/?EIO=4&transport=polling', headers: { host, origin } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    const rebinding = `evil.example:${s.port}`;
    expect(await handshake(rebinding, `http://${rebinding}`)).toBe(421); // issue 21: its name is refused first (names.test.ts)
    expect((await post(s.port, '/api/rooms', rebinding, DUEL, `http://${rebinding}`)).status).toBe(421);
    expect(await handshake(`127.0.0.1:${s.port}`, `http://${rebinding}`)).toBe(403); // our name, the rebinding page's origin
    expect((await post(s.port, '/api/rooms', `127.0.0.1:${s.port}`, DUEL, `http://${rebinding}`)).status).toBe(403);
    for (const other of [`http://127.0.0.1:1`, `https://127.0.0.1:${s.port}`, 'null']) {
      expect(await handshake(`127.0.0.1:${s.port}`, other)).toBe(403); // our name on another port or scheme, or an opaque origin
    }
    for (const own of [`http://127.0.0.1:${s.port}`, `http://localhost:${s.port}`]) {
      expect(await handshake(`127.0.0.1:${s.port}`, own)).toBe(200);
      expect((await post(s.port, '/api/rooms', `127.0.0.1:${s.port}`, DUEL, own)).status).toBe(201);
    }
    // Behind a proxy, PUBLIC_URL's origin is the page's, and its name is one of ours.
    const proxied = await server({ publicUrl: 'https://senjutsu.example/' });
    expect(await handshake('senjutsu.example', 'https://senjutsu.example', proxied.port)).toBe(200);
    expect(await handshake('senjutsu.example', 'http://senjutsu.example', proxied.port)).toBe(403); // not its scheme
  });

  it('unknown paths are 404; the client routes (/, /game/<room> and /hotseat) are the page; built assets are served', async () => {
    const webRoot = tempDir('senjutsu-web-');
    writeFileSync(join(webRoot, 'index.html'), '<title>Senjutsu Online</title>');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    for (const root of [webRoot, '/nonexistent']) {
      const app = createApp({ webRoot: root }).listen(0, '127.0.0.1');
      cleanup.push(() => void app.close());
      await new Promise((ok) => app.once('listening', ok));
      const base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
      for (const path of ['/nope', '/game', '/game/abc/more', '/wp-admin/setup.php', '/index.php', '/assets/none.js']) {
        const res = await fetch(`${base}${path}`);
        expect(res.status, path).toBe(404);
        expect(HttpErrorSchema.parse(await res.json()).error.code).toBe('NOT_FOUND');
      }
      if (root === webRoot) {
        for (const path of ['/', '/game/AbC123def_-x', '/hotseat', '/solo', '/horde', '/learn', '/replay', '/replay/AbC123def_-x', '/computer']) expect(await (await fetch(`${base}${path}`)).text(), path).toContain('Senjutsu Online');
        expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)');
      } else expect((await fetch(`${base}/`)).status).toBe(200);
    }
  });

  it('a torn last line cut off at start is logged with its room and size', async () => {
    const dataDir = tempDir('senjutsu-torn-');
    const first = await openFileStorage(dataDir, { fsync: false });
    if (!first.ok) throw new Error(first.error.message);
    await first.value.close();
    const record = { kind: 'room', format: 1, room: 'room-torn', createdAt: 1, setup: { mode: 'duel', seats: [{ character: 'kensei', deck: { kind: 'signature' } }, { character: 'tetsu', deck: { kind: 'signature' } }], battlefield: 'test-hexagon', terrain: [], options: {}, clock: null, abandonSeconds: 120 }, seed: 's', seatTokens: ['a', 'b'], spectatorToken: 'c', previous: null };
    const torn = '{"kind":"act';
    writeFileSync(join(dataDir, 'rooms', 'room-torn.jsonl'), `${JSON.stringify(record)}\n${torn}`);
    const warn = vi.fn();
    const opened = await openFileStorage(dataDir, { fsync: false, logger: { warn } });
    if (!opened.ok) throw new Error(opened.error.message);
    cleanup.push(() => opened.value.close());
    await opened.value.load();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ room: 'room-torn', bytesCut: torn.length }), expect.stringContaining('torn last line'));
  });

  it('connections per address: a forged X-Forwarded-For does not get round the cap; behind a proxy (TRUST_PROXY) each client has its own', async () => {
    const opens = async (url: string, forwardedFor: string) =>
      new Promise<boolean>((resolve) => {
        const s = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { 'X-Forwarded-For': forwardedFor } });
        cleanup.push(() => void s.disconnect());
        s.once('connect', () => resolve(true));
        s.once('connect_error', () => resolve(false));
      });
    // The test's peer is 127.0.0.1: with no trusted proxy its X-Forwarded-For is its own word (proxy.test.ts: a proxy list without it).
    const direct = await server({ maxConnectionsPerAddress: 2, trustProxy: [] });
    expect([await opens(direct.url, '10.0.0.1'), await opens(direct.url, '10.0.0.2'), await opens(direct.url, '10.0.0.3')]).toEqual([true, true, false]);
    const proxied = await server({ maxConnectionsPerAddress: 2 }); // TRUST_PROXY's default: a proxy on loopback
    const a = [await opens(proxied.url, '10.0.0.1'), await opens(proxied.url, '10.0.0.1'), await opens(proxied.url, '10.0.0.1')];
    expect(a).toEqual([true, true, false]);
    expect(await opens(proxied.url, '203.0.113.9, 10.0.0.2')).toBe(true); // the proxy's entry is the last one
  });

  it('HTTP timeouts take effect when set: headers or a body dribbled slowly are cut off in time', async () => {
    const s = await server({ httpHeadersTimeoutMs: 1_000, httpRequestTimeoutMs: 1_500 });
    /** Open a request and send `parts` one every 200 ms; resolve with when the server closed it. */
    const dribble = (first: string, part: string) =>
      new Promise<number>((resolve) => {
        const started = performance.now();
        const socket = tcpConnect(s.port, '127.0.0.1', () => socket.write(first));
        const timer = setInterval(() => socket.writable && socket.write(part), 200);
        socket.on('data', () => {});
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(timer);
          resolve(performance.now() - started);
        });
        setTimeout(() => socket.destroy(), 15_000); // the old behaviour: still open
      });
    const headers = await dribble('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n');
    const body = await dribble('POST /api/rooms HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n', ' ');
    console.log(`item 6: slow headers cut after ${headers.toFixed(0)} ms (set 1,000), slow body after ${body.toFixed(0)} ms (set 1,500)`);
    expect(headers).toBeLessThan(2_500);
    expect(body).toBeLessThan(3_000);
  });
});
