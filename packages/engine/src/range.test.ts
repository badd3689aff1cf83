import { CATALOG, type CardInput, type Effect, type TerrainKind } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { expectRejected } from './testing/rejected';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { applyAction, pendingDecisions, type GameState } from './index';
import { actAll, decisionOf, eventsOf, mark, move, scenario, selectCards, step, testCard, turn, type ScenarioBuilder } from './testing';

// Section 14 (search, range, line of sight), 19.1 (initiative-comparing attacks) and the rulings
// OP-17, OP-21, OP-41, OP-42, OP-45, OP-51. Seat 0 (kensei) plays the card under test; the other
// seats play the cards each test names. Expected hexes and sight lines are worked out by hand from
// docs/hex-geometry.md: flat-topped axial hexes, directions clockwise from north N (0,-1),
// NE (1,-1), SE (1,0), S (0,1), SW (-1,1), NW (-1,0); in affine sight units a hex centre is
// (3q, 2r + q) and its vertices are the centre plus (-1,-1) (1,-1) (2,0) (1,1) (-1,1) (-2,0); the
// front edge of a character facing north runs from (-1,-1) to (1,-1) about its centre.

type Hex = { q: number; r: number };
const ORIGIN: Hex = { q: 0, r: 0 };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const variable = (min: number, max: number) => ({ kind: 'variable' as const, min, max });
const focus1: Effect = { kind: 'focus', amount: 1 };
const ifSuccessful = (...effects: Effect[]): Effect => ({ kind: 'ifSuccessful', effects });

// ---------------------------------------------------------------------------------------------
// Cards

/** Waits: a slow card with an optional turn, so the round stops once the card under test is done. */
const WAIT = testCard({ number: 'G00', types: ['meditation'], initiative: fixed(1), effects: [move(turn(1, false))] });
/** A second waiting card, one initiative above WAIT (no tie). */
const WAIT2 = testCard({ number: 'G98', types: ['meditation'], initiative: fixed(2), effects: [move(turn(1, false))] });

// Search cards (R-SEARCH-1..4).
const G01 = testCard({ number: 'G01', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'search', top: 3, take: 1 }] });
const G02 = testCard({ number: 'G02', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'search', take: 1, types: ['attack'] }] });
const G03 = testCard({ number: 'G03', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'search', top: 3, take: 1, types: ['block'] }] });
const G04 = testCard({
  number: 'G04', types: ['meditation'], initiative: fixed(5),
  effects: [{ kind: 'search', top: 3, take: 1 }, { kind: 'draw', count: 1, upTo: false }],
});
/** Deck fillers with distinct numbers (so the deck order can be read) and known types. */
const FILLERS: CardInput[] = [
  ...['G10', 'G11', 'G12', 'G13', 'G14', 'G15', 'G16', 'G17'].map((number) => testCard({ number, types: ['meditation'], initiative: fixed(9) })),
  testCard({ number: 'G18', types: ['attack'], initiative: fixed(9) }),
  testCard({ number: 'G19', types: ['block'], initiative: fixed(9) }),
  testCard({ number: 'G20', types: ['attack'], initiative: fixed(9) }),
  testCard({ number: 'G21', types: ['meditation'], initiative: fixed(9) }),
];

// Targeted (ranged) attacks, one wound (R-RANGE-1, R-RANGE-2, R-LOS-1..3).
const ranged = (number: string, range: number) =>
  testCard({ number, types: ['attack'], initiative: fixed(5), range, effects: [{ kind: 'targetedAttack', mark: mark({ wounds: 1 }) }] });
const G30 = ranged('G30', 3);
const G31 = ranged('G31', 4);
const G32 = ranged('G32', 2);
/** Turn one sixth either way, then a targeted attack at range 2. */
const G34 = testCard({
  number: 'G34', types: ['attack'], initiative: fixed(5), range: 2,
  effects: [move(turn(1)), { kind: 'targetedAttack', mark: mark({ wounds: 1 }) }],
});
/** Up to two steps forward, then a targeted attack at range 1. */
const G35 = testCard({
  number: 'G35', types: ['attack'], initiative: fixed(5), range: 1,
  effects: [move(step(2, [0], false)), { kind: 'targetedAttack', mark: mark({ wounds: 1 }) }],
});
/** Range 3 at initiative 4, so two ranged attacks of different seats do not tie. */
const G33 = testCard({ number: 'G33', types: ['attack'], initiative: fixed(4), range: 3, effects: [{ kind: 'targetedAttack', mark: mark({ wounds: 1 }) }] });

// Initiative-comparing attacks (R-INITCMP-1..4): one wound, then "if successful" 1 focus.
const G40 = testCard({ number: 'G40', types: ['attack'], initiative: fixed(6), effects: [{ kind: 'initiativeAttack', mark: mark({ wounds: 1 }) }, ifSuccessful(focus1)] });
const G41 = testCard({ number: 'G41', types: ['attack'], initiative: fixed(6), range: 2, effects: [{ kind: 'initiativeAttack', mark: mark({ wounds: 1 }) }] });
const G42 = testCard({ number: 'G42', types: ['attack'], initiative: fixed(1), effects: [{ kind: 'initiativeAttack', mark: mark({ wounds: 1 }) }] });
/** G40's attack printed inside an -OR- option only: a nested attack without a diagram is declared too. */
const G43 = testCard({
  number: 'G43', types: ['attack'], initiative: fixed(6),
  effects: [{ kind: 'or', options: [[focus1], [{ kind: 'initiativeAttack', mark: mark({ wounds: 1 }) }]] }],
});

