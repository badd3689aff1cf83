import { isCardWindow, type SeatId } from '@senjutsu/engine';
import type { RoomSetup } from '@senjutsu/protocol';
import type { Clock } from './clock';
import type { LiveRoom, OpenWindow } from './live-room';

// OP-68: an answer to a window in which a hidden card may be played (replacement, counterattack,
// instant) is published no earlier than a fixed hold after the window opened: the same hold for
// every answer and every seat, so a pass made at once by the page (for a player holding nothing
// playable) and a quick pass by hand look alike. The answer is kept unapplied until then, so
// nobody, the answering seat included, sees the game move earlier. No clock runs inside the hold,
// and nothing records how a pass was made.

/** The window a room waits on: the seat asked, the version since which it has been asked, and when it opened (server time). */
export type { OpenWindow } from './live-room';

/**
 * A room's hold in ms, or null where none applies: a room with one human seat (solo online: OP-68,
 * against automata only no hold is needed). `windowHoldMs` is fixed at the room's creation (the
 * server's default unless the setup named one); rooms stored before it have none.
 */
export function holdOf(setup: RoomSetup): number | null {
  // A duel against the computer (issue 26) has one person too: the computer reads no timing.
  return setup.seats.length < 2 || setup.computer !== undefined ? null : (setup.windowHoldMs ?? 0);
}

/** The setup as a new room stores it: its hold fixed (the server's default when it names none). */
export const withHold = (setup: RoomSetup, serverDefault: number | undefined): RoomSetup =>
  setup.windowHoldMs === undefined && serverDefault !== undefined ? { ...setup, windowHoldMs: serverDefault } : setup;

/**
 * After a new version at `at` (decisions tracked): the window the game now waits on, if any. One the
 * seat was already asked (same decisions since the same version) keeps its opening time.
 */
export function noteWindow(room: LiveRoom, at: number): void {
  const seat = room.decisions.findIndex((ds) => ds?.some(isCardWindow) ?? false);
  if (seat < 0) room.window = null;
  else if (room.window?.seat !== seat || room.window.version !== room.decisionSince[seat]) room.window = { seat, version: room.decisionSince[seat]!, at };
}

/** When `seat`'s action may be applied (server time): the end of the hold of the window it answers; 0 for at once. */
export function heldUntil(room: LiveRoom, seat: SeatId): number {
  const hold = holdOf(room.record.setup) ?? 0;
  return room.window?.seat === seat && hold > 0 ? room.window.at + hold : 0;
}

/** OP-68: no bank runs inside a window's hold: the banks run again from its end. */
export function clockPastHold(room: LiveRoom, clock: Clock | null): Clock | null {
  const hold = holdOf(room.record.setup) ?? 0;
  if (clock === null || !clock.started || room.window === null || hold === 0) return clock;
  const end = room.window.at + hold;
  return end > clock.since ? { ...clock, since: end } : clock;
}
