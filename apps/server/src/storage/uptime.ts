import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Downtime } from '../master/clock';
import type { Logger } from '../log';
import { FILE_MODE } from './file';

// When the server was down, so that a restart charges the outage to nobody and refunds nothing
// (docs/server.md, "Clocks, abandonment, claims"). `<dataDir>/uptime.json` holds the server's last
// sign of life (written every `everyMs` while it runs, and when it stops) and the earlier outages.
// A starting server adds the outage from that last sign of life to its own start: after a clean
// stop it is exact, after a crash (SIGKILL, power cut) it errs by at most `everyMs`, which is then
// charged to nobody rather than to the seat that was thinking.

const UptimeSchema = z.strictObject({
  format: z.literal(1),
  /** Server time (ms) the server was last known to be running. */
  aliveAt: z.number(),
  downtimes: z.array(z.strictObject({ from: z.number(), to: z.number() })),
});

/** Outages kept: older ones only matter to a game untouched through more restarts than this. */
const KEEP = 1_000;
const FILE = 'uptime.json';

export type Uptime = {
  /** Every outage before this run, oldest first (this run's start ends the last). */
  readonly downtimes: readonly Downtime[];
  /** Write the last sign of life and stop writing (a stopping server). */
  stop(): Promise<void>;
};

async function readUptime(path: string, logger: Pick<Logger, 'warn'>): Promise<z.infer<typeof UptimeSchema> | null> {
  let text: string;
  try {
    text = await fs.readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') logger.warn({ file: path, err: e }, 'uptime file unreadable; the last outage is not known');
    return null;
  }
  try {
    return UptimeSchema.parse(JSON.parse(text));
  } catch (e) {
    logger.warn({ file: path, err: e }, 'uptime file damaged; the last outage is not known');
    return null;
  }
}

/** Read the outages, add the one that ends now, and keep writing the server's sign of life every `everyMs`. */
export async function openUptime(dataDir: string, now: () => number, logger: Pick<Logger, 'warn'>, everyMs = 5_000): Promise<Uptime> {
  const path = join(dataDir, FILE);
  const before = await readUptime(path, logger);
  const start = now();
  const downtimes = [...(before?.downtimes ?? [])];
  if (before !== null && start > before.aliveAt) downtimes.push({ from: before.aliveAt, to: start });
  downtimes.splice(0, Math.max(0, downtimes.length - KEEP));
  // Written whole and renamed over the old one: a reader finds one or the other, never a mix.
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    const text = JSON.stringify({ format: 1, aliveAt: now(), downtimes } satisfies z.infer<typeof UptimeSchema>);
    writing = writing
      .then(async () => {
        await fs.writeFile(`${path}.tmp`, text, { mode: FILE_MODE }); // private like the games (issue 21)
        await fs.rename(`${path}.tmp`, path);
      })
      .catch((e: unknown) => logger.warn({ file: path, err: e }, 'uptime file not written (a crash now would charge a little less time)'));
    return writing;
  };
  await write();
  const timer = setInterval(() => void write(), everyMs);
  timer.unref();
  return {
    downtimes,
    async stop() {
      clearInterval(timer);
      await write();
    },
  };
}
