import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { RoomSetup } from '@senjutsu/protocol';
import { createApp } from './app';
import type { ServerConfig } from './config';
import type { Content } from './content';
import { guardEngine } from './http/guard';
import { securityHeaders } from './http/headers';
import { creationGuard } from './http/creations';
import type { Logger } from './log';
import { createMaster, type Master, type Transport } from './master/master';
import { openFileStorage } from './storage/file';
import { connectRedis, redisStorage, type RedisStorage } from './storage/redis';
import { createAdapter } from '@socket.io/redis-adapter';
import { setupWorker } from '@socket.io/sticky';
import { startForwarding, type Forwarder } from './cluster/forward';
import { holderMap, startFanout, type Fanout } from './cluster/fanout';
import type { Storage } from './storage/storage';
import { openUptime, type Uptime } from './storage/uptime';
import { attachHandlers, createSocketServer, socketTransport } from './transport/socket';
import type { Budget } from '@senjutsu/ai';
import { startThinkers } from './computer/pool';
import { computerSeats } from './computer/seats';

// Wiring: storage, master, HTTP app and Socket.IO transport on one port.

export type RunningServer = {
  readonly url: string;
  readonly port: number;
  readonly master: Master;
  /** Open transport connections (handshakes included). */
  connections(): number;
  /** Stop accepting, let every room's queue finish, release the data folder. */
  close(): Promise<void>;
};

export type StartOptions = {
  readonly webRoot: string;
  readonly now?: () => number;
  /** A storage to use instead of the data folder's (tests). */
  readonly storage?: Storage;
  /** Game seeds (tests); random by default. */
  readonly newSeed?: (setup: RoomSetup) => string;
  /** The content rooms are made of (tests); by default the catalogue, or SENJUTSU_CONTENT's. */
  readonly content?: Content;
  /** A worker of `WORKERS=N`: the primary listens and hands it connections (@socket.io/sticky). */
  readonly behindPrimary?: boolean;
  /** Overrides the computer's search budget (tests: `timeMs: Infinity` makes its choices the same on any machine). */
  readonly computerBudget?: Partial<Budget>;
};

