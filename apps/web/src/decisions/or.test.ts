import { CATALOG, renderEffects } from '@senjutsu/cards';
import { pendingDecisions, rulesOf, viewFor } from '@senjutsu/engine';
import { act, scenario, selectCards } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { CONTROLS } from './registry';

describe('the -OR- control', () => {
  it('R-OR-1: each option button carries the words of that option of the card being resolved', () => {
    let { state } = selectCards(
      scenario().seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T01'] }).seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T13'] }).build().state,
      { 0: 'T01', 1: 'T13' },
    );
    // Tetsu's T13 (initiative 4) resolves first: it stops on its Kamae map at once.
    for (let i = 0; i < 5 && !pendingDecisions(state).some((d) => d.kind === 'or'); i++) {
      const d = pendingDecisions(state)[0]!;
      state = act(state, d.seat, d.options[d.options.length - 1]!).state;
    }
    const decision = pendingDecisions(state).find((d) => d.kind === 'or')!;
    const view = viewFor(state, decision.seat);
    const ui = CONTROLS.or({ decision, view, rules: rulesOf(state), draft: {}, t: (k, p) => translate('en', k, p), lang: 'en' });
    const card = rulesOf(state).cards['T01']!;
    const or = card.sections[0]!.effects.find((e) => e.kind === 'or')!;
    if (or.kind !== 'or') throw new Error('T01 has an -OR-');
    const expected = or.options.map((o) => renderEffects('en', o).map((l) => l.text).join(' '));
    // Options that read apart need no number (issue 22 item 9).
    expect(ui.buttons.map((b) => b.label)).toEqual(decision.options.map((a) => (a.kind === 'chooseOption' ? expected[a.option] : '')));
  });

  it('R-OR-1, issue 22: Lazy Strike\'s three one-hex attacks name the hex each covers, in every language', () => {
    let { state } = selectCards(
      scenario().card(CATALOG.cards['018']!).seat('kensei', { q: 0, r: 1 }, 0, { hand: ['018'] }).seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T13'] }).build().state,
      { 0: '018', 1: 'T13' },
    );
    for (let i = 0; i < 8 && !pendingDecisions(state).some((d) => d.kind === 'or'); i++) {
      const d = pendingDecisions(state)[0]!;
      state = act(state, d.seat, d.options[d.options.length - 1]!).state;
    }
    const decision = pendingDecisions(state).find((d) => d.kind === 'or')!;
    expect(decision.options).toHaveLength(3);
    for (const lang of ['en', 'cs', 'pl', 'uk'] as const) {
      const ui = CONTROLS.or({ decision, view: viewFor(state, decision.seat), rules: rulesOf(state), draft: {}, t: (k, p) => translate(lang, k, p), lang });
      const labels = ui.buttons.map((b) => b.label);
      expect(new Set(labels).size, labels.join(' | ')).toBe(3);
      if (lang === 'en') expect(labels).toEqual(['Attack 1 hex: 1 wound — forward-left', 'Attack 1 hex: 1 wound — forward', 'Attack 1 hex: 1 wound — forward-right']);
    }
  });
});
