import { closeSync, fdatasync, fstatSync, ftruncateSync, openSync, promises as fs, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../log';
import { lockDataDir } from './lock';
import { currentRecord, finishedLog, LogEntrySchema, RoomRecordSchema, RoomSummarySchema, storageOk, tokenHashes, type Links, type LoadResult, type LogEntry, type Storage, type StorageResult, type StoredRoom } from './storage';

// Rooms as append-only JSON-lines files: `<dataDir>/rooms/<room>.jsonl`, the room record first,
// then one line per accepted entry. An append resolves only after the write (and, with `fsync`,
// the flush) has finished, so an acknowledged action is stored before its acknowledgement leaves.
// A process killed in the middle of a write leaves at most one torn last line without its
// newline: it was never acknowledged, and loading cuts it off.
// A live room's latest snapshot (the master's text) is `<dataDir>/snapshots/<room>.json`, replaced
// atomically (written whole to a temporary file, then renamed over the old one).

type Options = {
  readonly fsync: boolean;
  /** How many room files stay open for appending (the least recently used one is closed beyond it). */
  readonly openFiles?: number;
  /** Where repairs made while loading are reported (a torn last line cut off). */
  readonly logger?: Pick<Logger, 'warn'>;
  /**
   * Leave the games being played unread at load (their record and size only; `read` parses one
   * when its first join comes), so a starting server answers at once. Default: read them whole.
   */
  readonly lazy?: boolean;
};

/** Data files are the server's alone (they hold the seeds, from which every hand follows): 0600, folders 0700. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

const failure = (e: unknown): StorageResult => ({ ok: false, error: { code: 'STORAGE_FAILED', message: e instanceof Error ? e.message : String(e) } });

const ROOM_FILE = /^([A-Za-z0-9_-]{8,64})\.jsonl$/;

/**
 * Room files open for appending, the least recently used first; beyond `limit` the oldest is closed
 * (it reopens on its next append). The limit is above the rooms a busy server plays at once
 * (with 256, 1,000 live rooms spent 3% of the server's time opening and closing files); running
 * out of descriptors closes the older half. Without `fsync` an append is one synchronous write(2): a few
 * tens of microseconds into the page cache, after which the entry survives the process being
 * killed (the threadpool's asynchronous writes were measured at tens of milliseconds in the tail
 * on this 2-core machine). With `fsync`, the data is also flushed to the device before the
 * append resolves, which survives a power cut. A write that fails half-way (a full disk) is cut
 * off again, so the next entry starts on a clean line.
 */
function appendFiles(limit: number) {
  const open = new Map<string, { readonly fd: number; size: number }>();
  const release = (path: string) => {
    const file = open.get(path);
    if (file === undefined) return;
    open.delete(path);
    try {
      closeSync(file.fd);
    } catch {
      // already unusable: nothing more to release
    }
  };
  return {
    async append(path: string, text: string, fsync: boolean): Promise<void> {
      let file = open.get(path);
      if (file === undefined) {
        let fd: number;
        try {
          fd = openSync(path, 'a', FILE_MODE);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'EMFILE') throw e;
          // Out of descriptors (sockets take them too): close the older half and try once more.
          for (const old of [...open.keys()].slice(0, Math.ceil(open.size / 2))) release(old);
          fd = openSync(path, 'a', FILE_MODE);
        }
        file = { fd, size: fstatSync(fd).size };
        if (open.size >= limit) release(open.keys().next().value!);
      }
      open.delete(path);
      open.set(path, file); // now the most recently used
      const bytes = Buffer.from(text);
      try {
        for (let at = 0; at < bytes.length; ) at += writeSync(file.fd, bytes, at); // write(2) may take less
        if (fsync) await new Promise<void>((resolve, reject) => fdatasync(file.fd, (e) => (e ? reject(e) : resolve())));
        file.size += bytes.length;
      } catch (e) {
        try {
          ftruncateSync(file.fd, file.size);
        } catch {
          // the load cuts a torn last line off in any case
        }
        release(path); // a failed descriptor is not reused
        throw e;
      }
    },
    /** Close a room file's descriptor (the room is being removed). */
    forget: release,
    closeAll() {
      for (const path of [...open.keys()]) release(path);
    },
  };
}

