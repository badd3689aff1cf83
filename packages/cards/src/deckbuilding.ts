import { z } from 'zod';
import type { Card, Character, Tier } from './schema';

// Section 18: deck building and the specific schools of matched play, as a pure check that lists
// every violation (an empty list = a legal deck).

/** R-SCHOOL-1..4: the three specific schools. */
export const SCHOOL_IDS = ['blazing-sun', 'autumn-hare', 'jade-river'] as const;
export const SchoolSchema = z.enum(SCHOOL_IDS);
export type School = z.infer<typeof SchoolSchema>;

/**
 * R-SCHOOL-2..4: the common cards of each school. R-SCHOOL-7: the publisher may revise these
 * lists for balance; a revision is an edit of this record only.
 */
export const SCHOOLS: Readonly<Record<School, readonly string[]>> = {
  'blazing-sun': ['086', '113', '119'], // R-SCHOOL-2
  'autumn-hare': ['096', '112', '128'], // R-SCHOOL-3
  'jade-river': ['084', '105', '100'], // R-SCHOOL-4
};

/** The school a common card belongs to, if any. */
export const schoolOf = (number: string): School | undefined => SCHOOL_IDS.find((s) => SCHOOLS[s].includes(number));

/** R-SCHOOL-8: the schools whose cards a deck contains (a signature deck follows at most one). */
export const schoolsIn = (cards: readonly string[]): School[] => SCHOOL_IDS.filter((s) => cards.some((n) => SCHOOLS[s].includes(n)));

/** R-DECKBUILD-8..11: copies of one card allowed by its tier (jade: one jade card in the deck). */
export const TIER_COPY_LIMITS: Readonly<Record<Exclude<Tier, 'core'>, number>> = { wood: 3, steel: 2, gold: 1, jade: 1 };
/** R-DECKBUILD-10. */
export const MAX_GOLD_CARDS = 8;
/** R-DECKBUILD-11. */
export const MAX_JADE_CARDS = 1;

/** The rules a deck can break, each cited by the violation. */
export const DECK_RULES = [
  'R-DECKBUILD-1', 'R-DECKBUILD-2', 'R-DECKBUILD-3', 'R-DECKBUILD-4', 'R-DECKBUILD-5', 'R-DECKBUILD-6',
  'R-DECKBUILD-7', 'R-DECKBUILD-8', 'R-DECKBUILD-9', 'R-DECKBUILD-10', 'R-DECKBUILD-11',
  'R-SCHOOL-2', 'R-SCHOOL-3', 'R-SCHOOL-4', 'R-SCHOOL-5', 'R-SCHOOL-6', 'R-DECK-2', 'R-CARD-3',
] as const;
export type DeckRule = (typeof DECK_RULES)[number];
export type DeckViolation = { readonly rule: DeckRule; readonly message: string; readonly cards: readonly string[] };

export type DeckInput = {
  /** The character's id. */
  readonly character: string;
  /** The chosen core weapon card numbers (R-DECKBUILD-4, R-DECKBUILD-5). */
  readonly weapons: readonly string[];
  /** The ability deck, one entry per copy; core cards do not belong here (R-DECK-2). */
  readonly cards: readonly string[];
};

export type DeckCatalog = {
  readonly cards: Readonly<Record<string, Card>>;
  readonly characters: Readonly<Record<string, Character>>;
};

export type DeckOptions = {
  readonly catalog: DeckCatalog;
  /**
   * Matched play (R-SCHOOL): the chosen school, or null for none (R-SCHOOL-6). Left out, the
   * school rules do not apply (R-DECKBUILD-6: they are for matched play only).
   */
  readonly school?: School | null | undefined;
  /**
   * 40 (R-DECKBUILD-1), or 30: the Polish rulebook's deck size for first games, the size of the
   * printed signature decks (R-DECK-1 note, R-SIG-2).
   */
  readonly size?: 30 | 40 | undefined;
  /** R-SCHOOL-7: a revised school membership (e.g. a tournament's list); the rulebook's by default. */
  readonly schools?: Readonly<Record<School, readonly string[]>> | undefined;
};

const SCHOOL_RULE: Record<School, DeckRule> = { 'blazing-sun': 'R-SCHOOL-2', 'autumn-hare': 'R-SCHOOL-3', 'jade-river': 'R-SCHOOL-4' };
const SCHOOL_NAME: Record<School, string> = { 'blazing-sun': 'Blazing Sun', 'autumn-hare': 'Autumn Hare', 'jade-river': 'Jade River' };

