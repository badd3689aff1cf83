import { connect, createRoom, DUEL, join, playRandomly, seededRandom, type Bot, type Client } from './client';

// Honest rooms that keep playing beside an attack (issue 13): duels of two bots each, thinking a
// little before every decision, a new room when a game ends. Every acknowledgement's latency
// (action sent -> its answer) is kept, so a test can say how the honest players fared.

export type HonestRooms = {
  /** Latencies (ms) of the acknowledgements received since the last `reset`. */
  readonly latencies: number[];
  /** Refusals the honest bots got (there should be none). */
  readonly errors: string[];
  reset(): void;
  stop(): Promise<void>;
};

export async function honestRooms(url: string, rooms: number, options: { thinkMs?: number; seed?: number } = {}): Promise<HonestRooms> {
  const think = options.thinkMs ?? 40;
  const random = seededRandom(options.seed ?? 7);
  const latencies: number[] = [];
  const errors: string[] = [];
  const clients = new Set<Client>();
  const bots = new Set<Bot>();
  let stopped = false;

  async function play(): Promise<void> {
    while (!stopped) {
      const room = await createRoom(url, DUEL);
      const pair = [await connect(url), await connect(url)];
      for (const c of pair) clients.add(c);
      if (stopped) break;
      for (const [seat, c] of pair.entries()) await join(c, room.room, room.seats[seat]!.invite.token);
      const playing = pair.map((client) => {
        const bot = playRandomly(client, {
          random,
          thinkMs: () => think * (0.5 + random()),
          onAnswer: (answer, _msg, sentAt) => {
            if (answer.type === 'ack') latencies.push(performance.now() - sentAt);
            else if (answer.type === 'error') errors.push(answer.code);
          },
        });
        bots.add(bot);
        return bot;
      });
      await Promise.all(playing.map((b) => b.done));
      for (const c of pair) {
        c.close();
        clients.delete(c);
      }
    }
  }

  const loops = Array.from({ length: rooms }, () => play());
  return {
    latencies,
    errors,
    reset() {
      latencies.length = 0;
      errors.length = 0;
    },
    async stop() {
      stopped = true;
      for (const bot of bots) bot.stop();
      for (const c of clients) c.close();
      await Promise.allSettled(loops);
    },
  };
}

/** The p-th percentile (0-100) of some figures; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A line for the test output: how the honest rooms fared during an attack. */
export function honestReport(name: string, honest: HonestRooms): string {
  const l = honest.latencies;
  return `${name}: honest acks ${l.length}, p50 ${percentile(l, 50).toFixed(1)} ms, p99 ${percentile(l, 99).toFixed(1)} ms, max ${Math.max(...l).toFixed(1)} ms`;
}
