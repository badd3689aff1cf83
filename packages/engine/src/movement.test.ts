import { TERRAIN, type CardInput, type Effect, type TerrainKind } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { expectRejected } from './testing/rejected';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { applyAction, outcome, pendingDecisions, type GameState } from './index';
import {
  act,
  actAll,
  decisionOf,
  eventsOf,
  move,
  moveThen,
  scenario,
  selectCards,
  step,
  testCard,
  turn,
  type ScenarioBuilder,
} from './testing';

// Section 9: movement effects and collisions (R-MOVE-1..15, R-MOVE-COLLISION-1..3), with the
// facing rules (R-FACING-1..3), terrain as an obstacle (R-TERRAIN-2..4) and rulings OP-12, OP-19,
// OP-53. Seat 0 (kensei) plays the card under test; seat 1 (tetsu) plays M00, a slower card with an
// optional turn, so the round waits on seat 1 after seat 0's turn and what happened stays visible.

type Hex = { q: number; r: number };

// Flat-topped axial neighbours, clockwise from north (the geometry convention of the briefing).
const N: Hex = { q: 0, r: -1 };
const NE: Hex = { q: 1, r: -1 };
const SE: Hex = { q: 1, r: 0 };
const S: Hex = { q: 0, r: 1 };
const SW: Hex = { q: -1, r: 1 };
const NW: Hex = { q: -1, r: 0 };
const ORIGIN: Hex = { q: 0, r: 0 };
const FAR: Hex = { q: 3, r: -3 }; // not next to anything the tests use
const add = (a: Hex, b: Hex): Hex => ({ q: a.q + b.q, r: a.r + b.r });

const fixed = (value: number) => ({ kind: 'fixed' as const, value });

/** Seat 1's card: resolves after every card under test and waits on an optional turn. */
const WAIT = testCard({ number: 'M00', types: ['meditation'], initiative: fixed(1), effects: [move(turn(1, false))] });
/** A third seat's card (OP-12), slower than the mover and faster than WAIT, so there is no tie. */
const WAIT2 = testCard({ number: 'M98', types: ['meditation'], initiative: fixed(2), effects: [move(turn(1, false))] });
/** Filler for hands and decks. */
const FILLER_A = testCard({ number: 'M90', types: ['attack'], initiative: fixed(6), effects: [] });
const FILLER_B = testCard({ number: 'M91', types: ['block'], initiative: fixed(6), effects: [] });

/** A card whose only section holds `effects`, resolving at initiative 5. */
const moveCard = (number: string, ...effects: Effect[]): CardInput =>
  testCard({ number, types: ['meditation'], initiative: fixed(5), effects });

type Setup = {
  hex?: Hex;
  facing?: number;
  other?: Hex;
  hand?: string[];
  focus?: number;
  wounds?: number;
  terrain?: [TerrainKind, Hex][];
  hexes?: Hex[];
  /** Extra arrangement (more seats, advantage) before building. */
  extend?: (b: ScenarioBuilder) => ScenarioBuilder;
  /** Card numbers selected by seats beyond 0 and 1. */
  moreSelections?: Record<number, string>;
};

/** Seat 0 plays `card`, seat 1 plays WAIT; returns the game at seat 0's first decision of its turn. */
function play(card: CardInput, setup: Setup = {}): Applied {
  let b = scenario()
    .card(card, WAIT, WAIT2, FILLER_A, FILLER_B)
    .seat('kensei', setup.hex ?? ORIGIN, setup.facing ?? 0, {
      hand: [card.number, ...(setup.hand ?? [])],
      deck: ['M90', 'M91'],
      focus: setup.focus ?? 0,
      wounds: setup.wounds ?? 0,
    })
    .seat('tetsu', setup.other ?? FAR, 3, { hand: ['M00'], deck: ['M90', 'M91'] });
  for (const [kind, hex] of setup.terrain ?? []) b = b.terrain(kind, hex);
  if (setup.hexes) b = b.battlefield({ hexes: setup.hexes });
  if (setup.extend) b = setup.extend(b);
  return selectCards(b.build().state, { 0: card.number, 1: 'M00', ...setup.moreSelections });
}

/** Actions as an order-free list, for comparing options. */
const keyOf = (a: Action) => JSON.stringify(a, Object.keys(a).sort());
const asSet = (...actions: Action[]) => actions.map(keyOf).sort();
const optionsOf = (state: GameState, seat = 0) => {
  const d = decisionOf(state, seat);
  expect(d?.kind).toBe('move');
  // The movement's own options: taking it back (`undo`) is movement-undo.test.ts's.
  return d!.options.filter((o) => o.kind !== 'undo').map(keyOf).sort();
};

const stepA = (part: number, direction: number): Action => ({ kind: 'step', part, direction });
const turnA = (part: number, rotation: 1 | -1): Action => ({ kind: 'turn', part, rotation });
const END: Action = { kind: 'endMove' };
const endPart = (part: number): Action => ({ kind: 'endPart', part });

/** The action is rejected with `code` (and `rule`, if given), and the state is untouched. */
const stunsOf = (state: GameState, seat: number) => state.seats[seat]!.hand.filter((c) => state.cards[c] === 'STUN').length;
const handNumbers = (state: GameState, seat: number) => state.seats[seat]!.hand.map((c) => state.cards[c]).sort();
/** Seat 0's turn is over and the round waits on seat 1's M00. */
const waitingOnSeat1 = (state: GameState) => {
  expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[1, 'move']]);
};

/** A hexagon of `radius` hexes around the origin. */
function hexagon(radius: number): Hex[] {
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) out.push({ q, r });
  }
  return out;
}
const OBSTACLES = (Object.keys(TERRAIN) as TerrainKind[]).filter((k) => TERRAIN[k].obstacle);

