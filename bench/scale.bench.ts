// npm run bench:scale (issue 27): real-content duels against 1, 2 and 3 server processes
// (`WORKERS=N` behind one port), with the file store and with Redis storage. For each setup it
// raises the number of concurrent duels step by step (BENCH_STEPS, default 1000 to 3000 in steps
// fine enough to tell 1.7x: 1000,1250,1500,1750,2000,2500,3000) and
// prints, per step, the reveal p99 (later selection sent -> reveal delivered), the server processes'
// CPU per acknowledged action (CPU time: it hardly depends on what else runs on the machine), the
// redis-server's own CPU per action, and the Redis commands the servers sent per action, by command
// (each at most one round trip; a pipeline's share one; the calls our Lua scripts make inside Redis
// are counted apart), and the cores used by the server, by the bench's own bot processes (which
// share this machine's cores) and by redis-server. The bots name each duel's room in their
// handshake as the page does, so `WORKERS=N` sends a room's connections to one process (the
// documented setup, docs/hosting.md; BENCH_ROOM_QUERY=0: they do not, and the processes forward
// instead). The highest step whose reveal p99 stays
// under 50 ms is the setup's figure (wall-clock: take it on a quiet machine). Several processes
// need Redis (the file store is one process's). Each step: a fresh server (and a fresh
// redis-server), BENCH_RAMP_SECONDS ramp, BENCH_SECONDS measured. The summary compares the CPU per
// action of Redis and of the file store at the steps both ran (target: at most +25%).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startRedis, type TestRedis } from '../apps/server/src/testing/redis';
import { command, cpuSeconds, forkBots, pct, setups, startServerProcess } from './server-process';

const STEPS = (process.env.BENCH_STEPS ?? '1000,1250,1500,1750,2000,2500,3000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 10);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3000);
const BOT_PROCESSES = Number(process.env.BENCH_BOT_PROCESSES ?? 2);
const SETUPS = (process.env.BENCH_SETUPS ?? '1:file,1:redis,2:redis,3:redis').split(',').map((s) => {
  const [processes, store] = s.split(':');
  return { processes: Number(processes), store: store === 'redis' ? ('redis' as const) : ('file' as const) };
});

/** A process and its children (the cluster's workers). */
function tree(pid: number): number[] {
  let children: number[] = [];
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    children = text === '' ? [] : text.split(' ').map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(tree)];
}
const treeCpu = (pid: number) => tree(pid).reduce((n, p) => n + (() => {
  try {
    return cpuSeconds(p);
  } catch {
    return 0;
  }
})(), 0);

type Step = {
  /** Seconds the step took, start to stop. */
  seconds: number;
  duels: number; revealP99: number; ackP99: number; actions: number; cpuMsPerAction: number; errors: number; load: number;
  /** Cores used while measuring: the server processes (primary included), the bench's bot processes, redis-server. */
  cores: { server: number; bots: number; redis: number };
  /** With Redis: commands sent per action (all, and by command; calls inside our scripts apart), and redis-server's CPU per action. */
  redis: { perAction: number; byCommand: Map<string, number>; inScripts: number; cpuMsPerAction: number } | null;
};

/**
 * The commands Redis counts when our Lua scripts (storage/redis-layout.ts) call them: the scripts
 * run inside Redis, so these are no round trips (the `evalsha` that runs a script is one). The
 * server itself sends none of them but an occasional `hset` of a lease claim's, counted as sent.
 */
const IN_SCRIPTS = new Set(['exists', 'hget', 'pexpire', 'llen', 'rpush', 'sadd', 'incr', 'srem', 'set', 'del']);

/** Redis's count of calls per command so far (INFO commandstats). */
async function commandCounts(redis: Redis): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const [, name, calls] of (await redis.info('commandstats')).matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) counts.set(name!, Number(calls));
  return counts;
}

