import { Piscina } from 'piscina';
import type { Thought, WorkerTask } from './worker';

// The computer's threads (issue 26): a small pool of worker threads (Piscina) runs every search,
// so the event loop that serves the rooms never blocks on one. Tasks queue when every thread is
// busy; a thread that dies is replaced (its task is refused and the seat thinks again at the next
// change). The threads run at a lower priority (`niceIncrement`, Linux and macOS), so on a busy
// machine the rooms' event loop gets the CPU first. Threads start at the first task and stop
// after a minute idle: a server nobody plays the computer on keeps none.

declare const SENJUTSU_BUNDLED: boolean | undefined;

export type Thinkers = {
  think(task: WorkerTask): Promise<Thought>;
  /** Tasks waiting for a thread, and tasks done. */
  stats(): { readonly queued: number; readonly completed: number; readonly threads: number };
  close(): Promise<void>;
};

/**
 * The worker's module: the bundle's `computer-worker.mjs` beside `server.mjs` (scripts/build-server.mjs),
 * or this folder's `worker.ts` run through tsx's loader (tests, benchmarks, `npm run dev`).
 */
function workerModule(): { filename: string; execArgv: string[] } {
  if (typeof SENJUTSU_BUNDLED === 'boolean') return { filename: new URL('./computer-worker.mjs', import.meta.url).href, execArgv: [] };
  return { filename: new URL('./worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
}

export function startThinkers(options: { readonly threads: number }): Thinkers {
  const { filename, execArgv } = workerModule();
  const pool = new Piscina<WorkerTask, Thought>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: 60_000,
    niceIncrement: 10,
  });
  return {
    think: (task) => pool.run(task),
    stats: () => ({ queued: pool.queueSize, completed: pool.completed, threads: pool.threads.length }),
    close: () => pool.close({ force: true }),
  };
}
