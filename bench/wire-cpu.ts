// The server process's CPU per action with real sockets (issue 13 item 7, the socket layer's share):
// the built server as its own process (as `bench:server` starts it), WIRE_GAMES duels (1,000) of
// bots in other processes over loopback, and for WIRE_WINDOWS windows of WIRE_SECONDS each, once
// every seat has joined: the server's CPU time (utime + stime of all its threads, from /proc)
// divided by the actions acknowledged in the window, split by thread (the main thread, V8's
// workers, the thread pool) and user/system. CPU time counts only what the server itself ran, so
// other processes' load inflates it far less than it inflates latencies; still, compare A/B/A/B.
// WIRE_THINK_MS (3,000) is the bots' mean think time; a huge one (1e9) measures the idle cost of
// the joined connections (pings, timers): the CPU per second is printed too.
// Run: npx tsx bench/wire-cpu.ts   (WIRE_CONTENT real|test, default real)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { command, contentNamed, cpuTicks, forkBots, setups, startServerProcess, TICKS } from './server-process';

const GAMES = Number(process.env.WIRE_GAMES ?? 1000);
const SECONDS = Number(process.env.WIRE_SECONDS ?? 20);
const WINDOWS = Number(process.env.WIRE_WINDOWS ?? 2);
const THINK_MS = Number(process.env.WIRE_THINK_MS ?? 3000);
const RAMP_SECONDS = Number(process.env.WIRE_RAMP_SECONDS ?? 20);
const BOT_PROCESSES = Number(process.env.WIRE_BOT_PROCESSES ?? 2);
const CONTENT = contentNamed(process.env.WIRE_CONTENT ?? 'real');

type Times = Map<string, { user: number; system: number }>;

/** CPU ticks of every thread of `pid`, summed by thread name (the main thread is named after the process). */
function threadTimes(pid: number): Times {
  const times: Times = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '').trim();
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const t = times.get(name) ?? { user: 0, system: 0 };
    t.user += Number(fields[11]);
    t.system += Number(fields[12]);
    times.set(name, t);
  }
  return times;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function acked(bots: ReturnType<typeof forkBots>[]): Promise<number> {
  for (const b of bots) {
    b.report = null;
    command(b, { type: 'report' });
  }
  for (let i = 0; i < 300 && bots.some((b) => b.report === null); i++) await sleep(20);
  return bots.reduce((n, b) => n + (b.report?.ackMs.length ?? 0), 0);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-wire-'));
  const server = await startServerProcess({ dataDir, content: CONTENT, games: GAMES, env: { MAX_CONNECTIONS_PER_ADDRESS: '100000' } });
  const tableSetups = await setups(server.url, CONTENT);
  const bots = Array.from({ length: BOT_PROCESSES }, forkBots);
  const runMs = (RAMP_SECONDS + SECONDS * WINDOWS) * 1000 + 120_000;
  bots.forEach((b, k) => {
    const tables = Array.from({ length: GAMES }, (_, i) => i).filter((i) => i % BOT_PROCESSES === k);
    command(b, { type: 'start', url: server.url, tables, setups: tableSetups, rampMs: RAMP_SECONDS * 1000, runMs, thinkMs: THINK_MS });
  });
  const joined = () => bots.reduce((n, b) => n + b.sockets, 0);
  for (let i = 0; i < (RAMP_SECONDS + 60) * 10 && joined() < GAMES * 2; i++) await sleep(100);
  await sleep(3_000);
  console.log(`server pid ${server.pid}; ${CONTENT} content, ${GAMES} duels, ${joined()} sockets joined; think ~${THINK_MS} ms; ${WINDOWS} windows of ${SECONDS} s`);
  for (const b of bots) command(b, { type: 'measure', on: true });
  const perAction: number[] = [];
  for (let w = 0; w < WINDOWS; w++) {
    const a0 = await acked(bots);
    const p0 = cpuTicks(server.pid);
    const t0 = threadTimes(server.pid);
    const started = performance.now();
    const load0 = loadavg()[0]!;
    await sleep(SECONDS * 1000);
    const p1 = cpuTicks(server.pid);
    const t1 = threadTimes(server.pid);
    const elapsed = (performance.now() - started) / 1000;
    const actions = (await acked(bots)) - a0;
    const user = (p1.user - p0.user) / TICKS;
    const system = (p1.system - p0.system) / TICKS;
    const ms = ((user + system) * 1000) / Math.max(1, actions);
    perAction.push(ms);
    const split = [...t1]
      .map(([name, t]) => {
        const before = t0.get(name) ?? { user: 0, system: 0 };
        return [name, (t.user - before.user + t.system - before.system) / TICKS] as const;
      })
      .filter(([, s]) => s > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name, s]) => `${name} ${((s * 1000) / Math.max(1, actions)).toFixed(3)}`)
      .join(', ');
    console.log(
      `window ${w + 1}: ${actions} actions in ${elapsed.toFixed(1)} s; server CPU ${(((user + system) / elapsed) * 100).toFixed(1)}% of a core ` +
        `(user ${user.toFixed(2)} s, system ${system.toFixed(2)} s); **${ms.toFixed(3)} ms per action**; by thread (ms per action): ${split}; load ${load0.toFixed(1)}-${loadavg()[0]!.toFixed(1)}`,
    );
  }
  const errors = bots.reduce((n, b) => n + (b.report?.errors ?? 0), 0);
  console.log(`CPU per action: ${perAction.map((x) => x.toFixed(3)).join(', ')} ms (mean ${(perAction.reduce((a, b) => a + b, 0) / perAction.length).toFixed(3)}); ${errors} errors`);
  for (const b of bots) b.child.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
process.exit(0);