/**
 * Replace `path` by `text` atomically (temporary file, then rename); with `fsync`, flushed first.
 * Always through the thread pool: a snapshot is not waited for, and ext4 flushes a file renamed
 * over another (`auto_da_alloc`), which took 1-3 ms when done synchronously on the event loop.
 */
async function replaceDurably(path: string, text: string, fsync: boolean): Promise<void> {
  const temporary = `${path}.tmp`;
  const handle = await fs.open(temporary, 'w', FILE_MODE);
  try {
    await handle.writeFile(text);
    if (fsync) await handle.datasync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, path);
}

async function createDurably(path: string, text: string, fsync: boolean): Promise<void> {
  if (!fsync) {
    writeFileSync(path, text, { flag: 'wx', mode: FILE_MODE });
    return;
  }
  const handle = await fs.open(path, 'wx', FILE_MODE);
  try {
    await handle.write(text);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

export type Parsed =
  | { ok: true; value: StoredRoom }
  | { ok: 'finished'; room: string; entries: number; tokens: string[]; lastAt: number }
  | { ok: 'live'; room: string; entries: number; tokens: string[] }
  | { ok: 'unjoined'; room: string; entries: 0; tokens: string[]; createdAt: number }
  | { ok: false; message: string; tokens: string[] | null }
  | { ok: 'empty' };

/** A room read only as far as its summary (parseRoomFile with skipFinished/skipLive). */
export type Summary = Extract<Parsed, { ok: 'finished' | 'live' | 'unjoined' }>;

/**
 * What a store's `load` gathers room by room (the file store and redis.ts alike): broken rooms with
 * the tokens still readable, and rooms left unread sorted by what brings them back.
 */
export function loadCollector() {
  const result = {
    rooms: [] as StoredRoom[], live: [] as string[], finished: [] as string[], broken: [] as { room: string; message: string }[],
    tokens: new Map<string, readonly string[]>(), unjoined: [] as { room: string; createdAt: number }[], finishedAt: new Map<string, number>(),
  };
  return {
    result,
    broken(room: string, message: string, tokens: readonly string[] | null = null): void {
      result.broken.push({ room, message });
      if (tokens !== null) result.tokens.set(room, tokens);
    },
    unread(room: string, summary: Summary): void {
      result.tokens.set(room, summary.tokens);
      if (summary.ok === 'finished') {
        result.finished.push(room);
        result.finishedAt.set(room, summary.lastAt);
      } else if (summary.ok === 'unjoined') result.unjoined.push({ room, createdAt: summary.createdAt });
      else result.live.push(room);
    },
  };
}

function jsonOrNull(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null; // the whole parse reports it
  }
}

/**
 * The token hashes a room's log leaves in force, without parsing every entry: only the lines of
 * replaced links (`relink`, written by JSON.stringify with `kind` first) are read.
 */
function currentTokens(record: Links, lines: readonly string[]): string[] {
  const relinks: LogEntry[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i]!.startsWith('{"kind":"relink"')) continue;
    const entry = LogEntrySchema.safeParse(jsonOrNull(lines[i]!));
    if (entry.success) relinks.push(entry.data);
  }
  return tokenHashes(currentRecord(record, relinks));
}

/**
 * One room file: the record, the entries, and where a torn last line starts (if any). With
 * `skipFinished`, a finished game's entries are not parsed (only its last lines are looked at);
 * with `skipLive` too, nor are those of a game being played.
 */
