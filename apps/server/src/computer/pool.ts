import { createHash, randomUUID } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  close(): Promise<void>;
};

/** Run from the sources (tests, benchmarks through tsx, `npm run dev`): the worker bundled once. */
let devWorker: Promise<string> | null = null;

/**
 * The worker's module: the bundle's `<bundle>.computer-worker.mjs` beside it (`server.computer-worker.mjs` beside `server.mjs`) (scripts/build-server.mjs);
 * run from the sources, `worker.ts` bundled by esbuild (a dev dependency) into a temporary file
 * (a thread loading the TypeScript through tsx took 5 s on a busy machine, this well under one).
 */
function workerModule(): Promise<string> {
  if (typeof SENJUTSU_BUNDLED === 'boolean') {
    const bundle = new URL(import.meta.url).pathname.split('/').pop()!.replace(/\.mjs$/, '');
    return Promise.resolve(new URL(`./${bundle}.computer-worker.mjs`, import.meta.url).href);
  }
  devWorker ??= (async () => {
    const esbuild = await import('esbuild');
    const built = await esbuild.build({ entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))], write: false, bundle: true, platform: 'node', target: 'node20', format: 'esm', logLevel: 'warning' });
    const code = built.outputFiles[0]!.contents;
    // Named by its content and renamed into place whole: test files running at once (threads of one
    // process) share one file, never a half-written one, and nothing is left per run.
    const outfile = join(tmpdir(), `senjutsu-computer-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    if (!existsSync(outfile)) {
      const partial = `${outfile}.${randomUUID()}`;
      writeFileSync(partial, code);
      renameSync(partial, outfile);
    }
    return outfile;
  })();
  return devWorker;
}

export function startThinkers(options: { readonly threads: number }): Thinkers {
  let pool: Promise<Piscina<WorkerTask, Thought>> | null = null;
  const poolOf = () =>
    (pool ??= workerModule().then(
      (filename) => new Piscina<WorkerTask, Thought>({ filename, minThreads: 0, maxThreads: options.threads, idleTimeout: 60_000, niceIncrement: 10 }),
    ));
  return {
    think: async (task) => (await poolOf()).run(task),
    close: async () => {
      if (pool !== null) await (await pool).close({ force: true });
    },
  };
}
