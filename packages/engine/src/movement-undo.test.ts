import type { CardInput, Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { applyAction, pendingDecisions, restoreGame, rulesOf, type GameState } from './index';
import { act, actAll, decisionOf, eventsOf, move, moveThen, scenario, selectCards, step, testCard, turn } from './testing';

// Issue 22: the steps and turns of a movement effect (R-MOVE-1, its parts R-MOVE-10/11, OP-66) can
// be taken back until the movement ends, through the `undo` option the move decision lists
// (movement-undo.ts); nothing revealed can be taken back. Seat 0 (kensei) moves; seat 1 (tetsu)
// plays a slower card, so the round waits on it once seat 0's card is over.

type Hex = { q: number; r: number };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const WAIT = testCard({ number: 'M00', types: ['meditation'], initiative: fixed(1), effects: [move(turn(1, false))] });
const FILLER = testCard({ number: 'M90', types: ['attack'], initiative: fixed(6), effects: [] });
const moveCard = (number: string, ...effects: Effect[]): CardInput => testCard({ number, types: ['meditation'], initiative: fixed(5), effects });

/** Seat 0 plays `card` from (0, 2) facing north; returns the game at its first movement decision. */
function play(card: CardInput, terrain: [Parameters<ReturnType<typeof scenario>['terrain']>[0], Hex][] = []): Applied {
  let b = scenario()
    .card(card, WAIT, FILLER)
    .seat('kensei', { q: 0, r: 2 }, 0, { hand: [card.number, 'M90'], deck: ['M90', 'M90'], focus: 2 })
    .seat('tetsu', { q: 3, r: -3 }, 3, { hand: ['M00'], deck: ['M90', 'M90'] });
  for (const [kind, hex] of terrain) b = b.terrain(kind, hex);
  return selectCards(b.build().state, { 0: card.number, 1: 'M00' });
}

const UNDO: Action = { kind: 'undo' };
const stepA = (part: number, direction: number): Action => ({ kind: 'step', part, direction });
const turnA = (part: number, rotation: 1 | -1): Action => ({ kind: 'turn', part, rotation });
const kinds = (state: GameState, seat = 0) => decisionOf(state, seat)?.options.map((o) => o.kind) ?? [];
/** The state as JSON without its action counter: what a position is. */
const position = (state: GameState) => {
  const { version: _version, ...rest } = JSON.parse(JSON.stringify(state)) as GameState;
  return rest;
};

describe('taking a movement back (issue 22)', () => {
  it('R-MOVE-1 R-MOVE-10 two steps and a turn, then undo: the state equals the start, the options are the start\'s', () => {
    const start = play(moveCard('U01', move(step(2, [0, 1]), turn(2, false))));
    expect(kinds(start.state)).not.toContain('undo'); // nothing to take back yet
    const moved = actAll(start.state, [[0, stepA(0, 0)], [0, turnA(1, 1)], [0, stepA(0, 0)]]);
    expect(moved.state.seats[0]!.hex).not.toEqual({ q: 0, r: 2 });
    expect(kinds(moved.state).at(-1)).toBe('undo'); // listed last

    const undone = act(moved.state, 0, UNDO);
    expect(position(undone.state)).toEqual(position(start.state));
    expect(undone.state.version).toBe(start.state.version + 4); // an accepted action like any other
    expect(decisionOf(undone.state, 0)).toEqual(decisionOf(start.state, 0));
    expect(eventsOf(undone.events, 'moveUndone')).toEqual([{ kind: 'moveUndone', seat: 0, hex: { q: 0, r: 2 }, facing: 0 }]);
  });

  it('R-MOVE-11 undo takes back every part after "then", an ended optional part included', () => {
    const start = play(moveCard('U02', moveThen(step(1, [0], false), turn(2))));
    const moved = actAll(start.state, [[0, stepA(0, 0)], [0, turnA(1, -1)]]);
    expect(moved.state.seats[0]!.facing).toBe(5);
    const undone = act(moved.state, 0, UNDO);
    expect(position(undone.state)).toEqual(position(start.state));
    const skipped = act(start.state, 0, { kind: 'endPart', part: 0 }); // leaving the optional part is taken back too
    expect(kinds(skipped.state)).toContain('undo');
    expect(position(act(skipped.state, 0, UNDO).state)).toEqual(position(start.state));
  });

  it('R-MOVE-1 undo is not listed once the movement is over, and is then refused', () => {
    const start = play(moveCard('U03', move(step(1, [0])), move(turn(1))));
    const first = act(start.state, 0, stepA(0, 0)); // the first movement is done in full: over
    const d = decisionOf(first.state, 0)!;
    expect(d.kind).toBe('move'); // the card's next movement effect
    expect(kinds(first.state)).not.toContain('undo');
    const refused = applyAction(first.state, 0, UNDO);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('ILLEGAL_OPTION');
    const ended = act(act(first.state, 0, turnA(0, 1)).state, 1, { kind: 'endMove' });
    expect(ended.state.seats[0]!.hex).toEqual({ q: 0, r: 1 }); // the step stands
  });

  it('R-TERRAIN-CORPSE-2 a step onto a corpse (a stun taken, focus lost) ends the window: what follows undoes only to the corpse', () => {
    const start = play(moveCard('U04', move(step(2, [0]), turn(1, false))), [['corpse', { q: 0, r: 1 }]]);
    const onCorpse = act(start.state, 0, stepA(0, 0));
    expect(eventsOf(onCorpse.events, 'entered')).toHaveLength(1);
    expect(onCorpse.state.seats[0]!.focus).toBe(0);
    expect(kinds(onCorpse.state)).not.toContain('undo');
    // A later turn opens a window of its own: undo takes back the turn, never the corpse.
    const turned = act(onCorpse.state, 0, turnA(1, 1));
    const undone = act(turned.state, 0, UNDO);
    expect(position(undone.state)).toEqual(position(onCorpse.state));
    expect(undone.state.seats[0]!.hex).toEqual({ q: 0, r: 1 });
  });

  it('R-MOVE-1 replay: the action log with an undo gives the same game, and a stored state undoes as the live one', () => {
    const start = play(moveCard('U05', move(step(2, [0, 1]), turn(1, false))));
    const log: Action[] = [stepA(0, 1), turnA(1, -1), UNDO, stepA(0, 0), stepA(0, 0), { kind: 'endMove' }];
    const replay = (from: GameState) => log.reduce((s, a) => act(s, 0, a).state, from);
    const restored = restoreGame(rulesOf(start.state), JSON.stringify(start.state));
    expect(restored.ok).toBe(true);
    expect(JSON.stringify(replay(restored.ok ? restored.value : start.state))).toBe(JSON.stringify(replay(start.state)));

    // The checkpoint is plain data in the state: a state read back from JSON mid-movement undoes too.
    const mid = actAll(start.state, [[0, stepA(0, 1)], [0, turnA(1, 1)]]).state;
    const back = restoreGame(rulesOf(mid), JSON.parse(JSON.stringify(mid)));
    if (!back.ok) throw new Error(back.error.message);
    expect(kinds(back.value)).toContain('undo');
    expect(position(act(back.value, 0, UNDO).state)).toEqual(position(start.state));
    expect(pendingDecisions(back.value)).toEqual(pendingDecisions(mid));
  });
});
