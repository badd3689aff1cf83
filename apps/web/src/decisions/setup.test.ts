import { applyAction, pendingDecisions, rulesOf, viewFor } from '@senjutsu/engine';
import { newTestGame } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { keyOf } from '../board/geometry';
import { CONTROLS } from './registry';

const t = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p);

describe('terrain placement', () => {
  it('R-SETUP-3: each facing arrow of a torii shows the hexes the engine then covers', () => {
    const state = newTestGame(5, ['torii']);
    const decision = pendingDecisions(state)[0]!;
    expect(decision.kind).toBe('placeTerrain');
    if (decision.kind !== 'placeTerrain') return;
    const view = viewFor(state, decision.seat);
    const first = CONTROLS.placeTerrain({ decision, view, rules: rulesOf(state), draft: {}, t, lang: 'en' });
    const hexPick = first.hexes.find((h) => 'draft' in h.pick)!;
    const chosen = CONTROLS.placeTerrain({ decision, view, rules: rulesOf(state), draft: 'draft' in hexPick.pick ? hexPick.pick.draft : {}, t, lang: 'en' });
    expect(chosen.arrows.length).toBeGreaterThan(1);
    for (const arrow of chosen.arrows) {
      if (!('action' in arrow.pick)) throw new Error('an arrow sends its placement');
      const after = applyAction(state, decision.seat, arrow.pick.action);
      if (!after.ok) throw new Error(after.error.message);
      const covered = viewFor(after.value.state, 'spectator').terrain.map((x) => keyOf(x.hex)).sort();
      const footprint = (arrow.footprint ?? []).map(keyOf);
      // Every covered hex is drawn (the torii's passage stays free, so it may be drawn but not covered).
      expect(covered.length).toBeGreaterThan(0);
      expect(covered.filter((k) => !footprint.includes(k))).toEqual([]);
    }
  });
});
