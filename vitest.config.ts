import { defineConfig } from 'vitest/config';

// One test run for the whole workspace; benchmarks (bench/) are never part of it.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    pool: 'threads',
    // Every core (Vitest's default leaves one free, which on a 2-core CI machine is one worker):
    // most files wait on sockets and timers, so the suite ran 394 s on one worker and 260 s on two.
    maxWorkers: '100%',
    testTimeout: 60_000,
    // The server's tests play the engine's small test content (apps/server/src/content.ts), and
    // every server a test starts checks its outgoing events against the protocol's strict schema.
    env: { SENJUTSU_CONTENT: 'test', SENJUTSU_VALIDATE_OUTGOING: 'true' },
  },
});
