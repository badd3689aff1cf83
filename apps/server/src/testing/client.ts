import type { Action, GameView } from '@senjutsu/engine';
import { MESSAGE_EVENT, nextView, type CreateRoomResponse, type RoomSetupInput, type RoomStatus, type ServerMessage } from '@senjutsu/protocol';
import { io, type Socket } from 'socket.io-client';

// A protocol client for tests and the benchmark: a real socket.io-client speaking only the
// protocol, plus a bot that answers its pending decisions with random listed options.

export type Answer = Extract<ServerMessage, { type: 'ack' | 'error' | 'joined' | 'newLink' }>;

export type Client = {
  readonly socket: Socket;
  /** Every message received, in order (when recording). */
  readonly received: ServerMessage[];
  /** The latest view and room status this client has. */
  view: GameView | null;
  status: RoomStatus | null;
  /** Send a message and wait for the answer carrying its id. */
  request(msg: { id: string } & Record<string, unknown>, timeoutMs?: number): Promise<Answer>;
  /** Send anything at all (bad-input tests); answers are counted in `anonymousErrors` / `received`. */
  raw(event: string, ...args: unknown[]): void;
  /** Called for every message after the client's own bookkeeping. */
  listen(fn: (m: ServerMessage) => void): () => void;
  close(): void;
};

/** The acknowledgement an update carries (its `ack`), as the separate message it replaces. */
export function ackOf(update: Extract<ServerMessage, { type: 'update' }>): Extract<ServerMessage, { type: 'ack' }> {
  return { type: 'ack', id: update.ack!, version: update.version, duplicate: false };
}

let counter = 0;
/** A fresh message id. */
export const nextId = (prefix = 'm') => `${prefix}${(++counter).toString(36)}`;

/**
 * Open a connection. `room`: the room it is for, named in the handshake's query as the web client
 * does, so that `WORKERS=N` and nginx (`hash $arg_room`) send it where the room is played (issue 27).
 */
