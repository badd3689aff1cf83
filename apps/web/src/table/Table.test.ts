import { PACKS, BATTLEFIELDS, LANGUAGES } from '@senjutsu/cards';
import { createGame, pendingDecisions, rulesOf, viewFor, type GameEvent, type GameState } from '@senjutsu/engine';
import { act, eventsOf, handCard, newTestGame, randomPlayout, scenario } from '@senjutsu/engine/testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { cardNumbers, describeEvent } from './log';
import { explanationMarks, previewMarks } from './overlay';
import { Table } from './Table';

// The game screen rendered as a page would (react-dom/server), and the pure parts behind it.

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('en', key, params);
const render = (state: GameState, viewer: 0 | 1 | 'spectator', events: GameEvent[] = []) =>
  renderToStaticMarkup(createElement(Table, { view: viewFor(state, viewer), rules: rulesOf(state), events, onAction: () => {}, busy: false }));
const count = (html: string, needle: string) => html.split(needle).length - 1;

const duel = () =>
  scenario()
    .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T10', 'T01'] })
    .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['T12', 'T02'] })
    .build();

describe('Table', () => {
  it('R-ROUND-SELECT-1: the board, both figures, the hand as the select options, and who else is choosing', () => {
    const { state } = duel();
    const html = render(state, 0);
    const view = viewFor(state, 0);
    expect(count(html, 'data-hex="')).toBe(view.board.length);
    expect(count(html, 'data-testid="figure"')).toBe(2);
    expect(html).toContain('data-decision-kind="select"');
    expect(count(html, 'data-testid="hand-card"')).toBe(2);
    // Each card in hand is a select option, chosen on the hand itself.
    expect(count(html, 'data-option-kind="select"')).toBe(2);
    expect(html).toContain('data-testid="waiting"');
    expect(html).toContain('data-testid="log"');
  });

  it('R-OVERVIEW-5: a seat or spectator page holds no other hand card', () => {
    const { state } = duel();
    const theirs = state.seats[0]!.hand;
    for (const viewer of [1, 'spectator'] as const) {
      const html = render(state, viewer);
      for (const card of theirs) expect(html).not.toContain(`data-card="${card}"`);
    }
    expect(render(state, 'spectator')).not.toContain('data-testid="decision"');
  });

  it('R-DIAG-2: hovering a card draws its hexes from the figure; R-BLOCK-3: an explained blocked attack shows the blocked hex and the verdict', () => {
    const applied = duel();
    const card = handCard(applied.state, 0, 'T10');
    const preview = previewMarks(viewFor(applied.state, 0), rulesOf(applied.state), 0, card);
    // Kensei on (0,1) facing north attacks (0,0).
    expect(preview.filter((m) => m.kind === 'attack').map((m) => m.hex)).toEqual([{ q: 0, r: 0 }]);
    let s = act(applied.state, 0, { kind: 'select', card }).state;
    const r = act(s, 1, { kind: 'select', card: handCard(s, 1, 'T12') });
    // R-BLOCK-2: a block is live at its own initiative only; Tetsu's variable 3-7 meets the attack at 6.
    const events: GameEvent[] = [...r.events];
    s = r.state;
    while (pendingDecisions(s).length > 0 && pendingDecisions(s)[0]!.kind === 'variableInitiative') {
      const next = act(s, 1, { kind: 'chooseInitiative', value: 6 });
      events.push(...next.events);
      s = next.state;
    }
    const index = events.findIndex((e) => e.kind === 'attack');
    const attack = eventsOf(events, 'attack')[0]!;
    expect(attack.results[0]!.hit).toBe(false);
    const marks = explanationMarks(viewFor(s, 0), events, { index, event: attack }, t);
    expect(marks).toContainEqual(expect.objectContaining({ kind: 'ignored', hex: { q: 0, r: 0 } }));
    expect(marks).toContainEqual(expect.objectContaining({ kind: 'origin', hex: { q: 0, r: 1 } }));
    expect(render(s, 0, events)).toContain('data-explain=');
  });

  it('every event of random games reads as a full sentence in cs, pl, uk and en', () => {
    const games = [newTestGame(3), newTestGame(4)];
    const seats = PACKS.slice(0, 2).map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] }));
    const real = createGame({ seed: 9, battlefield: BATTLEFIELDS['burnt-village'], seats, terrain: ['rock', 'shrine'] });
    if (real.ok) games.push(real.value.state);
    let checked = 0;
    for (const [i, game] of games.entries()) {
      const events: GameEvent[] = [];
      const end = randomPlayout(game, i, 12, (_s, rng, e) => {
        events.push(...e);
        return rng;
      });
      const numbers = cardNumbers(events);
      for (const lang of LANGUAGES) {
        const ctx = { view: viewFor(end.state, 'spectator'), rules: rulesOf(end.state), t: (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate(lang, k, p), lang, numbers };
        for (const e of events) {
          const line = describeEvent(e, ctx);
          expect(line, e.kind).not.toMatch(/\{\w+\}|undefined|NaN/);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
