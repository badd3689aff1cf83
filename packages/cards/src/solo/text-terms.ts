import type { Lang } from '../text';

// The words of the solo cards in cs/pl/uk/en. Printed wording where the rulebooks show it:
// "OBNOV BALÍČEK" / «ОНОВИТИ КОЛОДУ» / "ZRESETUJ TALIĘ" (refresh deck, catalogue §4e), "ZMIEŃ
// ZACHOWANIE SI" and "WTASUJ PIERWSZĄ Z GÓRY Z ODRZUCONYCH DO TALII" (R-FRAG-13); the rest is ours.
// The player's terms (movement, attacks, blocks, "if successful") come from text/terms.ts.

/** Plural forms by Intl.PluralRules category; `#` is the number. */
export type SoloPlural = { readonly one: string; readonly few?: string; readonly many?: string; readonly other: string };

export type SoloTerms = {
  readonly parts: {
    /** R-SOLO-ATK-1 part 1. */
    readonly attack: string;
    /** OP-29: the movement the attack part allows. */
    readonly approach: string;
    /** R-SOLO-ATK-1 part 2. */
    readonly movement: string;
    /** R-SOLO-BLOCK-1, part 1 and part 2. */
    readonly block: string;
    readonly then: string;
    /** R-SOLO-EXP-5/10/12: what stealth or Desperation adds. */
    readonly stealthed: string;
    readonly desperate: string;
  };
  /** R-SOLO-COUNTER-1: `{n}`. */
  readonly counter: string;
  readonly changeBehaviour: string;
  readonly stance: { readonly aggressive: string; readonly defensive: string; readonly other: string };
  readonly refreshDeck: string;
  readonly returnDiscard: SoloPlural;
};

export const SOLO_TERMS: Readonly<Record<Lang, SoloTerms>> = {
  en: {
    parts: { attack: 'Attack:', approach: 'It may move to attack:', movement: 'If the attack is impossible:', block: 'Block:', then: 'Then:', stealthed: 'While stealthed, also:', desperate: 'In Desperation, also:' },
    counter: 'Solo counter: {n}',
    changeBehaviour: 'Change behaviour',
    stance: { aggressive: 'Take the aggressive stance', defensive: 'Take the defensive stance', other: 'Change stance' },
    refreshDeck: 'Refresh deck',
    returnDiscard: {
      one: 'Shuffle the top card of the discard pile into the deck',
      other: 'Shuffle the top # cards of the discard pile into the deck',
    },
  },
  cs: {
    parts: { attack: 'Útok:', approach: 'K útoku se smí pohnout:', movement: 'Pokud útok není možný:', block: 'Blokování:', then: 'Poté:', stealthed: 'Ve skrytu navíc:', desperate: 'V zoufalství navíc:' },
    counter: 'Sólový protiútok: {n}',
    changeBehaviour: 'Změň chování',
    stance: { aggressive: 'Zaujmi agresivní postoj', defensive: 'Zaujmi defenzivní postoj', other: 'Změň postoj' },
    refreshDeck: 'Obnov balíček',
    returnDiscard: {
      one: 'Zamíchej vrchní odhozenou kartu do balíčku',
      few: 'Zamíchej # vrchní odhozené karty do balíčku',
      many: 'Zamíchej # vrchní odhozené karty do balíčku',
      other: 'Zamíchej # vrchních odhozených karet do balíčku',
    },
  },
  pl: {
    parts: { attack: 'Atak:', approach: 'Do ataku może się przesunąć:', movement: 'Jeżeli atak jest niemożliwy:', block: 'Obrona:', then: 'Następnie:', stealthed: 'W ukryciu dodatkowo:', desperate: 'W desperacji dodatkowo:' },
    counter: 'Kontra solo: {n}',
    changeBehaviour: 'Zmień zachowanie SI',
    stance: { aggressive: 'Przyjmij postawę ofensywną', defensive: 'Przyjmij postawę defensywną', other: 'Zmień postawę' },
    refreshDeck: 'Zresetuj talię',
    returnDiscard: {
      one: 'Wtasuj pierwszą z góry z odrzuconych do talii',
      few: 'Wtasuj # wierzchnie karty z odrzuconych do talii',
      many: 'Wtasuj # wierzchnich kart z odrzuconych do talii',
      other: 'Wtasuj # wierzchniej karty z odrzuconych do talii',
    },
  },
  uk: {
    parts: { attack: 'Атака:', approach: 'Для атаки може переміститися:', movement: 'Якщо атака неможлива:', block: 'Захист:', then: 'Потім:', stealthed: 'У схованці також:', desperate: 'У відчаї також:' },
    counter: 'Соло-контратака: {n}',
    changeBehaviour: 'Змініть манеру бою',
    stance: { aggressive: 'Перейдіть в атакувальну стійку', defensive: 'Перейдіть у захисну стійку', other: 'Змініть стійку' },
    refreshDeck: 'Оновити колоду',
    returnDiscard: {
      one: 'Затасуйте верхню скинуту карту в колоду',
      few: 'Затасуйте # верхні скинуті карти в колоду',
      many: 'Затасуйте # верхніх скинутих карт у колоду',
      other: 'Затасуйте # верхньої скинутої карти в колоду',
    },
  },
};
