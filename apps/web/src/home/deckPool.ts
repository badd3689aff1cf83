import { CATALOG, TERMS, TIERS, validateDeck, type Card, type Lang } from '@senjutsu/cards';

// The deck editor's cards, from the content package (loaded with the editor, not with the home
// page): the non-core cards a character may hold, and the content's own deck-building check.

const upper = (s: string) => s.toUpperCase();

/** Common cards, the character's own and those of its weapons; core cards start in hand (R-DECK-2). */
export function cardPool(character: string): readonly Card[] {
  const weapons = (CATALOG.characters[character]?.weapons ?? []).map(upper);
  return Object.values(CATALOG.cards)
    .filter((card) => {
      if (card.tier === 'core') return false;
      const owner = card.owner;
      switch (owner.kind) {
        case 'common':
          return true;
        case 'character':
          return owner.character === character;
        case 'weapon':
          return weapons.includes(upper(owner.weapon));
        default: {
          const never: never = owner;
          return never;
        }
      }
    })
    .sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) || a.number.localeCompare(b.number));
}

export const cardLabel = (number: string, lang: Lang): string => CATALOG.cards[number]?.names[lang] ?? number;
export const tierLabel = (card: Card, lang: Lang): string => TERMS[lang].tiers[card.tier];

/** The rules the deck breaks (empty when legal): 40 cards, or the 30 of a first game (R-DECK-1 note). */
export function deckProblems(character: string, weapon: string | null, cards: readonly string[]): readonly string[] {
  const violations = validateDeck({ character, weapons: weapon === null ? [] : [weapon], cards }, { catalog: CATALOG, size: cards.length === 30 ? 30 : 40 });
  return [...new Set(violations.map((v) => v.rule))];
}
