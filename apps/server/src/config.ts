import { availableParallelism } from 'node:os';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

// The server's settings: every one has a default, so `npm start` needs none. Read from the
// environment once, parsed with zod like every other input (style.md §2.2).

/** A host name or an IP address (IPv6 in brackets), as the Host header carries it without the port. */
export const HOST_NAME = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)$/;

const RateSchema = z.object({ ratePerSecond: z.number().positive(), burst: z.number().min(1) });

export const ServerConfigSchema = z.object({
  port: z.int().min(0).max(65_535).default(3000),
  host: z.string().min(1).default('0.0.0.0'),
  dataDir: z.string().min(1).default('./data'),
  /** Base of the invite links (`https://senjutsu.example`); by default the address the host used. */
  publicUrl: z.url().optional(),
  /** Browser origins besides the server's own that may open sockets and create rooms. */
  allowedOrigins: z.array(z.url()).default([]),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Also flush each accepted action to the device before acknowledging it (survives a power cut).
   * Without it, each action is written to the operating system before its acknowledgement, which
   * survives the server process being killed at any moment.
   */
  fsync: z.boolean().default(false),
  /** Store games in this Redis (`redis://host:6379/0`) instead of DATA_DIR (docs/hosting.md). */
  redisUrl: z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// address').optional(),
  /** The prefix of every key this server writes in Redis (several deployments may share one Redis). */
  redisPrefix: z.string().min(1).default('senjutsu:'),
  /** `npm start` runs this many server processes on one port (Node's cluster, sticky sessions); above 1 it needs REDIS_URL. */
  workers: z.int().min(1).max(256).default(1),
  /** With Redis: how long a room's lease lasts unless renewed (a dead process's rooms move on after it). */
  leaseMs: z.int().min(300).default(10_000),
  /** A client message larger than this (as JSON) is refused with MESSAGE_TOO_LARGE. */
  maxMessageBytes: z.int().min(256).default(8 * 1024),
  /** A transport frame larger than this closes the connection (Socket.IO's maxHttpBufferSize). */
  maxFrameBytes: z.int().min(1024).default(64 * 1024),
  /** Messages per connection. */
  socketRate: RateSchema.default({ ratePerSecond: 20, burst: 60 }),
  /**
   * Refusals for the rate limit a connection may earn: `burst` at once, `ratePerSecond` on
   * average. A connection that refuses to slow down for longer is closed (a rate over a window,
   * so a flood that lets one message through now and then is closed as well).
   */
  socketRefusals: RateSchema.default({ ratePerSecond: 5, burst: 100 }),
  /** A connection that has not joined a room by then is closed. */
  joinTimeoutMs: z.int().min(100).default(20_000),
  /** A transport handshake that has not become a Socket.IO connection by then is closed. */
  handshakeTimeoutMs: z.int().min(100).default(5_000),
  /** Open connections (handshakes included) per client address. */
  maxConnectionsPerAddress: z.int().min(1).default(32),
  /**
   * Messages the server may hold for one connection that does not read them (bytes not yet
   * handed to the operating system); beyond it the connection is dropped. The client reconnects
   * and joins again with `since`.
   */
  maxOutgoingBytes: z.int().min(16 * 1024).default(1024 * 1024),
  /** Spectator connections per room; a join beyond it is refused with SPECTATOR_LIMIT. */
  maxSpectators: z.int().min(0).default(100),
  /** Presence changes of a room within this window are sent as one status message. */
  presenceDelayMs: z.int().min(0).default(250),
  /** OP-68: a new room's hold on answers to hidden-card windows (0: none; a room's setup may name its own). */
  windowHoldMs: z.int().min(0).max(10_000).default(1000),
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or proxy-addr's
   * `loopback`, `linklocal`, `uniquelocal`): a request from one of them comes from the right-most
   * X-Forwarded-For entry that is not one of them; from anyone else, from its TCP peer. Empty: none.
   */
  trustProxy: z.array(z.string().trim().min(1)).default(['loopback']).superRefine((list, ctx) => {
    try {
      proxyaddr.compile(list);
    } catch (e) {
      ctx.addIssue({ code: 'custom', message: `${(e as Error).message} (give addresses, CIDR ranges, loopback, linklocal or uniquelocal)` });
    }
  }),
  /** Host names besides PUBLIC_URL's and this machine's own that requests may name (the Host header). */
  allowedHosts: z.array(z.string().regex(HOST_NAME, 'a host name or address without a port, e.g. games.example.org or [2001:db8::1]').transform((h) => h.toLowerCase())).default([]),
  /** Strict-Transport-Security; by default only when PUBLIC_URL is https. */
  hsts: z.boolean().optional(),
  /** An HTTP request whose headers, or whole body, have not arrived by then is closed. */
  httpHeadersTimeoutMs: z.int().min(500).default(20_000),
  httpRequestTimeoutMs: z.int().min(500).default(30_000),
  /** Room creations per client address. */
  createRate: RateSchema.default({ ratePerSecond: 0.5, burst: 20 }),
  /** Rooms a seat has joined, in memory (games being played and finished ones not yet unloaded); rooms nobody joined do not count. */
  maxRooms: z.int().min(1).default(20_000),
  /** A room no seat has joined is removed this many seconds after its creation (UNJOINED_ROOM_TTL: `86400`, `90m`, `24h`, `2d`). */
  unjoinedRoomTtlSeconds: z.number().positive().default(24 * 3600),
  /** A finished game is removed this many days after its last entry (0: kept for ever). */
  retentionDays: z.number().min(0).default(30),
  /** When set, creating a room needs it (the X-Create-Secret header). */
  createSecret: z.string().min(1).optional(),
  /** A finished room nobody has been connected to for this long leaves memory; a join reads it back. */
  unloadFinishedAfterSeconds: z.int().min(1).default(600),
  /** A live game's state is snapshotted every this many actions, so a restart replays at most that many per game (0: never). */
  snapshotEvery: z.int().min(0).default(32),
  maxConnections: z.int().min(1).default(10_000),
  /** Parse every outgoing game event with the protocol's strict schema (the tests set it: SENJUTSU_VALIDATE_OUTGOING). */
  validateOutgoing: z.boolean().default(false),
  /** JSON body limit of the HTTP API. */
  maxBodyBytes: z.int().min(1024).default(32 * 1024),
  /** Issue 26: worker threads the computer's seats think in (a pool; started at the first decision, stopped when idle). */
  computerThreads: z.int().min(1).max(16).default(1),
}).refine((c) => c.httpHeadersTimeoutMs <= c.httpRequestTimeoutMs, { message: 'httpHeadersTimeoutMs must not exceed httpRequestTimeoutMs', path: ['httpHeadersTimeoutMs'] });
export type ServerConfig = z.infer<typeof ServerConfigSchema>;
export type ServerConfigInput = z.input<typeof ServerConfigSchema>;

