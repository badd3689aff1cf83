import type { IncomingMessage } from 'node:http';
import type { Viewer } from '@senjutsu/engine';
import { ClientMessageSchema, MESSAGE_EVENT, MessageIdSchema, type ClientMessage, type ErrorCode, type ServerMessage } from '@senjutsu/protocol';
import { Server, type Socket } from 'socket.io';
import type { ServerConfig } from '../config';
import type { Logger } from '../log';
import type { Master, Transport } from '../master/master';
import { departureOf, type Departure } from '../master/presence';
import { newBucket, take, type Bucket } from '../ratelimit';
import { textParser } from './encoder';
import { compileParser, REFUSED } from './fastparse';
import { addressCounter, addressOf, boundOutgoing, hangUp, proxyTrust } from './limits';
import type { Forwarded, Forwarder } from '../cluster/forward';

// The Socket.IO transport: limits, parsing with @senjutsu/protocol, forwarding to the master,
// emitting. It knows nothing of the game: every message it sends was built by the master.

/**
 * The Socket.IO server. Every transport handshake is checked before it costs anything (the Host
 * and Origin of every request before that, http/guard.ts): the global cap and the cap per address
 * (handshakes count: one machine cannot fill the server with connections that never join). A
 * handshake that does not become a Socket.IO connection within `handshakeTimeoutMs` is closed, one
 * that does not join a room within `joinTimeoutMs` too (attachHandlers).
 */
export function createSocketServer(config: ServerConfig, logger: Logger): Server {
  const perAddress = addressCounter();
  const io = new Server({
    serveClient: false,
    parser: textParser, // no search for binary data in every outgoing message
    maxHttpBufferSize: config.maxFrameBytes, // a larger frame closes the connection
    ...(config.allowedOrigins.length > 0 ? { cors: { origin: [...config.allowedOrigins] } } : {}),
    allowRequest: (req: IncomingMessage, callback) => {
      if (io.engine.clientsCount >= config.maxConnections) {
        logger.warn({ clients: io.engine.clientsCount }, 'connection limit reached');
        return callback('server full', false);
      }
      const address = addressOf(req, proxyTrust(config.trustProxy));
      if (perAddress.count(address) >= config.maxConnectionsPerAddress) {
        logger.debug({ address }, 'connection limit per address reached');
        return callback('too many connections from this address', false);
      }
      callback(null, true);
    },
  });
  counters.set(io, perAddress);
  return io;
}

const counters = new WeakMap<Server, ReturnType<typeof addressCounter>>();

/** The Socket.IO room of a room's viewer: every connection of that viewer is in it. */
export const socketRoom = (room: string, viewer: Viewer) => `${room}/${viewer}`;

/**
 * The master's view of the transport: one message per viewer present in a room (several
 * processes: cluster/fanout.ts instead).
 */
export function socketTransport(io: Server): Transport {
  return {
    broadcast(room, viewers, messageFor) {
      for (const viewer of viewers) {
        const name = socketRoom(room, viewer);
        if ((io.sockets.adapter.rooms.get(name)?.size ?? 0) === 0) continue;
        io.to(name).emit(MESSAGE_EVENT, messageFor(viewer));
      }
    },
  };
}

type Connection = {
  readonly bucket: Bucket;
  /** Refusals for the rate limit this connection may still earn (a bucket: a rate over a window). */
  readonly refusals: Bucket;
  /**
   * The room and viewer this connection is in, and the version of the last view it was given on a
   * join; `owner`: the process that plays the room, when it is another (the messages go there).
   */
  joined: { readonly room: string; readonly viewer: Viewer; readonly version: number; readonly owner?: string } | null;
  /** Served through another process: stop watching whether it still runs. */
  unwatch?: () => void;
};

const error = (id: string | null, code: ErrorCode, message: string): ServerMessage => ({ type: 'error', id, code, message });

