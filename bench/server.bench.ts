// npm run bench:server: the game server under load (issue #5). Starts the real server as its own
// process on 127.0.0.1, keeps BENCH_GAMES duels going with two bot clients each over loopback
// (a finished game is followed by its rematch), and measures for BENCH_SECONDS:
// acknowledgement latency (action sent -> its ack received), reveal latency (the later of the two
// selections sent -> the reveal delivered to a seat), and the server's CPU and memory.
// BENCH_CONTENT=test (default) plays the engine's small test content; BENCH_CONTENT=real the
// catalogue: the four characters' signature decks in turn, on the four battlefields in turn, with
// two terrain pieces of the box each.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { command, contentNamed, cpuSeconds, forkBots, machineTicks, pct, root, rssMb, setups, startServerProcess } from './server-process';

const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/** Mean think time of a bot before each decision (uniform between half and one and a half times it). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3000);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 30);
/** Bot processes: the bots stand in for players on other machines, so they should not lag themselves. */
const BOT_PROCESSES = Number(process.env.BENCH_BOT_PROCESSES ?? 2);
const CONTENT = contentNamed(process.env.BENCH_CONTENT ?? 'test');

// ---- the bots ---------------------------------------------------------------------------------


async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-bench-'));
  const server = await startServerProcess({ dataDir, content: CONTENT, games: GAMES });
  const baseRss = rssMb(server.pid);
  const tableSetups = await setups(server.url, CONTENT);
  console.log(`server pid ${server.pid} at ${server.url}; ${CONTENT} content (${tableSetups.length} setups); ramping up ${GAMES} duels over ${RAMP_SECONDS} s in ${BOT_PROCESSES} bot processes, think time ~${THINK_MS} ms`);
  const start = performance.now();
  const bots = Array.from({ length: BOT_PROCESSES }, forkBots);
  const runMs = (RAMP_SECONDS + SECONDS) * 1000 + 65_000; // ramp, joining, measuring, margin (the bots are ended after reporting)
  bots.forEach((b, k) => {
    const tables = Array.from({ length: GAMES }, (_, i) => i).filter((i) => i % BOT_PROCESSES === k);
    command(b, { type: 'start', url: server.url, tables, setups: tableSetups, rampMs: RAMP_SECONDS * 1000, runMs, thinkMs: THINK_MS });
  });
  const joined = () => bots.reduce((n, b) => n + b.sockets, 0);
  for (let i = 0; i < (RAMP_SECONDS + 60) * 10 && joined() < GAMES * 2; i++) await new Promise((r) => setTimeout(r, 100)); // every seat joined (at most 60 s after the ramp)
  await new Promise((r) => setTimeout(r, 2_000));
  console.log(`${joined()} sockets joined after ${((performance.now() - start) / 1000).toFixed(0)} s; measuring for ${SECONDS} s`);
  for (const b of bots) command(b, { type: 'measure', on: true });
  const cpu0 = cpuSeconds(server.pid);
  const machine0 = machineTicks();
  const t0 = performance.now();
  const rssSamples: number[] = [];
  for (let s = 0; s < SECONDS; s++) {
    await new Promise((r) => setTimeout(r, 1000));
    rssSamples.push(rssMb(server.pid));
  }
  for (const b of bots) command(b, { type: 'measure', on: false });
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = (cpuSeconds(server.pid) - cpu0) / elapsed;
  const machine1 = machineTicks();
  const steal = (machine1[1] - machine0[1]) / Math.max(1, machine1[0] - machine0[0]);
  const load = loadavg()[0]!.toFixed(1);
  const rss = Math.max(...rssSamples);
  for (const b of bots) command(b, { type: 'report' });
  for (let i = 0; i < runMs / 100 && bots.some((b) => b.report === null); i++) await new Promise((r) => setTimeout(r, 100));
  const reports = bots.map((b) => b.report).filter((r) => r !== null);
  if (reports.length < bots.length) throw new Error('a bot process did not report');
  for (const b of bots) b.child.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const ackMs = reports.flatMap((r) => r.ackMs);
  const revealMs = reports.flatMap((r) => r.revealMs);
  const sum = (f: (r: (typeof reports)[number]) => number) => reports.reduce((n, r) => n + f(r), 0);
  const botLag = Math.max(...reports.map((r) => r.loopP99Ms));
  console.log(`load average during the run: ${load} (${availableParallelism()} cores), CPU steal ${(steal * 100).toFixed(1)}% (time the host gave to other guests); the bots: ${(sum((r) => r.cpu) * 100).toFixed(0)}% of a core in ${BOT_PROCESSES} processes, event-loop delay p99 up to ${botLag.toFixed(0)} ms (client-side latency is part of the figures below)`);
  console.log(`games: ${GAMES} concurrent duels of ${CONTENT} content (${sum((r) => r.finished)} finished and rematched during the run), ${ackMs.length} actions acknowledged in ${elapsed.toFixed(0)} s, ${sum((r) => r.errors)} errors`);
  console.log(`sockets: ${sum((r) => r.sockets)}`);
  console.log(`ack latency: p50 ${pct(ackMs, 50).toFixed(1)} ms, p99 ${pct(ackMs, 99).toFixed(1)} ms`);
  console.log(`reveal latency: p99 ${pct(revealMs, 99).toFixed(1)} ms (p50 ${pct(revealMs, 50).toFixed(1)} ms, ${revealMs.length} deliveries)`);
  console.log(`server CPU: ${(cpu * 100).toFixed(0)}% of one core, ${((cpu * 1000) / GAMES).toFixed(2)} ms per game per second, ${((cpu * elapsed * 1000) / Math.max(1, ackMs.length)).toFixed(3)} ms per acknowledged action`);
  console.log(`server memory: ${rss.toFixed(0)} MB RSS (${baseRss.toFixed(0)} MB idle), ${(((rss - baseRss) * 1024) / GAMES).toFixed(0)} KB per game`);
}

await main();
process.exit(0);
