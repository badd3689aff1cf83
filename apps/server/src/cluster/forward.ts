import { randomUUID } from 'node:crypto';
import type { Viewer } from '@senjutsu/engine';
import type { ServerMessage } from '@senjutsu/protocol';
import type { Redis } from 'ioredis';
import type { Logger } from '../log';
import type { ActionMessage, Master, Rejoin } from '../master/master';
import type { Departure } from '../master/presence';

// Several server processes on one Redis (issue 27): a room is played by the process holding its
// lease (its owner). A connection that lands on another process is served through the owner: its
// messages are forwarded over Redis pub/sub (one channel per process) and answered the same way;
// the owner's broadcasts reach it through the Socket.IO Redis adapter.

/** What a forwarded connection asks of a room's owner. */
export type Forwarded =
  | { readonly kind: 'join'; readonly room: string; readonly token: string; readonly id: string; readonly since: number | undefined; readonly rejoin: Rejoin | undefined }
  /** `quiet`: a fresh acknowledgement is not answered: it rides in the seat's update (its batch, fanout.ts), which settles the call. */
  | { readonly kind: 'act'; readonly room: string; readonly seat: number; readonly msg: ActionMessage; readonly quiet?: boolean }
  | { readonly kind: 'claim' | 'declineRematch'; readonly room: string; readonly seat: number; readonly id: string }
  | { readonly kind: 'rematch'; readonly room: string; readonly seat: number; readonly id: string; readonly address: string }
  | { readonly kind: 'replaceLink'; readonly room: string; readonly seat: number; readonly link: Viewer; readonly id: string }
  | { readonly kind: 'presence'; readonly room: string; readonly viewer: Viewer; readonly delta: 1 | -1; readonly how: Departure };

/** The owner's answer; `moved`: it does not play the room (any more), ask again who does. */
export type ForwardAnswer = { readonly moved: true } | { readonly moved?: false; readonly answer: ServerMessage | null; readonly viewer?: Viewer };

/** Handle a forwarded message on the owner's side: the same calls a local connection makes; null: nothing to answer. */
async function serve(master: Master, call: Forwarded): Promise<ForwardAnswer | null> {
  if (call.kind === 'join') {
    const auth = await master.authenticate(call.room, call.token);
    if (!auth.ok) return auth.owner !== undefined ? { moved: true } : { answer: { type: 'error', id: call.id, code: auth.code, message: auth.message } };
    if (!master.holdsLink(call.room, auth.viewer, call.token)) return { answer: { type: 'error', id: call.id, code: 'BAD_TOKEN', message: 'This link was replaced by a new one.' } };
    return { answer: master.joined(call.room, auth.viewer, call.id, call.since, call.rejoin), viewer: auth.viewer };
  }
  if (!master.has(call.room)) return { moved: true };
  switch (call.kind) {
    case 'act': {
      const answer = await master.act(call.room, call.seat, call.msg);
      return call.quiet === true && answer.type === 'ack' && !answer.duplicate ? null : { answer };
    }
    case 'claim':
      return { answer: await master.claim(call.room, call.seat, call.id) };
    case 'declineRematch':
      return { answer: await master.declineRematch(call.room, call.seat, call.id) };
    case 'rematch':
      return { answer: await master.rematch(call.room, call.seat, call.id, call.address) };
    case 'replaceLink':
      return { answer: await master.replaceLink(call.room, call.seat, call.link, call.id) };
    case 'presence':
      master.presence(call.room, call.viewer, call.delta, call.how);
      return { answer: null };
  }
}

export type Forwarder = {
  /** This process's name (its leases carry it). */
  readonly node: string;
  /** Ask `owner` to handle `call`; rejects when the owner is gone or does not answer in time. */
  send(owner: string, call: Forwarded): Promise<ForwardAnswer>;
  /** An update carrying `viewer`'s acknowledgement of `ack` arrived (fanout.ts): it answers a quiet `act`. */
  acked(room: string, viewer: string, ack: string, version: number): void;
  /**
   * Call `gone` once `owner` is seen to have stopped (nobody listens on its channel any more);
   * returns the way to stop watching. A connection served through a process that died is hung up
   * this way: it may have missed the last update that process stored, and the room's next owner
   * would not count it present until it acted (issue 27).
   */
  watch(owner: string, gone: () => void): () => void;
  close(): Promise<void>;
};

/**
 * Listen for messages forwarded to this process (`node`) on a connection of its own (`subscriber`,
 * in subscriber mode from now on) and publish on `publisher`.
 */
