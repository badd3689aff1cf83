import type { SeatId, Viewer } from '@senjutsu/engine';
import type { Logger } from '../log';
import { relinked, type LogEntry } from '../storage/storage';
import { hashToken, newToken } from '../tokens';
import { errorMessage, type Answer } from './deps';
import type { LiveRoom } from './live-room';

// Replacing an invite link (issue 21): a seat's link lives on in browser history and storage, so a
// seat may swap its own token for a new one, and any seat the spectators' (the server knows no
// "creator": the seats are the room's owners). The new token's hash is stored as a `relink` log
// entry before it takes effect; the old token stops working at once, here and after a restart.
// The transport tells and closes the other connections of that link (transport/socket.ts).

type LinkDeps = {
  /** Store one entry of the room's log; an error answer when storage refused it. */
  readonly append: (room: LiveRoom, entry: LogEntry, id: string) => Promise<Answer | null>;
  readonly logger: Logger;
  readonly now: () => number;
};

/** Whether `seat` may replace `link`: its own seat's, or the spectators'. */
export const mayReplace = (seat: SeatId, link: Viewer): boolean => link === 'spectator' || link === seat;

/** Replace `link` in `room` on behalf of `seat` (inside the room's queue); the answer is `newLink` with the new token. */
export async function replaceLink(deps: LinkDeps, room: LiveRoom, seat: SeatId, link: Viewer, id: string): Promise<Answer> {
  if (!mayReplace(seat, link)) return errorMessage(id, 'NOT_YOUR_LINK', 'A seat may replace only its own link and the spectators\'.');
  const token = newToken();
  const entry: LogEntry = { kind: 'relink', link, token: hashToken(token), at: deps.now() };
  const refused = await deps.append(room, entry, id);
  if (refused !== null) return refused;
  room.record = relinked(room.record, entry); // stored: from now on only the new token opens this link
  deps.logger.info({ room: room.id, link, by: seat }, 'invite link replaced');
  return { type: 'newLink', id, room: room.id, link, token };
}

/** Whether `token` still opens `viewer`'s place in `room` (checked again just before a join takes effect). */
export function holdsLink(room: LiveRoom, viewer: Viewer, token: string): boolean {
  const hash = hashToken(token);
  return viewer === 'spectator' ? room.record.spectatorToken === hash : room.record.seatTokens[viewer] === hash;
}
