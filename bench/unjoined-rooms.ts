// Issue 21: what rooms nobody joined cost a server: memory while it runs and the time (and memory)
// of a restart over them. Two steps, each in its own process (run them in this order):
//   node --expose-gc --import tsx bench/unjoined-rooms.ts create <dir>   UNJOINED_ROOMS (20,000) real-content duels created, none joined
//   node --expose-gc --import tsx bench/unjoined-rooms.ts load <dir>     a starting server's load over them
// Each prints the heap and RSS after a full garbage collection, before and after, and the time taken.
import { contentNamed } from '../apps/server/src/content';
import { createLogger } from '../apps/server/src/log';
import { createMaster } from '../apps/server/src/master/master';
import { openFileStorage } from '../apps/server/src/storage/file';

const [step, dir] = process.argv.slice(2);
if ((step !== 'create' && step !== 'load') || dir === undefined) throw new Error('usage: unjoined-rooms.ts create|load <dir>');
const ROOMS = Number(process.env.UNJOINED_ROOMS ?? 20_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');
const memory = () => {
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return `heap ${(heapUsed / 2 ** 20).toFixed(1)} MB, RSS ${(rss / 2 ** 20).toFixed(1)} MB`;
};

const content = contentNamed('real');
const summary = content.summary();
const opened = await openFileStorage(dir, { fsync: false, lazy: true });
if (!opened.ok) throw new Error(opened.error.message);
const master = createMaster({ storage: opened.value, transport: { broadcast() {} }, logger: createLogger('silent'), now: Date.now, maxRooms: 1_000_000, content });
const before = memory();
const started = performance.now();
const cpu = process.cpuUsage();
/** Wall time and this process's CPU time (the machine may be shared: CPU is the steadier figure). */
const took = () => {
  const used = process.cpuUsage(cpu);
  return `${((performance.now() - started) / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU`;
};
if (step === 'create') {
  for (let i = 0; i < ROOMS; i++) {
    const [a, b] = [summary.characters[i % 4]!.id, summary.characters[(i + 1) % 4]!.id];
    const created = await master.createRoom({ mode: 'duel', seats: [{ character: a, deck: { kind: 'signature' } }, { character: b, deck: { kind: 'signature' } }], battlefield: summary.battlefields[i % summary.battlefields.length]!.id, terrain: [summary.terrain[i % 10]!], options: {}, clock: null, abandonSeconds: 300 } as never);
    if (!created.ok) throw new Error(created.error.message);
  }
  console.log(`created ${ROOMS} unjoined rooms in ${took()} (${JSON.stringify(master.stats())}); before: ${before}; after: ${memory()}`);
} else {
  const loaded = await master.load();
  console.log(`load over the data folder: ${took()} (${JSON.stringify(loaded)}); before: ${before}; after: ${memory()}`);
}
await opened.value.close();
