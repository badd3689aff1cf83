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

  it('R-SETUP-10 keyboard and screen readers: the board is a named group of hex and figure buttons, one Tab stop, the offered hexes enabled', () => {
    const seats = PACKS.slice(0, 2).map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] }));
    const created = createGame({ seed: 3, battlefield: BATTLEFIELDS['burnt-village'], seats, terrain: [] });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    const placing = pendingDecisions(state)[0]!;
    expect(placing.kind).toBe('placeFigure');
    const html = render(state, placing.seat as 0 | 1);
    const board = html.slice(html.indexOf('data-testid="board"'), html.indexOf('</svg>', html.indexOf('data-testid="board"')));
    expect(html).toMatch(/<svg[^>]*role="group"[^>]*aria-label="Battlefield"[^>]*data-testid="board"|<svg[^>]*data-testid="board"[^>]*role="group"[^>]*aria-label="Battlefield"/);
    expect(board).not.toContain('role="img"');
    const hexes = [...board.matchAll(/<polygon[^>]*data-hex="[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(hexes.length).toBe(viewFor(state, placing.seat).board.length);
    for (const h of hexes) expect(h).toMatch(/role="button"[^>]*aria-label="hex [A-Z]+[0-9]+(, [^"]+)?"/);
    // Printed terrain is named in the hex's name (burnt village: corpses and a burning cart).
    expect(board).toMatch(/aria-label="hex [A-Z]+[0-9]+, (Corpse|Burning cart|Rock)/);
    const offered = hexes.filter((h) => h.includes('data-option-kind="placeFigure"'));
    expect(offered.length).toBe(placing.options.length);
    for (const h of offered) expect(h).not.toContain('aria-disabled');
    expect(hexes.filter((h) => !h.includes('data-option-kind')).every((h) => h.includes('aria-disabled="true"'))).toBe(true);
    // One Tab stop, on the first offered hex.
    expect(count(board, 'tabindex="0"')).toBe(1);
    expect(offered[0]).toContain('tabindex="0"');

    // Once both figures stand, each is its hex's button: "<name>, facing <direction>, hex <coord>".
    for (let guard = 0; guard < 10 && pendingDecisions(state)[0]?.kind === 'placeFigure'; guard++) {
      const d = pendingDecisions(state)[0]!;
      state = act(state, d.seat, d.options[0]!).state;
    }
    const placed = render(state, 0);
    const figures = [...placed.matchAll(/<g[^>]*data-testid="figure"[^>]*>/g)].map((m) => m[0]);
    expect(figures.length).toBe(2);
    for (const f of figures) expect(f).toMatch(/role="button" aria-label="[^",]+, facing (north|north-east|south-east|south|south-west|north-west), hex [A-Z]+[0-9]+/);
    expect(translate('uk', 'keys.hex', { coord: 'C4' })).toBe('поле C4');
  });
});