const unique = (xs: readonly string[]) => [...new Set(xs)];
const upper = (s: string) => s.toUpperCase();

/** A violation if `cards` is not empty. */
const violation = (rule: DeckRule, cards: readonly string[], message: string): DeckViolation[] =>
  cards.length === 0 ? [] : [{ rule, message, cards: unique(cards) }];

/** Every way the deck breaks section 18; empty when the deck is legal. */
export function validateDeck(deck: DeckInput, options: DeckOptions): DeckViolation[] {
  const { catalog } = options;
  const character = catalog.characters[deck.character];
  if (character === undefined) {
    return [{ rule: 'R-DECKBUILD-3', message: `unknown character '${deck.character}'`, cards: [] }];
  }
  return [
    ...coreAbilityViolations(character, catalog),
    ...weaponViolations(deck, character, catalog),
    ...abilityCardViolations(deck, character, catalog),
    ...sizeViolations(deck, catalog, options.size ?? 40),
    ...copyViolations(deck, catalog),
    ...(options.school === undefined ? [] : schoolViolations(deck, catalog, options.school, options.schools ?? SCHOOLS)),
  ];
}

/** R-DECKBUILD-3: the character card comes with its own core ability card. */
function coreAbilityViolations(character: Character, catalog: DeckCatalog): DeckViolation[] {
  const core = catalog.cards[character.coreCard];
  const own = core !== undefined && core.tier === 'core' && core.owner.kind === 'character' && core.owner.character === character.id;
  return own ? [] : violation('R-DECKBUILD-3', [character.coreCard], `${character.names.en}'s core ability card ${character.coreCard} is missing or not that character's core card`);
}

/** A weapon option of the character named among the card's keywords (R-DECKBUILD-4). */
const wieldable = (card: Card, character: Character) => character.weapons.some((w) => card.keywords.map(upper).includes(upper(w)));

/** R-DECKBUILD-4, R-DECKBUILD-5, R-CARD-3: the chosen core weapon cards. */
function weaponViolations(deck: DeckInput, character: Character, catalog: DeckCatalog): DeckViolation[] {
  const cardOf = (n: string) => catalog.cards[n];
  const foreign = deck.weapons.filter((n) => { const o = cardOf(n)?.owner; return o?.kind === 'character' && o.character !== character.id; });
  const notWeapon = deck.weapons.filter((n) => { const c = cardOf(n); return !foreign.includes(n) && (c === undefined || c.tier !== 'core' || c.owner.kind !== 'weapon'); });
  const notWielded = deck.weapons.filter((n) => { const c = cardOf(n); return c !== undefined && c.tier === 'core' && c.owner.kind === 'weapon' && !wieldable(c, character); });
  const twice = deck.weapons.filter((n, i) => deck.weapons.indexOf(n) !== i);
  return [
    ...(deck.weapons.length === 0
      ? [{ rule: 'R-DECKBUILD-4' as const, message: `choose a core weapon card for one of ${character.names.en}'s weapons (${character.weapons.join(', ')})`, cards: [] }]
      : []),
    ...violation('R-CARD-3', foreign, 'cards of another character cannot be used'),
    ...violation('R-DECKBUILD-4', notWeapon, 'not a core weapon card'),
    ...violation('R-DECKBUILD-4', notWielded, `no weapon option of ${character.names.en} (${character.weapons.join(', ')}) is among the card's keywords`),
    ...violation('R-DECKBUILD-5', twice, 'a core weapon card is chosen once'),
  ];
}

