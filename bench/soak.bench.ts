// npm run bench:soak (issue 13 item 8): SOAK_GAMES (default 1,000) real-content duels for
// SOAK_SECONDS (default 600) against the server as its own process, bots thinking ~3 s per
// decision in two processes (bench/server-bots.ts), with a hostile mix beside them, from this
// process: a crowd of spectators on one link joining and leaving every minute, slow readers (a
// long-polling client asking for views and never reading them) and a flood every 20 s, a stream
// of plain polling handshakes never followed up, and, half-way, a SIGKILL of the server and its
// restart on the same data folder and port (the bots come back and rejoin with `since`).
// Reports the honest acknowledgements' latency (overall and per minute), the server's memory over
// time, and acknowledged actions lost: every action a bot saw acknowledged must be in the stored
// logs after the run (the restarted server replayed them, and it is stopped before the check).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { RoomSetupInput } from '@senjutsu/protocol';
import { connect, createRoom } from '../apps/server/src/testing/client';
import { pollingClient, pollingHandshake } from '../apps/server/src/testing/hostile';
import { command, contentNamed, cpuSeconds, forkBots, freePort, pct, root, rssMb, setups, startServerProcess, type ServerProcess } from './server-process';

const GAMES = Number(process.env.SOAK_GAMES ?? 1000);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RAMP_SECONDS = Number(process.env.SOAK_RAMP_SECONDS ?? 30);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 3000);
const CONTENT = contentNamed(process.env.SOAK_CONTENT ?? 'real');
const BOT_PROCESSES = 2;
const CROWD = Number(process.env.SOAK_CROWD ?? 150);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---- the bots ---------------------------------------------------------------------------------


// ---- the hostile mix --------------------------------------------------------------------------

type Hostile = { crowds: number; crowdRefused: number; readersDropped: number; floodsClosed: number; handshakes: number; handshakesRefused: number; failures: number };

/** Every attack runs on its own timer until `stopAt`; a failed attempt (the server restarting) is counted, not fatal. */
function hostileMix(server: () => ServerProcess, setup: RoomSetupInput, stopAt: number): { figures: Hostile; done: Promise<void> } {
  const figures: Hostile = { crowds: 0, crowdRefused: 0, readersDropped: 0, floodsClosed: 0, handshakes: 0, handshakesRefused: 0, failures: 0 };
  const every = async (ms: number, attack: () => Promise<void>) => {
    while (performance.now() < stopAt) {
      await attack().catch(() => void figures.failures++);
      await sleep(ms);
    }
  };

  const crowd = async () => {
    const room = await createRoom(server().url, setup);
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/testing/crowd.ts', server().url, room.room, room.spectator.token, String(CROWD)], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const first = await Promise.race([lines.next(), sleep(60_000).then(() => null)]);
    if (first === null || first.done === true) {
      child.kill();
      throw new Error('crowd did not join');
    }
    const joined = JSON.parse(first.value as string) as { refused: string[] };
    figures.crowds++;
    figures.crowdRefused += joined.refused.length;
    await sleep(20_000); // watch for a while, then all leave at once
    child.stdin.write('leave\n');
    await Promise.race([exited, sleep(10_000)]);
    child.kill();
  };

  // A long-polling client that never polls: it joins two rooms in turn (each join a whole view)
  // within the rate limit until the server drops it for what it holds unread (MAX_OUTGOING_BYTES).
  const slowReader = async () => {
    const rooms = [await createRoom(server().url, setup), await createRoom(server().url, setup)];
    const reader = await pollingClient(server().url);
    for (let i = 0; i < 200; i++) {
      const room = rooms[i % 2]!;
      const status = await reader.send([['msg', { type: 'join', id: `slow${i}`, room: room.room, token: room.spectator.token }]]);
      if (status !== 200) {
        figures.readersDropped++;
        return;
      }
      await sleep(250);
    }
  };

  const flood = async () => {
    const c = await connect(server().url);
    const closed = new Promise<void>((resolve) => c.socket.once('disconnect', () => resolve()));
    let sent = 0;
    const timer = setInterval(() => {
      for (let i = 0; i < 5; i++) c.raw('msg', { type: 'claim', id: `f${sent++}` });
    }, 10);
    const outcome = await Promise.race([closed.then(() => true), sleep(10_000).then(() => false)]);
    clearInterval(timer);
    c.close();
    if (outcome) figures.floodsClosed++;
  };

  const handshakes = async () => {
    const statuses = await Promise.all(Array.from({ length: 10 }, () => pollingHandshake(server().port, '127.0.0.2')));
    figures.handshakes += statuses.length;
    figures.handshakesRefused += statuses.filter((s) => s !== 200).length;
  };

  const done = Promise.all([every(40_000, crowd), every(20_000, slowReader), every(20_000, flood), every(500, handshakes)]).then(() => undefined);
  return { figures, done };
}

