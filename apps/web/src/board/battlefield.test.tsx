import { AUTOMATA, BATTLEFIELD_IDS, CATALOG, TERRAIN, type Lang } from '@senjutsu/cards';
import type { GameView } from '@senjutsu/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate, type Key, type Params } from '../i18n';
import { createHost } from '../worker/host';
import { soloGame } from '../worker/testing';
import { Board, NO_OVERLAY } from './Board';
import { emblemOf, EMBLEM_IDS } from './emblems';
import { terrainNote, TerrainPiece } from './Terrain';

// The battlefields drawn (issue 25): every terrain kind of the content with its own picture and
// what it blocks, each printed battlefield's ground, the start areas during setup, every
// character's emblem, all on the real content and real games played by the worker's host.

const lang: Lang = 'en';
const t = (key: Key, params?: Params) => translate(lang, key, params);
const KINDS = Object.keys(TERRAIN) as (keyof typeof TERRAIN)[];

/** The attributes of every element of `markup` that has `attribute`, each as a record. */
function elementsWith(markup: string, attribute: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<[a-z]+ ([^>]*${attribute}="[^"]*"[^>]*)>`, 'g'))].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])));
}

const drawPiece = (kind: string) => renderToStaticMarkup(<svg><TerrainPiece hex={{ q: 2, r: 1 }} kind={kind} name={kind} /></svg>);

