import { afterEach, describe, expect, it } from 'vitest';
import { connect, createRoom, DUEL, nextId } from '../testing/client';
import { startTestServer } from '../testing/server';

// The compiled parser skips measuring a message only when the longest message it accepts fits the
// limit; with MAX_MESSAGE_BYTES set below that bound, every message is measured as before.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

describe('MAX_MESSAGE_BYTES below the compiled bound', () => {
  it('a valid join longer than the limit is MESSAGE_TOO_LARGE; a short valid message is read', async () => {
    const server = await startTestServer({ maxMessageBytes: 256 });
    cleanup.push(() => server.stop());
    const room = await createRoom(server.url, DUEL);
    const c = await connect(server.url);
    cleanup.push(() => c.close());
    const long = { type: 'join', id: `j${'x'.repeat(63)}`, room: room.room, token: 'A'.repeat(128), since: 0 }; // valid in form (a wrong token would be BAD_TOKEN)
    expect(JSON.stringify(long).length).toBeGreaterThan(256);
    expect(await c.request(long)).toMatchObject({ type: 'error', code: 'MESSAGE_TOO_LARGE' });
    expect(await c.request({ type: 'claim', id: nextId() })).toMatchObject({ type: 'error', code: 'NOT_JOINED' });
    expect(await c.request({ type: 'join', id: nextId(), room: room.room, token: room.seats[0]!.invite.token })).toMatchObject({ type: 'joined' });
  });
});
