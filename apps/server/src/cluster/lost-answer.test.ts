import type { GameView, Viewer } from '@senjutsu/engine';
import { RoomSetupSchema } from '@senjutsu/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { createMaster, type Master } from '../master/master';
import { connectRedis, redisStorage } from '../storage/redis';
import { DUEL } from '../testing/client';
import { cuttingProxy, type CuttingProxy } from '../testing/cutting-proxy';
import { useRedis } from '../testing/redis-hooks';

// Issue 27: an append Redis stored whose answer was lost (the connection cut after Redis ran it).
// Whether ioredis sends it again on its new connection or gives up, the master's count of the
// room's entries must not stay one behind the log: every later write of the room would be refused.

const redis = useRedis();
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

let prefixes = 0;
/** A master on Redis through a proxy that can cut the connection; a room both seats have joined. */
async function setup(): Promise<{ master: Master; proxy: CuttingProxy; room: string; prefix: string; tokens: readonly string[] }> {
  const proxy = await cuttingProxy(redis.port);
  cleanup.push(() => proxy.close());
  const connected = await connectRedis(proxy.url);
  if (!connected.ok) throw new Error(connected.error.message);
  const prefix = `lost${++prefixes}:`;
  const storage = redisStorage(connected.value, { prefix });
  cleanup.push(() => storage.close());
  const master = createMaster({ storage, transport: { broadcast: () => undefined }, logger: createLogger('silent'), now: Date.now, maxRooms: 10 });
  const created = await master.createRoom(RoomSetupSchema.parse(DUEL));
  if (!created.ok) throw new Error(created.error.message);
  for (const token of created.value.seatTokens) expect(await master.authenticate(created.value.room, token)).toMatchObject({ ok: true });
  return { master, proxy, room: created.value.room, prefix, tokens: created.value.seatTokens };
}

function viewOf(master: Master, room: string, viewer: Viewer): GameView {
  const m = master.joined(room, viewer, 'look', undefined);
  if (m.type !== 'joined') throw new Error(`no view: ${JSON.stringify(m)}`);
  return m.view as GameView;
}
/** The first option of the first seat the game waits for, under message id `id`. */
async function step(master: Master, room: string, id: string) {
  const seat = viewOf(master, room, 'spectator').waitingFor[0]!;
  const view = viewOf(master, room, seat);
  return master.act(room, seat, { id, version: view.version, action: view.decisions[0]!.options[0]! });
}
const storedActions = async (prefix: string, room: string) => (await redis.inspect.lrange(`${prefix}{${room}}:log`, 0, -1)).filter((line) => line.includes('"kind":"action"')).length;

describe('an append whose answer from Redis was lost', () => {
  it('sent again on the new connection: it counts as written once, and the game goes on', async () => {
    const { master, proxy, room, prefix } = await setup();
    for (let i = 0; i < 3; i++) expect(await step(master, room, `before-${i}`)).toMatchObject({ type: 'ack' });
    const cut = proxy.cutAfter('"id":"lost-1"');
    const answer = await step(master, room, 'lost-1');
    await cut;
    expect(answer).toMatchObject({ type: 'ack', version: 4 });
    expect(await storedActions(prefix, room)).toBe(4); // once, not twice
    for (let i = 0; i < 3; i++) expect(await step(master, room, `after-${i}`)).toMatchObject({ type: 'ack' });
    expect(await storedActions(prefix, room)).toBe(7);
  });

  it('given up (Redis unreachable for a while): the room is read again from Redis, with the entry, and the game goes on', async () => {
    const { master, proxy, room, prefix, tokens } = await setup();
    for (let i = 0; i < 3; i++) expect(await step(master, room, `before-${i}`)).toMatchObject({ type: 'ack' });
    await proxy.refuse(true);
    const cut = proxy.cutAfter('"id":"lost-2"');
    const answer = await step(master, room, 'lost-2');
    await cut;
    expect(answer).toMatchObject({ type: 'error', code: 'STORAGE_FAILED' });
    await proxy.refuse(false);
    expect(await storedActions(prefix, room)).toBe(4); // Redis has it
    // The seat comes back (its page reconnects and joins): the view includes the stored action.
    for (let i = 0; i < 100 && !(await master.authenticate(room, tokens[0]!)).ok; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(viewOf(master, room, 'spectator').version).toBe(4);
    for (let i = 0; i < 3; i++) expect(await step(master, room, `after-${i}`)).toMatchObject({ type: 'ack' });
    expect(await storedActions(prefix, room)).toBe(7);
  });
});
