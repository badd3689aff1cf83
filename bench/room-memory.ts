// Memory per live room (issue 11 asks under 30 KB): ROOMS real-content duels (default 200) are
// created in a master with in-memory storage and played by random listed options to version
// VERSION (default 60), each seat and a spectator having joined (as a connected room has), action
// ids as long as the web client's (`act-` and 24 characters). Two figures, each after a full
// garbage collection: what the rooms hold (the heap with them less the heap once the master and its
// rooms are dropped: the figure issue 11 asks about), and the heap's growth since the start (it
// also counts one-off costs of the first games: compiled code, caches of the engine and content).
// WARM rooms (default 20) are played first in another master, dropped, so that growth is mostly
// the rooms'. A room that stops before VERSION other than by the game's end fails the run.
// Run: node --expose-gc --import tsx bench/room-memory.ts
import type { Viewer } from '@senjutsu/engine';
import { contentNamed } from '../apps/server/src/content';
import { createLogger } from '../apps/server/src/log';
import { createMaster, type Transport } from '../apps/server/src/master/master';
import { storageOk, type RoomRecord, type Storage } from '../apps/server/src/storage/storage';
import { seededRandom } from '../apps/server/src/testing/client';

const ROOMS = Number(process.env.ROOMS ?? 200);
const VERSION = Number(process.env.VERSION ?? 60);
const WARM = Number(process.env.WARM ?? 20);
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');

const content = contentNamed('real');
const summary = content.summary();
const transport: Transport = { broadcast: (_room, viewers, messageFor) => viewers.forEach((v) => messageFor(v)) };
// Storage that keeps nothing in this process (a file-backed server keeps its log on disk).
// A created room's record is kept only until its first join reads it back (the master keeps it from then on).
const records = new Map<string, RoomRecord>();
const storage: Storage = {
  create: async (record) => {
    records.set(record.room, record);
    return storageOk;
  },
  append: async () => storageOk,
  load: async () => ({ rooms: [], finished: [], broken: [] }),
  read: async (room) => {
    const record = records.get(room);
    records.delete(room);
    return record === undefined ? { ok: false, error: { code: 'STORAGE_FAILED', message: 'not kept' } } : { ok: true, value: { record, entries: [] } };
  },
  snapshot: async () => storageOk,
  remove: async () => storageOk,
  close: async () => {},
};
const newMaster = (rooms: number) => createMaster({ storage, transport, logger: createLogger('silent'), now: () => 1, maxRooms: rooms + 1, content });
const random = seededRandom(11);
/** A string in one piece, as a parsed message's strings are (one made by concatenation holds its pieces). */
const flat = (s: string): string => JSON.parse(JSON.stringify(s)) as string;

async function playRooms(master: ReturnType<typeof newMaster>, rooms: number): Promise<void> {
  for (let i = 0; i < rooms; i++) {
    const [a, b] = [summary.characters[i % 4]!.id, summary.characters[(i + 1) % 4]!.id];
    const created = await master.createRoom({ mode: 'duel', seats: [{ character: a, deck: { kind: 'signature' } }, { character: b, deck: { kind: 'signature' } }], battlefield: summary.battlefields[i % summary.battlefields.length]!.id, terrain: [summary.terrain[i % 10]!, summary.terrain[(i + 3) % 10]!], options: {}, clock: null, abandonSeconds: 120 } as never);
    if (!created.ok) throw new Error(created.error.message);
    const room = created.value.room;
    await master.authenticate(room, created.value.seatTokens[0]!); // a created room is only stored until its first join reads it
    const viewers: Viewer[] = [0, 1, 'spectator'];
    for (const v of viewers) master.joined(room, v, 'j', undefined);
    for (let n = 0; n < VERSION; n++) {
      const views = [0, 1].map((s) => master.joined(room, s, 'look', undefined));
      const seat = views.findIndex((m) => m.type === 'joined' && m.view.decisions.length > 0);
      const m = views[seat];
      if (m === undefined || m.type !== 'joined') break; // the game is over
      const d = m.view.decisions[0]!;
      const id = flat(`act-${(i * 1000 + n).toString(36).padStart(24, '0')}`); // as long as the web client's
      const answer = await master.act(room, seat, { id, version: m.view.version, action: d.options[Math.floor(random() * d.options.length)]! });
      if (answer.type !== 'ack') throw new Error(`room ${i}, version ${n}: ${JSON.stringify(answer)}`);
    }
  }
}

await playRooms(newMaster(WARM), WARM);
gc();
const before = process.memoryUsage().heapUsed;
let master: ReturnType<typeof newMaster> | null = newMaster(ROOMS);
await playRooms(master, ROOMS);
gc();
const after = process.memoryUsage().heapUsed;
master = null; // the rooms go with it
gc();
const without = process.memoryUsage().heapUsed;
const perRoom = (bytes: number) => `${(bytes / ROOMS / 1024).toFixed(1)} KB`;
console.log(`${ROOMS} live real-content duels at version ~${VERSION}, two seats and a spectator joined: ${perRoom(after - without)} of heap held per room (${perRoom(after - before)} of heap growth per room)`);