// The defenders' cards for the initiative comparisons; none of them does anything.
const G50 = testCard({ number: 'G50', types: ['meditation'], initiative: fixed(5) });
const G51 = testCard({ number: 'G51', types: ['meditation'], initiative: fixed(6) });
const G52 = testCard({ number: 'G52', types: ['meditation'], initiative: fixed(7) });
const G53 = testCard({ number: 'G53', types: ['meditation'], initiative: variable(3, 8) });
const G54 = testCard({ number: 'G54', types: ['meditation'], initiative: variable(6, 8) });
const G55 = testCard({ number: 'G55', types: ['meditation'], initiative: fixed(8), alternativeInitiative: { value: 4, fee: 1 } });
const G56 = testCard({
  number: 'G56', types: ['meditation'], initiative: fixed(7),
  sections: [{ effects: [] }, { initiative: fixed(2), effects: [] }],
});
const G57 = testCard({ number: 'G57', types: ['meditation'], initiative: fixed(3) });

const CARDS = [WAIT, WAIT2, G01, G02, G03, G04, ...FILLERS, G30, G31, G32, G33, G34, G35, G40, G41, G42, G43, G50, G51, G52, G53, G54, G55, G56, G57];
const DECK = ['G10', 'G10', 'G10'];

// ---------------------------------------------------------------------------------------------
// Helpers

type Fighter = {
  at: Hex;
  facing: number;
  plays: string;
  hand?: string[];
  deck?: string[];
  team?: number;
  focus?: number;
  weakness?: number[];
};

/** Seat 0 is kensei, seat 1 tetsu, further seats kensei. */
function build(seats: Fighter[], extend?: (b: ScenarioBuilder) => ScenarioBuilder): ScenarioBuilder {
  let b = scenario().card(...CARDS);
  seats.forEach((f, i) => {
    b = b.seat(i === 1 ? 'tetsu' : 'kensei', f.at, f.facing, {
      hand: [f.plays, ...(f.hand ?? [])],
      deck: f.deck ?? DECK,
      focus: f.focus ?? 0,
      weakness: f.weakness ?? [],
      ...(f.team === undefined ? {} : { team: f.team }),
    });
  });
  return extend ? extend(b) : b;
}

/** Build, and every seat selects its card; the game at the first decision after the selection. */
function fight(seats: Fighter[], extend?: (b: ScenarioBuilder) => ScenarioBuilder): Applied {
  const { state } = build(seats, extend).build();
  return selectCards(state, Object.fromEntries(seats.map((f, i) => [i, f.plays])));
}

/** Continue with each action in turn, collecting the events after `start`'s. */
function then(start: Applied, steps: [number, Action][]): Applied {
  const next = actAll(start.state, steps);
  return { state: next.state, events: [...start.events, ...next.events] };
}

/** Seat 0 declares `target` if it is asked to (OP-21). */
function declare(start: Applied, target: number): Applied {
  const d = decisionOf(start.state, 0);
  if (d?.kind !== 'declareTarget') return start;
  return then(start, [[0, { kind: 'target', seat: target }]]);
}

const numbers = (state: GameState, ids: readonly string[]) => ids.map((id) => state.cards[id]);
const attackResults = (a: Applied) => eventsOf(a.events, 'attack').filter((e) => e.seat === 0).map((e) => e.results);

// ---------------------------------------------------------------------------------------------

