import type { SeatId } from '@senjutsu/engine';

// The per-seat time banks (issue #5, part 7; issue 22: fair clocks), as pure functions of the
// server's time. A seat's bank runs while the game waits on it; with simultaneous decisions
// several banks run at once. Nothing runs before every human seat has opened its link once
// (`started`): a seat that never came cannot lose on time, and nobody gains an increment by
// acting alone. After each accepted action the banks are written with it; after a restart they
// run on from that action's time, less the time the server was down (`resumeClock`), so a
// restart neither refunds the thinking time before it nor charges the outage.

export type Clock = {
  /** Milliseconds left in each seat's bank as of `since`. */
  readonly remaining: readonly number[];
  /** Server time (ms) the figures refer to. */
  readonly since: number;
  /** Whether the banks run: every human seat has joined once. */
  readonly started: boolean;
};

/** When the server was down: from its last sign of life to its next start (server time, ms). */
export type Downtime = { readonly from: number; readonly to: number };

export const newClock = (seats: number, bankMs: number, now: number): Clock => ({ remaining: Array.from({ length: seats }, () => bankMs), since: now, started: false });

/** The clock once every human seat has joined: the banks run from `at`. */
export const startClock = (clock: Clock, at: number): Clock => (clock.started ? clock : { ...clock, since: at, started: true });

/** The seats whose banks run: the seats the game waits on, once the clock has started and while the game is on. */
export const runningSeats = (clock: Clock | null, waiting: readonly SeatId[], over: boolean): readonly SeatId[] =>
  clock === null || !clock.started || over ? [] : waiting;

/** The banks at `now`, the `running` seats charged for the time since the last figure. */
export function remainingAt(clock: Clock, running: readonly SeatId[], now: number): number[] {
  const elapsed = clock.started ? Math.max(0, now - clock.since) : 0;
  return clock.remaining.map((ms, seat) => (running.includes(seat) ? ms - elapsed : ms));
}

/** The banks after `seat` acted at `now`: the running seats charged, the actor given its increment (none before the start). */
export function afterAction(clock: Clock, running: readonly SeatId[], seat: SeatId, incrementMs: number, now: number): Clock {
  if (!clock.started) return clock;
  const remaining = remainingAt(clock, running, now);
  remaining[seat] = remaining[seat]! + incrementMs;
  return { remaining, since: Math.max(now, clock.since), started: true };
}

/** Whether `seat` has used up its bank by `now` (never before the clock started). */
export const outOfTime = (clock: Clock, running: readonly SeatId[], seat: SeatId, now: number): boolean => (remainingAt(clock, running, now)[seat] ?? 1) <= 0;

/** How much of the time from `from` to `to` the server was down. */
export function downtimeWithin(downtimes: readonly Downtime[], from: number, to: number): number {
  let total = 0;
  for (const d of downtimes) total += Math.max(0, Math.min(to, d.to) - Math.max(from, d.from));
  return total;
}

/**
 * A clock read back after a restart (its figures as of its last stored entry, `since`): it runs on
 * as if the server had never stopped, except for the time it was down, which is charged to nobody.
 * So the thinking time between the last action and the stop stays spent (no refund), and so does
 * the time since the start, as it would without a restart.
 */
export const resumeClock = (clock: Clock, downtimes: readonly Downtime[], now: number): Clock =>
  clock.started ? { ...clock, since: Math.min(now, clock.since + downtimeWithin(downtimes, clock.since, now)) } : clock;