/** R-DECKBUILD-1, R-DECK-2, R-DECKBUILD-5, R-DECKBUILD-7, R-CARD-3, R-DECKBUILD-4: whose cards the deck holds. */
function abilityCardViolations(deck: DeckInput, character: Character, catalog: DeckCatalog): DeckViolation[] {
  const known = deck.cards.filter((n) => catalog.cards[n] !== undefined);
  const cards = known.map((n) => catalog.cards[n]!);
  const otherCharacter = (c: Card) => c.owner.kind === 'character' && c.owner.character !== character.id;
  const numbers = (pick: (c: Card) => boolean) => cards.filter(pick).map((c) => c.number);
  return [
    ...violation('R-DECKBUILD-1', deck.cards.filter((n) => catalog.cards[n] === undefined), 'not an ability card of the catalogue'),
    ...violation('R-DECKBUILD-5', numbers((c) => c.tier === 'core' && c.owner.kind === 'weapon'), 'core weapon cards are chosen beside the deck and never count toward it'),
    ...violation('R-DECK-2', numbers((c) => c.tier === 'core' && !otherCharacter(c) && c.owner.kind !== 'weapon'), 'core cards start in hand and never count toward the deck'),
    ...violation('R-CARD-3', numbers((c) => c.tier === 'core' && otherCharacter(c)), "another character's core card"),
    ...violation('R-DECKBUILD-7', numbers((c) => c.tier !== 'core' && otherCharacter(c)), 'signature cards of other characters are forbidden'),
    ...violation(
      'R-DECKBUILD-4',
      numbers((c) => c.tier !== 'core' && c.owner.kind === 'weapon' && !character.weapons.map(upper).includes(upper(c.owner.weapon))),
      `a weapon's card, and ${character.names.en} has no such weapon option`,
    ),
  ];
}

/** R-DECKBUILD-1, R-DECK-2: exactly `size` ability cards; core cards are not counted. */
function sizeViolations(deck: DeckInput, catalog: DeckCatalog, size: 30 | 40): DeckViolation[] {
  const counted = deck.cards.filter((n) => catalog.cards[n]?.tier !== 'core').length;
  return counted === size ? [] : [{ rule: 'R-DECKBUILD-1', message: `the deck holds ${counted} ability cards; it needs exactly ${size}`, cards: [] }];
}

/** R-DECKBUILD-2, R-DECKBUILD-8..11: copies allowed by tier. */
function copyViolations(deck: DeckInput, catalog: DeckCatalog): DeckViolation[] {
  const copies = new Map<string, number>();
  for (const n of deck.cards) if (catalog.cards[n] !== undefined) copies.set(n, (copies.get(n) ?? 0) + 1);
  const tierOf = (n: string) => catalog.cards[n]!.tier;
  const over = (tier: Exclude<Tier, 'core'>) => [...copies].filter(([n, k]) => tierOf(n) === tier && k > TIER_COPY_LIMITS[tier]).map(([n]) => n);
  const total = (tier: Tier) => [...copies].filter(([n]) => tierOf(n) === tier).reduce((s, [, k]) => s + k, 0);
  const gold = [...copies.keys()].filter((n) => tierOf(n) === 'gold');
  const jade = [...copies.keys()].filter((n) => tierOf(n) === 'jade');
  return [
    ...violation('R-DECKBUILD-8', over('wood'), `at most ${TIER_COPY_LIMITS.wood} copies of each wood card`),
    ...violation('R-DECKBUILD-9', over('steel'), `at most ${TIER_COPY_LIMITS.steel} copies of each steel card`),
    ...violation('R-DECKBUILD-10', over('gold'), 'at most 1 copy of each gold card'),
    ...violation('R-DECKBUILD-10', total('gold') > MAX_GOLD_CARDS ? gold : [], `at most ${MAX_GOLD_CARDS} gold cards in all (the deck has ${total('gold')})`),
    ...violation('R-DECKBUILD-11', total('jade') > MAX_JADE_CARDS ? jade : [], `at most ${MAX_JADE_CARDS} jade card in the whole deck (the deck has ${total('jade')})`),
  ];
}

/** R-SCHOOL-5, R-SCHOOL-6 over the memberships of R-SCHOOL-2..4: which school commons may go in. */
function schoolViolations(deck: DeckInput, catalog: DeckCatalog, school: School | null, schools: Readonly<Record<School, readonly string[]>>): DeckViolation[] {
  const schoolOf = (n: string) => SCHOOL_IDS.find((s) => schools[s].includes(n));
  const commons = unique(deck.cards).filter((n) => catalog.cards[n]?.owner.kind === 'common' && schoolOf(n) !== undefined);
  if (school === null) {
    return violation('R-SCHOOL-6', commons, 'a deck without a school may not include cards of any school');
  }
  return SCHOOL_IDS.filter((s) => s !== school).flatMap((s) =>
    violation('R-SCHOOL-5', commons.filter((n) => schoolOf(n) === s), `a deck of the ${SCHOOL_NAME[school]} school may not include cards of the ${SCHOOL_NAME[s]} school (${SCHOOL_RULE[s]})`),
  );
}
