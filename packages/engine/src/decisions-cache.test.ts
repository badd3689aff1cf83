import { BATTLEFIELDS, PACKS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, pendingDecisions } from './flow';
import { createGame } from './index';
import type { GameState } from './state';

// flow.ts keeps the decisions listed for a state on the state itself (a non-enumerable symbol
// property, for speed). That memo must stay invisible: not in the JSON, not carried by a spread
// copy (which may be changed into another position), and a caller's frozen state still plays.

function realGame(): GameState {
  const [a, b] = [PACKS[0]!, PACKS[1]!];
  const r = createGame({
    seed: 7,
    battlefield: BATTLEFIELDS['burnt-village'],
    seats: [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
    terrain: ['rock', 'bamboo'],
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('decisions remembered per state (issue 11 speed)', () => {
  it('the memo is not in the JSON and not carried by a spread copy', () => {
    const s = realGame();
    const before = JSON.stringify(s);
    expect(pendingDecisions(s).length).toBeGreaterThan(0);
    expect(JSON.stringify(s)).toBe(before);
    // A copy is another state (it may be changed into another position): it lists its own decisions.
    const copy: GameState = { ...s, flow: { at: 'over' } };
    expect(pendingDecisions(copy)).toEqual([]);
  });

  it('a frozen state (a caller may freeze what it keeps) lists the same decisions, and its actions apply', () => {
    const s = realGame();
    const frozen = Object.freeze({ ...s }); // the spread keeps the bound ruleset, not the memo
    const d = pendingDecisions(s)[0]!;
    expect(pendingDecisions(frozen)).toEqual(pendingDecisions(s));
    expect(pendingDecisions(frozen)).toBe(pendingDecisions(frozen)); // remembered all the same
    const r = applyAction(frozen, d.seat, d.options[0]!);
    expect(r.ok).toBe(true);
  });
});
