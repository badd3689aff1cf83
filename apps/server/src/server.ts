import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { ServerConfig } from './config';
import type { Content } from './content';
import type { Logger } from './log';
import { createMaster, type Master } from './master/master';
import { openFileStorage } from './storage/file';
import type { Storage } from './storage/storage';
import { attachHandlers, createSocketServer, socketTransport } from './transport/socket';

// Wiring: storage, master, HTTP app and Socket.IO transport on one port.

export type RunningServer = {
  readonly url: string;
  readonly port: number;
  readonly master: Master;
  /** Stop accepting, let every room's queue finish, release the data folder. */
  close(): Promise<void>;
};

export type StartOptions = {
  readonly webRoot: string;
  readonly now?: () => number;
  /** A storage to use instead of the data folder's (tests). */
  readonly storage?: Storage;
  /** Game seeds (tests); random by default. */
  readonly newSeed?: () => string;
  /** The content rooms are made of (tests); by default the catalogue, or SENJUTSU_CONTENT's. */
  readonly content?: Content;
};

export async function startServer(config: ServerConfig, logger: Logger, options: StartOptions): Promise<{ ok: true; value: RunningServer } | { ok: false; message: string }> {
  const now = options.now ?? Date.now;
  let storage = options.storage;
  if (storage === undefined) {
    const opened = await openFileStorage(config.dataDir, { fsync: config.fsync });
    if (!opened.ok) return { ok: false, message: opened.error.message };
    storage = opened.value;
  }
  const io = createSocketServer(config);
  const master = createMaster({ storage, transport: socketTransport(io), logger, now, maxRooms: config.maxRooms, unloadFinishedAfterMs: config.unloadFinishedAfterSeconds * 1000, ...(options.newSeed ? { newSeed: options.newSeed } : {}), ...(options.content ? { content: options.content } : {}) });
  const started = performance.now();
  const loaded = await master.load();
  logger.info({ ...loaded, ms: Math.round(performance.now() - started) }, 'stored games resumed');

  const http = createServer(createApp({ webRoot: options.webRoot, api: { master, config, logger, now } }));
  http.headersTimeout = 20_000;
  http.requestTimeout = 30_000;
  io.attach(http);
  attachHandlers(io, master, config, logger, now);
  const listening = await new Promise<{ ok: true } | { ok: false; message: string }>((resolve) => {
    http.once('error', (e) => resolve({ ok: false, message: e.message }));
    http.listen(config.port, config.host, () => resolve({ ok: true }));
  });
  if (!listening.ok) {
    await storage.close();
    return listening;
  }
  const unloading = setInterval(() => master.unloadIdle(), Math.min(60, config.unloadFinishedAfterSeconds) * 1000);
  unloading.unref();
  const port = (http.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  let closing: Promise<void> | null = null;
  return {
    ok: true,
    value: {
      url: `http://${host}:${port}`,
      port,
      master,
      close() {
        closing ??= (async () => {
          clearInterval(unloading);
          await new Promise<void>((resolve) => {
            void io.close(() => resolve()); // closes the HTTP server too
            http.closeAllConnections();
          });
          await master.drain();
          await storage.close();
        })();
        return closing;
      },
    },
  };
}
