import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfigInput } from './config';
import { startTestServer, type TestServer } from './testing/server';

// Issue 21 item 8: the security headers of every answer, read from real requests to a started
// server: the page, an asset, the API, the health check and Socket.IO's own answers (a polling
// handshake, a later poll and the WebSocket upgrade's 101).

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function server(overrides: ServerConfigInput = {}): Promise<TestServer> {
  const webRoot = mkdtempSync(join(tmpdir(), 'senjutsu-web-'));
  cleanup.push(() => rmSync(webRoot, { recursive: true, force: true }));
  writeFileSync(join(webRoot, 'index.html'), '<title>Senjutsu Online</title>');
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  const s = await startTestServer(overrides, { webRoot });
  cleanup.push(() => s.stop());
  return s;
}

const CSP = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self';font-src 'self';img-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

/** The headers of the WebSocket upgrade's answer (101). */
function upgradeHeaders(port: number): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const headers = { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' };
    const req = request({ host: '127.0.0.1', port, path: '/socket.io/?EIO=4&transport=websocket', headers, agent: false });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ ...res.headers, status: String(res.statusCode) });
    });
    req.on('response', (res) => reject(new Error(`not upgraded: ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
}

/** The headers of a refusal for a name that is not ours (421). */
function misdirected(port: number): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { host: 'rebound.example' }, agent: false }, (res) => {
      res.resume();
      expect(res.statusCode).toBe(421);
      resolve(res.headers);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every answer a browser can get from the server, by name, with its headers. */
async function answers(s: TestServer): Promise<[string, Headers | Record<string, string | string[] | undefined>][]> {
  const polling = `${s.url}/socket.io/?EIO=4&transport=polling`;
  const handshake = await fetch(polling);
  const sid = (JSON.parse((await handshake.clone().text()).slice(1)) as { sid: string }).sid;
  const post = await fetch(`${polling}&sid=${sid}`, { method: 'POST', body: '40', headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  const get = await fetch(`${polling}&sid=${sid}`); // the connect answer
  const list: [string, Response][] = [
    ['page', await fetch(`${s.url}/`)],
    ['game page', await fetch(`${s.url}/game/abc`)],
    ['asset', await fetch(`${s.url}/assets/app.js`)],
    ['api', await fetch(`${s.url}/api/content`)],
    ['api error', await fetch(`${s.url}/api/nothing`)],
    ['healthz', await fetch(`${s.url}/healthz`)],
    ['not found', await fetch(`${s.url}/nope`)],
    ['polling handshake', handshake],
    ['polling POST', post],
    ['polling GET', get],
  ];
  for (const [name, res] of list) expect(res.status, name).toBeLessThan(500);
  return [...list.map(([name, res]) => [name, res.headers] as [string, Headers]), ['websocket upgrade', await upgradeHeaders(s.port)], ['misdirected', await misdirected(s.port)]];
}

const read = (headers: Headers | Record<string, string | string[] | undefined>, name: string): string | null =>
  headers instanceof Headers ? headers.get(name) : ((headers[name] as string | undefined) ?? null);

describe('security headers on every answer', () => {
  it('the page, the API, the health check and Socket.IO (polling and the WebSocket upgrade) carry the same strict headers', async () => {
    const s = await server();
    for (const [name, headers] of await answers(s)) {
      expect(read(headers, 'content-security-policy'), name).toBe(CSP);
      expect(read(headers, 'x-frame-options'), name).toBe('DENY'); // agrees with frame-ancestors 'none'
      expect(read(headers, 'x-content-type-options'), name).toBe('nosniff');
      expect(read(headers, 'referrer-policy'), name).toBe('no-referrer');
      expect(read(headers, 'cross-origin-opener-policy'), name).toBe('same-origin');
      expect(read(headers, 'x-powered-by'), name).toBeNull();
      expect(read(headers, 'strict-transport-security'), name).toBeNull(); // plain HTTP, no PUBLIC_URL
    }
  });

  it('HSTS: on by default for an https PUBLIC_URL, on or off when set (HSTS=on|off)', async () => {
    const hsts = async (overrides: ServerConfigInput) => {
      const s = await server(overrides);
      const values = (await answers(s)).map(([, headers]) => read(headers, 'strict-transport-security'));
      expect(new Set(values).size).toBe(1); // every answer alike, Socket.IO's too
      return values[0];
    };
    expect(await hsts({ publicUrl: 'https://senjutsu.example' })).toBe('max-age=15552000');
    expect(await hsts({ publicUrl: 'https://senjutsu.example', hsts: false })).toBeNull();
    expect(await hsts({ publicUrl: 'http://senjutsu.lan:3000' })).toBeNull();
    expect(await hsts({ hsts: true })).toBe('max-age=15552000');
  });
});
