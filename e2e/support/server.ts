import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The real server as `npm start` runs it: the web client built by vite, then
// apps/server/src/main.ts under tsx, here on a free port of 127.0.0.1 with a throw-away data
// folder and the real content (SENJUTSU_CONTENT is removed from its environment). The client is
// built into a folder of its own (WEB_ROOT), so a test run and `npm start` never rebuild each
// other's files under a running page.

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);

/** Builds apps/web with the root vite.config.ts into a new temporary folder, which it returns. */
export function buildWeb(extraArgs: readonly string[] = []): string {
  const outDir = mkdtempSync(join(tmpdir(), 'senjutsu-web-'));
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir', ...extraArgs], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  return outDir;
}

export type RunningServer = {
  readonly url: string;
  readonly dataDir: string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its data folder unless `keepData`. */
  readonly stop: (options?: { keepData?: boolean }) => Promise<void>;
};

/**
 * Starts main.ts serving the client built in `webRoot` (buildWeb); by default on a free port with a
 * new data folder, or on `port` with `dataDir` (a server started again, e.g. on a restored backup).
 */
export async function startServer(webRoot: string, options: { dataDir?: string; port?: number } = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'senjutsu-e2e-'));
  // SENJUTSU_TEST_SEED: each room's deal follows from its setup, so every run plays the same games.
  // WINDOW_HOLD_MS: OP-68's hold, short so the duels stay quick while the page's hold is exercised.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(options.port ?? 0), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: webRoot, LOG_LEVEL: 'info', SENJUTSU_TEST_SEED: 'e2e-1', WINDOW_HOLD_MS: '250' };
  delete env['SENJUTSU_CONTENT'];
  delete env['PUBLIC_URL'];
  const child = spawn(bin('tsx'), ['apps/server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    const port = await listeningPort(child, output);
    const url = `http://127.0.0.1:${port}`;
    await waitHealthy(url);
    return { url, dataDir, stop: (stopOptions) => stop(child, stopOptions?.keepData === true ? null : dataDir) };
  } catch (error) {
    await stop(child, dataDir);
    throw new Error(`${(error as Error).message}\nserver output:\n${output.join('').slice(-4000)}`);
  }
}

/** The port from the server's "listening" log line (PORT=0 lets the system choose a free one). */
function listeningPort(child: ChildProcess, output: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      buffered += text;
      for (;;) {
        const end = buffered.indexOf('\n');
        if (end < 0) break;
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        const port = portOf(line);
        if (port !== undefined) {
          clearTimeout(timer);
          resolve(port);
        }
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening (${code ?? signal})`));
    });
  });
}

function portOf(line: string): number | undefined {
  try {
    const entry = JSON.parse(line) as { port?: unknown; msg?: unknown };
    return typeof entry.port === 'number' && entry.port > 0 ? entry.port : undefined;
  } catch {
    return undefined;
  }
}

async function waitHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}/healthz did not answer within 30 s`);
}

async function stop(child: ChildProcess, dataDir: string | null): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
}
