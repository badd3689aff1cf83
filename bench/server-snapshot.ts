// The cost of one snapshot (issue 13): a real-content duel played to version 100 by random listed
// options, then its snapshot made (JSON) and stored (temporary file + rename, through the thread
// pool) SNAPSHOTS (300) times. Prints the bytes, the JSON's time, the CPU of making and storing one
// (this process's threads, the thread pool's included) and that CPU per action at SNAPSHOT_EVERY=32.
// Run: npx tsx bench/server-snapshot.ts
import { RoomSetupSchema } from '@senjutsu/protocol';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentNamed } from '../apps/server/src/content';
import { createLogger } from '../apps/server/src/log';
import { createMaster } from '../apps/server/src/master/master';
import { replayRoom } from '../apps/server/src/master/room';
import { snapshotText } from '../apps/server/src/master/snapshot';
import { openFileStorage } from '../apps/server/src/storage/file';

const N = Number(process.env.SNAPSHOTS ?? 300);
const content = contentNamed('real');
const dir = mkdtempSync(join(tmpdir(), 'senjutsu-snapshot-'));
const opened = await openFileStorage(dir, { fsync: false });
if (!opened.ok) throw new Error(opened.error.message);
const storage = opened.value;
const master = createMaster({ storage, transport: { broadcast() {} }, logger: createLogger('silent'), now: () => 0, maxRooms: 10, content, snapshotEvery: 0 });
const created = await master.createRoom(RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: 'snowy-battlefield', terrain: ['rock'] }));
if (!created.ok) throw new Error(created.error.message);
const room = created.value.room;
await master.authenticate(room, created.value.seatTokens[0]!); // a created room is only stored until its first join reads it
let random = 3;
for (let k = 0; k < 100; k++) {
  const views = [0, 1].map((seat) => master.joined(room, seat, 'bench', undefined));
  const seat = views.findIndex((m) => m.type === 'joined' && m.view.decisions.length > 0);
  const view = views[seat];
  if (view === undefined || view.type !== 'joined') throw new Error('the game ended before version 100');
  const options = view.view.decisions[0]!.options;
  random = (random * 1_103_515_245 + 12_345) % 2 ** 31;
  await master.act(room, seat, { id: `a${k}`, version: view.view.version, action: options[random % options.length]! });
}
const read = await storage.read(room);
if (!read.ok) throw new Error(read.error.message);
const live = replayRoom(read.value, 0, content);
if (!live.ok) throw new Error(live.error.message);
const last = read.value.entries.at(-1)!;

let started = performance.now();
for (let i = 0; i < N; i++) snapshotText(live.value, last);
const jsonMs = (performance.now() - started) / N;
const cpu = process.cpuUsage();
started = performance.now();
for (let i = 0; i < N; i++) await storage.snapshot(room, snapshotText(live.value, last));
const wallMs = (performance.now() - started) / N;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000 / N;
console.log(
  `snapshot of a real-content duel at version 100: ${snapshotText(live.value, last).length} B; JSON ${jsonMs.toFixed(3)} ms; ` +
    `made and stored: ${cpuMs.toFixed(3)} ms of CPU (${wallMs.toFixed(3)} ms until stored, off the event loop), ${(cpuMs / 32).toFixed(4)} ms per action at SNAPSHOT_EVERY=32`,
);
await storage.close();
rmSync(dir, { recursive: true, force: true });
