import type { RoomSetupInput } from '@senjutsu/protocol';

// The home form hands the hot-seat page its setup through sessionStorage: a reload of the
// hot-seat page keeps the setup (not the game, which lives only in the page's memory).
const KEY = 'senjutsu:hotseat';

export function startHotSeat(setup: RoomSetupInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(setup));
  } catch {
    // No session storage: the hot-seat page falls back to its default setup.
  }
}

export function hotSeatSetup(): unknown {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null; // nothing readable: the page uses its default setup
  }
}
