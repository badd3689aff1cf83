// The game server as its own process, for the server benchmarks (bench/server.bench.ts,
// bench/soak.bench.ts), and the figures read from /proc about it.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentSummary, RoomSetupInput } from '@senjutsu/protocol';
import { DUEL } from '../apps/server/src/testing/client';
import { buildServer } from '../scripts/build-server.mjs';
import type { BotsCommand, BotsReport } from './server-bots';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function contentNamed(name: string): 'test' | 'real' {
  if (name !== 'test' && name !== 'real') throw new Error(`BENCH_CONTENT is 'test' or 'real', not '${name}'`);
  return name;
}

export type ServerProcess = {
  readonly pid: number;
  readonly url: string;
  readonly port: number;
  /** Resolves when the process has exited. */
  readonly exited: Promise<void>;
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
};

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Start `apps/server/src/main.ts` on 127.0.0.1 (`port`, or a free one) with `dataDir`, limits
 * lifted for many bots on one address, and wait until /healthz answers (stored games replayed).
 */
let built: Promise<string> | undefined;

export async function startServerProcess(options: { dataDir: string; content: 'test' | 'real'; games: number; port?: number; env?: Record<string, string> }): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // As `npm start` runs it (the built bundle), or through tsx with BENCH_SERVER_RUN=tsx, or a bundle
  // built elsewhere (BENCH_SERVER_BUNDLE: another commit's, for A/B runs; it must sit under this
  // checkout's node_modules to find the npm packages).
  const bundle = process.env.BENCH_SERVER_BUNDLE;
  const entry =
    process.env.BENCH_SERVER_RUN === 'tsx' ? ['--import', 'tsx', 'apps/server/src/main.ts']
    : ['--enable-source-maps', bundle !== undefined && bundle !== '' ? bundle : await (built ??= buildServer(join(root, 'node_modules/.cache/senjutsu/bench-server.mjs')))];
  const flags = [...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []), ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn(process.execPath, [...flags, ...entry], {
    cwd: root,
    env: {
      ...process.env, WEB_ROOT: join(root, 'dist/web'), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, LOG_LEVEL: 'warn', SENJUTSU_CONTENT: options.content,
      CREATE_RATE: '100000', CREATE_BURST: '100000', MAX_CONNECTIONS: String(options.games * 2 + 1000), MAX_ROOMS: String(options.games * 100),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false);
    if (up) break;
    if (i > 1200) throw new Error('server did not answer /healthz within 120 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid!,
    url,
    port,
    exited,
    kill: (signal) => void child.kill(signal),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export const TICKS = 100; // clock ticks per second on Linux
export function cpuSeconds(pid: number): number {
  const { user, system } = cpuTicks(pid);
  return (user + system) / TICKS;
}
/** A process's CPU time so far in ticks, user and system apart (all its threads, ended ones included). */
export function cpuTicks(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]), system: Number(fields[12]) }; // utime, stime
}
/** The machine's CPU time so far, in ticks: [all, stolen] (steal: time the host gave to other guests). */
export function machineTicks(): [number, number] {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return [fields.reduce((a, b) => a + b, 0), fields[7] ?? 0];
}
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** The room setups the tables play in turn: the test duel, or every pairing of the real characters on every battlefield. */
export async function setups(url: string, content: 'test' | 'real'): Promise<RoomSetupInput[]> {
  if (content === 'test') return [DUEL];
  return realSetups((await (await fetch(`${url}/api/content`)).json()) as ContentSummary);
}

/** Every ordered pairing of the characters on every battlefield, two terrain kinds each (48 setups of the real content). */
export function realSetups(summary: ContentSummary): RoomSetupInput[] {
  const pairs = summary.characters.flatMap((a) => summary.characters.filter((b) => b !== a).map((b) => [a.id, b.id] as const));
  return pairs.flatMap(([a, b], p) =>
    summary.battlefields.map((battlefield, i) => ({
      mode: 'duel' as const, seats: [{ character: a }, { character: b }], battlefield: battlefield.id,
      terrain: [summary.terrain[(p + i) % summary.terrain.length]!, summary.terrain[(p + i + 3) % summary.terrain.length]!] as RoomSetupInput['terrain'],
    })),
  );
}

export const pct = (xs: readonly number[], p: number) => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** A process of bot clients (bench/server-bots.ts): they stand in for players on other machines. */
export type BotProcess = { readonly child: ChildProcess; sockets: number; report: Extract<BotsReport, { type: 'report' }> | null };

export function forkBots(): BotProcess {
  const child = fork(join(root, 'bench/server-bots.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const bots: BotProcess = { child, sockets: 0, report: null };
  child.on('message', (m: BotsReport) => {
    if (m.type === 'joined') bots.sockets = m.sockets;
    else if (m.type === 'report') bots.report = m;
    else console.error(m.message);
  });
  return bots;
}

export const command = (bots: BotProcess, c: BotsCommand) => bots.child.send(c);
