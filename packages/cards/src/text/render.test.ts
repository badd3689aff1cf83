import { COMBAT_CARDS, TEST_CARDS, TEST_POISONS, hit, mark, move, moveThen, step, turn } from '@senjutsu/engine/testing';
import { describe, expect, test } from 'vitest';
import { PACKS } from '../content';
import { CardSchema, LANGUAGES, PoisonCardSchema, type Card, type CardInput, type Effect } from '../schema';
import { countOf, fill } from './format';
import { renderCard, renderEffects, renderPoisonCard, statusCard, statusCards, translateKeyword, type RenderedCard } from './render';
import { NOUNS, STATUS_KINDS, TERMS, type Lang } from './terms';

// Card text (issue #4): every card renders in every language, and each effect kind is worded with
// the rulebooks' own terms (rules §1, R-KAMAE-7 / D-1, catalogue §1c, the Polish fragments §25).

const LANGS: readonly Lang[] = LANGUAGES;

const card = (effects: Effect[], extra: Partial<CardInput> = {}): Card =>
  CardSchema.parse({
    number: 'X999', names: { cs: 'Zkouška', pl: 'Próba', uk: 'Проба', en: 'Trial' }, owner: { kind: 'common' }, tier: 'wood',
    types: ['meditation'], initiative: { kind: 'fixed', value: 5 }, sections: [{ effects }], ...extra,
  });

/** The rules text of `effects` in `lang`, one line per line, indentation dropped. */
const textOf = (effects: Effect[], lang: Lang): string[] => renderEffects(lang, effects).map((l) => l.text);

/** Every string a rendered card shows. */
function shownStrings(r: RenderedCard): string[] {
  const header = [r.name, r.keywordLine, r.initiative, r.tier, ...r.keywords, ...r.types];
  const optional = [r.alternativeInitiative, r.focusFee, r.kamaeRequirement, r.range, r.instant, r.prepared].filter((s): s is string => s !== null);
  const sections = r.sections.flatMap((s) => [...(s.initiative === null ? [] : [s.initiative]), ...s.lines.map((l) => l.text)]);
  return [...header, ...optional, ...sections];
}

