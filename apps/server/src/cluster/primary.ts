import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupMaster } from '@socket.io/sticky';
import type { Logger } from '../log';

// `WORKERS=N npm start` (issue 27): this process listens on the port and hands each connection to
// one of N server processes (Node's cluster), keeping every request of a Socket.IO session on the
// process that opened it (@socket.io/sticky reads its `sid`); new sessions go to the process with
// the fewest. The workers share their games through Redis. A worker that dies is started again.

/** What a worker tells the primary once it takes connections (main.ts). */
export const READY = 'senjutsu:ready';

export async function runPrimary(options: { workers: number; port: number; host: string; logger: Logger }): Promise<void> {
  const { workers, logger } = options;
  const http = createServer();
  setupMaster(http, { loadBalancingMethod: 'least-connection' });
  let stopping = false;
  // A connection handed to a worker still starting would hang (it listens for them only once its
  // games are resumed): until a worker says it is ready, least-connection counts it as full, and the
  // port opens once every first worker is ready.
  let ready = 0;
  let allReady: () => void = () => undefined;
  const firstReady = new Promise<void>((resolve) => (allReady = resolve));
  const start = () => {
    const worker = cluster.fork() as Worker & { clientsCount?: number };
    worker.clientsCount = Number.POSITIVE_INFINITY;
    worker.on('message', (message: { type?: unknown }) => {
      if (message?.type !== READY) return;
      worker.clientsCount = 0;
      if (++ready === workers) allReady();
    });
  };
  for (let i = 0; i < workers; i++) start();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.warn({ worker: worker.process.pid, code, signal }, 'a server process ended; starting another');
    start();
  });
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
