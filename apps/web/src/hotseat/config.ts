import { BATTLEFIELDS, CATALOG, PACKS, validateDeck, type Battlefield } from '@senjutsu/cards';
import type { GameConfig } from '@senjutsu/engine';
import type { RoomSetupInput } from '@senjutsu/protocol';

// A hot-seat game's engine configuration from the home form's room setup, resolved against the
// built-in content the way the server resolves a room (apps/server/src/content.ts): the signature
// deck and weapon of each character's pack, a saved deck checked by the content's deck-building rules.

export type Configured = { readonly ok: true; readonly value: GameConfig } | { readonly ok: false; readonly code: 'UNKNOWN_CONTENT' | 'INVALID_DECK'; readonly message: string; readonly rule?: string };

const fail = (code: 'UNKNOWN_CONTENT' | 'INVALID_DECK', message: string, rule?: string): Configured =>
  rule === undefined ? { ok: false, code, message } : { ok: false, code, message, rule };

/** Two seats with the first two characters on the first battlefield: a page opened without the form. */
export function defaultSetup(): RoomSetupInput {
  return {
    mode: 'duel',
    seats: PACKS.slice(0, 2).map((p) => ({ character: p.character.id, deck: { kind: 'signature' as const } })),
    battlefield: Object.keys(BATTLEFIELDS)[0] ?? '',
  };
}

export function gameConfigOf(setup: RoomSetupInput, seed: string): Configured {
  const battlefield = (BATTLEFIELDS as Readonly<Record<string, Battlefield>>)[setup.battlefield];
  if (battlefield === undefined) return fail('UNKNOWN_CONTENT', `unknown battlefield '${setup.battlefield}'`);
  const seats: GameConfig['seats'] = [];
  for (const seat of setup.seats) {
    const pack = PACKS.find((p) => p.character.id === seat.character);
    if (pack === undefined) return fail('UNKNOWN_CONTENT', `unknown character '${seat.character}'`);
    const weapon = seat.weapon ?? pack.signatureDeck.weapon;
    const deck = seat.deck ?? { kind: 'signature' };
    let cards: readonly string[];
    if (deck.kind === 'signature') {
      cards = pack.signatureDeck.cards;
    } else {
      cards = deck.cards;
      const problems = validateDeck({ character: seat.character, weapons: [weapon], cards }, { catalog: CATALOG, size: cards.length === 30 ? 30 : 40 });
      const first = problems[0];
      if (first !== undefined) return fail('INVALID_DECK', problems.map((p) => p.message).join('; '), first.rule);
    }
    seats.push({ character: seat.character, deck: [...cards], weapons: [weapon], ...(seat.team === undefined ? {} : { team: seat.team }) });
  }
  return { ok: true, value: { seed, battlefield, seats, terrain: [...(setup.terrain ?? [])], ...(setup.options === undefined ? {} : { options: setup.options }) } };
}
