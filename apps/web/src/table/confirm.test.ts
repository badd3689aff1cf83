import { pendingDecisions, rulesOf, viewFor, type GameState } from '@senjutsu/engine';
import { act, scenario, selectCards } from '@senjutsu/engine/testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decisionUIs } from './overlay';
import { translate } from '../i18n';
import { offered } from '../decisions/types';
import { confirmsSecret, isConfirm, secretOf, withConfirm } from './confirm';
import { Table } from './Table';

// Issue 22: the secret card chosen, then confirmed (table/confirm.ts), and the engine's listed
// undo of a movement as the decision's U button.

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('en', key, params);
const duel = () =>
  scenario()
    .seat('kensei', { q: 0, r: 2 }, 0, { hand: ['T22', 'T10', 'T01'] })
    .seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T12', 'T02'] })
    .build().state;
const uisOf = (state: GameState, seat: number) => decisionUIs(viewFor(state, seat), rulesOf(state), {}, t, 'en');

describe('the secret card, chosen then confirmed (issue 22)', () => {
  it('R-ROUND-SELECT-1 a click marks a card and sends nothing; the confirm button sends the marked card, as listed; a change of mind moves it', () => {
    const state = duel();
    const view = viewFor(state, 0);
    const listed = pendingDecisions(state).find((d) => d.seat === 0)!.options;
    const [first, second] = [listed[0]!, listed[1]!] as { kind: 'select'; card: string }[];
    const name = (card: string) => `name-${card}`;

    const none = withConfirm(view, uisOf(state, 0), null, t, name)[0]!;
    expect(offered(none)).toEqual([]); // nothing would reach the server yet
    expect(none.cards.map((c) => secretOf(c.pick))).toEqual(uisOf(state, 0)[0]!.cards.map((c) => c.card));
    expect(none.prompt).toBe(t('undo.choose'));

    const marked = withConfirm(view, uisOf(state, 0), first!.card, t, name)[0]!;
    expect(offered(marked)).toEqual([first]);
    const confirm = marked.buttons.find((b) => isConfirm(b.pick))!;
    expect(confirm.label).toBe(`Confirm name-${first!.card}`);
    expect(marked.cards.filter((c) => c.chosen).map((c) => c.card)).toEqual([first!.card]);

    const changed = withConfirm(view, uisOf(state, 0), second!.card, t, name)[0]!;
    expect(offered(changed)).toEqual([second]);
    // A card no longer offered (another seat's id, a past round) gets no button.
    expect(offered(withConfirm(view, uisOf(state, 0), 'c999', t, name)[0]!)).toEqual([]);
  });

  it('the setting: online chooses then confirms by default, one screen and solo take one click; the player\'s choice wins', () => {
    expect(confirmsSecret('auto', true)).toBe(true);
    expect(confirmsSecret('auto', false)).toBe(false);
    expect(confirmsSecret('confirm', false)).toBe(true);
    expect(confirmsSecret('oneClick', true)).toBe(false);
  });

  it('the table: an online select decision shows the setting and no confirm button until a card is marked; a local one sends on the click', () => {
    const state = duel();
    const render = (online: boolean) =>
      renderToStaticMarkup(createElement(Table, { view: viewFor(state, 0), rules: rulesOf(state), events: [], onAction: () => {}, busy: false, online }));
    const online = render(true);
    expect(online).toContain('data-testid="setting-secret-choice"');
    expect(online).toContain(t('undo.choose'));
    expect(online).not.toContain('data-shortcut="confirm"');
    expect(render(false)).toContain(t('board.select'));
  });

  it('R-MOVE-1 after a step the engine lists undo: the decision shows it as a button with the U key', () => {
    let s = selectCards(duel(), { 0: 'T22', 1: 'T12' }).state;
    for (let i = 0; i < 20; i++) {
      const d = pendingDecisions(s)[0]!;
      if (d.seat === 0 && d.kind === 'move') break;
      s = act(s, d.seat, d.options[0]!).state;
    }
    const step = pendingDecisions(s)[0]!.options.find((o) => o.kind === 'step')!;
    s = act(s, 0, step).state;
    const ui = uisOf(s, 0)[0]!;
    expect(offered(ui)).toContainEqual({ kind: 'undo' });
    const html = renderToStaticMarkup(createElement(Table, { view: viewFor(s, 0), rules: rulesOf(s), events: [], onAction: () => {}, busy: false }));
    expect(html).toMatch(/aria-keyshortcuts="U"[^>]*data-option-kind="undo"[^>]*>Undo the movement</);
  });
});
