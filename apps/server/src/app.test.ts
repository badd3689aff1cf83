import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentSummarySchema, CreateRoomResponseSchema, HttpErrorSchema } from '@senjutsu/protocol';
import { createApp } from './app';
import { startTestServer, type TestServer } from './testing/server';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function start(webRoot: string): Promise<string> {
  const server = createApp({ webRoot }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((ok) => server.once('listening', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('server app', () => {
  it('answers the health check', async () => {
    const base = await start('/nonexistent');
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('serves the built web client and falls back to index.html for client routes', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'senjutsu-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<title>Senjutsu Online</title>');
    const base = await start(webRoot);
    expect(await (await fetch(`${base}/`)).text()).toContain('Senjutsu Online');
    expect(await (await fetch(`${base}/game/abc`)).text()).toContain('Senjutsu Online');
  });
});

// ---- the API and hardening, on a real server ----------------------------------------------------

const running: TestServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.stop();
});

async function api(overrides: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const s = await startTestServer(overrides);
  running.push(s);
  return s;
}

const duel = { mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon', terrain: ['rock'] };
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** An error answer: the protocol's shape, and nothing that looks like a stack trace. */
async function expectError(res: Response, status: number, code: string): Promise<void> {
  expect(res.status).toBe(status);
  const text = await res.text();
  expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  const body = HttpErrorSchema.parse(JSON.parse(text));
  expect(body.error.code).toBe(code);
}

describe('room API', () => {
  it('creates a room: an invite link per seat and one for spectators, tokens of at least 128 bits in the fragment', async () => {
    const s = await api();
    const res = await post(s.url, duel);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = CreateRoomResponseSchema.parse(await res.json());
    expect(body.seats.map((x) => x.character)).toEqual(['kensei', 'tetsu']);
    for (const invite of [...body.seats.map((x) => x.invite), body.spectator]) {
      expect(invite.path).toBe(`/game/${body.room}#t=${invite.token}`);
      expect(invite.url).toBe(`${s.url.replace('localhost', '127.0.0.1')}${invite.path}`);
      expect(Buffer.from(invite.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    }
    // The client route serves the (placeholder) client; the token never reaches the server in a URL.
    expect((await fetch(`${s.url}/game/${body.room}`)).status).not.toBe(500);
  });

  it('lists the content a room can use', async () => {
    const s = await api();
    const content = ContentSummarySchema.parse(await (await fetch(`${s.url}/api/content`)).json());
    expect(content.characters.map((c) => c.id)).toEqual(['kensei', 'tetsu']);
    expect(content.battlefields.map((b) => b.id)).toEqual(['test-hexagon']);
  });

  it('refuses bad requests with a code and no stack trace', async () => {
    const s = await api({ maxBodyBytes: 2048 });
    await expectError(await post(s.url, '{"mode": "duel",'), 400, 'INVALID_REQUEST');
    await expectError(await post(s.url, { ...duel, seats: [...duel.seats, { character: 'kensei' }] }), 400, 'INVALID_REQUEST');
    await expectError(await post(s.url, { ...duel, extra: true }), 400, 'INVALID_REQUEST');
    await expectError(await post(s.url, { ...duel, seats: [{ character: 'nobody' }, { character: 'tetsu' }] }), 400, 'UNKNOWN_CONTENT');
    await expectError(await post(s.url, { ...duel, seats: [{ character: 'kensei', deck: { kind: 'custom', cards: ['T99'] } }, { character: 'tetsu' }] }), 400, 'INVALID_DECK');
    await expectError(await post(s.url, { ...duel, seats: [{ character: 'kensei' }, { character: 'kensei' }] }), 400, 'INVALID_CONFIG');
    await expectError(await post(s.url, { ...duel, terrain: Array(16).fill('rock'), padding: 'x'.repeat(4000) }), 413, 'PAYLOAD_TOO_LARGE');
    await expectError(await fetch(`${s.url}/api/nothing`), 404, 'NOT_FOUND');
  });

  it('limits room creation per address and in all', async () => {
    const limited = await api({ createRate: { ratePerSecond: 0.001, burst: 2 } });
    expect((await post(limited.url, duel)).status).toBe(201);
    expect((await post(limited.url, duel)).status).toBe(201);
    await expectError(await post(limited.url, duel), 429, 'RATE_LIMITED');
    // Only rooms a seat has joined count (issue 21): the second creation fits until the first is joined.
    const full = await api({ maxRooms: 1 });
    const first = CreateRoomResponseSchema.parse(await (await post(full.url, duel)).json());
    expect((await post(full.url, duel)).status).toBe(201);
    expect(await full.master.authenticate(first.room, first.seats[1]!.invite.token)).toEqual({ ok: true, viewer: 1 });
    await expectError(await post(full.url, duel), 503, 'ROOM_LIMIT');
  });

  it('with CREATE_SECRET, creates a room only for the right X-Create-Secret; a refusal is CREATE_SECRET_REQUIRED (issue 21)', async () => {
    const s = await api({ createSecret: 'tea and rice', allowedOrigins: ['http://friends.example'] });
    await expectError(await post(s.url, duel), 403, 'CREATE_SECRET_REQUIRED');
    await expectError(await post(s.url, duel, { 'x-create-secret': 'tea' }), 403, 'CREATE_SECRET_REQUIRED');
    expect((await post(s.url, duel, { 'x-create-secret': 'tea and rice' })).status).toBe(201);
    // A page of an allowed origin may send the header.
    const preflight = await fetch(`${s.url}/api/rooms`, { method: 'OPTIONS', headers: { origin: 'http://friends.example', 'access-control-request-headers': 'content-type, x-create-secret' } });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-create-secret');
    expect(s.master.stats().unjoined).toBe(1); // the refused ones stored nothing
  });

  it('answers only its own origin and the configured ones', async () => {
    const s = await api({ allowedOrigins: ['http://friends.example'] });
    await expectError(await post(s.url, duel, { origin: 'http://evil.example' }), 403, 'FORBIDDEN_ORIGIN');
    const friend = await post(s.url, duel, { origin: 'http://friends.example' });
    expect(friend.status).toBe(201);
    expect(friend.headers.get('access-control-allow-origin')).toBe('http://friends.example');
    expect((await post(s.url, duel, { origin: s.url })).status).toBe(201);
  });

  it('sends security headers', async () => {
    const s = await api();
    const res = await fetch(`${s.url}/healthz`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