// ---------------------------------------------------------------------------------------------

describe('movement effects (9.1)', () => {
  it('R-MOVE-1 a movement effect of a step and a turn is one move decision offering both', () => {
    const card = moveCard('M01', move(step(1, [0]), turn(1)));
    const { state } = play(card, { hex: { q: 0, r: 2 } });
    const d = decisionOf(state, 0)!;
    expect(d.kind).toBe('move');
    expect(d.rule).toBe('R-MOVE-1');
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 0), turnA(1, 1), turnA(1, -1)));

    const done = actAll(state, [[0, stepA(0, 0)], [0, turnA(1, 1)]]);
    expect(eventsOf(done.events, 'stepped')).toEqual([{ kind: 'stepped', seat: 0, from: { q: 0, r: 2 }, to: { q: 0, r: 1 } }]);
    expect(eventsOf(done.events, 'turned')).toEqual([{ kind: 'turned', seat: 0, facing: 1 }]);
    expect(done.state.seats[0]!.hex).toEqual({ q: 0, r: 1 });
    expect(done.state.seats[0]!.facing).toBe(1);
    waitingOnSeat1(done.state); // both parts done: the movement is over
  });

  describe('geometry: steps are relative to the facing', () => {
    // The neighbour a forward step reaches from each facing (R-FACING-1: the triangle is forward).
    const FORWARD: [number, Hex][] = [[0, N], [1, NE], [2, SE], [3, S], [4, SW], [5, NW]];
    it.each(FORWARD)('R-MOVE-2 R-MOVE-6 R-FACING-1 facing %i: a forward step lands on %o, facing unchanged', (facing, expected) => {
      const { state } = play(moveCard('M02', move(step(1, [0]))), { facing });
      expect(optionsOf(state)).toEqual(asSet(stepA(0, 0)));
      const after = act(state, 0, stepA(0, 0));
      expect(after.state.seats[0]!.hex).toEqual(expected);
      expect(after.state.seats[0]!.facing).toBe(facing);
      expect(eventsOf(after.events, 'stepped')).toEqual([{ kind: 'stepped', seat: 0, from: ORIGIN, to: expected }]);
      expect(eventsOf(after.events, 'turned')).toEqual([]);
    });

    // Row: facing; columns: forward, forward-right, back-right, back, back-left, forward-left.
    const TABLE: [number, Hex[]][] = [
      [0, [N, NE, SE, S, SW, NW]],
      [1, [NE, SE, S, SW, NW, N]],
      [2, [SE, S, SW, NW, N, NE]],
      [3, [S, SW, NW, N, NE, SE]],
      [4, [SW, NW, N, NE, SE, S]],
      [5, [NW, N, NE, SE, S, SW]],
    ];
    const rows = TABLE.flatMap(([facing, hexes]) => hexes.map((hex, relative) => [facing, relative, hex] as const));
    it.each(rows)('R-MOVE-2 R-MOVE-6 R-FACING-3 facing %i, relative direction %i: the step lands on %o', (facing, relative, expected) => {
      const start = { q: 1, r: 1 };
      const { state } = play(moveCard('M03', move(step(1, [relative]))), { hex: start, facing });
      const after = act(state, 0, stepA(0, relative));
      expect(after.state.seats[0]!.hex).toEqual(add(start, expected));
      expect(after.state.seats[0]!.facing).toBe(facing);
    });
  });

  it('R-MOVE-2 R-MOVE-8 several arrows offer a choice; the first step fixes the direction of the part', () => {
    const { state } = play(moveCard('M04', move(step(2, [0, 1, 5]))));
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 0), stepA(0, 1), stepA(0, 5)));

    const first = act(state, 0, stepA(0, 1)); // forward-right = north-east
    expect(first.state.seats[0]!.hex).toEqual(NE);
    expect(optionsOf(first.state)).toEqual(asSet(stepA(0, 1)));
    expectRejected(first.state, 0, stepA(0, 0), 'MOVE_NOT_ALLOWED', 'R-MOVE-8');
    expectRejected(first.state, 0, stepA(0, 5), 'MOVE_NOT_ALLOWED', 'R-MOVE-8');

    const second = act(first.state, 0, stepA(0, 1));
    expect(second.state.seats[0]!.hex).toEqual({ q: 2, r: -2 });
    waitingOnSeat1(second.state);
  });

  it('R-MOVE-8 two step parts of one effect each choose their own direction', () => {
    const { state } = play(moveCard('M05', move(step(1, [0, 2]), step(1, [0, 2]))), { hex: { q: 0, r: 1 } });
    const done = actAll(state, [[0, stepA(0, 2)], [0, stepA(1, 0)]]);
    expect(done.state.seats[0]!.hex).toEqual({ q: 1, r: 0 }); // SE then N
  });

  it.each([
    [1, [1, 2, 3]],
    [-1, [5, 4, 3]],
  ] as const)('R-MOVE-3 R-MOVE-7 R-MOVE-9 R-FACING-2 turning %i from north: one side per turn, every turn the same way', (rotation, facings) => {
    const { state } = play(moveCard('M06', move(turn(3))));
    expect(optionsOf(state)).toEqual(asSet(turnA(0, 1), turnA(0, -1))); // either way
    const first = act(state, 0, turnA(0, rotation));
    expect(first.state.seats[0]!.facing).toBe(facings[0]);
    expect(optionsOf(first.state)).toEqual(asSet(turnA(0, rotation)));
    expectRejected(first.state, 0, turnA(0, rotation === 1 ? -1 : 1), 'MOVE_NOT_ALLOWED', 'R-MOVE-9');

    const done = actAll(first.state, [[0, turnA(0, rotation)], [0, turnA(0, rotation)]]);
    expect(eventsOf([...first.events, ...done.events], 'turned').map((e) => e.facing)).toEqual(facings);
    expect(done.state.seats[0]!.hex).toEqual(ORIGIN); // turning never moves the figure
    waitingOnSeat1(done.state);
  });

  it('R-FACING-1 R-FACING-2 six turns one way face every side in turn and come back to the start', () => {
    const { state } = play(moveCard('M07', move(turn(6))), { facing: 2 });
    let current: Applied = { state, events: [] };
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      current = act(current.state, 0, turnA(0, 1));
      seen.push(current.state.seats[0]!.facing);
    }
    expect(seen).toEqual([3, 4, 5, 0, 1, 2]);
  });

  it('OP-66 R-MOVE-9 two turn parts of one effect choose their ways independently; within a part every turn goes the same way', () => {
    const { state } = play(moveCard('M08', move(turn(1), turn(2))));
    const first = act(state, 0, turnA(0, 1));
    expect(optionsOf(first.state)).toEqual(asSet(turnA(1, 1), turnA(1, -1)));
    const second = act(first.state, 0, turnA(1, -1));
    expect(optionsOf(second.state)).toEqual(asSet(turnA(1, -1)));
    expectRejected(second.state, 0, turnA(1, 1), 'MOVE_NOT_ALLOWED', 'R-MOVE-9');
    const done = act(second.state, 0, turnA(1, -1));
    expect(eventsOf([...first.events, ...second.events, ...done.events], 'turned').map((e) => e.facing)).toEqual([1, 0, 5]);
  });

  it('OP-66 R-MOVE-11 turns on both sides of a "then" step choose their ways independently', () => {
    const { state } = play(moveCard('M09', moveThen(turn(1, false), step(1, [0], false), turn(1, false))), { hex: { q: 0, r: 2 } });
    const done = actAll(state, [[0, turnA(0, -1)], [0, stepA(1, 0)]]);
    expect(done.state.seats[0]!.hex).toEqual({ q: -1, r: 2 }); // facing north-west, forward is NW
    expect(optionsOf(done.state)).toEqual(asSet(turnA(2, 1), turnA(2, -1), END));
    const back = act(done.state, 0, turnA(2, 1));
    expect(back.state.seats[0]!.facing).toBe(0);
  });

  describe('mandatory and optional movement', () => {
    it('R-MOVE-4 mandatory steps must all be taken: ending early is not offered and is rejected', () => {
      const { state } = play(moveCard('M10', move(step(2, [0]))), { hex: { q: 0, r: 2 } });
      expect(optionsOf(state)).toEqual(asSet(stepA(0, 0)));
      expectRejected(state, 0, END, 'ILLEGAL_OPTION', 'R-MOVE-1');

      const one = act(state, 0, stepA(0, 0));
      expect(optionsOf(one.state)).toEqual(asSet(stepA(0, 0)));
      expectRejected(one.state, 0, END, 'ILLEGAL_OPTION');

      const two = act(one.state, 0, stepA(0, 0));
      expect(two.state.seats[0]!.hex).toEqual(ORIGIN);
      waitingOnSeat1(two.state);
    });

    it('R-MOVE-4 a mandatory turn must be made before the movement can end', () => {
      const { state } = play(moveCard('M11', move(step(1, [0], false), turn(1))));
      expect(optionsOf(state)).toEqual(asSet(stepA(0, 0), turnA(1, 1), turnA(1, -1)));
      const turned = act(state, 0, turnA(1, -1));
      expect(optionsOf(turned.state)).toEqual(asSet(stepA(0, 0), END));
    });

    it.each([
      ['not at all', 0, ORIGIN],
      ['partially', 1, N],
    ] as const)('R-MOVE-5 optional steps may be used %s', (_, steps, expected) => {
      const { state } = play(moveCard('M12', move(step(2, [0], false))));
      expect(optionsOf(state)).toEqual(asSet(stepA(0, 0), END));
      let current: Applied = { state, events: [] };
      for (let i = 0; i < steps; i++) current = act(current.state, 0, stepA(0, 0));
      const ended = act(current.state, 0, END);
      expect(ended.state.seats[0]!.hex).toEqual(expected);
      waitingOnSeat1(ended.state);
    });

    it('R-MOVE-5 optional steps may be used completely; the movement then ends by itself', () => {
      const { state } = play(moveCard('M13', move(step(2, [0], false))));
      const done = actAll(state, [[0, stepA(0, 0)], [0, stepA(0, 0)]]);
      expect(done.state.seats[0]!.hex).toEqual({ q: 0, r: -2 });
      waitingOnSeat1(done.state);
    });

    it('R-MOVE-4 R-MOVE-5 with a mandatory step and an optional turn, ending is offered once the step is done', () => {
      const { state } = play(moveCard('M14', move(step(1, [0]), turn(1, false))));
      expect(optionsOf(state)).toEqual(asSet(stepA(0, 0), turnA(1, 1), turnA(1, -1)));
      const stepped = act(state, 0, stepA(0, 0));
      expect(optionsOf(stepped.state)).toEqual(asSet(turnA(1, 1), turnA(1, -1), END));
      const ended = act(stepped.state, 0, END);
      expect(ended.state.seats[0]!.facing).toBe(0);
      waitingOnSeat1(ended.state);
    });
  });

  describe('order of steps and turns', () => {
    it('R-MOVE-10 OP-19 step, turn, step: the second step goes forward from the new facing', () => {
      const { state } = play(moveCard('M20', move(step(2, [0]), turn(1))), { hex: { q: 0, r: 2 } });
      const first = act(state, 0, stepA(0, 0));
      expect(first.state.seats[0]!.hex).toEqual({ q: 0, r: 1 });
      // The turn may come between the steps of the step part.
      expect(optionsOf(first.state)).toEqual(asSet(stepA(0, 0), turnA(1, 1), turnA(1, -1)));
      const turned = act(first.state, 0, turnA(1, 1));
      const second = act(turned.state, 0, stepA(0, 0));
      // Forward is now north-east: (0,1) + NE, not (0,1) + N.
      expect(second.state.seats[0]!.hex).toEqual({ q: 1, r: 0 });
      expect(second.state.seats[0]!.facing).toBe(1);
      waitingOnSeat1(second.state);
    });

    it('R-MOVE-10 the turn may also come first, before all steps', () => {
      const { state } = play(moveCard('M21', move(step(2, [0]), turn(1))), { hex: { q: 0, r: 2 } });
      const done = actAll(state, [[0, turnA(1, -1)], [0, stepA(0, 0)], [0, stepA(0, 0)]]);
      expect(done.state.seats[0]!.hex).toEqual({ q: -2, r: 2 }); // two steps north-west
      expect(done.state.seats[0]!.facing).toBe(5);
    });

    it('OP-19 R-MOVE-8 the chosen arrow stays the same relative arrow after a turn, so its absolute direction changes', () => {
      const { state } = play(moveCard('M22', move(step(2, [1]), turn(1))));
      const done = actAll(state, [[0, stepA(0, 1)], [0, turnA(1, -1)], [0, stepA(0, 1)]]);
      // Forward-right from north is north-east; after turning to north-west it is north.
      expect(eventsOf(done.events, 'stepped').map((e) => e.to)).toEqual([NE, { q: 1, r: -2 }]);
    });

    it('R-MOVE-11 after "then", the later part is not offered until the optional earlier part is ended', () => {
      const { state } = play(moveCard('M23', moveThen(turn(1, false), step(1, [0]))));
      expect(optionsOf(state)).toEqual(asSet(turnA(0, 1), turnA(0, -1), endPart(0)));
      expectRejected(state, 0, stepA(1, 0), 'MOVE_NOT_ALLOWED', 'R-MOVE-11');

      const skipped = act(state, 0, endPart(0));
      expect(optionsOf(skipped.state)).toEqual(asSet(stepA(1, 0)));
      const done = act(skipped.state, 0, stepA(1, 0));
      expect(done.state.seats[0]!.hex).toEqual(N);
      expect(done.state.seats[0]!.facing).toBe(0);
    });

    it('R-MOVE-11 after "then", the turn comes before the step, and the step follows the new facing', () => {
      const { state } = play(moveCard('M24', moveThen(turn(1, false), step(1, [0]))));
      const turned = act(state, 0, turnA(0, 1));
      expect(optionsOf(turned.state)).toEqual(asSet(stepA(1, 0)));
      const done = act(turned.state, 0, stepA(1, 0));
      expect(done.state.seats[0]!.hex).toEqual(NE);
    });

    it('R-MOVE-10 R-MOVE-11 without "then" the same parts may be done in either order', () => {
      const { state } = play(moveCard('M25', move(turn(1, false), step(1, [0]))));
      expect(optionsOf(state)).toEqual(asSet(turnA(0, 1), turnA(0, -1), stepA(1, 0)));
      const done = actAll(state, [[0, stepA(1, 0)], [0, turnA(0, 1)]]);
      expect(done.state.seats[0]!.hex).toEqual(N);
      expect(done.state.seats[0]!.facing).toBe(1);
    });

    it('R-MOVE-11 once a later part is reached, an earlier optional part cannot be resumed', () => {
      const { state } = play(moveCard('M26', moveThen(step(2, [0], false), turn(1))), { hex: { q: 0, r: 2 } });
      const one = act(state, 0, stepA(0, 0));
      expect(optionsOf(one.state)).toEqual(asSet(stepA(0, 0), endPart(0)));
      expectRejected(one.state, 0, turnA(1, 1), 'MOVE_NOT_ALLOWED', 'R-MOVE-11');
      const closed = act(one.state, 0, endPart(0));
      expect(optionsOf(closed.state)).toEqual(asSet(turnA(1, 1), turnA(1, -1)));
      expectRejected(closed.state, 0, stepA(0, 0), 'MOVE_NOT_ALLOWED', 'R-MOVE-11');
      const done = act(closed.state, 0, turnA(1, 1));
      expect(done.state.seats[0]!.hex).toEqual({ q: 0, r: 1 });
      waitingOnSeat1(done.state);
    });

    describe('R-MOVE-5 R-MOVE-11 a "then" chain of optional parts', () => {
      // Two optional steps forward, then an optional turn, then an optional step forward.
      const chain = () => play(moveCard('M28', moveThen(step(2, [0], false), turn(1, false), step(1, [0], false))), { hex: { q: 0, r: 2 } });

      it('R-MOVE-5 R-MOVE-11 the first part may be skipped and the later parts still used', () => {
        const { state } = chain();
        expect(optionsOf(state)).toEqual(asSet(stepA(0, 0), endPart(0), END));
        const skipped = act(state, 0, endPart(0));
        expect(optionsOf(skipped.state)).toEqual(asSet(turnA(1, 1), turnA(1, -1), endPart(1), END));
        const done = actAll(skipped.state, [[0, turnA(1, 1)], [0, stepA(2, 0)]]);
        expect(done.state.seats[0]!.hex).toEqual({ q: 1, r: 1 }); // one step north-east from (0,2)
        expect(done.state.seats[0]!.facing).toBe(1);
        waitingOnSeat1(done.state);
      });

      it('R-MOVE-5 R-MOVE-11 the first part may be used partly, then the chain goes on with a later part', () => {
        const { state } = chain();
        const one = act(state, 0, stepA(0, 0));
        expect(optionsOf(one.state)).toEqual(asSet(stepA(0, 0), endPart(0), END));
        const done = actAll(one.state, [[0, endPart(0)], [0, endPart(1)], [0, stepA(2, 0)]]);
        expect(eventsOf([...one.events, ...done.events], 'stepped').map((e) => e.to)).toEqual([{ q: 0, r: 1 }, ORIGIN]);
        expect(done.state.seats[0]!.facing).toBe(0);
        waitingOnSeat1(done.state);
      });

      it('R-MOVE-5 the whole chain may be left unused, and its last open part is ended by ending the movement', () => {
        const { state } = chain();
        const none = act(state, 0, END);
        expect(none.state.seats[0]!.hex).toEqual({ q: 0, r: 2 });
        waitingOnSeat1(none.state);
        const last = actAll(state, [[0, endPart(0)], [0, endPart(1)]]);
        expect(optionsOf(last.state)).toEqual(asSet(stepA(2, 0), END));
      });
    });

    it('R-MOVE-11 an optional part after "then" may be left out at the end', () => {
      const { state } = play(moveCard('M27', moveThen(step(1, [0]), turn(1, false))));
      expect(optionsOf(state)).toEqual(asSet(stepA(0, 0)));
      const stepped = act(state, 0, stepA(0, 0));
      expect(optionsOf(stepped.state)).toEqual(asSet(turnA(1, 1), turnA(1, -1), END));
    });
  });
});

