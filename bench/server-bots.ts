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
};
export type BotsCommand = BotsStart | { readonly type: 'measure'; readonly on: boolean } | { readonly type: 'report' };
/** To the benchmark. */
export type BotsReport =
  | { readonly type: 'joined'; readonly sockets: number }
  | { readonly type: 'error'; readonly message: string }
  | {
      readonly type: 'report';
      readonly ackMs: number[];
      readonly revealMs: number[];
      readonly errors: number;
      readonly finished: number;
      readonly sockets: number;
      /** CPU of this process while measuring, in cores, and its event-loop delay p99 (ms). */
      readonly cpu: number;
      readonly loopP99Ms: number;
    };

const send = (m: BotsReport) => process.send!(m);

const ackMs: number[] = [];
const revealMs: number[] = [];
let measuring = false;
let finished = 0;
let errors = 0;
let sockets = 0;

/** Play one room with two bots; when it ends, ask for the rematch and play that, until `stopAt`. */
async function table(url: string, index: number, setup: RoomSetupInput, stopAt: number, thinkMs: number): Promise<void> {
  const created = await createRoom(url, setup);
  let room = created.room;
  const tokens = created.seats.map((s) => s.invite.token);
  const clients: Client[] = [];
  let lastSelectAt = 0;
  for (const token of tokens) {
    const c = await connect(url, { timeoutMs: 60_000 });
    sockets++;
    await joinRoom(c, room, token);
    c.listen((m) => {
      if (!measuring || m.type !== 'update' || !m.events.some((e) => e.kind === 'revealed')) return;
      revealMs.push(performance.now() - lastSelectAt);
    });
    clients.push(c);
  }
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
        onAnswer: (answer, _msg, at) => {
          if (!measuring) return;
          if (answer.type === 'ack') ackMs.push(performance.now() - at);
          else errors++;
        },
      }),
    );
    const over = await Promise.race([
      Promise.all(bots.map((b) => b.done)).then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), Math.max(0, stopAt - performance.now()))),
    ]);
    for (const b of bots) b.stop();
    if (!over || clients[0]!.status?.result == null) break;
    finished++;
    // Rematch: both seats ask, then both join the new room with the same links.
    for (const c of clients) await c.request({ type: 'rematch', id: nextId('rm') });
    for (let i = 0; i < 100 && clients[0]!.status?.rematch.room == null; i++) await new Promise((r) => setTimeout(r, 20));
    const next = clients[0]!.status?.rematch.room;
    if (next == null) throw new Error('no rematch room');
    room = next;
    for (const [seat, c] of clients.entries()) await joinRoom(c, room, tokens[seat]!);
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
      send({ type: 'report', ackMs, revealMs, errors, finished, sockets, cpu, loopP99Ms: loop.percentile(99) / 1e6 });
      return;
  }
});