async function step(processes: number, store: 'file' | 'redis', duels: number): Promise<Step> {
  const began = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-scale-'));
  const redis: TestRedis | null = store === 'redis' ? await startRedis() : null;
  const env: Record<string, string> = { MAX_CONNECTIONS_PER_ADDRESS: '100000', ...(redis ? { REDIS_URL: redis.url } : {}), ...(processes > 1 ? { WORKERS: String(processes) } : {}) };
  const bots = Array.from({ length: BOT_PROCESSES }, forkBots); // they start up meanwhile
  const server = await startServerProcess({ dataDir, content: 'real', games: duels, env });
  const tableSetups = await setups(server.url, 'real');
  const runMs = (RAMP_SECONDS + SECONDS) * 1000 + 65_000;
  bots.forEach((b, k) => {
    const tables = Array.from({ length: duels }, (_, i) => i).filter((i) => i % BOT_PROCESSES === k);
    command(b, { type: 'start', url: server.url, tables, setups: tableSetups, rampMs: RAMP_SECONDS * 1000, runMs, thinkMs: THINK_MS });
  });
  const joined = () => bots.reduce((n, b) => n + b.sockets, 0);
  const rampStart = Date.now();
  for (let i = 0; i < (RAMP_SECONDS + 60) * 10 && joined() < duels * 2; i++) await new Promise((r) => setTimeout(r, 100));
  if (joined() < duels * 2) console.log(`  (only ${joined()} of ${duels * 2} seats joined after ${((Date.now() - rampStart) / 1000).toFixed(0)} s: measured anyway)`);
  await new Promise((r) => setTimeout(r, 2_000));
  const inspect = redis ? new Redis(redis.url) : null;
  const commands = async () => (inspect ? commandCounts(inspect) : new Map<string, number>());
  const redisCpu = () => (redis?.process.pid === undefined ? 0 : cpuSeconds(redis.process.pid));
  for (const b of bots) command(b, { type: 'measure', on: true });
  const cpu0 = treeCpu(server.pid);
  const redisCpu0 = redisCpu();
  const commands0 = await commands();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  for (const b of bots) command(b, { type: 'measure', on: false });
  const cpu = treeCpu(server.pid) - cpu0;
  const redisCpuUsed = redisCpu() - redisCpu0;
  const commands1 = await commands();
  // The INFO calls of this benchmark are not the server's.
  const byCommand = new Map([...commands1].map(([name, n]) => [name, n - (commands0.get(name) ?? 0) - (name === 'info' ? 1 : 0)] as const).filter(([, n]) => n > 0));
  const load = loadavg()[0]!;
  for (const b of bots) command(b, { type: 'report' });
  for (let i = 0; i < runMs / 100 && bots.some((b) => b.report === null); i++) await new Promise((r) => setTimeout(r, 100));
  const reports = bots.map((b) => b.report).filter((r) => r !== null);
  for (const b of bots) b.child.kill();
  await server.stop();
  inspect?.disconnect();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const ackMs = reports.flatMap((r) => r.ackMs);
  const actions = Math.max(1, ackMs.length);
  return {
    seconds: (Date.now() - began) / 1000, duels, actions, load, errors: reports.reduce((n, r) => n + r.errors, 0),
    revealP99: pct(reports.flatMap((r) => r.revealMs), 99), ackP99: pct(ackMs, 99),
    cores: { server: cpu / SECONDS, bots: reports.reduce((n, r) => n + r.cpu, 0), redis: redisCpuUsed / SECONDS },
    cpuMsPerAction: (cpu * 1000) / actions,
    redis: redis === null ? null : {
      perAction: [...byCommand].reduce((a, [name, n]) => a + (IN_SCRIPTS.has(name) ? 0 : n), 0) / actions,
      byCommand: new Map([...byCommand].filter(([name]) => !IN_SCRIPTS.has(name)).map(([name, n]) => [name, n / actions])),
      inScripts: [...byCommand].reduce((a, [name, n]) => a + (IN_SCRIPTS.has(name) ? n : 0), 0) / actions,
      cpuMsPerAction: (redisCpuUsed * 1000) / actions,
    },
  };
}

