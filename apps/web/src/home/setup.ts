import type { ComputerLevel, ContentSummary, RoomSetupInput } from '@senjutsu/protocol';
import type { CoopForm } from './coop';
import type { SavedDeck } from './decks';

// The home form's state and the room setup it stands for (RoomSetupSchema). The same setup starts
// an online room (POST /api/rooms) or a hot-seat game in the page.

export const SIGNATURE = 'signature';
export const MIN_SEATS = 2;
export const MAX_SEATS = 4;
/** RoomSetupSchema's limit on terrain pieces. */
export const MAX_TERRAIN = 16;

export type SeatForm = {
  readonly character: string;
  /** SIGNATURE, or the id of a saved deck. */
  readonly deck: string;
  /** OP-44: seats of one team win together; null: on its own. */
  readonly team: number | null;
};

export type SetupForm = {
  /** versus: a duel or multiplayer game; coop: the humans against the engine's automata (section 20). */
  readonly mode: 'versus' | 'coop';
  readonly seats: readonly SeatForm[];
  readonly battlefield: string;
  /** Pieces per terrain kind. */
  readonly terrain: Readonly<Record<string, number>>;
  readonly clock: { readonly on: boolean; readonly bankMinutes: number; readonly incrementSeconds: number };
  readonly blocksProtectAllies: boolean;
  /** The automata and solo settings of a co-op room (kept while the form is in versus mode). */
  readonly coop: CoopForm;
  /** An online room's replay once the game is over (issue 25): hidden hands unless set. */
  readonly replayHands?: 'hidden' | 'revealed';
  /** Issue 26, an online duel: the computer plays Player 2 at this level (unset: a person, by invite). */
  readonly computer?: ComputerLevel | null;
  /** Issue 26, an online duel: the computer plays a seat whose player left, at this level, until they return (unset: off). */
  readonly takeOver?: ComputerLevel | null;
};

/** Whether the form makes a duel (the computer plays duels only). */
export const isDuel = (form: SetupForm): boolean => form.mode === 'versus' && form.seats.length === 2;

/** An online room's computer settings (issue 26): added to `toRoomSetup` for an online room only. */
export const computerSetup = (form: SetupForm): Pick<RoomSetupInput, 'computer' | 'takeOver'> => ({
  ...(isDuel(form) && form.computer ? { computer: { seat: 1, level: form.computer } } : {}),
  ...(isDuel(form) && form.takeOver ? { takeOver: { level: form.takeOver } } : {}),
});

/** A seat with the first character no other seat plays. */
function freshSeat(content: ContentSummary, taken: readonly string[]): SeatForm {
  const character = content.characters.find((c) => !taken.includes(c.id)) ?? content.characters[0];
  return { character: character?.id ?? '', deck: SIGNATURE, team: null };
}

/** The battlefield a new game is set on: a printed one with its own terrain (R-SETUP-1), no pieces to place. */
export const DEFAULT_BATTLEFIELD = 'burnt-village';

export function defaultForm(content: ContentSummary): SetupForm {
  const first = freshSeat(content, []);
  return {
    seats: [first, freshSeat(content, [first.character])],
    battlefield: (content.battlefields.find((b) => b.id === DEFAULT_BATTLEFIELD) ?? content.battlefields[0])?.id ?? '',
    terrain: {},
    clock: { on: false, bankMinutes: 20, incrementSeconds: 10 },
    blocksProtectAllies: false,
    mode: 'versus',
    coop: { automata: [{ automaton: 'katana-ashigaru', nightmare: false, woundLimit: null, choices: null }], markers: 'random', stunProcedure: 'shuffle' },
  };
}

/** The form with `count` seats: new seats take characters nobody plays yet. */
export function withSeatCount(form: SetupForm, count: number, content: ContentSummary): SetupForm {
  const seats = form.seats.slice(0, count);
  while (seats.length < count) seats.push(freshSeat(content, seats.map((s) => s.character)));
  // Teams mean something only with three or four seats of a versus game (a co-op room's humans are one side).
  return { ...form, seats: count < 3 || form.mode === 'coop' ? seats.map((s) => ({ ...s, team: null })) : seats };
}

export const terrainPieces = (form: SetupForm): string[] =>
  Object.entries(form.terrain).flatMap(([kind, n]) => Array.from({ length: n }, () => kind));

/** Two seats with one character: the form says so before the server would refuse. */
export const duplicateCharacters = (form: SetupForm): boolean => new Set(form.seats.map((s) => s.character)).size !== form.seats.length;

/** The room setup of the form; a saved deck that no longer exists falls back to the signature deck. */
export function toRoomSetup(form: SetupForm, decks: readonly SavedDeck[]): RoomSetupInput {
  const coop = form.mode === 'coop';
  return {
    mode: coop ? 'coop' : form.seats.length === 2 ? 'duel' : 'multiplayer',
    seats: form.seats.map((s) => {
      const saved = s.deck === SIGNATURE ? undefined : decks.find((d) => d.id === s.deck && d.character === s.character);
      return {
        character: s.character,
        deck: saved === undefined ? { kind: 'signature' as const } : { kind: 'custom' as const, cards: [...saved.cards] },
        ...(saved?.weapon ? { weapon: saved.weapon } : {}),
        ...(s.team === null || coop ? {} : { team: s.team }),
      };
    }),
    battlefield: form.battlefield,
    terrain: terrainPieces(form) as RoomSetupInput['terrain'],
    options: { blocksProtectAllies: form.blocksProtectAllies },
    clock: form.clock.on ? { bankSeconds: Math.round(form.clock.bankMinutes * 60), incrementSeconds: Math.round(form.clock.incrementSeconds) } : null,
    ...(coop ? { coop: coopSetupOf(form.coop) } : {}),
    ...(form.replayHands === 'revealed' ? { replayHands: 'revealed' as const } : {}),
  };
}

/** The `coop` field of a room setup (CoopSetupSchema). */
function coopSetupOf(form: CoopForm): NonNullable<RoomSetupInput['coop']> {
  return {
    automata: form.automata.map((a) => ({
      automaton: a.automaton, nightmare: a.nightmare,
      ...(a.woundLimit === null ? {} : { woundLimit: a.woundLimit }),
      ...(a.choices === null ? {} : { choices: [...a.choices] }),
    })),
    markers: form.markers,
    stunProcedure: form.stunProcedure,
  };
}
