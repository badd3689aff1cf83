import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { buildServer } from '../../../../scripts/build-server.mjs';
import { freePort } from './http';

// Real server processes sharing one Redis, for the tests of several processes (issue 27): the
// server as `npm start` runs it (one bundle, built once per test file: a process then starts
// without compiling, which under tsx cost seconds of CPU each on a loaded machine), each on its
// own free 127.0.0.1 port, resolved once it listens.

const root = fileURLToPath(new URL('../../../..', import.meta.url));
let bundle: Promise<string> | undefined;

export type ServerProcess = { readonly url: string; readonly process: ChildProcess; /** Its name in leases. */ readonly node: string };

export type ProcessGroup = {
  readonly servers: ServerProcess[];
  /** Stop every process still running (SIGKILL) and remove their data folders. */
  stop(): void;
};

/**
 * `count` processes on the Redis at `redisUrl` under `prefix`. `env`: more settings (content,
 * lease); connection and creation limits are lifted (every test client is 127.0.0.1).
 */
export async function startProcesses(count: number, redisUrl: string, prefix: string, env: Record<string, string> = {}): Promise<ProcessGroup> {
  const dataDir = mkdtempSync(join(tmpdir(), 'senjutsu-processes-'));
  const children: ChildProcess[] = [];
  // npm packages resolve from the repository's node_modules, so the bundle lives there (one per test worker thread).
  const built = (bundle ??= buildServer(join(root, `node_modules/.cache/senjutsu/processes-test-${process.pid}-${threadId}.mjs`)));
  const script = await built;
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (bundle === built) bundle = undefined;
    for (const file of [script, `${script}.map`]) rmSync(file, { force: true });
  };
  try {
    const servers = await Promise.all(Array.from({ length: count }, async (_, i): Promise<ServerProcess> => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--enable-source-maps', script], {
        cwd: root,
        env: {
          ...process.env, PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl, REDIS_PREFIX: prefix, LOG_LEVEL: 'info', WEB_ROOT: '/nonexistent',
          DATA_DIR: join(dataDir, String(i)), MAX_CONNECTIONS_PER_ADDRESS: '10000', CREATE_RATE: '1000', CREATE_BURST: '1000', WINDOW_HOLD_MS: '0', ...env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      let output = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (d: Buffer) => {
          if (output.length < 100_000) output += d.toString();
          if (output.includes('Senjutsu Online listening')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`server ${i} exited (${code}): ${output.slice(-2000)}`)));
      });
      // TEST_PROCESS_LOG=<folder>: each process's log kept there (server-<i>.log), to look into a failure.
      if (process.env.TEST_PROCESS_LOG) child.stdout!.pipe(createWriteStream(join(process.env.TEST_PROCESS_LOG, `server-${i}.log`)));
      child.stdout!.resume();
      const node = /"node":"([^"]+)"[^\n]*sharing games through Redis/.exec(output)?.[1];
      if (node === undefined) throw new Error(`server ${i} did not name its node`);
      return { url: `http://127.0.0.1:${port}`, process: child, node };
    }));
    return { servers, stop };
  } catch (e) {
    stop();
    throw e;
  }
}
