import { RoomSetupSchema, type CreateRoomResponse } from '@senjutsu/protocol';
import { readdirSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, DUEL, join, nextId, type Client } from './testing/client';
import { startTestServer, type TestServer } from './testing/server';

// Issue 13: a restart answers at once, however many games are in play. A starting server opens
// its port before reading any live game (each is read, from its latest snapshot and the log
// after it, at its first join), so `/healthz` answers while every one of them is still unread;
// counted, not timed.

const ROOMS = 30;
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

describe('restart with many live rooms (issue 13)', () => {
  it('answers /healthz before any live room is read, then reads each at its first join, where the game was', async () => {
    const first = await startTestServer({ snapshotEvery: 4 });
    const rooms: { room: string; tokens: readonly string[]; version: number }[] = [];
    for (let i = 0; i < ROOMS; i++) {
      const created = await first.master.createRoom(RoomSetupSchema.parse(DUEL));
      if (!created.ok) throw new Error(created.error.message);
      const { room, seatTokens } = created.value;
      await first.master.authenticate(room, seatTokens[0]!); // a created room is only stored until a seat joins
      // Answer the first listed option up to version 5 + i % 5 (setup and the first selections).
      const target = 5 + (i % 5);
      for (let v = 0; v < target; v++) {
        const views = [0, 1].map((seat) => first.master.joined(room, seat, 'look', undefined));
        const seat = views.findIndex((m) => m.type === 'joined' && m.view.decisions.length > 0);
        const m = views[seat]!;
        if (m.type !== 'joined') throw new Error('no view');
        expect(await first.master.act(room, seat, { id: `r${v}`, version: m.view.version, action: m.view.decisions[0]!.options[0]! })).toMatchObject({ type: 'ack' });
      }
      rooms.push({ room, tokens: seatTokens, version: target });
    }
    await first.stop({ keepData: true });
    cleanup.push(() => first.stop());
    expect(readdirSync(joinPath(first.dataDir, 'snapshots'))).toHaveLength(ROOMS); // every room played past 4 actions

    let second: TestServer | null = await startTestServer({ dataDir: first.dataDir, maxRooms: ROOMS + 1 });
    cleanup.push(() => second?.close());
    const health = await fetch(`${second.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    expect(second.master.stats()).toMatchObject({ rooms: 0, resting: ROOMS, playing: ROOMS }); // none read yet

    const client = async (): Promise<Client> => {
      const c = await connect(second!.url);
      cleanup.push(() => c.close());
      return c;
    };
    // The unread games count against MAX_ROOMS: one more joined room fits, the next is refused.
    const create = () => fetch(`${second!.url}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DUEL) });
    const extra = (await (await create()).json()) as CreateRoomResponse;
    await join(await client(), extra.room, extra.seats[0]!.invite.token); // a seat joined: now it counts
    expect((await create()).status).toBe(503);

    for (const [i, { room, tokens, version }] of rooms.slice(0, 3).entries()) {
      const joined = await join(await client(), room, tokens[1]!, version - 2);
      expect(joined.view.version).toBe(version);
      expect(joined.missed.map((m) => m.version)).toEqual([version - 1, version]);
      expect(second.master.stats()).toMatchObject({ rooms: i + 2, resting: ROOMS - i - 1 }); // the room created above, and those joined
    }
    // A room read back plays on: the seat with a decision acts, accepted at the next version.
    const { room, tokens, version } = rooms[0]!;
    const seats = [await client(), await client()];
    const views = await Promise.all(seats.map(async (c, seat) => (await join(c, room, tokens[seat]!)).view));
    const seat = views.findIndex((v) => v.decisions.length > 0);
    expect(seat).toBeGreaterThanOrEqual(0);
    const answer = await seats[seat]!.request({ type: 'action', id: nextId('after'), version, action: views[seat]!.decisions[0]!.options[0]! });
    expect(answer).toMatchObject({ type: 'ack', version: version + 1 });
    await second.close();
    second = null;
  });
});
