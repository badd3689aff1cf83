import { statusCard, TERMS } from '@senjutsu/cards';
import { rulesOf, viewFor } from '@senjutsu/engine';
import { scenario } from '@senjutsu/engine/testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { Hand } from '../table/Hand';

// Issue 22 item 9: a stun card in the hand (R-STUN-1) is drawn as a stun card, with its name and
// rules text in the player's language, not as a bare card back "S".

describe('status cards in the hand', () => {
  it('R-STUN-1: a stun card in the hand shows its name, keywords and text in each language', () => {
    const { state } = scenario().seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T01', 'STUN'] }).seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T13'] }).build();
    const view = viewFor(state, 0);
    expect(view.seats[0]!.hand!.map((c) => c.number)).toEqual(['T01', 'STUN']);
    for (const lang of ['en', 'cs', 'pl', 'uk'] as const) {
      const html = renderToStaticMarkup(createElement(Hand, {
        view, rules: rulesOf(state), lang, t: (k, p) => translate(lang, k, p), options: [], busy: false, previewed: null, onPreview: () => {}, onPick: () => {},
      }));
      const stun = statusCard('stun', lang);
      expect(html).toContain('data-status="stun"');
      expect(html).toContain(stun.name);
      expect(html).toContain(stun.text[0]!.replace(/'/g, '&#x27;'));
      expect(html).not.toContain('<span>S</span>');
      expect(TERMS[lang].status.stun.name).toBe(stun.name);
    }
  });
});
