import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connect, type Client } from './client';
import { startRedis, type TestRedis } from './redis';
import { startTestServer, type TestServer } from './server';

/**
 * A redis-server for the calling test file, started before its tests and stopped after them, with a
 * client to look inside it (`inspect`). Read its fields inside tests and hooks: they exist once it started.
 */
export function useRedis(): { readonly url: string; readonly port: number; readonly inspect: Redis } {
  let redis: TestRedis | undefined;
  let inspect: Redis | undefined;
  beforeAll(async () => {
    redis = await startRedis();
    inspect = new Redis(redis.url);
  });
  afterAll(async () => {
    inspect?.disconnect();
    await redis?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test Redis is not started yet: read it inside a test or hook');
    return value;
  };
  return {
    get url() { return started(redis).url; },
    get port() { return started(redis).port; },
    get inspect() { return started(inspect); },
  };
}

/**
 * Server processes' stand-ins on the test Redis and recording clients, stopped after each test
 * (`cleanup` takes more): each `servers(n)` call gets a key prefix of its own (`<name><k>:`), lease 2 s.
 */
export function useServersOnRedis(redis: { readonly url: string }, name: string) {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });
  let prefixes = 0;
  return {
    cleanup,
    async servers(n: number): Promise<{ servers: TestServer[]; prefix: string }> {
      const prefix = `${name}${++prefixes}:`;
      const started: TestServer[] = [];
      for (let i = 0; i < n; i++) {
        const s = await startTestServer({ redisUrl: redis.url, redisPrefix: prefix, leaseMs: 2_000 });
        cleanup.push(() => s.stop());
        started.push(s);
      }
      return { servers: started, prefix };
    },
    async client(url: string): Promise<Client> {
      const c = await connect(url, { record: true });
      cleanup.push(() => c.close());
      return c;
    },
  };
}
