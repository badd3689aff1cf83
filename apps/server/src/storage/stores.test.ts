import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../testing/redis';
import { openFileStorage } from './file';
import { connectRedis, redisStorage, roomKeys } from './redis';
import type { LogEntry, RoomRecord, Storage } from './storage';
import { storedAction, storedRoom } from '../testing/stored';

// The storage contract, run against both stores: the file store (the default) and the Redis one
// (REDIS_URL), on a redis-server of this file's own.

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const open: Storage[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A store: `open` opens it (again: what a restarted server finds), `damage` rewrites one stored entry's text behind its back. */
type Store = { open(options?: { lazy?: boolean }): Promise<Storage>; damage(room: string, entry: number, edit: (text: string) => string): Promise<void> };

let namespaces = 0;
const stores: Record<string, () => Store> = {
  file: () => {
    const dir = mkdtempSync(join(tmpdir(), 'senjutsu-stores-'));
    dirs.push(dir);
    return {
      async open(options = {}) {
        const opened = await openFileStorage(dir, { fsync: false, ...options });
        if (!opened.ok) throw new Error(opened.error.message);
        open.push(opened.value);
        return opened.value;
      },
      async damage(room, entry, edit) {
        const path = join(dir, 'rooms', `${room}.jsonl`);
        const lines = readFileSync(path, 'utf8').split('\n');
        lines[entry + 1] = edit(lines[entry + 1]!);
        writeFileSync(path, lines.join('\n'));
      },
    };
  },
  redis: () => {
    const prefix = `test${++namespaces}:`;
    return {
      async open(options = {}) {
        const connected = await connectRedis(redis.url);
        if (!connected.ok) throw new Error(connected.error.message);
        const s = redisStorage(connected.value, { prefix, ...options });
        open.push(s);
        return s;
      },
      async damage(room, entry, edit) {
        const connected = await connectRedis(redis.url);
        if (!connected.ok) throw new Error(connected.error.message);
        const log = roomKeys(prefix, room).log;
        await connected.value.lset(log, entry, edit((await connected.value.lindex(log, entry))!));
        connected.value.disconnect();
      },
    };
  },
};

const record = (room: string): RoomRecord => storedRoom(room, 1);
const action = storedAction;

async function reopened(store: Store, first: Storage, options?: { lazy?: boolean }): Promise<Storage> {
  await first.close();
  open.splice(open.indexOf(first), 1);
  return store.open(options);
}

describe.each(Object.keys(stores))('%s storage', (name) => {
  const make = stores[name]!;

  it('stores a room and its entries in order, refuses an entry made against another length, and loads them back', async () => {
    const store = make();
    const s = await store.open();
    expect(await s.create(record('room-aaaa'))).toEqual({ ok: true, value: undefined });
    expect(await s.create(record('room-aaaa'))).toMatchObject({ ok: false });
    for (let n = 0; n < 3; n++) expect((await s.append('room-aaaa', action(n), n)).ok).toBe(true);
    expect(await s.append('room-aaaa', action(9), 1)).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(await s.append('room-none', action(0), 0)).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const loaded = await (await reopened(store, s)).load();
    expect(loaded.broken).toEqual([]);
    expect(loaded.rooms).toEqual([{ record: record('room-aaaa'), entries: [action(0), action(1), action(2)] }]);
  });

  it('snapshots: each replaces the previous whole; read and an eager load return the latest; a lazy load leaves live rooms unread', async () => {
    const store = make();
    const s = await store.open();
    await s.create(record('room-snap'));
    await s.create(record('room-none'));
    for (let n = 0; n < 2; n++) await s.append('room-snap', action(n), n);
    expect(await s.snapshot('room-gone', '{}')).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const written = await Promise.all(['{"n":1}', '{"n":2}', `{"n":3,"pad":"${'x'.repeat(50_000)}"}`].map((text) => s.snapshot('room-snap', text)));
    expect(written.every((w) => w.ok)).toBe(true);
    const read = await s.read('room-snap');
    expect(read.ok && read.value.snapshot?.startsWith('{"n":3,')).toBe(true);
    const none = await s.read('room-none');
    expect(none.ok && 'snapshot' in none.value).toBe(false);
    const eager = await reopened(store, s);
    expect((await eager.load()).rooms.find((r) => r.record.room === 'room-snap')?.snapshot?.startsWith('{"n":3,')).toBe(true);
    const lazyStorage = await reopened(store, eager, { lazy: true });
    const lazy = await lazyStorage.load();
    expect({ rooms: lazy.rooms, live: lazy.live, tokens: lazy.tokens?.get('room-snap') }).toEqual({ rooms: [], live: ['room-snap'], tokens: ['h0', 'h1', 'hs'] });
    expect(lazy.unjoined?.map((u) => u.room)).toEqual(['room-none']);
    const later = await lazyStorage.read('room-snap');
    expect(later.ok && later.value.entries).toEqual([action(0), action(1)]);
  });

  it('a finished game is listed by id without reading its entries; `read` gives it whole (or says it is damaged), and appending goes on', async () => {
    const store = make();
    const s = await store.open();
    const logs: Record<string, LogEntry[]> = {
      'room-play': [action(0), action(1)],
      'room-over': [action(0), { kind: 'over', winners: [0], at: 5 }, { kind: 'rematchRequested', seat: 0, at: 6 }, { kind: 'rematch', room: 'room-next', at: 7 }],
      'room-claim': [action(0), { kind: 'claim', seat: 1, winners: [1], reason: 'abandoned', at: 5 }],
    };
    for (const [room, entries] of Object.entries(logs)) {
      await s.create(record(room));
      for (const [n, entry] of entries.entries()) await s.append(room, entry, n);
    }
    await store.damage('room-claim', 0, (text) => text.replace('"endMove"', '"fly"'));
    const again = await reopened(store, s);
    const loaded = await again.load();
    expect(loaded.rooms.map((r) => r.record.room)).toEqual(['room-play']);
    expect(loaded.finished).toEqual(['room-claim', 'room-over']);
    expect(loaded.broken).toEqual([]);
    expect(await again.read('room-over')).toEqual({ ok: true, value: { record: record('room-over'), entries: logs['room-over'] } });
    expect(await again.read('room-claim')).toMatchObject({ ok: false, error: { code: 'STORAGE_FAILED', damaged: true } });
    expect(await again.read('../room-over')).toMatchObject({ ok: false });
    expect((await again.append('room-over', { kind: 'rematchRequested', seat: 1, at: 8 }, 4)).ok).toBe(true);
    const grown = await again.read('room-over');
    expect(grown.ok && grown.value.entries.length).toBe(5);
  });

  it('a damaged log marks only its room as broken (its links still known); a relinked seat\'s current token is the one listed', async () => {
    const store = make();
    const s = await store.open();
    await s.create(record('room-good'));
    await s.create(record('room-bad1'));
    await s.append('room-bad1', action(0), 0);
    await s.append('room-good', { kind: 'joined', seat: 0, at: 1 }, 0);
    await s.append('room-good', { kind: 'relink', link: 1, token: 'h1-new', at: 2 }, 1);
    await store.damage('room-bad1', 0, (text) => text.replace('"endMove"', '"fly"'));
    const eager = await reopened(store, s);
    const loaded = await eager.load(); // eager: a lazy load finds the damage only at the room's read
    expect(loaded.broken.map((b) => b.room)).toEqual(['room-bad1']);
    expect(loaded.tokens?.get('room-bad1')).toEqual(['h0', 'h1', 'hs']);
    const lazy = await (await reopened(store, eager, { lazy: true })).load();
    expect(lazy.tokens?.get('room-good')).toEqual(['h0', 'h1-new', 'hs']);
  });

  it('a load tells unjoined rooms with their creation time and finished ones with their last entry\'s; remove takes snapshot and log, once', async () => {
    const store = make();
    const s = await store.open();
    await s.create({ ...record('room-empty'), createdAt: 42 });
    await s.create(record('room-done'));
    const done: LogEntry[] = [{ kind: 'joined', seat: 0, at: 2 }, action(1), { kind: 'over', winners: [0], at: 9 }];
    for (const [n, entry] of done.entries()) await s.append('room-done', entry, n);
    expect((await s.snapshot('room-done', '{}')).ok).toBe(true);
    const again = await reopened(store, s);
    const loaded = await again.load();
    expect(loaded.unjoined).toEqual([{ room: 'room-empty', createdAt: 42 }]);
    expect(loaded.finished).toEqual(['room-done']);
    expect(loaded.finishedAt?.get('room-done')).toBe(9);
    expect((await again.append('room-done', { kind: 'rematchRequested', seat: 0, at: 10 }, 3)).ok).toBe(true);
    expect((await again.remove('room-done')).ok).toBe(true);
    expect((await again.remove('room-empty')).ok).toBe(true);
    expect(await again.remove('room-done')).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(await again.read('room-done')).toMatchObject({ ok: false });
    expect(await again.snapshot('room-done', '{}')).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const empty = await (await reopened(store, again)).load();
    expect([empty.rooms, empty.finished, empty.unjoined, empty.broken]).toEqual([[], [], [], []]);
  });
});
