import type { Budget } from '@senjutsu/ai';
import type { SeatId } from '@senjutsu/engine';
import type { Logger } from '../log';
import type { ComputerHooks, Master } from '../master/master';
import type { Thinkers } from './pool';
import type { ComputerTurn } from './turns';

// The computer's seats (issue 26). Told by the master whenever a room may need it, it asks the
// master for the decisions its seats face (each with that seat's view: turns.ts) and has a worker
// thread think (pool.ts); the answer goes through `master.act` like a player's action: checked by
// the engine, stored before it is acknowledged, broadcast, held in a hidden-card window. It also
// keeps the take-over timers of rooms with `takeOver` (control.ts).

/** Errors that only mean the game moved on while the computer thought (a newer decision will come). */
const MOVED_ON = new Set(['STALE_VERSION', 'NOT_YOUR_DECISION', 'GAME_OVER', 'ROOM_UNAVAILABLE']);
/** A refused store is tried again after this long. */
const RETRY_MS = 1000;

export type ComputerSeats = ComputerHooks & {
  /** The master the seats play through (made after this, since it takes these hooks). */
  attach(master: Master): void;
  /** Decisions being thought about now. */
  thinking(): number;
  close(): Promise<void>;
};

export function computerSeats(deps: { readonly thinkers: Thinkers; readonly logger: Logger; readonly now: () => number; readonly budget?: Partial<Budget> }): ComputerSeats {
  const { thinkers, logger, now } = deps;
  let master: Master | null = null;
  let closed = false;
  /** `room:seat` -> the decision being thought about, by the version since which the seat has faced it. */
  const thinking = new Map<string, number>();
  /** Per room, per seat away: the take-over's timer. */
  const timers = new Map<string, Map<SeatId, { readonly dueAt: number; readonly timer: NodeJS.Timeout }>>();

  function play(turn: ComputerTurn): void {
    const key = `${turn.room}:${turn.seat}`;
    if (thinking.get(key) === turn.since) return; // already thinking about this decision
    thinking.set(key, turn.since);
    const task = deps.budget === undefined ? turn.task : { ...turn.task, budget: deps.budget };
    void thinkers
      .think(task)
      .then(async (thought) => {
        if (closed || master === null) return;
        // The id names the decision: a retry after a restart that finds it stored is a duplicate, not a second action.
        const answer = await master.act(turn.room, turn.seat, { id: `computer-${turn.seat}-${turn.since}`, version: turn.version, action: thought.action }, 'computer');
        if (answer.type !== 'error') return;
        if (MOVED_ON.has(answer.code)) logger.debug({ room: turn.room, seat: turn.seat, code: answer.code }, 'the computer answered too late');
        else logger.error({ room: turn.room, seat: turn.seat, answer }, 'the computer\'s action was refused');
        if (answer.code === 'STORAGE_FAILED') setTimeout(() => changed(turn.room), RETRY_MS).unref();
      })
      .catch((e: unknown) => {
        if (!closed) logger.error({ err: e, room: turn.room, seat: turn.seat }, 'the computer failed to think');
      })
      .finally(() => {
        if (thinking.get(key) === turn.since) thinking.delete(key);
      });
  }

  /** Start, move or stop the take-over timers of `room`'s absent seats. */
  function watchAbsences(room: string): void {
    const due = master?.absences(room) ?? [];
    let ofRoom = timers.get(room);
    if (ofRoom === undefined && due.length === 0) return;
    ofRoom ??= new Map();
    timers.set(room, ofRoom);
    for (const [seat, t] of ofRoom) {
      if (due.some((d) => d.seat === seat && d.dueAt === t.dueAt)) continue;
      clearTimeout(t.timer);
      ofRoom.delete(seat);
    }
    for (const { seat, dueAt } of due) {
      if (ofRoom.has(seat)) continue;
      const timer = setTimeout(() => {
        ofRoom.delete(seat);
        if (ofRoom.size === 0 && timers.get(room) === ofRoom) timers.delete(room);
        if (!closed) void master?.takeOver(room, seat);
      }, Math.max(0, dueAt - now()));
      timer.unref();
      ofRoom.set(seat, { dueAt, timer });
    }
    if (ofRoom.size === 0) timers.delete(room);
  }

  function changed(room: string): void {
    if (closed || master === null) return;
    watchAbsences(room);
    for (const turn of master.computerTurns(room)) play(turn);
  }

  return {
    changed,
    attach(m) {
      master = m;
    },
    thinking: () => thinking.size,
    async close() {
      closed = true;
      for (const ofRoom of timers.values()) for (const t of ofRoom.values()) clearTimeout(t.timer);
      timers.clear();
      await thinkers.close();
    },
  };
}
