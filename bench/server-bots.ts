// The bot side of `npm run bench:server` (bench/server.bench.ts forks BENCH_BOT_PROCESSES of these,
// so the bots' own event loops lag less and measure the server rather than themselves). Each
// process keeps its share of the duels going with two bot clients per room over loopback (a
// finished game is followed by its rematch) and records, while measuring, acknowledgement latency
// (action sent -> its ack received) and reveal latency (the later of the two selections sent -> the
// reveal delivered to a seat).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RoomSetupInput } from '@senjutsu/protocol';
import { connect, createRoom, join as joinRoom, nextId, playRandomly, seededRandom, type Bot, type Client } from '../apps/server/src/testing/client';

/** From the benchmark: which tables to play (table i plays setups[i % setups.length]), and for how long. */
export type BotsStart = {
  readonly type: 'start'; readonly url: string; readonly tables: readonly number[]; readonly setups: readonly RoomSetupInput[];
  readonly rampMs: number; readonly runMs: number; readonly thinkMs: number;
  /** Keep every acknowledged action (room, seat, id) for the report (the soak checks none was lost). */
  readonly keepAcked?: boolean;
};
export type BotsCommand = BotsStart | { readonly type: 'measure'; readonly on: boolean } | { readonly type: 'report' };
/** To the benchmark. */
export type BotsReport =
  | { readonly type: 'joined'; readonly sockets: number }
  | { readonly type: 'error'; readonly message: string }
  | {
      readonly type: 'report';
      readonly ackMs: number[];
      /** When each of `ackMs` was received (ms since the epoch). */
      readonly ackAt: number[];
      readonly revealMs: number[];
      readonly errors: number;
      readonly finished: number;
      readonly sockets: number;
      /** CPU of this process while measuring, in cores, and its event-loop delay p99 (ms). */
      readonly cpu: number;
      readonly loopP99Ms: number;
      /** With `keepAcked`: every action acknowledged, as `room seat id`. */
      readonly acked: string[];
      /** Times a table came back after losing the server (it reconnects and rejoins with `since`). */
      readonly rejoins: number;
      /** When (ms since the epoch) each table that lost the server had both seats joined again, and had its first action acknowledged after that. */
      readonly rejoinedAt: number[];
      readonly resumedAt: number[];
    };

const send = (m: BotsReport) => process.send!(m);

const ackMs: number[] = [];
const ackAt: number[] = [];
const revealMs: number[] = [];
let measuring = false;
let finished = 0;
let errors = 0;
let sockets = 0;
let rejoins = 0;
const rejoinedAt: number[] = [];
const resumedAt: number[] = [];
const acked: string[] = [];
let keepAcked = false;

/** The room in the handshake, as the page sends it (BENCH_ROOM_QUERY=0: not, as an old page: several processes then forward). */
const NAME_ROOM = process.env.BENCH_ROOM_QUERY !== '0';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Connect and join. With `retryUntil`, try again while the server is away (killed and
 * restarting) until then (null: gave up); without, a failure throws (the table is reported).
 */
async function seat(url: string, room: string, token: string, since: number | undefined, retryUntil?: number): Promise<Client | null> {
  for (;;) {
    let c: Client | null = null;
    try {
      c = await connect(url, { timeoutMs: 60_000, ...(NAME_ROOM ? { room } : {}) });
      await joinRoom(c, room, token, since);
      return c;
    } catch (e) {
      c?.close();
      if (retryUntil === undefined) throw e;
      if (performance.now() > retryUntil) return null;
      await sleep(500);
    }
  }
}