export async function startServer(config: ServerConfig, logger: Logger, options: StartOptions): Promise<{ ok: true; value: RunningServer } | { ok: false; message: string }> {
  const now = options.now ?? Date.now;
  let storage = options.storage;
  let shared: RedisStorage | null = null;
  /** Several processes: which other processes hold sockets of which rooms (cluster/fanout.ts). */
  let holders: ReturnType<typeof holderMap> | null = null;
  let uptime: Uptime | null = null;
  if (storage === undefined && config.redisUrl !== undefined) {
    // Games in Redis: several processes may share it, so no data folder is locked, and a process
    // that stops is no outage of the games (the others go on): no uptime file either.
    const connected = await connectRedis(config.redisUrl);
    if (!connected.ok) return { ok: false, message: `Redis at REDIS_URL: ${connected.error.message}` };
    shared = redisStorage(connected.value, { prefix: config.redisPrefix, lazy: true, logger, leaseMs: config.leaseMs, onLeaseLost: (room) => master?.evict(room), onRead: (room, here) => holders?.merge(room, here) });
    holders = holderMap(shared.node);
    storage = shared;
  }
  if (storage === undefined) {
    // Lazy: the games in play are read at their first join, so the port opens at once.
    const opened = await openFileStorage(config.dataDir, { fsync: config.fsync, logger, lazy: true });
    if (!opened.ok) return { ok: false, message: opened.error.message };
    storage = opened.value;
    uptime = await openUptime(config.dataDir, now, logger); // the outage just ended is charged to no clock
  }
  // Declared before the storage: its lease callback evicts rooms from the master made after it.
  let master: Master | undefined;
  const io = createSocketServer(config, logger);
  const creations = creationGuard(config, logger, now);
  // Several processes: a room's updates reach the other processes holding its viewers (fanout.ts);
  // the Socket.IO Redis adapter carries the rest (a replaced link's notice and hang-up, socket.ts).
  let fanout: Fanout | null = null;
  let forwarder: Forwarder | null = null; // started below: the update batches settle its quiet actions
  const subscriber = shared?.redis.duplicate() ?? null;
  if (shared !== null && holders !== null && subscriber !== null) {
    io.adapter(createAdapter(shared.redis.duplicate(), shared.redis.duplicate(), { key: `${config.redisPrefix}socket.io` }));
    fanout = await startFanout({ io, node: shared.node, prefix: config.redisPrefix, publisher: shared.redis, subscriber, holders, onAck: (...ack) => forwarder?.acked(...ack) });
  }
  // Once stopping, nothing more is broadcast (the Redis adapter's connections close).
  let broadcasting = true;
  const socketsOut = fanout?.transport ?? socketTransport(io);
  const transport: Transport = { broadcast: (...args) => broadcasting && socketsOut.broadcast(...args) };
  // Issue 26: the computer's seats think in worker threads and act through the master like players.
  const computer = computerSeats({ thinkers: startThinkers({ threads: config.computerThreads }), logger, now, ...(options.computerBudget ? { budget: options.computerBudget } : {}) });
  master = createMaster({
    computer,
    creations, unjoinedRoomTtlMs: config.unjoinedRoomTtlSeconds * 1000, retentionMs: config.retentionDays * 86_400_000,
    storage, transport: transport, logger, now, maxRooms: config.maxRooms, unloadFinishedAfterMs: config.unloadFinishedAfterSeconds * 1000, snapshotEvery: config.snapshotEvery,
    maxSpectators: config.maxSpectators, presenceDelayMs: config.presenceDelayMs, windowHoldMs: config.windowHoldMs, validateOutgoing: config.validateOutgoing, ...(options.newSeed ? { newSeed: options.newSeed } : {}),
    ...(options.content ? { content: options.content } : {}), downtimes: uptime?.downtimes ?? [],
    retentionDays: config.retentionDays === 0 ? null : config.retentionDays, // told to joining pages: their saved links expire with the game
  });
  computer.attach(master);
  const started = performance.now();
  const loaded = await master.load();
  logger.info({ ...loaded, ms: Math.round(performance.now() - started) }, 'stored games resumed');

  // Node checks these timeouts only every `connectionsCheckingInterval` (30 s by default), which
  // let a slow request live up to 30 s longer than set; checking at a quarter of the shorter one
  // enforces them within 25%.
  const http = createServer(
    {
      headersTimeout: config.httpHeadersTimeoutMs,
      requestTimeout: config.httpRequestTimeoutMs,
      connectionsCheckingInterval: Math.max(250, Math.floor(Math.min(config.httpHeadersTimeoutMs, config.httpRequestTimeoutMs) / 4)),
    },
    createApp({ webRoot: options.webRoot, api: { master, config, logger, now, creations } }),
  );
  io.attach(http);
  // Socket.IO's answers carry the page's security headers, and each of its requests (not only a
  // session's first) must name one of our hosts.
  io.engine.use(securityHeaders(config));
  guardEngine(io.engine, config);
  const sockets = new Set<Socket>();
  http.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Several processes: a connection's messages for a room another process plays are forwarded to it.
  if (shared !== null && subscriber !== null) {
    forwarder = await startForwarding({ node: shared.node, prefix: config.redisPrefix, publisher: shared.redis, subscriber, master, logger });
    logger.info({ node: shared.node }, 'sharing games through Redis as this node');
  }
  attachHandlers(io, master, config, logger, now, forwarder === null ? undefined : { forwarder, leaseMs: config.leaseMs });
  const listening = await new Promise<{ ok: true } | { ok: false; message: string }>((resolve) => {
    http.once('error', (e) => resolve({ ok: false, message: e.message }));
    if (options.behindPrimary) {
      setupWorker(io);
      resolve({ ok: true });
    } else http.listen(config.port, config.host, () => resolve({ ok: true }));
  });
  if (!listening.ok) {
    fanout?.close();
    subscriber?.disconnect();
    await computer.close();
    await uptime?.stop();
    await storage.close();
    return listening;
  }
  // Finished and unjoined rooms leave memory; unjoined ones past their TTL and finished games past
  // retention leave storage (at start too: those stored before it).
  const housekeeping = () => {
    master.unloadIdle();
    void master.sweep();
  };
  const unloading = setInterval(housekeeping, Math.max(1, Math.min(60, config.unloadFinishedAfterSeconds, config.unjoinedRoomTtlSeconds / 2)) * 1000);
  unloading.unref();
  housekeeping();
  const port = options.behindPrimary ? config.port : (http.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  let closing: Promise<void> | null = null;
  return {
    ok: true,
    value: {
      url: `http://${host}:${port}`,
      port,
      master,
      connections: () => io.engine.clientsCount,
      close() {
        closing ??= (async () => {
          clearInterval(unloading);
          await new Promise<void>((resolve) => {
            void io.close(() => resolve()); // closes the HTTP server too
            http.closeAllConnections();
            for (const socket of sockets) socket.destroy(); // upgraded ones too: nothing waits for a closing handshake
          });
          await forwarder?.close(); // no more forwarded messages (a presence among them would broadcast)
          await computer.close(); // no more of the computer's actions (a search under way is dropped)
          await master.drain(); // a sweep under way finishes its current room: removals are awaited one at a time
          broadcasting = false;
          const adapter = io.of('/').adapter as { pubClient?: { disconnect(): void }; subClient?: { disconnect(): void } };
          adapter.pubClient?.disconnect();
          adapter.subClient?.disconnect();
          fanout?.close();
          await uptime?.stop();
          await storage.close();
        })();
        return closing;
      },
    },
  };
}
