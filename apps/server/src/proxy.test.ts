import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerConfigInput } from './config';
import { DUEL } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue 21 item 3: X-Forwarded-For is read only from the reverse proxies TRUST_PROXY lists, and
// then the client is the right-most entry that is not one of them. The attack this stops: with
// TRUST_PROXY=true and the port reachable directly, a forged X-Forwarded-For per request made every
// request a new address, and one client created 236 rooms a second. Here the test's own peer
// (127.0.0.1) plays the direct client, and a list without it plays a proxy elsewhere.
// The nginx run in front of a real server is in nginx.test.ts.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function server(overrides: ServerConfigInput): Promise<TestServer> {
  const s = await startTestServer(overrides);
  cleanup.push(() => s.stop());
  return s;
}

const create = async (url: string, forwardedFor: string) =>
  (await fetch(`${url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify(DUEL) })).status;

const opens = (url: string, forwardedFor: string) =>
  new Promise<boolean>((resolve) => {
    const s = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { 'X-Forwarded-For': forwardedFor } });
    cleanup.push(() => void s.disconnect());
    s.once('connect', () => resolve(true));
    s.once('connect_error', () => resolve(false));
  });

describe('TRUST_PROXY: the client address behind reverse proxies', () => {
  it('a forged X-Forwarded-For from a peer that is not a listed proxy is ignored: room creations and connections count the peer', async () => {
    const s = await server({ trustProxy: ['10.9.9.9'], createRate: { ratePerSecond: 0.001, burst: 3 }, maxConnectionsPerAddress: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await create(s.url, `198.51.100.${i}`)); // a new "address" for each request
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect([await opens(s.url, '198.51.100.1'), await opens(s.url, '198.51.100.2'), await opens(s.url, '198.51.100.3')]).toEqual([true, true, false]);
  });

  it('from a listed proxy the client is the right-most entry that is not a proxy (a chain of proxies, entries the client wrote itself)', async () => {
    const s = await server({ trustProxy: ['loopback', '10.0.0.0/8'], createRate: { ratePerSecond: 0.001, burst: 1 } }); // the default's loopback, and a second tier
    expect(await create(s.url, '203.0.113.7')).toBe(201);
    expect(await create(s.url, '203.0.113.7')).toBe(429); // the same client again
    expect(await create(s.url, '203.0.113.7, 10.1.2.3')).toBe(429); // the same client through a second proxy
    expect(await create(s.url, '192.0.2.1, 203.0.113.7')).toBe(429); // it cannot hide behind an entry of its own on the left
    expect(await create(s.url, '203.0.113.8')).toBe(201); // another client of the proxy has its own budget
    expect(await create(s.url, '203.0.113.7, 198.51.100.5')).toBe(201); // an untrusted hop is the client (what our proxy saw)
  });

  it('TRUST_PROXY=false (an empty list) trusts nobody, loopback included', async () => {
    const s = await server({ trustProxy: [], createRate: { ratePerSecond: 0.001, burst: 1 } });
    expect(await create(s.url, '203.0.113.7')).toBe(201);
    expect(await create(s.url, '203.0.113.8')).toBe(429);
  });
});
