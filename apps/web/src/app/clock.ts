import type { RoomStatus } from '@senjutsu/protocol';

// The room clock as the page shows it: time banks counted down locally from the moment the status
// arrived, and whether this seat may claim the win (the server decides; the page only offers it).

/** A seat's time left (ms) at local time `now`, for a status received at local time `receivedAt`. */
export const remaining = (clock: NonNullable<RoomStatus['clock']>, seat: number, receivedAt: number, now: number): number => {
  const ms = clock.remainingMs[seat] ?? 0;
  // OP-68: inside a window's hold no bank runs.
  return clock.running.includes(seat) ? ms - Math.max(0, now - receivedAt - (clock.holdMs ?? 0)) : ms;
};

export const formatMs = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/**
 * Every opponent still in the game out of time or away longer than the room allows: the server lets
 * this seat claim. `automata`: a co-op room's automaton seats, which never run out of time nor leave
 * (they have no bank and no connection), so a game against them is played to its end.
 */
export function mayClaim(status: RoomStatus, seat: number, defeated: readonly number[], now: number, receivedAt: number, automata: readonly number[] = []): boolean {
  const mine = status.seats.find((s) => s.seat === seat);
  if (mine === undefined || status.result !== null) return false;
  const opponents = status.seats.filter((s) => s.team !== mine.team && !defeated.includes(s.seat));
  return (
    opponents.length > 0 &&
    opponents.every((o) => !automata.includes(o.seat)) &&
    opponents.every((o) => {
      if (!o.joined) return false; // never came: neither out of time (its clock never ran) nor away
      const outOfTime = status.clock !== null && remaining(status.clock, o.seat, receivedAt, now) <= 0;
      // awaySince is the server's time; the page's clock is close enough, and the server decides.
      // The computer (issue 26) never leaves.
      const away = o.computer === undefined && o.awaySince !== null && now - o.awaySince >= status.abandonMs;
      return outOfTime || away;
    })
  );
}
