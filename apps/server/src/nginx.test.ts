import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, createRoom, DUEL, join, playTogether, type Client } from './testing/client';
import { startNginx, type RunningNginx } from './testing/nginx';
import { startTestServer, type TestServer } from './testing/server';

// Issue 21 item 3: the shipped deploy/nginx.conf in front of a real server, played through: whole
// duels over WebSocket and over long polling (its upgrade headers, timeouts and buffering), and the
// client's address reaching the server in X-Forwarded-For. Fails, not skips, without nginx.

// Started by the first test that needs them; without nginx every test fails with the reason.
let started: Promise<{ server: TestServer; nginx: RunningNginx }> | undefined;
function behindNginx(): Promise<{ server: TestServer; nginx: RunningNginx }> {
  started ??= (async () => {
    // Only nginx's own address is a trusted proxy, so the test's clients (other loopback addresses
    // below) are clients, as they would be on a real network.
    const server = await startTestServer({ trustProxy: ['127.0.0.1'], createRate: { ratePerSecond: 0.001, burst: 3 } });
    try {
      return { server, nginx: await startNginx(server.port) };
    } catch (error) {
      await server.stop();
      throw error;
    }
  })();
  return started;
}

afterAll(async () => {
  const running = await started?.catch(() => undefined);
  await running?.nginx.stop();
  await running?.server.stop();
});

/** Two clients on the given transport play a room through nginx until the game has a result. */
async function duelThrough(transport: 'websocket' | 'polling', seed: number): Promise<{ clients: Client[]; actions: number }> {
  const { nginx } = await behindNginx();
  const room = await createRoom(nginx.url, DUEL);
  const clients = [await connect(nginx.url, { transports: [transport] }), await connect(nginx.url, { transports: [transport] })];
  for (const [seat, c] of clients.entries()) await join(c, room.room, room.seats[seat]!.invite.token);
  for (const c of clients) expect(c.socket.io.engine.transport.name).toBe(transport);
  const played = await playTogether(clients, { seedOf: (seat) => seed + seat, maxVersion: 5_000, stallMs: 30_000 });
  expect(played.errors).toEqual([]);
  console.log(`through nginx over ${transport}: ${played.actions} actions to the result`);
  return { clients, actions: played.actions };
}

/** POST /api/rooms through nginx from a given local address, with a forged X-Forwarded-For. */
async function createFrom(localAddress: string, forgedFor: string): Promise<number> {
  const { nginx } = await behindNginx();
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(DUEL);
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forgedFor };
    const req = request({ host: '127.0.0.1', port: nginx.port, localAddress, path: '/api/rooms', method: 'POST', headers, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('behind nginx with the shipped deploy/nginx.conf', () => {
  it('a whole duel over WebSocket', async () => {
    const { clients, actions } = await duelThrough('websocket', 31);
    expect(clients[0]!.status?.result).not.toBeNull();
    expect(clients[0]!.status?.result).toEqual(clients[1]!.status?.result);
    expect(clients.map((c) => c.view?.version)).toEqual([actions, actions]);
  }, 180_000);

  it('a whole duel over long polling', async () => {
    const { clients, actions } = await duelThrough('polling', 41);
    expect(clients[0]!.status?.result).not.toBeNull();
    expect(clients[0]!.status?.result).toEqual(clients[1]!.status?.result);
    expect(clients.map((c) => c.view?.version)).toEqual([actions, actions]);
  }, 180_000);

  it("the server sees each client's own address (nginx's X-Forwarded-For), and nothing a client forges there", async () => {
    // Room creations per address (3 at once): each new forged entry is still the same client...
    const forged: number[] = [];
    for (let i = 0; i < 5; i++) forged.push(await createFrom('127.0.0.3', `198.51.100.${i}`));
    expect(forged).toEqual([201, 201, 201, 429, 429]);
    // ...and another client behind the same proxy has its own budget (without X-Forwarded-For all would share nginx's).
    expect(await createFrom('127.0.0.4', '127.0.0.3')).toBe(201);
  }, 60_000);
});
