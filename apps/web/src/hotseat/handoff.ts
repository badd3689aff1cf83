import type { RoomSetupInput } from '@senjutsu/protocol';
import { sessionSlot } from '../app/handoff';
import { messageId } from '../net/ids';

// The home form hands the hot-seat page its setup through sessionStorage; the page starts a game
// from it and clears it once the game is saved in the browser (IndexedDB, ./saved.ts), so a reload
// resumes the saved game. Without session storage the page resumes the saved game, if any.
const slot = sessionSlot('senjutsu:hotseat');
/** The setup goes with the new game's id (its seed too): a page that takes it twice starts one game, not two. */
export const startHotSeat = (setup: RoomSetupInput): void => slot.hand({ id: messageId('hotseat'), setup });
export const hotSeatSetup = (): { readonly id: string; readonly setup: unknown } | null => {
  const pending = slot.pending() as { id?: unknown; setup?: unknown } | null;
  return pending !== null && typeof pending.id === 'string' ? { id: pending.id, setup: pending.setup } : null;
};
export const clearHotSeat = slot.clear;
/** The hot-seat game's kind among the games saved in the browser (worker/save.ts). */
export const HOTSEAT_KIND = 'hotseat';
