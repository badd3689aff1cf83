import type { Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

// `WORKERS=N` (issue 27): which worker a new TCP connection goes to. A room is played where its
// first seat joins (its lease is taken then, master.ts reload), so every connection of one room
// goes to one worker: the client names its room in the Socket.IO handshake's query (`?room=`, on
// every request of the session, net/socket.ts), and the room's hash picks a worker slot. The room
// is then owned by the process that holds its seats' connections, and nothing is forwarded
// (forward.ts stays for connections that land elsewhere, e.g. while a slot's worker restarts).
//
// The hand-off is @socket.io/sticky's protocol, whose setupWorker the workers run (server.ts): the
// first chunk of a connection goes with the socket to the worker ('sticky:connection'), later
// chunks of a request body follow ('sticky:http-chunk'); workers report their sessions' ids. Its
// setupMaster picks a worker by session id or load only, hence this replacement of it.

/** The slot a room's connections go to: a stable hash (FNV-1a) of its id, modulo the slots. */
export function slotOf(room: string, slots: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < room.length; i++) hash = Math.imul(hash ^ room.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % slots;
}

const SID = /[?&]sid=([\w-]{20})/;
const ROOM = /[?&]room=([\w-]{1,64})[&\s]/;

export type Slot = { worker: Worker | null; ready: boolean; clients: number };

/** The worker for a connection whose first chunk is `data`: its session's, else its room's, else the least busy ready one. */
export function pickSlot(data: string, slots: readonly Slot[], sessions: ReadonlyMap<string, Slot>): Slot | undefined {
  const line = data.slice(0, data.indexOf('\r\n') >>> 0);
  const session = SID.exec(line)?.[1];
  const bySession = session === undefined ? undefined : sessions.get(session);
  if (bySession?.ready) return bySession;
  const room = ROOM.exec(line)?.[1];
  const byRoom = room === undefined ? undefined : slots[slotOf(room, slots.length)];
  if (byRoom?.ready) return byRoom;
  let least: Slot | undefined;
  for (const slot of slots) if (slot.ready && (least === undefined || slot.clients < least.clients)) least = slot;
  return least;
}

/** Hand every connection `http` accepts to a worker of `slots` (their `worker` and `ready` kept up to date by the caller). */
export function routeConnections(http: Server, slots: readonly Slot[]): { attach(slot: Slot): void } {
  const sessions = new Map<string, Slot>();
  http.on('connection', (socket: Socket) => {
    let slot: Slot | undefined;
    let connectionId: string | undefined;
    const sent = (error: Error | null) => {
      if (error) socket.destroy();
    };
    socket.on('data', (buffer: Buffer) => {
      const data = buffer.toString();
      if (slot !== undefined && connectionId !== undefined) {
        slot.worker?.send({ type: 'sticky:http-chunk', data, connectionId }, sent);
        return;
      }
      slot = pickSlot(data, slots, sessions);
      if (slot?.worker == null) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const head = data.slice(0, data.indexOf('\r\n\r\n')).toLowerCase();
      // A body may follow in later chunks: the primary keeps the socket open to pass them on.
      const body = head.includes('content-length:') || head.includes('transfer-encoding:');
      if (body) connectionId = randomBytes(8).toString('hex');
      slot.worker.send({ type: 'sticky:connection', data, connectionId }, socket, { keepOpen: body }, sent);
    });
  });
  // Read request bodies to their end (the chunks go to the worker above).
  http.on('request', (req) => req.on('data', () => undefined));
  return {
    /** Follow `slot`'s current worker's sessions (call it for each worker started in it). */
    attach(slot: Slot) {
      const worker = slot.worker!;
      worker.on('message', (message: { type?: unknown; data?: unknown }) => {
        if (typeof message?.data !== 'string') return;
        if (message.type === 'sticky:connection') {
          sessions.set(message.data, slot);
          slot.clients++;
        } else if (message.type === 'sticky:disconnection' && sessions.delete(message.data)) slot.clients--;
      });
      worker.once('exit', () => {
        for (const [sid, holder] of sessions) if (holder === slot) sessions.delete(sid);
        if (slot.worker === worker) slot.clients = 0;
      });
    },
  };
}
