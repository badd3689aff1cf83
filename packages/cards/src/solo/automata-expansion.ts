import type { AutomatonInput, RecipeLine, SelectionDeckId } from './schema';

// The automated characters of the first expansion cycle (rules 21.5, R-SOLO-EXP-1..19). Printed:
// the recipes, the preferred distances (Polish only, R-SOLO-DIST-6) and the special rules (pair,
// fixed deck, stealth, Desperation, Wakou's free directions, Yojimbo's contracts). Ours: the names
// in the four languages (the expansions' boxes are not in our texts) and the Desperation threshold
// read as data. Their own solo cards are in cards-expansion.ts.

const take = (deck: SelectionDeckId, count: number): RecipeLine => ({ kind: 'take', deck, count });
const more = (count: number, ...decks: SelectionDeckId[]): RecipeLine => ({ kind: 'choice', decks, count });

/** "1× deck 1, 2× deck 4, 1× deck 5, + 1 from deck 2, 4 or 5": the most common expansion recipe. */
const MELEE = [take(1, 1), take(4, 2), take(5, 1), more(1, 2, 4, 5)];
/** "1× deck 1, 2× deck 3, 1× deck 5, + 1 from deck 2, 4 or 5". */
const REACH = [take(1, 1), take(3, 2), take(5, 1), more(1, 2, 4, 5)];
/** "1× deck 1, 1× deck 3, 1× deck 4, 1× deck 5, + 1 from deck 2, 4 or 5". */
const MIXED = [take(1, 1), take(3, 1), take(4, 1), take(5, 1), more(1, 2, 4, 5)];

const melee = (hexes: number) => ({ preferredDistance: { hexes }, movement: 'melee' as const });

export const EXPANSION_AUTOMATA: readonly AutomatonInput[] = [
  {
    id: 'hachiko-ashigaru', character: 'hachiko-ashigaru', rule: 'R-SOLO-EXP-3', pairedWith: 'hachiko', ...melee(2), recipe: REACH,
    names: { cs: 'Ašigaru s Hačikem', pl: 'Ashigaru z Hachiko', uk: 'Ашігару з Хатіко', en: 'Ashigaru (with Hachiko)' },
  },
  {
    id: 'hachiko', character: 'hachiko', rule: 'R-SOLO-EXP-4', pairedWith: 'hachiko-ashigaru', ...melee(1), recipe: [], fixedDeck: true,
    names: { cs: 'Hačiko', pl: 'Hachiko', uk: 'Хатіко', en: 'Hachiko' },
  },
  {
    id: 'assassin', character: 'assassin', rule: 'R-SOLO-EXP-6', ...melee(1), recipe: MELEE, startsStealthed: true,
    names: { cs: 'Asasín', pl: 'Zabójca', uk: 'Асасин', en: 'Assassin' },
  },
  { id: 'kojiro', character: 'kojiro', rule: 'R-SOLO-EXP-7', ...melee(1), recipe: MIXED, names: { cs: 'Kodžiró', pl: 'Kojiro', uk: 'Кодзіро', en: 'Kojiro' } },
  { id: 'monk', character: 'monk', rule: 'R-SOLO-EXP-8', ...melee(2), recipe: REACH, names: { cs: 'Mnich', pl: 'Mnich', uk: 'Монах', en: 'Monk' } },
  { id: 'musashi', character: 'musashi', rule: 'R-SOLO-EXP-9', ...melee(1), recipe: MELEE, names: { cs: 'Musaši', pl: 'Musashi', uk: 'Мусасі', en: 'Musashi' } },
  {
    id: 'ninja', character: 'ninja', rule: 'R-SOLO-EXP-11', ...melee(1), recipe: MELEE, startsStealthed: true,
    names: { cs: 'Nindža', pl: 'Ninja', uk: 'Ніндзя', en: 'Ninja' },
  },
  {
    id: 'onna-bugeisha', character: 'onna-bugeisha', rule: 'R-SOLO-EXP-13', ...melee(2), recipe: REACH, desperation: { woundsLeft: 2 },
    names: { cs: 'Onna-bugeiša', pl: 'Onna-Bugeisha', uk: 'Онна-бугейся', en: 'Onna-Bugeisha' },
  },
  { id: 'sailor', character: 'sailor', rule: 'R-SOLO-EXP-14', ...melee(1), recipe: MELEE, names: { cs: 'Námořník', pl: 'Żeglarz', uk: 'Моряк', en: 'Sailor' } },
  {
    id: 'wakou', character: 'wakou', rule: 'R-SOLO-EXP-16', ...melee(1), recipe: MIXED, freeDirections: true,
    names: { cs: 'Wakó', pl: 'Wakou', uk: 'Вако', en: 'Wakou' },
  },
  { id: 'yasuke', character: 'yasuke', rule: 'R-SOLO-EXP-17', ...melee(1), recipe: MELEE, names: { cs: 'Jasuke', pl: 'Yasuke', uk: 'Ясуке', en: 'Yasuke' } },
  {
    id: 'yojimbo', character: 'yojimbo', rule: 'R-SOLO-EXP-19', ...melee(1), recipe: MELEE, contracts: ['first-blood', 'counter', 'tools-of-the-trade'],
    names: { cs: 'Jódžimbó', pl: 'Yojimbo', uk: 'Йодзімбо', en: 'Yojimbo' },
  },
];