export function parseRoomFile(text: string, skipFinished = false, skipLive = false): { parsed: Parsed; goodLength: number } {
  const end = text.lastIndexOf('\n') + 1; // everything after the last newline is a torn write
  const lines = text.slice(0, end).split('\n').slice(0, -1);
  if (lines.length === 0) return { parsed: { ok: 'empty' }, goodLength: 0 };
  if (skipFinished) {
    const kindsFromLast = function* () {
      for (let i = lines.length - 1; i >= 1; i--) yield String((jsonOrNull(lines[i]!) as { kind?: unknown } | null)?.kind);
    };
    const record = RoomSummarySchema.safeParse(jsonOrNull(lines[0]!));
    if (record.success) {
      const summary = { room: record.data.room, entries: lines.length - 1, tokens: currentTokens(record.data, lines) };
      if (lines.length === 1) return { parsed: { ok: 'unjoined', ...summary, entries: 0, createdAt: record.data.createdAt }, goodLength: end };
      if (finishedLog(kindsFromLast())) {
        const lastAt = (jsonOrNull(lines.at(-1)!) as { at?: unknown } | null)?.at;
        return { parsed: { ok: 'finished', ...summary, lastAt: typeof lastAt === 'number' ? lastAt : record.data.createdAt }, goodLength: end };
      }
      if (skipLive) return { parsed: { ok: 'live', ...summary }, goodLength: end };
    }
  }
  const tokens = () => {
    const first = RoomRecordSchema.safeParse(jsonOrNull(lines[0]!));
    return first.success ? currentTokens(first.data, lines) : null; // a damaged room still knows its links
  };
  const values: unknown[] = [];
  for (const [i, line] of lines.entries()) {
    try {
      values.push(JSON.parse(line));
    } catch {
      return { parsed: { ok: false, message: `line ${i + 1} is not JSON`, tokens: tokens() }, goodLength: end };
    }
  }
  const record = RoomRecordSchema.safeParse(values[0]);
  if (!record.success) return { parsed: { ok: false, message: `bad room record: ${record.error.issues[0]?.message}`, tokens: tokens() }, goodLength: end };
  const entries: LogEntry[] = [];
  for (const [i, value] of values.slice(1).entries()) {
    const entry = LogEntrySchema.safeParse(value);
    if (!entry.success) return { parsed: { ok: false, message: `line ${i + 2}: ${entry.error.issues[0]?.message}`, tokens: tokens() }, goodLength: end };
    entries.push(entry.data);
  }
  return { parsed: { ok: true, value: { record: record.data, entries } }, goodLength: end };
}

