import { BATTLEFIELDS, PACKS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, pendingDecisions, viewFor, type GameConfig, type GameState } from '../index';
import { TEST_ARENA } from '../testing/fixtures';
import { hordeConfig, playUntil } from '../testing/horde';

// Horde settings (section 22): the nightmare variants and the configs a horde game refuses.

const ronin = PACKS.findIndex((p) => p.character.id === 'ronin');
const config = (horde: GameConfig['horde'], pack = 0): GameConfig => hordeConfig({ seed: 7, battlefield: 'burnt-village', pack, horde: horde! });

function start(c: GameConfig): GameState {
  const r = createGame(c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Play to wave `wave`'s entry and let every automaton of it enter at the first start hex offered. */
function enterWave1(s: GameState): GameState {
  s = playUntil(s, (x) => pendingDecisions(x)[0]?.rule === 'R-HORDE-8').state;
  while (pendingDecisions(s)[0]?.rule === 'R-HORDE-8') {
    const r = applyAction(s, 0, pendingDecisions(s)[0]!.options[0]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

describe('horde settings (R-HORDE-NIGHTMARE-1/2)', () => {
  it('R-HORDE-NIGHTMARE-1: nightmare horde replaces one katana ashigaru by the automaton the player chose', () => {
    const s = start(config({ nightmare: 'one', replacement: 'yari-ashigaru' }));
    expect(viewFor(s, 0).automata.map((a) => a.automaton)).toEqual(['yari-ashigaru', 'katana-ashigaru', 'katana-ashigaru', 'samurai-boss']);
    const view = viewFor(enterWave1(s), 0);
    expect(view.horde!.automata.map((seat) => view.automata.find((a) => a.seat === seat)!.automaton)).toEqual(['yari-ashigaru']);
    const missing = createGame(config({ nightmare: 'one' }));
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.message).toContain('R-HORDE-NIGHTMARE-1');
  });

  it('R-HORDE-NIGHTMARE-2: the ultimate challenge replaces every katana ashigaru by an automated character', () => {
    const s = start(config({ nightmare: 'all', characters: ['student', 'ronin', 'warrior'] })); // the player is the master
    expect(viewFor(s, 0).automata.map((a) => a.automaton)).toEqual(['student', 'ronin', 'warrior', 'samurai-boss']);
    expect(viewFor(enterWave1(s), 0).horde!.automata).toEqual([1]);
    const own = createGame(config({ nightmare: 'all', characters: ['master', 'student', 'ronin'] }, ronin));
    expect(own.ok).toBe(false);
    if (!own.ok) expect(own.error).toMatchObject({ code: 'INVALID_CONFIG', rule: 'R-HORDE-NIGHTMARE-2' });
  });

  it('R-HORDE-1, R-HORDE-10: a horde game is one human seat on a battlefield with horde start hexes, and no solo settings', () => {
    const base = config({});
    const two = createGame({ ...base, seats: [...base.seats, { character: PACKS[1]!.character.id, deck: [...PACKS[1]!.signatureDeck.cards], weapons: [] }] });
    expect(two.ok).toBe(false);
    const solo = createGame({ ...base, solo: { automata: [{ automaton: 'katana-ashigaru' }] } });
    expect(solo.ok).toBe(false);
    const arena = createGame({ ...base, battlefield: { ...TEST_ARENA, startAreas: BATTLEFIELDS['burnt-village'].startAreas, hexes: BATTLEFIELDS['burnt-village'].hexes, id: 'arena' } });
    expect(arena.ok).toBe(false);
    if (!arena.ok) expect(arena.error.rule).toBe('R-HORDE-10');
    expect(createGame(base).ok).toBe(true);
  });
});
