import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './http';

// A redis-server of a test's own: 127.0.0.1, a free port, no persistence, its working folder a
// temporary one (removed on stop). REDIS_SERVER names another binary than Debian's.

export type TestRedis = { readonly url: string; readonly port: number; readonly process: ChildProcess; stop(): Promise<void> };

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export async function startRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'senjutsu-redis-'));
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = `redis://127.0.0.1:${port}`;
    const ready = await waitForPing(url, exited);
    if (ready) {
      return {
        url, port, process: child,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGKILL');
            await exited;
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    child.kill('SIGKILL');
    await exited;
    if (attempt >= 4) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`redis-server (${REDIS_SERVER}) did not start`);
    }
  }
}

/** Whether Redis at `url` answers within ~10 s (false at once if the process exits: its port was taken). */
async function waitForPing(url: string, exited: Promise<number | null>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 200 && !gone; i++) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      return true;
    } catch {
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return false;
}
