import type { BattlefieldInput, CardInput, CharacterInput } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, pendingDecisions, restoreGame, rulesOf, viewFor, type Applied, type GameConfig, type GameEvent, type GameState, type SeatId } from './index';
import { DIRECTIONS, addHex, distance, hexKey, type Hex } from './hex';
import { act, eventsOf, KENSEI, TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS, TEST_DECK, testCard } from './testing';

// Section 6 (Setup), proved through createGame: the setup decisions come one at a time
// ('placeTerrain', 'placeFigure', 'prepare'), then round 1 begins.

const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const names = (en: string) => ({ cs: en, pl: en, uk: en, en });

// Test-only cards: core cards for the extra characters, prepared cards and a plain filler.
const S_CARDS: CardInput[] = [
  testCard({ number: 'S01', types: ['core'], initiative: fixed(1), owner: { kind: 'character', character: 'sora' } }),
  testCard({ number: 'S02', types: ['core'], initiative: fixed(1), owner: { kind: 'character', character: 'saku' } }),
  testCard({ number: 'S03', types: ['core'], initiative: fixed(1), owner: { kind: 'character', character: 'taiga' } }),
  testCard({ number: 'S04', types: ['core'], initiative: fixed(1), owner: { kind: 'character', character: 'tora' } }),
  testCard({ number: 'S10', types: ['meditation'], initiative: fixed(3), prepared: true }),
  testCard({ number: 'S11', types: ['meditation'], initiative: fixed(3), prepared: true }),
  testCard({ number: 'S12', types: ['meditation'], initiative: fixed(3), prepared: true }),
  testCard({ number: 'S13', types: ['meditation'], initiative: fixed(3), prepared: true }),
  testCard({ number: 'S20', types: ['meditation'], initiative: fixed(5) }),
];

// Extra characters for games of three and four; Kensei's Kamae map, their own statistics.
const SORA: CharacterInput = { ...KENSEI, id: 'sora', names: names('Sora'), symbol: 'S', advantage: 5, handLimit: 3, coreCard: 'S01' };
const SAKU: CharacterInput = { ...KENSEI, id: 'saku', names: names('Saku'), symbol: 'A', advantage: 4, handLimit: 2, coreCard: 'S02' };
/** Characters that can hold many cards and take many wounds (the supply test of R-SETUP-4). */
const TAIGA: CharacterInput = { ...KENSEI, id: 'taiga', names: names('Taiga'), symbol: 'G', advantage: 2, handLimit: 10, woundLimit: 30, coreCard: 'S03' };
const TORA: CharacterInput = { ...TAIGA, id: 'tora', names: names('Tora'), symbol: 'O', advantage: 1, coreCard: 'S04' };

const DEFINITIONS = { cards: [...TEST_CARDS, ...S_CARDS], characters: [...TEST_CHARACTERS, SORA, SAKU, TAIGA, TORA] };

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

type SeatConfig = GameConfig['seats'][number];
const seatOfCharacter = (character: string, rest: Partial<SeatConfig> = {}): SeatConfig => ({ character, deck: TEST_DECK, ...rest });

/** Tetsu (advantage 3) in seat 0 and Kensei (advantage 6) in seat 1, so track order is not seat order. */
const TWO_SEATS: SeatConfig[] = [seatOfCharacter('tetsu', { weapons: ['T71'] }), seatOfCharacter('kensei', { weapons: ['T70'] })];

function newGame(config: Partial<GameConfig> = {}): Applied {
  const result = createGame({ seed: 1, battlefield: TEST_BATTLEFIELD, seats: TWO_SEATS, definitions: DEFINITIONS, ...config });
  if (!result.ok) throw new Error(`invalid config: ${result.error.message}`);
  return result.value;
}

const numbersOf = (state: GameState, ids: readonly string[]) => ids.map((id) => state.cards[id]);
const sorted = (items: readonly (string | undefined)[]) => [...items].sort();
const keys = (hexes: readonly Hex[]) => hexes.map(hexKey).sort();

/** The only pending decision (setup asks one seat at a time, except while preparing). */
function onlyDecision(state: GameState) {
  const decisions = pendingDecisions(state);
  expect(decisions).toHaveLength(1);
  return decisions[0]!;
}

/** Answer setup decisions with their first option until the step `until` is reached. */
function runSetupUntil(applied: Applied, until: GameState['flow']['at']): Applied {
  let current = applied;
  const events: GameEvent[] = [...applied.events];
  for (let i = 0; i < 200 && current.state.flow.at !== until; i++) {
    const decision = pendingDecisions(current.state)[0]!;
    const action = decision.kind === 'prepare' ? { kind: 'endPrepare' as const } : decision.options[0]!;
    current = act(current.state, decision.seat, action);
    events.push(...current.events);
  }
  expect(current.state.flow.at).toBe(until);
  return { state: current.state, events };
}

/** Place the figures: each seat in turn takes the hex listed for it. */
function placeFigures(applied: Applied, hexes: Record<SeatId, Hex>): Applied {
  let current = applied;
  while (current.state.flow.at === 'placement') {
    const { seat } = onlyDecision(current.state);
    current = act(current.state, seat, { kind: 'placeFigure', hex: hexes[seat]! });
  }
  return current;
}

