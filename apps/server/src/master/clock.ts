import type { SeatId } from '@senjutsu/engine';

// The per-seat time banks (issue #5, part 7), as pure functions of the server's time. A seat's
// bank runs while the game waits on it; with simultaneous decisions several banks run at once.
// After each accepted action the banks are written with it, so they survive a restart; the
// time the server was down is charged to nobody.

export type Clock = {
  /** Milliseconds left in each seat's bank as of `since`. */
  readonly remaining: readonly number[];
  /** Server time (ms) the figures refer to. */
  readonly since: number;
};

export const newClock = (seats: number, bankMs: number, now: number): Clock => ({ remaining: Array.from({ length: seats }, () => bankMs), since: now });

/** The banks at `now`, the `running` seats charged for the time since the last figure. */
export function remainingAt(clock: Clock, running: readonly SeatId[], now: number): number[] {
  const elapsed = Math.max(0, now - clock.since);
  return clock.remaining.map((ms, seat) => (running.includes(seat) ? ms - elapsed : ms));
}

/** The banks after `seat` acted at `now`: the running seats charged, the actor given its increment. */
export function afterAction(clock: Clock, running: readonly SeatId[], seat: SeatId, incrementMs: number, now: number): Clock {
  const remaining = remainingAt(clock, running, now);
  remaining[seat] = remaining[seat]! + incrementMs;
  return { remaining, since: Math.max(now, clock.since) };
}

/** Whether `seat` has used up its bank by `now`. */
export const outOfTime = (clock: Clock, running: readonly SeatId[], seat: SeatId, now: number): boolean => (remainingAt(clock, running, now)[seat] ?? 1) <= 0;
