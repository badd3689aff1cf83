import { defineConfig } from 'vitest/config';
import { slowFirst } from './scripts/slow-first.mjs';

/** The longest files (measured; the first take 15-40 s each), started first so none is left for the end. */
const SLOWEST = [
  'apps/server/src/cluster/three-processes.test.ts',
  'packages/engine/src/property.test.ts',
  'apps/server/src/hidden.test.ts',
  'packages/cards/src/content/student.test.ts',
  'packages/cards/src/content/ronin.test.ts',
  'packages/cards/src/content/warrior.test.ts',
  'scripts/production.test.ts',
  'packages/engine/src/horde/games.test.ts',
  'packages/engine/src/attack.test.ts',
  'packages/engine/src/terrain.test.ts',
  'packages/engine/src/block.test.ts',
  'packages/engine/src/movement.test.ts',
  'apps/server/src/master/master.test.ts',
];

// One test run for the whole workspace; benchmarks (bench/) are never part of it.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    pool: 'threads',
    // Every core (Vitest's default leaves one free, which on a 2-core CI machine is one worker):
    // most files wait on sockets and timers, so the suite ran 394 s on one worker and 260 s on two.
    maxWorkers: '100%',
    sequence: { sequencer: slowFirst(SLOWEST) },
    testTimeout: 60_000,
    // The server's tests play the engine's small test content (apps/server/src/content.ts), and
    // every server a test starts checks its outgoing events against the protocol's strict schema.
    env: { SENJUTSU_CONTENT: 'test', SENJUTSU_VALIDATE_OUTGOING: 'true' },
  },
});
