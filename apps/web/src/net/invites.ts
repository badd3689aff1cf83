import type { CreateRoomResponse } from '@senjutsu/protocol';
import { readStorage, writeStorage } from '../store/settings';

// The invite links of the rooms this browser created, kept so the game page can offer a seat's
// link again while that seat has not opened it (issue 22: the clock waits for it). Only the
// creator's browser has them; the server stores only the tokens' hashes.

const PREFIX = 'senjutsu:invites:';

/** Seat -> invite URL, as created. */
type Invites = Readonly<Record<string, string>>;

function read(room: string): Invites {
  try {
    const parsed: unknown = JSON.parse(readStorage(`${PREFIX}${room}`) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Invites) : {};
  } catch {
    return {}; // damaged: nothing to offer, the page says where the link was shown
  }
}

export function rememberInvites(created: CreateRoomResponse): void {
  const invites: Record<string, string> = {};
  for (const s of created.seats) invites[String(s.seat)] = s.invite.url;
  writeStorage(`${PREFIX}${created.room}`, JSON.stringify(invites));
}

/** The invite link of `seat` in `room`, if this browser created the room. */
export function rememberedInvite(room: string, seat: number): string | null {
  const url = read(room)[String(seat)];
  return typeof url === 'string' ? url : null;
}

/** A rematch room opens for the same links: the same tokens under the new room's address. */
export function carryInvites(from: string, to: string): void {
  const invites = read(from);
  if (Object.keys(invites).length === 0) return;
  const moved = Object.fromEntries(Object.entries(invites).map(([seat, url]) => [seat, url.replace(`/game/${from}#`, `/game/${to}#`)]));
  writeStorage(`${PREFIX}${to}`, JSON.stringify(moved));
}
