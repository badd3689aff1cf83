import type { AutomatonId } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { createGame, createScenario } from '../index';
import { soloGameConfig } from '../testing/solo-games';
import { soloScenarioSpec } from '../testing/solo-scenario';

// OP-70: no more automata than the box holds, one of each automated character, never the
// character a player plays; refused with the ruling, before anything is built.

function solo(automata: readonly AutomatonId[], humans = [1]) {
  const config = soloGameConfig({ seed: 3, battlefield: 'snowy-battlefield', humans, automata: [] });
  return { config, result: createGame({ ...config, solo: { automata: automata.map((automaton) => ({ automaton })) } }) };
}

describe('OP-70 automata no more than the box holds', () => {
  it('OP-70 R-COMP-8 one samurai boss standee: two bosses are refused with INVALID_CONFIG and the ruling', () => {
    expect(solo(['samurai-boss', 'samurai-boss']).result).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG', rule: 'OP-70' } });
    expect(solo(['arquebusier', 'arquebusier']).result).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG', rule: 'OP-70' } });
    expect(solo(['katana-ashigaru', 'katana-ashigaru', 'katana-ashigaru']).result.ok).toBe(true); // three standees
    expect(solo(['yari-ashigaru', 'yari-ashigaru']).result.ok).toBe(true);
  });

  it('OP-70 at most one of each automated character, and never the character a player plays', () => {
    expect(solo(['musashi', 'musashi']).result).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG', rule: 'OP-70' } });
    const { config } = solo(['musashi']);
    const played = config.seats[0]!.character as AutomatonId;
    expect(solo([played]).result).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG', rule: 'OP-70' } });
    const other = (['master', 'student', 'ronin', 'warrior'] as const).find((c) => c !== played)!;
    expect(solo([other]).result.ok).toBe(true);
  });

  it('OP-70 createScenario refuses the same with INVALID_SCENARIO', () => {
    const spec = soloScenarioSpec({
      humans: [{ character: 'ronin', at: [4, 3, 0] }],
      automata: [{ automaton: 'ronin', at: [4, 0, 3] }],
    });
    expect(createScenario(spec)).toMatchObject({ ok: false, error: { code: 'INVALID_SCENARIO', rule: 'OP-70' } });
  });
});

describe('OP-71 figures on the battlefield', () => {
  const five: AutomatonId[] = ['katana-ashigaru', 'katana-ashigaru', 'katana-ashigaru', 'yari-ashigaru', 'samurai-boss'];

  it('OP-71 R-SOLO-WOUND-2 one player against four automata: five figures, each automaton with the wound limit of "4 or more automata", 1', () => {
    const { result } = solo(five.slice(1));
    if (!result.ok) throw new Error(result.error.message);
    const { state } = result.value;
    expect(state.seats).toHaveLength(5);
    expect(state.solo!.records.map((r) => r.woundLimit)).toEqual([1, 1, 1, 1]);
    // Five automata pass the figure cap; the printed battlefields' start areas hold four, so R-SETUP-11 is what refuses them here.
    expect(solo(five).result).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG', rule: 'R-SETUP-11' } });
  });

  it('OP-71 humans and automata together at most six: two players and five automata, or six automata, are refused', () => {
    expect(solo(five, [1, 2]).result).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG', rule: 'OP-71' } });
    expect(solo([...five, 'yari-ashigaru']).result).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG' } });
  });
});
