import { TERRAIN } from '@senjutsu/cards';
import { hex as hx, type Action } from '@senjutsu/engine';
import { terrainName } from '../board/characters';
import { keyOf } from '../board/geometry';
import { button, cardButtons, hexOptions, optionsOf } from './common';
import type { Key } from '../i18n';
import { act, EMPTY_UI, type Control, type DecisionUI } from './types';

// Setup (section 6): terrain pieces with their facings (R-SETUP-3), figures in the start area
// (R-SETUP-10), prepared cards (R-SETUP-12).

type PlaceTerrain = Extract<Action, { kind: 'placeTerrain' }>;

/** A terrain kind first (a button per kind), then a hex; a hex with several facings then shows them as arrows. */
export const placeTerrain: Control = (p) => {
  const all = optionsOf(p, 'placeTerrain');
  const kinds = [...new Set(all.map((a) => a.terrain))];
  const kind = typeof p.draft['terrain'] === 'string' && kinds.includes(p.draft['terrain'] as PlaceTerrain['terrain']) ? p.draft['terrain'] : kinds[0];
  const ofKind = all.filter((a) => a.terrain === kind);
  const byHex = new Map<string, PlaceTerrain[]>();
  for (const a of ofKind) byHex.set(keyOf(a.hex), [...(byHex.get(keyOf(a.hex)) ?? []), a]);
  const chosenHex = typeof p.draft['hex'] === 'string' ? byHex.get(p.draft['hex']) : undefined;
  const name = kind === undefined ? '' : terrainName(kind, p.lang);
  const ui: DecisionUI = {
    ...EMPTY_UI,
    prompt: chosenHex ? p.t('board.placeTerrainFacing', { terrain: name }) : p.t('board.placeTerrain', { terrain: name }),
    buttons: kinds.length > 1
      ? kinds.map((k) => ({ pick: { draft: { terrain: k } }, optionKind: 'placeTerrain', label: terrainName(k, p.lang), selected: k === kind }))
      : [],
    hexes: [...byHex.values()].map((list) => {
      const first = list[0]!;
      return list.length === 1
        ? { hex: first.hex, pick: act(first), optionKind: first.kind, label: name }
        : { hex: first.hex, pick: { draft: { terrain: first.terrain, hex: keyOf(first.hex) } }, optionKind: first.kind, label: name };
    }),
    arrows: (chosenHex ?? []).map((a) => ({
      from: a.hex, facing: a.facing ?? 0, pick: act(a), optionKind: a.kind, label: p.t(`keys.facing.${hx.wrapDirection(a.facing ?? 0)}` as Key),
      // The piece's hexes turned with this facing (the engine's rotation, R-DIAG-2 frame).
      footprint: TERRAIN[a.terrain].footprint.map((f) => hx.toAbsolute(a.hex, hx.wrapDirection(a.facing ?? 0), f.at)),
    })),
  };
  return ui;
};

export const placeFigure: Control = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.placeFigure'),
  hexes: hexOptions(p, 'placeFigure'),
});

export const prepare: Control = (p) => ({
  ...EMPTY_UI,
  prompt: p.t('board.prepare'),
  buttons: [
    ...cardButtons(p, optionsOf(p, 'prepare')),
    ...optionsOf(p, 'endPrepare').map((a) => button(a, p.t('board.endPrepare'))),
  ],
});
