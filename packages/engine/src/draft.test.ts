import { BATTLEFIELDS, PACKS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, pendingDecisions } from './flow';
import { BUILT_IN_RULESET, createGame, restoreGame } from './index';
import type { GameState } from './state';

// flow.ts makes the draft of a state with the usual keys in setup's order as one literal
// (state.ts draftOfDuel) and of any other state as a spread (draftOf). Both must give the same
// JSON: a state restored with its keys in another order, or with a key the engine does not know,
// plays on keeping them, as it did before the literal (issue 11 speed; docs/engine-performance.md).

function realGame(): GameState {
  const [a, b] = [PACKS[2]!, PACKS[3]!];
  const r = createGame({
    seed: 11,
    battlefield: BATTLEFIELDS['burnt-village'],
    seats: [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
    terrain: ['rock', 'bamboo'],
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Plays `count` actions (each seat's first option, in turn) and returns every state's JSON. */
function play(state: GameState, count: number): string[] {
  const seen = [JSON.stringify(state)];
  let s = state;
  for (let i = 0; i < count && s.winners === null; i++) {
    const d = pendingDecisions(s)[0]!;
    const r = applyAction(s, d.seat, d.options[d.options.length > 1 ? 1 : 0]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    seen.push(JSON.stringify(s));
  }
  return seen;
}

const restored = (value: unknown): GameState => {
  const r = restoreGame(BUILT_IN_RULESET, value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('drafts keep the JSON of the state they copy (issue 11 speed)', () => {
  it('a restored state with its keys in another order plays on in that order, with the same positions', () => {
    const start = realGame();
    const usual = play(restored(JSON.parse(JSON.stringify(start))), 40);
    const json = JSON.parse(JSON.stringify(start)) as Record<string, unknown>;
    const reversed = Object.fromEntries(Object.entries(json).reverse());
    const odd = play(restored(reversed), 40);
    expect(odd.length).toBe(usual.length);
    for (let i = 0; i < odd.length; i++) {
      expect(Object.keys(JSON.parse(odd[i]!))).toEqual(Object.keys(reversed));
      expect(JSON.parse(odd[i]!)).toEqual(JSON.parse(usual[i]!));
    }
  });

  it('a key the engine does not know is carried on, and the usual states keep setup\'s key order', () => {
    const start = realGame();
    const extra = play(restored({ ...JSON.parse(JSON.stringify(start)), note: 'kept' }), 40);
    for (const json of extra) expect(JSON.parse(json).note).toBe('kept');
    const usual = play(start, 40);
    for (const json of usual) expect(Object.keys(JSON.parse(json))).toEqual(Object.keys(start));
  });
});
