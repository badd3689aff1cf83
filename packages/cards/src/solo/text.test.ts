import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../schema';
import { SOLO_CATALOG } from './catalog';
import { renderSoloCard } from './text';
import { SOLO_TERMS } from './text-terms';

// Solo card text in cs/pl/uk/en, written from the same data: every card renders in every language
// with every value filled, and the solo terms are translated.

const cards = Object.values(SOLO_CATALOG.cards);
const card = (n: string) => SOLO_CATALOG.cards[n]!;

/** Every string of a nested record, with its path. */
const leaves = (x: unknown, path = ''): [string, string][] =>
  typeof x === 'string' ? [[path, x]] : Object.entries(x as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${path}.${k}`));

describe('solo card text', () => {
  it('every solo card renders in all four languages, every placeholder filled', () => {
    for (const c of cards) {
      for (const lang of LANGUAGES) {
        const r = renderSoloCard(c, lang);
        expect(r.name.length, `${c.number} ${lang}`).toBeGreaterThan(0);
        expect(r.text, `${c.number} ${lang}`).not.toMatch(/[{}#]|undefined|NaN/);
        expect(r.parts.length, `${c.number} ${lang}`).toBeGreaterThan(0);
      }
    }
  });

  it('the solo terms have the same keys in every language, and only the English words are English', () => {
    const en = new Map(leaves(SOLO_TERMS.en));
    for (const lang of ['cs', 'pl', 'uk'] as const) {
      const words = leaves(SOLO_TERMS[lang]);
      expect(words.map(([p]) => p).filter((p) => !/\.(few|many)$/.test(p))).toEqual([...en.keys()]);
      for (const [path, text] of words) expect(text, `${lang}${path}`).not.toBe(en.get(path));
    }
  });

  it('an attack card reads: the approach, the attack part, then what it does if the attack is impossible', () => {
    const fang = renderSoloCard(card('XN101'), 'en');
    expect(fang.parts.map((p) => p.kind)).toEqual(['before', 'approach', 'attack', 'movement']);
    expect(fang.text.split('\n')).toEqual([
      'Change behaviour',
      'It may move to attack:',
      '  Take up to 1 step in any direction and turn up to 1 hex side',
      'Attack:',
      '  Attack 1 hex: 1 wound, poison',
      '  If successful:',
      '    Refresh deck',
      'If the attack is impossible:',
      '  Take up to 1 step in any direction and turn up to 1 hex side',
      '  Refresh deck',
    ]);
  });

  it('the Polish text uses the printed wording: ZMIEŃ ZACHOWANIE SI, ZRESETUJ TALIĘ, WTASUJ PIERWSZĄ Z GÓRY Z ODRZUCONYCH DO TALII, KOSZMAR', () => {
    expect(renderSoloCard(card('S001'), 'pl').text).toContain('Wtasuj pierwszą z góry z odrzuconych do talii');
    const fang = renderSoloCard(card('XN101'), 'pl');
    expect(fang.keywordLine).toBe('SOLO. KOSZMAR. ATAK.');
    expect(fang.text).toContain('Zmień zachowanie SI');
    expect(fang.text).toContain('Zresetuj talię');
  });

  it('a block card shows its initiative range, its counter and both parts; a ranged card its range', () => {
    const block = renderSoloCard(card('S029'), 'cs');
    expect(block.initiative).toBe('4-7');
    expect(block.counter).toBe('Sólový protiútok: 5');
    expect(block.parts.map((p) => p.kind)).toEqual(['block', 'then']);
    expect(renderSoloCard(card('S039'), 'uk').range).not.toBeNull();
    expect(renderSoloCard(card('S014'), 'uk').range).toBeNull();
  });
});

describe('the bonus of stealth and Desperation on the expansion cards (section 21.5)', () => {
  it('the Assassin\'s XS221 and Onna-Bugeisha\'s XS271 print their bonus after the card\'s own parts, in every language', () => {
    for (const lang of LANGUAGES) {
      const dagger = renderSoloCard(SOLO_CATALOG.cards['XS221']!, lang);
      expect(dagger.parts.map((p) => p.kind)).toEqual(['approach', 'attack', 'movement', 'stealthed']);
      expect(dagger.text).toContain(SOLO_TERMS[lang].parts.stealthed);
      expect(renderSoloCard(SOLO_CATALOG.cards['XS271']!, lang).parts.at(-1)?.heading).toBe(SOLO_TERMS[lang].parts.desperate);
    }
  });
});
