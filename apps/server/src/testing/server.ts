import { mkdtempSync, rmSync } from 'node:fs';
import type { Budget } from '@senjutsu/ai';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { ServerConfigSchema, type ServerConfigInput } from '../config';
import type { Content } from '../content';
import { createLogger } from '../log';
import { startServer, type RunningServer } from '../server';

// A real server for tests: 127.0.0.1, a free port, a fresh data folder, no logs.

export type TestServer = RunningServer & { readonly dataDir: string; stop(options?: { keepData?: boolean }): Promise<void> };

export async function startTestServer(overrides: ServerConfigInput = {}, options: { now?: () => number; newSeed?: () => string; content?: Content; webRoot?: string; computerBudget?: Partial<Budget> } = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'senjutsu-data-'));
  // No OP-68 hold unless a test asks (its bots answer windows at once; master/hold.test.ts covers the hold).
  // SENJUTSU_TEST_REDIS_URL (scripts/test-redis.mjs): every test server stores its games in that
  // Redis instead, under a prefix of its data folder's name (a restart with the same folder finds them).
  const redis = process.env.SENJUTSU_TEST_REDIS_URL ? { redisUrl: process.env.SENJUTSU_TEST_REDIS_URL, redisPrefix: `test:${basename(dataDir)}:` } : {};
  const config = ServerConfigSchema.parse({ port: 0, host: '127.0.0.1', logLevel: 'silent', fsync: false, validateOutgoing: true, windowHoldMs: 0, ...redis, ...overrides, dataDir });
  const started = await startServer(config, createLogger(process.env.TEST_LOG_LEVEL ?? config.logLevel), {
    webRoot: options.webRoot ?? '/nonexistent',
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.newSeed === undefined ? {} : { newSeed: options.newSeed }),
    ...(options.content === undefined ? {} : { content: options.content }),
    ...(options.computerBudget === undefined ? {} : { computerBudget: options.computerBudget }),
  });
  if (!started.ok) throw new Error(`test server did not start: ${started.message}`);
  const server = started.value;
  return {
    ...server,
    close: () => server.close(),
    master: server.master,
    dataDir,
    async stop(stopOptions = {}) {
      await server.close();
      if (!stopOptions.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
