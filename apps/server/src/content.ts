import {
  BATTLEFIELDS,
  BattlefieldSchema,
  CATALOG,
  CardSchema,
  CharacterSchema,
  PACKS,
  TERRAIN_PIECES,
  validateDeck as validateCardDeck,
  type Battlefield,
  type Card,
  type TerrainKind,
} from '@senjutsu/cards';
import { addedDefinitions, createGame, createRuleset, DefinitionsSchema, rulesOf, type Applied, type GameConfig, type GameState, type RuleError, type Ruleset } from '@senjutsu/engine';
import { TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS, TEST_DECK } from '@senjutsu/engine/testing';
import type { ContentSummary, RoomSetup, RulesetInfo } from '@senjutsu/protocol';

// THE ONE PLACE WHERE THE SERVER MEETS GAME CONTENT. Rooms are played with the built-in
// catalogue of @senjutsu/cards (the four characters, their signature decks, the battlefields and
// the terrain pieces of the box), and custom decks are checked by the deck-building rules of
// section 18. The engine's small test content can be served instead (SENJUTSU_CONTENT=test, or
// `contentNamed('test')` passed to the server): most server tests use it, because its games are
// short and its cards are few; the real-content tests and `BENCH_CONTENT=real` use the catalogue.

type ContentSource = {
  readonly characters: readonly { readonly id: string; readonly names: { readonly en: string }; readonly weapons: readonly string[] }[];
  readonly cards: readonly Card[];
  readonly battlefields: readonly Battlefield[];
  readonly signatureDecks: Readonly<Record<string, { readonly weapon?: string; readonly cards: readonly string[] }>>;
  readonly terrain: readonly TerrainKind[];
  /** Definitions to add to the engine's built-in ruleset (the test content only). */
  readonly definitions?: NonNullable<GameConfig['definitions']>;
  /** Whether a custom deck is legal: its violations, empty when legal. */
  readonly check: (character: string, weapon: string | undefined, deck: readonly string[]) => readonly { rule?: string; message: string }[];
};

const REAL: ContentSource = {
  characters: Object.values(CATALOG.characters),
  cards: Object.values(CATALOG.cards),
  battlefields: Object.values(BATTLEFIELDS),
  signatureDecks: Object.fromEntries(PACKS.map((p) => [p.character.id, p.signatureDeck])),
  terrain: (Object.keys(TERRAIN_PIECES) as TerrainKind[]).filter((k) => TERRAIN_PIECES[k] > 0),
  // R-DECKBUILD-1: 40 cards, or the 30 of the quick-play signature size (R-DECK-1 note).
  check: (character, weapon, deck) =>
    validateCardDeck({ character, weapons: weapon === undefined ? [] : [weapon], cards: deck }, { catalog: CATALOG, size: deck.length === 30 ? 30 : 40 }),
};

const TEST: ContentSource = {
  characters: TEST_CHARACTERS.map((c) => CharacterSchema.parse(c)),
  cards: TEST_CARDS.map((c) => CardSchema.parse(c)),
  battlefields: [BattlefieldSchema.parse(TEST_BATTLEFIELD)],
  signatureDecks: { kensei: { cards: TEST_DECK }, tetsu: { cards: TEST_DECK } },
  terrain: ['rock', 'bamboo', 'cart', 'shrine', 'corpse'],
  definitions: { cards: TEST_CARDS, characters: TEST_CHARACTERS },
  check: (character, _weapon, deck) => structuralCheck(character, deck),
};

export type ContentName = 'real' | 'test';
export type ContentError = { readonly code: 'UNKNOWN_CONTENT' | 'INVALID_DECK'; readonly message: string; readonly rule?: string };
type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ContentError };

const fail = (code: ContentError['code'], message: string, rule?: string): Checked<never> => ({
  ok: false,
  error: rule === undefined ? { code, message } : { code, message, rule },
});

/** What a room can be made of, resolved against one content source. */
export type Content = {
  readonly name: ContentName;
  /** The ruleset every room of this content plays with (built once). */
  readonly ruleset: Ruleset;
  /**
   * The ruleset a room's game plays, as a joining client gets it: what it adds to the built-in one
   * (which the client bundles); a co-op game's ruleset has its automata added.
   */
  rulesetInfoOf(state: GameState): RulesetInfo;
  /** The engine configuration of a room: its setup resolved against the content, plus the seed (played with `ruleset`). */
  gameConfig(setup: RoomSetup, seed: string): Checked<GameConfig>;
  /** The room's game at its first version: `gameConfig`, then the engine's createGame with `ruleset`. */
  /** `legacyWindows`: a room stored before OP-68 (format 1) keeps the windows it was played with (storage.ts `ROOM_FORMAT`). */
  newGame(setup: RoomSetup, seed: string, legacyWindows?: boolean): { readonly ok: true; readonly value: Applied } | { readonly ok: false; readonly error: ContentError | RuleError };
  /** A custom deck by the content's rules; the first violation is reported with its rule. */
  validateDeck(characterId: string, deck: readonly string[], weapon?: string): Checked<readonly string[]>;
  /** What a room can be made of, for the lobby. */
  summary(): ContentSummary;
};

const SOURCES: Record<ContentName, ContentSource> = { real: REAL, test: TEST };
const built = new Map<ContentName, Content>();

/** The named content (built once per process). */
export function contentNamed(name: ContentName): Content {
  let content = built.get(name);
  if (content === undefined) {
    content = contentOf(name, SOURCES[name]);
    built.set(name, content);
  }
  return content;
}

/** The content a server serves unless told otherwise: the catalogue, or the test content with SENJUTSU_CONTENT=test. */
export const defaultContent = (): Content => contentNamed(process.env['SENJUTSU_CONTENT'] === 'test' ? 'test' : 'real');

