import type { GameConfig } from '@senjutsu/engine';
import { TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS, TEST_DECK } from '@senjutsu/engine/testing';
import type { ContentSummary, RoomSetup } from '@senjutsu/protocol';

// THE ONE PLACE WHERE THE SERVER MEETS GAME CONTENT. Until the real characters and cards land
// (the content issue), rooms are played with the engine's test content: the characters 'kensei'
// and 'tetsu', the test cards and deck, and the test battlefield. Swapping in the real catalogue
// is a change of this file only: the constants below, `validateDeck` (which the deck-building
// rules of section 18 replace) and, if the catalogue becomes the engine's built-in content, the
// `definitions` passed in `gameConfig`.

const CHARACTERS = TEST_CHARACTERS;
const CARDS = TEST_CARDS;
const BATTLEFIELDS = [TEST_BATTLEFIELD];
const SIGNATURE_DECKS: Readonly<Record<string, readonly string[]>> = { kensei: TEST_DECK, tetsu: TEST_DECK };
const TERRAIN = ['rock', 'bamboo', 'cart', 'shrine', 'corpse'] as const;

export type ContentError = { readonly code: 'UNKNOWN_CONTENT' | 'INVALID_DECK'; readonly message: string; readonly rule?: string };
type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ContentError };

const fail = (code: ContentError['code'], message: string, rule?: string): Checked<never> => ({
  ok: false,
  error: rule === undefined ? { code, message } : { code, message, rule },
});

const characterById = (id: string) => CHARACTERS.find((c) => c.id === id);
const cardByNumber = (number: string) => CARDS.find((c) => c.number === number);

/** The core weapon cards a character may take (R-CORE-3). */
function weaponCards(characterId: string): string[] {
  const character = characterById(characterId);
  if (character === undefined) return [];
  return CARDS.filter((c) => c.owner.kind === 'weapon' && character.weapons.includes(c.owner.weapon) && c.types.includes('core')).map((c) => c.number);
}

/**
 * A custom deck, checked structurally until the deck-building rules (section 18) arrive with the
 * content issue: every card exists, is not a core card, and belongs to everyone or to this
 * character (or to one of its weapons).
 */
export function validateDeck(characterId: string, deck: readonly string[]): Checked<readonly string[]> {
  const character = characterById(characterId);
  if (character === undefined) return fail('UNKNOWN_CONTENT', `unknown character '${characterId}'`);
  for (const number of deck) {
    const card = cardByNumber(number);
    if (card === undefined) return fail('INVALID_DECK', `unknown card '${number}'`);
    if (card.types.includes('core')) return fail('INVALID_DECK', `core card ${number} starts in hand and is not part of a deck`, 'R-DECK-2');
    const owner = card.owner;
    const allowed =
      owner.kind === 'common' ||
      (owner.kind === 'character' && owner.character === characterId) ||
      (owner.kind === 'weapon' && character.weapons.includes(owner.weapon));
    if (!allowed) return fail('INVALID_DECK', `card ${number} belongs to another character`);
  }
  return { ok: true, value: deck };
}

function deckOf(seat: RoomSetup['seats'][number]): Checked<readonly string[]> {
  const deck = seat.deck;
  switch (deck.kind) {
    case 'signature': {
      const signature = SIGNATURE_DECKS[seat.character];
      return signature === undefined ? fail('UNKNOWN_CONTENT', `no signature deck for '${seat.character}'`) : { ok: true, value: signature };
    }
    case 'custom':
      return validateDeck(seat.character, deck.cards);
    default: {
      const never: never = deck;
      return never;
    }
  }
}

/** The engine configuration of a room: its setup resolved against the content, plus the seed. */
export function gameConfig(setup: RoomSetup, seed: string): Checked<GameConfig> {
  const battlefield = BATTLEFIELDS.find((b) => b.id === setup.battlefield);
  if (battlefield === undefined) return fail('UNKNOWN_CONTENT', `unknown battlefield '${setup.battlefield}'`);
  const seats: GameConfig['seats'] = [];
  for (const seat of setup.seats) {
    if (characterById(seat.character) === undefined) return fail('UNKNOWN_CONTENT', `unknown character '${seat.character}'`);
    const deck = deckOf(seat);
    if (!deck.ok) return deck;
    const weapons = weaponCards(seat.character);
    const weapon = seat.weapon ?? weapons[0];
    if (weapon !== undefined && !weapons.includes(weapon)) return fail('INVALID_DECK', `${seat.character} cannot take weapon card ${weapon}`, 'R-CORE-3');
    seats.push({ character: seat.character, deck: [...deck.value], weapons: weapon === undefined ? [] : [weapon], ...(seat.team === undefined ? {} : { team: seat.team }) });
  }
  return {
    ok: true,
    value: {
      seed, battlefield, seats, terrain: [...setup.terrain], options: setup.options,
      definitions: { cards: CARDS, characters: CHARACTERS },
    },
  };
}

/** What a room can be made of, for the lobby. */
export function contentSummary(): ContentSummary {
  return {
    characters: CHARACTERS.map((c) => ({ id: c.id, name: c.names.en, weapons: weaponCards(c.id), signatureDeck: [...(SIGNATURE_DECKS[c.id] ?? [])] })),
    battlefields: BATTLEFIELDS.map((b) => ({ id: b.id, name: b.names.en, startAreas: b.startAreas.length })),
    terrain: [...TERRAIN],
  };
}
