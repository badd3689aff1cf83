import { CATALOG, describeDiagram, initiativeText, LANGUAGES, renderCard, TERMS, type AttackMark, type Card, type Effect } from '@senjutsu/cards';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { CardFace } from './CardFace';
import { CardTermList } from './CardTerms';
import { CARD_TERMS, splitTerms, termMeaning, termName, termsIn, type CardTerm } from './terms';

// Issue 25, "cards that read like cards": every card of the content drawn after the printed
// anatomy of the rulebook's section 4 (R-ANAT-1), and the keywords and symbols of its text marked
// with their meanings in each language.

const CARDS = Object.values(CATALOG.cards);
const face = (card: Card, lang: (typeof LANGUAGES)[number]) => renderToStaticMarkup(createElement(CardFace, { card, lang }));
/** The anatomy parts in the order the face shows them (document order). */
const partsOf = (html: string) => [...html.matchAll(/data-part="(\w+)"/g)].map((m) => m[1]!);

describe('card face anatomy (R-ANAT-1)', () => {
  it.each(LANGUAGES)('%s: every card shows the initiative top left, then its symbols, name, keywords, Kamae requirement, diagram and effects, each part when the card has it', (lang) => {
    for (const card of CARDS) {
      const html = face(card, lang);
      const parts = partsOf(html);
      const where = `${card.number} ${lang}: ${parts.join(' ')}`;
      // The left edge (in the tier's colour, R-ANAT-2) comes first, the initiative first in it.
      expect(parts.slice(0, 2), where).toEqual(['tier', 'initiative']);
      const expected = [
        'initiative', card.focusFee > 0 && 'focusFee', 'types', card.range !== undefined && 'range', card.instant !== undefined && 'instant', 'number',
        'name', 'keywords', card.kamaeRequirement !== undefined && 'kamaeRequirement', describeDiagram(card).length > 0 && 'diagram', 'effects',
      ].filter((p): p is string => p !== false);
      const main = parts.filter((p) => expected.includes(p));
      expect(main, where).toEqual(expected);
      expect(parts.includes('divider'), where).toBe(card.sections.length > 1);
      expect(html, where).toContain(`data-part="initiative" data-term="initiative">${initiativeText(card.initiative)}<`);
      if (card.focusFee > 0) expect(html, where).toMatch(new RegExp(`data-part="focusFee"[^>]*>${card.focusFee}<`));
      if (card.kamaeRequirement !== undefined) expect(html, where).toContain(TERMS[lang].kamae[card.kamaeRequirement]);
      expect(html, where).toContain(renderCard(card, lang).name.replace(/'/g, '&#x27;'));
    }
  });

  it('the parts the content has at all are all drawn somewhere: fees, range, instants, Kamae requirements and effects, optional fees, dividing lines', () => {
    const all = new Set(CARDS.flatMap((card) => partsOf(face(card, 'en'))));
    for (const part of ['focusFee', 'range', 'instant', 'kamaeRequirement', 'kamaeEffect', 'optionalFee', 'divider', 'diagram']) expect(all).toContain(part);
  });
});

/** The terms a card's data says its text must name (the marks of its attacks, its blocks, its Kamae and focus effects …). */
function termsOfData(card: Card): Set<CardTerm> {
  const terms = new Set<CardTerm>(card.types);
  const mark = (m: AttackMark) => {
    if (m.wounds > 0) terms.add(m.bleeding ? 'bleeding' : 'wound');
    if (m.execution) terms.add('execution');
    if (m.stun > 0) terms.add('stun');
    if (m.weakness > 0) terms.add('weakness');
    if (m.poison) terms.add('poison');
    if (m.push > 0) terms.add('push');
    if (m.pull > 0) terms.add('pull');
    if (m.rotate > 0) terms.add('rotate');
    if (m.advantage) terms.add('advantage');
  };
  const walk = (effects: readonly Effect[]): void => {
    for (const e of effects) {
      switch (e.kind) {
        case 'attack':
          terms.add('attack');
          e.hexes.forEach(mark);
          if (e.extra) {
            terms.add('focus');
            e.extra.hexes.forEach(mark);
          }
          break;
        case 'targetedAttack':
          terms.add('attack');
          mark(e.mark);
          if (e.extra) {
            terms.add('focus');
            mark(e.extra.mark);
          }
          break;
        case 'initiativeAttack':
          terms.add('attack');
          terms.add('initiative');
          mark(e.mark);
          break;
        case 'block':
          terms.add('block');
          if (e.extra) terms.add('focus');
          if (e.counter && e.counter.length > 0) terms.add('counterattack');
          break;
        case 'kamaePath':
        case 'kamaeJump':
          terms.add('kamae');
          break;
        case 'focus':
          terms.add('focus');
          break;
        case 'advantage':
          terms.add('advantage');
          break;
        case 'search':
          terms.add('search');
          break;
        case 'stealth':
          terms.add('stealth');
          break;
        case 'kamae':
          terms.add('kamae');
          walk(e.effects);
          break;
        case 'condition':
          terms.add('stealth');
          walk(e.effects);
          break;
        case 'optionalFee':
          terms.add('focus');
          walk(e.effects);
          break;
        case 'ifSuccessful':
          terms.add('ifSuccessful');
          walk(e.effects);
          break;
        case 'discardDeck':
          walk(e.effects);
          break;
        case 'or':
          e.options.forEach(walk);
          break;
        default:
          break;
      }
    }
  };
  card.sections.forEach((s) => walk(s.effects));
  return terms;
}

describe('keywords and symbols on cards: found in the text of every card, in every language', () => {
  it.each(LANGUAGES)('%s: each term a card\'s data implies is marked in its rendered keywords and text', (lang) => {
    const missing: string[] = [];
    for (const card of CARDS) {
      const r = renderCard(card, lang);
      const found = new Set(termsIn([r.keywordLine, ...r.sections.flatMap((s) => s.lines.map((l) => l.text))], lang));
      for (const term of termsOfData(card)) if (!found.has(term)) missing.push(`${card.number} ${term}: ${r.keywordLine} ${r.text}`);
    }
    expect(missing).toEqual([]);
  });

  it('a marked word keeps the whole word and the text around it', () => {
    expect(splitTerms('Atak na 1 pole: 2 Krwawiące Rany, Pchnij o 1 pole', 'pl')).toEqual([
      { text: 'Atak', term: 'attack' }, { text: ' na 1 pole: 2 ' }, { text: 'Krwawiące Rany', term: 'bleeding' }, { text: ', ' },
      { text: 'Pchnij', term: 'push' }, { text: ' o 1 pole' },
    ]);
    // A word inside another is not the word: "útok" in "Protiútok" is the counterattack.
    expect(splitTerms('Protiútok: 3, 5', 'cs')).toEqual([{ text: 'Protiútok', term: 'counterattack' }, { text: ': 3, 5' }]);
    expect(splitTerms('proveď 1 otočení', 'cs')).toEqual([{ text: 'proveď 1 otočení' }]);
  });

  it('every term has a name and a meaning in each language, and the face marks its words with them', () => {
    for (const lang of LANGUAGES) {
      for (const term of CARD_TERMS) {
        expect(translate(lang, termName(term)), `${lang} ${term}`).not.toBe(termName(term));
        expect(translate(lang, termMeaning(term)).length, `${lang} ${term}`).toBeGreaterThan(20);
      }
    }
    const pushing = CARDS.find((c) => termsOfData(c).has('push'))!;
    for (const lang of LANGUAGES) {
      const html = face(pushing, lang);
      expect(html).toMatch(/class="term" data-term="push">[^<]+</);
      const list = renderToStaticMarkup(createElement(CardTermList, { card: pushing, lang, t: (k, p) => translate(lang, k, p) }));
      for (const term of ['initiative', 'attack', 'push'] as const) {
        expect(list).toContain(`data-term="${term}"`);
        expect(list).toContain(translate(lang, termMeaning(term)).replace(/'/g, '&#x27;'));
      }
    }
  });
});
