import { defineConfig } from 'vitest/config';

// Vitest 5's reporter calls Map.groupBy, which Node 20 lacks: without this a failing test crashes
// the reporter instead of being reported. The config runs in Vitest's main process, so it lands here.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// One test run for the whole workspace; benchmarks (bench/) are never part of it.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    pool: 'threads',
    testTimeout: 60_000,
    // The server's tests play the engine's small test content (apps/server/src/content.ts).
    env: { SENJUTSU_CONTENT: 'test' },
  },
});