/** A string with no missing term: not empty, no placeholder left, no "undefined"/"NaN"/"null". */
function expectComplete(where: string, s: string): void {
  expect(s.trim(), `${where}: empty`).not.toBe('');
  expect(s, `${where}: ${s}`).not.toMatch(/undefined|NaN|\bnull\b|\[object|[{}#]/);
}

function effectCount(effects: readonly Effect[]): number {
  return effects.length;
}

describe('every card renders in every language', () => {
  const fixtureCards = [...TEST_CARDS, ...COMBAT_CARDS];
  const packCards = PACKS.flatMap((p) => p.cards);
  const cards = [...fixtureCards, ...packCards].map((c) => CardSchema.parse(c));
  const poisons = [...TEST_POISONS, ...PACKS.flatMap((p) => p.poisons ?? [])].map((p) => PoisonCardSchema.parse(p));

  test.each(LANGS)('%s: the test fixtures and every content pack present, with no missing term', (lang) => {
    expect(cards.length).toBeGreaterThanOrEqual(fixtureCards.length);
    for (const c of cards) {
      const r = renderCard(c, lang);
      for (const s of shownStrings(r)) expectComplete(`${c.number} (${lang})`, s);
      expect(r.name).toBe(c.names[lang]);
      // Each section has a line for each of its effects at least.
      r.sections.forEach((s, i) => expect(s.lines.length).toBeGreaterThanOrEqual(effectCount(c.sections[i]!.effects)));
      // A keyword the terms know is printed in this language.
      c.keywords.forEach((k, i) => expect(r.keywords[i]).toBe(TERMS[lang].keywords[k.toUpperCase()] ?? k));
    }
    for (const p of poisons) {
      const r = renderPoisonCard(p, lang);
      for (const s of [r.name, r.keywordLine, ...r.statusText, ...r.lines.map((l) => l.text)]) expectComplete(`${p.number} (${lang})`, s);
    }
  });

  test('the pack cards rendered are every card of every pack present', () => {
    expect(cards.filter((c) => !fixtureCards.some((f) => f.number === c.number)).length).toBe(
      packCards.filter((c) => !fixtureCards.some((f) => f.number === c.number)).length,
    );
  });
});

// One sample of every effect kind, with the phrasing expected in each language. The mapped type
// makes the compiler demand a row for every kind of the schema's Effect union.
type Row = { effect: Effect; expected: Record<Lang, string[]> };
const SAMPLES: { [K in Effect['kind']]: Row[] } = {
  move: [
    {
      effect: move(step(2, [0])),
      expected: { cs: ['Udělej 2 kroky vpřed'], pl: ['Zrób 2 kroki do przodu'], uk: ['Зробіть 2 кроки вперед'], en: ['Take 2 steps forward'] },
    },
    {
      // R-MOVE-5: optional movement; several arrows offer a choice of direction.
      effect: move(step(1, [0, 1, 5], false), turn(2, false)),
      expected: {
        cs: ['Udělej až 1 krok vpřed, vpravo vpřed nebo vlevo vpřed a proveď až 2 otočení'],
        pl: ['Zrób maks. 1 krok do przodu, do przodu w prawo lub do przodu w lewo i wykonaj maks. 2 obroty'],
        uk: ['Зробіть максимум 1 крок вперед, вперед праворуч або вперед ліворуч і поверніться максимум на 2 сторони'],
        en: ['Take up to 1 step forward, forward-right or forward-left and turn up to 2 hex sides'],
      },
    },
    {
      // "then": the printed order (the Polish fragment '[krok] 1 potem [obrót] 1').
      effect: moveThen(step(1, [3]), turn(1)),
      expected: {
        cs: ['Udělej 1 krok vzad, potom proveď 1 otočení'],
        pl: ['Zrób 1 krok do tyłu, potem wykonaj 1 obrót'],
        uk: ['Зробіть 1 крок назад, потім поверніться на 1 сторону'],
        en: ['Take 1 step back, then turn 1 hex side'],
      },
    },
    {
      effect: move(step(1, [0, 1, 2, 3, 4, 5], false)),
      expected: {
        cs: ['Udělej až 1 krok libovolným směrem'],
        pl: ['Zrób maks. 1 krok w dowolnym kierunku'],
        uk: ['Зробіть максимум 1 крок у будь-якому напрямку'],
        en: ['Take up to 1 step in any direction'],
      },
    },
    {
      effect: move(step(1, [2, 4])),
      expected: {
        cs: ['Udělej 1 krok vpravo vzad nebo vlevo vzad'],
        pl: ['Zrób 1 krok do tyłu w prawo lub do tyłu w lewo'],
        uk: ['Зробіть 1 крок назад праворуч або назад ліворуч'],
        en: ['Take 1 step back-right or back-left'],
      },
    },
  ],
  kamaePath: [
    {
      effect: { kind: 'kamaePath', max: 2 },
      expected: { cs: ['Posuň Kamae až o 2 kroky'], pl: ['Zmień Kamae o maks. 2 gałęzie'], uk: ['Змініть камае на відстані до 2 гілок'], en: ['Shift Kamae up to 2 paths'] },
    },
  ],
  kamaeJump: [
    {
      effect: { kind: 'kamaeJump', to: 'balance' },
      expected: { cs: ['Změň Kamae na: Vyrovnanost'], pl: ['Przeskocz na Kamae: Równowaga'], uk: ['Займіть камае: Рівновага'], en: ['Jump to Kamae: Balance'] },
    },
    {
      effect: { kind: 'kamaeJump', to: 'any' },
      expected: { cs: ['Změň Kamae na libovolnou pozici'], pl: ['Przeskocz na dowolną Kamae'], uk: ['Займіть будь-яке камае'], en: ['Jump to any Kamae'] },
    },
  ],
  focus: [
    { effect: { kind: 'focus', amount: 1 }, expected: { cs: ['Získej 1 soustředění'], pl: ['Zyskaj 1 Skupienie'], uk: ['Отримайте 1 зосередження'], en: ['Gain 1 focus'] } },
  ],
  advantage: [{ effect: { kind: 'advantage' }, expected: { cs: ['Získej výhodu'], pl: ['Zyskaj Przewagę'], uk: ['Отримайте перевагу'], en: ['Gain advantage'] } }],
  draw: [
    { effect: { kind: 'draw', count: 1, upTo: false }, expected: { cs: ['Dober 1 kartu'], pl: ['Dobierz 1 kartę'], uk: ['Візьміть 1 карту'], en: ['Draw 1 card'] } },
    {
      effect: { kind: 'draw', count: 2, upTo: true },
      expected: { cs: ['Dober až 2 karty'], pl: ['Dobierz maks. 2 karty'], uk: ['Візьміть до 2 карт'], en: ['Draw up to 2 cards'] },
    },
  ],
  discard: [{ effect: { kind: 'discard', count: 1 }, expected: { cs: ['Odhoď 1 kartu'], pl: ['Odrzuć 1 kartę'], uk: ['Скиньте 1 карту'], en: ['Discard 1 card'] } }],
  search: [
    {
      effect: { kind: 'search', top: 3, take: 1 },
      expected: {
        cs: ['Prohledej 3 vrchní karty + dober z nich 1 kartu schopnosti'],
        pl: ['Sprawdź 3 wierzchnie karty + dobierz z nich 1 kartę Zdolności'],
        uk: ['Подивіться 3 верхні карти колоди + візьміть на руку 1 карту вміння'],
        en: ['Search the top 3 cards + take 1 ability card from them'],
      },
    },
    {
      effect: { kind: 'search', take: 1, types: ['attack', 'block'] },
      expected: {
        cs: ['Prohledej balíček + dober 1 kartu typu: útok nebo blokování'],
        pl: ['Sprawdź talię + dobierz 1 kartę typu: atak lub obrona'],
        uk: ['Перегляньте колоду + візьміть на руку 1 карту типу: атака або захист'],
        en: ['Search your deck + take 1 card of type attack or block'],
      },
    },
    {
      effect: { kind: 'search', top: 5, take: 2, types: ['meditation'] },
      expected: {
        cs: ['Prohledej 5 vrchních karet + dober z nich 2 karty typu: meditace'],
        pl: ['Sprawdź 5 wierzchnich kart + dobierz z nich 2 karty typu: medytacja'],
        uk: ['Подивіться 5 верхніх карт колоди + візьміть на руку 2 карти типу: медитація'],
        en: ['Search the top 5 cards + take 2 cards of type meditation from them'],
      },
    },
    {
      effect: { kind: 'search', take: 1 },
      expected: { cs: ['Prohledej balíček + dober 1 kartu schopnosti'], pl: ['Sprawdź talię + dobierz 1 kartę Zdolności'], uk: ['Перегляньте колоду + візьміть на руку 1 карту вміння'], en: ['Search your deck + take 1 ability card'] },
    },
  ],
  recover: [
    {
      effect: { kind: 'recover', count: 1 },
      expected: { cs: ['Prohledej odhozené karty + dober 1 kartu'], pl: ['Sprawdź odrzucone + dobierz 1 kartę'], uk: ['Перегляньте скинуті карти + візьміть на руку 1 карту'], en: ['Search your discard pile + take 1 card'] },
    },
  ],
  discardDeck: [
    {
      effect: { kind: 'discardDeck', count: 2, effects: [{ kind: 'draw', count: 1, upTo: false }] },
      expected: {
        cs: ['Můžeš odhodit 2 vrchní karty svého balíčku lícem nahoru:', 'Dober 1 kartu'],
        pl: ['Możesz odrzucić 2 wierzchnie karty swojej talii awersem do góry:', 'Dobierz 1 kartę'],
        uk: ['Можете скинути 2 верхні карти своєї колоди горілиць:', 'Візьміть 1 карту'],
        en: ['You may discard the top 2 cards of your deck face up:', 'Draw 1 card'],
      },
    },
  ],
  attack: [
    {
      effect: { kind: 'attack', hexes: [hit(0, -1), hit(1, -1)] },
      expected: { cs: ['Útok na 2 hexy: 1 zranění'], pl: ['Atak na 2 pola: 1 Rana'], uk: ['Атака на 2 клітинки: 1 поранення'], en: ['Attack 2 hexes: 1 wound'] },
    },
    {
      effect: { kind: 'attack', hexes: [hit(0, -1, { wounds: 2, bleeding: true, stun: 1, push: 1 })] },
      expected: {
        cs: ['Útok na 1 hex: 2 krvácející zranění, 1 omráčení, odstrčení o 1 hex'],
        pl: ['Atak na 1 pole: 2 Krwawiące Rany, 1 Ogłuszenie, Pchnij o 1 pole'],
        uk: ['Атака на 1 клітинку: 2 важкі поранення, 1 запаморочення, відштовхування на 1 клітинку'],
        en: ['Attack 1 hex: 2 bleeding wounds, 1 stun, push 1 hex'],
      },
    },
    {
      effect: { kind: 'attack', hexes: [hit(0, -1, { wounds: 0, execution: true }), hit(0, -2, { weakness: 1, poison: true, pull: 2, rotate: 1, advantage: true })] },
      expected: {
        cs: ['Útok na 2 hexy: poprava (1 hex); 1 zranění, 1 oslabení, otrava, přitažení o 2 hexy, otočení o 1 stranu, získáš výhodu (1 hex)'],
        pl: ['Atak na 2 pola: Egzekucja (1 pole); 1 Rana, 1 Utykanie, Zatrucie, Ciągnij o 2 pola, Obróć o 1 bok, zyskujesz Przewagę (1 pole)'],
        uk: ['Атака на 2 клітинки: розгром (1 клітинку); 1 поранення, 1 кульгання, отрута, притягування на 2 клітинки, поворот цілі на 1 сторону, ви отримуєте перевагу (1 клітинку)'],
        en: ['Attack 2 hexes: execution (1 hex); 1 wound, 1 weakness, poison, pull 2 hexes, rotate 1 hex side, you gain advantage (1 hex)'],
      },
    },
    {
      effect: { kind: 'attack', hexes: [hit(0, -1)], extra: { fee: 1, hexes: [hit(1, -1), hit(-1, 0)] } },
      expected: {
        cs: ['Útok na 1 hex: 1 zranění', 'Zaplať 1 soustředění: útok na 2 další hexy – 1 zranění'],
        pl: ['Atak na 1 pole: 1 Rana', 'Zapłać 1 Skupienie: atak na 2 dodatkowe pola – 1 Rana'],
        uk: ['Атака на 1 клітинку: 1 поранення', 'Сплатіть 1 зосередження: атака на 2 додаткові клітинки – 1 поранення'],
        en: ['Attack 1 hex: 1 wound', 'Pay 1 focus: attack 2 more hexes – 1 wound'],
      },
    },
  ],
  targetedAttack: [
    {
      effect: { kind: 'targetedAttack', mark: mark({ pull: 1 }), extra: { fee: 2, mark: mark({ wounds: 0, stun: 1 }) } },
      expected: {
        cs: ['Útok na zvolenou postavu v dosahu a dohledu: 1 zranění, přitažení o 1 hex', 'Zaplať 2 soustředění: navíc 1 omráčení'],
        pl: ['Atak na wybraną postać w Zasięgu i polu widzenia: 1 Rana, Ciągnij o 1 pole', 'Zapłać 2 Skupienia: dodatkowo 1 Ogłuszenie'],
        uk: ['Атака на обраного персонажа в межах дальності та лінії видимості: 1 поранення, притягування на 1 клітинку', 'Сплатіть 2 зосередження: додатково 1 запаморочення'],
        en: ['Attack one chosen character in range and sight: 1 wound, pull 1 hex', 'Pay 2 focus: additionally 1 stun'],
      },
    },
  ],
  initiativeAttack: [
    {
      effect: { kind: 'initiativeAttack', mark: mark({ wounds: 0, weakness: 1 }) },
      expected: {
        cs: ['Útok na protivníka, jehož odhalená karta má nižší iniciativu: 1 oslabení'],
        pl: ['Atak na przeciwnika, którego odkryta karta ma niższą Inicjatywę: 1 Utykanie'],
        uk: ['Атака на суперника, чия відкрита карта має нижчу ініціативу: 1 кульгання'],
        en: ['Attack an opponent whose revealed card has a lower initiative: 1 weakness'],
      },
    },
  ],
  block: [
    {
      effect: { kind: 'block', hexes: [{ q: 0, r: -1 }, { q: 1, r: -1 }, { q: -1, r: 0 }], extra: { fee: 1, hexes: [{ q: 0, r: 1 }] }, counter: [5, 6] },
      expected: {
        cs: ['Blokuj 3 hexy', 'Zaplať 1 soustředění: blokuj 1 další hex', 'Protiútok: 5, 6'],
        pl: ['Zablokuj 3 pola', 'Zapłać 1 Skupienie: zablokuj 1 dodatkowe pole', 'Kontra: 5, 6'],
        uk: ['Заблокуйте 3 клітинки', 'Сплатіть 1 зосередження: заблокуйте 1 додаткову клітинку', 'Контратака: 5, 6'],
        en: ['Block 3 hexes', 'Pay 1 focus: block 1 more hex', 'Counterattack: 5, 6'],
      },
    },
  ],
  kamae: [
    {
      effect: { kind: 'kamae', position: 'aggression', effects: [{ kind: 'focus', amount: 2 }] },
      expected: {
        cs: ['Kamae Agrese:', 'Získej 2 soustředění'],
        pl: ['Kamae Agresja:', 'Zyskaj 2 Skupienia'],
        uk: ['Камае Агресія:', 'Отримайте 2 зосередження'],
        en: ['Kamae Aggression:', 'Gain 2 focus'],
      },
    },
  ],
  condition: [
    {
      effect: { kind: 'condition', condition: 'stealthed', effects: [{ kind: 'advantage' }] },
      expected: { cs: ['Ve skrytí:', 'Získej výhodu'], pl: ['W Ukryciu:', 'Zyskaj Przewagę'], uk: ['У маскуванні:', 'Отримайте перевагу'], en: ['While stealthed:', 'Gain advantage'] },
    },
  ],
  stealth: [{ effect: { kind: 'stealth' }, expected: { cs: ['Přejdi do skrytí'], pl: ['Wejdź w Ukrycie'], uk: ['Замаскуйтеся'], en: ['Enter stealth'] } }],
  // OP-73: the printed label of the rulebooks (cs 000:1269, uk 004:1307, pl 003:1873).
  lookAtHand: [{ effect: { kind: 'lookAtHand' }, expected: { cs: ['Podívej se na ruku'], pl: ['Zobacz rękę'], uk: ['Подивіться руку'], en: ['Look at the hand'] } }],
  optionalFee: [
    {
      effect: { kind: 'optionalFee', fee: 1, effects: [{ kind: 'draw', count: 3, upTo: true }] },
      expected: {
        cs: ['Zaplať 1 soustředění:', 'Dober až 3 karty'],
        pl: ['Zapłać 1 Skupienie:', 'Dobierz maks. 3 karty'],
        uk: ['Сплатіть 1 зосередження:', 'Візьміть до 3 карт'],
        en: ['Pay 1 focus:', 'Draw up to 3 cards'],
      },
    },
  ],
  or: [
    {
      effect: { kind: 'or', options: [[{ kind: 'draw', count: 2, upTo: true }], [{ kind: 'kamaePath', max: 1 }]] },
      expected: {
        cs: ['Dober až 2 karty', '-NEBO-', 'Posuň Kamae až o 1 krok'],
        pl: ['Dobierz maks. 2 karty', '-LUB-', 'Zmień Kamae o maks. 1 gałąź'],
        uk: ['Візьміть до 2 карт', '-АБО-', 'Змініть камае на відстані до 1 гілки'],
        en: ['Draw up to 2 cards', '-OR-', 'Shift Kamae up to 1 path'],
      },
    },
  ],
  ifSuccessful: [
    {
      effect: { kind: 'ifSuccessful', effects: [{ kind: 'kamaeJump', to: 'any' }] },
      expected: {
        cs: ['Pokud uspěješ:', 'Změň Kamae na libovolnou pozici'],
        pl: ['Jeżeli sukces:', 'Przeskocz na dowolną Kamae'],
        uk: ['У разі успіху:', 'Займіть будь-яке камае'],
        en: ['If successful:', 'Jump to any Kamae'],
      },
    },
  ],
};

describe('each effect kind in each language', () => {
  const rows = Object.entries(SAMPLES).flatMap(([kind, list]) => list.map((row, i) => ({ kind, i, ...row })));
  test.each(rows.flatMap((row) => LANGS.map((lang) => ({ ...row, lang }))))('$kind #$i ($lang)', ({ effect, expected, lang }) => {
    expect(textOf([effect], lang)).toEqual(expected[lang]);
  });
});

describe('R-KAMAE-7 / D-1: the Kamae verbs of each translation', () => {
  test('R-KAMAE-7 a path move and a jump are worded with each rulebook\'s own verb', () => {
    const path = { kind: 'kamaePath', max: 3 } as const;
    const jump = { kind: 'kamaeJump', to: 'determination' } as const;
    expect(textOf([path, jump], 'cs')).toEqual(['Posuň Kamae až o 3 kroky', 'Změň Kamae na: Odhodlání']);
    expect(textOf([path, jump], 'uk')).toEqual(['Змініть камае на відстані до 3 гілок', 'Займіть камае: Рішучість']);
    expect(textOf([path, jump], 'pl')).toEqual(['Zmień Kamae o maks. 3 gałęzie', 'Przeskocz na Kamae: Determinacja']);
  });
});

describe('the printed Polish phrasings (R-FRAG-3..8, catalogue §6)', () => {
  test('R-FRAG-3 R-FRAG-6 the Student core card lines', () => {
    const effects: Effect[] = [
      {
        kind: 'or',
        options: [[{ kind: 'draw', count: 2, upTo: true }], [{ kind: 'discard', count: 1 }, { kind: 'recover', count: 1 }], [{ kind: 'kamaePath', max: 1 }]],
      },
    ];
    expect(textOf(effects, 'pl').map((s) => s.toLocaleUpperCase('pl'))).toEqual([
      'DOBIERZ MAKS. 2 KARTY', '-LUB-', 'ODRZUĆ 1 KARTĘ', 'SPRAWDŹ ODRZUCONE + DOBIERZ 1 KARTĘ', '-LUB-', 'ZMIEŃ KAMAE O MAKS. 1 GAŁĄŹ',
    ]);
  });
  test('R-FRAG-4 R-FRAG-7 "if successful" and a jump to any Kamae', () => {
    const effects: Effect[] = [{ kind: 'ifSuccessful', effects: [{ kind: 'focus', amount: 1 }, moveThen(step(1, [0]), turn(1)), { kind: 'kamaeJump', to: 'any' }] }];
    expect(textOf(effects, 'pl').map((s) => s.toLocaleUpperCase('pl'))).toEqual([
      'JEŻELI SUKCES:', 'ZYSKAJ 1 SKUPIENIE', 'ZRÓB 1 KROK DO PRZODU, POTEM WYKONAJ 1 OBRÓT', 'PRZESKOCZ NA DOWOLNĄ KAMAE',
    ]);
  });
  test('R-FRAG-5 the search example of Dark Pact', () => {
    expect(textOf([{ kind: 'search', top: 3, take: 1 }], 'pl')[0]!.toLocaleUpperCase('pl')).toBe('SPRAWDŹ 3 WIERZCHNIE KARTY + DOBIERZ Z NICH 1 KARTĘ ZDOLNOŚCI');
  });
  test('R-FRAG-8 Steeled Mind: draw up to 2, a Kamae line draw up to 3', () => {
    const effects: Effect[] = [{ kind: 'draw', count: 2, upTo: true }, { kind: 'kamae', position: 'balance', effects: [{ kind: 'draw', count: 3, upTo: true }] }];
    expect(textOf(effects, 'pl')).toEqual(['Dobierz maks. 2 karty', 'Kamae Równowaga:', 'Dobierz maks. 3 karty']);
  });
  test('R-FRAG-10 R-FRAG-2 the printed keyword lines', () => {
    const weapon = card([], { types: ['attack', 'core'], tier: 'core', keywords: ['KATANA', 'CORE', 'ATTACK', 'WEAPON'] });
    expect(renderCard(weapon, 'pl').keywordLine).toBe('KATANA. GŁÓWNA. ATAK. BROŃ.');
    expect(renderCard(card([], { keywords: ['MEDITATION', 'INSTANT', 'BUSHIDO'] }), 'pl').keywordLine).toBe('MEDYTACJA. NAGŁA REAKCJA. BUSHIDO.');
    expect(renderCard(card([], { keywords: ['MEDITATION', 'INSTANT SUPPLEMENTAL'] }), 'pl').keywordLine).toBe('MEDYTACJA. NAGŁA KORZYŚĆ.');
    expect(renderCard(card([], { keywords: ['MEDITATION', 'RANGE'] }), 'pl').keywordLine).toBe('MEDYTACJA. ZASIĘG.');
  });
});

describe('plural forms (Intl.PluralRules)', () => {
  const forms: [Lang, Effect, [string, string, string]][] = [
    ['cs', { kind: 'draw', count: 1, upTo: false }, ['Dober 1 kartu', 'Dober 2 karty', 'Dober 5 karet']],
    ['pl', { kind: 'draw', count: 1, upTo: false }, ['Dobierz 1 kartę', 'Dobierz 2 karty', 'Dobierz 5 kart']],
    ['uk', { kind: 'draw', count: 1, upTo: false }, ['Візьміть 1 карту', 'Візьміть 2 карти', 'Візьміть 5 карт']],
    ['uk', { kind: 'draw', count: 1, upTo: true }, ['Візьміть до 1 карти', 'Візьміть до 2 карт', 'Візьміть до 5 карт']],
    ['cs', { kind: 'kamaePath', max: 1 }, ['Posuň Kamae až o 1 krok', 'Posuň Kamae až o 2 kroky', 'Posuň Kamae až o 5 kroků']],
    ['pl', { kind: 'kamaePath', max: 1 }, ['Zmień Kamae o maks. 1 gałąź', 'Zmień Kamae o maks. 2 gałęzie', 'Zmień Kamae o maks. 5 gałęzi']],
    ['uk', { kind: 'kamaePath', max: 1 }, ['Змініть камае на відстані до 1 гілки', 'Змініть камае на відстані до 2 гілок', 'Змініть камае на відстані до 5 гілок']],
    ['cs', { kind: 'focus', amount: 1 }, ['Získej 1 soustředění', 'Získej 2 soustředění', 'Získej 5 soustředění']],
    ['pl', { kind: 'focus', amount: 1 }, ['Zyskaj 1 Skupienie', 'Zyskaj 2 Skupienia', 'Zyskaj 5 Skupień']],
    ['uk', { kind: 'focus', amount: 1 }, ['Отримайте 1 зосередження', 'Отримайте 2 зосередження', 'Отримайте 5 зосереджень']],
    ['cs', { kind: 'discard', count: 1 }, ['Odhoď 1 kartu', 'Odhoď 2 karty', 'Odhoď 5 karet']],
    ['pl', { kind: 'discard', count: 1 }, ['Odrzuć 1 kartę', 'Odrzuć 2 karty', 'Odrzuć 5 kart']],
    ['uk', { kind: 'discard', count: 1 }, ['Скиньте 1 карту', 'Скиньте 2 карти', 'Скиньте 5 карт']],
    ['cs', move(step(1, [0])), ['Udělej 1 krok vpřed', 'Udělej 2 kroky vpřed', 'Udělej 5 kroků vpřed']],
    ['pl', move(turn(1)), ['Wykonaj 1 obrót', 'Wykonaj 2 obroty', 'Wykonaj 5 obrotów']],
    ['uk', move(step(1, [3])), ['Зробіть 1 крок назад', 'Зробіть 2 кроки назад', 'Зробіть 5 кроків назад']],
  ];
  /** The effect with its count set to n. */
  const withCount = (e: Effect, n: number): Effect => {
    switch (e.kind) {
      case 'draw':
      case 'discard':
        return { ...e, count: n };
      case 'kamaePath':
        return { ...e, max: n };
      case 'focus':
        return { ...e, amount: n };
      case 'move':
        return { ...e, parts: e.parts.map((p) => ({ ...p, count: n })) };
      default:
        throw new Error(`no count on ${e.kind}`);
    }
  };
  test.each(forms.map(([lang, effect, expected]) => ({ lang, effect, expected, kind: effect.kind })))('$lang $kind: 1, 2, 5', ({ lang, effect, expected }) => {
    expect([1, 2, 5].map((n) => textOf([withCount(effect, n)], lang)[0])).toEqual(expected);
  });

  test('hexes and wounds: 1, 2, 5 and the teens and twenties (Czech 22 takes the genitive, Polish and Ukrainian 22 the 2-4 form)', () => {
    const blocks = (lang: Lang) => [1, 2, 5, 12, 21, 22].map((n) => countOf(lang, n, 'hexes'));
    expect(blocks('cs')).toEqual(['1 hex', '2 hexy', '5 hexů', '12 hexů', '21 hexů', '22 hexů']);
    expect(blocks('pl')).toEqual(['1 pole', '2 pola', '5 pól', '12 pól', '21 pól', '22 pola']);
    expect(blocks('uk')).toEqual(['1 клітинку', '2 клітинки', '5 клітинок', '12 клітинок', '21 клітинку', '22 клітинки']);
    expect(blocks('en')).toEqual(['1 hex', '2 hexes', '5 hexes', '12 hexes', '21 hexes', '22 hexes']);
    expect([1, 2, 5].map((n) => countOf('pl', n, 'wounds'))).toEqual(['1 Rana', '2 Rany', '5 Ran']);
    expect([1, 2, 5].map((n) => countOf('uk', n, 'bleedingWounds'))).toEqual(['1 важке поранення', '2 важкі поранення', '5 важких поранень']);
    expect([1, 2, 5].map((n) => countOf('cs', n, 'bleedingWounds'))).toEqual(['1 krvácející zranění', '2 krvácející zranění', '5 krvácejících zranění']);
  });

  test('every counted noun has a form for every whole number from 0 to 120 in every language', () => {
    for (const lang of LANGS) {
      for (const noun of NOUNS) {
        for (let n = 0; n <= 120; n++) expect(countOf(lang, n, noun)).toContain(String(n));
      }
    }
  });
});

describe('the card header', () => {
  test('initiative, alternative initiative, fees, Kamae requirement, range, prepared', () => {
    const c = card([{ kind: 'advantage' }], {
      types: ['attack'], initiative: { kind: 'variable', min: 3, max: 7 }, alternativeInitiative: { value: 9, fee: 1 }, focusFee: 2,
      kamaeRequirement: 'determination', range: 3, prepared: true,
    });
    const en = renderCard(c, 'en');
    expect([en.initiative, en.alternativeInitiative, en.focusFee, en.kamaeRequirement, en.range, en.prepared]).toEqual([
      '3-7', '9 for 1 focus', 'Mandatory fee: 2 focus', 'Kamae requirement: Determination', 'Range 3', 'Prepared card',
    ]);
    const cs = renderCard(c, 'cs');
    expect([cs.alternativeInitiative, cs.focusFee, cs.kamaeRequirement, cs.range]).toEqual(['9 za 1 soustředění', 'Povinný poplatek: 2 soustředění', 'Požadavek Kamae: Odhodlání', 'Dosah 3']);
    const pl = renderCard(c, 'pl');
    expect([pl.alternativeInitiative, pl.focusFee, pl.kamaeRequirement, pl.range]).toEqual(['9 za 1 Skupienie', 'Wymagany koszt: 2 Skupienia', 'Wymagana Kamae: Determinacja', 'Zasięg 3']);
    const uk = renderCard(c, 'uk');
    expect([uk.alternativeInitiative, uk.focusFee, uk.kamaeRequirement, uk.range]).toEqual(['9 за 1 зосередження', "Обов'язкова плата: 2 зосередження", 'Вимога камае: Рішучість', 'Дальність 3']);
    const plain = renderCard(card([]), 'en');
    expect([plain.initiative, plain.alternativeInitiative, plain.focusFee, plain.kamaeRequirement, plain.range, plain.instant, plain.prepared]).toEqual(['5', null, null, null, null, null, null]);
  });

  test('instant kinds and windows', () => {
    const supp = card([], { instant: 'supplemental', instantWindow: 'attackSuccessful' });
    expect(renderCard(supp, 'pl').instant).toBe('Nagła Korzyść – zagraj po sukcesie ataku');
    expect(renderCard(supp, 'cs').instant).toBe('Okamžitá doplňková – zahraj po svém úspěšném útoku');
    expect(renderCard(supp, 'uk').instant).toBe('Негайна додаткова – зіграйте після своєї успішної атаки');
    expect(renderCard(supp, 'en').instant).toBe('Instant supplemental – play after your successful attack');
    const repl = card([], { instant: 'replacement' });
    expect(LANGS.map((lang) => renderCard(repl, lang).instant)).toEqual(['Okamžité nahrazení', 'Nagła Zamiana', 'Негайна заміна', 'Instant replacement']);
    const plain = card([], { instant: 'instant', instantWindow: 'startOfTurn' });
    expect(renderCard(plain, 'en').instant).toBe('Instant – play at the start of your turn');
    expect(renderCard(card([], { instant: 'instant', instantWindow: 'blockSuccessful' }), 'pl').instant).toBe('Nagła Reakcja – zagraj po sukcesie obrony');
    expect(renderCard(card([], { instant: 'supplemental', instantWindow: 'afterResolve' }), 'uk').instant).toBe('Негайна додаткова – зіграйте після розіграшу своєї карти');
  });

  test('keywords: known terms translated, unknown ones passed through, the card types when there are none', () => {
    const c = card([], { types: ['attack', 'core'], tier: 'core', keywords: ['NODACHI', 'CORE', 'ATTACK', 'WEAPON', 'MYSTERY'] });
    expect(renderCard(c, 'cs').keywords).toEqual(['NODACHI', 'ZÁKLADNÍ', 'ÚTOK', 'ZBRAŇ', 'MYSTERY']);
    expect(renderCard(c, 'uk').keywordLine).toBe('НОДАЧІ. ОСНОВНА. АТАКА. ЗБРОЯ. MYSTERY.');
    expect(translateKeyword('range', 'pl')).toBe('ZASIĘG');
    expect(renderCard(card([], { types: ['block'] }), 'pl').keywordLine).toBe('OBRONA.');
    expect(LANGS.map((lang) => translateKeyword('BLOCK', lang))).toEqual(['BLOKOVÁNÍ', 'OBRONA', 'ЗАХИСТ', 'BLOCK']);
    expect(LANGS.map((lang) => translateKeyword('MEDITATION', lang))).toEqual(['MEDITACE', 'MEDYTACJA', 'МЕДИТАЦІЯ', 'MEDITATION']);
  });

  test('tier and types', () => {
    const c = card([], { tier: 'jade', types: ['attack'] });
    expect(LANGS.map((lang) => renderCard(c, lang).tier)).toEqual(['nefrit', 'Jadeit', 'нефрит', 'jade']);
    expect(LANGS.map((lang) => renderCard(c, lang).types[0])).toEqual(['útok', 'atak', 'атака', 'attack']);
  });

  test('a divided card: each later section carries its own initiative', () => {
    const c = CardSchema.parse({
      number: 'X998', names: { cs: 'a', pl: 'b', uk: 'c', en: 'd' }, owner: { kind: 'common' }, tier: 'wood', types: ['attack'],
      initiative: { kind: 'fixed', value: 7 },
      sections: [
        { effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] },
        { initiative: { kind: 'fixed', value: 2 }, effects: [move(step(1, [3], false))] },
        { initiative: 'same', effects: [{ kind: 'focus', amount: 1 }] },
      ],
    });
    const en = renderCard(c, 'en');
    expect(en.sections.map((s) => s.initiative)).toEqual([null, '2', 'same initiative']);
    expect(en.text).toBe(['Attack 1 hex: 1 wound', '— 2 —', 'Take up to 1 step back', '— same initiative —', 'Gain 1 focus'].join('\n'));
    expect(renderCard(c, 'pl').sections[2]!.initiative).toBe('ta sama Inicjatywa');
  });

  test('nesting: depth and line kinds, with the Kamae colour on its heading', () => {
    const c = card([
      { kind: 'kamae', position: 'balance', effects: [{ kind: 'optionalFee', fee: 1, effects: [{ kind: 'or', options: [[{ kind: 'advantage' }], [{ kind: 'stealth' }]] }] }] },
    ]);
    const lines = renderCard(c, 'en').sections[0]!.lines;
    expect(lines.map((l) => [l.depth, l.kind, l.text])).toEqual([
      [0, 'kamae', 'Kamae Balance:'],
      [1, 'fee', 'Pay 1 focus:'],
      [3, 'effect', 'Gain advantage'],
      [2, 'or', '-OR-'],
      [3, 'effect', 'Enter stealth'],
    ]);
    expect(lines[0]!.kamae).toBe('balance');
    expect(renderCard(c, 'en').text).toBe('Kamae Balance:\n  Pay 1 focus:\n      Gain advantage\n    -OR-\n      Enter stealth');
  });
});

describe('status cards (R-FRAG-11, catalogue §1b)', () => {
  test('R-FRAG-11 names in every language', () => {
    expect(LANGS.map((lang) => STATUS_KINDS.map((kind) => statusCard(kind, lang).name))).toEqual([
      ['Zranění', 'Krvácející zranění', 'Omráčení', 'Oslabení', 'Otrava'],
      ['Rana', 'Krwawiąca Rana', 'Ogłuszenie', 'Utykanie', 'Zatrucie'],
      ['Поранення', 'Важке поранення', 'Запаморочення', 'Кульгання', 'Отрута'],
      ['Wound', 'Bleeding wound', 'Stun', 'Weakness', 'Poison'],
    ]);
  });
  test('R-FRAG-11 the printed Polish keyword lines and text fragments', () => {
    expect(statusCard('stun', 'pl').keywordLine).toBe('OGŁUSZENIE. EFEKT STANU.');
    expect(statusCard('weakness', 'pl').keywordLine).toBe('UTYKANIE. EFEKT STANU.');
    expect(statusCard('bleeding', 'pl').keywordLine).toBe('RANA.');
    expect(statusCard('poison', 'pl').keywordLine).toBe('ZATRUCIE. EFEKT STANU.');
    expect(statusCard('weakness', 'pl').text.join(' ')).toContain('obróć tę kartę o 90° w prawo; gdy wykona pełny obrót, odrzuć ją');
    expect(statusCard('bleeding', 'pl').text.join(' ')).toContain('na początku tury');
    expect(statusCard('wound', 'pl').text.join(' ')).toMatch(/Liczy się.*ile wynosi.*zostajesz/);
    expect(statusCard('stun', 'pl').text.join(' ')).toMatch(/Liczy się.*Nie można.*Możesz ją zagrać/);
  });
  test('R-FRAG-11 every status card has its text in every language', () => {
    for (const lang of LANGS) {
      const cards = statusCards(lang);
      expect(cards.map((c) => c.kind)).toEqual([...STATUS_KINDS]);
      for (const c of cards) {
        expect(c.text.length).toBeGreaterThanOrEqual(2);
        for (const s of [c.name, c.keywordLine, ...c.text]) expectComplete(`${c.kind} (${lang})`, s);
      }
      // The keywords follow the keyword terms, so a keyword is translated in one place only.
      expect(statusCard('stun', lang).keywords[0]).toBe(TERMS[lang].keywords.STUN);
    }
  });
  test('a poison card: its keywords, the generic poison text and its own effects', () => {
    const poison = PoisonCardSchema.parse({ number: 'P09', names: { cs: 'Jed', pl: 'Jad', uk: 'Отрута', en: 'Venom' }, keywords: ['POISON', 'STATUS EFFECT'], effects: [{ kind: 'discard', count: 2 }] });
    const r = renderPoisonCard(poison, 'pl');
    expect([r.name, r.keywordLine, r.lines.map((l) => l.text)]).toEqual(['Jad', 'ZATRUCIE. EFEKT STANU.', ['Odrzuć 2 karty']]);
    expect(r.statusText).toEqual(TERMS.pl.status.poison.text);
  });
});

describe('terms', () => {
  test('every language knows every keyword the English terms know', () => {
    for (const lang of LANGS) expect(Object.keys(TERMS[lang].keywords).sort()).toEqual(Object.keys(TERMS.en.keywords).sort());
  });
  test('a template with a missing value or an unknown noun is a bug that throws', () => {
    expect(() => fill('cs', 'Dober {n:cards}')).toThrow(/needs a value/);
    expect(() => fill('cs', 'Dober {n:kitten}', { n: 1 })).toThrow(/unknown noun/);
    expect(fill('uk', 'Візьміть до {n:cardsUpTo}', { n: 21 })).toBe('Візьміть до 21 карти');
  });
});
