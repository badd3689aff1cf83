import { describe, expect, it } from 'vitest';
import { cardPreview, rulesOf, viewFor } from './index';
import { eventsOf, handCard, scenario, selectCards } from './testing';

const key = (h: { q: number; r: number }) => `${h.q},${h.r}`;

describe('cardPreview', () => {
  // The preview must place a diagram exactly where the engine resolves it, for every facing.
  it.each([0, 1, 2, 3, 4, 5])('R-DIAG-2: the previewed attack hexes are the hexes the attack reaches, facing %i', (facing) => {
    const { state } = scenario()
      .seat('kensei', { q: 0, r: 0 }, facing, { hand: ['T18'], kamae: 'aggression' })
      .seat('tetsu', { q: -3, r: 3 }, 0, { hand: ['T13'] })
      .build();
    const card = handCard(state, 0, 'T18');
    const preview = cardPreview(viewFor(state, 0), 0, card, rulesOf(state));
    const resolved = eventsOf(selectCards(state, { 0: 'T18', 1: 'T13' }).events, 'attack')[0]!;
    expect(preview.every((p) => p.role === 'attack' && !p.extra)).toBe(true);
    expect(preview.map((p) => key(p.hex)).sort()).toEqual(resolved.hexes.map(key).sort());
  });

  it('R-DIAG-2: block hexes turn with the facing; a card the viewer cannot see gives no preview', () => {
    const { state } = scenario()
      .seat('kensei', { q: 0, r: 0 }, 2, { hand: ['T12'] })
      .seat('tetsu', { q: 0, r: -3 }, 3, { hand: ['T10'] })
      .build();
    const card = handCard(state, 0, 'T12');
    // T12 blocks the hex ahead; facing SE (2) that is (1,0).
    expect(cardPreview(viewFor(state, 0), 0, card, rulesOf(state)).map((p) => [p.role, key(p.hex)])).toEqual([['block', '1,0']]);
    expect(cardPreview(viewFor(state, 1), 0, card, rulesOf(state))).toEqual([]);
  });
});