// ---- acknowledged actions against the stored logs ---------------------------------------------

/** The acknowledged actions (`room seat id`) missing from the data folder's room logs. */
function lostActions(dataDir: string, acked: readonly string[]): string[] {
  const stored = new Set<string>();
  const roomsDir = join(dataDir, 'rooms');
  for (const name of readdirSync(roomsDir)) {
    const room = name.replace(/\.jsonl$/, '');
    for (const line of readFileSync(join(roomsDir, name), 'utf8').split('\n')) {
      if (!line.startsWith('{"kind":"action"')) continue;
      const entry = JSON.parse(line) as { seat: number; id: string };
      stored.add(`${room} ${entry.seat} ${entry.id}`);
    }
  }
  return acked.filter((a) => !stored.has(a));
}

// ---- the run ----------------------------------------------------------------------------------

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-soak-'));
  const port = await freePort();
  // Every bot connects from 127.0.0.1, so the cap per address is lifted (the npm script sets it).
  const env = { LOG_LEVEL: 'error' };
  let server = await startServerProcess({ dataDir, content: CONTENT, games: GAMES, port, env });
  const tableSetups = await setups(server.url, CONTENT);
  log(`server pid ${server.pid} at ${server.url}; ${GAMES} duels of ${CONTENT} content (${tableSetups.length} setups), ${SECONDS} s, ramp ${RAMP_SECONDS} s, think ~${THINK_MS} ms`);
  const bots = Array.from({ length: BOT_PROCESSES }, forkBots);
  const runMs = (RAMP_SECONDS + SECONDS) * 1000 + 120_000;
  bots.forEach((b, k) => {
    const tables = Array.from({ length: GAMES }, (_, i) => i).filter((i) => i % BOT_PROCESSES === k);
    command(b, { type: 'start', url: server.url, tables, setups: tableSetups, rampMs: RAMP_SECONDS * 1000, runMs, thinkMs: THINK_MS, keepAcked: true });
  });
  const joined = () => bots.reduce((n, b) => n + b.sockets, 0);
  for (let i = 0; i < (RAMP_SECONDS + 120) * 10 && joined() < GAMES * 2; i++) await sleep(100);
  log(`${joined()} sockets joined; the soak starts`);
  for (const b of bots) command(b, { type: 'measure', on: true });

  const started = performance.now();
  const stopAt = started + SECONDS * 1000;
  const memory: { s: number; mb: number }[] = [];
  const sampler = setInterval(() => {
    try {
      const mb = rssMb(server.pid);
      if (Number.isFinite(mb)) memory.push({ s: Math.round((performance.now() - started) / 1000), mb });
    } catch {
      // restarting
    }
  }, 5_000);
  const hostile = hostileMix(() => server, tableSetups[0]!, stopAt);

  // Half-way: SIGKILL, and a restart on the same data folder and port.
  await sleep((SECONDS * 1000) / 2);
  const cpuBeforeKill = cpuSeconds(server.pid);
  const killedAt = Date.now();
  server.kill('SIGKILL');
  await server.exited;
  server = await startServerProcess({ dataDir, content: CONTENT, games: GAMES, port, env });
  const restartMs = Date.now() - killedAt;
  log(`server killed (SIGKILL) and restarted as pid ${server.pid}; /healthz answered ${restartMs} ms after the kill`);
  const cpuAfter0 = cpuSeconds(server.pid);

  while (performance.now() < stopAt) await sleep(1_000);
  for (const b of bots) command(b, { type: 'measure', on: false });
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuBeforeKill + (cpuSeconds(server.pid) - cpuAfter0);
  const load = loadavg()[0]!.toFixed(1);
  clearInterval(sampler);
  for (const b of bots) command(b, { type: 'report' });
  for (let i = 0; i < 600 && bots.some((b) => b.report === null); i++) await sleep(100);
  const reports = bots.map((b) => b.report).filter((r) => r !== null);
  if (reports.length < bots.length) throw new Error('a bot process did not report');
  for (const b of bots) b.child.kill();
  await Promise.race([hostile.done, sleep(70_000)]);
  await server.stop();
  const acked = reports.flatMap((r) => r.acked);
  const lost = lostActions(dataDir, acked);
  rmSync(dataDir, { recursive: true, force: true });

  const ackMs = reports.flatMap((r) => r.ackMs);
  const ackAt = reports.flatMap((r) => r.ackAt);
  const sum = (f: (r: (typeof reports)[number]) => number) => reports.reduce((n, r) => n + f(r), 0);
  log(`load average at the end: ${load} (${availableParallelism()} cores); the bots' event-loop delay p99 up to ${Math.max(...reports.map((r) => r.loopP99Ms)).toFixed(0)} ms`);
  log(`honest: ${GAMES} duels of ${CONTENT} content, ${ackMs.length} actions acknowledged in ${seconds.toFixed(0)} s, ${sum((r) => r.finished)} games finished, ${sum((r) => r.errors)} refusals, ${sum((r) => r.rejoins)} tables rejoined after the restart`);
  const sinceKill = (times: number[]) => {
    const ms = times.map((t) => t - killedAt);
    return ms.length === 0 ? 'none' : `p50 ${(pct(ms, 50) / 1000).toFixed(1)} s, p99 ${(pct(ms, 99) / 1000).toFixed(1)} s, last ${(Math.max(...ms) / 1000).toFixed(1)} s`;
  };
  log(`restart: /healthz ${(restartMs / 1000).toFixed(1)} s after the kill; tables back in their rooms (both seats joined) ${sinceKill(reports.flatMap((r) => r.rejoinedAt))}; first action acknowledged after that ${sinceKill(reports.flatMap((r) => r.resumedAt))} (${sum((r) => r.resumedAt.length)} tables)`);
  log(`honest ack latency: p50 ${pct(ackMs, 50).toFixed(1)} ms, p99 ${pct(ackMs, 99).toFixed(1)} ms, p99.9 ${pct(ackMs, 99.9).toFixed(1)} ms`);
  const byMinute = new Map<number, number[]>();
  const t0 = ackAt.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  ackAt.forEach((at, i) => {
    const minute = Math.floor((at - t0) / 60_000);
    const xs = byMinute.get(minute) ?? [];
    xs.push(ackMs[i]!);
    byMinute.set(minute, xs);
  });
  log(`ack p99 per minute (ms): ${[...byMinute].sort((a, b) => a[0] - b[0]).map(([m, xs]) => `${m}:${pct(xs, 99).toFixed(0)}`).join(' ')} (the kill at ${Math.floor((killedAt - t0) / 60_000)})`);
  const perMinute = new Map<number, number>();
  for (const { s, mb } of memory) perMinute.set(Math.floor(s / 60), Math.max(perMinute.get(Math.floor(s / 60)) ?? 0, mb));
  log(`server RSS, highest per minute (MB): ${[...perMinute].map(([m, mb]) => `${m}:${mb.toFixed(0)}`).join(' ')}`);
  log(`server CPU: ${((cpu / seconds) * 100).toFixed(0)}% of one core on average (${((cpu * 1000) / Math.max(1, ackMs.length)).toFixed(2)} ms per acknowledged action, the hostile mix's cost included)`);
  const h = hostile.figures;
  log(`hostile: ${h.crowds} crowds of ${CROWD} spectators (${h.crowdRefused} refused in all), ${h.readersDropped} slow readers dropped, ${h.floodsClosed} floods closed, ${h.handshakes} bare handshakes (${h.handshakesRefused} refused), ${h.failures} attempts failed (server away)`);
  log(`acknowledged actions lost: ${lost.length} of ${acked.length}${lost.length > 0 ? ` (first: ${lost.slice(0, 3).join(', ')})` : ''}`);
  if (lost.length > 0) process.exitCode = 1;
}

await main();
process.exit(process.exitCode ?? 0);
