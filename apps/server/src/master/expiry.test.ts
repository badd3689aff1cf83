import { RoomSetupSchema, type RoomSetupInput } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { memoryStorage } from '../storage/memory';
import type { Storage } from '../storage/storage';
import type { CreationBudget } from './deps';
import { createMaster } from './master';

// Issue 21: rooms no seat has joined live only in storage, expire after their TTL and do not count
// against the cap; finished games leave storage after the retention; a rematch is a creation of
// the address that completes it; a client ahead of the game gets the whole game.

const DUEL: RoomSetupInput = { mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon', terrain: ['rock'], abandonSeconds: 1 };
const HOUR = 3600_000;

function setup(options: { storage?: Storage; maxRooms?: number; retentionMs?: number; creations?: CreationBudget; t?: number } = {}) {
  const storage = options.storage ?? memoryStorage();
  const clock = { t: options.t ?? 1_000_000 };
  const master = createMaster({
    storage, transport: { broadcast: () => {} }, logger: createLogger('silent'), now: () => clock.t, maxRooms: options.maxRooms ?? 100,
    unjoinedRoomTtlMs: 24 * HOUR, retentionMs: options.retentionMs ?? 30 * 24 * HOUR, ...(options.creations ? { creations: options.creations } : {}),
  });
  const create = async () => {
    const created = await master.createRoom(RoomSetupSchema.parse(DUEL));
    if (!created.ok) throw new Error(created.error.message);
    return created.value;
  };
  return { master, storage, clock, create };
}

/**
 * Seat 0 comes and stays, seat 1 comes and leaves: after `abandonSeconds` seat 0 may claim the game
 * (a seat that never came cannot be claimed against, issue 22).
 */
async function opponentCameAndLeft(master: ReturnType<typeof setup>['master'], r: { room: string; seatTokens: readonly string[] }): Promise<void> {
  for (const seat of [0, 1]) {
    expect(await master.authenticate(r.room, r.seatTokens[seat]!)).toEqual({ ok: true, viewer: seat });
    master.presence(r.room, seat, 1);
  }
  master.presence(r.room, 1, -1, 'left');
}

const stored = async (storage: Storage, room: string) => (await storage.read(room)).ok;

describe('rooms no seat has joined (issue 21)', () => {
  it('are only stored, expire after the TTL (a joined one never does), and a link to an expired one is BAD_TOKEN', async () => {
    const { master, storage, clock, create } = setup();
    const [lonely, joined] = [await create(), await create()];
    expect(master.stats()).toMatchObject({ rooms: 0, unjoined: 2, playing: 0 }); // nothing in memory
    expect(await master.authenticate(joined.room, joined.seatTokens[1]!)).toEqual({ ok: true, viewer: 1 });
    expect(master.stats()).toMatchObject({ rooms: 1, unjoined: 1, playing: 1 });
    clock.t += 24 * HOUR - 1;
    expect(await master.sweep()).toEqual({ expired: 0, retired: 0 });
    clock.t += 1;
    expect(await master.sweep()).toEqual({ expired: 1, retired: 0 });
    expect(await stored(storage, lonely.room)).toBe(false);
    expect(await stored(storage, joined.room)).toBe(true);
    expect(await master.authenticate(lonely.room, lonely.seatTokens[0]!)).toMatchObject({ ok: false, code: 'BAD_TOKEN' });
    clock.t += 100 * 24 * HOUR; // a joined game being played is never removed
    master.unloadIdle();
    expect(await master.sweep()).toEqual({ expired: 0, retired: 0 });
    expect(await master.authenticate(joined.room, joined.seatTokens[0]!)).toEqual({ ok: true, viewer: 0 });
  });

  it('stored before a restart: still unjoined after it (no entry), and expire at the first sweep once past the TTL', async () => {
    const first = setup();
    const old = await first.create();
    const joined = await first.create();
    await first.master.authenticate(joined.room, joined.seatTokens[0]!);
    first.clock.t += 25 * HOUR;
    const second = setup({ storage: first.storage, t: first.clock.t });
    expect(await second.master.load()).toMatchObject({ unjoined: 1, rooms: 1 });
    expect(await second.master.sweep()).toEqual({ expired: 1, retired: 0 });
    expect(await stored(first.storage, old.room)).toBe(false);
    expect(await second.master.authenticate(joined.room, joined.seatTokens[1]!)).toEqual({ ok: true, viewer: 1 });
  });

  it('do not count against MAX_ROOMS; a seat joining one when the cap is reached is refused, and nothing is stored for it', async () => {
    const { master, storage, create } = setup({ maxRooms: 2 });
    const rooms = [];
    for (let i = 0; i < 10; i++) rooms.push(await create()); // ten creations, none joined: all fit
    expect(await master.authenticate(rooms[0]!.room, rooms[0]!.seatTokens[0]!)).toEqual({ ok: true, viewer: 0 });
    expect(await master.authenticate(rooms[1]!.room, rooms[1]!.seatTokens[0]!)).toEqual({ ok: true, viewer: 0 });
    expect(await master.createRoom(RoomSetupSchema.parse(DUEL))).toMatchObject({ ok: false, error: { code: 'ROOM_LIMIT' } });
    expect(await master.authenticate(rooms[2]!.room, rooms[2]!.seatTokens[0]!)).toMatchObject({ ok: false, code: 'ROOM_UNAVAILABLE' });
    const third = await storage.read(rooms[2]!.room);
    expect(third.ok && third.value.entries).toEqual([]); // still unjoined: it expires like the others
    // A spectator may watch an unjoined room; it leaves memory again once nobody watches.
    expect(await master.authenticate(rooms[3]!.room, rooms[3]!.spectatorToken)).toEqual({ ok: true, viewer: 'spectator' });
    master.presence(rooms[3]!.room, 'spectator', 1);
    expect(master.unloadIdle()).toBe(1); // the room the refused join read, not the watched one
    master.presence(rooms[3]!.room, 'spectator', -1);
    expect(master.unloadIdle()).toBe(1);
    expect(master.stats()).toMatchObject({ rooms: 2, unjoined: 8 });
  });
});

describe('finished games past RETENTION_DAYS (issue 21)', () => {
  it('leave storage (snapshot and log) once unloaded and older than the retention; younger ones stay and still open', async () => {
    const { master, storage, clock, create } = setup({ retentionMs: 10 * 24 * HOUR });
    const rooms = [await create(), await create()];
    for (const r of rooms) {
      await opponentCameAndLeft(master, r);
    }
    clock.t += 2_000;
    expect(await master.claim(rooms[0]!.room, 0, 'c0')).toMatchObject({ type: 'ack' }); // seat 1 came and left: claimed
    master.presence(rooms[0]!.room, 0, -1);
    clock.t += 3 * 24 * HOUR;
    expect(await master.claim(rooms[1]!.room, 0, 'c1')).toMatchObject({ type: 'ack' });
    master.presence(rooms[1]!.room, 0, -1);
    clock.t += HOUR;
    expect(master.unloadIdle()).toBe(2); // both finished, both idle: unloaded now, retention counts from here
    await storage.snapshot(rooms[0]!.room, '{"a snapshot":1}');
    clock.t += 10 * 24 * HOUR - 1;
    expect(await master.sweep()).toEqual({ expired: 0, retired: 0 });
    clock.t += 1;
    expect(await master.sweep()).toEqual({ expired: 0, retired: 2 });
    for (const r of rooms) expect(await stored(storage, r.room)).toBe(false);
  });

  it('are removed at start when their last entry is older than the retention; a room being read is never removed', async () => {
    const first = setup({ retentionMs: 10 * 24 * HOUR });
    const r = await first.create();
    await opponentCameAndLeft(first.master, r);
    first.clock.t += 2_000;
    await first.master.claim(r.room, 0, 'c');
    const young = setup({ storage: first.storage, retentionMs: 10 * 24 * HOUR, t: first.clock.t + 10 * 24 * HOUR - 1 });
    await young.master.load();
    expect(await young.master.sweep()).toEqual({ expired: 0, retired: 0 });
    const old = setup({ storage: first.storage, retentionMs: 10 * 24 * HOUR, t: first.clock.t + 10 * 24 * HOUR });
    await old.master.load();
    const reading = old.master.authenticate(r.room, r.seatTokens[0]!); // a join reads it back first: it stays
    expect(await old.master.sweep()).toEqual({ expired: 0, retired: 0 });
    expect(await reading).toEqual({ ok: true, viewer: 0 });
    const gone = setup({ storage: first.storage, retentionMs: 10 * 24 * HOUR, t: first.clock.t + 10 * 24 * HOUR });
    await gone.master.load();
    expect(await gone.master.sweep()).toEqual({ expired: 0, retired: 1 });
    expect(await stored(first.storage, r.room)).toBe(false);
  });
});

describe('rematches and versions ahead (issue 21)', () => {
  it('a rematch is a creation of the address that completes it: refused RATE_LIMITED without its request being recorded, granted later', async () => {
    let budget = 0;
    const asked: string[] = [];
    const creations: CreationBudget = {
      allow: (address) => {
        asked.push(address);
        return budget-- > 0;
      },
      refused: () => {},
    };
    const { master, clock, create } = setup({ creations });
    const r = await create();
    await opponentCameAndLeft(master, r);
    clock.t += 2_000;
    await master.claim(r.room, 0, 'c');
    expect(await master.rematch(r.room, 0, 'r0', '10.0.0.1')).toMatchObject({ type: 'ack', duplicate: false }); // not the last: no room yet
    expect(asked).toEqual([]);
    expect(await master.rematch(r.room, 1, 'r1', '10.0.0.2')).toMatchObject({ type: 'error', code: 'RATE_LIMITED' });
    expect(asked).toEqual(['10.0.0.2']);
    budget = 1;
    expect(await master.rematch(r.room, 1, 'r1-again', '10.0.0.2')).toMatchObject({ type: 'ack', duplicate: false });
    const joined = master.joined(r.room, 0, 'j', undefined);
    expect(joined.type === 'joined' && joined.status.rematch.room).toEqual(expect.any(String));
  });

  it('every seat asked but no room was linked (a failed creation, a crash or a backup between the writes): asking again creates it', async () => {
    const memory = memoryStorage();
    let failCreate = false;
    const storage = { ...memory, create: async (record: Parameters<typeof memory.create>[0]) => (failCreate ? ((failCreate = false), { ok: false as const, error: { code: 'STORAGE_FAILED' as const, message: 'disk full' } }) : memory.create(record)) };
    const { master, clock, create } = setup({ storage });
    const r = await create();
    await opponentCameAndLeft(master, r);
    clock.t += 2_000;
    await master.claim(r.room, 0, 'c');
    expect(await master.rematch(r.room, 0, 'r0')).toMatchObject({ type: 'ack', duplicate: false });
    failCreate = true; // the request is stored, the new room's record is not
    expect(await master.rematch(r.room, 1, 'r1')).toMatchObject({ type: 'error', code: 'STORAGE_FAILED' });
    expect(await master.rematch(r.room, 0, 'r0-again')).toMatchObject({ type: 'ack', duplicate: false });
    const joined = master.joined(r.room, 0, 'j', undefined);
    expect(joined.type === 'joined' && joined.status.rematch.room).toEqual(expect.any(String));
    expect(await master.rematch(r.room, 1, 'r1-late')).toMatchObject({ type: 'ack', duplicate: true });
  });

  it('a join with `since` ahead of the game (a restored backup) gets the whole game, not STALE_VERSION', async () => {
    const { master, create } = setup();
    const r = await create();
    await master.authenticate(r.room, r.seatTokens[0]!);
    const first = master.joined(r.room, 0, 'first', 0);
    const ahead = master.joined(r.room, 0, 'ahead', 40);
    if (first.type !== 'joined' || ahead.type !== 'joined') throw new Error(`not joined: ${JSON.stringify(ahead)}`);
    expect(ahead.view).toEqual(first.view);
    expect(ahead.missed).toEqual(first.missed); // the whole game so far, as a first join gets it
  });
});
