import { describe, expect, it } from 'vitest';
import { CATALOG, PACKS } from './content';
import { SCHOOLS, schoolsIn, validateDeck, type DeckCatalog, type DeckInput, type DeckOptions, type DeckViolation } from './deckbuilding';
import { CardSchema, CharacterSchema, type CardInput, type CharacterInput, type Tier } from './schema';

// A small inline catalogue: two characters, their core cards, three weapons and enough commons of
// every tier to build legal decks. Names are placeholders; only owners, tiers and keywords matter.
const names = (en: string) => ({ cs: en, pl: en, uk: en, en });
const card = (number: string, tier: Tier, owner: CardInput['owner'] = { kind: 'common' }, extra: Partial<CardInput> = {}): CardInput => ({
  number, names: names(`Card ${number}`), owner, tier, types: tier === 'core' ? ['core'] : ['attack'],
  initiative: { kind: 'fixed', value: 5 }, sections: [{ effects: [] }], ...extra,
});
const weapon = (number: string, name: string): CardInput =>
  card(number, 'core', { kind: 'weapon', weapon: name.toLowerCase() }, { types: ['attack', 'core'], keywords: ['ATTACK', 'CORE', 'WEAPON', name] });
const kamae = {
  nodes: [{ id: 'neutral', kind: 'neutral' }, { id: 'aggression', kind: 'aggression' }, { id: 'balance', kind: 'balance' }, { id: 'determination', kind: 'determination' }],
  paths: [{ from: 'neutral', to: 'aggression' }, { from: 'neutral', to: 'balance' }, { from: 'neutral', to: 'determination' }],
} satisfies CharacterInput['kamae'];
const character = (id: string, coreCard: string, weapons: string[]): CharacterInput => ({
  id, names: names(id), symbol: id[0]!, advantage: 3, handLimit: 4, woundLimit: 6, weapons, kamae, coreCard,
});

