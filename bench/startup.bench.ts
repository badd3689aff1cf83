// npm run bench:startup: how long a starting server takes over a data folder full of finished
// games. Plays one test game to its end through the master, copies its file BENCH_ROOMS times
// under new room ids, and times `master.load()` twice: with the `over` marker the game ends with,
// and with the marker removed (every finished game then has to be replayed through the engine).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoomSetupSchema, type RoomSetup } from '@senjutsu/protocol';
import { createLogger } from '../apps/server/src/log';
import { createMaster } from '../apps/server/src/master/master';
import { openFileStorage } from '../apps/server/src/storage/file';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 2000);
const DUEL: RoomSetup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon', terrain: ['rock', 'bamboo', 'cart', 'shrine', 'corpse'] });
const logger = createLogger('silent');
const dirs: string[] = [];

async function masterOn(dataDir: string) {
  const storage = await openFileStorage(dataDir, { fsync: false });
  if (!storage.ok) throw new Error(storage.error.message);
  return { storage: storage.value, master: createMaster({ storage: storage.value, transport: { broadcast() {} }, logger, now: () => 0, maxRooms: 1e6 }) };
}

/** One finished game's file (the test content, random legal play). */
async function finishedGame(): Promise<{ room: string; text: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-startup-'));
  dirs.push(dataDir);
  const { storage, master } = await masterOn(dataDir);
  const created = await master.createRoom(DUEL);
  if (!created.ok) throw new Error(created.error.message);
  const room = created.value.room;
  let random = 3;
  for (let k = 0; k < 10_000; k++) {
    const spectator = master.joined(room, 'spectator', 'bench', undefined);
    if (spectator.type !== 'joined') throw new Error('no view');
    if (spectator.view.winners !== null) break;
    const seat = spectator.view.waitingFor[0]!;
    const view = master.joined(room, seat, 'bench', undefined);
    if (view.type !== 'joined') throw new Error('no view');
    const options = view.view.decisions[0]!.options;
    random = (random * 1_103_515_245 + 12_345) % 2 ** 31;
    await master.act(room, seat, { id: `a${k}`, version: view.view.version, action: options[random % options.length]! });
  }
  await storage.close();
  return { room, text: readFileSync(join(dataDir, 'rooms', `${room}.jsonl`), 'utf8') };
}

const game = await finishedGame();
const entries = game.text.trim().split('\n').length - 1;
for (const [name, text] of [
  ['with the over marker', game.text],
  ['without it (replayed)', game.text.split('\n').filter((line) => !line.includes('"kind":"over"')).join('\n')],
] as const) {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-startup-'));
  dirs.push(dataDir);
  mkdirSync(join(dataDir, 'rooms'));
  for (let i = 0; i < ROOMS; i++) {
    const room = `bench${String(i).padStart(8, '0')}`;
    writeFileSync(join(dataDir, 'rooms', `${room}.jsonl`), text.replaceAll(game.room, room));
  }
  const { storage, master } = await masterOn(dataDir);
  const started = performance.now();
  const loaded = await master.load();
  const ms = performance.now() - started;
  await storage.close();
  console.log(`${ROOMS} finished games of ${entries} entries, ${name}: loaded in ${(ms / 1000).toFixed(1)} s (${loaded.finished} finished, ${loaded.actions} actions replayed)`);
}
for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
