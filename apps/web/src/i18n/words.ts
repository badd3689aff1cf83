// Decisions that say what they do, automata named by kind and colour, rule codes behind a
// disclosure, the Kamae map's legend and status cards in the hand (issue 22 items 9 and 10).

const en = {
  'words.attackHexes': '{attack} — {hexes}',
  'words.copy': '{card} ({n} of {count})',
  'words.drawNone': 'Draw no card',
  'words.tieFirst': 'My card resolves first',
  'words.tieLast': 'My card resolves last',
  'words.tieNth': 'My card resolves {n}th of {count}',
  'words.focusBetween': 'focus point between {a} and {b}',
  'words.moveWith': 'Move with {card}: a highlighted hex is a step, an arrow a turn',
  'words.automaton': '{name} ({colour})',
  'words.automatonNumbered': '{name} {n} ({colour})',
  'words.colour.0': 'red',
  'words.colour.1': 'blue',
  'words.colour.2': 'green',
  'words.colour.3': 'purple',
  'words.colour.4': 'orange',
  'words.colour.5': 'brown',
  'words.automatonLine': '{seat}: {reason}',
  'words.rules': 'rules',
  'words.kamae.legend': 'Legend',
  'words.kamae.current': 'current position',
  'words.kamae.option': 'you can move here',
  'words.kamae.oneWay': 'one-way path',
  'words.statusCard': 'Status card',
};

type Words = { readonly [K in keyof typeof en]: string };

const cs: Words = {
  'words.attackHexes': '{attack} — {hexes}',
  'words.copy': '{card} ({n} z {count})',
  'words.drawNone': 'Nelízat žádnou kartu',
  'words.tieFirst': 'Moje karta se vyhodnotí první',
  'words.tieLast': 'Moje karta se vyhodnotí poslední',
  'words.tieNth': 'Moje karta se vyhodnotí jako {n}. z {count}',
  'words.focusBetween': 'bod Soustředění mezi {a} a {b}',
  'words.moveWith': 'Pohyb kartou {card}: zvýrazněné pole je krok, šipka otočení',
  'words.automaton': '{name} ({colour})',
  'words.automatonNumbered': '{name} {n} ({colour})',
  // The colour by itself (barva): it does not agree with the automaton's name.
  'words.colour.0': 'červená',
  'words.colour.1': 'modrá',
  'words.colour.2': 'zelená',
  'words.colour.3': 'fialová',
  'words.colour.4': 'oranžová',
  'words.colour.5': 'hnědá',
  'words.automatonLine': '{seat}: {reason}',
  'words.rules': 'pravidla',
  'words.kamae.legend': 'Legenda',
  'words.kamae.current': 'současný postoj',
  'words.kamae.option': 'sem se můžeš posunout',
  'words.kamae.oneWay': 'jednosměrná cesta',
  'words.statusCard': 'Karta stavu',
};

const pl: Words = {
  'words.attackHexes': '{attack} — {hexes}',
  'words.copy': '{card} ({n} z {count})',
  'words.drawNone': 'Nie dobieraj kart',
  'words.tieFirst': 'Moja karta rozpatrywana pierwsza',
  'words.tieLast': 'Moja karta rozpatrywana ostatnia',
  'words.tieNth': 'Moja karta rozpatrywana jako {n}. z {count}',
  'words.focusBetween': 'punkt Skupienia między {a} a {b}',
  'words.moveWith': 'Ruch kartą {card}: podświetlone pole to krok, strzałka to obrót',
  'words.automaton': '{name} ({colour})',
  'words.automatonNumbered': '{name} {n} ({colour})',
  // The colour as a noun: it does not agree with the automaton's name.
  'words.colour.0': 'czerwień',
  'words.colour.1': 'błękit',
  'words.colour.2': 'zieleń',
  'words.colour.3': 'fiolet',
  'words.colour.4': 'pomarańcz',
  'words.colour.5': 'brąz',
  'words.automatonLine': '{seat}: {reason}',
  'words.rules': 'zasady',
  'words.kamae.legend': 'Legenda',
  'words.kamae.current': 'obecna pozycja',
  'words.kamae.option': 'możesz tu przejść',
  'words.kamae.oneWay': 'ścieżka jednokierunkowa',
  'words.statusCard': 'Karta stanu',
};

const uk: Words = {
  'words.attackHexes': '{attack} — {hexes}',
  'words.copy': '{card} ({n} з {count})',
  'words.drawNone': 'Не брати карт',
  'words.tieFirst': 'Моя карта розігрується першою',
  'words.tieLast': 'Моя карта розігрується останньою',
  'words.tieNth': 'Моя карта розігрується {n}-ю з {count}',
  'words.focusBetween': 'точка Зосередження між {a} і {b}',
  'words.moveWith': 'Рух картою {card}: підсвічене поле — крок, стрілка — поворот',
  'words.automaton': '{name} ({colour})',
  'words.automatonNumbered': '{name} {n} ({colour})',
  'words.colour.0': 'червоний',
  'words.colour.1': 'синій',
  'words.colour.2': 'зелений',
  'words.colour.3': 'фіолетовий',
  'words.colour.4': 'помаранчевий',
  'words.colour.5': 'коричневий',
  'words.automatonLine': '{seat}: {reason}',
  'words.rules': 'правила',
  'words.kamae.legend': 'Легенда',
  'words.kamae.current': 'поточна позиція',
  'words.kamae.option': 'сюди можна перейти',
  'words.kamae.oneWay': 'одностороння стежка',
  'words.statusCard': 'Карта стану',
};

export const words = { en, cs, pl, uk } as const;

/** Patterns with no words of their own: the same in every language. */
export const SAME_AS_ENGLISH: readonly string[] = ['words.attackHexes', 'words.automaton', 'words.automatonNumbered', 'words.automatonLine'];
