import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log';
import { routeConnections, type Slot } from './route';

// `WORKERS=N npm start` (issue 27): this process listens on the port and hands each connection to
// one of N server processes (Node's cluster) in N slots: every request of a Socket.IO session to
// the process that opened it, every session of one room to the slot its id hashes to (route.ts),
// anything else to the process with the fewest sessions. The workers share their games through
// Redis. A worker that dies is started again in its slot.

/** What a worker tells the primary once it takes connections (main.ts). */
export const READY = 'senjutsu:ready';

export async function runPrimary(options: { workers: number; port: number; host: string; logger: Logger }): Promise<void> {
  const { workers, logger } = options;
  const http = createServer();
  const slots: Slot[] = Array.from({ length: workers }, () => ({ worker: null, ready: false, clients: 0 }));
  const router = routeConnections(http, slots);
  let stopping = false;
  // A connection handed to a worker still starting would hang (it listens for them only once its
  // games are resumed): until a worker says it is ready it is handed nothing (its rooms' connections
  // go to the others meanwhile), and the port opens once every first worker is ready.
  let ready = 0;
  let allReady: () => void = () => undefined;
  const firstReady = new Promise<void>((resolve) => (allReady = resolve));
  const start = (slot: Slot) => {
    const worker: Worker = cluster.fork();
    Object.assign(slot, { worker, ready: false, clients: 0 });
    router.attach(slot);
    worker.on('message', (message: { type?: unknown }) => {
      if (message?.type !== READY || slot.worker !== worker) return;
      slot.ready = true;
      if (++ready === workers) allReady();
    });
    worker.once('exit', (code, signal) => {
      if (slot.worker !== worker) return;
      slot.ready = false;
      if (stopping) return;
      logger.warn({ worker: worker.process.pid, code, signal }, 'a server process ended; starting another');
      start(slot);
    });
  };
  for (const slot of slots) start(slot);
  await firstReady;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  logger.info({ url: `http://${host}:${port}`, port, workers }, 'Senjutsu Online listening');
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      stopping = true;
      logger.info({ signal }, 'stopping');
      http.close();
      const all = Object.values(cluster.workers ?? {});
      let left = all.length;
      if (left === 0) process.exit(0);
      for (const worker of all) {
        worker?.once('exit', () => --left === 0 && process.exit(0));
        worker?.process.kill('SIGTERM');
      }
    });
  }
}
