import { MESSAGE_EVENT, type ServerMessage } from '@senjutsu/protocol';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { Transport } from '../master/master';
import { roomKeys } from '../storage/redis';
import { socketRoom } from '../transport/socket';

// A room's updates across processes (issue 27). The Socket.IO Redis adapter publishes every
// broadcast, since a process cannot count another's sockets: with one message per viewer that was
// ~3 PUBLISH per action, each decoded again by every process, and it doubled the CPU per action.
// Here each process records in Redis which viewers of which rooms it holds sockets of (the hash
// `{room}:here`, a field `<node>/<viewer>` per viewer present there) and announces every change
// on one channel; the owner of a room emits to its own sockets directly and publishes one batch per
// update to each other process holding some of the room's viewers, and to no one else.
//
// Order: a process's announcements, forwarded messages and batches all leave on one connection
// and arrive on one subscriber connection, so an owner learns of a new holder before that holder's
// next forwarded message (the join's second look, socket.ts joinThrough, catches what was sent
// between), and a batch never overtakes the forwarded answer sent before it.

/** Per room, per viewer (as in the socket room's name), the other processes holding sockets of it. */
export type Holders = {
  /** Merge what Redis held for a room as it was read into memory (its new owner may be this process). */
  merge(room: string, fields: Readonly<Record<string, string>>): void;
  /** The processes holding `viewer` of `room` (this one excluded). */
  of(room: string, viewer: string): ReadonlySet<string> | undefined;
};

type Announcement = { readonly room: string; readonly viewer: string; readonly node: string; readonly on: boolean };

/** How long a process may not listen on its channel before it is taken for gone (a reconnecting subscriber is not). */
const GONE_AFTER_MS = 5_000;

const field = (node: string, viewer: string) => `${node}/${viewer}`;

/** The holders this process knows of, kept from the announcements and each room's record in Redis. */
export function holderMap(self: string): Holders & { set(a: Announcement): void; forget(node: string): void } {
  const rooms = new Map<string, Map<string, Set<string>>>();
  const set = ({ room, viewer, node, on }: Announcement) => {
    if (node === self) return; // this process's own sockets are its adapter's
    let viewers = rooms.get(room);
    if (on) {
      if (viewers === undefined) rooms.set(room, (viewers = new Map()));
      const nodes = viewers.get(viewer) ?? new Set<string>();
      viewers.set(viewer, nodes.add(node));
      return;
    }
    const nodes = viewers?.get(viewer);
    if (nodes === undefined || !nodes.delete(node) || nodes.size > 0) return;
    viewers!.delete(viewer);
    if (viewers!.size === 0) rooms.delete(room);
  };
  return {
    set,
    // A union: an announcement that arrived while the room was being read is kept; a stale field
    // costs a batch that its process answers by withdrawing it again.
    merge(room, fields) {
      for (const name of Object.keys(fields)) {
        const slash = name.indexOf('/');
        if (slash > 0) set({ room, node: name.slice(0, slash), viewer: name.slice(slash + 1), on: true });
      }
    },
    of: (room, viewer) => rooms.get(room)?.get(viewer),
    forget(node) {
      for (const [room, viewers] of rooms) for (const viewer of [...viewers.keys()]) set({ room, viewer, node, on: false });
    },
  };
}

export type Fanout = { readonly transport: Transport; close(): void };

/**
 * Start announcing this process's socket rooms (on `io`'s adapter, which must be the final one)
 * and delivering batches for it. `publisher`: the connection forwarded messages leave on too;
 * `subscriber`: the one they arrive on (in subscriber mode).
 */