export async function connect(url: string, options: { record?: boolean; timeoutMs?: number; transports?: ('websocket' | 'polling')[]; room?: string } = {}): Promise<Client> {
  const socket = io(url, {
    transports: options.transports ?? ['websocket'], reconnection: false, forceNew: true, timeout: options.timeoutMs ?? 10_000,
    ...(options.room === undefined ? {} : { query: { room: options.room } }),
  });
  const pending = new Map<string, { resolve: (m: Answer) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(m: ServerMessage) => void>();
  /** The room and link of the last join, to join again when an update does not fit the view (a resync). */
  let joinedWith: { room: string; token: string } | null = null;
  const client: Client = {
    socket,
    received: [],
    view: null,
    status: null,
    request(msg, timeoutMs = 15_000) {
      return new Promise<Answer>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(msg.id);
          reject(new Error(`no answer to ${msg.id} (${String(msg.type)}) within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(msg.id, {
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        if (msg.type === 'join') joinedWith = { room: String(msg.room), token: String(msg.token) };
        socket.emit(MESSAGE_EVENT, msg);
      });
    },
    raw(event, ...args) {
      socket.emit(event, ...args);
    },
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close() {
      socket.disconnect();
    },
  };
  socket.on(MESSAGE_EVENT, (m: ServerMessage) => {
    if (options.record) client.received.push(m);
    // A join (also into a rematch room) replaces everything; later messages of another room are stale.
    // An update patches the view it was made from; one that does not fit it is a gap: join again.
    if (m.type === 'joined') {
      client.view = m.view as GameView;
      client.status = m.status;
    } else if (m.type === 'update' && m.status.room === client.status?.room) {
      if (client.view !== null && m.version > client.view.version) {
        const next = nextView(client.view, m as Parameters<typeof nextView>[1]);
        if (next !== null) client.view = next;
        else if (joinedWith !== null) socket.emit(MESSAGE_EVENT, { type: 'join', id: nextId('resync'), ...joinedWith, since: client.view.version });
      }
      client.status = m.status;
    } else if (m.type === 'status' && m.status.room === client.status?.room) client.status = m.status;
    // An update carrying `ack` is the answer to that action (no separate ack follows).
    const answer = m.type === 'update' && m.ack !== undefined ? ackOf(m) : m.type === 'ack' || m.type === 'error' || m.type === 'joined' || m.type === 'newLink' ? m : null;
    if (answer !== null && answer.id !== null) {
      const waiter = pending.get(answer.id);
      if (waiter !== undefined) {
        pending.delete(answer.id);
        waiter.resolve(answer);
      }
    }
    for (const fn of listeners) fn(m);
  });
  socket.on('disconnect', () => {
    for (const [id, waiter] of pending) {
      pending.delete(id);
      waiter.reject(new Error(`disconnected before the answer to ${id}`));
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
  return client;
}

/** Create a room over HTTP. */
export async function createRoom(base: string, setup: RoomSetupInput): Promise<CreateRoomResponse> {
  const res = await fetch(`${base}/api/rooms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(setup) });
  if (res.status !== 201) throw new Error(`room not created: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreateRoomResponse;
}

export const DUEL: RoomSetupInput = {
  mode: 'duel',
  seats: [{ character: 'kensei' }, { character: 'tetsu' }],
  battlefield: 'test-hexagon',
  terrain: ['rock', 'bamboo', 'cart', 'shrine', 'corpse'],
};

/** A small seeded generator (mulberry32), so a bot's game can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How long an honest bot waits after RATE_LIMITED (the default socket rate is 20 messages/s). */
const RATE_LIMITED_BACKOFF_MS = 150;

export type ActionRequest = { type: 'action'; id: string; version: number; action: Action };

export type BotOptions = {
  readonly random: () => number;
  /** Delay before each decision, in ms (0: answer at once). */
  readonly thinkMs?: () => number;
  /** Called before an action is sent, and with its answer. */
  readonly onSend?: (msg: ActionRequest, at: number) => void;
  readonly onAnswer?: (answer: Answer, msg: ActionRequest, sentAt: number) => void;
  /** Stop after this many actions (a test that interrupts a game). */
  readonly maxActions?: number;
};

export type Bot = {
  /** Resolves when the room has a result (or the bot stopped). */
  readonly done: Promise<void>;
  actions: number;
  readonly errors: Answer[];
  stop(): void;
};

/**
 * Play the client's seat with random listed options until the game has a result. One action in
 * flight at a time; the bot acts on the newest view it has.
 */
export function playRandomly(client: Client, options: BotOptions): Bot {
  let inFlight = false;
  let waiting = false;
  let stopped = false;
  let finish: () => void = () => {};
  const bot: Bot = {
    done: new Promise<void>((resolve) => {
      finish = resolve;
    }),
    actions: 0,
    errors: [],
    stop() {
      stopped = true;
      unlisten();
      finish();
    },
  };
  const over = () => client.status?.result != null;
  const step = () => {
    if (stopped || inFlight || waiting) return;
    if (over() || (options.maxActions !== undefined && bot.actions >= options.maxActions)) return bot.stop();
    const view = client.view;
    const decision = view?.decisions[Math.floor(options.random() * (view?.decisions.length ?? 0))];
    if (view === null || decision === undefined) return;
    const send = () => {
      waiting = false;
      if (stopped) return;
      const current = client.view ?? view;
      const d = current.decisions.find((x) => x.kind === decision.kind) ?? current.decisions[0];
      if (d === undefined) return step();
      const action = d.options[Math.floor(options.random() * d.options.length)]!;
      inFlight = true;
      const at = performance.now();
      const msg: ActionRequest = { type: 'action', id: nextId('a'), version: current.version, action };
      options.onSend?.(msg, at);
      client
        .request(msg)
        .then((answer) => {
          inFlight = false;
          options.onAnswer?.(answer, msg, at);
          if (answer.type === 'ack') return (bot.actions++, step());
          bot.errors.push(answer);
          // An honest client backs off after a refusal instead of hammering: a rate-limited bot
          // that retried at once would be refused again and again until the server hangs up on
          // it (the sustained-refusal rule), stalling the other seat's bot for good.
          waiting = true;
          setTimeout(() => {
            waiting = false;
            step();
          }, answer.type === 'error' && answer.code === 'RATE_LIMITED' ? RATE_LIMITED_BACKOFF_MS : 10);
        })
        .catch(() => {
          inFlight = false;
          bot.stop();
        });
    };
    const think = options.thinkMs?.() ?? 0;
    if (think <= 0) send();
    else {
      waiting = true;
      setTimeout(send, think);
    }
  };
  const unlisten = client.listen((m) => {
    if (m.type === 'update' || m.type === 'joined' || m.type === 'status') step();
  });
  client.socket.on('disconnect', () => bot.stop());
  step();
  return bot;
}

/**
 * Answer the first listed option of whatever the clients' views ask for, one action at a time,
 * until `done` holds (bounded: at most `max` actions).
 */
export async function advance(clients: readonly Client[], done: () => boolean, max = 200): Promise<void> {
  const settled = async () => {
    for (let waits = 0; waits < 2_000; waits++) {
      const versions = clients.map((c) => c.view?.version ?? -1);
      if (versions.every((v) => v === versions[0])) return;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error('advance: the clients stopped receiving updates');
  };
  for (let i = 0; i < max; i++) {
    await settled();
    if (done()) return;
    const client = clients.find((c) => (c.view?.decisions.length ?? 0) > 0);
    if (client === undefined) throw new Error('advance: nobody has a decision');
    const view = client.view!;
    const answer = await client.request({ type: 'action', id: nextId('adv'), version: view.version, action: view.decisions[0]!.options[0]! });
    if (answer.type !== 'ack') throw new Error(`advance: ${JSON.stringify(answer)}`);
  }
  throw new Error('advance: condition not reached');
}

/** Join a room and wait for the view. */
export async function join(client: Client, room: string, token: string, since?: number): Promise<Extract<Answer, { type: 'joined' }>> {
  const answer = await client.request({ type: 'join', id: nextId('join'), room, token, ...(since === undefined ? {} : { since }) });
  if (answer.type !== 'joined') throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Every seat of a room played by its own random bot (seeded with `seedOf(seat)`) until the game has a
 * result, a version reaches `maxVersion`, a bot is refused (a bot would offer the refused action
 * again and again; the test then fails on the error), or no update came for `stallMs`. Waits for
 * the last acknowledged version to reach every connection, then closes them.
 */
export async function playTogether(clients: readonly Client[], options: { seedOf: (seat: number) => number; maxVersion: number; stallMs?: number; sharedSeats?: boolean }): Promise<{ actions: number; errors: string[] }> {
  const stopAll = () => bots.forEach((bot) => bot.stop());
  // RATE_LIMITED is the server pacing a full-speed bot (20 messages/s per socket): the bot backs off
  // and goes on, so it is neither a reason to stop nor an error of the game. `sharedSeats`: something
  // else plays the same seats too (a page's automatic pass, OP-68), so an action made against the
  // version before the other's is refused STALE_VERSION: that race is the server's rule working,
  // and the bot reads the new view and goes on.
  const benign = (answer: Answer) => answer.type === 'error' && (answer.code === 'RATE_LIMITED' || (options.sharedSeats === true && answer.code === 'STALE_VERSION'));
  const bots = clients.map((c, seat) => playRandomly(c, { random: seededRandom(options.seedOf(seat)), onAnswer: (answer) => answer.type !== 'ack' && !benign(answer) && stopAll() }));
  let stall: ReturnType<typeof setTimeout> | undefined = options.stallMs === undefined ? undefined : setTimeout(stopAll, options.stallMs);
  clients[0]!.listen((m) => {
    if (m.type !== 'update') return;
    if (stall !== undefined) {
      clearTimeout(stall);
      stall = setTimeout(stopAll, options.stallMs);
    }
    if (m.version >= options.maxVersion) stopAll();
  });
  await Promise.all(bots.map((bot) => bot.done));
  clearTimeout(stall);
  const actions = () => bots.reduce((n, bot) => n + bot.actions, 0);
  for (let i = 0; i < 200 && clients.some((c) => c.view?.version !== actions()); i++) await new Promise((r) => setTimeout(r, 10));
  for (const c of clients) c.close();
  return { actions: actions(), errors: bots.flatMap((bot) => bot.errors.filter((e) => !benign(e)).map((e) => JSON.stringify(e))) };
}
