import type { RoomSetupInput } from '@senjutsu/protocol';
import { sessionSlot } from '../app/handoff';

// The home form hands the hot-seat page its setup through sessionStorage; the page starts a game
// from it and clears it once the game is saved in the browser (IndexedDB, ./saved.ts), so a reload
// resumes the saved game. Without session storage the page resumes the saved game, if any.
const slot = sessionSlot('senjutsu:hotseat');
export const startHotSeat = (setup: RoomSetupInput): void => slot.hand(setup);
export const hotSeatSetup = slot.pending;
export const clearHotSeat = slot.clear;
/** The hot-seat game's kind among the games saved in the browser (worker/save.ts). */
export const HOTSEAT_KIND = 'hotseat';
