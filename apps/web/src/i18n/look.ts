// OP-73 "look at the hand": the looker's choice of whose hand, the log line the looker reads (with
// the cards it saw) and the one everyone else reads (only that the look happened); against an
// automaton, R-SOLO-LOOK-1: the top two cards of its deck.

const en = {
  'look.choose': 'Choose whose hand you look at',
  'look.declare': 'Declare whose hand your card will look at',
  'look.sawHand': "{seat} looked at {target}'s hand: {cards}",
  'look.sawDeck': "{seat} looked at the top two cards of {target}'s deck: {cards}",
  'look.emptyHand': 'no cards',
  'look.hand': "{seat} looked at {target}'s hand",
  'look.deck': "{seat} looked at the top two cards of {target}'s deck",
};

const cs: Record<keyof typeof en, string> = {
  'look.choose': 'Zvolte, komu se podíváte do ruky',
  'look.declare': 'Určete, komu se vaše karta podívá do ruky',
  'look.sawHand': '{seat} se podívá do ruky: {target}: {cards}',
  'look.sawDeck': '{seat} se podívá na 2 vrchní karty balíčku: {target}: {cards}',
  'look.emptyHand': 'žádné karty',
  'look.hand': '{seat} se podívá do ruky: {target}',
  'look.deck': '{seat} se podívá na 2 vrchní karty balíčku: {target}',
};

const pl: Record<keyof typeof en, string> = {
  'look.choose': 'Wybierz, czyją rękę oglądasz',
  'look.declare': 'Wskaż, czyją rękę obejrzy twoja karta',
  'look.sawHand': '{seat} ogląda rękę: {target}: {cards}',
  'look.sawDeck': '{seat} ogląda 2 wierzchnie karty talii: {target}: {cards}',
  'look.emptyHand': 'brak kart',
  'look.hand': '{seat} ogląda rękę: {target}',
  'look.deck': '{seat} ogląda 2 wierzchnie karty talii: {target}',
};

const uk: Record<keyof typeof en, string> = {
  'look.choose': 'Виберіть, чию руку ви дивитеся',
  'look.declare': 'Оголосіть, чию руку подивиться ваша карта',
  'look.sawHand': '{seat} дивиться руку: {target}: {cards}',
  'look.sawDeck': '{seat} дивиться 2 верхні карти колоди: {target}: {cards}',
  'look.emptyHand': 'жодної карти',
  'look.hand': '{seat} дивиться руку: {target}',
  'look.deck': '{seat} дивиться 2 верхні карти колоди: {target}',
};

export const look = { en, cs, pl, uk } as const;

/** No text of this area is the same as in English. */
export const SAME_AS_ENGLISH: readonly string[] = [];
