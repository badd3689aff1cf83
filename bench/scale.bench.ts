// npm run bench:scale (issue 27): real-content duels against 1, 2 and 3 server processes
// (`WORKERS=N` behind one port), with the file store and with Redis storage. For each setup it
// raises the number of concurrent duels step by step (BENCH_STEPS, default 100,200,400,800) and
// prints, per step, the reveal p99 (later selection sent -> reveal delivered), the server processes'
// CPU per acknowledged action and Redis commands per action; the highest step whose reveal p99 stays
// under 50 ms is the setup's figure. Several processes need Redis (the file store is one process's).
// Each step: a fresh server (and a fresh redis-server), BENCH_RAMP_SECONDS ramp, BENCH_SECONDS measured.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startRedis, type TestRedis } from '../apps/server/src/testing/redis';
import { command, cpuSeconds, forkBots, pct, setups, startServerProcess } from './server-process';

const STEPS = (process.env.BENCH_STEPS ?? '100,200,400,800').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
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

type Step = { duels: number; revealP99: number; ackP99: number; actions: number; cpuMsPerAction: number; redisPerAction: number | null; errors: number; load: number };

async function step(processes: number, store: 'file' | 'redis', duels: number): Promise<Step> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-scale-'));
  const redis: TestRedis | null = store === 'redis' ? await startRedis() : null;
  const env: Record<string, string> = { MAX_CONNECTIONS_PER_ADDRESS: '100000', ...(redis ? { REDIS_URL: redis.url } : {}), ...(processes > 1 ? { WORKERS: String(processes) } : {}) };
  const server = await startServerProcess({ dataDir, content: 'real', games: duels, env });
  const tableSetups = await setups(server.url, 'real');
  const bots = Array.from({ length: BOT_PROCESSES }, forkBots);
  const runMs = (RAMP_SECONDS + SECONDS) * 1000 + 65_000;
  bots.forEach((b, k) => {
    const tables = Array.from({ length: duels }, (_, i) => i).filter((i) => i % BOT_PROCESSES === k);
    command(b, { type: 'start', url: server.url, tables, setups: tableSetups, rampMs: RAMP_SECONDS * 1000, runMs, thinkMs: THINK_MS });
  });
  const joined = () => bots.reduce((n, b) => n + b.sockets, 0);
  for (let i = 0; i < (RAMP_SECONDS + 60) * 10 && joined() < duels * 2; i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2_000));
  const inspect = redis ? new Redis(redis.url) : null;
  const commands = async () => (inspect ? Number(/total_commands_processed:(\d+)/.exec(await inspect.info('stats'))?.[1] ?? 0) : 0);
  for (const b of bots) command(b, { type: 'measure', on: true });
  const cpu0 = treeCpu(server.pid);
  const commands0 = await commands();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  for (const b of bots) command(b, { type: 'measure', on: false });
  const cpu = treeCpu(server.pid) - cpu0;
  const redisCommands = (await commands()) - commands0;
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
    duels, actions, load, errors: reports.reduce((n, r) => n + r.errors, 0),
    revealP99: pct(reports.flatMap((r) => r.revealMs), 99), ackP99: pct(ackMs, 99),
    cpuMsPerAction: (cpu * 1000) / actions, redisPerAction: redis ? redisCommands / actions : null,
  };
}

console.log(`bench:scale: ${availableParallelism()} cores, steps ${STEPS.join(', ')} duels, ${RAMP_SECONDS} s ramp + ${SECONDS} s measured, think ~${THINK_MS} ms; load average at start ${loadavg()[0]!.toFixed(1)}`);
const summary: string[] = [];
for (const { processes, store } of SETUPS) {
  let highest = 0;
  const measured: Step[] = [];
  for (const duels of STEPS) {
    const s = await step(processes, store, duels);
    measured.push(s);
    console.log(`${processes} process(es), ${store}: ${duels} duels: reveal p99 ${s.revealP99.toFixed(1)} ms, ack p99 ${s.ackP99.toFixed(1)} ms, ${s.actions} actions, ${s.cpuMsPerAction.toFixed(3)} ms CPU per action${s.redisPerAction === null ? '' : `, ${s.redisPerAction.toFixed(1)} Redis commands per action`}, ${s.errors} errors, load average ${s.load.toFixed(1)}`);
    if (s.revealP99 >= 50) break;
    highest = duels;
  }
  const cpu = measured.map((s) => s.cpuMsPerAction);
  summary.push(`${processes} process(es), ${store}: highest at reveal p99 < 50 ms: ${highest === 0 ? `none of ${STEPS[0]}+` : highest} duels; CPU per action ${Math.min(...cpu).toFixed(3)}-${Math.max(...cpu).toFixed(3)} ms`);
}
console.log(summary.join('\n'));
process.exit(0);