/** Expect `action` by `seat` to be rejected with `code` (and `rule`), leaving the state as it was. */
function expectRejected(state: GameState, seat: SeatId, action: Parameters<typeof applyAction>[2], code: string, rule?: string) {
  const before = JSON.stringify(state);
  const result = applyAction(state, seat, action);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe(code);
  if (rule !== undefined) expect(result.error.rule).toBe(rule);
  expect(JSON.stringify(state)).toBe(before);
}

function expectInvalidConfig(config: Partial<GameConfig>, message: RegExp, rule?: string) {
  const result = createGame({ seed: 1, battlefield: TEST_BATTLEFIELD, seats: TWO_SEATS, definitions: DEFINITIONS, ...config });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe('INVALID_CONFIG');
  expect(result.error.message).toMatch(message);
  if (rule !== undefined) expect(result.error.rule).toBe(rule);
}

const RADIUS_4_HEXES = 61;

describe('6.1 Battlefield', () => {
  it('R-SETUP-1 OP-3 two boards combined into one battlefield: play uses exactly its hexes, printed terrain and start areas', () => {
    // Two hexagons of radius 2 whose edges touch: centres (0,0) and (5,-3), five hexes apart.
    const around = (c: Hex) => {
      const out: Hex[] = [];
      for (let q = -2; q <= 2; q++) for (let r = Math.max(-2, -q - 2); r <= Math.min(2, -q + 2); r++) out.push({ q: c.q + q, r: c.r + r });
      return out;
    };
    const west = around({ q: 0, r: 0 });
    const east = around({ q: 5, r: -3 });
    const combined: BattlefieldInput = {
      id: 'combined', names: names('Combined'), hexes: [...west, ...east],
      terrain: [{ kind: 'rock', hex: { q: 5, r: -3 } }],
      startAreas: [{ hexes: [{ q: -2, r: 1 }], facing: 1 }, { hexes: [{ q: 7, r: -4 }], facing: 4 }],
    };
    const { state } = newGame({ battlefield: combined, terrain: ['bamboo'] });

    expect(keys(viewFor(state, 'spectator').board)).toEqual(keys([...west, ...east]));
    expect(viewFor(state, 'spectator').terrain).toEqual([{ hex: { q: 5, r: -3 }, kind: 'rock' }]);
    // Terrain may go on any empty hex of both boards outside the start areas (38 - 2 start hexes - 1 rock).
    const offered = onlyDecision(state).options.map((o) => (o.kind === 'placeTerrain' ? o.hex : null)).filter((h) => h !== null);
    expect(offered).toHaveLength(35);
    expect(offered.map(hexKey)).toContain('6,-3'); // on the eastern board
    expect(offered.map(hexKey)).toContain('0,0'); // on the western board
    expectRejected(state, 1, { kind: 'placeTerrain', terrain: 'bamboo', hex: { q: 3, r: 0 } }, 'ILLEGAL_OPTION', 'R-SETUP-3'); // between the boards

    const afterTerrain = act(state, 1, { kind: 'placeTerrain', terrain: 'bamboo', hex: { q: 6, r: -3 } }).state;
    const placed = placeFigures({ state: afterTerrain, events: [] }, { 0: { q: -2, r: 1 }, 1: { q: 7, r: -4 } });
    expect(placed.state.seats[0]!.hex).toEqual({ q: -2, r: 1 });
    expect(placed.state.seats[1]!.hex).toEqual({ q: 7, r: -4 });
  });

  it('R-SETUP-2 the agreed pieces are dealt out evenly, in turn from the highest advantage (engine ruling)', () => {
    // Four pieces for two players: Kensei (highest advantage, seat 1) gets the 1st and 3rd, Tetsu the 2nd and 4th.
    const { state } = newGame({ terrain: ['rock', 'bamboo', 'cart', 'shrine'] });
    const kinds = (decision: ReturnType<typeof onlyDecision>) => sorted([...new Set(decision.options.map((o) => (o.kind === 'placeTerrain' ? o.terrain : '')))]);
    const first = onlyDecision(state);
    expect(first.seat).toBe(1);
    expect(kinds(first)).toEqual(['cart', 'rock']);

    const second = act(state, 1, { kind: 'placeTerrain', terrain: 'cart', hex: { q: 0, r: 0 } }).state;
    expect(onlyDecision(second).seat).toBe(0);
    expect(kinds(onlyDecision(second))).toEqual(['bamboo', 'shrine']);
    expectRejected(second, 0, { kind: 'placeTerrain', terrain: 'rock', hex: { q: 1, r: 0 } }, 'ILLEGAL_OPTION', 'R-SETUP-3'); // Kensei's piece

    const third = act(second, 0, { kind: 'placeTerrain', terrain: 'shrine', hex: { q: 1, r: 0 } }).state;
    expect(kinds(onlyDecision(third))).toEqual(['rock']); // the cart is down; Kensei holds only the rock
    const done = runSetupUntil({ state: third, events: [] }, 'placement');
    const bySeat = eventsOf(done.events, 'terrainPlaced').map((e) => e.seat);
    expect([1, 0, ...bySeat]).toEqual([1, 0, 1, 0]); // two pieces each
    expect(sorted(viewFor(done.state, 'spectator').terrain.map((t) => t.kind))).toEqual(['bamboo', 'cart', 'rock', 'shrine']);
  });

  it('R-SETUP-2 a terrain kind that does not exist is rejected as an invalid config', () => {
    expectInvalidConfig({ terrain: ['rock', 'lava' as 'rock'] }, /terrain/);
  });

  it('R-SETUP-3 two players: the highest advantage places first, then one piece each in turn', () => {
    const { state, events } = runSetupUntil(newGame({ terrain: ['rock', 'rock', 'rock', 'rock'] }), 'placement');
    expect(eventsOf(events, 'terrainPlaced').map((e) => e.seat)).toEqual([1, 0, 1, 0]);
    expect(viewFor(state, 'spectator').terrain).toHaveLength(4);
  });

  it('R-SETUP-3 R-MULTI-6 three players: from the highest advantage clockwise (seat order), round after round', () => {
    // Advantage: Tetsu 3 (seat 0), Kensei 6 (seat 1), Sora 5 (seat 2). Clockwise from seat 1: 1, 2, 0.
    const seats = [...TWO_SEATS, seatOfCharacter('sora')];
    const { events } = runSetupUntil(newGame({ battlefield: FOUR_SIDES, seats, terrain: ['rock', 'rock', 'rock', 'cart', 'cart'] }), 'placement');
    expect(eventsOf(events, 'terrainPlaced').map((e) => e.seat)).toEqual([1, 2, 0, 1, 2]);
  });

  it('R-SETUP-3 an odd number of pieces: the first player places the extra one, the other player is skipped once out', () => {
    const { events } = runSetupUntil(newGame({ terrain: ['rock', 'cart', 'bamboo'] }), 'placement');
    expect(eventsOf(events, 'terrainPlaced').map((e) => e.seat)).toEqual([1, 0, 1]);
  });

  it('R-SETUP-3 terrain goes on an empty hex outside every start area (engine ruling), and only in its turn', () => {
    const { state } = newGame({ terrain: ['rock', 'rock'] });
    const startHexes = TEST_BATTLEFIELD.startAreas.flatMap((a) => a.hexes);
    const decision = onlyDecision(state);
    expect(decision.rule).toBe('R-SETUP-3');
    const offered = decision.options.map((o) => (o.kind === 'placeTerrain' ? hexKey(o.hex) : ''));
    expect(offered).toHaveLength(RADIUS_4_HEXES - startHexes.length);
    for (const h of startHexes) expect(offered).not.toContain(hexKey(h));
    expectRejected(state, 1, { kind: 'placeTerrain', terrain: 'rock', hex: { q: 0, r: 4 } }, 'ILLEGAL_OPTION', 'R-SETUP-3'); // a start hex
    expectRejected(state, 1, { kind: 'placeTerrain', terrain: 'rock', hex: { q: 0, r: 5 } }, 'ILLEGAL_OPTION', 'R-SETUP-3'); // off the battlefield
    expectRejected(state, 0, { kind: 'placeTerrain', terrain: 'rock', hex: { q: 0, r: 0 } }, 'NOT_YOUR_DECISION'); // Tetsu is second

    const next = act(state, 1, { kind: 'placeTerrain', terrain: 'rock', hex: { q: 0, r: 0 } });
    expect(eventsOf(next.events, 'terrainPlaced')).toEqual([{ kind: 'terrainPlaced', seat: 1, terrain: 'rock', hex: { q: 0, r: 0 }, facing: 0 }]);
    const second = onlyDecision(next.state);
    expect(second.options).toHaveLength(RADIUS_4_HEXES - startHexes.length - 1); // the rock's hex is taken
    expectRejected(next.state, 0, { kind: 'placeTerrain', terrain: 'rock', hex: { q: 0, r: 0 } }, 'ILLEGAL_OPTION', 'R-SETUP-3');
  });

  it('R-SETUP-3 more pieces than free hexes is rejected as an invalid config instead of leaving a player without a legal placement', () => {
    // Ten hexes, four of them start hexes: six free hexes cannot take seven pieces.
    const line: BattlefieldInput = {
      id: 'line', names: names('Line'),
      hexes: Array.from({ length: 10 }, (_, i) => ({ q: 0, r: i })),
      startAreas: [{ hexes: [{ q: 0, r: 9 }, { q: 0, r: 8 }], facing: 0 }, { hexes: [{ q: 0, r: 0 }, { q: 0, r: 1 }], facing: 3 }],
    };
    expectInvalidConfig({ battlefield: line, terrain: ['rock', 'rock', 'rock', 'rock', 'rock', 'rock', 'rock'] }, /terrain/, 'R-SETUP-3');
    const { state } = runSetupUntil(newGame({ battlefield: line, terrain: ['rock', 'rock', 'rock', 'rock', 'rock', 'rock'] }), 'placement');
    expect(viewFor(state, 'spectator').terrain).toHaveLength(6);
  });

  it('R-SETUP-4 the advantage track is in every player\'s view from the start of the game', () => {
    const { state } = newGame();
    for (const viewer of [0, 1, 'spectator'] as const) expect(viewFor(state, viewer).advantage).toEqual([1, 0]);
  });

  it('R-SETUP-4 the wound supply never runs out: the players take more wound cards than the 53 of the physical supply', () => {
    // One-card decks: every setup draw and round draw past that card is a wound (R-ROUND-DRAW-3).
    const seats: SeatConfig[] = [seatOfCharacter('taiga', { deck: ['S20'] }), seatOfCharacter('tora', { deck: ['S20'] })];
    let current = runSetupUntil(newGame({ seats }), 'select');
    // Hand limit 10: 9 wounds each in setup, and one more each at round 1's draw.
    expect(current.state.seats.map((s) => s.wounds)).toEqual([10, 10]);
    let taken = eventsOf(current.events, 'wounded').reduce((sum, e) => sum + e.wounds, 0);
    expect(taken).toBe(20);
    // Play on (the first option of every decision) until more than 53 wounds have been dealt.
    for (let i = 0; i < 2000 && taken <= 53; i++) {
      const decision = pendingDecisions(current.state)[0]!;
      current = act(current.state, decision.seat, decision.options[0]!);
      taken += eventsOf(current.events, 'wounded').filter((e) => e.cause === 'emptyDeck').reduce((sum, e) => sum + e.wounds, 0);
    }
    // 18 in setup and 2 per round: the 54th wound card comes at round 18's draw, 27 each.
    expect(taken).toBe(54);
    expect(current.state.round).toBe(18);
    expect(current.state.seats.map((s) => s.wounds)).toEqual([27, 27]);
    expect(current.state.seats.map((s) => s.defeated)).toEqual([null, null]);
  });
});

