// npm run bench:startup: how long a starting server takes over a data folder full of finished
// games. Plays one test game to its end through the master, copies its file BENCH_ROOMS times
// under new room ids, and times `master.load()` twice: with the `over` marker the game ends with,
// and with the marker removed (every finished game then has to be replayed through the engine).
// Then the games being played (issue 13): one real-content duel played to BENCH_LIVE_VERSION (100)
// with a snapshot every 32 actions, copied BENCH_LIVE_ROOMS (1,000) times with its snapshot; times
// the lazy start (`master.load()`: the port opens after it) and then the first join of every room
// (read, restored from its snapshot plus the log after it), and the same joins without snapshots
// (every game replayed from its whole log, as every start did before).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoomSetupSchema, type RoomSetup } from '@senjutsu/protocol';
import { contentNamed } from '../apps/server/src/content';
import { createLogger } from '../apps/server/src/log';
import { createMaster } from '../apps/server/src/master/master';
import { openFileStorage } from '../apps/server/src/storage/file';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 2000);
const DUEL: RoomSetup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'kensei' }, { character: 'tetsu' }], battlefield: 'test-hexagon', terrain: ['rock', 'bamboo', 'cart', 'shrine', 'corpse'] });
const logger = createLogger('silent');
const dirs: string[] = [];

const LIVE_ROOMS = Number(process.env.BENCH_LIVE_ROOMS ?? 1000);
const LIVE_VERSION = Number(process.env.BENCH_LIVE_VERSION ?? 100);

async function masterOn(dataDir: string, options: { lazy?: boolean; real?: boolean } = {}) {
  const storage = await openFileStorage(dataDir, { fsync: false, lazy: options.lazy ?? false });
  if (!storage.ok) throw new Error(storage.error.message);
  const content = options.real === true ? { content: contentNamed('real') } : {};
  return { storage: storage.value, master: createMaster({ storage: storage.value, transport: { broadcast() {} }, logger, now: () => 0, maxRooms: 1e6, ...content }) };
}

/** One finished game's file (the test content, random legal play). */
async function finishedGame(): Promise<{ room: string; text: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-startup-'));
  dirs.push(dataDir);
  const { storage, master } = await masterOn(dataDir);
  const created = await master.createRoom(DUEL);
  if (!created.ok) throw new Error(created.error.message);
  const room = created.value.room;
  await master.authenticate(room, created.value.seatTokens[0]!); // a created room is only stored until its first join reads it
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
/** One real-content duel played to LIVE_VERSION by random listed options: its files and a seat's link. */
async function liveGame(): Promise<{ room: string; text: string; snapshot: string; token: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-startup-'));
  dirs.push(dataDir);
  const { storage, master } = await masterOn(dataDir, { real: true });
  const setup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: 'snowy-battlefield', terrain: ['torii', 'rock'] });
  const created = await master.createRoom(setup);
  if (!created.ok) throw new Error(created.error.message);
  const room = created.value.room;
  await master.authenticate(room, created.value.seatTokens[0]!); // a created room is only stored until its first join reads it
  let random = 5;
  for (let k = 0; k < LIVE_VERSION; k++) {
    const views = [0, 1].map((seat) => master.joined(room, seat, 'bench', undefined));
    const seat = views.findIndex((m) => m.type === 'joined' && m.view.decisions.length > 0);
    const view = views[seat];
    if (view === undefined || view.type !== 'joined') throw new Error(`the game ended before version ${LIVE_VERSION}`);
    const options = view.view.decisions[0]!.options;
    random = (random * 1_103_515_245 + 12_345) % 2 ** 31;
    await master.act(room, seat, { id: `a${k}`, version: view.view.version, action: options[random % options.length]! });
  }
  await storage.close();
  const read = (path: string) => readFileSync(join(dataDir, path), 'utf8');
  return { room, text: read(`rooms/${room}.jsonl`), snapshot: read(`snapshots/${room}.json`), token: created.value.seatTokens[0]! };
}

const live = await liveGame();
for (const withSnapshots of [true, false]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-startup-'));
  dirs.push(dataDir);
  mkdirSync(join(dataDir, 'rooms'));
  mkdirSync(join(dataDir, 'snapshots'));
  const rooms = Array.from({ length: LIVE_ROOMS }, (_, i) => `live${String(i).padStart(8, '0')}`);
  for (const room of rooms) {
    writeFileSync(join(dataDir, 'rooms', `${room}.jsonl`), live.text.replaceAll(live.room, room));
    if (withSnapshots) writeFileSync(join(dataDir, 'snapshots', `${room}.json`), live.snapshot.replaceAll(live.room, room));
  }
  const { storage, master } = await masterOn(dataDir, { lazy: true, real: true });
  const started = performance.now();
  const loaded = await master.load();
  const loadMs = performance.now() - started;
  const joinsStarted = performance.now();
  for (const room of rooms) {
    const seat = await master.authenticate(room, live.token);
    if (!seat.ok) throw new Error(`${room}: ${seat.message}`);
  }
  const joinsMs = performance.now() - joinsStarted;
  await storage.close();
  console.log(
    `${LIVE_ROOMS} live real-content duels at version ${LIVE_VERSION} (${live.text.length} B log, ${live.snapshot.length} B snapshot), ${withSnapshots ? 'with snapshots' : 'without snapshots (whole log replayed)'}: ` +
      `lazy start ${(loadMs / 1000).toFixed(2)} s (${loaded.resting} left unread); every room's first join ${(joinsMs / 1000).toFixed(1)} s (${(joinsMs / LIVE_ROOMS).toFixed(2)} ms a room)`,
  );
}
for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