describe('search (14)', () => {
  /** Seat 0 plays the search card with `deck` (top first); seat 1 waits. */
  const searching = (card: string, deck: string[], seed = 1) =>
    fight([{ at: ORIGIN, facing: 0, plays: card, deck }, { at: { q: 0, r: -3 }, facing: 3, plays: 'G00' }], (b) => b.seed(seed));
  const TWELVE = ['G10', 'G11', 'G12', 'G13', 'G14', 'G15', 'G16', 'G17', 'G18', 'G19', 'G20', 'G21'];

  it('R-SEARCH-1 R-SEARCH-4 "search the top 3 cards + take 1": the choice is among the top three cards of the deck only', () => {
    const start = searching('G01', TWELVE);
    const d = decisionOf(start.state, 0)!;
    expect(d.kind).toBe('search');
    expect(d.rule).toBe('R-SEARCH-1');
    expect(d.context).toEqual({ left: 1 });
    const deck = start.state.seats[0]!.deck;
    expect(d.options).toEqual(deck.slice(0, 3).map((card) => ({ kind: 'take', card })));
    expect(numbers(start.state, deck.slice(0, 3))).toEqual(['G10', 'G11', 'G12']);
    // The fourth card is not among the searched ones.
    expectRejected(start.state, 0, { kind: 'take', card: deck[3]! }, 'ILLEGAL_OPTION', 'R-SEARCH-1');
  });

  it('R-SEARCH-2 R-SEARCH-3 the card taken goes to the hand and the rest of the deck is shuffled at once', () => {
    const start = searching('G01', TWELVE);
    const before = start.state.seats[0]!.deck;
    const taken = before[1]!; // G11
    const after = then(start, [[0, { kind: 'take', card: taken }]]);
    const st = after.state.seats[0]!;
    expect(st.hand).toContain(taken);
    expect(numbers(after.state, st.hand)).toEqual(['G11']);
    // The same eleven cards are left, no longer in their old order.
    const rest = before.filter((c) => c !== taken);
    expect([...st.deck].sort()).toEqual([...rest].sort());
    expect(st.deck).not.toEqual(rest);
    const kinds = after.events.map((e) => e.kind);
    expect(kinds.indexOf('deckShuffled')).toBeGreaterThan(kinds.indexOf('searched'));
    expect(eventsOf(after.events, 'deckShuffled')).toEqual([{ kind: 'deckShuffled', seat: 0 }]);
  });

  it('R-SEARCH-3 the deck is shuffled anew on every search: across seeds the order after the search differs', () => {
    // Eleven cards stay in the deck: an unshuffled deck would keep their order in every game.
    const orders = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5]) {
      const start = searching('G01', TWELVE, seed);
      const taken = start.state.seats[0]!.deck[0]!;
      const after = then(start, [[0, { kind: 'take', card: taken }]]);
      orders.add(numbers(after.state, after.state.seats[0]!.deck).join());
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(orders.has('G11,G12,G13,G14,G15,G16,G17,G18,G19,G20,G21')).toBe(false);
  });

  it('R-SEARCH-3 the shuffle comes immediately after the search, before the next effect of the card draws', () => {
    const start = searching('G04', TWELVE);
    const after = then(start, [[0, { kind: 'take', card: start.state.seats[0]!.deck[2]! }]]);
    const kinds = after.events.map((e) => e.kind);
    expect(kinds.indexOf('searched')).toBeLessThan(kinds.indexOf('deckShuffled'));
    expect(kinds.indexOf('deckShuffled')).toBeLessThan(kinds.indexOf('drew'));
    expect(after.state.seats[0]!.hand).toHaveLength(2); // G12 and the card drawn
    expect(after.state.seats[0]!.deck).toHaveLength(10);
  });

  it('R-SEARCH-1 a search for a card type offers only the cards of that type, anywhere in the deck', () => {
    // Attack cards G18 and G20 lie ninth and eleventh.
    const start = searching('G02', TWELVE);
    const d = decisionOf(start.state, 0)!;
    expect(d.kind).toBe('search');
    const offered = d.options.map((o) => (o as { card: string }).card);
    expect(numbers(start.state, offered)).toEqual(['G18', 'G20']);
    const meditation = start.state.seats[0]!.deck.find((c) => start.state.cards[c] === 'G10')!;
    expectRejected(start.state, 0, { kind: 'take', card: meditation }, 'ILLEGAL_OPTION', 'R-SEARCH-1');
    const after = then(start, [[0, d.options[1]!]]);
    expect(numbers(after.state, after.state.seats[0]!.hand)).toEqual(['G20']);
    expect(eventsOf(after.events, 'deckShuffled')).toHaveLength(1);
  });

  it('R-SEARCH-1 a search of the top 3 for a type: only the matching card among the top three', () => {
    // Top three: G19 (block), G18 (attack), G10; the block G19 lower down is not reachable.
    const start = searching('G03', ['G19', 'G18', 'G10', 'G19', 'G11']);
    const d = decisionOf(start.state, 0)!;
    expect(d.options).toEqual([{ kind: 'take', card: start.state.seats[0]!.deck[0]! }]);
  });

  it('R-SEARCH-3 a search that finds nothing still shuffles the deck', () => {
    // No block card in the top three: nothing to take, no decision, the deck is shuffled.
    const start = searching('G03', ['G10', 'G11', 'G18', 'G19']);
    expect(decisionOf(start.state, 0)?.kind).not.toBe('search');
    expect(eventsOf(start.events, 'searched')).toEqual([]);
    expect(eventsOf(start.events, 'deckShuffled')).toEqual([{ kind: 'deckShuffled', seat: 0 }]);
    expect(numbers(start.state, start.state.seats[0]!.hand)).toEqual([]);
    expect(start.state.seats[0]!.deck).toHaveLength(4);
  });

  it('R-SEARCH-4 R-SEARCH-2 the printed example on card 117 Trained Mind: search the top 3, take 1 into the hand', () => {
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', ORIGIN, 0, { hand: ['117'], deck: ['G13', 'G14', 'G15', 'G16'] })
      .seat('tetsu', { q: 0, r: -3 }, 3, { hand: ['G00'], deck: DECK })
      .build();
    const start = selectCards(state, { 0: '117', 1: 'G00' });
    const d = decisionOf(start.state, 0)!;
    expect(d.kind).toBe('search');
    const offered = d.options.map((o) => (o as { card: string }).card);
    expect(numbers(start.state, offered)).toEqual(['G13', 'G14', 'G15']);
    const after = then(start, [[0, d.options[2]!]]);
    expect(numbers(after.state, after.state.seats[0]!.hand)).toEqual(['G15']);
    expect(eventsOf(after.events, 'deckShuffled')).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('range (14)', () => {
  /** Seat 0 on the origin plays a ranged card at seat 1 on `at`; seat 1 waits. */
  const shoot = (card: string, at: Hex, facing = 0, terrain: [TerrainKind, Hex][] = []) =>
    declare(
      fight([{ at: ORIGIN, facing, plays: card }, { at, facing: 3, plays: 'G00' }], (b) => terrain.reduce((acc, [k, h]) => acc.terrain(k, h), b)),
      1,
    );

  const rows: { at: Hex; label: string; hits: boolean }[] = [
    { at: { q: 0, r: -3 }, label: 'three hexes straight ahead', hits: true },
    { at: { q: 3, r: -3 }, label: 'three hexes forward-right', hits: true },
    { at: { q: -3, r: 3 }, label: 'three hexes back-left (the range has no arc)', hits: true },
    { at: { q: 0, r: 3 }, label: 'three hexes straight behind', hits: true },
    { at: { q: 0, r: -4 }, label: 'four hexes straight ahead: one too far', hits: false },
    { at: { q: 2, r: -4 }, label: 'four hexes ahead-right: one too far', hits: false },
    { at: { q: -4, r: 1 }, label: 'four hexes to the left: one too far', hits: false },
  ];
  for (const row of rows) {
    it(`R-RANGE-1 OP-41 range 3, target ${row.label}: ${row.hits ? 'hit' : 'reaches nobody'}`, () => {
      const after = shoot('G30', row.at);
      expect(after.state.seats[1]!.wounds).toBe(row.hits ? 1 : 0);
      expect(attackResults(after)).toEqual([row.hits ? [{ hex: row.at, target: 1, hit: true, blockedBy: null }] : []]);
    });
  }

  it('R-RANGE-1 with the only possible target one hex too far, nothing else is offered and the attack reaches nobody', () => {
    const start = fight([{ at: ORIGIN, facing: 0, plays: 'G30' }, { at: { q: 0, r: -4 }, facing: 3, plays: 'G00' }]);
    for (const d of pendingDecisions(start.state).filter((p) => p.kind === 'declareTarget')) {
      expect(d.options).toEqual([{ kind: 'target', seat: 1 }]);
    }
    const after = declare(start, 1);
    expect(attackResults(after)).toEqual([[]]);
    expect(after.state.seats[1]!.wounds).toBe(0);
  });

  it('R-RANGE-1 R-INITCMP-3 an initiative-comparing attack with range 2 reaches a slower opponent two hexes away, not three', () => {
    const near = fight([{ at: ORIGIN, facing: 0, plays: 'G41' }, { at: { q: 0, r: -2 }, facing: 3, plays: 'G50' }]);
    expect(declare(near, 1).state.seats[1]!.wounds).toBe(1);
    const far = fight([{ at: ORIGIN, facing: 0, plays: 'G41' }, { at: { q: 0, r: -3 }, facing: 3, plays: 'G50' }]);
    expect(decisionOf(far.state, 0)?.kind).not.toBe('declareTarget');
    expect(attackResults(far)).toEqual([[]]);
    expect(far.state.seats[1]!.wounds).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('line of sight (14)', () => {
  // Target T = (2,-4), four hexes away (range 4). Its centre is (6,-6) in sight units; every line
  // from the front edge (x = -1 or 1) to a vertex of T (x from 4 to 8) crosses the column x = 3
  // between y = -6 and y = -2, which the hexes (1,-3) (centre (3,-5)) and (1,-2) (centre (3,-3))
  // cover. The attack route NE, NE, N, N through (1,-1), (2,-2), (2,-3) avoids both hexes, so
  // pieces there never block the attack itself (R-BLOCK-3 (c)): only the sight can stop it.
  const T: Hex = { q: 2, r: -4 };
  const ON_LINE: Hex[] = [{ q: 1, r: -3 }, { q: 1, r: -2 }];

  const shootAtT = (terrain: TerrainKind | null, characters = false) => {
    const seats: Fighter[] = [{ at: ORIGIN, facing: 0, plays: 'G31', team: 0 }, { at: T, facing: 3, plays: 'G00', team: 1 }];
    if (characters) ON_LINE.forEach((at, i) => seats.push({ at, facing: 3, plays: i === 0 ? 'G98' : 'G57', team: 0 }));
    return declare(
      fight(seats, (b) => (terrain === null ? b : ON_LINE.reduce((acc, h) => acc.terrain(terrain, h), b))),
      1,
    );
  };

  it('R-RANGE-2 R-LOS-1 R-LOS-2 two rocks across every sight line hide a target in range: the attack reaches nobody', () => {
    const after = shootAtT('rock');
    expect(attackResults(after)).toEqual([[]]);
    expect(after.state.seats[1]!.wounds).toBe(0);
  });

  it('R-RANGE-2 R-LOS-1 with nothing between, the same target is seen and hit', () => {
    const after = shootAtT(null);
    expect(attackResults(after)).toEqual([[{ hex: T, target: 1, hit: true, blockedBy: null }]]);
    expect(after.state.seats[1]!.wounds).toBe(1);
  });

  it('R-LOS-3 OP-41 two characters standing on those hexes do not block sight, nor lengthen the range', () => {
    const after = shootAtT(null, true);
    expect(attackResults(after)).toEqual([[{ hex: T, target: 1, hit: true, blockedBy: null }]]);
    expect(after.state.seats[1]!.wounds).toBe(1);
    expect(after.state.seats[2]!.wounds + after.state.seats[3]!.wounds).toBe(0);
  });

  for (const kind of ['caltrops', 'trap'] as const) {
    it(`R-LOS-3 ${kind} on those hexes do not block sight`, () => {
      const after = shootAtT(kind);
      expect(after.state.seats[1]!.wounds).toBe(1);
    });
  }

  for (const kind of ['corpse', 'boat'] as const) {
    it(`OP-42 a ${kind} on those hexes does not block sight`, () => {
      const after = shootAtT(kind);
      expect(after.state.seats[1]!.wounds).toBe(1);
    });
  }

  it('R-LOS-2 OP-42 torii pillars block sight but the passage between them does not', () => {
    // Seat 0 on (-2,1) facing SE, target on (2,-1), four hexes east. Pillars on (0,-1) and (0,1),
    // passage (0,0). The line y = 0 from the front vertex (-4,0) to T's vertex (4,0) runs through the
    // passage; the pillars lie at y <= -1 and y >= 1, so it touches neither.
    const from: Hex = { q: -2, r: 1 };
    const to: Hex = { q: 2, r: -1 };
    const run = (pillars: Hex[]) =>
      declare(fight([{ at: from, facing: 2, plays: 'G31' }, { at: to, facing: 5, plays: 'G00' }], (b) => pillars.reduce((acc, h) => acc.terrain('torii', h), b)), 1);
    expect(run([{ q: 0, r: -1 }, { q: 0, r: 1 }]).state.seats[1]!.wounds).toBe(1);
    // A pillar on the passage hex itself closes the gap.
    const closed = run([{ q: 0, r: -1 }, { q: 0, r: 0 }, { q: 0, r: 1 }]);
    expect(attackResults(closed)).toEqual([[]]);
    expect(closed.state.seats[1]!.wounds).toBe(0);
  });

  // The front-vertex rule: sight starts from the two ends of the front edge.
  const frontRows: { facing: number; rock: boolean; hits: boolean; why: string }[] = [
    { facing: 0, rock: false, hits: true, why: 'facing away, nothing in front: seen through the own hex (no arc of vision)' },
    { facing: 0, rock: true, hits: false, why: 'facing away, a rock right in front: both front vertices are its corners, blind' },
    { facing: 3, rock: true, hits: true, why: 'facing the target, the same rock now behind: seen' },
  ];
  for (const row of frontRows) {
    it(`R-LOS-1 OP-42 target two hexes south, rock on (0,-1): ${row.why}`, () => {
      // The attack path (0,1) is free in every row: only the sight decides.
      const at: Hex = { q: 0, r: 2 };
      const after = declare(
        fight([{ at: ORIGIN, facing: row.facing, plays: 'G32' }, { at, facing: 0, plays: 'G00' }], (b) => (row.rock ? b.terrain('rock', { q: 0, r: -1 }) : b)),
        1,
      );
      expect(attackResults(after)).toEqual([row.hits ? [{ hex: at, target: 1, hit: true, blockedBy: null }] : []]);
    });
  }

  it('R-LOS-1 OP-42 a rock right in front hides a target that an attack path could still reach round it', () => {
    // Target (1,-2): routes via (0,-1) (rock) or (1,-1) (free), so the attack itself is not blocked.
    const after = declare(
      fight([{ at: ORIGIN, facing: 0, plays: 'G32' }, { at: { q: 1, r: -2 }, facing: 3, plays: 'G00' }], (b) => b.terrain('rock', { q: 0, r: -1 })),
      1,
    );
    expect(attackResults(after)).toEqual([[]]);
    expect(after.state.seats[1]!.wounds).toBe(0);
  });

  it('R-LOS-1 R-RANGE-2 sight is judged from the facing the attacker has when the attack resolves', () => {
    // Blind at the reveal (rock right in front, target two hexes behind), G34 first turns one
    // sixth: facing NE, its front vertex (2,0) is no corner of the rock (0,-1) (corners at y <= -1),
    // and the line to the target's corner (1,3) stays below it. Either turn gives sight.
    const at: Hex = { q: 0, r: 2 };
    for (const rotation of [1, -1] as const) {
      const start = declare(
        fight([{ at: ORIGIN, facing: 0, plays: 'G34' }, { at, facing: 0, plays: 'G00' }], (b) => b.terrain('rock', { q: 0, r: -1 })),
        1,
      );
      const after = then(start, [[0, { kind: 'turn', part: 0, rotation }]]);
      expect(attackResults(after)).toEqual([[{ hex: at, target: 1, hit: true, blockedBy: null }]]);
    }
  });

  it('OP-42 R-LOS-2 a line that only touches a rock\'s corner is broken', () => {
    // Seat 0 faces north; rock R on (1,-1), target T on (2,-1), two hexes away. R's corners are
    // (1,-1) (2,-2) (4,-2) (5,-1) (4,0) (2,0); T's are (5,-1) (7,-1) (8,0) (7,1) (5,1) (4,0).
    // The front vertex (1,-1) is a corner of R: unusable. From (-1,-1): to (5,-1) and (4,0) ends on
    // R; to (7,-1), (8,0) and (7,1) crosses R; to (5,1) passes exactly through R's corner (2,0) and
    // nowhere inside R. Only touching lines are left, so T is not in sight. The attack route via
    // (1,0) is free, so the attack itself would not be blocked.
    const T2: Hex = { q: 2, r: -1 };
    const facingNorth = declare(
      fight([{ at: ORIGIN, facing: 0, plays: 'G32' }, { at: T2, facing: 3, plays: 'G00' }], (b) => b.terrain('rock', { q: 1, r: -1 })),
      1,
    );
    expect(attackResults(facingNorth)).toEqual([[]]);
    expect(facingNorth.state.seats[1]!.wounds).toBe(0);
    // Facing SE the front vertex (1,1) sees T's corner (5,1) along y = 1, clear of R (y <= 0).
    const facingSE = declare(
      fight([{ at: ORIGIN, facing: 2, plays: 'G32' }, { at: T2, facing: 3, plays: 'G00' }], (b) => b.terrain('rock', { q: 1, r: -1 })),
      1,
    );
    expect(attackResults(facingSE)).toEqual([[{ hex: T2, target: 1, hit: true, blockedBy: null }]]);
  });

  it('OP-42 rocks on both front corners blind a character even to the hex straight ahead', () => {
    // Rocks forward-left (-1,0) and forward-right (1,-1): each front vertex is a corner of one.
    const ahead: Hex = { q: 0, r: -1 };
    const both = declare(
      fight([{ at: ORIGIN, facing: 0, plays: 'G32' }, { at: ahead, facing: 3, plays: 'G00' }], (b) => b.terrain('rock', { q: -1, r: 0 }).terrain('rock', { q: 1, r: -1 })),
      1,
    );
    expect(attackResults(both)).toEqual([[]]);
    expect(both.state.seats[1]!.wounds).toBe(0);
    // With the left rock only, the front vertex (1,-1) is free again.
    const one = declare(
      fight([{ at: ORIGIN, facing: 0, plays: 'G32' }, { at: ahead, facing: 3, plays: 'G00' }], (b) => b.terrain('rock', { q: -1, r: 0 })),
      1,
    );
    expect(one.state.seats[1]!.wounds).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('initiative-comparing attacks (19.1)', () => {
  /** Seat 0 plays `card` (initiative 6 unless it is G42) at seat 1, three hexes behind it, which plays `plays`. */
  const compare = (plays: string, defender: Partial<Fighter> = {}, card = 'G40') =>
    fight([{ at: ORIGIN, facing: 0, plays: card }, { at: { q: 0, r: 3 }, facing: 0, plays, ...defender }]);

  /** Carry on through the reveal: seat 1's variable initiative or fee, then seat 0's declaration. */
  function through(start: Applied, answers: Action[] = []): Applied {
    let current = start;
    for (const a of answers) current = then(current, [[1, a]]);
    return declare(current, 1);
  }

  it('R-INITCMP-1 R-INITCMP-3 no diagram: the attack hits a slower opponent wherever it stands, and succeeds', () => {
    // Seat 1 is three hexes behind, where no diagram of seat 0 could reach.
    const after = through(compare('G50'));
    expect(attackResults(after)).toEqual([[{ hex: { q: 0, r: 3 }, target: 1, hit: true, blockedBy: null }]]);
    expect(after.state.seats[1]!.wounds).toBe(1);
    expect(after.state.seats[0]!.focus).toBe(1); // "if successful"
  });

  it('R-INITCMP-2 OP-17 an opponent with the same initiative is not lower: the attack is unsuccessful and ignored', () => {
    const after = through(compare('G51'));
    expect(decisionOf(after.state, 0)?.kind).not.toBe('declareTarget');
    expect(attackResults(after)).toEqual([[]]);
    expect(after.state.seats[1]!.wounds).toBe(0);
    expect(after.state.seats[0]!.focus).toBe(0);
  });

  it('R-INITCMP-2 an opponent with a higher initiative: the attack is unsuccessful and ignored', () => {
    const after = through(compare('G52'));
    expect(attackResults(after)).toEqual([[]]);
    expect(after.state.seats[1]!.wounds).toBe(0);
    expect(after.state.seats[0]!.focus).toBe(0);
  });

  it('R-INITCMP-4 OP-17 a variable initiative 3-8 counts as its lowest value 3, even when 8 was chosen', () => {
    const start = compare('G53');
    expect(decisionOf(start.state, 1)?.kind).toBe('variableInitiative');
    const after = through(start, [{ kind: 'chooseInitiative', value: 8 }]);
    expect(eventsOf(after.events, 'initiativeSet').find((e) => e.seat === 1)?.initiative).toBe(8);
    expect(after.state.seats[1]!.wounds).toBe(1);
    expect(after.state.seats[0]!.focus).toBe(1);
  });

  it('R-INITCMP-4 OP-17 a variable initiative 6-8 counts as 6, equal to the attack: unsuccessful', () => {
    const after = through(compare('G54'), [{ kind: 'chooseInitiative', value: 6 }]);
    expect(attackResults(after)).toEqual([[]]);
    expect(after.state.seats[1]!.wounds).toBe(0);
  });

  it('OP-17 a paid alternative initiative is the one compared: 8 lowered to 4 is lower than 6', () => {
    const after = through(compare('G55', { focus: 1 }), [{ kind: 'payInitiativeFee', pay: true }]);
    expect(eventsOf(after.events, 'initiativeSet').find((e) => e.seat === 1)?.initiative).toBe(4);
    expect(after.state.seats[1]!.wounds).toBe(1);
  });

  it('OP-17 the weakened initiative is the one compared: 7 with two weakness cards is 5, lower than 6', () => {
    const after = through(compare('G52', { weakness: [0, 0] }));
    expect(after.state.seats[1]!.wounds).toBe(1);
  });

  it('OP-17 7 with one weakness card is 6, equal to the attack: unsuccessful', () => {
    const after = through(compare('G52', { weakness: [0] }));
    expect(after.state.seats[1]!.wounds).toBe(0);
  });

  it('OP-17 a card with a later, slower section is compared by its main section\'s initiative', () => {
    // G56 resolves at 7 and again at 2: 7 is not lower than 6.
    const after = through(compare('G56'));
    expect(attackResults(after)).toEqual([[]]);
    expect(after.state.seats[1]!.wounds).toBe(0);
  });

  it('OP-51 a played stun is lower than every initiative: even an initiative-1 attack hits it', () => {
    const start = fight([{ at: ORIGIN, facing: 0, plays: 'G42' }, { at: { q: 0, r: 3 }, facing: 0, plays: 'STUN' }]);
    expect(start.state.seats[1]!.play!.initiative).toBeNull();
    const after = declare(start, 1);
    expect(attackResults(after)).toEqual([[{ hex: { q: 0, r: 3 }, target: 1, hit: true, blockedBy: null }]]);
    expect(after.state.seats[1]!.wounds).toBe(1);
  });

  it('R-INITCMP-3 OP-21 the attacker picks any slower opponent; a faster one is not offered', () => {
    // Seat 1 (5) and seat 2 (3) are slower opponents; seat 3 (7) is faster.
    const start = fight([
      { at: ORIGIN, facing: 0, plays: 'G40' },
      { at: { q: 0, r: -2 }, facing: 3, plays: 'G50' },
      { at: { q: 2, r: -2 }, facing: 4, plays: 'G57' },
      { at: { q: -2, r: 0 }, facing: 2, plays: 'G52' },
    ]);
    const d = decisionOf(start.state, 0)!;
    expect(d.kind).toBe('declareTarget');
    expect(d.options).toEqual([{ kind: 'target', seat: 1 }, { kind: 'target', seat: 2 }]);
    expectRejected(start.state, 0, { kind: 'target', seat: 3 }, 'ILLEGAL_OPTION');
    const after = then(start, [[0, { kind: 'target', seat: 2 }]]);
    expect(after.state.seats.map((s) => s.wounds)).toEqual([0, 0, 1, 0]);
    // The declared target is used when the card resolves: nobody is asked again.
    expect(eventsOf(after.events, 'attack').filter((e) => e.seat === 0)).toHaveLength(1);
    expect(pendingDecisions(after.state).some((p) => p.kind === 'attackTarget')).toBe(false);
  });

  it('OP-21 R-INITCMP-3 an attack without a diagram nested in an -OR- option is declared at the reveal like a printed one', () => {
    // The reveal skips cards that print no such attack at all (round/reveal.ts targetsAny): a nested one still counts.
    const start = fight([
      { at: ORIGIN, facing: 0, plays: 'G43' },
      { at: { q: 0, r: -2 }, facing: 3, plays: 'G50' },
      { at: { q: 2, r: -2 }, facing: 4, plays: 'G57' },
    ]);
    const d = decisionOf(start.state, 0)!;
    expect(d.kind).toBe('declareTarget');
    expect(d.options).toEqual([{ kind: 'target', seat: 1 }, { kind: 'target', seat: 2 }]);
  });

  it('R-INITCMP-1 R-INITCMP-3 only opponents are attacked: a slower ally is not offered', () => {
    // Seat 2 is seat 0's ally and plays the slowest card (1); seat 1, the opponent, is faster (7).
    const start = fight([
      { at: ORIGIN, facing: 0, plays: 'G40', team: 0 },
      { at: { q: 0, r: -2 }, facing: 3, plays: 'G52', team: 1 },
      { at: { q: 2, r: -2 }, facing: 4, plays: 'G00', team: 0 },
    ]);
    expect(pendingDecisions(start.state).some((p) => p.kind === 'declareTarget')).toBe(false);
    expect(attackResults(start)).toEqual([[]]);
    expect(start.state.seats.map((s) => s.wounds)).toEqual([0, 0, 0]);
  });

  it('R-INITCMP-3 R-RANGE-2 with a range, a slower opponent out of sight is not offered', () => {
    // Seat 1 (5) two hexes away on (1,-2), behind a rock right in front of seat 0.
    const start = fight([{ at: ORIGIN, facing: 0, plays: 'G41' }, { at: { q: 1, r: -2 }, facing: 3, plays: 'G50' }], (b) => b.terrain('rock', { q: 0, r: -1 }));
    expect(pendingDecisions(start.state).some((p) => p.kind === 'declareTarget')).toBe(false);
    expect(attackResults(start)).toEqual([[]]);
    expect(start.state.seats[1]!.wounds).toBe(0);
  });

  it('OP-17 the attacker\'s own weakness counts too: 6 with one weakness card is 5, not lower than 5', () => {
    const start = fight([{ at: ORIGIN, facing: 0, plays: 'G40', weakness: [0] }, { at: { q: 0, r: 3 }, facing: 0, plays: 'G50' }]);
    const after = declare(start, 1);
    expect(attackResults(after)).toEqual([[]]);
    expect(after.state.seats[1]!.wounds).toBe(0);
  });

  it('R-INITCMP-3 with a range, only slower opponents within it are offered', () => {
    // G41 has range 2: seat 1 (5) two hexes ahead is offered, seat 2 (3) three hexes away is not.
    const start = fight([
      { at: ORIGIN, facing: 0, plays: 'G41' },
      { at: { q: 0, r: -2 }, facing: 3, plays: 'G50' },
      { at: { q: 3, r: -3 }, facing: 4, plays: 'G57' },
    ]);
    const after = declare(start, 1);
    expect(after.state.seats.map((s) => s.wounds)).toEqual([0, 1, 0]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('declaring targets (OP-21)', () => {
  // Seats 0 and 1 each play a ranged targeted attack; seat 2 plays a variable-initiative card.
  const three = (advantage: number[]) =>
    fight(
      [
        { at: ORIGIN, facing: 0, plays: 'G30' },
        { at: { q: 0, r: -2 }, facing: 3, plays: 'G33' },
        { at: { q: 2, r: -2 }, facing: 4, plays: 'G53' },
      ],
      (b) => b.advantage(advantage),
    );

  for (const [advantage, first, second] of [[[0, 1, 2], 1, 0], [[1, 0, 2], 0, 1]] as const) {
    it(`OP-21 targets are declared after Reveal step 5, lowest on the advantage track first (track ${advantage.join(', ')})`, () => {
      const start = three([...advantage]);
      // Step 5 first: the variable initiative; nothing is declared before it.
      expect(pendingDecisions(start.state).map((d) => [d.seat, d.kind])).toEqual([[2, 'variableInitiative']]);
      const chosen = then(start, [[2, { kind: 'chooseInitiative', value: 3 }]]);
      expect(eventsOf(chosen.events, 'initiativeSet')).toHaveLength(3);
      expect(pendingDecisions(chosen.state).map((d) => [d.seat, d.kind, d.rule])).toEqual([[first, 'declareTarget', 'OP-21']]);
      expectRejected(chosen.state, second, { kind: 'target', seat: 2 }, 'NOT_YOUR_DECISION');
      const one = then(chosen, [[first, { kind: 'target', seat: 2 }]]);
      expect(pendingDecisions(one.state).map((d) => [d.seat, d.kind])).toEqual([[second, 'declareTarget']]);
      expect(eventsOf(one.events, 'resolving')).toEqual([]);
      const both = then(one, [[second, { kind: 'target', seat: 2 }]]);
      expect(eventsOf(both.events, 'targetDeclared').map((e) => [e.seat, e.target])).toEqual([[first, 2], [second, 2]]);
      // Both attacks then land on the declared target, and nothing resolved before the declarations.
      const kinds = both.events.map((e) => e.kind);
      expect(kinds.lastIndexOf('targetDeclared')).toBeLessThan(kinds.indexOf('resolving'));
      expect(both.state.seats[2]!.wounds).toBe(2);
    });
  }

  it('OP-21 R-ATTACK-1 OP-37 a target the card\'s own movement will bring into range may be declared', () => {
    // G35: up to two steps forward, then range 1. Seat 1 is next to seat 0 now; seat 2, three hexes
    // ahead, comes into range after the two steps. Both choices let the attack hit an opponent, so
    // the golden rule leaves both open.
    const start = fight([
      { at: ORIGIN, facing: 0, plays: 'G35' },
      { at: { q: 1, r: 0 }, facing: 5, plays: 'G00' },
      { at: { q: 0, r: -3 }, facing: 3, plays: 'G98' },
    ]);
    const d = decisionOf(start.state, 0)!;
    expect(d.kind).toBe('declareTarget');
    expect(d.options).toEqual([{ kind: 'target', seat: 1 }, { kind: 'target', seat: 2 }]);
    const declared = then(start, [[0, { kind: 'target', seat: 2 }]]);
    const after = then(declared, [[0, { kind: 'step', part: 0, direction: 0 }], [0, { kind: 'step', part: 0, direction: 0 }]]);
    expect(after.state.seats[0]!.hex).toEqual({ q: 0, r: -2 });
    expect(after.state.seats.map((s) => s.wounds)).toEqual([0, 0, 1]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('look at hand (OP-45, OP-73)', () => {
  it('OP-45 OP-73 no authored card carries a "look at hand" effect: the term exists (look.test.ts) on no printed base card', () => {
    // The printed label is LOOK AT HAND / PODÍVEJ SE NA RUKU / ПОДИВІТЬСЯ РУКУ / ZOBACZ RĘKĘ.
    const label = /look at|hand|podívej|ruku|подивіться|руку|zobacz|rękę/i;
    const mentions = Object.values(CATALOG.cards).filter((c) => [...Object.values(c.names), ...c.keywords].some((text) => label.test(text)));
    expect(mentions.map((c) => c.number)).toEqual([]);
    // Every effect kind the cards use is one the engine resolves (none reveals another's hand).
    const kinds = new Set<string>();
    const visit = (effects: readonly Effect[]) => {
      for (const e of effects) {
        kinds.add(e.kind);
        if ('effects' in e) visit(e.effects);
        if (e.kind === 'or') e.options.forEach(visit);
      }
    };
    Object.values(CATALOG.cards).forEach((c) => c.sections.forEach((s) => visit(s.effects)));
    const known = ['move', 'kamaePath', 'kamaeJump', 'focus', 'advantage', 'draw', 'discard', 'search', 'recover', 'discardDeck', 'attack', 'targetedAttack', 'initiativeAttack', 'block', 'kamae', 'condition', 'stealth', 'optionalFee', 'or', 'ifSuccessful'];
    expect([...kinds].filter((k) => !known.includes(k))).toEqual([]);
    expect(kinds.has('lookAtHand')).toBe(false); // OP-73: until a printed card is checked
  });
});