describe('6.2 Player setup', () => {
  it('R-SETUP-5 each player gets the chosen character and a shuffled ability deck holding exactly the deck cards', () => {
    const { state } = newGame();
    expect(state.seats.map((s) => s.character)).toEqual(['tetsu', 'kensei']);
    for (const seat of state.seats) expect(sorted(numbersOf(state, seat.deck))).toEqual(sorted(TEST_DECK));
    // Shuffled: the decks are not in the listed order, and the two seats' orders differ.
    const orders = state.seats.map((s) => numbersOf(state, s.deck));
    expect(orders[0]).not.toEqual(TEST_DECK);
    expect(orders[1]).not.toEqual(TEST_DECK);
    expect(orders[0]).not.toEqual(orders[1]);
  });

  it('R-SETUP-5 the same seed gives the same game, action for action', () => {
    const a = runSetupUntil(newGame({ seed: 42, terrain: ['rock', 'cart'] }), 'select');
    const b = runSetupUntil(newGame({ seed: 42, terrain: ['rock', 'cart'] }), 'select');
    expect(b.state).toEqual(a.state);
    expect(b.events).toEqual(a.events);
    expect(restoreGame(rulesOf(a.state), JSON.parse(JSON.stringify(a.state)))).toEqual({ ok: true, value: a.state }); // plain JSON plus its bound ruleset
  });

  it('R-SETUP-5 different seeds give different deck orders (numeric and text seeds)', () => {
    const deckOrder = (seed: number | string) => {
      const { state } = newGame({ seed });
      return state.seats.map((s) => numbersOf(state, s.deck));
    };
    expect(deckOrder(2)).not.toEqual(deckOrder(1));
    expect(deckOrder('dojo')).not.toEqual(deckOrder('dojo2'));
    expect(deckOrder('dojo')).toEqual(deckOrder('dojo'));
  });

  it('R-SETUP-6 R-CORE-7 the core ability card and core weapon card start in hand, outside the deck; the discard pile is empty', () => {
    const { state } = newGame();
    expect(sorted(numbersOf(state, state.seats[0]!.hand))).toEqual(['T02', 'T71']);
    expect(sorted(numbersOf(state, state.seats[1]!.hand))).toEqual(['T01', 'T70']);
    for (const seat of state.seats) {
      expect(numbersOf(state, seat.deck)).not.toContain('T01');
      expect(numbersOf(state, seat.deck)).not.toContain('T70');
      expect(seat.discard).toEqual([]);
    }
    // Still in hand once the game has begun.
    const begun = runSetupUntil({ state, events: [] }, 'select').state;
    expect(numbersOf(begun, begun.seats[1]!.hand)).toEqual(expect.arrayContaining(['T01', 'T70']));
  });

  it('R-SETUP-6 R-CORE-7 a character with two core weapon cards holds both', () => {
    const seats = [seatOfCharacter('tetsu', { weapons: ['T71', 'T70'] }), seatOfCharacter('kensei')];
    const { state } = newGame({ seats });
    expect(sorted(numbersOf(state, state.seats[0]!.hand))).toEqual(['T02', 'T70', 'T71']);
    expect(numbersOf(state, state.seats[1]!.hand)).toEqual(['T01']);
  });

  it('R-SETUP-7 the Kamae ring starts on the Neutral position of each map, whatever its node is called', () => {
    const { state } = newGame();
    expect(state.seats[0]!.kamae).toBe('n'); // Tetsu's Neutral node
    expect(state.seats[1]!.kamae).toBe('neutral');
    expect(state.seats.map((s) => s.focus)).toEqual([0, 0]);
  });

  it('R-SETUP-8 R-ADV-1 R-ADV-2 R-CHAR-3 two players: the higher advantage value takes the top space, whatever the seat order', () => {
    expect(newGame().state.advantage).toEqual([1, 0]); // Kensei 6 in seat 1 above Tetsu 3 in seat 0
    const swapped = newGame({ seats: [TWO_SEATS[1]!, TWO_SEATS[0]!] }).state;
    expect(swapped.advantage).toEqual([0, 1]);
  });

  it('R-SETUP-8 R-ADV-1 R-ADV-2 four players: one token each, one token per space, in descending advantage value', () => {
    // Values: Saku 4 (seat 0), Kensei 6 (seat 1), Tetsu 3 (seat 2), Sora 5 (seat 3).
    const seats = ['saku', 'kensei', 'tetsu', 'sora'].map((c) => seatOfCharacter(c));
    const { state } = newGame({ battlefield: FOUR_SIDES, seats });
    expect(state.advantage).toEqual([1, 3, 0, 2]);
    expect(sorted(state.advantage.map(String))).toEqual(['0', '1', '2', '3']);
  });

  it('R-SETUP-9 two players: the figure lowest on the advantage track is placed first', () => {
    const { state } = newGame();
    expect(state.flow.at).toBe('placement');
    expect(onlyDecision(state)).toMatchObject({ seat: 0, kind: 'placeFigure' }); // Tetsu, below Kensei
    expectRejected(state, 1, { kind: 'placeFigure', hex: { q: 0, r: -4 } }, 'NOT_YOUR_DECISION');
    const next = act(state, 0, { kind: 'placeFigure', hex: { q: 0, r: 4 } }).state;
    expect(onlyDecision(next)).toMatchObject({ seat: 1, kind: 'placeFigure' });
  });

  it('R-SETUP-9 R-MULTI-6 four players place from the bottom of the advantage track upward', () => {
    // Track top first: Kensei (seat 1), Sora (3), Saku (0), Tetsu (2); placement 2, 0, 3, 1.
    const seats = ['saku', 'kensei', 'tetsu', 'sora'].map((c) => seatOfCharacter(c));
    const { events } = runSetupUntil(newGame({ battlefield: FOUR_SIDES, seats }), 'select');
    expect(eventsOf(events, 'figurePlaced').map((e) => e.seat)).toEqual([2, 0, 3, 1]);
  });

  it('R-SETUP-10 a figure goes on a free hex of its own start area, opponents on opposite edges', () => {
    const { state } = newGame();
    const [south, north] = TEST_BATTLEFIELD.startAreas;
    const options = (s: GameState) => onlyDecision(s).options.map((o) => (o.kind === 'placeFigure' ? o.hex : { q: NaN, r: NaN }));
    expect(onlyDecision(state).rule).toBe('R-SETUP-10');
    expect(keys(options(state))).toEqual(keys(south!.hexes)); // seat 0: area 0
    expectRejected(state, 0, { kind: 'placeFigure', hex: { q: 0, r: -4 } }, 'ILLEGAL_OPTION', 'R-SETUP-10'); // the opponent's area
    expectRejected(state, 0, { kind: 'placeFigure', hex: { q: 0, r: 0 } }, 'ILLEGAL_OPTION', 'R-SETUP-10'); // no start hex

    const next = act(state, 0, { kind: 'placeFigure', hex: { q: 0, r: 4 } });
    expect(keys(options(next.state))).toEqual(keys(north!.hexes)); // seat 1: area 1
    // The areas lie on opposite edges of the battlefield: every hex of one is 7 or more away from the other.
    for (const a of south!.hexes) for (const b of north!.hexes) expect(distance(a, b)).toBeGreaterThanOrEqual(7);
  });

  it('R-SETUP-10 OP-4 each figure faces the opposite edge, toward the enemy start area', () => {
    const first = newGame();
    const placed = act(first.state, 0, { kind: 'placeFigure', hex: { q: 0, r: 4 } });
    expect(eventsOf(placed.events, 'figurePlaced')).toEqual([{ kind: 'figurePlaced', seat: 0, hex: { q: 0, r: 4 }, facing: 0 }]);
    const both = act(placed.state, 1, { kind: 'placeFigure', hex: { q: 1, r: -4 } }).state;
    expect(both.seats.map((s) => s.facing)).toEqual([0, 3]);
    // Walking straight ahead from each figure leads into the opposing start area.
    const ahead = (from: Hex, direction: Hex) => Array.from({ length: 8 }, (_, i) => addHex(from, { q: direction.q * (i + 1), r: direction.r * (i + 1) }));
    expect(ahead({ q: 0, r: 4 }, DIRECTIONS[0]).map(hexKey)).toContain('0,-4');
    expect(ahead({ q: 1, r: -4 }, DIRECTIONS[3]).map(hexKey)).toContain('1,3');
  });

  it('R-SETUP-10 more sides than start areas is rejected as an invalid config', () => {
    const three = [...TWO_SEATS, seatOfCharacter('sora')];
    expectInvalidConfig({ seats: three }, /3 sides.*2/, 'R-SETUP-10'); // a free-for-all of three on a two-area battlefield
    const fourTeams = ['saku', 'kensei', 'tetsu', 'sora'].map((c, i) => seatOfCharacter(c, { team: i }));
    expectInvalidConfig({ battlefield: { ...FOUR_SIDES, startAreas: FOUR_SIDES.startAreas.slice(0, 3) }, seats: fourTeams }, /4 sides.*3/, 'R-SETUP-10');
  });

  it('R-SETUP-11 R-MULTI-5 allies share their team\'s start area, never one hex; opponents never share an area', () => {
    // Teams: Saku and Kensei (team 0, area 0), Tetsu and Sora (team 1, area 1).
    const seats = [seatOfCharacter('saku', { team: 0 }), seatOfCharacter('kensei', { team: 0 }), seatOfCharacter('tetsu', { team: 1 }), seatOfCharacter('sora', { team: 1 })];
    const { state } = newGame({ seats });
    // Track: Kensei 1, Sora 3, Saku 0, Tetsu 2; placement from the bottom: 2, 0, 3, 1.
    const [south, north] = TEST_BATTLEFIELD.startAreas;
    const offered = (s: GameState) => keys(onlyDecision(s).options.map((o) => (o.kind === 'placeFigure' ? o.hex : { q: NaN, r: NaN })));
    expect(onlyDecision(state).seat).toBe(2);
    expect(offered(state)).toEqual(keys(north!.hexes));
    let s = act(state, 2, { kind: 'placeFigure', hex: { q: 0, r: -4 } }).state;
    expect(onlyDecision(s).seat).toBe(0);
    expect(offered(s)).toEqual(keys(south!.hexes));
    s = act(s, 0, { kind: 'placeFigure', hex: { q: 0, r: 4 } }).state;
    // Sora, Tetsu's ally: the rest of area 1, not Tetsu's hex.
    expect(onlyDecision(s).seat).toBe(3);
    expect(offered(s)).toEqual(keys([{ q: 1, r: -4 }, { q: -1, r: -3 }]));
    expectRejected(s, 3, { kind: 'placeFigure', hex: { q: 0, r: -4 } }, 'ILLEGAL_OPTION', 'R-SETUP-10');
    s = act(s, 3, { kind: 'placeFigure', hex: { q: 1, r: -4 } }).state;
    expect(offered(s)).toEqual(keys([{ q: -1, r: 4 }, { q: 1, r: 3 }]));
    s = act(s, 1, { kind: 'placeFigure', hex: { q: 1, r: 3 } }).state;
    const hexes = s.seats.map((seat) => hexKey(seat.hex!));
    expect(new Set(hexes).size).toBe(4);
  });

  it('R-SETUP-11 a start hex with printed terrain is not offered', () => {
    const battlefield: BattlefieldInput = { ...TEST_BATTLEFIELD, terrain: [{ kind: 'rock', hex: { q: 0, r: 4 } }] };
    const { state } = newGame({ battlefield });
    expect(keys(onlyDecision(state).options.map((o) => (o.kind === 'placeFigure' ? o.hex : { q: NaN, r: NaN })))).toEqual(keys([{ q: -1, r: 4 }, { q: 1, r: 3 }]));
  });

  it('R-SETUP-11 a team with more figures than free hexes in its start area is rejected as an invalid config', () => {
    // Three allies for the three-hex area 0, but one of its hexes holds a printed rock.
    const battlefield: BattlefieldInput = { ...TEST_BATTLEFIELD, terrain: [{ kind: 'rock', hex: { q: 0, r: 4 } }] };
    const seats = [seatOfCharacter('saku', { team: 0 }), seatOfCharacter('kensei', { team: 0 }), seatOfCharacter('sora', { team: 0 }), seatOfCharacter('tetsu', { team: 1 })];
    expectInvalidConfig({ battlefield, seats }, /start area/, 'R-SETUP-11');
    // Without the rock the three allies fit and all are placed.
    const { state } = runSetupUntil(newGame({ seats }), 'select');
    expect(keys([0, 1, 2].map((i) => state.seats[i]!.hex!))).toEqual(keys(TEST_BATTLEFIELD.startAreas[0]!.hexes));
  });

  it('R-SETUP-12 R-PREP-2 a player may take prepared cards from the deck: one copy of each, not exceeding the hand limit', () => {
    // Tetsu (hand limit 3) has two copies of S10, one each of S11, S12, S13, and fillers.
    const deck = ['S10', 'S10', 'S11', 'S12', 'S13', 'S20', 'S20', 'S20', 'T10', 'T11'];
    const seats = [seatOfCharacter('tetsu', { deck }), seatOfCharacter('kensei', { deck: ['S20', 'S20', 'S20', 'S20', 'S20', 'S20'] })];
    let s = runSetupUntil(newGame({ seats }), 'prepare').state;
    // Kensei's deck holds no prepared card: nothing to decide, the deck is already shuffled and drawn.
    expect(pendingDecisions(s).map((d) => d.seat)).toEqual([0]);
    expect(numbersOf(s, s.seats[1]!.hand).filter((n) => n === 'S20')).toHaveLength(4);
    const prepareNumbers = (state: GameState) =>
      sorted(onlyDecision(state).options.flatMap((o) => (o.kind === 'prepare' ? [state.cards[o.card]] : [])));
    const card = (state: GameState, number: string) => {
      const option = onlyDecision(state).options.find((o) => o.kind === 'prepare' && state.cards[o.card] === number);
      if (option === undefined) throw new Error(`no prepare option for ${number}`);
      return option;
    };
    expect(onlyDecision(s).rule).toBe('R-SETUP-12');
    expect(prepareNumbers(s)).toEqual(['S10', 'S11', 'S12', 'S13']); // one option for the two S10s
    expect(onlyDecision(s).options).toContainEqual({ kind: 'endPrepare' });
    // The player looks through the deck: its own view names the offered cards; nobody else's does.
    const offered = viewFor(s, 0).seats[0]!.offered!;
    expect(sorted(offered.map((c) => c.number))).toEqual(['S10', 'S11', 'S12', 'S13']);
    expect(offered.map((c) => s.cards[c.card])).toEqual(offered.map((c) => c.number));
    expect(viewFor(s, 1).seats[0]!.offered).toBeUndefined();
    expect(JSON.stringify(viewFor(s, 'spectator'))).not.toContain(offered[0]!.card);
    const filler = s.seats[0]!.deck.find((c) => s.cards[c] === 'T10')!;
    expectRejected(s, 0, { kind: 'prepare', card: filler }, 'ILLEGAL_OPTION', 'R-SETUP-12'); // not a prepared card

    s = act(s, 0, card(s, 'S10')).state;
    expect(numbersOf(s, s.seats[0]!.hand)).toContain('S10');
    expect(prepareNumbers(s)).toEqual(['S11', 'S12', 'S13']); // no second S10
    const secondCopy = s.seats[0]!.deck.find((c) => s.cards[c] === 'S10')!;
    expectRejected(s, 0, { kind: 'prepare', card: secondCopy }, 'ILLEGAL_OPTION', 'R-SETUP-12');
    s = act(s, 0, card(s, 'S12')).state;
    s = act(s, 0, card(s, 'S13')).state;
    // Three prepared cards fill the hand limit (the core card does not count): only ending is left.
    expect(onlyDecision(s).options).toEqual([{ kind: 'endPrepare' }]);
    const s11 = s.seats[0]!.deck.find((c) => s.cards[c] === 'S11')!;
    expectRejected(s, 0, { kind: 'prepare', card: s11 }, 'ILLEGAL_OPTION', 'R-SETUP-12');

    const ended = act(s, 0, { kind: 'endPrepare' });
    expect(eventsOf(ended.events, 'prepared')).toEqual([{ kind: 'prepared', seat: 0, count: 3 }]);
    expect(eventsOf(ended.events, 'deckShuffled')).toEqual([{ kind: 'deckShuffled', seat: 0 }]);
    // No draw to fill the hand: the first draw is round 1's.
    expect(eventsOf(ended.events, 'drew').filter((e) => e.seat === 0)).toEqual([{ kind: 'drew', seat: 0, count: 1 }]);
    expect(ended.state.flow.at).toBe('select');
    expect(sorted(numbersOf(ended.state, ended.state.seats[0]!.deck))).toHaveLength(deck.length - 4);
  });

  it('R-SETUP-12 R-SEARCH-3 after the search the deck is shuffled, even when no prepared card was taken', () => {
    const seats = [seatOfCharacter('tetsu', { deck: ['S10', ...Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'S20' : 'T10'))] }), seatOfCharacter('kensei')];
    const s = runSetupUntil(newGame({ seats }), 'prepare').state;
    const orderBefore = numbersOf(s, s.seats[0]!.deck);
    const ended = act(s, 0, { kind: 'endPrepare' });
    expect(eventsOf(ended.events, 'deckShuffled').map((e) => e.seat)).toContain(0);
    // Kensei is still choosing, so round 1 has not begun: the hand holds the 3 setup draws.
    // Those draws and the deck together are the cards searched, in a new order.
    const st = ended.state.seats[0]!;
    const drawnAndDeck = [...numbersOf(ended.state, st.hand.filter((c) => ended.state.cards[c] !== 'T02')), ...numbersOf(ended.state, st.deck)];
    expect(sorted(drawnAndDeck)).toEqual(sorted(orderBefore));
    expect(drawnAndDeck).not.toEqual(orderBefore);
  });

  it('R-SETUP-12 R-PREP-2 prepared cards are taken before the initial draw, which fills the hand only up to the limit', () => {
    // Kensei (hand limit 4) takes one prepared card: the setup draw is 3, then round 1 draws 1.
    const seats = [seatOfCharacter('tetsu'), seatOfCharacter('kensei', { deck: ['S11', ...Array.from({ length: 10 }, () => 'S20')] })];
    let s = runSetupUntil(newGame({ seats }), 'prepare').state;
    const kensei = pendingDecisions(s).find((d) => d.seat === 1)!;
    const s11 = kensei.options.find((o) => o.kind === 'prepare')!;
    s = act(s, 1, s11).state;
    const ended = act(s, 1, { kind: 'endPrepare' });
    const kenseiEvents = ended.events.filter((e) => e.kind === 'roundStarted' || (e.kind === 'drew' && e.seat === 1));
    // Tetsu still has T17 to consider, so round 1 has not begun yet: the draw shown is the setup draw.
    expect(kenseiEvents).toEqual([{ kind: 'drew', seat: 1, count: 3 }]);
    const hand = numbersOf(ended.state, ended.state.seats[1]!.hand);
    expect(sorted(hand)).toEqual(['S11', 'S20', 'S20', 'S20', 'T01']);
  });

  it('R-SETUP-13 each player draws up to the hand limit, then round 1 begins with its draw and the Select step', () => {
    const { state, events } = runSetupUntil(newGame(), 'select');
    const setupDraws = events.slice(0, events.findIndex((e) => e.kind === 'roundStarted'));
    const roundDraws = events.slice(events.findIndex((e) => e.kind === 'roundStarted'));
    expect(sorted(eventsOf(setupDraws, 'drew').map((e) => `${e.seat}:${e.count}`))).toEqual(['0:3', '1:4']); // Tetsu 3, Kensei 4
    expect(eventsOf(roundDraws, 'roundStarted')).toEqual([{ kind: 'roundStarted', round: 1 }]);
    expect(sorted(eventsOf(roundDraws, 'drew').map((e) => `${e.seat}:${e.count}`))).toEqual(['0:1', '1:1']);
    expect(state.round).toBe(1);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[0, 'select'], [1, 'select']]);
  });

  it('R-SETUP-14 R-CORE-4 core cards count neither toward the hand limit nor toward the deck', () => {
    // Kensei: 18-card deck, hand limit 4, core card and core weapon card.
    const { state } = runSetupUntil(newGame(), 'select');
    const kensei = state.seats[1]!;
    const hand = numbersOf(state, kensei.hand);
    const abilityCards = hand.filter((n) => n !== 'T01' && n !== 'T70');
    expect(abilityCards).toHaveLength(4 + 1); // the limit, plus round 1's draw
    expect(hand).toHaveLength(4 + 1 + 2);
    expect(kensei.deck).toHaveLength(TEST_DECK.length - 4 - 1); // 18 ability cards, none of them core
    // With its core card in hand, Kensei can still take four prepared cards.
    const seats = [seatOfCharacter('tetsu'), seatOfCharacter('kensei', { weapons: ['T70'], deck: ['S10', 'S11', 'S12', 'S13', 'S20', 'S20'] })];
    let s = runSetupUntil(newGame({ seats }), 'prepare').state;
    for (let i = 0; i < 4; i++) {
      const option = pendingDecisions(s).find((d) => d.seat === 1)!.options.find((o) => o.kind === 'prepare');
      expect(option).toBeDefined();
      s = act(s, 1, option!).state;
    }
    expect(pendingDecisions(s).find((d) => d.seat === 1)!.options).toEqual([{ kind: 'endPrepare' }]);
    expect(sorted(numbersOf(s, s.seats[1]!.hand))).toEqual(['S10', 'S11', 'S12', 'S13', 'T01', 'T70']);
  });
});

