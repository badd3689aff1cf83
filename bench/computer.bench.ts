// npm run bench:computer (issue 26): the honest rooms' reveal latency while the computer thinks for
// many seats. Starts the real server as its own process (bench/server-process.ts) and the bots of
// `npm run bench:server` (bench/server-bots.ts) in two processes: one keeps BENCH_GAMES honest duels
// (two bot players each, thinking ~BENCH_THINK_MS) and measures them; the other keeps
// BENCH_AI_ROOMS rooms against the computer (BENCH_AI_LEVEL), its person answering after
// ~BENCH_AI_THINK_MS, so the computer's seats are thinking all the time. Two phases of
// BENCH_SECONDS each: the honest rooms alone, then with the computer's rooms. The server's worker
// threads: COMPUTER_THREADS (default 1). Prints both phases' reveal and ack p99, the server's CPU
// and the computer's decisions. Figures taken while other work runs on the machine are loaded: the
// first line gives the load average and CPU steal.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RoomSetupInput } from '@senjutsu/protocol';
import { command, cpuSeconds, forkBots, machineTicks, pct, setups, startServerProcess, type BotProcess } from './server-process';

const GAMES = Number(process.env.BENCH_GAMES ?? 100);
const AI_ROOMS = Number(process.env.BENCH_AI_ROOMS ?? 50);
const AI_LEVEL = (process.env.BENCH_AI_LEVEL ?? 'normal') as 'easy' | 'normal' | 'hard';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3000);
const AI_THINK_MS = Number(process.env.BENCH_AI_THINK_MS ?? 200);
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 10);
const THREADS = process.env.COMPUTER_THREADS ?? '1';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Phase = { reveal: number[]; ack: number[]; errors: number; cpu: number; load: string; steal: number; seconds: number };

/** Measure the honest bots for SECONDS: their latencies, the server's CPU, the machine's load. */
async function measure(honest: BotProcess, pid: number): Promise<Phase> {
  honest.report = null;
  command(honest, { type: 'measure', on: true });
  const cpu0 = cpuSeconds(pid);
  const machine0 = machineTicks();
  const t0 = performance.now();
  await sleep(SECONDS * 1000);
  command(honest, { type: 'measure', on: false });
  const seconds = (performance.now() - t0) / 1000;
  const cpu = (cpuSeconds(pid) - cpu0) / seconds;
  const machine1 = machineTicks();
  command(honest, { type: 'report' });
  for (let i = 0; i < 600 && honest.report === null; i++) await sleep(100);
  const report = honest.report as NonNullable<BotProcess['report']> | null;
  if (report === null) throw new Error('the honest bots did not report');
  return {
    reveal: [...report.revealMs], ack: [...report.ackMs], errors: report.errors, cpu, seconds,
    load: loadavg()[0]!.toFixed(1), steal: (machine1[1] - machine0[1]) / Math.max(1, machine1[0] - machine0[0]),
  };
}

function print(name: string, p: Phase, from = 0, ackFrom = 0): void {
  const reveal = p.reveal.slice(from);
  const ack = p.ack.slice(ackFrom);
  console.log(
    `${name}: reveal p99 ${pct(reveal, 99).toFixed(1)} ms (p50 ${pct(reveal, 50).toFixed(1)}, ${reveal.length} deliveries); ack p99 ${pct(ack, 99).toFixed(1)} ms (p50 ${pct(ack, 50).toFixed(1)}, ${ack.length}); ` +
      `server CPU ${(p.cpu * 100).toFixed(0)}% of a core (worker threads included); load average ${p.load} on ${availableParallelism()} cores, CPU steal ${(p.steal * 100).toFixed(1)}%`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-bench-computer-'));
  const server = await startServerProcess({ dataDir, content: 'real', games: GAMES + AI_ROOMS, env: { COMPUTER_THREADS: THREADS } });
  const tables = await setups(server.url, 'real');
  const aiTables: RoomSetupInput[] = tables.map((s) => ({ ...s, computer: { seat: 1, level: AI_LEVEL } }));
  console.log(`server pid ${server.pid}; ${GAMES} honest real-content duels (think ~${THINK_MS} ms), then ${AI_ROOMS} rooms against the ${AI_LEVEL} computer (its opponent answers after ~${AI_THINK_MS} ms); COMPUTER_THREADS=${THREADS}; ${SECONDS} s per phase`);
  const runMs = (2 * (RAMP_SECONDS + SECONDS) + 120) * 1000;
  const honest = forkBots();
  command(honest, { type: 'start', url: server.url, tables: Array.from({ length: GAMES }, (_, i) => i), setups: tables, rampMs: RAMP_SECONDS * 1000, runMs, thinkMs: THINK_MS });
  for (let i = 0; i < 1200 && honest.sockets < GAMES * 2; i++) await sleep(100);
  await sleep(2000);
  const alone = await measure(honest, server.pid);
  print('honest rooms alone', alone);

  const ai = forkBots();
  command(ai, { type: 'start', url: server.url, tables: Array.from({ length: AI_ROOMS }, (_, i) => i), setups: aiTables, rampMs: RAMP_SECONDS * 1000, runMs, thinkMs: AI_THINK_MS });
  for (let i = 0; i < 1200 && ai.sockets < AI_ROOMS; i++) await sleep(100);
  await sleep(2000);
  // The AI rooms' person acts only after the computer answered: its acknowledgements count the computer's pace.
  command(ai, { type: 'measure', on: true });
  const loaded = await measure(honest, server.pid);
  command(ai, { type: 'measure', on: false });
  command(ai, { type: 'report' });
  for (let i = 0; i < 600 && ai.report === null; i++) await sleep(100);
  print(`honest rooms while ${AI_ROOMS} computer seats think`, loaded, alone.reveal.length, alone.ack.length);
  const aiActions = ai.report?.ackMs.length ?? 0;
  console.log(`the rooms against the computer: ${aiActions} of their persons' actions acknowledged in ${loaded.seconds.toFixed(0)} s (about as many of the computer's), ${ai.report?.finished ?? 0} games finished, ${ai.report?.errors ?? 0} errors; honest errors ${loaded.errors}`);
  for (const b of [honest, ai]) b.child.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
