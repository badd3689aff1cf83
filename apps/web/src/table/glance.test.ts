import { pendingDecisions, rulesOf, viewFor, type GameEvent, type GameState } from '@senjutsu/engine';
import { act, eventsOf, handCard, scenario } from '@senjutsu/engine/testing';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { coordinatesOf } from '../board/coords';
import { nextSpot } from '../board/roving';
import { screenSpots } from '../board/turn';
import { centre, keyOf } from '../board/geometry';
import { translate } from '../i18n';
import { DecisionPanel } from './DecisionPanel';
import { explanationSentences } from './explain';
import { ExplanationBox } from './ExplanationBox';
import { Table } from './Table';

// "State at a glance" (issue 22): the wound track with bleeding wounds and the limit, the explained
// attack in sentences, the board from the viewer's side, and hot-seat's "who is next" on one screen.

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate('en', key, params);
const render = (state: GameState, viewer: 0 | 1 | 'spectator', events: GameEvent[] = []) =>
  renderToStaticMarkup(createElement(Table, { view: viewFor(state, viewer), rules: rulesOf(state), events, onAction: () => {}, busy: false }));
const count = (html: string, needle: string) => html.split(needle).length - 1;

/** Kensei (wound limit 5) on (0,1) facing north, Tetsu on (0,0) facing south. */
const duel = (kensei: { wounds?: number; bleeding?: number } = {}) =>
  scenario()
    .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T10', 'T01'], ...kensei })
    .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['T12', 'T02'] })
    .build();

/** Kensei's T10 against Tetsu's block T12 at initiative 6: the attack event and the state after it. */
function blockedAttack() {
  const applied = duel();
  let s = act(applied.state, 0, { kind: 'select', card: handCard(applied.state, 0, 'T10') }).state;
  const r = act(s, 1, { kind: 'select', card: handCard(s, 1, 'T12') });
  const events: GameEvent[] = [...r.events];
  s = r.state;
  while (pendingDecisions(s)[0]?.kind === 'variableInitiative') {
    const next = act(s, 1, { kind: 'chooseInitiative', value: 6 });
    events.push(...next.events);
    s = next.state;
  }
  const index = events.findIndex((e) => e.kind === 'attack');
  return { state: s, events, explanation: { index, event: eventsOf(events, 'attack')[0]! } };
}

describe('the wound track', () => {
  it('R-BLEED-4, R-VICTORY-1: 1 wound and 2 bleeding wounds of 5 fill 3 circles, bleeding ones drawn as such, and are no defeat', () => {
    const { state } = duel({ wounds: 1, bleeding: 2 });
    const html = render(state, 0);
    const panel = html.slice(html.indexOf('class="seat-panel" data-seat="0"'), html.indexOf('data-seat="1"', html.indexOf('class="seat-panel" data-seat="0"')));
    const start = panel.indexOf('<span class="wound-track"');
    const track = panel.slice(start, panel.indexOf('</span>', start));
    expect(track).toContain('data-wounds="1" data-bleeding="2" data-limit="5"');
    expect(count(track, '<i class="wound">')).toBe(1);
    expect(count(track, '<i class="bleeding">')).toBe(2);
    expect(count(track, '<i class="free">')).toBe(2);
    expect(track).toContain('3/5');
    expect(track).toContain('aria-label="1 wounds and 2 bleeding wounds of 5"');
    expect(panel).not.toContain('badge defeated');
  });
});