describe('configuration', () => {
  it('R-SETUP-5 an unknown card is rejected with INVALID_CONFIG naming the card', () => {
    expectInvalidConfig({ seats: [seatOfCharacter('tetsu', { deck: ['T10', 'S99'] }), seatOfCharacter('kensei')] }, /unknown cards: S99/);
    expectInvalidConfig({ seats: [seatOfCharacter('tetsu', { weapons: ['S98'] }), seatOfCharacter('kensei')] }, /unknown cards: S98/);
  });

  it('R-SETUP-5 an unknown character is rejected with INVALID_CONFIG naming the character', () => {
    expectInvalidConfig({ seats: [seatOfCharacter('tetsu'), seatOfCharacter('nobody')] }, /unknown characters: nobody/);
  });

  it('R-OVERVIEW-1 R-SETUP-5 a character cannot be played by two seats', () => {
    expectInvalidConfig({ seats: [seatOfCharacter('tetsu'), seatOfCharacter('tetsu')] }, /one seat/, 'R-OVERVIEW-1');
  });
});

describe('OP-44 teams', () => {
  it('OP-44 any partition into two or more teams is allowed: three against one', () => {
    const seats = [seatOfCharacter('saku', { team: 2 }), seatOfCharacter('kensei', { team: 2 }), seatOfCharacter('sora', { team: 2 }), seatOfCharacter('tetsu', { team: 0 })];
    const { state } = runSetupUntil(newGame({ seats }), 'select');
    // The team listed first takes start area 0.
    expect(keys([0, 1, 2].map((i) => state.seats[i]!.hex!))).toEqual(keys(TEST_BATTLEFIELD.startAreas[0]!.hexes));
    expect(TEST_BATTLEFIELD.startAreas[1]!.hexes.map(hexKey)).toContain(hexKey(state.seats[3]!.hex!));
    const teams = viewFor(state, 'spectator').seats.map((s) => s.team);
    expect(teams[0]).toBe(teams[1]);
    expect(teams[1]).toBe(teams[2]);
    expect(teams[3]).not.toBe(teams[0]);
  });

  it('OP-44 R-SETUP-10 a free-for-all of four uses four start areas, one per seat', () => {
    const seats = ['saku', 'kensei', 'tetsu', 'sora'].map((c) => seatOfCharacter(c));
    const { state } = runSetupUntil(newGame({ battlefield: FOUR_SIDES, seats }), 'select');
    FOUR_SIDES.startAreas.forEach((area, i) => {
      expect(area.hexes.map(hexKey)).toContain(hexKey(state.seats[i]!.hex!));
      expect(state.seats[i]!.facing).toBe(area.facing); // OP-4
    });
    expect(new Set(viewFor(state, 'spectator').seats.map((s) => s.team)).size).toBe(4);
  });

  it('OP-44 a seat given no team plays on its own, even when other seats have teams', () => {
    // Kensei and Sora are team 1; Tetsu names no team: three sides, not Tetsu joining anyone.
    const seats = [seatOfCharacter('kensei', { team: 1 }), seatOfCharacter('tetsu'), seatOfCharacter('sora', { team: 1 })];
    const { state } = newGame({ battlefield: FOUR_SIDES, seats });
    const teams = viewFor(state, 'spectator').seats.map((s) => s.team);
    expect(teams[0]).toBe(teams[2]);
    expect(teams[1]).not.toBe(teams[0]);
    // Two start areas cannot hold three sides.
    expectInvalidConfig({ seats: [seatOfCharacter('kensei', { team: 0 }), seatOfCharacter('tetsu'), seatOfCharacter('sora', { team: 1 })] }, /3 sides/, 'R-SETUP-10');
  });

  it('OP-44 R-VICTORY-4 a single team is rejected: a game needs opponents', () => {
    const seats = [seatOfCharacter('tetsu', { team: 0 }), seatOfCharacter('kensei', { team: 0 })];
    expectInvalidConfig({ seats }, /two opposing teams/, 'R-VICTORY-4');
  });
});