const started = Date.now();
console.log(`bench:scale: ${availableParallelism()} cores, steps ${STEPS.join(', ')} duels, ${RAMP_SECONDS} s ramp + ${SECONDS} s measured, think ~${THINK_MS} ms, ${BOT_PROCESSES} bot processes${process.env.BENCH_ROOM_QUERY === '0' ? ', the bots do NOT name their room (connections spread by load: forwarding)' : ', each connection naming its room (routed to the room\'s process)'}; load average at start ${loadavg()[0]!.toFixed(1)}`);
const byCommand = (s: Step) => [...(s.redis?.byCommand ?? [])].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${n.toFixed(2)}`).join(', ');
const results: { processes: number; store: 'file' | 'redis'; highest: number; steps: Step[] }[] = [];
for (const { processes, store } of SETUPS) {
  let highest = 0;
  const steps: Step[] = [];
  for (const duels of STEPS) {
    const s = await step(processes, store, duels);
    steps.push(s);
    const redis = s.redis === null ? '' : `; Redis: ${s.redis.perAction.toFixed(2)} commands sent per action (${byCommand(s)}; and ${s.redis.inScripts.toFixed(2)} calls inside scripts), redis-server CPU ${s.redis.cpuMsPerAction.toFixed(3)} ms per action`;
    console.log(`${processes} process(es), ${store}: ${duels} duels: reveal p99 ${s.revealP99.toFixed(1)} ms, ack p99 ${s.ackP99.toFixed(1)} ms, ${s.actions} actions, server CPU ${s.cpuMsPerAction.toFixed(3)} ms per action, ${s.errors} errors, load average ${s.load.toFixed(1)}${redis}; cores used: server ${s.cores.server.toFixed(2)}, bots ${s.cores.bots.toFixed(2)}, redis-server ${s.cores.redis.toFixed(2)} (${s.seconds.toFixed(0)} s)`);
    if (!(s.revealP99 < 50)) break;
    highest = duels;
  }
  results.push({ processes, store, highest, steps });
}

console.log(`\nSummary (${((Date.now() - started) / 60_000).toFixed(1)} min; reveal p99 is wall-clock: only a quiet machine's is the figure):`);
const range = (xs: number[]) => `${Math.min(...xs).toFixed(3)}-${Math.max(...xs).toFixed(3)}`;
for (const { processes, store, highest, steps } of results) {
  const redis = store === 'redis' ? `; Redis commands sent per action ${range(steps.map((s) => s.redis!.perAction))}, redis-server CPU per action ${range(steps.map((s) => s.redis!.cpuMsPerAction))} ms` : '';
  console.log(`  ${processes} process(es), ${store}: ${highest === 0 ? `none of ${STEPS[0]}+` : highest} duels at reveal p99 < 50 ms; server CPU per action ${range(steps.map((s) => s.cpuMsPerAction))} ms${redis}`);
}
const one = results.find((r) => r.processes === 1 && r.store === 'file');
const onOne = results.find((r) => r.processes === 1 && r.store === 'redis');
if (one !== undefined && onOne !== undefined) {
  // CPU per action falls as load rises (fixed costs spread): compared at the same number of duels.
  for (const file of one.steps) {
    const redis = onOne.steps.find((s) => s.duels === file.duels);
    if (redis === undefined) continue;
    const server = redis.cpuMsPerAction / file.cpuMsPerAction - 1;
    const all = (redis.cpuMsPerAction + redis.redis!.cpuMsPerAction) / file.cpuMsPerAction - 1;
    console.log(`  Redis vs file store, 1 process, ${file.duels} duels: server CPU per action ${server >= 0 ? '+' : ''}${(server * 100).toFixed(0)}% (target at most +25%); with redis-server's own ${all >= 0 ? '+' : ''}${(all * 100).toFixed(0)}%`);
  }
}
const single = results.find((r) => r.processes === 1 && r.store === 'redis');
const double = results.find((r) => r.processes === 2 && r.store === 'redis');
for (const base of [one, single]) {
  if (base === undefined || double === undefined || base.highest === 0) continue;
  console.log(`  2 processes (Redis) hold ${(double.highest / base.highest).toFixed(2)}x the duels of 1 process (${base.store}; target at least 1.7x)`);
}
// The bots and redis-server share this machine's cores with the server: what the server processes
// alone would hold is the CPU per action compared at the same step (each process a core of its own).
for (const base of [one, single]) {
  if (base === undefined || double === undefined) continue;
  for (const a of base.steps) {
    const b = double.steps.find((s) => s.duels === a.duels);
    if (b === undefined) continue;
    const left = availableParallelism() - b.cores.bots - b.cores.redis;
    console.log(`  ${a.duels} duels: on the server's CPU alone 2 processes hold ${((2 * a.cpuMsPerAction) / b.cpuMsPerAction).toFixed(2)}x the duels of 1 process (${base.store}; 2 x its CPU per action / theirs); here the bots took ${b.cores.bots.toFixed(2)} cores and redis-server ${b.cores.redis.toFixed(2)}, leaving the server ${left.toFixed(2)} of ${availableParallelism()}`);
  }
}
process.exit(0);