describe('terrain pieces', () => {
  it.each(KINDS)('%s: its own picture, and what it blocks as the content says', (kind) => {
    const markup = drawPiece(kind);
    const [piece] = elementsWith(markup, 'data-terrain');
    const facts = TERRAIN[kind];
    expect(piece).toMatchObject({ 'data-terrain': kind, 'data-blocks-move': String(facts.obstacle), 'data-blocks-sight': String(facts.blocksSight) });
    expect(elementsWith(markup, 'data-art').map((e) => e['data-art'])).toEqual([kind]);
    // A piece that blocks movement stands in a dark rim with a no-entry badge; one that blocks sight has the eye badge.
    expect(markup.includes('terrain-rim'), 'rim').toBe(facts.obstacle);
    expect(markup.includes('terrain-flat'), 'flat outline').toBe(!facts.obstacle);
    expect(markup.includes('badge-move'), 'no-entry badge').toBe(facts.obstacle);
    expect(markup.includes('badge-sight'), 'eye badge').toBe(facts.blocksSight);
    expect(piece!['data-breaks']).toBe(String(facts.removedWhen !== undefined));
  });

  it('every kind looks different from every other', () => {
    const pictures = KINDS.map((kind) => drawPiece(kind).replace(/data-[\w-]+="[^"]*"/g, '').replace(/<title>.*<\/title>/, ''));
    expect(new Set(pictures).size).toBe(KINDS.length);
  });

  it('bamboo shows the crack of a piece that breaks', () => {
    expect(drawPiece('bamboo')).toContain('bamboo-crack');
    expect(elementsWith(drawPiece('bamboo'), 'data-breaks')[0]!['data-breaks']).toBe('true');
  });
});

describe('emblems', () => {
  const automata = AUTOMATA.map((a) => a.id);
  const ids = [...Object.keys(CATALOG.characters), ...automata.map((a) => `automaton-2-${a}`), ...automata.map((a) => `horde-3-${a}-1`), 'fallen-lord'];

  it('every character, automaton and the fallen lord has an emblem', () => {
    expect(ids.filter((id) => emblemOf(id) === null)).toEqual([]);
  });

  it('each has its own (an automaton playing a character wears that character\'s)', () => {
    const byIdentity = new Map<string, string>();
    for (const id of ids) byIdentity.set(id.replace(/^(automaton|horde)-\d+-/, '').replace(/-\d+$/, ''), emblemOf(id)!);
    expect(new Set(byIdentity.values()).size).toBe(byIdentity.size);
    expect(byIdentity.size).toBe(EMBLEM_IDS.length);
  });
});

/** A solo game (Ronin against a Katana Ashigaru) on `battlefield` with `terrain`: its view at setup and at the first hidden choice. */
function playedOn(battlefield: string, terrain: readonly string[]): { setup: GameView; round1: GameView } {
  const host = createHost();
  const game = soloGame(`board-${battlefield}`, { mode: 'coop', seats: [{ character: 'ronin', deck: { kind: 'signature' } }], battlefield, terrain, coop: { automata: [{ automaton: 'katana-ashigaru' }] } });
  const first = host.handle({ type: 'start', game, actions: [] });
  if (first.type !== 'started') throw new Error(first.type);
  let view = first.view;
  const setup = view;
  for (let id = 0; !view.decisions.some((d) => d.kind === 'select'); id++) {
    const reply = host.handle({ type: 'act', id, action: view.decisions[0]!.options[0]! });
    if (reply.type !== 'update') throw new Error(reply.type);
    view = reply.view;
  }
  return { setup, round1: view };
}

const drawBoard = (view: GameView) => renderToStaticMarkup(<Board view={view} overlay={NO_OVERLAY} lang={lang} t={t} onPick={() => undefined} />);

describe('the printed battlefields drawn', () => {
  const terrainFor = (id: string) => (id === 'ice-bridge' ? ['torii', 'bamboo', 'boat', 'corpse'] : ['torii', 'bamboo', 'rock', 'caltrops']);

  it.each([...BATTLEFIELD_IDS])('%s: its ground, the start areas during setup, its terrain and the figures\' emblems', (id) => {
    const { setup, round1 } = playedOn(id, terrainFor(id));
    const atSetup = drawBoard(setup);
    expect(setup.step).toBe('terrain');
    expect(elementsWith(atSetup, 'data-ground')[0]!['data-ground']).toBe(id);
    expect(elementsWith(atSetup, 'data-ground-art').map((e) => e['data-ground-art'])).toEqual([id]);
    // R-SETUP-10: the human's side (team 0) starts in area 1, the automaton's in area 2.
    expect(elementsWith(atSetup, 'data-start-area').map((e) => [e['data-start-area'], e['data-seats']])).toEqual([['1', '0'], ['2', '1']]);

    const inPlay = drawBoard(round1);
    expect(elementsWith(inPlay, 'data-ground')[0]!['data-ground']).toBe(id);
    expect(elementsWith(inPlay, 'data-start-area')).toEqual([]);
    const drawn = elementsWith(inPlay, 'data-terrain');
    expect(drawn.map((e) => e['data-terrain']).sort()).toEqual(round1.terrain.map((p) => p.kind).sort());
    for (const e of drawn) expect(e['data-blocks-move'], e['data-terrain']).toBe(String(TERRAIN[e['data-terrain'] as keyof typeof TERRAIN].obstacle));
    // The torii's passage, open between its pillars (R-TERRAIN-TORII-2), as the view lists it.
    expect(elementsWith(inPlay, 'data-passage').map((e) => e['data-passage'])).toEqual(round1.pieces.flatMap((p) => p.passage.map((h) => `${h.q},${h.r}`)));
    expect(round1.pieces.length).toBe(1);
    // The names a screen reader hears say what each piece does (docs/keyboard.md): the terrain is drawn only.
    const labels = new Map(elementsWith(inPlay, 'data-hex').map((e) => [e['data-hex'], e['aria-label'] ?? '']));
    // A hex with a figure on it is named by the figure's spot.
    for (const f of elementsWith(inPlay, 'data-seat').filter((e) => e['data-testid'] === 'figure' && e['aria-label'] !== undefined)) {
      const at = round1.seats[Number(f['data-seat'])]!.hex!;
      labels.set(`${at.q},${at.r}`, f['aria-label']!);
    }
    for (const p of round1.terrain) expect(labels.get(`${p.hex.q},${p.hex.r}`)).toContain(`${TERRAIN[p.kind as keyof typeof TERRAIN].names.en} (${terrainNote(p.kind, t)})`);
    for (const h of round1.pieces[0]!.passage) expect(labels.get(`${h.q},${h.r}`)).toContain(t('battlefield.passage'));
    expect(elementsWith(inPlay, 'data-emblem').filter((e) => e['data-testid'] === 'figure').map((e) => e['data-emblem'])).toEqual(['ronin', 'katana-ashigaru']);
  });

  it('the ice bridge shows its open water; a board of no printed battlefield is drawn plain', () => {
    const { round1 } = playedOn('ice-bridge', ['boat']);
    expect(drawBoard(round1)).toContain('data-water');
    const plain = drawBoard({ ...round1, board: round1.board.slice(1) });
    expect(elementsWith(plain, 'data-ground')[0]!['data-ground']).toBe('plain');
    expect(plain).not.toContain('data-water');
  });
});
