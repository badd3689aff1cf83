import type { Logger } from '../log';
import type { Storage } from '../storage/storage';

// Rooms that leave storage (issue 21): those no seat joined within UNJOINED_ROOM_TTL of their
// creation, and finished games RETENTION_DAYS after their last entry. Only rooms kept in storage
// alone are tracked here (the master moves a room in and out as it leaves and enters memory).

export type Expiry = {
  /** Rooms not in memory that no seat has joined, with their creation time. */
  readonly unjoined: Map<string, number>;
  /** Finished rooms not in memory, with the time of their last entry (or of leaving memory, which is later). */
  readonly finished: Map<string, number>;
};

export const newExpiry = (): Expiry => ({ unjoined: new Map(), finished: new Map() });

type Due = { readonly room: string; readonly why: 'expired' | 'retired' };

/** The rooms past their time at `at`: unjoined ones past `ttlMs`, finished ones past `retentionMs` (0: kept for ever). */
export function dueRooms(expiry: Expiry, at: number, ttlMs: number, retentionMs: number): Due[] {
  const due: Due[] = [];
  for (const [room, createdAt] of expiry.unjoined) if (at - createdAt >= ttlMs) due.push({ room, why: 'expired' });
  if (retentionMs > 0) for (const [room, lastAt] of expiry.finished) if (at - lastAt >= retentionMs) due.push({ room, why: 'retired' });
  return due;
}

/**
 * Remove the `due` rooms from storage one after the other. `release(room)` forgets a room before
 * its files go, so a join arriving meanwhile finds no room (never half of one), or says false when
 * the room must stay (it came back into memory, or a join is reading it).
 */
export async function removeRooms(due: readonly Due[], storage: Storage, logger: Logger, release: (room: string) => boolean): Promise<{ expired: number; retired: number }> {
  const done = { expired: 0, retired: 0 };
  for (const { room, why } of due) {
    if (!release(room)) continue;
    const removed = await storage.remove(room, why);
    if (removed.ok) done[why]++;
    else logger.error({ room, error: removed.error }, 'a room past its time could not be removed from storage');
  }
  if (done.expired + done.retired > 0) logger.info(done, 'rooms removed: unjoined past UNJOINED_ROOM_TTL, finished past RETENTION_DAYS');
  return done;
}