export async function startForwarding(options: { node: string; prefix: string; publisher: Redis; subscriber: Redis; master: Master; logger: Logger; timeoutMs?: number; watchEveryMs?: number }): Promise<Forwarder> {
  const { node, prefix, publisher, subscriber, master, logger } = options;
  const channel = (name: string) => `${prefix}node:${name}`;
  const pending = new Map<string, { resolve: (a: ForwardAnswer) => void; reject: (e: Error) => void; timer: NodeJS.Timeout; ack?: string }>();
  /** Quiet actions waiting for their update: `room/seat/action id` → the call's id. */
  const awaitingAck = new Map<string, string>();
  const settle = (id: string) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (waiter === undefined) return undefined;
    clearTimeout(waiter.timer);
    if (waiter.ack !== undefined) awaitingAck.delete(waiter.ack);
    return waiter;
  };
  subscriber.on('message', (heard: string, text: string) => {
    if (heard !== channel(node)) return; // the subscriber is shared (fanout.ts)
    const message = JSON.parse(text) as { call?: Forwarded; from?: string; id: string; answer?: ForwardAnswer };
    if (message.answer !== undefined) {
      settle(message.id)?.resolve(message.answer); // nobody waits: timed out meanwhile
      return;
    }
    if (message.call === undefined || message.from === undefined) return;
    const from = message.from;
    if (message.call.kind === 'presence') countRemote(from, message.call);
    void serve(master, message.call)
      .catch((e: unknown): ForwardAnswer => {
        logger.error({ err: e, call: message.call?.kind }, 'bug while handling a forwarded message');
        return { answer: { type: 'error', id: null, code: 'INTERNAL', message: 'The server failed to handle this message.' } };
      })
      .then((answer) => answer === null ? undefined : publisher.publish(channel(from), JSON.stringify({ id: message.id, answer })))
      .catch(() => undefined); // the asking process is gone: nobody to answer
  });
  const watched = watchOwners(publisher, channel, options.watchEveryMs ?? 1_000, logger);
  /**
   * The connections other processes hold in rooms this one plays, per process (room and viewer:
   * how many). A process that dies sends no departures: its connections are then counted gone
   * here, so a seat it served does not stay "connected" for good (no claim could ever be made).
   */
  const remote = new Map<string, { readonly held: Map<string, { room: string; viewer: Viewer; count: number }>; readonly unwatch: () => void }>();
  function countRemote(from: string, call: Extract<Forwarded, { kind: 'presence' }>): void {
    let process = remote.get(from);
    if (process === undefined) {
      const held = new Map<string, { room: string; viewer: Viewer; count: number }>();
      const unwatch = watched.watch(from, () => {
        remote.delete(from);
        for (const { room, viewer, count } of held.values()) for (let i = 0; i < count; i++) master.presence(room, viewer, -1, 'lost');
      });
      remote.set(from, (process = { held, unwatch }));
    }
    const key = `${call.room}/${call.viewer}`;
    const entry = process.held.get(key) ?? { room: call.room, viewer: call.viewer, count: 0 };
    entry.count = Math.max(0, entry.count + call.delta);
    if (entry.count > 0) process.held.set(key, entry);
    else process.held.delete(key);
    if (process.held.size === 0) {
      process.unwatch();
      remote.delete(from);
    }
  }
  await subscriber.subscribe(channel(node));
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    node,
    async send(owner, call) {
      const id = randomUUID();
      const ack = call.kind === 'act' && call.quiet === true ? `${call.room}/${call.seat}/${call.msg.id}` : undefined;
      const answered = new Promise<ForwardAnswer>((resolve, reject) => {
        const timer = setTimeout(() => {
          settle(id);
          reject(new Error(`process ${owner} did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer, ...(ack === undefined ? {} : { ack }) });
      });
      if (ack !== undefined) awaitingAck.set(ack, id);
      answered.catch(() => undefined); // a rejection before it is returned (see below) is no unhandled one
      const listeners = await publisher.publish(channel(owner), JSON.stringify({ id, from: node, call })).catch(() => 0);
      if (listeners === 0) {
        // Nobody listens on the owner's channel: the process is gone (its lease lapses soon).
        settle(id);
        throw new Error(`process ${owner} is not running`);
      }
      return answered;
    },
    acked(room, viewer, ack, version) {
      const id = awaitingAck.get(`${room}/${viewer}/${ack}`);
      if (id !== undefined) settle(id)?.resolve({ answer: { type: 'ack', id: ack, version, duplicate: false } });
    },
    watch: watched.watch,
    async close() {
      watched.stop();
      for (const id of [...pending.keys()]) settle(id)?.reject(new Error('this process is stopping'));
      subscriber.disconnect();
    },
  };
}

/**
 * Which processes are still running, asked of Redis every `everyMs` for the processes being
 * watched (owners this one forwards to, processes that forward to it; one PUBSUB NUMSUB for all):
 * a process that died (SIGKILL, a lost machine) no longer listens on its channel. A Redis that
 * does not answer tells nothing: the next round asks again.
 */
function watchOwners(publisher: Redis, channel: (node: string) => string, everyMs: number, logger: Logger) {
  const watchers = new Map<string, Set<() => void>>();
  let asking = false;
  const timer = setInterval(() => {
    if (watchers.size === 0 || asking) return;
    asking = true;
    const owners = [...watchers.keys()];
    void (publisher.pubsub('NUMSUB', ...owners.map(channel)) as Promise<(string | number)[]>)
      .then((reply) => {
        owners.forEach((owner, i) => {
          if (Number(reply[2 * i + 1]) > 0) return;
          const gone = watchers.get(owner);
          watchers.delete(owner);
          if (gone === undefined) return;
          logger.warn({ owner, connections: gone.size }, 'a process playing rooms stopped: its forwarded connections are hung up');
          for (const fn of gone) fn();
        });
      }, () => undefined)
      .finally(() => (asking = false));
  }, everyMs);
  timer.unref();
  return {
    watch(owner: string, gone: () => void): () => void {
      let set = watchers.get(owner);
      if (set === undefined) watchers.set(owner, (set = new Set()));
      set.add(gone);
      return () => {
        set.delete(gone);
        if (set.size === 0 && watchers.get(owner) === set) watchers.delete(owner);
      };
    },
    stop: () => clearInterval(timer),
  };
}
