import { currentRecord, finishedLog, storageOk, tokenHashes, type LogEntry, type RoomRecord, type Storage, type StorageResult } from './storage';

/** Storage in memory, for master tests: same contract as the file storage, nothing survives. */
export function memoryStorage(): Storage & { failNext: (n: number) => void } {
  const rooms = new Map<string, { record: RoomRecord; entries: LogEntry[]; snapshot?: string }>();
  let failures = 0;
  const failing = (): StorageResult | null => {
    if (failures <= 0) return null;
    failures--;
    return { ok: false, error: { code: 'STORAGE_FAILED', message: 'simulated storage failure' } };
  };
  return {
    failNext: (n) => {
      failures = n;
    },
    async create(record) {
      const failed = failing();
      if (failed) return failed;
      if (rooms.has(record.room)) return { ok: false, error: { code: 'CONFLICT', message: `room ${record.room} exists` } };
      rooms.set(record.room, { record: structuredClone(record), entries: [] });
      return storageOk;
    },
    async append(room, entry, expected) {
      const failed = failing();
      if (failed) return failed;
      const stored = rooms.get(room);
      if (stored === undefined) return { ok: false, error: { code: 'CONFLICT', message: `no room ${room}` } };
      if (stored.entries.length !== expected) return { ok: false, error: { code: 'CONFLICT', message: `room ${room} holds ${stored.entries.length} entries, not ${expected}` } };
      stored.entries.push(structuredClone(entry));
      return storageOk;
    },
    async load() {
      const finished = (r: { entries: LogEntry[] }) => finishedLog(r.entries.map((e) => e.kind).reverse());
      const all = [...rooms.values()];
      const done = all.filter(finished);
      return {
        rooms: all.filter((r) => !finished(r)).map((r) => structuredClone(r)), finished: done.map((r) => r.record.room), broken: [],
        tokens: new Map(done.map((r) => [r.record.room, tokenHashes(currentRecord(r.record, r.entries))])),
        finishedAt: new Map(done.map((r) => [r.record.room, r.entries.at(-1)?.at ?? r.record.createdAt])),
      };
    },
    async read(room) {
      const stored = rooms.get(room);
      return stored === undefined ? { ok: false, error: { code: 'STORAGE_FAILED', message: `no stored room ${room}` } } : { ok: true, value: structuredClone(stored) };
    },
    async snapshot(room, text) {
      const stored = rooms.get(room);
      if (stored === undefined) return { ok: false, error: { code: 'CONFLICT', message: `no room ${room}` } };
      stored.snapshot = text;
      return storageOk;
    },
    async remove(room) {
      return rooms.delete(room) ? storageOk : { ok: false, error: { code: 'CONFLICT', message: `no room ${room}` } };
    },
    async close() {},
  };
}
