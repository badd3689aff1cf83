import type { SeatId } from '@senjutsu/engine';
import type { ServerMessage } from '@senjutsu/protocol';
import type { Logger } from '../log';
import { ackMessage, errorMessage, type Answer } from '../master/deps';
import type { LiveRoom } from '../master/live-room';
import { noteEntry } from '../master/room';
import type { LogEntry } from '../storage/storage';

// Taking over an abandoned seat (issue 26, the room's `takeOver`): once a person has been away
// `abandonSeconds`, the computer plays their seat instead of the opponent claiming the win; when
// they come back they have it again. Each change is stored (a `takeOver` / `handBack` entry, so a
// restart knows who plays the seat) before it takes effect, then every connection is told
// (`seatControl`, and the status: `seats[].computer`). The room keeps every change (`controls`,
// as noteEntry reads them back from the log), and a join gets them: the page's log tells them
// where they happened. Runs inside the room's queue.

type ControlDeps = {
  /** Store one entry of the room's log; an error answer when storage refused it. */
  readonly append: (room: LiveRoom, entry: LogEntry, id: string) => Promise<Answer | null>;
  /** Send `message` to every connection of the room, then its status. */
  readonly tell: (room: LiveRoom, message: ServerMessage) => void;
  readonly logger: Logger;
  readonly now: () => number;
};

/** Whether the computer plays `seat` because it took it over (not as the room's own computer seat). */
export const takenOver = (room: LiveRoom, seat: SeatId): boolean => (room.computer[seat] ?? null) !== null && room.record.setup.computer?.seat !== seat;

/** The computer takes `seat` over, if it still may: the room allows it, the game goes on, its person has been away long enough. */
export async function takeOver(deps: ControlDeps, room: LiveRoom, seat: SeatId): Promise<Answer> {
  const level = room.record.setup.takeOver?.level;
  const at = deps.now();
  const since = room.awaySince[seat];
  const due = since !== null && since !== undefined && at - since >= room.record.setup.abandonSeconds * 1000;
  if (level === undefined || room.result !== null || room.computer[seat] !== null || room.joined[seat] !== true || !due) {
    return errorMessage('takeOver', 'CLAIM_NOT_ALLOWED', `Seat ${seat} cannot be taken over now.`);
  }
  const entry: LogEntry = { kind: 'takeOver', seat, at };
  const refused = await deps.append(room, entry, 'takeOver');
  if (refused !== null) return refused;
  noteEntry(room, entry, room.state.version); // the seat is the computer's, at the room's level
  deps.logger.info({ room: room.id, seat, level }, 'the computer took over an abandoned seat');
  deps.tell(room, { type: 'seatControl', room: room.id, ...room.controls.at(-1)! });
  return ackMessage('takeOver', room.state.version, false);
}

/** `seat`'s person came back: the seat is theirs again (a finished game stays as it ended). */
export async function handBack(deps: ControlDeps, room: LiveRoom, seat: SeatId): Promise<Answer> {
  const level = room.computer[seat];
  if (!takenOver(room, seat) || level === null || level === undefined || room.result !== null) return ackMessage('handBack', room.state.version, true);
  const at = deps.now();
  const entry: LogEntry = { kind: 'handBack', seat, at };
  const refused = await deps.append(room, entry, 'handBack');
  if (refused !== null) return refused;
  noteEntry(room, entry, room.state.version);
  deps.logger.info({ room: room.id, seat }, 'a seat handed back to its returning player');
  deps.tell(room, { type: 'seatControl', room: room.id, ...room.controls.at(-1)! });
  return ackMessage('handBack', room.state.version, false);
}
