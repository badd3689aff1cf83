// npm run bench:server: the game server under load (issue #5). Starts the real server as its own
// process on 127.0.0.1, keeps BENCH_GAMES duels going with two bot clients each over loopback
// (a finished game is followed by its rematch), and measures for BENCH_SECONDS:
// acknowledgement latency (action sent -> its ack received), reveal latency (the later of the two
// selections sent -> the reveal delivered to a seat), and the server's CPU and memory.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, createRoom, DUEL, join as joinRoom, nextId, playRandomly, seededRandom, type Bot, type Client } from '../apps/server/src/testing/client';

const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** Mean think time of a bot before each decision (uniform between half and one and a half times it). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3000);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 30);
const root = fileURLToPath(new URL('..', import.meta.url));

// ---- the server process and its figures --------------------------------------------------------

type Server = { pid: number; url: string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []), ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SENJUTSU_CONTENT: 'test', // short games: the benchmark measures the server
      CREATE_RATE: '100000', CREATE_BURST: '100000', MAX_CONNECTIONS: String(GAMES * 2 + 100), MAX_ROOMS: String(GAMES * 100),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    if (i > 300) throw new Error('server did not answer /healthz within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid!,
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const TICKS = 100; // clock ticks per second on Linux
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime + stime
}
/** The machine's CPU time so far, in ticks: [all, stolen] (steal: time the host gave to other guests). */
function machineTicks(): [number, number] {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return [fields.reduce((a, b) => a + b, 0), fields[7] ?? 0];
}
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

// ---- the games ---------------------------------------------------------------------------------

const ackMs: number[] = [];
const revealMs: number[] = [];
let measuring = false;
let finished = 0;
let errors = 0;
let sockets = 0;

type Table = { room: string; tokens: string[]; clients: Client[]; bots: Bot[]; lastSelectAt: number };

const think = (random: () => number) => () => THINK_MS * (0.5 + random());

/** Play one room with two bots; when it ends, ask for the rematch and play that, until `stopAt`. */
async function table(base: string, index: number, stopAt: number): Promise<void> {
  const created = await createRoom(base, DUEL);
  const t: Table = { room: created.room, tokens: created.seats.map((s) => s.invite.token), clients: [], bots: [], lastSelectAt: 0 };
  for (const token of t.tokens) {
    const c = await connect(base, { timeoutMs: 60_000 });
    sockets++;
    await joinRoom(c, t.room, token);
    c.listen((m) => {
      if (!measuring || m.type !== 'update' || !m.events.some((e) => e.kind === 'revealed')) return;
      revealMs.push(performance.now() - t.lastSelectAt);
    });
    t.clients.push(c);
  }
  let game = 0;
  while (performance.now() < stopAt) {
    t.bots = t.clients.map((c, seat) =>
      playRandomly(c, {
        random: seededRandom(index * 1000 + game * 2 + seat),
        thinkMs: think(seededRandom(index * 7919 + seat)),
        onSend: (msg, at) => {
          if (msg.action.kind === 'select') t.lastSelectAt = Math.max(t.lastSelectAt, at);
        },
        onAnswer: (answer, _msg, at) => {
          if (!measuring) return;
          if (answer.type === 'ack') ackMs.push(performance.now() - at);
          else errors++;
        },
      }),
    );
    const over = await Promise.race([
      Promise.all(t.bots.map((b) => b.done)).then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), Math.max(0, stopAt - performance.now()))),
    ]);
    for (const b of t.bots) b.stop();
    if (!over || t.clients[0]!.status?.result == null) break;
    finished++;
    game++;
    // Rematch: both seats ask, then both join the new room with the same links.
    for (const c of t.clients) await c.request({ type: 'rematch', id: nextId('rm') });
    for (let i = 0; i < 100 && t.clients[0]!.status?.rematch.room == null; i++) await new Promise((r) => setTimeout(r, 20));
    const next = t.clients[0]!.status?.rematch.room;
    if (next == null) throw new Error('no rematch room');
    t.room = next;
    for (const [seat, c] of t.clients.entries()) await joinRoom(c, t.room, t.tokens[seat]!);
  }
  for (const c of t.clients) c.close();
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-bench-'));
  const server = await startServer(dataDir);
  const baseRss = rssMb(server.pid);
  console.log(`server pid ${server.pid} at ${server.url}; ramping up ${GAMES} duels over ${RAMP_SECONDS} s, think time ~${THINK_MS} ms`);
  const start = performance.now();
  const stopAt = start + (RAMP_SECONDS + SECONDS) * 1000 + 5_000;
  const tables: Promise<void>[] = [];
  for (let i = 0; i < GAMES; i++) {
    tables.push(table(server.url, i, stopAt).catch((e: unknown) => {
      errors++;
      console.error(`table ${i}: ${e instanceof Error ? e.message : String(e)}`);
    }));
    await new Promise((r) => setTimeout(r, (RAMP_SECONDS * 1000) / GAMES));
  }
  for (let i = 0; i < 600 && sockets < GAMES * 2; i++) await new Promise((r) => setTimeout(r, 100)); // every seat joined (at most 60 s more)
  await new Promise((r) => setTimeout(r, 2_000));
  console.log(`${sockets} sockets joined after ${((performance.now() - start) / 1000).toFixed(0)} s; measuring for ${SECONDS} s`);
  measuring = true;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const ownCpu0 = process.cpuUsage();
  const cpu0 = cpuSeconds(server.pid);
  const machine0 = machineTicks();
  const t0 = performance.now();
  const rssSamples: number[] = [];
  for (let s = 0; s < SECONDS; s++) {
    await new Promise((r) => setTimeout(r, 1000));
    rssSamples.push(rssMb(server.pid));
  }
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = (cpuSeconds(server.pid) - cpu0) / elapsed;
  const machine1 = machineTicks();
  const steal = (machine1[1] - machine0[1]) / Math.max(1, machine1[0] - machine0[0]);
  const own = process.cpuUsage(ownCpu0);
  const ownCpu = (own.user + own.system) / 1e6 / elapsed;
  loop.disable();
  measuring = false;
  const rss = Math.max(...rssSamples);
  await Promise.all(tables);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const load = loadavg()[0]!.toFixed(1);
  console.log(`load average during the run: ${load} (${availableParallelism()} cores), CPU steal ${(steal * 100).toFixed(1)}% (time the host gave to other guests); the bots' own process: ${(ownCpu * 100).toFixed(0)}% of a core, event-loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms (client-side latency is part of the figures below)`);
  console.log(`games: ${GAMES} concurrent duels (${finished} finished and rematched during the run), ${ackMs.length} actions acknowledged in ${elapsed.toFixed(0)} s, ${errors} errors`);
  console.log(`sockets: ${sockets}`);
  console.log(`ack latency: p50 ${pct(ackMs, 50).toFixed(1)} ms, p99 ${pct(ackMs, 99).toFixed(1)} ms`);
  console.log(`reveal latency: p99 ${pct(revealMs, 99).toFixed(1)} ms (p50 ${pct(revealMs, 50).toFixed(1)} ms, ${revealMs.length} deliveries)`);
  console.log(`server CPU: ${(cpu * 100).toFixed(0)}% of one core, ${((cpu * 1000) / GAMES).toFixed(2)} ms per game per second`);
  console.log(`server memory: ${rss.toFixed(0)} MB RSS (${baseRss.toFixed(0)} MB idle), ${(((rss - baseRss) * 1024) / GAMES).toFixed(0)} KB per game`);
}

await main();
process.exit(0);
