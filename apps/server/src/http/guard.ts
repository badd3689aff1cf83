import { ServerResponse, type IncomingMessage } from 'node:http';
import type { ServerConfig } from '../config';
import { originAllowed, ownNames } from './origins';

// The names this server answers to, checked on EVERY request: each page and API request, and each
// Socket.IO request (every polling GET and POST, not only a session's first, and the WebSocket
// upgrade). A DNS-rebinding page reaches us under its own name: its Host names it even where the
// browser sends no Origin (a same-origin polling GET), so it is refused before it costs a
// connection slot. The Origin, where a browser sends one, must be one we serve pages from.

type Settings = Pick<ServerConfig, 'host' | 'publicUrl' | 'allowedOrigins' | 'allowedHosts'>;

/** How often the machine's own addresses are read again on a miss (a laptop changing networks). */
const REFRESH_MS = 5_000;

/** The host name of a Host header (port dropped, lower case), or null if it is not one. */
export function hostNameOf(host: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host ?? '');
  return match === null ? null : match[1]!.toLowerCase();
}

/** Whether a host name is one of ours: PUBLIC_URL's, ALLOWED_HOSTS, or this machine's own. */
export function hostAllowlist(config: Settings): (name: string) => boolean {
  const configured = new Set(config.allowedHosts);
  if (config.publicUrl !== undefined) configured.add(new URL(config.publicUrl).hostname.toLowerCase());
  let own = ownNames(config);
  let readAt = Date.now();
  return (name) => {
    if (configured.has(name) || own.has(name)) return true;
    if (Date.now() - readAt < REFRESH_MS) return false;
    own = ownNames(config);
    readAt = Date.now();
    return own.has(name);
  };
}

export type Refusal = { readonly status: 421 | 403; readonly message: string };

/** Why a request may not be answered, or null if it may. */
export function refusalOf(req: IncomingMessage, config: Settings, allowed: (name: string) => boolean): Refusal | null {
  const name = hostNameOf(req.headers.host);
  if (name === null || !allowed(name)) {
    return { status: 421, message: `This server does not answer to the name in this request (${JSON.stringify(req.headers.host ?? '')}). Its host can add the name to ALLOWED_HOSTS or PUBLIC_URL.` };
  }
  if (!originAllowed(req.headers.origin, config, req.socket.localPort)) return { status: 403, message: 'This origin may not use this server.' };
  return null;
}

/** A refusal as an HTTP answer: JSON in the API's shape; the connection is not kept. */
export function sendRefusal(res: ServerResponse, refusal: Refusal): void {
  const code = refusal.status === 421 ? 'MISDIRECTED_REQUEST' : 'FORBIDDEN_ORIGIN';
  res.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(JSON.stringify({ error: { code, message: refusal.message } }));
}

/** The same refusal on a socket whose request asked for an upgrade (nothing is upgraded). */
export function refuseUpgrade(socket: { write(data: string): unknown; destroy(): unknown }, refusal: Refusal): void {
  const reason = refusal.status === 421 ? 'Misdirected Request' : 'Forbidden';
  socket.write(`HTTP/1.1 ${refusal.status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(refusal.message)}\r\n\r\n${refusal.message}`);
  socket.destroy();
}

/** The parts of engine.io's server the guard uses (its middlewares run on every request, upgrades included). */
type Engine = {
  use(fn: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): void;
  on(event: 'connection', fn: (conn: { readonly id: string; close(discard?: boolean): unknown; once(event: 'close', fn: () => void): unknown }) => void): unknown;
};

/**
 * Check every Socket.IO request. A refused request of an established session also ends that
 * session (its id is known only to whoever opened it): a page that got a session and then polls
 * under another name holds no connection slot.
 */
export function guardEngine(engine: Engine, config: Settings): void {
  const allowed = hostAllowlist(config);
  const sessions = new Map<string, { close(discard?: boolean): unknown }>();
  engine.on('connection', (conn) => {
    sessions.set(conn.id, conn);
    conn.once('close', () => sessions.delete(conn.id));
  });
  engine.use((req, res, next) => {
    const refusal = refusalOf(req, config, allowed);
    if (refusal === null) return next();
    const sid = new URL(req.url ?? '/', 'http://x').searchParams.get('sid');
    if (sid !== null) sessions.get(sid)?.close(true);
    // engine.io hands upgrades a stand-in response with the raw socket; nothing more runs for this request.
    if (res instanceof ServerResponse) sendRefusal(res, refusal);
    else refuseUpgrade((res as { socket: Parameters<typeof refuseUpgrade>[0] }).socket, refusal);
  });
}
