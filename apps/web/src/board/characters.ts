import { CATALOG, SOLO_CATALOG, type Character, type Lang } from '@senjutsu/cards';
import type { CardId, Definitions, GameView } from '@senjutsu/engine';
import { characterName } from '../app/content';

// What the board shows of a seat beyond its view: the character's names, symbol, limits and Kamae
// map come from the built-in content (a game on other content shows the id and no map).

/** Seat colours, as the coloured bases of the physical figures. */
// Six: a horde run has the player, four automata and the fallen lord (docs/horde.md, ruling H1).
export const SEAT_COLOURS = ['#b3261e', '#1f5fa8', '#2f7d32', '#7b4bb0', '#b86e00', '#5d4a3a'] as const;
export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;

export const characterOf = (id: string): Character | undefined => CATALOG.characters[id];

// The names are app/content's (the home page loads it on demand; the board, in the game chunk, with it).
export { characterName, terrainName } from '../app/content';

/** One or two letters drawn on the figure. */
export const symbolOf = (id: string): string => {
  // An automaton's own character goes by the automaton's name (app/content.ts).
  const name = characterOf(id)?.names.en ?? characterName(id, 'en');
  return name.slice(0, 1).toUpperCase();
};

/** The number the engine gives stun cards in hand (R-STUN-1): they have no card face. */
export const STUN_CARD = 'STUN';

/** The number of a card instance as this view shows it, if it shows it at all. */
export function numberOfCard(view: GameView, card: CardId): string | undefined {
  for (const st of view.seats) {
    const seen = [...(st.hand ?? []), ...(st.offered ?? []), ...(st.selected ? [st.selected] : []), ...(st.play ? [st.play] : []), ...st.discard];
    const found = seen.find((c): c is { card: CardId; number: string } => 'card' in c && c.card === card);
    if (found) return found.number;
  }
  return undefined;
}

/** The name in `lang` of the card with this number, from the game's ruleset (views carry no definitions), or an automaton's card from the solo catalogue. */
export const nameOfNumber = (rules: Definitions, number: string, lang: Lang): string | undefined => rules.cards[number]?.names[lang] ?? SOLO_CATALOG.cards[number]?.names[lang];

/** A poison card's name in `lang`, or its number. */
export const poisonNameIn = (number: string, lang: Lang): string => CATALOG.poisons[number]?.names[lang] ?? number;

/** A card instance's name in `lang`, or null when this view does not show the card. */
export function cardName(view: GameView, rules: Definitions, card: CardId, lang: Lang): string | null {
  const number = numberOfCard(view, card);
  return (number === undefined ? undefined : nameOfNumber(rules, number, lang)) ?? null;
}

/** Kamae position colours (R-KAMAE-3), as the card's Kamae bar. */
export const KAMAE_COLOURS: Readonly<Record<string, string>> = {
  neutral: '#8a8a8a',
  aggression: '#c0392b',
  balance: '#2e8b57',
  determination: '#2a6fb0',
  focus: '#d4a017',
};
