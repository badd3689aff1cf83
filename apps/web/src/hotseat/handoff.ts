import type { RoomSetupInput } from '@senjutsu/protocol';
import { sessionSlot } from '../app/handoff';

// The home form hands the hot-seat page its setup through sessionStorage: a reload of the
// hot-seat page keeps the setup (not the game, which lives only in the page's memory).
// Without session storage the hot-seat page falls back to its default setup.
const slot = sessionSlot('senjutsu:hotseat');
export const startHotSeat = (setup: RoomSetupInput): void => slot.hand(setup);
export const hotSeatSetup = slot.pending;
