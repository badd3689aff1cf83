import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { startRedis, type TestRedis } from './redis';

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
