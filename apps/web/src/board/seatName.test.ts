import { applyAction, pendingDecisions, rulesOf, viewFor, type GameState } from '@senjutsu/engine';
import { newSoloGame, randomSoloSpec, scenario, selectCards } from '@senjutsu/engine/testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { controlUI } from '../decisions/registry';
import { translate } from '../i18n';
import { AutomataPanel } from '../table/AutomataPanel';
import { NO_OVERLAY } from './Board';
import { spotsOf } from './spots';

// Issue 22 items 9 and 10: each automaton is named by kind, number among its kind and colour in
// the panels and the board's labels, and the move prompt names the card that gives the move.

const t = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p);

/** Plays the last option of each decision until `until` holds. */
function playUntil(start: GameState, until: (s: GameState) => boolean): GameState {
  let s = start;
  for (let i = 0; i < 2000 && !until(s); i++) {
    const d = pendingDecisions(s)[0]!;
    const r = applyAction(s, d.seat, d.options[d.options.length - 1]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

describe('automata named by kind, number and colour', () => {
  it('R-SOLO-SETUP-3: two katana ashigaru read apart in the automata panel and on the board', () => {
    const start = newSoloGame({ ...randomSoloSpec(5, 2), automata: ['katana-ashigaru', 'katana-ashigaru'] }).state;
    // Past setup, so every figure stands on the board.
    const state = playUntil(start, (s) => s.seats.every((st) => st.hex !== null));
    const view = viewFor(state, 0);
    const seats = view.automata.map((a) => a.seat);
    const expected = seats.map((seat, i) => `Katana Ashigaru ${i + 1} (${t(`words.colour.${seat}` as Parameters<typeof t>[0])})`);
    const html = renderToStaticMarkup(createElement(AutomataPanel, { view, rules: rulesOf(state), lang: 'en', t }));
    for (const name of expected) expect(html).toContain(`<strong>${name}</strong>`);
    const { figureLabels } = spotsOf(view, NO_OVERLAY, 'en', t);
    seats.forEach((seat, i) => expect(figureLabels.get(seat)).toContain(expected[i]));
  });
});

describe('the move prompt', () => {
  it('R-MOVE-1: the prompt names the card whose movement the player resolves', () => {
    let { state } = selectCards(
      scenario().seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T01'] }).seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T13'] }).build().state,
      { 0: 'T01', 1: 'T13' },
    );
    state = playUntil(state, (s) => pendingDecisions(s).some((d) => d.kind === 'move' || d.kind === 'or'));
    let decision = pendingDecisions(state).find((d) => d.kind === 'move' || d.kind === 'or')!;
    // T01 offers its movement as one -OR- option: choose it.
    if (decision.kind === 'or') {
      const r = applyAction(state, decision.seat, decision.options[0]!);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
      decision = pendingDecisions(state).find((d) => d.kind === 'move')!;
    }
    expect(decision.kind).toBe('move');
    if (decision.kind !== 'move') return;
    expect(decision.context.card).toBe('T01');
    const name = rulesOf(state).cards['T01']!.names;
    for (const lang of ['en', 'cs', 'pl', 'uk'] as const) {
      const ui = controlUI({ decision, view: viewFor(state, decision.seat), rules: rulesOf(state), draft: {}, t: (k, p) => translate(lang, k, p), lang });
      expect(ui.prompt).toContain(name[lang]);
    }
  });
});
