import { AUTOMATED_CHARACTERS, AUTOMATON_IDS, HORDE_STARTS, type AutomatedCharacter, type AutomatonId } from '@senjutsu/cards';
import type { HordeConfigInput } from '@senjutsu/engine';
import { toRoomSetup, type SetupForm } from '../home/setup';
import type { SavedDeck } from '../home/decks';
import { sessionSlot } from '../app/handoff';

// A horde run's setup as the home page states it (section 22): Player 1 of the shared setup form
// (character, deck, battlefield, terrain, open ruling) and the horde settings (nightmare horde,
// R-HORDE-NIGHTMARE-1/2; the fallen lord, R-HORDE-LORD-1..4). The home page hands it to /horde.

export type HordeForm = {
  readonly nightmare: 'none' | 'one' | 'all';
  /** R-HORDE-NIGHTMARE-1: the automaton that replaces one katana ashigaru. */
  readonly replacement: ReplacementId;
  /** R-HORDE-NIGHTMARE-2: the automated characters that replace the three katana ashigaru, in wave order. */
  readonly characters: readonly [AutomatedCharacter, AutomatedCharacter, AutomatedCharacter];
  readonly fallenLord: boolean;
};

export type ReplacementId = Exclude<AutomatonId, 'katana-ashigaru'>;
/** R-HORDE-NIGHTMARE-1: any automaton but the katana ashigaru it replaces. */
export const REPLACEMENTS: readonly ReplacementId[] = AUTOMATON_IDS.filter((a): a is ReplacementId => a !== 'katana-ashigaru');

/** Three automated characters none of which is `player` (R-HORDE-NIGHTMARE-2: the player's own cannot be automated). */
export function defaultCharacters(player: string): HordeForm['characters'] {
  const [a, b, c] = AUTOMATED_CHARACTERS.filter((x) => x !== player);
  return [a!, b!, c!];
}

export const defaultHordeForm = (player: string): HordeForm => ({ nightmare: 'none', replacement: 'yari-ashigaru', characters: defaultCharacters(player), fallenLord: false });

/** R-HORDE-10: only a battlefield with the horde start hexes A..D and X can host a run. */
export const hasHordeStarts = (battlefield: string): boolean => Object.hasOwn(HORDE_STARTS, battlefield);

/** Why the form cannot start a run (the engine would refuse it), or null. */
export function hordeProblem(form: SetupForm, horde: HordeForm): 'noStarts' | 'ownCharacter' | null {
  if (!hasHordeStarts(form.battlefield)) return 'noStarts';
  const player = form.seats[0]?.character ?? '';
  if (horde.nightmare === 'all' && (horde.characters.includes(player as AutomatedCharacter) || new Set(horde.characters).size !== 3)) return 'ownCharacter';
  if (horde.nightmare === 'one' && horde.replacement === player) return 'ownCharacter';
  return null;
}

/** The engine's horde settings (docs/horde.md): the replacement and the characters only with their nightmare setting. */
export function hordeConfigOf(horde: HordeForm): HordeConfigInput {
  switch (horde.nightmare) {
    case 'none': return { nightmare: 'none', fallenLord: horde.fallenLord };
    case 'one': return { nightmare: 'one', replacement: horde.replacement, fallenLord: horde.fallenLord };
    case 'all': return { nightmare: 'all', characters: [...horde.characters], fallenLord: horde.fallenLord };
    default: {
      const never: never = horde.nightmare;
      throw new Error(`unknown nightmare setting ${String(never)}`);
    }
  }
}

/** What the home page hands to the horde page (HordeSetupSchema in ./config checks it on arrival). */
export type HordeSetup = {
  readonly seat: ReturnType<typeof toRoomSetup>['seats'][number];
  readonly battlefield: string;
  readonly terrain: readonly string[];
  readonly blocksProtectAllies: boolean;
  readonly horde: HordeConfigInput;
};

export function toHordeSetup(form: SetupForm, horde: HordeForm, decks: readonly SavedDeck[]): HordeSetup {
  const room = toRoomSetup({ ...form, seats: form.seats.slice(0, 1).map((s) => ({ ...s, team: null })) }, decks);
  return { seat: room.seats[0]!, battlefield: room.battlefield, terrain: [...(room.terrain ?? [])], blocksProtectAllies: form.blocksProtectAllies, horde: hordeConfigOf(horde) };
}

// The home page's "start a horde run": the horde page takes the setup once and starts a run from it;
// the setup stays until the run it starts is saved (a reload meanwhile starts it again). Without
// session storage the horde page resumes the current run, if any.
const slot = sessionSlot('senjutsu:horde:new');
export const handHordeSetup = (setup: HordeSetup): void => slot.hand(setup);
export const pendingHordeSetup = slot.pending;
export const clearHordeSetup = slot.clear;
