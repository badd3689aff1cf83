import { readStorage, writeStorage } from '../store/settings';

// Seat and spectator tokens come in the invite link's fragment (`/game/<room>#t=<token>`), which
// browsers never send to a server. The page keeps the token per room in localStorage, so a reload
// or a return without the fragment finds the seat again, and takes it out of the address bar.

const TOKEN = /(?:^#|&)t=([A-Za-z0-9_-]{22,128})(?:&|$)/;
const PREFIX = 'senjutsu:token:';
const key = (room: string) => `${PREFIX}${room}`;
/** The token a link opened here replaced, until the new one is known to work (a wrong link must not cost the right one). */
const PREVIOUS = 'senjutsu:previous-token:';

/** The token in a URL fragment (`#t=...`), if any. */
export function tokenInFragment(hash: string): string | null {
  return TOKEN.exec(hash)?.[1] ?? null;
}

export function rememberToken(room: string, token: string): void {
  writeStorage(key(room), token);
}

export function rememberedToken(room: string): string | null {
  return readStorage(key(room));
}

/** The token for `room`: from the address (then remembered and removed from it), else remembered. */
export function takeToken(room: string): string | null {
  const fromLink = tokenInFragment(window.location.hash);
  if (fromLink !== null) {
    const before = rememberedToken(room);
    if (before !== null && before !== fromLink) writeStorage(`${PREVIOUS}${room}`, before);
    rememberToken(room, fromLink);
    window.history.replaceState(null, '', window.location.pathname);
    return fromLink;
  }
  return rememberedToken(room);
}

/** Room and token of an invite link or path pasted by a player, or null when it is none. */
export function parseInvite(text: string): { readonly room: string; readonly token: string } | null {
  const match = /\/game\/([A-Za-z0-9_-]{8,64})\/?(#.*)$/.exec(text.trim());
  if (match === null) return null;
  const token = tokenInFragment(match[2]!);
  return token === null ? null : { room: match[1]!, token };
}

/** The rooms this browser holds a link for (newest first as stored), to return to them from home. */
export function rememberedRooms(): string[] {
  try {
    const rooms: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(PREFIX)) rooms.push(key.slice(PREFIX.length));
    }
    return rooms.sort();
  } catch {
    return []; // no storage: nothing remembered
  }
}

export function forgetToken(room: string): void {
  writeStorage(key(room), null);
  writeStorage(`${PREVIOUS}${room}`, null);
}

/** The token of `room` works (the server took it): the one it replaced here is not needed any more. */
export function tokenWorks(room: string): void {
  writeStorage(`${PREVIOUS}${room}`, null);
}

/**
 * The server refused `token` for `room`. If it is the one saved here, it is dropped: back to the
 * token it replaced (a wrong link opened for a game this browser plays), else the room is
 * forgotten; returns whether this browser still holds a link for the room.
 */
export function tokenRefused(room: string, token: string): boolean {
  if (rememberedToken(room) !== token) return rememberedToken(room) !== null; // a newer one, made in another tab
  const previous = readStorage(`${PREVIOUS}${room}`);
  forgetToken(room);
  if (previous !== null && previous !== token) rememberToken(room, previous);
  return previous !== null;
}