describe('forbidden hexes (R-MOVE-12..15)', () => {
  // A character ahead, terrain ahead, or the edge ahead (a battlefield that ends north of the origin).
  const BLOCKERS: [string, Setup][] = [
    ['another character', { other: N }],
    ['a rock', { terrain: [['rock', N]] }],
    ['a burning cart', { terrain: [['cart', N]] }],
    ['the edge of the battlefield', { hexes: [ORIGIN, S, SE, SW, FAR] }],
  ];

  it.each(BLOCKERS)('R-MOVE-12 an optional step into %s is neither offered nor accepted', (_, setup) => {
    const { state } = play(moveCard('M30', move(step(1, [0, 3], false))), setup);
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 3), END));
    expectRejected(state, 0, stepA(0, 0), 'MOVE_BLOCKED', 'R-MOVE-12');
  });

  it.each(OBSTACLES)('R-MOVE-12 R-TERRAIN-2 a character never chooses to step onto %s', (kind) => {
    const { state } = play(moveCard('M31', move(step(1, [0, 1, 2, 3, 4, 5], false))), { terrain: [[kind, N]] });
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 1), stepA(0, 2), stepA(0, 3), stepA(0, 4), stepA(0, 5), END));
  });

  it.each(BLOCKERS)('R-MOVE-12 R-MOVE-13 a mandatory step with a free direction left must take it, away from %s', (_, setup) => {
    const { state } = play(moveCard('M32', move(step(1, [0, 3]))), setup);
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 3)));
    expectRejected(state, 0, stepA(0, 0), 'MOVE_BLOCKED', 'R-MOVE-12');
  });

  it('R-MOVE-13 only directions that let every mandatory step be taken are offered', () => {
    // Forward would run into the rock with the second step; forward-right is free twice.
    const { state } = play(moveCard('M33', move(step(2, [0, 1]))), { terrain: [['rock', { q: 0, r: -2 }]] });
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 1)));
  });

  it('R-MOVE-13 R-MOVE-10 facing a rock, a mandatory turn must come before the mandatory step', () => {
    const { state } = play(moveCard('M34', move(step(1, [0]), turn(1))), { terrain: [['rock', N]] });
    expect(optionsOf(state)).toEqual(asSet(turnA(1, 1), turnA(1, -1)));
    const turned = act(state, 0, turnA(1, 1));
    expect(optionsOf(turned.state)).toEqual(asSet(stepA(0, 0)));
    const done = act(turned.state, 0, stepA(0, 0));
    expect(done.state.seats[0]!.hex).toEqual(NE);
    expect(eventsOf(done.events, 'collision')).toEqual([]);
  });

  it('R-MOVE-13 R-MOVE-11 an optional turn after "then" cannot be skipped when skipping it forces a collision', () => {
    const { state } = play(moveCard('M35', moveThen(turn(1, false), step(1, [0]))), { terrain: [['rock', N]] });
    expect(optionsOf(state)).toEqual(asSet(turnA(0, 1), turnA(0, -1)));
    expectRejected(state, 0, endPart(0), 'ILLEGAL_OPTION');
  });

  it('R-MOVE-13 with no free direction left, the mandatory step into the forbidden hex is the only option', () => {
    const { state } = play(moveCard('M36', move(step(1, [0]))), { terrain: [['rock', N]] });
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 0)));
    const after = act(state, 0, stepA(0, 0));
    expect(eventsOf(after.events, 'collision')).toHaveLength(1);
  });

  it('R-MOVE-13 an optional step is never forced into a forbidden hex', () => {
    const { state } = play(moveCard('M37', move(step(1, [0], false))), { terrain: [['rock', N]] });
    expect(optionsOf(state)).toEqual(asSet(END));
  });

  it('R-MOVE-13 R-MOVE-5 when a collision cannot be avoided, an optional turn that does not avoid it may be left unused', () => {
    // Rocks north, north-east and north-west: whichever way it faces, the mandatory step collides.
    const { state } = play(moveCard('M38', move(step(1, [0]), turn(1, false))), {
      terrain: [['rock', N], ['rock', NE], ['rock', NW]],
    });
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 0), turnA(1, 1), turnA(1, -1)));
    const collided = act(state, 0, stepA(0, 0));
    expect(eventsOf(collided.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'terrain', hex: ORIGIN, terrain: 'rock' }]);
    expect(collided.state.seats[0]!.facing).toBe(0);
  });

  it('R-MOVE-13 R-MOVE-4 a mandatory turn that can still be made legally comes before the unavoidable collision', () => {
    // The same rocks, but the turn is mandatory: turning is a legal alternative to colliding now.
    const { state } = play(moveCard('M46', move(step(1, [0]), turn(1))), {
      terrain: [['rock', N], ['cart', NE], ['rock', NW]],
    });
    expect(optionsOf(state)).toEqual(asSet(turnA(1, 1), turnA(1, -1)));
    const turned = act(state, 0, turnA(1, 1));
    expect(optionsOf(turned.state)).toEqual(asSet(stepA(0, 0)));
    const collided = act(turned.state, 0, stepA(0, 0));
    expect(eventsOf(collided.events, 'collision')[0]!.terrain).toBe('cart');
  });

  it('R-MOVE-13 when every offered direction collides, the player chooses which', () => {
    const { state } = play(moveCard('M39', move(step(1, [0, 1]))), { terrain: [['rock', N], ['cart', NE]] });
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 0), stepA(0, 1)));
    const rock = act(state, 0, stepA(0, 0));
    expect(eventsOf(rock.events, 'collision')[0]!.terrain).toBe('rock');
    const cart = act(state, 0, stepA(0, 1));
    expect(eventsOf(cart.events, 'collision')[0]!.terrain).toBe('cart');
  });

  describe('R-MOVE-14 off the battlefield', () => {
    // A hexagon of radius 2 with a hole north of the origin.
    const holed = hexagon(2).filter((h) => !(h.q === 0 && h.r === -1)).concat([FAR]);

    it('R-MOVE-14 R-MOVE-12 a hole in the battlefield is off the battlefield: it cannot be entered', () => {
      const { state } = play(moveCard('M40', move(step(1, [0, 3], false))), { hexes: holed });
      expect(optionsOf(state)).toEqual(asSet(stepA(0, 3), END));
    });

    it('R-MOVE-14 R-MOVE-COLLISION-1 forced into a hole, the character collides with the edge', () => {
      const { state } = play(moveCard('M41', move(step(1, [0]))), { hexes: holed });
      const after = act(state, 0, stepA(0, 0));
      expect(eventsOf(after.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'edge', hex: ORIGIN }]);
      expect(after.state.seats[0]!.hex).toEqual(ORIGIN);
    });

    it('R-MOVE-14 R-TERRAIN-BOAT-1 a battlefield hex beyond the regular outline (a boat) is entered like any other', () => {
      // The hexagon of radius 1 plus one hex north of its northern edge.
      const boat = { q: 0, r: -2 };
      const { state } = play(moveCard('M42', move(step(2, [0]))), { hexes: [...hexagon(1), boat, FAR], hex: { q: 0, r: 0 } });
      const done = actAll(state, [[0, stepA(0, 0)], [0, stepA(0, 0)]]);
      expect(done.state.seats[0]!.hex).toEqual(boat);
      expect(eventsOf(done.events, 'collision')).toEqual([]);
    });
  });

  describe('R-MOVE-15 no passing through terrain', () => {
    it('R-MOVE-15 R-TERRAIN-4 a free hex behind a rock cannot be reached by stepping through the rock', () => {
      const { state } = play(moveCard('M43', move(step(2, [0], false))), { terrain: [['rock', N]] });
      expect(optionsOf(state)).toEqual(asSet(END));
      expectRejected(state, 0, stepA(0, 0), 'MOVE_BLOCKED', 'R-MOVE-12');
    });

    it('R-MOVE-15 R-TERRAIN-4 R-TERRAIN-3 mandatory steps across a rock stop before it, not beyond it', () => {
      const { state } = play(moveCard('M44', move(step(2, [0]))), { hex: { q: 0, r: 1 }, terrain: [['rock', ORIGIN]] });
      const after = act(state, 0, stepA(0, 0));
      expect(after.state.seats[0]!.hex).toEqual({ q: 0, r: 1 });
      expect(eventsOf(after.events, 'stepped')).toEqual([]);
      expect(eventsOf(after.events, 'collision')).toHaveLength(1);
    });
  });

  it('R-TERRAIN-2 R-TERRAIN-CORPSE-1 a corpse hex can be entered and passed; entering it costs its penalty', () => {
    const penalty = TERRAIN.corpse.onEnter!;
    expect(TERRAIN.corpse.obstacle).toBe(false);
    const { state } = play(moveCard('M45', move(step(2, [0], false))), { terrain: [['corpse', N]], focus: 2 });
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 0), END));

    const onCorpse = act(state, 0, stepA(0, 0));
    expect(onCorpse.state.seats[0]!.hex).toEqual(N);
    expect(eventsOf(onCorpse.events, 'entered')).toEqual([{ kind: 'entered', seat: 0, terrain: 'corpse', hex: N }]);
    expect(stunsOf(onCorpse.state, 0)).toBe(penalty.stun);
    expect(onCorpse.state.seats[0]!.focus).toBe(penalty.loseAllFocus ? 0 : 2);
    // Not a collision: the movement goes on.
    expect(eventsOf(onCorpse.events, 'collision')).toEqual([]);
    expect(eventsOf(onCorpse.events, 'turnEnded')).toEqual([]);
    expect(optionsOf(onCorpse.state)).toEqual(asSet(stepA(0, 0), END));
    const beyond = act(onCorpse.state, 0, stepA(0, 0));
    expect(beyond.state.seats[0]!.hex).toEqual({ q: 0, r: -2 });
  });

  it('R-TERRAIN-CORPSE-2 R-STUN-4 a corpse stun that reaches the hand limit defeats at once, mid-movement', () => {
    const { state } = play(moveCard('M47', move(step(2, [0]))), { terrain: [['corpse', N]], hand: ['STUN', 'STUN', 'STUN'] });
    const after = act(state, 0, stepA(0, 0));
    expect(eventsOf(after.events, 'defeated')).toEqual([{ kind: 'defeated', seat: 0, reason: 'stuns' }]);
    expect(outcome(after.state)).toMatchObject({ over: true, winners: [1] });
    expect(pendingDecisions(after.state)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('collisions (9.2)', () => {
  /**
   * A card with a mandatory forward step, a focus gain after it, and a later section at
   * initiative 3 gaining focus: after a collision neither focus gain may happen.
   */
  const collider = (number: string, steps = 1) =>
    testCard({
      number, types: ['meditation'], initiative: fixed(5),
      sections: [
        { effects: [move(step(steps, [0])), { kind: 'focus', amount: 1 }] },
        { initiative: fixed(3), effects: [{ kind: 'focus', amount: 1 }] },
      ],
    });

  /** The mover's turn ended and nothing more of its card resolved. */
  function expectTurnEnded(after: Applied) {
    const st = after.state.seats[0]!;
    expect(eventsOf(after.events, 'turnEnded')).toEqual([{ kind: 'turnEnded', seat: 0, card: st.play!.card }]);
    expect(st.play!.cancelled).toBe(true);
    expect(eventsOf(after.events, 'focusGained').filter((e) => e.seat === 0)).toEqual([]);
    expect(st.focus).toBe(0);
  }

  it('R-MOVE-COLLISION-1 forced off the battlefield: stays, takes a stun, turn ends, rest of the card is lost', () => {
    const { state } = play(collider('M50'), { hexes: [ORIGIN, S, FAR] });
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 0)));
    const handBefore = state.seats[0]!.hand.length;
    const after = act(state, 0, stepA(0, 0));
    expect(after.state.seats[0]!.hex).toEqual(ORIGIN);
    expect(eventsOf(after.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'edge', hex: ORIGIN }]);
    expect(eventsOf(after.events, 'stunned')).toEqual([{ kind: 'stunned', seat: 0 }]);
    expect(stunsOf(after.state, 0)).toBe(1);
    expect(after.state.seats[0]!.hand.length).toBe(handBefore + 1);
    expect(eventsOf(after.events, 'discarded')).toEqual([]); // no discard off the edge
    expectTurnEnded(after);
    waitingOnSeat1(after.state); // the other card still resolves
  });

  it.each([
    ['rock', 1, 0],
    ['cart', 1, 1],
  ] as const)('R-MOVE-COLLISION-2 R-TERRAIN-3 forced into a %s: stops on the hex before it, %i stun and %i wound', (kind, stuns, wounds) => {
    const { state } = play(collider('M51', 2), { hex: { q: 0, r: 1 }, terrain: [[kind, { q: 0, r: -1 }]] });
    const first = act(state, 0, stepA(0, 0)); // (0,1) -> (0,0), the hex before the terrain
    expect(optionsOf(first.state)).toEqual(asSet(stepA(0, 0)));
    const after = act(first.state, 0, stepA(0, 0));
    expect(after.state.seats[0]!.hex).toEqual(ORIGIN);
    expect(after.state.terrain['0,-1']).toBe(kind);
    expect(eventsOf(after.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'terrain', hex: ORIGIN, terrain: kind }]);
    expect(stunsOf(after.state, 0)).toBe(stuns);
    expect(after.state.seats[0]!.wounds).toBe(wounds);
    expect(eventsOf(after.events, 'wounded')).toEqual(wounds > 0 ? [{ kind: 'wounded', seat: 0, wounds, bleeding: false, cause: 'terrain' }] : []);
    expectTurnEnded(after);
    waitingOnSeat1(after.state);
  });

  it.each(OBSTACLES)('R-MOVE-COLLISION-2 R-TERRAIN-3 forced into %s: its own collision penalty (terrain data) applies', (kind) => {
    const penalty = TERRAIN[kind].collision;
    const { state } = play(collider('M52'), { terrain: [[kind, N]] });
    const after = act(state, 0, stepA(0, 0));
    expect(after.state.seats[0]!.hex).toEqual(ORIGIN);
    expect(stunsOf(after.state, 0)).toBe(penalty?.stun ?? 0);
    expect(after.state.seats[0]!.wounds).toBe(penalty?.wounds ?? 0);
    expect(after.state.seats[0]!.weakness.length).toBe(penalty?.weakness ?? 0);
    expectTurnEnded(after);
  });

  it('R-MOVE-COLLISION-3 OP-53 forced into a character: neither moves, both are stunned, the mover discards a card it chooses', () => {
    const { state } = play(collider('M53'), { other: N, hand: ['M90', 'M91', 'T01'] });
    expect(optionsOf(state)).toEqual(asSet(stepA(0, 0)));
    const otherHand = handNumbers(state, 1);
    const after = act(state, 0, stepA(0, 0));
    expect(after.state.seats[0]!.hex).toEqual(ORIGIN);
    expect(after.state.seats[1]!.hex).toEqual(N);
    expect(eventsOf(after.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'character', hex: ORIGIN, other: 1 }]);
    expect(stunsOf(after.state, 0)).toBe(1);
    expect(stunsOf(after.state, 1)).toBe(1);
    expect(handNumbers(after.state, 1)).toEqual([...otherHand, 'STUN'].sort());
    expectTurnEnded(after);

    // The mover chooses the card (OP-53): any ability card, never the core card or the stun.
    const d = decisionOf(after.state, 0)!;
    expect(d.kind).toBe('discard');
    expect(d.rule).toBe('R-MOVE-COLLISION-3');
    expect(d.options.map((o) => after.state.cards[(o as { card: string }).card]).sort()).toEqual(['M90', 'M91']);
    expect(decisionOf(after.state, 1)).toBeUndefined();
    const stun = after.state.seats[0]!.hand.find((c) => after.state.cards[c] === 'STUN')!;
    expectRejected(after.state, 0, { kind: 'discard', card: stun }, 'ILLEGAL_OPTION');

    const choice = d.options.find((o) => after.state.cards[(o as { card: string }).card] === 'M91')!;
    const discarded = act(after.state, 0, choice);
    expect(eventsOf(discarded.events, 'discarded')).toEqual([
      { kind: 'discarded', seat: 0, card: (choice as { card: string }).card, number: 'M91', faceDown: false },
    ]);
    expect(handNumbers(discarded.state, 0)).toEqual(['M90', 'STUN', 'T01']);
    // The other character's turn is not ended: its card still resolves.
    expect(discarded.state.seats[1]!.play!.cancelled).toBe(false);
    waitingOnSeat1(discarded.state);
  });

  it('R-MOVE-COLLISION-3 with no card it may discard, the mover discards nothing', () => {
    const { state } = play(collider('M54'), { other: N, hand: ['T01'] });
    const after = act(state, 0, stepA(0, 0));
    expect(stunsOf(after.state, 0)).toBe(1);
    expect(eventsOf(after.events, 'discarded')).toEqual([]);
    waitingOnSeat1(after.state);
  });

  it('OP-12 R-MOVE-COLLISION-3 colliding with an ally stuns the ally too', () => {
    const { state } = play(collider('M55'), {
      hand: ['M90'],
      extend: (b) => b.seat('tetsu', N, 3, { team: 0, hand: ['M98'], deck: ['M90'] }).advantage([0, 1, 2]),
      moreSelections: { 2: 'M98' },
    });
    // Seats 0 and 2 are one team (the builder gives seat 0 team 0 by default, seat 1 its own).
    expect(state.seats[2]!.team).toBe(state.seats[0]!.team);
    expect(state.seats[1]!.team).not.toBe(state.seats[0]!.team);
    const after = act(state, 0, stepA(0, 0));
    expect(eventsOf(after.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'character', hex: ORIGIN, other: 2 }]);
    expect(stunsOf(after.state, 2)).toBe(1);
    expect(stunsOf(after.state, 0)).toBe(1);
    expect(stunsOf(after.state, 1)).toBe(0);
    expect(decisionOf(after.state, 0)?.kind).toBe('discard');
  });

  it('R-MOVE-COLLISION-1 R-STUN-4 a collision stun that reaches the hand limit defeats the mover at once', () => {
    // Kensei's hand limit is 4: three stuns in hand, the fourth comes from the edge.
    const { state } = play(collider('M56'), { hexes: [ORIGIN, S, FAR], hand: ['STUN', 'STUN', 'STUN'] });
    const after = act(state, 0, stepA(0, 0));
    expect(eventsOf(after.events, 'defeated')).toEqual([{ kind: 'defeated', seat: 0, reason: 'stuns' }]);
    expect(outcome(after.state)).toMatchObject({ over: true, winners: [1] });
    expect(pendingDecisions(after.state)).toEqual([]); // seat 1's card is never asked for
  });

  it('R-MOVE-COLLISION-3 R-STUN-4 a mover defeated by the collision stun has no card to discard, and the game goes on', () => {
    // Three sides: the mover falls, the other two are still fighting.
    const { state } = play(collider('M59'), {
      other: N,
      hand: ['STUN', 'STUN', 'STUN', 'M90'],
      extend: (b) => b.seat('tetsu', { q: -3, r: 3 }, 0, { hand: ['M98'], deck: ['M90'] }).advantage([0, 1, 2]),
      moreSelections: { 2: 'M98' },
    });
    const after = act(state, 0, stepA(0, 0));
    expect(eventsOf(after.events, 'defeated')).toEqual([{ kind: 'defeated', seat: 0, reason: 'stuns' }]);
    expect(outcome(after.state).over).toBe(false);
    expect(stunsOf(after.state, 1)).toBe(1);
    expect(eventsOf(after.events, 'discarded')).toEqual([]);
    expect(pendingDecisions(after.state).map((d) => [d.seat, d.kind])).toEqual([[2, 'move']]);
  });

  it('R-MOVE-COLLISION-2 R-TERRAIN-3 a terrain wound that reaches the wound limit defeats the mover at once', () => {
    // Kensei's wound limit is 5; the burning cart gives the fifth wound.
    const { state } = play(collider('M57'), { terrain: [['cart', N]], wounds: 4 });
    const after = act(state, 0, stepA(0, 0));
    expect(eventsOf(after.events, 'defeated')).toEqual([{ kind: 'defeated', seat: 0, reason: 'wounds' }]);
    expect(outcome(after.state)).toMatchObject({ over: true, winners: [1] });
    expect(pendingDecisions(after.state)).toEqual([]);
  });

  it('R-MOVE-COLLISION-3 OP-12 a collision that stuns both characters to their limits leaves the one higher on the advantage track (OP-15)', () => {
    // Tetsu's hand limit is 3; kensei (seat 0, top of the track by its advantage value) holds 3 stuns.
    const b = scenario()
      .card(collider('M58'), WAIT)
      .seat('kensei', ORIGIN, 0, { hand: ['M58', 'STUN', 'STUN', 'STUN'], deck: ['M00'] })
      .seat('tetsu', N, 3, { hand: ['M00', 'STUN', 'STUN'], deck: ['M00'] });
    const { state } = selectCards(b.build().state, { 0: 'M58', 1: 'M00' });
    const after = act(state, 0, stepA(0, 0));
    expect(eventsOf(after.events, 'defeated')).toEqual([{ kind: 'defeated', seat: 1, reason: 'stuns' }]);
    expect(outcome(after.state)).toMatchObject({ over: true, winners: [0] });
  });
});
