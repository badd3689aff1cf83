import { CATALOG, TERRAIN, type Lang } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { AREAS } from './index';

// One term per concept in each language (issue 22): a small glossary gives each concept its one
// form and the other ways it has been written; no string of the page's dictionaries, nor a
// character or terrain name, may use another way. Card text keeps the printed cards' wording
// (@senjutsu/cards), which is not checked here.

/** A word starting with `stem`, not inside a longer word (`\b` knows no Cyrillic). */
const word = (stem: string): RegExp => new RegExp(`(?<!\\p{L})${stem}`, 'iu');

type Entry = { readonly concept: string; readonly lang: Lang; readonly form: RegExp; readonly others: readonly RegExp[] };

const GLOSSARY: readonly Entry[] = [
  // The automata: "automat", never "SI" (sztuczna inteligencja).
  { concept: 'automaton', lang: 'pl', form: word('automat'), others: [new RegExp('(?<!\\p{L})SI(?!\\p{L})', 'u')] },
  { concept: 'automaton', lang: 'uk', form: word('автомат'), others: [new RegExp('(?<!\\p{L})ШІ(?!\\p{L})', 'u')] },
  { concept: 'automaton', lang: 'cs', form: word('automat'), others: [new RegExp('(?<!\\p{L})(AI|UI)(?!\\p{L})', 'u')] },
  // The ashigaru troops: as the automata's names in the content spell them.
  { concept: 'ashigaru', lang: 'uk', form: word('ашігару'), others: [word('асіґару'), word('асігару'), word('ашиґару'), word('ашіґару'), word('ашигару')] },
  // The nightmare automata: as the printed cards' NIGHTMARE (КОШМАР, KOSZMAR, NOČNÍ MŮRA).
  { concept: 'nightmare', lang: 'uk', form: word('кошмар'), others: [word('жах')] },
  { concept: 'nightmare', lang: 'pl', form: word('koszmar'), others: [word('zmor')] },
  { concept: 'nightmare', lang: 'cs', form: word('noční můr'), others: [word('hrůz')] },
  // A hex of the battlefield: "pole" / "поле", never the loanword.
  { concept: 'hex', lang: 'pl', form: word('pol'), others: [new RegExp('(?<!\\p{L})heks(?!agonal)', 'iu')] },
  { concept: 'hex', lang: 'uk', form: word('пол'), others: [new RegExp('(?<!\\p{L})гекс(?!агональ)', 'iu')] },
  { concept: 'hex', lang: 'cs', form: word('pol'), others: [new RegExp('(?<!\\p{L})hex', 'iu')] },
];

/** Every string the page shows in `lang` from the dictionaries and the content's names, with where it comes from. */
function stringsOf(lang: Lang): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const [area, dictionary] of Object.entries(AREAS)) {
    // {placeholders} are names of parameters, not words the player reads.
    for (const [key, text] of Object.entries((dictionary as Record<Lang, Record<string, string>>)[lang])) out.push({ where: `${area} ${key}`, text: text.replace(/\{\w+\}/g, '') });
  }
  for (const c of Object.values(CATALOG.characters)) out.push({ where: `character ${c.id}`, text: c.names[lang] });
  for (const [kind, t] of Object.entries(TERRAIN)) out.push({ where: `terrain ${kind}`, text: t.names[lang] });
  return out;
}

describe('glossary: one term per concept in each language', () => {
  for (const entry of GLOSSARY) {
    it(`${entry.lang} ${entry.concept}: written as ${entry.form.source.replace(/^\(\?<!\\p\{L\}\)/, '')} and no other way`, () => {
      const strings = stringsOf(entry.lang);
      // The allowed form is in use: the entry guards a live concept.
      expect(strings.some((s) => entry.form.test(s.text)), `no ${entry.lang} string uses the form of "${entry.concept}"`).toBe(true);
      const other = strings.filter((s) => entry.others.some((o) => o.test(s.text))).map((s) => `${s.where}: ${s.text}`);
      expect(other).toEqual([]);
    });
  }
});
