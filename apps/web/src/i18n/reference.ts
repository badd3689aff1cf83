// The words of the rules reference (issue 25): the top bar's Rules dialog and its search.

const en = {
  'reference.open': 'Rules',
  'reference.title': 'Rules reference',
  'reference.close': 'Close',
  'reference.search': 'Search the rules',
  'reference.searchHint': 'A rule ID (R-MOVE-3) or a word',
  'reference.count': '{count} rules',
  'reference.none': 'No rule matches.',
};

const cs: typeof en = {
  'reference.open': 'Pravidla',
  'reference.title': 'Přehled pravidel',
  'reference.close': 'Zavřít',
  'reference.search': 'Hledat v pravidlech',
  'reference.searchHint': 'Kód pravidla (R-MOVE-3) nebo slovo',
  'reference.count': 'Pravidel: {count}',
  'reference.none': 'Žádné pravidlo neodpovídá.',
};

const pl: typeof en = {
  'reference.open': 'Zasady',
  'reference.title': 'Przegląd zasad',
  'reference.close': 'Zamknij',
  'reference.search': 'Szukaj w zasadach',
  'reference.searchHint': 'Kod zasady (R-MOVE-3) albo słowo',
  'reference.count': 'Zasady: {count}',
  'reference.none': 'Żadna zasada nie pasuje.',
};

const uk: typeof en = {
  'reference.open': 'Правила',
  'reference.title': 'Довідник правил',
  'reference.close': 'Закрити',
  'reference.search': 'Пошук у правилах',
  'reference.searchHint': 'Код правила (R-MOVE-3) або слово',
  'reference.count': 'Правил: {count}',
  'reference.none': 'Жодне правило не підходить.',
};

export const reference = { en, cs, pl, uk };

/** No key here reads the same in English and another language. */
export const SAME_AS_ENGLISH: readonly string[] = [];
