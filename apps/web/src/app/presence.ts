import type { GameView, Viewer } from '@senjutsu/engine';
import type { RoomStatus } from '@senjutsu/protocol';

// Who is at an online table, as the room status tells it (docs/server.md, "Presence"), and whether
// the game waits on this page's seat. Pure: the components and the attention hook read these.

export type SeatPresence = 'connected' | 'reconnecting' | 'left' | 'invited' | 'computer';
type SeatStatus = RoomStatus['seats'][number];

/** A seat's presence: played by the computer (issue 26), not come yet, here, gone by closing its page, or lost (reconnecting). */
export function seatPresence(seat: SeatStatus): SeatPresence {
  if (seat.computer !== undefined) return 'computer';
  if (!seat.joined) return 'invited';
  if (seat.connected) return 'connected';
  return seat.left ? 'left' : 'reconnecting';
}

/** The human seats that have not opened their link yet while the game is on (the clocks wait for them). */
export const notYetJoined = (status: RoomStatus | null, automata: readonly number[]): readonly SeatStatus[] =>
  status === null || status.result !== null ? [] : status.seats.filter((s) => !s.joined && !automata.includes(s.seat));

/** Whether the game waits on this page's seat: it has a decision to make and the game is on. */
export const isYourTurn = (view: GameView | null, viewer: Viewer | null, status: RoomStatus | null): boolean =>
  view !== null && typeof viewer === 'number' && status !== null && status.result === null && view.decisions.length > 0;