export async function startFanout(options: { io: Server; node: string; prefix: string; publisher: Redis; subscriber: Redis; holders: ReturnType<typeof holderMap>; onAck?: (room: string, viewer: string, ack: string, version: number) => void }): Promise<Fanout> {
  const { io, node, prefix, publisher, subscriber, holders } = options;
  const announcements = `${prefix}holders`;
  const batches = (name: string) => `${prefix}fanout:${name}`;
  const mine = batches(node);
  const local = io.of('/').adapter;

  const announce = (name: string, on: boolean) => {
    const slash = name.lastIndexOf('/');
    if (slash < 0) return; // a socket's own room
    const room = name.slice(0, slash);
    const viewer = name.slice(slash + 1);
    const key = roomKeys(prefix, room).here;
    // Two commands on the publisher: the field is in Redis before anyone hears of it.
    (on ? publisher.hset(key, field(node, viewer), '1') : publisher.hdel(key, field(node, viewer))).catch(() => undefined);
    publisher.publish(announcements, JSON.stringify({ room, viewer, node, on } satisfies Announcement)).catch(() => undefined);
  };
  const onCreate = (name: string) => announce(name, true);
  const onDelete = (name: string) => announce(name, false);
  local.on('create-room', onCreate);
  local.on('delete-room', onDelete);
  // After the subscriber reconnects, batches sent meanwhile may have found nobody listening and
  // the owners taken this process for gone: everything held is announced again.
  const reannounce = () => {
    for (const name of local.rooms.keys()) announce(name, true);
  };
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    if (subscribedOnce) reannounce();
    subscribedOnce = true;
  });

  /** A batch for a socket room no longer here (a stale field): withdrawn again, at most once a second. */
  const withdrawn = new Map<string, number>();
  subscriber.on('message', (channel: string, text: string) => {
    if (channel === announcements) return holders.set(JSON.parse(text) as Announcement);
    if (channel !== mine) return;
    const { room, messages } = JSON.parse(text) as { room: string; messages: [string, ServerMessage][] };
    for (const [viewer, message] of messages) {
      const name = `${room}/${viewer}`;
      if (local.rooms.has(name)) {
        io.local.to(name).emit(MESSAGE_EVENT, message);
        // A seat's action forwarded from here is acknowledged by this update (forward.ts, quiet).
        if (message.type === 'update' && message.ack !== undefined) options.onAck?.(room, viewer, message.ack, message.version);
      } else if ((withdrawn.get(name) ?? 0) < Date.now() - 1_000) {
        withdrawn.set(name, Date.now());
        announce(name, false);
      }
    }
  });
  await subscriber.subscribe(announcements, mine);
  subscribedOnce = true;
  const pruning = setInterval(() => withdrawn.clear(), 60_000);
  pruning.unref();

  /** Processes whose channel had no listener, since when; one silent past GONE_AFTER_MS is forgotten. */
  const silent = new Map<string, number>();
  const sent = (to: string) => (listeners: number) => {
    if (listeners > 0) return void silent.delete(to);
    const since = silent.get(to) ?? Date.now();
    silent.set(to, since);
    if (Date.now() - since >= GONE_AFTER_MS) {
      silent.delete(to);
      holders.forget(to);
    }
  };

  const transport: Transport = {
    broadcast(room, viewers, messageFor) {
      let remote: Map<string, [string, ServerMessage][]> | undefined;
      for (const viewer of viewers) {
        const name = socketRoom(room, viewer);
        const key = String(viewer);
        const there = holders.of(room, key);
        const here = local.rooms.has(name);
        if (!here && there === undefined) continue;
        const message = messageFor(viewer);
        if (here) io.local.to(name).emit(MESSAGE_EVENT, message);
        for (const other of there ?? []) {
          remote ??= new Map();
          const batch = remote.get(other) ?? [];
          remote.set(other, batch);
          batch.push([key, message]);
        }
      }
      for (const [other, messages] of remote ?? []) publisher.publish(batches(other), JSON.stringify({ room, messages })).then(sent(other), () => undefined);
    },
  };
  return {
    transport,
    close() {
      clearInterval(pruning);
      local.off('create-room', onCreate);
      local.off('delete-room', onDelete);
    },
  };
}
