import { pendingDecisions, rulesOf, viewFor } from '@senjutsu/engine';
import { scenario } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { LANGS, translate } from '../i18n';
import { cardLabel } from './common';

describe('card options', () => {
  it('R-STUN-1: a stun card in hand is labelled as a stun card on option buttons in every language, never by its instance id', () => {
    const { state } = scenario().seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T01', 'STUN'] }).seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T13'] }).build();
    const decision = pendingDecisions(state).find((d) => d.seat === 0 && d.kind === 'select')!;
    const view = viewFor(state, 0);
    const stun = view.seats[0]!.hand!.find((c) => c.number === 'STUN')!;
    expect(decision.options).toContainEqual({ kind: 'select', card: stun.card });
    for (const lang of LANGS) {
      const label = cardLabel({ decision, view, rules: rulesOf(state), draft: {}, t: (k, p) => translate(lang, k, p), lang }, stun.card);
      expect(label).toBe(translate(lang, 'board.stunCard'));
      expect(label).not.toContain(stun.card);
    }
  });
});
