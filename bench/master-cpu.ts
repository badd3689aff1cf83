// The server's own CPU per action, without sockets (issue 13 item 7): the master with the file
// storage the server uses (a temporary folder), TABLES tables (default 1,000, as `bench:server` keeps: caches stay as cold as there), every setup of the real content in turn (12
// ordered pairings of the four characters x 4 battlefields, two terrain kinds each, as
// `bench:server` plays them), both seats joined, random listed options. What is timed is
// `master.act` and, inside it, every outgoing message serialised as the Socket.IO encoder does
// (JSON.stringify): the engine, views, patches, digests, history, storage, encoding. The two
// clients' side (applying patches, choosing) runs outside the timing. The socket layer (framing,
// system calls, the bots) is what `bench:server` adds on top.
// Run: npm run bench:master   (ACTIONS, default 40,000; WARM, default 4,000; REPS, default 3)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeatId } from '@senjutsu/engine';
import { applyPatch, RoomSetupSchema, type RoomSetup, type ServerMessage } from '@senjutsu/protocol';
import { contentNamed } from '../apps/server/src/content';
import { createLogger } from '../apps/server/src/log';
import { createMaster, type Transport } from '../apps/server/src/master/master';
import { openFileStorage } from '../apps/server/src/storage/file';
import { seededRandom } from '../apps/server/src/testing/client';
import { realSetups } from './server-process';

const ACTIONS = Number(process.env.ACTIONS ?? 40_000);
const WARM = Number(process.env.WARM ?? 4_000);
const REPS = Number(process.env.REPS ?? 3);

const content = contentNamed('real');
const setups: RoomSetup[] = realSetups(content.summary()).map((input) => RoomSetupSchema.parse(input)); // as bench:server plays them

const dir = mkdtempSync(join(tmpdir(), 'senjutsu-master-cpu-'));
const opened = await openFileStorage(dir, { fsync: false });
if (!opened.ok) throw new Error(opened.error.message);
let bytes = 0;
let messages = 0;
const inbox: { viewer: number | 'spectator'; message: ServerMessage }[] = [];
const transport: Transport = {
  broadcast(_room, viewers, messageFor) {
    for (const viewer of viewers) {
      if (viewer === 'spectator') continue; // no spectator connected, as in bench:server
      const message = messageFor(viewer);
      bytes += JSON.stringify(message).length; // what the encoder does with it
      messages++;
      inbox.push({ viewer, message });
    }
  },
};
const master = createMaster({ storage: opened.value, transport, logger: createLogger('silent'), now: () => Date.now(), maxRooms: 100_000, content });
const random = seededRandom(7);

type View = Extract<ServerMessage, { type: 'joined' }>['view'];
type Table = { room: string; views: View[] };
let made = 0;
async function newTable(): Promise<Table> {
  const created = await master.createRoom(setups[made++ % setups.length]!);
  if (!created.ok) throw new Error(created.error.message);
  const room = created.value.room;
  await master.authenticate(room, created.value.seatTokens[0]!); // a created room is only stored until its first join reads it
  const views = [0, 1].map((seat) => {
    const m = master.joined(room, seat, 'join', undefined);
    if (m.type !== 'joined') throw new Error(JSON.stringify(m));
    return m.view;
  });
  return { room, views };
}

/** Apply what the master sent to the clients' views (outside the timing). */
function deliver(table: Table): void {
  for (const { viewer, message } of inbox.splice(0)) {
    if (message.type === 'update' && typeof viewer === 'number') table.views[viewer] = applyPatch(table.views[viewer]!, message.patch);
  }
}

const TABLES = Number(process.env.TABLES ?? 1000);
async function run(actions: number): Promise<{ micros: number; cpu: number; actions: number }> {
  const tables = await Promise.all(Array.from({ length: TABLES }, () => newTable()));
  let timed = 0n;
  let done = 0;
  let id = 0;
  let cpuIn = 0;
  while (done < actions) {
    for (let t = 0; t < tables.length && done < actions; t++) {
      const table = tables[t]!;
      const seat = table.views.findIndex((v) => v.decisions.length > 0);
      if (seat < 0) {
        tables[t] = await newTable(); // over: the next setup
        continue;
      }
      const view = table.views[seat]!;
      const d = view.decisions[Math.floor(random() * view.decisions.length)]!;
      const action = d.options[Math.floor(random() * d.options.length)]!;
      const c0 = process.cpuUsage();
      const t0 = process.hrtime.bigint();
      const answer = await master.act(table.room, seat as SeatId, { id: `act-${(id++).toString(36).padStart(24, '0')}`, version: view.version, action });
      timed += process.hrtime.bigint() - t0;
      const c1 = process.cpuUsage(c0);
      cpuIn += c1.user + c1.system;
      if (answer.type !== 'ack') throw new Error(JSON.stringify(answer));
      deliver(table);
      done++;
    }
  }
  return { micros: Number(timed) / 1000 / done, cpu: cpuIn / done, actions: done };
}

await run(WARM);
const results: { micros: number; cpu: number }[] = [];
for (let r = 0; r < REPS; r++) {
  const before = { bytes, messages };
  const res = await run(ACTIONS);
  results.push(res);
  console.log(`rep ${r + 1}: ${res.micros.toFixed(1)} µs wall, ${res.cpu.toFixed(1)} µs CPU per action; ${((messages - before.messages) / res.actions).toFixed(2)} messages, ${((bytes - before.bytes) / (messages - before.messages)).toFixed(0)} bytes each`);
}
const best = results.reduce((a, b) => (b.micros < a.micros ? b : a));
console.log(`master (engine, views, patches, digests, history, file storage, encoding), real content (${setups.length} setups, ${TABLES} tables): best ${best.micros.toFixed(1)} µs wall, ${best.cpu.toFixed(1)} µs CPU per action over ${ACTIONS} actions`);
await opened.value.close();
rmSync(dir, { recursive: true, force: true });
