import { COMPONENTS, TERRAIN_KINDS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { createGame, createScenario } from './index';
import { scenario, TEST_BATTLEFIELD, TEST_DECK } from './testing';

// OP-7: the two court-lady miniatures of the box (R-COMP-2) have no rules; they are scenario objects
// the core engine ignores. What "ignore" means for a player: no game or scenario can put one on the
// battlefield with rules the rulebook never gave, and asking for one is a clear error.

describe('OP-7 court ladies are no piece of the core engine', () => {
  it('OP-7 a game or a scenario asking for a court lady on the battlefield is refused with a clear error', () => {
    expect(COMPONENTS.courtLadyMiniatures).toBe(2);
    expect(TERRAIN_KINDS as readonly string[]).not.toContain('court-lady');
    const game = createGame({
      seed: 1, battlefield: TEST_BATTLEFIELD, terrain: ['court-lady' as never],
      seats: [{ character: 'kensei', deck: TEST_DECK, weapons: ['T70'] }, { character: 'tetsu', deck: TEST_DECK, weapons: ['T71'] }],
    });
    expect(game.ok ? null : game.error.code).toBe('INVALID_CONFIG');
    if (!game.ok) expect(game.error.message).toMatch(/terrain/);
    const spec = scenario().seat('kensei', { q: 0, r: 2 }, 0, { hand: ['T10'] }).seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T10'] }).toSpec();
    const placed = createScenario({ ...spec, terrain: [{ kind: 'court-lady' as never, hex: { q: 1, r: 0 } }] });
    expect(placed.ok ? null : placed.error.code).toBe('INVALID_SCENARIO');
    // The same scenario without it is a legal position: only the court lady was refused.
    expect(createScenario(spec).ok).toBe(true);
  });
});
