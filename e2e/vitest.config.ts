import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The browser tests (`npm run test:e2e`, and the last part of `npm test`): a real server built
// and started once (global-setup.ts), Chromium driven by playwright-core. One file at a time:
// the machine has two cores, and a browser plus the server already use them.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
