import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Logger } from '../log';
import type { CreationBudget } from '../master/deps';
import { keyedLimiter, newBucket, take } from '../ratelimit';

// Who may create rooms (issue 21): a budget per client address (CREATE_RATE / CREATE_BURST), shared
// by POST /api/rooms and rematches, the optional CREATE_SECRET, and the log of refusals: each is
// logged at `warn` with the address, at most once a minute per address and 1/s overall (a burst of
// 20), so a flood costs a few lines; the lines skipped are counted in the next one.

export type Creations = CreationBudget & {
  /** Whether `given` (the X-Create-Secret header) opens creation: always without CREATE_SECRET. */
  secretMatches(given: string | undefined): boolean;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

const LOG_EVERY_MS = 60_000;

export function creationGuard(config: Pick<ServerConfig, 'createRate' | 'createSecret'>, logger: Logger, now: () => number): Creations {
  const mayCreate = keyedLimiter(config.createRate, now);
  const secret = config.createSecret === undefined ? null : digest(config.createSecret);
  const lastLogged = new Map<string, { at: number; skipped: number }>();
  const overall = { limit: { ratePerSecond: 1, burst: 20 }, bucket: newBucket({ ratePerSecond: 1, burst: 20 }, now()), skipped: 0 };

  function log(address: string, reason: 'rate' | 'cap' | 'secret'): void {
    const t = now();
    if (lastLogged.size > 10_000) for (const [a, l] of lastLogged) if (t - l.at >= LOG_EVERY_MS) lastLogged.delete(a);
    const last = lastLogged.get(address);
    if ((last !== undefined && t - last.at < LOG_EVERY_MS) || !take(overall.bucket, overall.limit, t)) {
      if (last !== undefined && t - last.at < LOG_EVERY_MS) last.skipped++;
      else overall.skipped++;
      return;
    }
    const skipped = (last?.skipped ?? 0) + overall.skipped;
    overall.skipped = 0;
    lastLogged.set(address, { at: t, skipped: 0 });
    logger.warn({ address, reason, ...(skipped > 0 ? { refusalsNotLoggedBefore: skipped } : {}) }, 'room creation refused');
  }

  return {
    allow(address) {
      if (mayCreate(address)) return true;
      log(address, 'rate');
      return false;
    },
    refused: log,
    secretMatches(given) {
      // Compared as SHA-256 digests: equal lengths, and the time taken tells nothing of the secret.
      return secret === null || (given !== undefined && timingSafeEqual(digest(given), secret));
    },
  };
}
