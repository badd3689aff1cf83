import { hit, move, turn } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../content';
import { CardSchema, LANGUAGES, type Card, type CardInput, type Effect, type InstantKind } from '../schema';
import { renderCard } from './render';
import type { Lang } from './terms';

// Issue #9, item 16: the card text uses the rulebooks' own words (../shared/seeds: the Czech 000,
// the Polish 003 and the Ukrainian 004 rulebooks), checked on the rendered text of every card of
// the content and of cards built to show each term.

const card = (effects: Effect[], extra: Partial<CardInput> = {}): Card =>
  CardSchema.parse({
    number: 'X998', names: { cs: 'Zkouška', pl: 'Próba', uk: 'Проба', en: 'Trial' }, owner: { kind: 'common' }, tier: 'wood',
    types: ['attack'], initiative: { kind: 'fixed', value: 5 }, sections: [{ effects }], ...extra,
  });

/** Every line of rules text and header a card shows in `lang`. */
function shown(c: Card, lang: Lang): string {
  const r = renderCard(c, lang);
  return [r.keywordLine, r.instant ?? '', r.range ?? '', ...r.sections.flatMap((s) => s.lines.map((l) => l.text))].join('\n');
}

const content = Object.values(CATALOG.cards);
const allText = (lang: Lang) => content.map((c) => shown(c, lang)).join('\n');

/** A card using each worded term: hexes, more hexes, a turn, push, pull, rotate and "if successful". */
const SAMPLE = card([
  move(turn(2)),
  { kind: 'attack', hexes: [hit(0, -1, { push: 2 }), hit(1, -1, { pull: 1 }), hit(-1, 0, { rotate: 1 })], extra: { fee: 1, hexes: [hit(0, -2)] } },
  { kind: 'ifSuccessful', effects: [{ kind: 'focus', amount: 1 }] },
]);

describe('the rulebooks\' words on the cards', () => {
  it('Czech: "hex" (never "pole"), "otočení", "Pokud uspěješ"', () => {
    const text = shown(SAMPLE, 'cs');
    const all = allText('cs');
    expect(text).toContain('Útok na 3 hexy');
    expect(text).toContain('útok na 1 další hex');
    expect(text).toContain('odstrčení o 2 hexy');
    expect(text).toContain('Proveď 2 otočení');
    expect(text).toContain('otočení o 1 stranu');
    expect(text).toContain('Pokud uspěješ:');
    for (const t of [text, all]) {
      expect(t).not.toMatch(/\bpol(e|í|i)\b/);
      expect(t).not.toMatch(/otoč(ku|ky|ek)\b|Při úspěchu/);
    }
    expect(all).toMatch(/\bhex(y|ů)?\b/);
  });

  it('Ukrainian: "клітинка", "сторона", "У разі успіху"', () => {
    const text = shown(SAMPLE, 'uk');
    const all = allText('uk');
    expect(text).toContain('Атака на 3 клітинки');
    expect(text).toContain('атака на 1 додаткову клітинку');
    expect(text).toContain('відштовхування на 2 клітинки');
    expect(text).toContain('Поверніться на 2 сторони');
    expect(text).toContain('поворот цілі на 1 сторону');
    expect(text).toContain('У разі успіху:');
    for (const t of [text, all]) expect(t).not.toMatch(/гекс|гран(ь|і|ей)|Якщо успішно/);
    expect(all).toMatch(/клітин/);
  });

  it('Polish: "Pchnij", "Ciągnij", "Obróć"', () => {
    const text = shown(SAMPLE, 'pl');
    expect(text).toContain('Pchnij o 2 pola');
    expect(text).toContain('Ciągnij o 1 pole');
    expect(text).toContain('Obróć o 1 bok');
    expect(text).not.toMatch(/odepchnięcie|przyciągnięcie|obrót celu/);
  });
});

// The rulebooks' names of the three instant kinds (cs 000 "okamžitá, okamžité nahrazení a okamžitá
// doplňková"; pl 003 "Nagłej Reakcji, Nagłej Zamiany i Nagłej Korzyści", the card face
// "ATAK. NAGŁA KORZYŚĆ."; uk 004 "негайні карти, карти негайної заміни та негайні додаткові карти").
const INSTANT_WORDS: Record<InstantKind, Record<Lang, string>> = {
  instant: { cs: 'OKAMŽITÁ', pl: 'NAGŁA REAKCJA', uk: 'НЕГАЙНА', en: 'INSTANT' },
  replacement: { cs: 'OKAMŽITÉ NAHRAZENÍ', pl: 'NAGŁA ZAMIANA', uk: 'НЕГАЙНА ЗАМІНА', en: 'INSTANT REPLACEMENT' },
  supplemental: { cs: 'OKAMŽITÁ DOPLŇKOVÁ', pl: 'NAGŁA KORZYŚĆ', uk: 'НЕГАЙНА ДОДАТКОВА', en: 'INSTANT SUPPLEMENTAL' },
};
const KEYWORD: Record<InstantKind, string> = { instant: 'INSTANT', replacement: 'INSTANT REPLACEMENT', supplemental: 'INSTANT SUPPLEMENTAL' };

describe('instant keywords', () => {
  const instants = content.filter((c) => c.instant !== undefined);

  it('the content has supplemental and replacement instants to check', () => {
    expect(new Set(instants.map((c) => c.instant))).toEqual(new Set(['supplemental', 'replacement']));
  });

  it.each(instants.map((c) => [c.number, c.instant!] as const))('card %s (%s) carries its own instant keyword, printed in each language with the rulebook\'s word', (number, kind) => {
    const c = CATALOG.cards[number]!;
    expect(c.keywords).toContain(KEYWORD[kind]);
    for (const other of Object.values(KEYWORD)) if (other !== KEYWORD[kind]) expect(c.keywords).not.toContain(other);
    for (const lang of LANGUAGES) expect(renderCard(c, lang).keywords, lang).toContain(INSTANT_WORDS[kind][lang]);
  });

  it('047 reads "ATAK. NAGŁA KORZYŚĆ." in Polish, as its card face', () => {
    expect(renderCard(CATALOG.cards['047']!, 'pl').keywordLine).toBe('ATAK. NAGŁA KORZYŚĆ.');
  });

  it('no card without an instant kind carries an instant keyword', () => {
    for (const c of content.filter((x) => x.instant === undefined)) {
      expect(c.keywords.filter((k) => k.startsWith('INSTANT')), c.number).toEqual([]);
    }
  });
});
