import { CATALOG, TERMS } from '@senjutsu/cards';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { nodeName } from '../decisions/movement';
import { translate } from '../i18n';
import { KamaeMap } from './KamaeMap';

// Issue 22 item 9: every character's Kamae map (section 5) comes with a legend naming each
// position's colour, the focus point, the current-position ring and the offered node's ring, and
// each node of the map has a name of its own (two focus points read apart, R-FOCUS-POINT-1).

describe('the Kamae map and its legend', () => {
  for (const character of Object.values(CATALOG.characters)) {
    it(`R-KAMAE-3: ${character.id}'s map names every node apart and has a legend, in each language`, () => {
      for (const lang of ['en', 'cs', 'pl', 'uk'] as const) {
        const t = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate(lang, k, p);
        const names = (n: string) => nodeName({ lang, t }, n, character.kamae);
        const html = renderToStaticMarkup(createElement(KamaeMap, { map: character.kamae, current: 'neutral', names, options: [], onPick: () => {}, t }));
        const titles = [...html.matchAll(/<title>([^<]+)<\/title>/g)].map((m) => m[1]);
        expect(titles).toHaveLength(character.kamae.nodes.length);
        expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
        for (const position of ['aggression', 'balance', 'determination', 'neutral'] as const) {
          expect(html).toContain(`data-legend="${position}"`);
          expect(html).toContain(TERMS[lang].kamae[position]);
        }
        if (character.kamae.nodes.some((n) => n.kind === 'focus')) expect(html).toContain('data-legend="focus"');
        for (const key of ['words.kamae.current', 'words.kamae.option'] as const) expect(html).toContain(t(key));
      }
    });
  }
});
