import { parentPort } from 'node:worker_threads';
import { contentNamed } from '../content';
import { buildReplay, type ReplayBuild } from './replay';
import type { ReplayRequest } from './replay-thread';

// The replay worker's thread (replay-thread.ts starts it): builds finished games' replays with the
// engine away from the server's event loop, one request at a time, each answered by its id.

const port = parentPort;
if (port === null) throw new Error('replay-worker.ts runs only as a worker thread (replay-thread.ts)');
port.on('message', ({ id, stored, content }: ReplayRequest) => {
  let answer: ReplayBuild;
  try {
    answer = buildReplay(stored, contentNamed(content));
  } catch (error) {
    answer = { ok: false, code: 'INTERNAL', message: `building the replay threw: ${(error as Error).message}` };
  }
  port.postMessage({ id, answer });
});
