import type { BattlefieldInput, CardInput, Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { expectRejected } from './testing/rejected';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { applyAction, createGame, outcome, pendingDecisions, type GameConfig, type GameEvent, type GameState } from './index';
import { act, decisionOf, eventsOf, handCard, hit, mark, move, scenario, selectCards, step, TEST_BATTLEFIELD, testCard, turn } from './testing';

// Section 15 (multiplayer and teams) with the rulings OP-12 (a collision stuns an ally too) and
// OP-44 (teams agreed before setup, any partition, shared victory). Games of three and four use the
// content characters (Ronin 5, Student 4, Master 3, Warrior 2 on the advantage track) through
// createGame, and the test characters through scenarios. Test-only cards are numbered N2xx.

type Hex = { q: number; r: number };
const ORIGIN: Hex = { q: 0, r: 0 };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const focus1: Effect = { kind: 'focus', amount: 1 };

/** A card that waits on an optional turn, at initiative 1 and 2 (so two of them never tie). */
const WAIT1 = testCard({ number: 'N200', types: ['meditation'], initiative: fixed(1), effects: [move(turn(1, false))] });
const WAIT2 = testCard({ number: 'N201', types: ['meditation'], initiative: fixed(2), effects: [move(turn(1, false))] });
const IDLE = testCard({ number: 'N202', types: ['meditation'], initiative: fixed(1), effects: [] });
const FILLER = testCard({ number: 'N299', types: ['meditation'], initiative: fixed(9), effects: [] });
/** The tie card: initiative 5, gains 1 focus. */
const TIED = testCard({ number: 'N210', types: ['meditation'], initiative: fixed(5), effects: [focus1] });
const CARDS: CardInput[] = [WAIT1, WAIT2, IDLE, FILLER, TIED];

const resolvingSeats = (events: readonly GameEvent[]) => eventsOf(events, 'resolving').map((e) => e.seat);
const stunsOf = (state: GameState, seat: number) => state.seats[seat]!.hand.filter((c) => state.cards[c] === 'STUN').length;
const tiePosition = (position: number): Action => ({ kind: 'tiePosition', position });

/** The hexagon of radius 4 with four start areas: south, north, east and west edges. */
const FOUR_SIDES: BattlefieldInput = {
  ...TEST_BATTLEFIELD,
  id: 'four-sides',
  startAreas: [
    ...TEST_BATTLEFIELD.startAreas,
    { hexes: [{ q: 4, r: -2 }, { q: 4, r: -1 }], facing: 5 },
    { hexes: [{ q: -4, r: 2 }, { q: -4, r: 1 }], facing: 2 },
  ],
};
const SOUTH = TEST_BATTLEFIELD.startAreas[0]!.hexes;
const NORTH = TEST_BATTLEFIELD.startAreas[1]!.hexes;

/** Four content characters; seat order differs from the track: ronin 0, master 1, student 2, warrior 3. */
const FOUR = ['ronin', 'master', 'student', 'warrior'];
function fourPlayers(config: Partial<GameConfig> & { teams?: number[] } = {}) {
  const { teams, ...rest } = config;
  const created = createGame({
    seed: 11, battlefield: FOUR_SIDES,
    seats: FOUR.map((character, i) => ({ character, deck: Array(10).fill('102'), ...(teams ? { team: teams[i]! } : {}) })),
    ...rest,
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

const keyOf = (h: Hex) => `${h.q},${h.r}`;
const placementHexes = (state: GameState, seat: number) =>
  decisionOf(state, seat)!.options.map((o) => (o.kind === 'placeFigure' ? keyOf(o.hex) : '')).sort();

// ---------------------------------------------------------------------------------------------

describe('teams (OP-44) and start areas (R-MULTI-5)', () => {
  it('OP-44 R-MULTI-5 R-SETUP-11 two teams of two: allies share their team\'s start area, opponents never enter it', () => {
    // Ronin and Student (seats 0, 2) against Master and Warrior (seats 1, 3).
    const { state } = fourPlayers({ battlefield: TEST_BATTLEFIELD, teams: [0, 1, 0, 1] });
    expect(state.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
    expect(state.flow.at).toBe('placement');
    // Lowest on the track first: warrior (3), master (1), student (2), ronin (0).
    expect(state.advantage).toEqual([0, 2, 1, 3]);
    expect(placementHexes(state, 3)).toEqual(NORTH.map(keyOf).sort());
    const warrior = act(state, 3, { kind: 'placeFigure', hex: NORTH[0]! }).state;
    // The Master joins its ally in the same area, on another hex.
    expect(placementHexes(warrior, 1)).toEqual(NORTH.slice(1).map(keyOf).sort());
    const master = act(warrior, 1, { kind: 'placeFigure', hex: NORTH[1]! }).state;
    // The Student's side is the south area; the northern hexes are not offered.
    expect(placementHexes(master, 2)).toEqual(SOUTH.map(keyOf).sort());
    expectRejected(master, 2, { kind: 'placeFigure', hex: NORTH[2]! }, 'ILLEGAL_OPTION', 'R-SETUP-10');
    const student = act(master, 2, { kind: 'placeFigure', hex: SOUTH[0]! }).state;
    expect(placementHexes(student, 0)).toEqual(SOUTH.slice(1).map(keyOf).sort());
    const ronin = act(student, 0, { kind: 'placeFigure', hex: SOUTH[1]! }).state;
    expect(ronin.flow.at).toBe('select');
    expect(ronin.seats.map((s) => keyOf(s.hex!))).toEqual([SOUTH[1], NORTH[1], SOUTH[0], NORTH[0]].map((h) => keyOf(h!)));
    // Each side faces the way of its area (OP-4).
    expect(ronin.seats.map((s) => s.facing)).toEqual([0, 3, 0, 3]);
  });

  it('OP-44 any partition is allowed: three against one takes two start areas', () => {
    const { state } = fourPlayers({ battlefield: TEST_BATTLEFIELD, teams: [0, 0, 0, 1] });
    expect(state.seats.map((s) => s.team)).toEqual([0, 0, 0, 1]);
    // The lone Warrior places first, then the three allies all in the south area.
    expect(placementHexes(state, 3)).toEqual(NORTH.map(keyOf).sort());
    let s = act(state, 3, { kind: 'placeFigure', hex: NORTH[0]! }).state;
    for (const seat of [1, 2, 0]) {
      const offered = placementHexes(s, seat);
      expect(offered.every((k) => SOUTH.map(keyOf).includes(k))).toBe(true);
      s = act(s, seat, { kind: 'placeFigure', hex: { q: Number(offered[0]!.split(',')[0]), r: Number(offered[0]!.split(',')[1]) } }).state;
    }
    expect(s.flow.at).toBe('select');
  });
});

// ---------------------------------------------------------------------------------------------

describe('R-MULTI-6 the orders of a two-player game extend to any number of players', () => {
  it('R-MULTI-6 R-SETUP-3 four players place terrain clockwise from the highest on the track, then figures lowest first', () => {
    const { state } = fourPlayers({ terrain: ['rock', 'rock', 'rock', 'rock'] });
    // Track: ronin (0) 5, student (2) 4, master (1) 3, warrior (3) 2.
    expect(state.advantage).toEqual([0, 2, 1, 3]);
    const rocks: Hex[] = [{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 2, r: 0 }, { q: 3, r: -1 }];
    let s = state;
    const terrainOrder: number[] = [];
    for (const hex of rocks) {
      const d = pendingDecisions(s);
      expect(d).toHaveLength(1);
      expect(d[0]!.kind).toBe('placeTerrain');
      terrainOrder.push(d[0]!.seat);
      s = act(s, d[0]!.seat, { kind: 'placeTerrain', terrain: 'rock', hex }).state;
    }
    // Clockwise (seat order) from the Ronin, who is on top.
    expect(terrainOrder).toEqual([0, 1, 2, 3]);
    const figureOrder: number[] = [];
    while (s.flow.at === 'placement') {
      const d = pendingDecisions(s)[0]!;
      figureOrder.push(d.seat);
      s = act(s, d.seat, d.options[0]!).state;
    }
    expect(figureOrder).toEqual([3, 1, 2, 0]);
    // In a free-for-all of four every seat has its own start area (R-SETUP-10).
    expect(s.seats.map((st) => FOUR_SIDES.startAreas.findIndex((a) => a.hexes.some((h) => keyOf(h) === keyOf(st.hex!))))).toEqual([0, 1, 2, 3]);
  });

  it('R-MULTI-6 R-ROUND-REVEAL-4 R-ROUND-REVEAL-9 with three players, replacement and variable initiative are offered lowest on the track first', () => {
    const VARIABLE = testCard({ number: 'N220', types: ['attack'], initiative: { kind: 'variable', min: 3, max: 5 }, effects: [] });
    const SWAP = testCard({ number: 'N221', types: ['meditation'], initiative: fixed(8), instant: 'replacement', effects: [] });
    // Track: seat 1 on top, then seat 2, then seat 0: lowest first is 0, 2, 1.
    const { state } = scenario()
      .card(...CARDS, VARIABLE, SWAP)
      .seat('kensei', { q: -2, r: 0 }, 0, { hand: ['N220', 'N221'], deck: ['N299'] })
      .seat('tetsu', { q: 0, r: 0 }, 0, { hand: ['N220', 'N221'], deck: ['N299'] })
      .seat('kensei', { q: 2, r: 0 }, 0, { hand: ['N220', 'N221'], deck: ['N299'] })
      .advantage([1, 2, 0])
      .build();
    let s = selectCards(state, { 0: 'N220', 1: 'N220', 2: 'N220' }).state;
    const asked: [number, string][] = [];
    const events: GameEvent[] = [];
    for (let i = 0; i < 6; i++) {
      const d = pendingDecisions(s);
      expect(d).toHaveLength(1);
      asked.push([d[0]!.seat, d[0]!.kind]);
      // Keep the revealed card; then the three variable choices are 3, 4 and 5 in the order asked.
      const action: Action = d[0]!.kind === 'replacement' ? { kind: 'keepCard' } : { kind: 'chooseInitiative', value: i };
      const next = act(s, d[0]!.seat, action);
      events.push(...next.events);
      s = next.state;
    }
    expect(asked).toEqual([
      [0, 'replacement'], [2, 'replacement'], [1, 'replacement'],
      [0, 'variableInitiative'], [2, 'variableInitiative'], [1, 'variableInitiative'],
    ]);
    // Seats 0, 2, 1 chose 3, 4, 5: resolution by those values.
    expect(eventsOf(events, 'initiativeSet').map((e) => [e.seat, e.initiative])).toEqual([[0, 3], [1, 5], [2, 4]]);
    expect(resolvingSeats(events)).toEqual([1, 2, 0]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('R-MULTI-2 ties between three or more players', () => {
  /** Four seats on a row, all playing the tie card; the track is 2, 0, 3, 1 (seat 2 on top). */
  function fourWay() {
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: -3, r: 0 }, 0, { hand: ['N210'], deck: ['N299'] })
      .seat('tetsu', { q: -1, r: 0 }, 0, { hand: ['N210'], deck: ['N299'] })
      .seat('kensei', { q: 1, r: 0 }, 0, { hand: ['N210'], deck: ['N299'] })
      .seat('tetsu', { q: 3, r: -1 }, 0, { hand: ['N210'], deck: ['N299'] })
      .advantage([2, 0, 3, 1])
      .build();
    return selectCards(state, { 0: 'N210', 1: 'N210', 2: 'N210', 3: 'N210' });
  }

  it('R-MULTI-2 four tied players choose top-down among the places left; the lowest takes the last place unasked', () => {
    const { state } = fourWay();
    const first = pendingDecisions(state);
    expect(first).toEqual([expect.objectContaining({ seat: 2, kind: 'tieOrder', rule: 'R-MULTI-2', options: [0, 1, 2, 3].map(tiePosition) })]);
    // Nobody else may choose before the highest.
    expectRejected(state, 0, tiePosition(0), 'NOT_YOUR_DECISION');
    expectRejected(state, 1, tiePosition(0), 'NOT_YOUR_DECISION');
    const top = act(state, 2, tiePosition(1));
    expect(resolvingSeats(top.events)).toEqual([]);
    expect(pendingDecisions(top.state)).toEqual([expect.objectContaining({ seat: 0, rule: 'R-MULTI-2', options: [0, 2, 3].map(tiePosition) })]);
    expectRejected(top.state, 0, tiePosition(1), 'ILLEGAL_OPTION', 'R-MULTI-2'); // taken
    const second = act(top.state, 0, tiePosition(3));
    expect(pendingDecisions(second.state)).toEqual([expect.objectContaining({ seat: 3, rule: 'R-MULTI-2', options: [0, 2].map(tiePosition) })]);
    expectRejected(second.state, 1, tiePosition(0), 'NOT_YOUR_DECISION'); // the lowest is never asked
    const third = act(second.state, 3, tiePosition(2));
    // Places: 0 -> seat 1 (left over), 1 -> seat 2, 2 -> seat 3, 3 -> seat 0.
    expect(resolvingSeats(third.events)).toEqual([1, 2, 3, 0]);
    expect(eventsOf(third.events, 'focusGained').map((e) => e.seat)).toEqual([1, 2, 3, 0]);
  });

  it('R-MULTI-2 R-ADV-3 the order of choosing follows the track, not the seats: after a change of advantage the new top chooses first', () => {
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: -2, r: 0 }, 0, { hand: ['N210'], deck: ['N299'] })
      .seat('tetsu', { q: 0, r: 0 }, 0, { hand: ['N210'], deck: ['N299'] })
      .seat('kensei', { q: 2, r: 0 }, 0, { hand: ['N210'], deck: ['N299'] })
      .advantage([0, 1, 2])
      .build();
    const revealed = selectCards(state, { 0: 'N210', 1: 'N210', 2: 'N210' });
    expect(decisionOf(revealed.state, 0)?.kind).toBe('tieOrder');
    const other = scenario()
      .card(...CARDS)
      .seat('kensei', { q: -2, r: 0 }, 0, { hand: ['N210'], deck: ['N299'] })
      .seat('tetsu', { q: 0, r: 0 }, 0, { hand: ['N210'], deck: ['N299'] })
      .seat('kensei', { q: 2, r: 0 }, 0, { hand: ['N210'], deck: ['N299'] })
      .advantage([1, 2, 0])
      .build();
    const swapped = selectCards(other.state, { 0: 'N210', 1: 'N210', 2: 'N210' });
    expect(pendingDecisions(swapped.state).map((d) => d.seat)).toEqual([1]);
    const one = act(swapped.state, 1, tiePosition(0));
    expect(pendingDecisions(one.state).map((d) => d.seat)).toEqual([2]);
  });

  it('R-MULTI-3 the rulebook example with Steeled Mind (102): red Student resolves last, green Warrior first, blue Ronin second', () => {
    // Red Student (highest), green Warrior (second), blue Ronin (lowest) all reveal 102.
    const { state } = scenario()
      .seat('ronin', { q: -3, r: 1 }, 0, { hand: ['102'], deck: ['102', '102', '102', '102'] })
      .seat('student', { q: 0, r: 0 }, 0, { hand: ['102'], deck: ['102', '102', '102', '102'] })
      .seat('warrior', { q: 3, r: -2 }, 0, { hand: ['102'], deck: ['102', '102', '102', '102'] })
      .advantage([1, 2, 0])
      .build();
    const revealed = selectCards(state, { 0: '102', 1: '102', 2: '102' });
    expect(pendingDecisions(revealed.state)).toEqual([expect.objectContaining({ seat: 1, rule: 'R-MULTI-2', options: [0, 1, 2].map(tiePosition) })]);
    const red = act(revealed.state, 1, tiePosition(2));
    expect(pendingDecisions(red.state)).toEqual([expect.objectContaining({ seat: 2, rule: 'R-MULTI-2', options: [0, 1].map(tiePosition) })]);
    let current: Applied = act(red.state, 2, tiePosition(0));
    const events: GameEvent[] = [...current.events];
    // Play the round out with the first option of every decision (steps, -OR-, draws).
    for (let i = 0; i < 40 && current.state.round === 1; i++) {
      const d = pendingDecisions(current.state)[0]!;
      current = act(current.state, d.seat, d.options[0]!);
      events.push(...current.events);
    }
    expect(resolvingSeats(events)).toEqual([2, 0, 1]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('R-MULTI-4 attacks and allies', () => {
  const BOTH = testCard({ number: 'N230', types: ['attack'], initiative: fixed(6), effects: [{ kind: 'attack', hexes: [hit(0, -1), hit(1, -1)] }] });
  /** A targeted attack without range: an adjacent character (R-DIAG-5). */
  const AIMED = testCard({ number: 'N231', types: ['attack'], initiative: fixed(6), effects: [{ kind: 'targetedAttack', mark: mark() }] });

  it('R-MULTI-4 R-DIAG-4 a diagram attack hits the ally on an affected hex as well as the opponent', () => {
    // Seat 0 and seat 2 are one team; the ally stands ahead, the opponent ahead-right.
    const { state } = scenario()
      .card(...CARDS, BOTH)
      .seat('kensei', ORIGIN, 0, { hand: ['N230'], deck: ['N299'], team: 0 })
      .seat('tetsu', { q: 1, r: -1 }, 3, { hand: ['N200'], deck: ['N299'], team: 1 })
      .seat('kensei', { q: 0, r: -1 }, 3, { hand: ['N201'], deck: ['N299'], team: 0 })
      .build();
    expect(state.seats[2]!.team).toBe(state.seats[0]!.team);
    const { state: after, events } = selectCards(state, { 0: 'N230', 1: 'N200', 2: 'N201' });
    const results = eventsOf(events, 'attack')[0]!.results;
    expect(results).toEqual([
      { hex: { q: 0, r: -1 }, target: 2, hit: true, blockedBy: null },
      { hex: { q: 1, r: -1 }, target: 1, hit: true, blockedBy: null },
    ]);
    expect(after.seats.map((s) => s.wounds)).toEqual([0, 1, 1]);
  });

  function aimedGame(opponentAt: Hex) {
    const { state } = scenario()
      .card(...CARDS, AIMED)
      .seat('kensei', ORIGIN, 0, { hand: ['N231'], deck: ['N299'], team: 0 })
      .seat('tetsu', opponentAt, 3, { hand: ['N200'], deck: ['N299'], team: 1 })
      .seat('kensei', { q: 0, r: -1 }, 3, { hand: ['N201'], deck: ['N299'], team: 0 })
      .build();
    return selectCards(state, { 0: 'N231', 1: 'N200', 2: 'N201' });
  }

  it('R-MULTI-4 R-DIAG-5 the targeted-character symbol may target an ally', () => {
    // The opponent is out of reach (3 hexes away), the ally adjacent: both may be declared.
    const revealed = aimedGame({ q: 3, r: -3 });
    const d = decisionOf(revealed.state, 0)!;
    expect(d.kind).toBe('declareTarget');
    expect(d.options).toEqual([{ kind: 'target', seat: 1 }, { kind: 'target', seat: 2 }]);
    const { state, events } = act(revealed.state, 0, { kind: 'target', seat: 2 });
    expect(eventsOf(events, 'attack')[0]!.results).toEqual([{ hex: { q: 0, r: -1 }, target: 2, hit: true, blockedBy: null }]);
    expect(state.seats[2]!.wounds).toBe(1);
    expect(state.seats[1]!.wounds).toBe(0);
  });

  it('R-MULTI-4 R-ATTACK-1 OP-56 when an opponent is within reach too, the golden rule of full attack makes it the target', () => {
    const revealed = aimedGame({ q: 1, r: -1 });
    const d = decisionOf(revealed.state, 0)!;
    expect(d).toMatchObject({ kind: 'declareTarget', rule: 'OP-56', options: [{ kind: 'target', seat: 1 }] });
    expectRejected(revealed.state, 0, { kind: 'target', seat: 2 }, 'ILLEGAL_OPTION', 'OP-56');
  });
});

// ---------------------------------------------------------------------------------------------

describe('OP-12 collisions between allies', () => {
  const RUSH = testCard({ number: 'N240', types: ['meditation'], initiative: fixed(6), effects: [move(step(1, [0]))] });

  it('OP-12 R-MOVE-COLLISION-3 forced into an ally: both are stunned, neither moves, and the mover discards a card', () => {
    const { state } = scenario()
      .card(...CARDS, RUSH)
      .seat('kensei', ORIGIN, 0, { hand: ['N240', 'N299'], deck: ['N299'], team: 0 })
      .seat('tetsu', { q: 3, r: -3 }, 3, { hand: ['N200'], deck: ['N299'], team: 1 })
      .seat('kensei', { q: 0, r: -1 }, 3, { hand: ['N201'], deck: ['N299'], team: 0 })
      .build();
    const revealed = selectCards(state, { 0: 'N240', 1: 'N200', 2: 'N201' });
    const after = act(revealed.state, 0, { kind: 'step', part: 0, direction: 0 });
    expect(eventsOf(after.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'character', hex: ORIGIN, other: 2 }]);
    expect(after.state.seats[0]!.hex).toEqual(ORIGIN);
    expect(after.state.seats[2]!.hex).toEqual({ q: 0, r: -1 });
    expect([0, 1, 2].map((seat) => stunsOf(after.state, seat))).toEqual([1, 0, 1]);
    const d = decisionOf(after.state, 0)!;
    expect(d.kind).toBe('discard');
    expect(d.options).toEqual([{ kind: 'discard', card: handCard(after.state, 0, 'N299') }]);
    expect(decisionOf(after.state, 2)).toBeUndefined();
    // The ally's own card is not cancelled: after the discard its turn comes.
    const discarded = act(after.state, 0, d.options[0]!);
    expect(discarded.state.seats[2]!.play!.cancelled).toBe(false);
    expect(pendingDecisions(discarded.state).map((x) => [x.seat, x.kind])).toEqual([[2, 'move']]);
  });

  it('OP-12 R-PUSH-4 OP-11 an attack that pushes one ally into another stuns both', () => {
    const SHOVE = testCard({ number: 'N241', types: ['attack'], initiative: fixed(6), effects: [{ kind: 'attack', hexes: [hit(0, -1, { wounds: 0, push: 1 })] }] });
    const { state } = scenario()
      .card(...CARDS, SHOVE)
      .seat('kensei', ORIGIN, 0, { hand: ['N241'], deck: ['N299'], team: 0 })
      .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['N200', 'N299'], deck: ['N299'], team: 1 })
      .seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['N201'], deck: ['N299'], team: 1 })
      .build();
    const { state: after, events } = selectCards(state, { 0: 'N241', 1: 'N200', 2: 'N201' });
    expect(eventsOf(events, 'collision')).toEqual([{ kind: 'collision', seat: 1, with: 'character', hex: { q: 0, r: -1 }, other: 2 }]);
    expect([0, 1, 2].map((seat) => stunsOf(after, seat))).toEqual([0, 1, 1]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('R-MULTI-1 team victory', () => {
  /** Seats 0 and 2 (team A) against seats 1 and 3 (team B). */
  function teamFight(cards: CardInput[], seats: { at: Hex; facing: number; plays: string; wounds?: number; character?: string }[]) {
    let b = scenario().card(...CARDS, ...cards);
    seats.forEach((s, i) => {
      b = b.seat(s.character ?? (i % 2 === 0 ? 'kensei' : 'tetsu'), s.at, s.facing, { hand: [s.plays], deck: ['N299'], wounds: s.wounds ?? 0, team: i % 2 });
    });
    const { state } = b.build();
    return selectCards(state, Object.fromEntries(seats.map((s, i) => [i, s.plays])));
  }

  const STRIKE9 = testCard({ number: 'N250', types: ['attack'], initiative: fixed(9), effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] });
  const SWEEP7 = testCard({ number: 'N251', types: ['attack'], initiative: fixed(7), effects: [{ kind: 'attack', hexes: [hit(0, -1), hit(1, -1)] }] });

  it('R-MULTI-1 R-VICTORY-4 OP-44 the game goes on while a team has a character standing; the last team wins, its fallen member too', () => {
    // Seat 1 (B) strikes seat 0 (A, 4 of 5 wounds) at 9: seat 0 falls, but seat 2 still stands for A.
    // Seat 2 (A) sweeps seats 1 and 3 (B, each 3 of 4 wounds) at 7: team B is gone, team A wins.
    const { state, events } = teamFight([STRIKE9, SWEEP7], [
      { at: { q: 0, r: 1 }, facing: 0, plays: 'N202', wounds: 4 },
      { at: { q: 0, r: 2 }, facing: 0, plays: 'N250', wounds: 3 }, // seat 1 looks north at seat 0
      { at: { q: 0, r: 3 }, facing: 0, plays: 'N251' },
      { at: { q: 1, r: 2 }, facing: 0, plays: 'N201', wounds: 3 },
    ]);
    const order = events.flatMap((e) => (e.kind === 'defeated' ? [`defeated:${e.seat}`] : e.kind === 'resolving' ? [`resolving:${e.seat}`] : e.kind === 'gameOver' ? ['gameOver'] : []));
    expect(order).toEqual(['resolving:1', 'defeated:0', 'resolving:2', 'defeated:1', 'defeated:3', 'gameOver']);
    expect(outcome(state)).toEqual({
      over: true, winners: [0, 2],
      defeated: [{ seat: 0, reason: 'wounds', round: 1 }, { seat: 1, reason: 'wounds', round: 1 }, { seat: 3, reason: 'wounds', round: 1 }],
    });
    expect(eventsOf(events, 'gameOver')).toEqual([{ kind: 'gameOver', winners: [0, 2] }]);
    expectRejected(state, 2, { kind: 'select', card: 'c0' }, 'GAME_OVER');
  });

  it('R-MULTI-1 with one team member left on each side the game is not over', () => {
    // Seat 1 (B) defeats seat 0 (A); seats 1, 2 and 3 remain: A and B both still stand.
    const { state, events } = teamFight([STRIKE9], [
      { at: { q: 0, r: 1 }, facing: 0, plays: 'N299', wounds: 4 },
      { at: { q: 0, r: 2 }, facing: 0, plays: 'N250' },
      { at: { q: -3, r: 3 }, facing: 0, plays: 'N201' },
      { at: { q: 3, r: 0 }, facing: 0, plays: 'N200' },
    ]);
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 0, reason: 'wounds' }]);
    expect(outcome(state).over).toBe(false);
    // The round goes on with the others' cards.
    expect(pendingDecisions(state).map((d) => d.seat)).toEqual([2]);
  });

  it('R-MULTI-1 R-VICTORY-4 in a free-for-all of three, a single survivor wins alone', () => {
    const { state } = scenario()
      .card(...CARDS, SWEEP7)
      .seat('kensei', ORIGIN, 0, { hand: ['N251'], deck: ['N299'] })
      .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['N200'], deck: ['N299'], wounds: 3 })
      .seat('tetsu', { q: 1, r: -1 }, 3, { hand: ['N201'], deck: ['N299'], wounds: 3 })
      .build();
    expect(new Set(state.seats.map((s) => s.team)).size).toBe(3);
    const after = selectCards(state, { 0: 'N251', 1: 'N200', 2: 'N201' });
    expect(outcome(after.state)).toMatchObject({ over: true, winners: [0] });
  });
});