const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
const bool = (v: string | undefined) => (v === undefined || v === '' ? undefined : !['0', 'false', 'no', 'off'].includes(v.toLowerCase()));
const list = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v.split(',').map((s) => s.trim()).filter(Boolean));
/** TRUST_PROXY: a list, or false/none for no proxy; 'true' (trust every peer) is refused by configFromEnv. */
const proxies = (v: string | undefined): string[] | 'every peer' | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const word = v.trim().toLowerCase();
  if (['0', 'false', 'no', 'off', 'none'].includes(word)) return [];
  if (['1', 'true', 'yes', 'on'].includes(word)) return 'every peer';
  return list(v);
};
/** A duration in seconds: a number of seconds, or one with a unit (`90s`, `30m`, `24h`, `2d`); NaN when unreadable (zod refuses it). */
export function seconds(v: string | undefined): number | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h|d)?\s*$/i.exec(v);
  if (m === null) return Number.NaN;
  return Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86_400 }[(m[2] ?? 's').toLowerCase() as 's' | 'm' | 'h' | 'd'];
}
const rate = (r: string | undefined, b: string | undefined) => (r === undefined && b === undefined ? undefined : { ratePerSecond: num(r) ?? 20, burst: num(b) ?? 60 });

/** The settings from environment variables (README: PORT, DATA_DIR, ...). */
export function configFromEnv(env: NodeJS.ProcessEnv): { ok: true; value: ServerConfig } | { ok: false; message: string } {
  const trustProxy = proxies(env.TRUST_PROXY);
  if (trustProxy === 'every peer') {
    return { ok: false, message: `trustProxy: TRUST_PROXY=${env.TRUST_PROXY} would let any client name its own address; list your reverse proxies' addresses instead (e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8), or false for none` };
  }
  const parsed = ServerConfigSchema.safeParse({
    port: num(env.PORT),
    host: env.HOST || undefined,
    dataDir: env.DATA_DIR || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    logLevel: env.LOG_LEVEL || undefined,
    fsync: bool(env.DATA_FSYNC),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    leaseMs: num(env.LEASE_MS),
    workers: env.WORKERS === 'auto' ? availableParallelism() : num(env.WORKERS),
    maxMessageBytes: num(env.MAX_MESSAGE_BYTES),
    maxFrameBytes: num(env.MAX_FRAME_BYTES),
    maxBodyBytes: num(env.MAX_BODY_BYTES),
    presenceDelayMs: num(env.PRESENCE_DELAY_MS),
    windowHoldMs: num(env.WINDOW_HOLD_MS),
    socketRate: rate(env.SOCKET_RATE, env.SOCKET_BURST),
    maxRooms: num(env.MAX_ROOMS),
    unloadFinishedAfterSeconds: num(env.UNLOAD_FINISHED_AFTER_SECONDS),
    unjoinedRoomTtlSeconds: seconds(env.UNJOINED_ROOM_TTL),
    retentionDays: num(env.RETENTION_DAYS),
    createSecret: env.CREATE_SECRET || undefined,
    snapshotEvery: num(env.SNAPSHOT_EVERY),
    maxConnections: num(env.MAX_CONNECTIONS),
    maxConnectionsPerAddress: num(env.MAX_CONNECTIONS_PER_ADDRESS),
    maxOutgoingBytes: num(env.MAX_OUTGOING_BYTES),
    maxSpectators: num(env.MAX_SPECTATORS),
    socketRefusals: env.SOCKET_REFUSAL_RATE === undefined && env.SOCKET_REFUSAL_BURST === undefined ? undefined : { ratePerSecond: num(env.SOCKET_REFUSAL_RATE) ?? 5, burst: num(env.SOCKET_REFUSAL_BURST) ?? 100 },
    joinTimeoutMs: num(env.JOIN_TIMEOUT_MS),
    handshakeTimeoutMs: num(env.HANDSHAKE_TIMEOUT_MS),
    trustProxy,
    allowedHosts: list(env.ALLOWED_HOSTS),
    hsts: bool(env.HSTS),
    validateOutgoing: bool(env.SENJUTSU_VALIDATE_OUTGOING),
    httpHeadersTimeoutMs: num(env.HTTP_HEADERS_TIMEOUT_MS),
    httpRequestTimeoutMs: num(env.HTTP_REQUEST_TIMEOUT_MS),
    computerThreads: num(env.COMPUTER_THREADS),
    createRate: env.CREATE_RATE === undefined ? undefined : { ratePerSecond: num(env.CREATE_RATE) ?? 0.5, burst: num(env.CREATE_BURST) ?? 20 },
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  if (parsed.data.workers > 1 && parsed.data.redisUrl === undefined) {
    return { ok: false, message: `workers: WORKERS=${env.WORKERS} runs several server processes, which share their games through Redis: set REDIS_URL too (docs/hosting.md "Several processes")` };
  }
  return { ok: true, value: parsed.data };
}