function contentOf(name: ContentName, source: ContentSource): Content {
  const derived = createRuleset(source.definitions);
  if (!derived.ok) throw new Error(`content ${name}: ${derived.error.message}`); // our own content: a bug
  const ruleset = derived.value;
  const added = source.definitions === undefined ? null : DefinitionsSchema.parse(source.definitions);
  const rulesetInfo: RulesetInfo = { id: ruleset.id, hash: ruleset.hash, definitions: added };
  const characterById = (id: string) => source.characters.find((c) => c.id === id);

  /** The core weapon cards a character may take (R-CORE-3). */
  const weaponCards = (characterId: string): string[] => {
    const character = characterById(characterId);
    if (character === undefined) return [];
    return source.cards.filter((c) => c.owner.kind === 'weapon' && character.weapons.includes(c.owner.weapon) && c.types.includes('core')).map((c) => c.number);
  };

  const validateDeck: Content['validateDeck'] = (characterId, deck, weapon) => {
    if (characterById(characterId) === undefined) return fail('UNKNOWN_CONTENT', `unknown character '${characterId}'`);
    const violations = source.check(characterId, weapon, deck);
    const first = violations[0];
    if (first !== undefined) return fail('INVALID_DECK', violations.map((v) => v.message).join('; '), first.rule);
    return { ok: true, value: deck };
  };

  const deckOf = (seat: RoomSetup['seats'][number], weapon: string | undefined): Checked<readonly string[]> => {
    const deck = seat.deck;
    switch (deck.kind) {
      case 'signature': {
        const signature = source.signatureDecks[seat.character];
        return signature === undefined ? fail('UNKNOWN_CONTENT', `no signature deck for '${seat.character}'`) : { ok: true, value: signature.cards };
      }
      case 'custom':
        return validateDeck(seat.character, deck.cards, weapon);
      default: {
        const never: never = deck;
        return never;
      }
    }
  };

  const gameConfig: Content['gameConfig'] = (setup, seed) => {
    const battlefield = source.battlefields.find((b) => b.id === setup.battlefield);
    if (battlefield === undefined) return fail('UNKNOWN_CONTENT', `unknown battlefield '${setup.battlefield}'`);
    const seats: GameConfig['seats'] = [];
    for (const seat of setup.seats) {
      if (characterById(seat.character) === undefined) return fail('UNKNOWN_CONTENT', `unknown character '${seat.character}'`);
      const weapons = weaponCards(seat.character);
      const weapon = seat.weapon ?? source.signatureDecks[seat.character]?.weapon ?? weapons[0];
      const deck = deckOf(seat, weapon);
      if (!deck.ok) return deck;
      if (weapon !== undefined && !weapons.includes(weapon)) return fail('INVALID_DECK', `${seat.character} cannot take weapon card ${weapon}`, 'R-CORE-3');
      seats.push({ character: seat.character, deck: [...deck.value], weapons: weapon === undefined ? [] : [weapon], ...(seat.team === undefined ? {} : { team: seat.team }) });
    }
    return {
      ok: true,
      value: {
        seed, battlefield, seats, terrain: [...setup.terrain], options: setup.options,
        // Section 20: the automaton seats come after the humans' (the engine builds them).
        ...(setup.coop === undefined ? {} : { solo: setup.coop }),
      },
    };
  };

  return {
    name,
    ruleset,
    rulesetInfoOf: (state) => {
      const played = rulesOf(state);
      if (played === ruleset) return rulesetInfo;
      // Every join of a co-op room asks: its ruleset's additions are worked out once.
      let info = derivedInfo.get(played);
      if (info === undefined) derivedInfo.set(played, (info = { id: played.id, hash: played.hash, definitions: DefinitionsSchema.parse(addedDefinitions(played)) }));
      return info;
    },
    validateDeck,
    gameConfig,
    newGame(setup, seed, legacyWindows = false) {
      const config = gameConfig(setup, seed);
      if (!config.ok) return config;
      return createGame(legacyWindows ? { ...config.value, options: { ...config.value.options, windowsForHolders: true } } : config.value, ruleset);
    },
    summary: () => ({
      characters: source.characters.map((c) => ({ id: c.id, name: c.names.en, weapons: weaponCards(c.id), signatureDeck: [...(source.signatureDecks[c.id]?.cards ?? [])] })),
      battlefields: source.battlefields.map((b) => ({ id: b.id, name: b.names.en, startAreas: b.startAreas.length })),
      terrain: [...source.terrain],
    }),
  };
}

/** What a ruleset adds to the built-in one (the client derives it again from these, a co-op game's automata, R-SOLO-SETUP-3). */
const derivedInfo = new WeakMap<Ruleset, RulesetInfo>();


/** The test content's check: every card exists, is not a core card, and may be used by the character. */
function structuralCheck(characterId: string, deck: readonly string[]): { rule?: string; message: string }[] {
  const character = TEST.characters.find((c) => c.id === characterId)!;
  for (const number of deck) {
    const card = TEST.cards.find((c) => c.number === number);
    if (card === undefined) return [{ message: `unknown card '${number}'` }];
    if (card.types.includes('core')) return [{ rule: 'R-DECK-2', message: `core card ${number} starts in hand and is not part of a deck` }];
    const owner = card.owner;
    const allowed =
      owner.kind === 'common' ||
      (owner.kind === 'character' && owner.character === characterId) ||
      (owner.kind === 'weapon' && character.weapons.includes(owner.weapon));
    if (!allowed) return [{ rule: 'R-DECKBUILD-7', message: `card ${number} belongs to another character` }];
  }
  return [];
}
