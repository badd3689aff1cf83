import { readStorage, writeStorage } from '../store/settings';
import { forgetToken, rememberedRooms, tokenRefused } from './tokens';

// The online games this browser keeps (issue 21): a seat's token per room (tokens.ts) and, once
// the game is over, when that saved link expires. The server removes a finished game
// `retentionDays` after its end (it says how many in its join answer; 30 when it does not say),
// so the browser drops its link then too, and at once when the server no longer knows the link
// (a removed game, a replaced link). Nothing else of an online game is stored in the browser:
// its view lives in the page only.

const EXPIRES = 'senjutsu:expires:';
const DAY_MS = 86_400_000;
/** The server's default retention (RETENTION_DAYS), for a server that does not say. */
export const DEFAULT_RETENTION_DAYS = 30;

/**
 * The game in `room` is over, as seen now: its saved link expires `retentionDays` from now (null:
 * the server keeps finished games). The first sighting counts; seeing it again changes nothing.
 */
export function noteFinished(room: string, retentionDays: number | null | undefined, now = Date.now()): void {
  if (readStorage(`${EXPIRES}${room}`) !== null) return;
  const days = retentionDays === undefined ? DEFAULT_RETENTION_DAYS : retentionDays;
  writeStorage(`${EXPIRES}${room}`, days === null ? 'never' : String(now + days * DAY_MS));
}

/** When the saved link of `room` expires (ms), null while the game is not known to be over or never. */
export function expiresAt(room: string): number | null {
  const value = Number(readStorage(`${EXPIRES}${room}`) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

/** "Forget this game": its link and everything kept beside it leave this browser. */
export function forgetGame(room: string): void {
  forgetToken(room);
  writeStorage(`${EXPIRES}${room}`, null);
}

/** The server refused this browser's link `token` for `room` (a removed game, a replaced link): drop it, and the game with it unless an older working link is saved. */
export function linkRefused(room: string, token: string): void {
  if (!tokenRefused(room, token)) writeStorage(`${EXPIRES}${room}`, null);
}

/** Forget every saved game whose link has expired; returns the rooms forgotten. */
export function forgetExpired(now = Date.now()): string[] {
  const expired = rememberedRooms().filter((room) => (expiresAt(room) ?? Number.POSITIVE_INFINITY) <= now);
  expired.forEach(forgetGame);
  return expired;
}
