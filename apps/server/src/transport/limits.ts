import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io';

// Limits below the protocol: who may open a connection, and how much the server holds for one
// that does not read. They guard the server against a client, not the game against a player.

/**
 * The client's address: the TCP peer, or with `trustProxy` the last X-Forwarded-For entry (the
 * one our reverse proxy added; the entries before it are the client's own word).
 */
export function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').at(-1)?.trim();
  return last === undefined || last === '' ? peer : last;
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
