import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { RoomSetup } from '@senjutsu/protocol';
import { configFromEnv } from './config';
import { createLogger } from './log';
import { startServer } from './server';
import cluster from 'node:cluster';
import { READY, runPrimary } from './cluster/primary';

// `npm start` runs this: the game server on PORT (default 3000), games stored in DATA_DIR
// (default ./data). Settings: docs/server.md.

const config = configFromEnv(process.env);
if (!config.ok) {
  console.error(`Invalid settings: ${config.message}`);
  process.exit(1);
}
const settings = { ...config.value, dataDir: resolve(config.value.dataDir) };
const logger = createLogger(settings.logLevel);
// The client `npm run build` made: web/ beside the bundle (dist/server.mjs, which scripts/build-server.mjs
// marks with SENJUTSU_BUNDLED), dist/web when run from the sources (tsx). WEB_ROOT: another build
// of the client (the browser tests build their own).
declare const SENJUTSU_BUNDLED: boolean | undefined;
const builtWeb = typeof SENJUTSU_BUNDLED === 'boolean' ? new URL('./web', import.meta.url) : new URL('../../../dist/web', import.meta.url);
const webRoot = process.env['WEB_ROOT'] ? resolve(process.env['WEB_ROOT']) : fileURLToPath(builtWeb);

// SENJUTSU_TEST_SEED (browser tests only): a room's seed follows from this value and the room's
// setup, so a test replays the same deal. Never on a real server: players could predict the decks.
const testSeed = process.env['SENJUTSU_TEST_SEED'];
const newSeed = testSeed ? (setup: RoomSetup) => `${testSeed}:${JSON.stringify(setup)}` : undefined;

/** One server process: on the port itself, or as a worker the primary hands connections to. */
async function serve(): Promise<void> {
  const started = await startServer(settings, logger, { webRoot, ...(newSeed ? { newSeed } : {}), behindPrimary: !cluster.isPrimary });
  if (!started.ok) {
    logger.fatal({ message: started.message }, 'cannot start');
    process.exit(1);
  }
  const server = started.value;
  if (cluster.isPrimary) {
    // The address players use comes first when it is not this one (behind a reverse proxy).
    logger.info({ url: server.url, port: server.port, ...(settings.publicUrl ? { publicUrl: settings.publicUrl } : {}), dataDir: settings.dataDir }, 'Senjutsu Online listening');
  } else {
    logger.info({ worker: process.pid }, 'server process ready');
    process.send?.({ type: READY }); // the primary hands it connections from now on
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'stopping');
      void server.close().then(() => process.exit(0));
    });
  }
}

// WORKERS > 1: this process only hands connections to that many server processes (cluster/primary.ts).
if (settings.workers > 1 && cluster.isPrimary) await runPrimary({ workers: settings.workers, port: settings.port, host: settings.host, logger });
else await serve();