const range = (prefix: string, from: number, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${from + i}`);
const WOOD = range('C', 101, 14);
const STEEL = range('S', 201, 4);
const GOLD = range('G', 301, 10);
const JADE = range('J', 401, 2);
const SCHOOL_CARDS = Object.values(SCHOOLS).flat();

const cards: CardInput[] = [
  card('X01', 'core', { kind: 'character', character: 'oni' }),
  card('X02', 'core', { kind: 'character', character: 'tengu' }),
  weapon('W70', 'KATANA'),
  weapon('W71', 'NAGINATA'),
  weapon('W72', 'YARI'),
  card('W80', 'wood', { kind: 'weapon', weapon: 'katana' }),
  card('O501', 'wood', { kind: 'character', character: 'oni' }),
  card('O502', 'gold', { kind: 'character', character: 'oni' }),
  card('T601', 'wood', { kind: 'character', character: 'tengu' }),
  ...WOOD.map((n) => card(n, 'wood')),
  ...STEEL.map((n) => card(n, 'steel')),
  ...GOLD.map((n) => card(n, 'gold')),
  ...JADE.map((n) => card(n, 'jade')),
  ...SCHOOL_CARDS.map((n) => card(n, 'wood')),
];
const catalog: DeckCatalog = {
  cards: Object.fromEntries(cards.map((c) => [c.number, CardSchema.parse(c)])),
  characters: Object.fromEntries(
    [character('oni', 'X01', ['katana']), character('tengu', 'X02', ['naginata', 'Yari']), character('kappa', 'X99', ['katana'])].map((c) => [c.id, CharacterSchema.parse(c)]),
  ),
};

/** 13 wood cards x 3 and one steel card: a legal 40-card deck. */
const BASE = [...WOOD.slice(0, 13).flatMap((n) => [n, n, n]), STEEL[0]!];
/** A legal-sized deck: `extra` cards in place of the last cards of the base deck. */
const deckWith = (extra: string[], size = 40) => [...BASE.slice(0, size - extra.length), ...extra];
const oni = (deckCards: string[], weapons = ['W70']): DeckInput => ({ character: 'oni', weapons, cards: deckCards });
const check = (deck: DeckInput, options: Partial<DeckOptions> = {}) => validateDeck(deck, { catalog, ...options });
const rules = (vs: readonly DeckViolation[]) => vs.map((v) => v.rule);

describe('deck building (section 18)', () => {
  it('the base fixture deck is legal', () => {
    expect(BASE).toHaveLength(40);
    expect(check(oni(BASE))).toEqual([]);
  });

  it('R-DECKBUILD-1 exactly 40 ability cards', () => {
    expect(rules(check(oni(BASE.slice(1))))).toEqual(['R-DECKBUILD-1']);
    expect(check(oni([...BASE, STEEL[1]!]))[0]!.message).toMatch(/41 ability cards; it needs exactly 40/);
  });

  it('R-DECKBUILD-1 a card the catalogue does not know is no ability card', () => {
    const vs = check(oni(deckWith(['Z999'])));
    expect(vs).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-1', cards: ['Z999'] })]);
  });

  it('R-DECKBUILD-1 R-DECK-1 the Polish 30-card size, the size of the signature decks', () => {
    const thirty = BASE.slice(0, 30);
    expect(check(oni(thirty), { size: 30 })).toEqual([]);
    expect(rules(check(oni(thirty)))).toEqual(['R-DECKBUILD-1']);
    expect(rules(check(oni(BASE), { size: 30 }))).toEqual(['R-DECKBUILD-1']);
  });

  it('R-DECK-2 core cards never count toward the deck and do not belong in it', () => {
    const vs = check(oni([...BASE, 'X01']));
    expect(vs).toEqual([expect.objectContaining({ rule: 'R-DECK-2', cards: ['X01'] })]);
  });

  it('R-DECKBUILD-2 each tier limits the copies of a card: wood 3, steel 2, gold 1, jade 1', () => {
    const rows: [Tier, string, number, string][] = [
      ['wood', WOOD[13]!, 3, 'R-DECKBUILD-8'],
      ['steel', STEEL[1]!, 2, 'R-DECKBUILD-9'],
      ['gold', GOLD[0]!, 1, 'R-DECKBUILD-10'],
      ['jade', JADE[0]!, 1, 'R-DECKBUILD-11'],
    ];
    for (const [tier, number, limit, rule] of rows) {
      expect(catalog.cards[number]!.tier).toBe(tier);
      expect(check(oni(deckWith(Array.from({ length: limit }, () => number))))).toEqual([]);
      expect(check(oni(deckWith(Array.from({ length: limit + 1 }, () => number))))).toEqual([expect.objectContaining({ rule, cards: [number] })]);
    }
  });

  it('R-DECKBUILD-3 the deck is built for a known character with its own core ability card', () => {
    expect(check({ character: 'yokai', weapons: ['W70'], cards: BASE })).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-3' })]);
    // kappa's core card X99 is not in the catalogue.
    expect(check({ character: 'kappa', weapons: ['W70'], cards: BASE })).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-3', cards: ['X99'] })]);
  });

  it('R-DECKBUILD-4 a core weapon card is chosen by a weapon option among its keywords', () => {
    expect(check(oni(BASE, []))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-4', cards: [] })]);
    expect(check(oni(BASE, ['W71']))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-4', cards: ['W71'] })]);
    expect(check(oni(BASE, [WOOD[0]!]))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-4', cards: [WOOD[0]] })]);
    expect(check(oni(BASE, ['W404']))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-4', cards: ['W404'] })]);
    // Keywords are compared without regard to case ('Yari' option, 'YARI' keyword).
    expect(check({ character: 'tengu', weapons: ['W72'], cards: BASE })).toEqual([]);
  });

  it("R-DECKBUILD-4 a weapon's non-core card needs that weapon among the character's options", () => {
    expect(check(oni(deckWith(['W80'])))).toEqual([]);
    expect(check({ character: 'tengu', weapons: ['W71'], cards: deckWith(['W80']) })).toEqual([
      expect.objectContaining({ rule: 'R-DECKBUILD-4', cards: ['W80'] }),
    ]);
  });

  it('R-DECKBUILD-5 several core weapon cards, none counted toward the 40, each chosen once', () => {
    expect(check({ character: 'tengu', weapons: ['W71', 'W72'], cards: BASE })).toEqual([]);
    expect(check({ character: 'tengu', weapons: ['W71', 'W71'], cards: BASE })).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-5', cards: ['W71'] })]);
    expect(check(oni([...BASE, 'W70']))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-5', cards: ['W70'] })]);
  });

  it('R-DECKBUILD-6 any common cards, school cards included, outside matched play', () => {
    expect(check(oni(deckWith(SCHOOL_CARDS)))).toEqual([]);
  });

  it('R-DECKBUILD-7 only your own signature cards', () => {
    expect(check(oni(deckWith(['O501', 'O501', 'O501'])))).toEqual([]);
    expect(check(oni(deckWith(['T601'])))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-7', cards: ['T601'] })]);
  });

  it("R-CARD-3 R-CORE-2 another character's core card is never yours, as a weapon or in the deck", () => {
    expect(check(oni(BASE, ['W70', 'X02']))).toEqual([expect.objectContaining({ rule: 'R-CARD-3', cards: ['X02'] })]);
    expect(check(oni([...BASE, 'X02']))).toEqual([expect.objectContaining({ rule: 'R-CARD-3', cards: ['X02'] })]);
  });

  it('R-DECKBUILD-8 at most 3 copies of a wood card', () => {
    expect(check(oni(deckWith(['O501', 'O501', 'O501', 'O501'])))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-8', cards: ['O501'] })]);
  });

  it('R-DECKBUILD-9 at most 2 copies of a steel card', () => {
    expect(check(oni(deckWith([STEEL[2]!, STEEL[2]!, STEEL[3]!, STEEL[3]!])))).toEqual([]);
    expect(check(oni(deckWith([STEEL[2]!, STEEL[2]!, STEEL[2]!])))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-9', cards: [STEEL[2]] })]);
  });

  it('R-DECKBUILD-10 one copy of each gold card and at most 8 gold cards', () => {
    expect(check(oni(deckWith(GOLD.slice(0, 8))))).toEqual([]);
    const nine = check(oni(deckWith(GOLD.slice(0, 9))));
    expect(nine).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-10', cards: GOLD.slice(0, 9) })]);
    expect(nine[0]!.message).toMatch(/at most 8 gold cards/);
    expect(check(oni(deckWith(['O502', 'O502'])))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-10', cards: ['O502'] })]);
  });

  it('R-DECKBUILD-11 at most one jade card in the whole deck', () => {
    expect(check(oni(deckWith([JADE[0]!])))).toEqual([]);
    expect(check(oni(deckWith([JADE[0]!, JADE[1]!])))).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-11', cards: JADE })]);
    expect(rules(check(oni(deckWith([JADE[0]!, JADE[0]!]))))).toEqual(['R-DECKBUILD-11']);
  });

  it('every violation is listed at once', () => {
    const vs = check({ character: 'oni', weapons: ['W71'], cards: [...BASE.slice(0, 30), 'T601', 'C101', 'G301', 'G301', 'X01'] }, { school: null, size: 40 });
    expect(rules(vs).sort()).toEqual(['R-DECK-2', 'R-DECKBUILD-1', 'R-DECKBUILD-10', 'R-DECKBUILD-4', 'R-DECKBUILD-7', 'R-DECKBUILD-8'].sort());
  });
});

describe('specific schools (R-SCHOOL)', () => {
  const blazing = ['086', '113', '119'];
  const hare = ['096', '112', '128'];
  const jade = ['084', '105', '100'];

  it('R-SCHOOL-2 School of the Blazing Sun: 086, 113, 119', () => {
    expect(SCHOOLS['blazing-sun']).toEqual(blazing);
    expect(check(oni(deckWith(blazing)), { school: 'blazing-sun' })).toEqual([]);
  });

  it('R-SCHOOL-3 School of the Autumn Hare: 096, 112, 128', () => {
    expect(SCHOOLS['autumn-hare']).toEqual(hare);
    expect(check(oni(deckWith(hare)), { school: 'autumn-hare' })).toEqual([]);
  });

  it('R-SCHOOL-4 School of the Jade River: 084, 105, 100', () => {
    expect(SCHOOLS['jade-river']).toEqual(jade);
    expect(check(oni(deckWith(jade)), { school: 'jade-river' })).toEqual([]);
  });

  it('R-SCHOOL-5 a deck of one school may not include common cards of another school', () => {
    const vs = check(oni(deckWith([...blazing, '096', '105'])), { school: 'blazing-sun' });
    expect(vs.map((v) => [v.rule, v.cards])).toEqual([['R-SCHOOL-5', ['096']], ['R-SCHOOL-5', ['105']]]);
    expect(vs[0]!.message).toMatch(/Autumn Hare school \(R-SCHOOL-3\)/);
  });

  it('R-SCHOOL-7 a revised school list (e.g. a tournament\'s) replaces the rulebook membership', () => {
    // The publisher moves 105 from the Jade River to the Blazing Sun and frees 096.
    const revised = { 'blazing-sun': [...blazing, '105'], 'autumn-hare': ['112', '128'], 'jade-river': ['084', '100'] };
    const deck = oni(deckWith([...blazing, '105', '096']));
    expect(rules(check(deck, { school: 'blazing-sun' }))).toEqual(['R-SCHOOL-5', 'R-SCHOOL-5']);
    expect(check(deck, { school: 'blazing-sun', schools: revised })).toEqual([]);
  });

  it('R-SCHOOL-6 a deck without a school may not include any school card', () => {
    expect(check(oni(BASE), { school: null })).toEqual([]);
    expect(check(oni(deckWith(['086', '128'])), { school: null })).toEqual([expect.objectContaining({ rule: 'R-SCHOOL-6', cards: ['086', '128'] })]);
  });

  it('R-SCHOOL-1 R-DECKBUILD-6 school rules apply only in matched play (school given, even null)', () => {
    const mixed = deckWith(['086', '096', '105']);
    expect(check(oni(mixed))).toEqual([]);
    expect(rules(check(oni(mixed), { school: 'jade-river' }))).toEqual(['R-SCHOOL-5', 'R-SCHOOL-5']);
  });

  it('R-SCHOOL-8 the schools a deck follows', () => {
    expect(schoolsIn(['001', '113'])).toEqual(['blazing-sun']);
    expect(schoolsIn(['084', '128'])).toEqual(['autumn-hare', 'jade-river']);
    expect(schoolsIn(['025'])).toEqual([]);
  });
});

describe('the signature decks of the content packs (R-SIG-1, R-SIG-2)', () => {
  // Packs are authored one by one; until all four exist, a deck may name a shared card that a
  // missing pack authors: only those unknown cards are excused, and only while a pack is missing.
  it('R-SIG-2 R-DECKBUILD-1 R-SCHOOL-8 every signature deck present is a legal 30-card deck, following at most its own school', () => {
    for (const pack of PACKS) {
      const deck = { character: pack.character.id, weapons: [pack.signatureDeck.weapon], cards: [...pack.signatureDeck.cards] };
      expect(deck.cards, pack.character.id).toHaveLength(30);
      const schools = schoolsIn(deck.cards);
      expect(schools.length, pack.character.id).toBeLessThanOrEqual(1);
      for (const school of [undefined, schools[0] ?? null] as const) {
        const missing = deck.cards.filter((n) => CATALOG.cards[n] === undefined);
        const excused = (v: DeckViolation) => PACKS.length < 4 && v.rule === 'R-DECKBUILD-1' && v.cards.length > 0 && v.cards.every((n) => missing.includes(n));
        const vs = validateDeck(deck, { catalog: CATALOG, size: 30, school }).filter((v) => !excused(v));
        expect(vs, `${pack.character.id} (school ${school})`).toEqual([]);
      }
    }
    expect(PACKS.length).toBeLessThanOrEqual(4);
  });

  it('R-SCHOOL-8 the signature decks follow the schools: Warrior Blazing Sun, Master Autumn Hare, Student Jade River, Ronin none', () => {
    const expected: Record<string, string[]> = { warrior: ['blazing-sun'], master: ['autumn-hare'], student: ['jade-river'], ronin: [] };
    for (const pack of PACKS) expect(schoolsIn(pack.signatureDeck.cards), pack.character.id).toEqual(expected[pack.character.id]);
  });
});
