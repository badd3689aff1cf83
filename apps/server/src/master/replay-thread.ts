import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentName } from '../content';
import type { StoredRoom } from '../storage/storage';
import type { ReplayBuild } from './replay';

// Replays are built in a worker thread (issue 25): rebuilding a finished duel's spectator views
// takes 200-300 ms of engine work, which on the main thread would stall every room's messages.
// One worker, started at the first request and kept (unreferenced while idle, so it never holds a
// process open); a worker that fails or exits answers its pending requests INTERNAL and the next
// request starts a new one. Everything the worker needs crosses as data: the stored room and the
// content's name (a Content holds functions).

export type ReplayRequest = { readonly id: number; readonly stored: StoredRoom; readonly content: ContentName };
type ReplayAnswer = { readonly id: number; readonly answer: ReplayBuild };

declare const SENJUTSU_BUNDLED: boolean | undefined;

/**
 * The worker: the bundle's second file beside it, `<bundle>.replay-worker.mjs` (scripts/build-server.mjs), or, run from the
 * sources (tsx, the tests), a few lines that register tsx's loader in the new thread and import
 * the TypeScript source (a loader given in `execArgv` does not reach a worker on Node 20).
 */
function startWorker(): Worker {
  if (typeof SENJUTSU_BUNDLED === 'boolean') {
    const bundle = new URL(import.meta.url).pathname.split('/').pop()!.replace(/\.mjs$/, '');
    return new Worker(new URL(`./${bundle}.replay-worker.mjs`, import.meta.url));
  }
  // tsx's package.json maps `tsx/esm/api` (import) to this file.
  const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./replay-worker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`, { eval: true });
}

export type ReplayThread = {
  build(stored: StoredRoom, content: ContentName): Promise<ReplayBuild>;
  close(): Promise<void>;
};

export function replayThread(): ReplayThread {
  let current: { readonly worker: Worker; readonly pending: Map<number, (answer: ReplayBuild) => void> } | null = null;
  let nextId = 0;

  function start() {
    const worker = startWorker();
    const pending = new Map<number, (answer: ReplayBuild) => void>();
    const started = { worker, pending };
    worker.on('message', ({ id, answer }: ReplayAnswer) => {
      pending.get(id)?.(answer);
      pending.delete(id);
      if (pending.size === 0) worker.unref();
    });
    const fail = (message: string) => {
      if (current === started) current = null;
      for (const resolve of pending.values()) resolve({ ok: false, code: 'INTERNAL', message });
      pending.clear();
    };
    worker.on('error', (error) => fail(`the replay worker failed: ${error.message}`));
    worker.on('exit', (code) => fail(`the replay worker stopped (exit code ${code})`));
    return started;
  }

  return {
    build(stored, content) {
      current ??= start();
      const { worker, pending } = current;
      const id = nextId++;
      worker.ref(); // an answer is awaited: keep the process alive for it
      return new Promise((resolve) => {
        pending.set(id, resolve);
        worker.postMessage({ id, stored, content } satisfies ReplayRequest);
      });
    },
    async close() {
      const closing = current;
      current = null;
      await closing?.worker.terminate();
    },
  };
}
