import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { slowFirst } from '../scripts/slow-first.mjs';

// The browser tests (`npm run test:e2e`, and the last part of `npm test`): a real server built
// and started once (global-setup.ts, in the root config: it runs once for both projects below),
// Chromium driven by playwright-core, one browser per file (support/browser.ts useBrowser) with a
// fresh context per test.
// Two files at a time: a file waits on its pages about half the time (547 s one at a time, 415 s two
// at a time on the 2-core machine, 2026-11-28). An online duel in accessibility.test once stalled
// beside another file in an earlier session (not understood); if it comes back, look there first.
// Files that assert how much time passes (clocks, "left within seconds") run afterwards, alone;
// so does co-op (its end and rematch timed out twice beside another file on a machine at load 20+).
const TIMED = ['e2e/presence.test.ts', 'e2e/coop.test.ts'];
/** The longest files (measured), started first so that no long one is left for the end. */
const SLOWEST = ['e2e/touch.test.ts', 'e2e/horde.test.ts', 'e2e/online.test.ts', 'e2e/accessibility.test.ts', 'e2e/solo.test.ts', 'e2e/csp.test.ts', 'e2e/links.test.ts', 'e2e/restore.test.ts'];

const shared = { pool: 'forks', testTimeout: 180_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    globalSetup: ['e2e/global-setup.ts'],
    sequence: { sequencer: slowFirst(SLOWEST) },
    projects: [
      { test: { ...shared, name: 'e2e', include: ['e2e/**/*.test.ts'], exclude: TIMED, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      // groupOrder: projects of one group run together; the timed group starts only once the first has ended.
      { test: { ...shared, name: 'e2e-timed', include: TIMED, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
