import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type RunningServer } from './server';

// For the tests of games played in the tab (solo, horde): a server of the test file's own, so the
// file can stop it once the page has loaded, and the main thread's long tasks recorded in the page.

/** A server of the file's own: `url()` while it runs; `stop()` once the page no longer needs it. */
export type OwnServer = { readonly url: () => string; readonly stop: () => Promise<void>; readonly running: () => boolean };

/** Starts a server over the run's built client before the file's tests and stops it after them (unless a test did). */
export function useOwnServer(): OwnServer {
  const webRoot = inject('webRoot');
  let server: RunningServer | null = null;
  const stop = async () => {
    const running = server;
    server = null;
    await running?.stop();
  };
  beforeAll(async () => {
    server = await startServer(webRoot);
  });
  afterAll(stop);
  return {
    url: () => {
      if (server === null) throw new Error('the server is not running');
      return server.url;
    },
    stop,
    running: () => server !== null,
  };
}

/** Long main-thread tasks, recorded in the page from now on (window.__longTasks). */
export const observeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });

/** The durations of the long tasks recorded since observeLongTasks (ms). */
export const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __longTasks?: number[] }).__longTasks ?? []);
