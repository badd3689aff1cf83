import { appendFileSync, chmodSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openFileStorage } from './file';
import type { LogEntry, RoomRecord, Storage } from './storage';
import { storedAction, storedRoom } from '../testing/stored';

// The file storage: append-only logs that survive a process killed in the middle of a write.

const dirs: string[] = [];
const open: Storage[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'senjutsu-storage-'));
  dirs.push(d);
  return d;
}

async function storageIn(dir: string, fsync = false, openFiles?: number): Promise<Storage> {
  const opened = await openFileStorage(dir, openFiles === undefined ? { fsync } : { fsync, openFiles });
  if (!opened.ok) throw new Error(opened.error.message);
  open.push(opened.value);
  return opened.value;
}

const record = (room: string): RoomRecord => storedRoom(room, 1);
const action = storedAction;

describe('file storage', () => {
  it('snapshots (issue 13): each replaces the previous whole, queued per room, with and without fsync; read and an eager load return the latest; a lazy load leaves live rooms unread', async () => {
    for (const fsync of [false, true]) {
      const dir = tempDir();
      const s = await storageIn(dir, fsync);
      await s.create(record('room-snap'));
      await s.create(record('room-none'));
      for (let n = 0; n < 2; n++) await s.append('room-snap', action(n), n);
      expect(await s.snapshot('room-gone', '{}')).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
      // Three at once: written one after the other, the last one stays.
      const written = await Promise.all(['{"n":1}', '{"n":2}', `{"n":3,"pad":"${'x'.repeat(50_000)}"}`].map((text) => s.snapshot('room-snap', text)));
      expect(written.every((w) => w.ok)).toBe(true);
      expect(readdirSync(join(dir, 'snapshots'))).toEqual(['room-snap.json']); // no temporary file left
      const read = await s.read('room-snap');
      expect(read.ok && read.value.snapshot?.startsWith('{"n":3,')).toBe(true);
      const none = await s.read('room-none');
      expect(none.ok && 'snapshot' in none.value).toBe(false);
      await s.close();
      open.pop();
      const eager = await storageIn(dir, fsync);
      const loaded = await eager.load();
      expect(loaded.rooms.find((r) => r.record.room === 'room-snap')?.snapshot?.startsWith('{"n":3,')).toBe(true);
      await eager.close();
      open.pop();
      const opened = await openFileStorage(dir, { fsync, lazy: true });
      if (!opened.ok) throw new Error(opened.error.message);
      open.push(opened.value);
      const lazy = await opened.value.load();
      expect({ rooms: lazy.rooms, live: lazy.live, tokens: lazy.tokens?.get('room-snap') }).toEqual({ rooms: [], live: ['room-snap'], tokens: ['h0', 'h1', 'hs'] });
      expect(lazy.unjoined?.map((u) => u.room)).toEqual(['room-none']); // no entry: no seat ever joined
      const later = await opened.value.read('room-snap');
      expect(later.ok && later.value.entries).toEqual([action(0), action(1)]);
    }
  });

  it('stores a room and its entries in order, and loads them back (with and without fsync)', async () => {
    for (const fsync of [false, true]) {
      const dir = tempDir();
      const s = await storageIn(dir, fsync);
      expect(await s.create(record('room-aaaa'))).toEqual({ ok: true, value: undefined });
      for (let n = 0; n < 3; n++) expect((await s.append('room-aaaa', action(n), n)).ok).toBe(true);
      expect(await s.append('room-aaaa', action(9), 1)).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
      await s.close();
      open.pop();
      const again = await storageIn(dir);
      const loaded = await again.load();
      expect(loaded.broken).toEqual([]);
      expect(loaded.rooms).toEqual([{ record: record('room-aaaa'), entries: [action(0), action(1), action(2)] }]);
    }
  });

  it('keeps at most `openFiles` room files open, reopening the others as they are appended to', async () => {
    const dir = tempDir();
    const roomsOpen = () => readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).startsWith(join(dir, 'rooms'));
      } catch {
        return false;
      }
    }).length;
    const s = await storageIn(dir, false, 2);
    const rooms = ['room-one1', 'room-two2', 'room-three', 'room-four', 'room-five'];
    for (const room of rooms) await s.create(record(room));
    for (let n = 0; n < 4; n++) {
      for (const room of rooms) expect((await s.append(room, action(n), n)).ok).toBe(true);
      expect(roomsOpen()).toBe(2);
    }
    await s.close();
    open.pop();
    expect(roomsOpen()).toBe(0);
    const loaded = await (await storageIn(dir)).load();
    expect(loaded.rooms.map((r) => [r.record.room, r.entries])).toEqual(
      [...rooms].sort().map((room) => [room, [action(0), action(1), action(2), action(3)]]),
    );
  });

  it('a finished game is listed by id without reading its entries; `read` gives it whole, and appending goes on', async () => {
    const dir = tempDir();
    const s = await storageIn(dir);
    const over: LogEntry = { kind: 'over', winners: [0], at: 5 };
    const claim: LogEntry = { kind: 'claim', seat: 1, winners: [1], reason: 'abandoned', at: 5 };
    const logs: Record<string, LogEntry[]> = {
      'room-play': [action(0), action(1)],
      'room-over': [action(0), over, { kind: 'rematchRequested', seat: 0, at: 6 }, { kind: 'rematch', room: 'room-next', at: 7 }],
      'room-claim': [action(0), claim],
    };
    for (const [room, entries] of Object.entries(logs)) {
      await s.create(record(room));
      for (const [n, entry] of entries.entries()) await s.append(room, entry, n);
    }
    await s.close();
    open.pop();
    // A damaged line inside a finished log goes unnoticed until the room is read.
    const file = join(dir, 'rooms', 'room-claim.jsonl');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"endMove"', '"fly"'));
    const again = await storageIn(dir);
    const loaded = await again.load();
    expect(loaded.rooms.map((r) => r.record.room)).toEqual(['room-play']);
    expect(loaded.finished).toEqual(['room-claim', 'room-over']);
    expect(loaded.broken).toEqual([]);
    expect(await again.read('room-over')).toEqual({ ok: true, value: { record: record('room-over'), entries: logs['room-over'] } });
    expect(await again.read('room-claim')).toMatchObject({ ok: false, error: { code: 'STORAGE_FAILED' } });
    expect(await again.read('../room-over')).toMatchObject({ ok: false });
    expect((await again.append('room-over', { kind: 'rematchRequested', seat: 1, at: 8 }, 4)).ok).toBe(true);
    const grown = await again.read('room-over');
    expect(grown.ok && grown.value.entries.length).toBe(5);
  });

  it('a write torn by a killed process is cut off on load; appending then goes on cleanly', async () => {
    const dir = tempDir();
    const s = await storageIn(dir);
    await s.create(record('room-torn'));
    await s.append('room-torn', action(0), 0);
    await s.close();
    open.pop();
    const file = join(dir, 'rooms', 'room-torn.jsonl');
    appendFileSync(file, JSON.stringify(action(1)).slice(0, 25)); // no newline: never acknowledged
    const again = await storageIn(dir);
    expect((await again.load()).rooms[0]!.entries).toEqual([action(0)]);
    expect((await again.append('room-torn', action(1), 1)).ok).toBe(true);
    expect(readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l))).toEqual([record('room-torn'), action(0), action(1)]);
  });

  it('a creation torn before its record was whole is removed; a damaged log marks only its room as broken', async () => {
    const dir = tempDir();
    const s = await storageIn(dir);
    await s.create(record('room-good'));
    await s.create(record('room-bad1'));
    await s.append('room-bad1', action(0), 0);
    await s.close();
    open.pop();
    writeFileSync(join(dir, 'rooms', 'room-half.jsonl'), '{"kind":"room","form');
    const bad = join(dir, 'rooms', 'room-bad1.jsonl');
    writeFileSync(bad, readFileSync(bad, 'utf8').replace('"endMove"', '"fly"'));
    const again = await storageIn(dir);
    const loaded = await again.load();
    expect(loaded.unjoined?.map((u) => u.room)).toEqual(['room-good']);
    expect(loaded.broken.map((b) => b.room)).toEqual(['room-bad1']);
    expect(() => readFileSync(join(dir, 'rooms', 'room-half.jsonl'))).toThrow();
  });

  it('issue 21: files are 0600 and folders 0700 (the data folder too), not what the umask gives; an older server\'s 0755 folders are closed', async () => {
    const dir = tempDir();
    chmodSync(dir, 0o755);
    {
      const s = await storageIn(dir);
      await s.create(record('room-mode'));
      await s.append('room-mode', action(0), 0);
      expect((await s.snapshot('room-mode', '{}')).ok).toBe(true);
      const mode = (path: string) => statSync(path).mode & 0o777;
      expect([dir, join(dir, 'rooms'), join(dir, 'snapshots')].map(mode)).toEqual([0o700, 0o700, 0o700]);
      expect([join(dir, 'rooms', 'room-mode.jsonl'), join(dir, 'snapshots', 'room-mode.json'), join(dir, 'server.lock')].map(mode)).toEqual([0o600, 0o600, 0o600]);
      const fresh = join(tempDir(), 'a', 'b');
      await storageIn(fresh);
      expect(mode(fresh)).toBe(0o700);
    }
  });

  it('issue 21: a load tells unjoined rooms (no entry) with their creation time and finished ones with their last entry\'s; remove takes the snapshot, then the log', async () => {
    const dir = tempDir();
    const s = await storageIn(dir);
    await s.create({ ...record('room-empty'), createdAt: 42 });
    await s.create(record('room-done'));
    const done: LogEntry[] = [{ kind: 'joined', seat: 0, at: 2 }, action(1), { kind: 'over', winners: [0], at: 9 }];
    for (const [n, entry] of done.entries()) await s.append('room-done', entry, n);
    expect((await s.snapshot('room-done', '{}')).ok).toBe(true);
    await s.close();
    open.pop();
    const again = await storageIn(dir);
    const loaded = await again.load();
    expect(loaded.unjoined).toEqual([{ room: 'room-empty', createdAt: 42 }]);
    expect(loaded.finished).toEqual(['room-done']);
    expect(loaded.finishedAt?.get('room-done')).toBe(9);
    expect((await again.append('room-done', { kind: 'rematchRequested', seat: 0, at: 10 }, 3)).ok).toBe(true); // its file is open for appending
    expect((await again.remove('room-done')).ok).toBe(true);
    expect((await again.remove('room-empty')).ok).toBe(true);
    expect(readdirSync(join(dir, 'rooms'))).toEqual([]);
    expect(readdirSync(join(dir, 'snapshots'))).toEqual([]);
    const held = readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`).includes('room-done');
      } catch {
        return false;
      }
    });
    expect(held).toEqual([]); // its descriptor was closed, not leaked
    expect(await again.remove('room-done')).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(await again.read('room-done')).toMatchObject({ ok: false });
  });

  it('one server per data folder: a live holder keeps the lock, a dead one loses it', async () => {
    const dir = tempDir();
    await storageIn(dir);
    expect(await openFileStorage(dir, { fsync: false })).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    await open.pop()!.close();
    writeFileSync(join(dir, 'server.lock'), '999999999'); // a pid that is not running
    expect((await openFileStorage(dir, { fsync: false })).ok).toBe(true);
  });
});