/** Open (and lock) the file storage in `dataDir`. */
export async function openFileStorage(dataDir: string, options: Options): Promise<StorageResult<Storage>> {
  const roomsDir = join(dataDir, 'rooms');
  const snapshotsDir = join(dataDir, 'snapshots');
  try {
    // Created 0700; folders made by an older server (0755) are closed too: their files hold seeds.
    for (const dir of [dataDir, roomsDir, snapshotsDir]) {
      await fs.mkdir(dir, { recursive: true, mode: DIR_MODE });
      await fs.chmod(dir, DIR_MODE).catch(() => undefined); // not ours to change (a mounted volume's root): leave it
    }
  } catch (e) {
    return failure(e) as StorageResult<never>;
  }
  const locked = await lockDataDir(dataDir);
  if (!locked.ok) return locked;
  const counts = new Map<string, number>();
  const files = appendFiles(options.openFiles ?? 4096);
  const fileOf = (room: string) => join(roomsDir, `${room}.jsonl`);
  const snapshotOf = (room: string) => join(snapshotsDir, `${room}.json`);
  /** Per room, the snapshot being written: the next waits for it (they share a temporary file). */
  const snapshotting = new Map<string, Promise<StorageResult>>();
  const readSnapshot = async (room: string): Promise<string | undefined> => {
    try {
      return await fs.readFile(snapshotOf(room), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  };

  const storage: Storage = {
    async create(record) {
      try {
        await createDurably(fileOf(record.room), `${JSON.stringify(record)}\n`, options.fsync);
        if (options.fsync) {
          const dir = await fs.open(roomsDir, 'r');
          await dir.sync().finally(() => dir.close());
        }
        counts.set(record.room, 0);
        return storageOk;
      } catch (e) {
        return failure(e);
      }
    },
    async append(room, entry, expected) {
      const count = counts.get(room);
      if (count !== expected) return { ok: false, error: { code: 'CONFLICT', message: `room ${room} holds ${count ?? 'no'} entries, not ${expected}` } };
      try {
        await files.append(fileOf(room), `${JSON.stringify(entry)}\n`, options.fsync);
        counts.set(room, expected + 1);
        return storageOk;
      } catch (e) {
        return failure(e);
      }
    },
    async load(): Promise<LoadResult> {
      const found = loadCollector();
      for (const name of (await fs.readdir(roomsDir)).sort()) {
        const room = ROOM_FILE.exec(name)?.[1];
        if (room === undefined) continue;
        const path = join(roomsDir, name);
        try {
          const text = await fs.readFile(path, 'utf8');
          const { parsed, goodLength } = parseRoomFile(text, true, options.lazy === true);
          if (parsed.ok === 'empty') {
            await fs.rm(path); // a creation torn before its record was whole: never acknowledged
            options.logger?.warn({ room, path, bytes: text.length }, 'a room file torn before its record was whole was removed (never acknowledged)');
            continue;
          }
          if (goodLength < text.length) {
            const kept = Buffer.byteLength(text.slice(0, goodLength));
            await fs.truncate(path, kept);
            options.logger?.warn({ room, path, bytesCut: Buffer.byteLength(text) - kept }, 'a torn last line (a write the server was killed in, never acknowledged) was cut off');
          }
          if (parsed.ok === false) {
            found.broken(room, parsed.message, parsed.tokens);
            continue;
          }
          if (parsed.ok === 'finished' || parsed.ok === 'live' || parsed.ok === 'unjoined') {
            if (parsed.room !== room) found.broken(room, `the file holds room ${parsed.room}`);
            else {
              counts.set(room, parsed.entries);
              found.unread(room, parsed);
            }
            continue;
          }
          if (parsed.value.record.room !== room) {
            found.broken(room, `the file holds room ${parsed.value.record.room}`);
            continue;
          }
          counts.set(room, parsed.value.entries.length);
          const snapshot = await readSnapshot(room);
          found.result.rooms.push(snapshot === undefined ? parsed.value : { ...parsed.value, snapshot });
        } catch (e) {
          found.broken(room, e instanceof Error ? e.message : String(e));
        }
      }
      return found.result;
    },
    async read(room) {
      if (!ROOM_FILE.test(`${room}.jsonl`) || !counts.has(room)) return { ok: false, error: { code: 'STORAGE_FAILED', message: `no stored room ${room}` } };
      try {
        const { parsed } = parseRoomFile(await fs.readFile(fileOf(room), 'utf8'));
        if (parsed.ok !== true) return { ok: false, error: { code: 'STORAGE_FAILED', damaged: true, message: parsed.ok === false ? parsed.message : 'the file is empty' } };
        if (parsed.value.record.room !== room) return { ok: false, error: { code: 'STORAGE_FAILED', damaged: true, message: `the file holds room ${parsed.value.record.room}` } };
        if (parsed.value.entries.length !== counts.get(room)) {
          return { ok: false, error: { code: 'CONFLICT', message: `room ${room} holds ${parsed.value.entries.length} entries, not ${counts.get(room)}` } };
        }
        const snapshot = await readSnapshot(room);
        return { ok: true, value: snapshot === undefined ? parsed.value : { ...parsed.value, snapshot } };
      } catch (e) {
        return failure(e) as StorageResult<never>;
      }
    },
    snapshot(room, text) {
      if (!counts.has(room)) return Promise.resolve({ ok: false, error: { code: 'CONFLICT', message: `no stored room ${room}` } });
      const write = (snapshotting.get(room) ?? Promise.resolve(storageOk))
        .then(() => replaceDurably(snapshotOf(room), text, options.fsync))
        .then(() => storageOk, failure)
        .finally(() => {
          if (snapshotting.get(room) === write) snapshotting.delete(room);
        });
      snapshotting.set(room, write);
      return write;
    },
    async remove(room) {
      if (!counts.has(room)) return { ok: false, error: { code: 'CONFLICT', message: `no stored room ${room}` } };
      try {
        await snapshotting.get(room); // a snapshot being written would otherwise land after the removal
        await fs.rm(`${snapshotOf(room)}.tmp`, { force: true });
        await fs.rm(snapshotOf(room), { force: true }); // first: see Storage.remove
        files.forget(fileOf(room));
        await fs.rm(fileOf(room), { force: true });
        counts.delete(room);
        return storageOk;
      } catch (e) {
        return failure(e);
      }
    },
    async close() {
      await Promise.all(snapshotting.values());
      files.closeAll();
      await locked.value.release();
    },
  };
  return { ok: true, value: storage };
}