describe('Explain', () => {
  it('R-BLOCK-3 (a)/(b): a blocked attack says where it came from, what it covered, who blocked which hex and that the target is not hit', () => {
    const { state, events, explanation } = blockedAttack();
    const view = viewFor(state, 0);
    const names = coordinatesOf(view.board);
    const result = explanation.event.results[0]!;
    expect(result.hit).toBe(false);
    const [attack, verdict] = explanationSentences(view, events, explanation, { t, seatName: (s) => ['Kensei', 'Tetsu'][s]!, cardTitle: 'T10' });
    expect(attack).toBe(`Kensei attacks with T10 from ${names.get('0,1')}: the attack covers ${names.get('0,0')}.`);
    const blocked = result.blockedBy!.hexes.map((h) => names.get(keyOf(h))).join(', ');
    expect(verdict).toContain(`Tetsu on ${names.get('0,0')} is not hit: the card of Tetsu blocks ${blocked},`);
    // Rendered with the sentences and the legend, one verdict per character reached.
    const html = renderToStaticMarkup(createElement(ExplanationBox, { view, events, explanation, t, seatName: String, cardTitle: 'T10', onHide: () => {} }));
    expect(count(html, 'data-testid="explain-verdict"')).toBe(1);
    expect(html).toContain(t('table.explain.legend'));
  });

  it('R-BLOCK-3: an attack that lands says that no block covered the target, the attacker or the paths', () => {
    const { state, events, explanation } = blockedAttack();
    const hit = { ...explanation, event: { ...explanation.event, results: [{ ...explanation.event.results[0]!, hit: true, blockedBy: null }] } };
    const view = viewFor(state, 0);
    const names = coordinatesOf(view.board);
    const [, verdict] = explanationSentences(view, events, hit, { t, seatName: (s) => ['Kensei', 'Tetsu'][s]!, cardTitle: 'T10' });
    expect(verdict).toBe(`Tetsu on ${names.get('0,0')} is hit: no block covers ${names.get('0,0')}, nor ${names.get('0,1')}, nor a hex on every attack path between them.`);
  });
});

describe('the board from the viewer\'s side', () => {
  it('the second seat (team 1, the north edge) sees the board turned by 180 degrees, the first seat and spectators do not', () => {
    const { state } = duel();
    const viewBox = (html: string) => /<svg[^>]*viewBox="([^"]+)"[^>]*data-testid="board"|<svg[^>]*data-testid="board"[^>]*viewBox="([^"]+)"/.exec(html);
    const [first, second, spectator] = [render(state, 0), render(state, 1), render(state, 'spectator')];
    expect(first).toContain('data-turned="false"');
    expect(spectator).toContain('data-turned="false"');
    expect(second).toContain('data-turned="true"');
    expect(second).toContain('class="board-turn" transform="rotate(180)"');
    const [x0, y0, w0, h0] = (viewBox(first)![1] ?? viewBox(first)![2])!.split(' ').map(Number);
    const [x1, y1, w1, h1] = (viewBox(second)![1] ?? viewBox(second)![2])!.split(' ').map(Number);
    expect([x1, y1, w1, h1]).toEqual([-(x0! + w0!), -(y0! + h0!), w0, h0]);
    // Hex names keep their battlefield meaning on the turned board.
    expect(second).toContain(`, facing south, hex ${coordinatesOf(viewFor(state, 1).board).get('0,0')}"`);
  });

  it('arrow keys follow the screen: on a turned board Up leads to the hex south on the battlefield', () => {
    const board = [{ q: 0, r: -1 }, { q: 0, r: 0 }, { q: 0, r: 1 }];
    const spots = board.map((h) => ({ key: keyOf(h), ...centre(h) }));
    const from = (turned: boolean) => screenSpots(spots, turned).find((s) => s.key === '0,0')!;
    expect(nextSpot(screenSpots(spots, false), from(false), 'up')?.key).toBe('0,-1');
    expect(nextSpot(screenSpots(spots, true), from(true), 'up')?.key).toBe('0,1');
  });
});

describe('hot-seat: whose turn', () => {
  it('on one screen the others are "after you on this screen", not "waiting for" them', () => {
    const { state } = duel();
    const view = { ...viewFor(state, 0), decisions: [] };
    const props = { view, uis: [], t, busy: false, seatName: (s: number) => ['Kensei', 'Tetsu'][s]!, onPick: () => {} };
    expect(renderToStaticMarkup(createElement(DecisionPanel, { ...props, sameScreen: true }))).toContain('After you on this screen: Player 2 (Tetsu).');
    expect(renderToStaticMarkup(createElement(DecisionPanel, props))).toContain('Waiting for Tetsu');
  });
});
