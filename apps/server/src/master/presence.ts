import type { SeatId } from '@senjutsu/engine';
import { outOfTime, startClock } from './clock';
import type { LiveRoom } from './live-room';

// Presence is coalesced: whatever joins and leaves happen in a room within `delayMs` reach its
// connections as one status message, so a crowd arriving or leaving costs one message per
// connection instead of one per connection per arrival (quadratic).

export type Coalescer<R> = {
  /** Send `room`'s status within the window (at once with a window of 0). */
  soon(room: R): void;
  /** `room`'s status went out with something else (an update): nothing more is due. */
  sent(room: R): void;
  /** Forget everything due (a stopping server). */
  stop(): void;
};

/** `send` is called once per due room when its window ends, if `live(room)` still holds. */
export function coalescer<R>(delayMs: number, send: (room: R) => void, live: (room: R) => boolean): Coalescer<R> {
  const due = new Set<R>();
  let timer: NodeJS.Timeout | null = null;
  return {
    soon(room) {
      if (delayMs === 0) return send(room);
      due.add(room);
      timer ??= setTimeout(() => {
        timer = null;
        const rooms = [...due];
        due.clear();
        for (const r of rooms) if (live(r)) send(r);
      }, delayMs);
      timer.unref();
    },
    sent: (room) => void due.delete(room),
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      due.clear();
    },
  };
}

// ---- who is at the table (issue 22) ------------------------------------------------------------
// Per human seat the room knows whether it has ever opened its link (`joined`, stored as a log
// entry the first time, so a restart keeps it), how many connections it has, since when it has had
// none, and whether its last one was closed by its page (a closed tab: `left`) or lost (no answer
// to the pings: its page is presumably reconnecting).

/** Why a seat's connection ended: its page closed it, or it stopped answering (a lost network). */
export type Departure = 'left' | 'lost';

/** Socket.IO's disconnect reasons that mean the connection was lost rather than closed by the page. */
export const departureOf = (reason: string): Departure => (reason === 'ping timeout' || reason === 'transport error' ? 'lost' : 'left');

type Seated = Pick<LiveRoom, 'connections' | 'awaySince' | 'left' | 'joined' | 'clock' | 'result'>;

/** A connection of human `seat` opened (+1) or closed (-1, `how`) at `now`. */
export function noteConnection(room: Seated, seat: SeatId, delta: 1 | -1, how: Departure, now: number): void {
  const count = Math.max(0, (room.connections[seat] ?? 0) + delta);
  room.connections[seat] = count;
  room.awaySince[seat] = count > 0 ? null : now;
  room.left[seat] = count === 0 && how === 'left';
}

/** Whether `seat`'s first join is still to be stored (a finished game needs none). */
export const firstJoin = (room: Seated, seat: SeatId): boolean => room.joined[seat] === false && room.result === null;

/** `seat` has opened its link (its entry stored or replayed at `at`); the clock starts once every human seat has. */
export function markJoined(room: Seated, seat: SeatId, at: number): void {
  room.joined[seat] = true;
  if (room.clock !== null && room.joined.every(Boolean)) room.clock = startClock(room.clock, at);
}

/**
 * Why `seat` cannot be claimed against at `now`, or null when it can: it has come and has been
 * away for `abandonMs`, or its bank (which ran only once everyone had come) is empty.
 */
export function claimRefusal(room: Seated, running: readonly SeatId[], seat: SeatId, abandonMs: number, now: number): string | null {
  if (room.joined[seat] !== true) return `Seat ${seat} has not opened its link yet: a seat that never came cannot lose by time or absence.`;
  if (room.clock !== null && outOfTime(room.clock, running, seat, now)) return null;
  const since = room.awaySince[seat];
  if (since !== null && since !== undefined && now - since >= abandonMs) return null;
  return `Seat ${seat} still has time and has not been away for ${abandonMs / 1000} s.`;
}
