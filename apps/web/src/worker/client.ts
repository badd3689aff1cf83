import { fromWorker, FromWorkerSchema, type FromWorker, type ToWorker, type WorkerError } from './protocol';

// The page's end of the engine worker: one request at a time in flight per message, each answered
// by exactly one reply, in order. Every reply is parsed with the protocol's schema before the page
// trusts it; a reply that does not parse fails its request.

/** A Worker, or anything with its shape (the tests pass the host in-process). */
export type Port = {
  postMessage: (msg: ToWorker) => void;
  onmessage: ((e: { readonly data: unknown }) => void) | null;
  /** A Worker's uncaught error (its script failed to load, or a bug threw). */
  onerror?: ((e: { readonly message?: string }) => void) | null;
  terminate: () => void;
};

export type WorkerClient = {
  readonly request: (msg: ToWorker) => Promise<FromWorker>;
  readonly close: () => void;
};

const broken = (message: string): FromWorker => ({ type: 'failed', error: { code: 'INVALID_STATE', message } satisfies WorkerError });

export function workerClient(port: Port): WorkerClient {
  const waiting: ((reply: FromWorker) => void)[] = [];
  port.onmessage = (e) => {
    // e2e/computer.test.ts: the spans between a question and its answer are the worker's (the computer's thinking).
    performance.mark('senjutsu:worker:answered');
    const resolve = waiting.shift();
    if (resolve === undefined) return; // nobody asked: ignored
    const parsed = FromWorkerSchema.safeParse(e.data);
    resolve(parsed.success ? fromWorker(parsed.data) : broken(`the worker's reply does not parse: ${parsed.error.issues[0]?.message ?? ''}`));
  };
  // A worker that broke answers nothing more: every request waiting fails rather than hangs.
  port.onerror = (e) => {
    for (const resolve of waiting.splice(0)) resolve(broken(`the engine worker failed: ${e.message ?? 'unknown error'}`));
  };
  return {
    request: (msg) =>
      new Promise<FromWorker>((resolve) => {
        waiting.push(resolve);
        port.postMessage(msg);
        performance.mark('senjutsu:worker:asked');
      }),
    close: () => {
      port.terminate();
      for (const resolve of waiting.splice(0)) resolve(broken('the worker was closed'));
    },
  };
}

/** The engine worker as vite bundles it (a chunk of its own, loaded when a local game starts). */
export const startEngineWorker = (): Port =>
  new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'senjutsu-engine' }) as unknown as Port;