/** The id of a message that failed to parse, if it carries a readable one. */
function idOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const parsed = MessageIdSchema.safeParse((value as { id?: unknown }).id);
  return parsed.success ? parsed.data : null;
}

/**
 * Client messages, parsed by the compiled schema (a message it accepts is one zod accepts, and
 * its JSON is at most `maxJson` long); zod itself runs only on what it refuses, for the error.
 */
const fast = compileParser(ClientMessageSchema);

function sizeOf(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Several processes on one Redis: how to reach a room's owner, and how long a dead owner's lease may still hold a room. */
export type Cluster = { readonly forwarder: Forwarder; readonly leaseMs: number };

/** Handle every connection of `io` (attached to its HTTP server). */
export function attachHandlers(io: Server, master: Master, config: ServerConfig, logger: Logger, now: () => number, cluster?: Cluster): void {
  const perAddress = counters.get(io);
  const trust = proxyTrust(config.trustProxy);
  // A transport handshake that does not become a Socket.IO connection in time is closed at once
  // (Socket.IO's own connectTimeout closes it gracefully, which for a polling client that never
  // polls again takes another 30 s).
  const connected = new WeakSet<object>();
  io.engine.on('connection', (conn: Socket['conn']) => {
    const address = addressOf(conn.request, trust);
    perAddress?.add(address);
    const timer = setTimeout(() => {
      if (!connected.has(conn)) conn.close(true);
    }, config.handshakeTimeoutMs);
    conn.once('close', (reason: string) => {
      logger.debug({ address, reason }, 'connection closed');
      clearTimeout(timer);
      perAddress?.remove(address);
    });
  });
  io.on('connection', (socket: Socket) => {
    connected.add(socket.conn);
    const conn: Connection = { bucket: newBucket(config.socketRate, now()), refusals: newBucket(config.socketRefusals, now()), joined: null };
    const joinTimer = setTimeout(() => {
      if (conn.joined === null) socket.disconnect(true);
    }, config.joinTimeoutMs);
    // A client that does not read its messages is dropped before it costs more than the limit; it
    // reconnects and joins with `since` to get what it missed.
    boundOutgoing(socket, config.maxOutgoingBytes, (queued) => {
      logger.warn({ socket: socket.id, queued }, 'a connection does not read its messages; dropping it');
      process.nextTick(() => hangUp(socket));
    });

    const leave = (how: Departure = 'left') => {
      if (conn.joined === null) return;
      const { room, viewer, owner } = conn.joined;
      void socket.leave(socketRoom(room, viewer));
      if (owner === undefined) master.presence(room, viewer, -1, how);
      else void cluster?.forwarder.send(owner, { kind: 'presence', room, viewer, delta: -1, how }).catch(() => undefined);
      conn.unwatch?.();
      conn.unwatch = undefined;
      conn.joined = null;
    };

    /**
     * A join to a room another process plays: forwarded to it (the view comes back, the updates
     * through the adapter). A dead owner's rooms move on once its lease lapses: until then the join
     * waits, taking the room here if it becomes free.
     */
    async function joinThrough(msg: Extract<ClientMessage, { type: 'join' }>, answer: (m: ServerMessage) => void, owner: string): Promise<void> {
      const deadline = now() + cluster!.leaseMs + 5_000;
      for (let current: string | undefined = owner; now() < deadline && !socket.disconnected; ) {
        if (current !== undefined) {
          const previous = conn.joined !== null && conn.joined.room === msg.room && conn.joined.owner === current ? conn.joined : undefined;
          const reply = await cluster!.forwarder.send(current, { kind: 'join', room: msg.room, token: msg.token, id: msg.id, since: msg.since, rejoin: previous && { version: previous.version } }).catch(() => null);
          if (socket.disconnected) return;
          if (reply !== null && !reply.moved) {
            const joined = reply.answer;
            if (joined?.type !== 'joined' || reply.viewer === undefined) return answer(joined ?? error(msg.id, 'INTERNAL', 'No answer.'));
            const again = previous !== undefined && previous.viewer === reply.viewer;
            if (!again) {
              leave();
              void socket.join(socketRoom(msg.room, reply.viewer));
              // If the owner dies, this connection is hung up: its client joins again, through the
              // room's next owner, which then counts it present and gives it what it missed.
              conn.unwatch = cluster!.forwarder.watch(current, () => hangUp(socket));
            }
            conn.joined = { room: msg.room, viewer: reply.viewer, version: joined.view.version, owner: current };
            clearTimeout(joinTimer);
            answer(joined);
            if (!again) void cluster!.forwarder.send(current, { kind: 'presence', room: msg.room, viewer: reply.viewer, delta: 1, how: 'left' }).catch(() => undefined);
            // An update broadcast before this socket entered the room here was missed: ask once
            // more, now that every later one reaches it; the owner answers only if the game moved on.
            const check = await cluster!.forwarder.send(current, { kind: 'join', room: msg.room, token: msg.token, id: msg.id, since: joined.view.version, rejoin: { version: joined.view.version } }).catch(() => null);
            if (check !== null && !check.moved && check.answer?.type === 'joined' && !socket.disconnected && conn.joined?.owner === current) {
              conn.joined = { ...conn.joined, version: check.answer.view.version };
              socket.emit(MESSAGE_EVENT, check.answer);
            }
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 200)); // gone or moved: ask again who plays it
        }
        const auth = await master.authenticate(msg.room, msg.token);
        if (auth.ok || auth.owner === undefined) return join(msg, answer, auth);
        current = auth.owner;
      }
      if (!socket.disconnected) answer(error(msg.id, 'ROOM_UNAVAILABLE', 'The server playing this room does not answer; try again.'));
    }

    /** A message for a room another process plays: forwarded; if that process is gone, the connection is hung up (the client reconnects and joins again). */
    async function forward(call: Forwarded, owner: string): Promise<ServerMessage | null> {
      const reply = await cluster!.forwarder.send(owner, call).catch(() => null);
      if (reply === null || reply.moved) {
        hangUp(socket);
        return null;
      }
      return reply.answer;
    }

    /**
     * A join. Once the token is checked (which may read a finished room back from storage), the
     * socket enters the room and receives its view in the same tick, so no update of a later
     * version can overtake the view it builds on.
     */
    async function join(msg: Extract<ClientMessage, { type: 'join' }>, answer: (m: ServerMessage) => void, checked?: Awaited<ReturnType<Master['authenticate']>>): Promise<void> {
      const auth = checked ?? (await master.authenticate(msg.room, msg.token));
      if (socket.disconnected) return; // gone while the room was read: it must not count as present
      if (!auth.ok && auth.owner !== undefined && cluster !== undefined) return joinThrough(msg, answer, auth.owner);
      if (!auth.ok) {
        take(conn.bucket, config.socketRate, now(), 4); // a wrong token costs more: guessing stays slow
        return answer(error(msg.id, auth.code, auth.message));
      }
      // The link may have been replaced while the room was read: checked again in the tick the socket enters the room.
      if (!master.holdsLink(msg.room, auth.viewer, msg.token)) return answer(error(msg.id, 'BAD_TOKEN', 'This link was replaced by a new one.'));
      // The same room as the same viewer again: no leave and join (nobody else hears of it), and
      // the view only if the game has moved on since this connection was last given one.
      const again = conn.joined !== null && conn.joined.room === msg.room && conn.joined.viewer === auth.viewer && conn.joined.owner === undefined ? conn.joined : undefined;
      const joined = master.joined(msg.room, auth.viewer, msg.id, msg.since, again);
      if (joined.type !== 'joined') return answer(joined);
      if (again === undefined) {
        leave();
        void socket.join(socketRoom(msg.room, auth.viewer)); // synchronous with the in-memory adapter
      }
      take(conn.bucket, config.socketRate, now(), 4); // a whole view costs more than a message: joining in a loop stays slow
      conn.joined = { room: msg.room, viewer: auth.viewer, version: joined.view.version };
      clearTimeout(joinTimer);
      answer(joined);
      if (again === undefined) master.presence(msg.room, auth.viewer, 1); // the others learn of it after the newcomer has its view
    }

    /**
     * Every other connection holding `link` in `room`, now replaced: told (`linkReplaced`), then
     * closed (after the message: engine.io sends what is queued before it closes).
     */
    function revokeOthers(room: string, link: Viewer): void {
      const message: ServerMessage = { type: 'linkReplaced', room, link };
      if (cluster !== undefined) {
        // Through the adapter: the connections holding the link on every process, in this order.
        io.in(socketRoom(room, link)).except(socket.id).emit(MESSAGE_EVENT, message);
        io.in(socketRoom(room, link)).except(socket.id).disconnectSockets(true);
        return;
      }
      for (const id of [...(io.sockets.adapter.rooms.get(socketRoom(room, link)) ?? [])]) {
        const other = id === socket.id ? undefined : io.sockets.sockets.get(id);
        other?.emit(MESSAGE_EVENT, message);
        other?.disconnect(true);
      }
    }

    /** The answer to a message other than a join; null when it has already been sent. */
    async function dispatch(msg: Exclude<ClientMessage, { type: 'join' }>, viaCallback: boolean): Promise<ServerMessage | null> {
      const joined = conn.joined;
      if (joined === null) return error(msg.id, 'NOT_JOINED', 'Join a room first.');
      if (joined.viewer === 'spectator') return error(msg.id, 'SPECTATOR', 'Spectators watch; they do not act.');
      if (cluster !== undefined && joined.owner === undefined && !master.has(joined.room)) {
        hangUp(socket); // this process lost the room (its lease): the client reconnects and joins its new owner
        return null;
      }
      if (joined.owner !== undefined) {
        const { room, viewer: seat, owner } = joined;
        switch (msg.type) {
          case 'action': {
            // Without a callback the fresh acknowledgement rides in the seat's update, which also settles the forward (quiet).
            const answer = await forward({ kind: 'act', room, seat, msg, quiet: !viaCallback }, owner);
            return answer?.type === 'ack' && !answer.duplicate && !viaCallback ? null : answer;
          }
          case 'rematch':
            return forward({ kind: 'rematch', room, seat, id: msg.id, address: addressOf(socket.request, trust) }, owner);
          case 'replaceLink':
          case 'replaceSpectatorLink': {
            const link = msg.type === 'replaceLink' ? msg.seat : 'spectator';
            const answer = await forward({ kind: 'replaceLink', room, seat, link, id: msg.id }, owner);
            if (answer?.type === 'newLink') revokeOthers(room, link);
            return answer;
          }
          default:
            return forward({ kind: msg.type, room, seat, id: msg.id }, owner);
        }
      }
      switch (msg.type) {
        case 'action': {
          const answer = await master.act(joined.room, joined.viewer, msg);
          // A fresh acknowledgement rode in the seat's update (master.act), unless a callback waits for it.
          return answer.type === 'ack' && !answer.duplicate && !viaCallback ? null : answer;
        }
        case 'claim':
          return master.claim(joined.room, joined.viewer, msg.id);
        case 'rematch': // a new room: a creation of this address (its rate limit)
          return master.rematch(joined.room, joined.viewer, msg.id, addressOf(socket.request, trust));
        case 'replaceLink':
        case 'replaceSpectatorLink': {
          const link = msg.type === 'replaceLink' ? msg.seat : 'spectator';
          const answer = await master.replaceLink(joined.room, joined.viewer, link, msg.id);
          if (answer.type === 'newLink') revokeOthers(joined.room, link);
          return answer;
        }
        case 'declineRematch':
          return master.declineRematch(joined.room, joined.viewer, msg.id);
        default: {
          const never: never = msg;
          return never;
        }
      }
    }

    /** One message, answered exactly once. */
    async function handle(event: string, args: unknown[], answer: (m: ServerMessage) => void, viaCallback: boolean): Promise<void> {
      if (event !== MESSAGE_EVENT) return answer(error(idOf(args[0]), 'UNKNOWN_EVENT', `Send every message on the '${MESSAGE_EVENT}' event.`));
      if (args.length !== 1) return answer(error(idOf(args[0]), 'MALFORMED_MESSAGE', 'Send exactly one message object.'));
      // A message the compiled schema accepts is valid and too short to exceed the limit (unless the
      // limit is set below its bound); anything else is measured and parsed by zod as before.
      const quick = fast !== null && fast.maxJson <= config.maxMessageBytes ? fast.parse(args[0]) : REFUSED;
      let msg: ClientMessage;
      if (quick !== REFUSED) msg = quick as ClientMessage;
      else {
        if (sizeOf(args[0]) > config.maxMessageBytes) {
          return answer(error(idOf(args[0]), 'MESSAGE_TOO_LARGE', `A message may be at most ${config.maxMessageBytes} bytes.`));
        }
        const parsed = ClientMessageSchema.safeParse(args[0]);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue === undefined || issue.path.length === 0 ? '' : ` at ${issue.path.join('.')}`;
          return answer(error(idOf(args[0]), 'MALFORMED_MESSAGE', `Not a valid message${where}: ${issue?.message ?? 'unreadable'}.`));
        }
        msg = parsed.data;
      }
      if (msg.type === 'join') await join(msg, answer);
      else {
        const answered = await dispatch(msg, viaCallback);
        if (answered !== null) answer(answered);
      }
    }

    // A connection's messages are handled one after another, so its answers come in the order of
    // its messages. The rate limit is applied as they arrive.
    const jobs: (() => Promise<void>)[] = [];
    let draining = false;
    let closing = false;
    async function drain(): Promise<void> {
      draining = true;
      for (let job = jobs.shift(); job !== undefined; job = jobs.shift()) {
        if (socket.disconnected) {
          jobs.length = 0; // nobody left to answer; above all, a late join must not count as present
          break;
        }
        await job().catch((e: unknown) => {
          logger.error({ err: e, socket: socket.id }, 'bug while handling a socket message');
          socket.emit(MESSAGE_EVENT, error(null, 'INTERNAL', 'The server failed to handle this message.'));
        });
      }
      draining = false;
    }
    const enqueue = (job: () => Promise<void>) => {
      jobs.push(job);
      if (!draining) void drain();
    };

    socket.onAny((event: unknown, ...args: unknown[]) => {
      if (closing) return;
      const reply = typeof args.at(-1) === 'function' ? (args.pop() as (m: ServerMessage) => void) : null;
      const answer = (m: ServerMessage) => void (reply === null ? socket.emit(MESSAGE_EVENT, m) : reply(m));
      const t = now();
      if (!take(conn.bucket, config.socketRate, t)) {
        // A client that keeps sending faster than the limit is closed once its refusals exceed
        // their own rate over a window (their bucket), even if a message gets through now and then.
        const strikeOut = !take(conn.refusals, config.socketRefusals, t);
        if (strikeOut) closing = true; // nothing more is read from it
        enqueue(async () => {
          answer(error(idOf(args[0]), 'RATE_LIMITED', 'Too many messages; slow down.'));
          if (strikeOut) {
            logger.warn({ socket: socket.id }, 'rate limit exceeded for too long; disconnecting');
            socket.disconnect(true); // after the answers queued before it (a client that does not read them is dropped by boundOutgoing)
          }
        });
        return;
      }
      enqueue(() => handle(String(event), args, answer, reply !== null));
    });
    socket.on('disconnect', (reason: string) => {
      clearTimeout(joinTimer);
      leave(departureOf(reason)); // a closed tab has left; a connection that stopped answering was lost
    });
  });
}
