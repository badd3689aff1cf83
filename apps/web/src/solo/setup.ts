import type { AutomatonId } from '@senjutsu/cards';
import type { RoomSetupInput } from '@senjutsu/protocol';
import type { SetupForm } from '../home/setup';
import type { SavedDeck } from '../home/decks';
import { toRoomSetup } from '../home/setup';
import { sessionSlot } from '../app/handoff';

// A solo game's setup as the home form states it: the player's seat (Player 1 of the shared setup
// form: character, deck, battlefield, terrain, open ruling) and the automata with the solo
// settings (docs/engine-api.md "Solo and co-op"). The home page hands it to the solo page.

export type OpponentForm = { readonly automaton: AutomatonId; readonly nightmare: boolean };

export type SoloForm = {
  readonly opponents: readonly OpponentForm[];
  /** OP-25: starting behaviour and stance at random (the default, R-SOLO-SETUP-6) or by position. */
  readonly markers: 'random' | 'position';
  /** OP-23: stun cards shuffled into the automaton's deck (the default, R-SOLO-STUN-2) or beside it. */
  readonly stunProcedure: 'shuffle' | 'beside';
};

/** R-SOLO-SETUP-3: one to three automata; humans and automata together at most four (R-OVERVIEW-1). */
export const MAX_OPPONENTS = 3;

export const defaultSoloForm = (): SoloForm => ({ opponents: [{ automaton: 'katana-ashigaru', nightmare: false }], markers: 'random', stunProcedure: 'shuffle' });

/**
 * What the home page hands to the solo page: a co-op room's setup with one human seat (the same
 * RoomSetupSchema an online solo room uses), played in the page instead of on the server.
 */
export type SoloSetup = RoomSetupInput & { readonly mode: 'coop' };

export function toSoloSetup(form: SetupForm, solo: SoloForm, decks: readonly SavedDeck[]): SoloSetup {
  const room = toRoomSetup({ ...form, seats: form.seats.slice(0, 1).map((s) => ({ ...s, team: null })) }, decks);
  return { ...room, mode: 'coop', clock: null, coop: { automata: solo.opponents.map((o) => ({ ...o })), markers: solo.markers, stunProcedure: solo.stunProcedure } };
}

// The home page's "play solo": the solo page takes the setup once and starts a new game from it; the
// setup stays until the game it starts is saved (a reload meanwhile starts it again). Without session
// storage the solo page resumes the current game, if any.
const slot = sessionSlot('senjutsu:solo:new');
export const handSoloSetup = (setup: SoloSetup): void => slot.hand(setup);
export const pendingSoloSetup = slot.pending;
export const clearSoloSetup = slot.clear;
