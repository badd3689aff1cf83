import { request } from 'node:http';
import { readdirSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import type { CreateRoomResponse } from '@senjutsu/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, DUEL, join, playTogether } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue 21, safety test: one address creating rooms as fast as the server lets it, for a bounded
// time, cannot stop a second address from creating a room and playing it to its end, and the
// rooms it made and never joined leave storage after UNJOINED_ROOM_TTL. The two addresses are two
// loopback addresses (Linux routes all of 127/8 to lo): the flood comes from 127.0.0.1, the player
// creates from 127.0.0.2, with no proxy and no forwarded header involved. The settings are
// shrunk so the flood would hold more rooms than the cap at every moment if unjoined rooms
// counted: MAX_ROOMS 10, CREATE_RATE 10/s with a burst of 20, UNJOINED_ROOM_TTL 2 s (at least 20
// of its rooms are younger than the TTL at any time).

const FLOOD_MS = 4_000;
const TTL_SECONDS = 2;

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/rooms from the loopback address `from`. */
function create(server: TestServer, from: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(DUEL);
    const req = request(
      { host: '127.0.0.1', port: server.port, path: '/api/rooms', method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('a flood of room creations from one address (issue 21)', () => {
  it('cannot stop another address from creating a room and playing it to its end; the flood\'s unjoined rooms expire', async () => {
    const server = await startTestServer({ maxRooms: 10, createRate: { ratePerSecond: 10, burst: 20 }, unjoinedRoomTtlSeconds: TTL_SECONDS });
    cleanup.push(() => server.stop());
    const flood = { created: 0, rateLimited: 0, roomLimit: 0, other: 0 };
    const until = performance.now() + FLOOD_MS;
    // Four requests in flight at all times, each sent as soon as the previous answer arrives.
    const flooding = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (performance.now() < until) {
          const { status } = await create(server, '127.0.0.1');
          if (status === 201) flood.created++;
          else if (status === 429) flood.rateLimited++;
          else if (status === 503) flood.roomLimit++;
          else flood.other++;
        }
      }),
    );
    await sleep(FLOOD_MS - 1_000); // well into the flood: past its burst, at its sustained rate
    const mine = await create(server, '127.0.0.2');
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const room = mine.body as CreateRoomResponse;
    const clients = [await connect(server.url), await connect(server.url)];
    cleanup.push(() => clients.forEach((c) => c.close()));
    for (const [seat, c] of clients.entries()) await join(c, room.room, room.seats[seat]!.invite.token);
    const played = await playTogether(clients, { seedOf: (seat) => 21 + seat, maxVersion: 600, stallMs: 10_000 });
    await flooding;
    const stats = server.master.stats();
    console.log(
      `flood from 127.0.0.1 for ${FLOOD_MS / 1000} s: ${flood.created} rooms created, ${flood.rateLimited} refused RATE_LIMITED, ${flood.roomLimit} refused ROOM_LIMIT, ${flood.other} other; ` +
        `server after it: ${stats.rooms} rooms in memory, ${stats.unjoined} unjoined stored; the other address's game: ${played.actions} actions`,
    );
    expect(flood.created).toBeGreaterThan(10); // it made more rooms than MAX_ROOMS ...
    expect(flood.roomLimit).toBe(0); // ... and never met the cap: unjoined rooms do not count
    expect(flood.other).toBe(0);
    expect(played.errors).toEqual([]);
    const over = clients[0]!.status?.result;
    expect(over, `the game stopped at version ${clients[0]!.view?.version}`).not.toBeNull();
    // Past the TTL (and the next sweep, every TTL/2), only the played room is left in storage.
    await sleep(TTL_SECONDS * 1000 + 1_500);
    expect(readdirSync(joinPath(server.dataDir, 'rooms'))).toEqual([`${room.room}.jsonl`]);
  });
});