/** Play one room with two bots; when it ends, ask for the rematch and play that, until `stopAt`. */
async function table(url: string, index: number, setup: RoomSetupInput, stopAt: number, thinkMs: number): Promise<void> {
  const created = await createRoom(url, setup);
  let room = created.room;
  const tokens = created.seats.map((s) => s.invite.token);
  let clients: Client[] = [];
  let lastSelectAt = 0;
  /** Back after losing the server, and no action acknowledged since. */
  let resuming = false;
  const seatAll = async (since: number | undefined, retryUntil?: number): Promise<boolean> => {
    for (const c of clients) c.close();
    clients = [];
    for (const token of tokens) {
      const c = await seat(url, room, token, since, retryUntil);
      if (c === null) return false;
      c.listen((m) => {
        if (!measuring || m.type !== 'update' || !m.events.some((e) => e.kind === 'revealed')) return;
        revealMs.push(performance.now() - lastSelectAt);
      });
      clients.push(c);
    }
    return true;
  };
  await seatAll(undefined);
  sockets += clients.length;
  send({ type: 'joined', sockets });
  for (let game = 0; performance.now() < stopAt; game++) {
    const think = seededRandom(index * 7919 + game);
    const bots: Bot[] = clients.map((c, seat) =>
      playRandomly(c, {
        random: seededRandom(index * 1000 + game * 2 + seat),
        thinkMs: () => thinkMs * (0.5 + think()),
        onSend: (msg, at) => {
          if (msg.action.kind === 'select') lastSelectAt = Math.max(lastSelectAt, at);
        },
        onAnswer: (answer, msg, at) => {
          if (answer.type === 'ack' && keepAcked) acked.push(`${room} ${seat} ${msg.id}`);
          if (answer.type === 'ack' && resuming) {
            resuming = false;
            resumedAt.push(Date.now());
          }
          if (!measuring) return;
          if (answer.type === 'ack') {
            ackMs.push(performance.now() - at);
            ackAt.push(Date.now());
          }
          else errors++;
        },
      }),
    );
    const over = await Promise.race([
      Promise.all(bots.map((b) => b.done)).then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), Math.max(0, stopAt - performance.now()))),
    ]);
    for (const b of bots) b.stop();
    if (clients.some((c) => c.socket.disconnected) && performance.now() < stopAt) {
      // The server went away (killed): come back to the same game from the last version seen.
      const since = Math.min(...clients.map((c) => c.view?.version ?? 0));
      if (!(await seatAll(since, stopAt))) break;
      rejoins++;
      rejoinedAt.push(Date.now());
      resuming = true;
      game--;
      continue;
    }
    if (!over || clients[0]!.status?.result == null) break;
    finished++;
    // Rematch: both seats ask, then both join the new room with the same links.
    try {
      for (const c of clients) await c.request({ type: 'rematch', id: nextId('rm') });
      for (let i = 0; i < 100 && clients[0]!.status?.rematch.room == null; i++) await new Promise((r) => setTimeout(r, 20));
      const next = clients[0]!.status?.rematch.room;
      if (next == null) throw new Error('no rematch room');
      room = next;
      for (const [seat, c] of clients.entries()) await joinRoom(c, room, tokens[seat]!);
    } catch (e) {
      if (!clients.some((c) => c.socket.disconnected)) throw e;
      // The server went away meanwhile: back to the room as it now stands (finished: the rematch again).
      if (!(await seatAll(undefined, stopAt))) break;
      rejoins++;
    }
  }
  for (const c of clients) c.close();
}

const loop = monitorEventLoopDelay({ resolution: 10 });
let cpuAt = { usage: process.cpuUsage(), t: performance.now() };
let cpu = 0;

process.on('message', async (command: BotsCommand) => {
  switch (command.type) {
    case 'start': {
      const stopAt = performance.now() + command.runMs;
      keepAcked = command.keepAcked ?? false;
      for (const index of command.tables) {
        void table(command.url, index, command.setups[index % command.setups.length]!, stopAt, command.thinkMs).catch((e: unknown) => {
          errors++;
          send({ type: 'error', message: `table ${index}: ${e instanceof Error ? e.message : String(e)}` });
        });
        await new Promise((r) => setTimeout(r, command.rampMs / command.tables.length));
      }
      return;
    }
    case 'measure':
      measuring = command.on;
      if (command.on) {
        loop.enable();
        cpuAt = { usage: process.cpuUsage(), t: performance.now() };
      } else {
        loop.disable();
        const used = process.cpuUsage(cpuAt.usage);
        cpu = (used.user + used.system) / 1e3 / (performance.now() - cpuAt.t);
      }
      return;
    case 'report': // the figures are final once measuring is off; the benchmark then ends this process
      send({ type: 'report', ackMs, ackAt, revealMs, errors, finished, sockets, cpu, loopP99Ms: loop.percentile(99) / 1e6, acked, rejoins, rejoinedAt, resumedAt });
      return;
  }
});
