import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { Socket } from 'socket.io';

// Limits below the protocol: who may open a connection, and how much the server holds for one
// that does not read. They guard the server against a client, not the game against a player.

/** Which peers are trusted reverse proxies (TRUST_PROXY), compiled once per list. */
export type ProxyTrust = (address: string, hop: number) => boolean;
const compiled = new WeakMap<readonly string[], ProxyTrust>();
export function proxyTrust(proxies: readonly string[]): ProxyTrust {
  let trust = compiled.get(proxies);
  if (trust === undefined) compiled.set(proxies, (trust = proxyaddr.compile([...proxies])));
  return trust;
}

/**
 * The client's address: the TCP peer, unless the peer is a trusted proxy; then the right-most
 * X-Forwarded-For entry that is not one (entries left of it are the client's own word). The same
 * rule as Express's `trust proxy` (both use proxy-addr), so room creations and connections per
 * address agree.
 */
export function addressOf(req: IncomingMessage, trust: ProxyTrust): string {
  if (req.socket.remoteAddress === undefined) return 'unknown'; // a socket already closed
  return proxyaddr(req, trust);
}

/** Open transport connections per address (handshakes included), forgotten at zero. */
export function addressCounter() {
  const open = new Map<string, number>();
  return {
    count: (address: string) => open.get(address) ?? 0,
    add(address: string) {
      open.set(address, (open.get(address) ?? 0) + 1);
    },
    remove(address: string) {
      const n = (open.get(address) ?? 0) - 1;
      if (n > 0) open.set(address, n);
      else open.delete(address);
    },
  };
}

/** The parts of engine.io's socket this module reads (not in its public types). */
type EngineSocket = Socket['conn'] & {
  readonly transport: { readonly name: string; readonly socket?: { readonly bufferedAmount?: number; terminate?: () => void } };
};

const sizeOf = (packet: { data?: unknown }): number => {
  const data = packet.data;
  return typeof data === 'string' ? data.length : data instanceof Uint8Array ? data.byteLength : 0;
};

/**
 * Close a connection at once, dropping whatever is queued for it. A graceful close would wait
 * for a client that does not read to take its queue first (engine.io) or for its closing
 * handshake (30 s in ws), holding the memory all that time.
 */
export function hangUp(socket: Socket): void {
  const conn = socket.conn as EngineSocket;
  const ws = conn.transport.name === 'websocket' ? conn.transport.socket : undefined;
  if (ws?.terminate !== undefined) ws.terminate(); // destroys the TCP socket; engine.io and Socket.IO see it close
  else conn.close(true); // polling: discard the queue
}

/**
 * Bound what the server holds for one connection: packets engine.io has not yet handed to the
 * transport plus the bytes the WebSocket has not yet handed to the kernel. Counted as packets are
 * queued and flushed (no walk over the queue); beyond `limit` the connection is dropped.
 */
export function boundOutgoing(socket: Socket, limit: number, onExceeded: (queued: number) => void): void {
  const conn = socket.conn as EngineSocket;
  let queued = 0;
  let exceeded = false;
  conn.on('packetCreate', (packet: { data?: unknown }) => {
    queued += sizeOf(packet);
    const total = queued + (conn.transport.socket?.bufferedAmount ?? 0);
    if (total > limit && !exceeded) {
      exceeded = true;
      onExceeded(total);
    }
  });
  conn.on('flush', (packets: readonly { data?: unknown }[]) => {
    for (const packet of packets) queued -= sizeOf(packet);
  });
}
