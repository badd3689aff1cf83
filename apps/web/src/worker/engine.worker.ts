import '../strict-csp'; // first: before any schema is used
import { createHost } from './host';
import { ToWorkerSchema, type FromWorker } from './protocol';

// The Web Worker a local game's engine runs in: the automata play here, off the page's main thread.
const host = createHost();
// The worker's own global (the page's DOM types describe `self` as a window).
const scope = self as unknown as { onmessage: ((e: MessageEvent<unknown>) => void) | null; postMessage: (msg: FromWorker) => void };

scope.onmessage = (e: MessageEvent<unknown>) => {
  const msg = ToWorkerSchema.safeParse(e.data);
  const reply: FromWorker = msg.success
    ? host.handle(msg.data)
    : { type: 'failed', error: { code: 'MALFORMED_ACTION', message: `a message the worker does not know: ${msg.error.issues[0]?.message ?? ''}` } };
  scope.postMessage(reply);
};
