import { TERRAIN, TerrainSchema, type CardInput, type Effect, type Terrain, type TerrainKind } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { expectRejected } from './testing/rejected';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { applyAction, createGame, createRuleset, createScenario, pendingDecisions, restoreGame, rulesOf, viewFor, type AttackResult, type Ruleset, type GameConfig, type GameEvent, type GameState } from './index';
import {
  act,
  actAll,
  decisionOf,
  eventsOf,
  hit,
  mark,
  move,
  passWindows,
  scenario,
  selectCards,
  step,
  TEST_BATTLEFIELD,
  TEST_CARDS,
  TEST_CHARACTERS,
  testCard,
  turn,
  type ScenarioBuilder,
} from './testing';

// Section 16 (terrain) with the rulings OP-5 (penalties kept in data), OP-6 (caltrops and traps)
// and OP-42 (which pieces block sight). Terrain does only what packages/cards/src/terrain.ts says;
// these tests prove that the engine carries that data out. Unless a test says otherwise, seat 0
// (kensei) stands on the origin facing north and plays the card under test; seat 1 (tetsu) plays
// N00, a slower card that waits on an optional turn, so the round stops after seat 0's turn and
// what happened stays visible. Directions: N (0,-1), NE (1,-1), SE (1,0), S (0,1), SW (-1,1),
// NW (-1,0); forward = 0, forward-right = 1, back = 3, back-left = 4, forward-left = 5.

type Hex = { q: number; r: number };
const ORIGIN: Hex = { q: 0, r: 0 };
const N: Hex = { q: 0, r: -1 };
const FAR: Hex = { q: -3, r: 3 }; // next to nothing the tests use
const fixed = (value: number) => ({ kind: 'fixed' as const, value });

/** Seat 1's card: resolves after every card under test and waits on an optional turn. */
const WAIT = testCard({ number: 'N00', types: ['meditation'], initiative: fixed(1), effects: [move(turn(1, false))] });
/** Filler for decks and hands. */
const FILLER = testCard({ number: 'N99', types: ['meditation'], initiative: fixed(9), effects: [] });

const meditation = (number: string, ...effects: Effect[]): CardInput => testCard({ number, types: ['meditation'], initiative: fixed(5), effects });
const attackCard = (number: string, initiative: number, effects: Effect[], rest: Partial<CardInput> = {}): CardInput =>
  testCard({ number, types: ['attack'], initiative: fixed(initiative), effects, ...rest });
const attack = (...hexes: ReturnType<typeof hit>[]): Effect => ({ kind: 'attack', hexes });

/** One optional step straight ahead; one mandatory step ahead; two and three mandatory steps. */
const STEP_OPTIONAL = meditation('N01', move(step(1, [0], false)));
const STEP_FORCED = meditation('N02', move(step(1, [0])));
const STEP_TWO_OPTIONAL = meditation('N03', move(step(2, [0], false)));
const STEP_THREE_FORCED = meditation('N04', move(step(3, [0])));
/** A ranged targeted attack: one wound on a character within 4 hexes and in line of sight (R-RANGE-2). */
const AIMED = attackCard('N05', 5, [{ kind: 'targetedAttack', mark: mark() }], { range: 4 });

type Setup = {
  at?: Hex;
  facing?: number;
  other?: Hex;
  otherFacing?: number;
  focus?: number;
  otherFocus?: number;
  hand?: string[];
  otherHand?: string[];
  otherPlays?: CardInput;
  terrain?: [TerrainKind, Hex][];
  hexes?: Hex[];
  more?: CardInput[];
};

function arrange(card: CardInput, setup: Setup = {}): ScenarioBuilder {
  const otherCard = setup.otherPlays ?? WAIT;
  let b = scenario()
    .card(card, WAIT, FILLER, ...(setup.otherPlays ? [setup.otherPlays] : []), ...(setup.more ?? []))
    .seat('kensei', setup.at ?? ORIGIN, setup.facing ?? 0, { hand: [card.number, ...(setup.hand ?? [])], deck: ['N99', 'N99'], focus: setup.focus ?? 0 })
    .seat('tetsu', setup.other ?? FAR, setup.otherFacing ?? 3, { hand: [otherCard.number, ...(setup.otherHand ?? ['N99'])], deck: ['N99', 'N99'], focus: setup.otherFocus ?? 0 });
  for (const [kind, hex] of setup.terrain ?? []) b = b.terrain(kind, hex);
  if (setup.hexes) b = b.battlefield({ hexes: setup.hexes });
  return b;
}

/** Both seats select; returns the game at the first decision after the reveal. */
function play(card: CardInput, setup: Setup = {}, base?: Ruleset): Applied {
  const spec = arrange(card, setup).toSpec();
  const created = base === undefined ? createScenario(spec) : createScenario(spec, base);
  if (!created.ok) throw new Error(created.error.message);
  const picked = selectCards(created.value.state, { 0: card.number, 1: (setup.otherPlays ?? WAIT).number });
  return { state: picked.state, events: [...created.value.events, ...picked.events] };
}

/** Continue with each action in turn, keeping the earlier events. */
function then(start: Applied, steps: [number, Action][]): Applied {
  const next = actAll(start.state, steps);
  return { state: next.state, events: [...start.events, ...next.events] };
}

const stepA = (part: number, direction: number): Action => ({ kind: 'step', part, direction });
const END: Action = { kind: 'endMove' };
const keyOf = (a: Action) => JSON.stringify(a, Object.keys(a).sort());
const sameSet = (actual: readonly Action[] | undefined, expected: Action[]) =>
  expect((actual ?? []).map(keyOf).sort()).toEqual(expected.map(keyOf).sort());
const moveOptions = (state: GameState, seat = 0) => {
  const d = decisionOf(state, seat);
  expect(d?.kind).toBe('move');
  return d!.options.filter((o) => o.kind !== 'undo'); // the movement's own options: `undo` is movement-undo.test.ts's
};
const stunsOf = (state: GameState, seat: number) => state.seats[seat]!.hand.filter((c) => state.cards[c] === 'STUN').length;
const attacksOf = (events: readonly GameEvent[], seat = 0): AttackResult[][] =>
  eventsOf(events, 'attack').filter((e) => e.seat === seat).map((e) => e.results);
/** The round waits on seat 1's slow card: seat 0's turn is over. */
const waitingOnSeat1 = (state: GameState) => expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[1, 'move']]);

/** A hexagon of `radius` hexes around the origin. */
function hexagon(radius: number): Hex[] {
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) out.push({ q, r });
  }
  return out;
}

// The rule's own partition (R-TERRAIN-2, R-TERRAIN-BOAT-1, R-TERRAIN-CORPSE-1, OP-6): pieces
// characters may not occupy, and pieces that are normal hexes for movement.
const OBSTACLES: TerrainKind[] = ['rock', 'bamboo', 'cart', 'shrine', 'torii', 'cherry'];
const ENTERABLE: TerrainKind[] = ['corpse', 'caltrops', 'trap', 'boat'];

/** The built-in ruleset with some terrain pieces rewritten, as a player correcting the data would. */
function withTerrain(patch: Partial<Record<TerrainKind, Partial<Terrain>>>): Ruleset {
  const derived = createRuleset({ terrain: (Object.keys(patch) as TerrainKind[]).map((k) => ({ ...TERRAIN[k], ...patch[k] })) });
  if (!derived.ok) throw new Error(derived.error.message);
  return derived.value;
}

// ---------------------------------------------------------------------------------------------

describe('16.1 terrain in general', () => {
  it('R-TERRAIN-1 R-SETUP-3 terrain is placed in setup, before any figure and before round 1, and stays on its hex', () => {
    const created = createGame({
      seed: 3, battlefield: TEST_BATTLEFIELD, terrain: ['rock'],
      seats: [{ character: 'kensei', deck: ['T10', 'T11', 'T12', 'T13', 'T14', 'T15'] }, { character: 'tetsu', deck: ['T10', 'T11', 'T12', 'T13', 'T14', 'T15'] }],
      definitions: { cards: TEST_CARDS, characters: TEST_CHARACTERS },
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const { state } = created.value;
    expect(state.flow.at).toBe('terrain');
    expect(state.round).toBe(1);
    expect(state.seats.map((s) => s.hex)).toEqual([null, null]); // no figure on the battlefield yet
    const d = pendingDecisions(state);
    expect(d.map((x) => [x.seat, x.kind])).toEqual([[0, 'placeTerrain']]); // Kensei: highest advantage
    const placed = act(state, 0, { kind: 'placeTerrain', terrain: 'rock', hex: ORIGIN });
    expect(eventsOf(placed.events, 'terrainPlaced')).toEqual([{ kind: 'terrainPlaced', seat: 0, terrain: 'rock', hex: ORIGIN, facing: 0 }]);
    expect(placed.state.flow.at).toBe('placement');
    expect(viewFor(placed.state, 'spectator').terrain).toEqual([{ hex: ORIGIN, kind: 'rock' }]);
    // From now on nobody is ever asked to place terrain again.
    let current = placed.state;
    for (let i = 0; i < 20 && current.flow.at !== 'select'; i++) {
      const next = pendingDecisions(current)[0]!;
      expect(next.kind).not.toBe('placeTerrain');
      current = act(current, next.seat, next.kind === 'prepare' ? { kind: 'endPrepare' } : next.options[0]!).state;
    }
    expect(current.flow.at).toBe('select');
    expect(current.terrain).toEqual({ '0,0': 'rock' });
  });

  it('R-TERRAIN-1 R-TERRAIN-2 a character cannot be set on an obstacle, but may stand on a corpse, caltrops, a trap or a boat', () => {
    for (const kind of OBSTACLES) {
      const result = createScenario(arrange(STEP_OPTIONAL, { terrain: [[kind, ORIGIN]] }).toSpec());
      expect(result.ok, kind).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: 'INVALID_SCENARIO', rule: 'R-TERRAIN-2' });
    }
    for (const kind of ENTERABLE) {
      expect(createScenario(arrange(STEP_OPTIONAL, { terrain: [[kind, ORIGIN]] }).toSpec()).ok, kind).toBe(true);
    }
  });

  it.each(OBSTACLES)('R-TERRAIN-2 R-MOVE-12 a step into %s is never offered, and sending it is rejected', (kind) => {
    const { state } = play(STEP_OPTIONAL, { terrain: [[kind, N]] });
    sameSet(moveOptions(state), [END]);
    expectRejected(state, 0, stepA(0, 0), 'MOVE_BLOCKED', 'R-MOVE-12');
  });

  it.each(ENTERABLE)('R-TERRAIN-2 a %s hex may be entered by choice', (kind) => {
    const { state } = play(STEP_OPTIONAL, { terrain: [[kind, N]] });
    sameSet(moveOptions(state), [stepA(0, 0), END]);
    const after = act(state, 0, stepA(0, 0));
    expect(after.state.seats[0]!.hex).toEqual(N);
    expect(eventsOf(after.events, 'collision')).toEqual([]);
  });

  it('R-TERRAIN-3 forced into terrain by its own mandatory steps, the character stops on the hex before it and its turn ends', () => {
    // Three mandatory steps north from (0,2); the rock is on (0,0): one step is made, the second collides.
    const start = play(STEP_THREE_FORCED, { at: { q: 0, r: 2 }, terrain: [['rock', ORIGIN]] });
    const first = act(start.state, 0, stepA(0, 0));
    expect(first.state.seats[0]!.hex).toEqual({ q: 0, r: 1 });
    sameSet(moveOptions(first.state), [stepA(0, 0)]); // the only mandatory step left leads into the rock (R-MOVE-13)
    const after = act(first.state, 0, stepA(0, 0));
    expect(after.state.seats[0]!.hex).toEqual({ q: 0, r: 1 });
    expect(eventsOf(after.events, 'stepped')).toEqual([]);
    expect(eventsOf(after.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'terrain', hex: { q: 0, r: 1 }, terrain: 'rock' }]);
    expect(stunsOf(after.state, 0)).toBe(TERRAIN.rock.collision!.stun);
    expect(eventsOf(after.events, 'turnEnded').map((e) => e.seat)).toEqual([0]);
    expect(after.state.terrain['0,0']).toBe('rock'); // a rock stays
    waitingOnSeat1(after.state);
  });

  it('R-TERRAIN-3 R-PUSH-4 pushed into terrain, the character stops on the hex before it and suffers the penalty', () => {
    const PUSH = attackCard('N06', 5, [attack(hit(0, -1, { wounds: 0, push: 2 }))]);
    const { state, events } = play(PUSH, { other: N, terrain: [['cart', { q: 0, r: -3 }]] });
    // Pushed from (0,-1) straight away from the attacker: one step to (0,-2), the next is the cart.
    expect(eventsOf(events, 'pushed')).toEqual([{ kind: 'pushed', seat: 1, from: N, to: { q: 0, r: -2 }, by: 0 }]);
    expect(eventsOf(events, 'collision')).toEqual([{ kind: 'collision', seat: 1, with: 'terrain', hex: { q: 0, r: -2 }, terrain: 'cart' }]);
    expect(state.seats[1]!.hex).toEqual({ q: 0, r: -2 });
    expect(stunsOf(state, 1)).toBe(TERRAIN.cart.collision!.stun);
    expect(state.seats[1]!.wounds).toBe(TERRAIN.cart.collision!.wounds);
    expect(state.seats[1]!.play!.cancelled).toBe(false); // OP-11: the pushed character's own card goes on
    waitingOnSeat1(state);
  });

  it('R-TERRAIN-4 R-MOVE-15 a character cannot move through terrain: the free hex behind a rock is out of reach', () => {
    const { state } = play(STEP_TWO_OPTIONAL, { terrain: [['rock', N]] });
    sameSet(moveOptions(state), [END]);
    expectRejected(state, 0, stepA(0, 0), 'MOVE_BLOCKED', 'R-MOVE-12');
    // Without the rock, both steps are possible.
    const open = play(STEP_TWO_OPTIONAL);
    const done = then(open, [[0, stepA(0, 0)], [0, stepA(0, 0)]]);
    expect(done.state.seats[0]!.hex).toEqual({ q: 0, r: -2 });
  });

  it('R-TERRAIN-4 R-TERRAIN-TORII-2 a torii pillar cannot be passed through, the passage between the pillars can', () => {
    // Pillars on (-1,0) and (1,0), the passage on the origin between them; Kensei two hexes south.
    const pillars: [TerrainKind, Hex][] = [['torii', { q: -1, r: 0 }], ['torii', { q: 1, r: 0 }]];
    const through = play(STEP_TWO_OPTIONAL, { at: { q: 0, r: 1 }, terrain: pillars });
    sameSet(moveOptions(through.state), [stepA(0, 0), END]);
    const done = then(through, [[0, stepA(0, 0)], [0, stepA(0, 0)]]);
    expect(done.state.seats[0]!.hex).toEqual(N);
    expect(stunsOf(done.state, 0)).toBe(0);
    expect(eventsOf(done.events, 'collision')).toEqual([]);
    expect(eventsOf(done.events, 'entered')).toEqual([]);
    // Below a pillar: (1,1) -> (1,0) is the pillar, so no step north at all.
    const blocked = play(STEP_TWO_OPTIONAL, { at: { q: 1, r: 1 }, terrain: pillars });
    sameSet(moveOptions(blocked.state), [END]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('16.1 terrain blocks attacks (R-TERRAIN-5, R-TERRAIN-6)', () => {
  const blockedByTerrain = (hex: Hex, hexes: Hex[], target = 1): AttackResult => ({ hex, target, hit: false, blockedBy: { condition: 'c', by: 'terrain', hexes } });
  const landed = (hex: Hex, target = 1): AttackResult => ({ hex, target, hit: true, blockedBy: null });
  const TWO_AHEAD: Hex = { q: 0, r: -2 };

  it.each([2, 5, 9])('R-TERRAIN-5 R-BLOCK-4 a rock blocks an attack at initiative %i', (initiative) => {
    const card = attackCard(`N1${initiative}`, initiative, [attack(hit(0, -2))]);
    const { state, events } = play(card, { other: TWO_AHEAD, terrain: [['rock', N]] });
    expect(attacksOf(events)).toEqual([[blockedByTerrain(TWO_AHEAD, [N])]]);
    expect(state.seats[1]!.wounds).toBe(0);
    waitingOnSeat1(state);
  });

  it.each(OBSTACLES)('R-TERRAIN-5 a %s on the only attack path blocks the attack', (kind) => {
    const card = attackCard('N20', 5, [attack(hit(0, -2))]);
    const { state, events } = play(card, { other: TWO_AHEAD, terrain: [[kind, N]] });
    expect(attacksOf(events)).toEqual([[blockedByTerrain(TWO_AHEAD, [N])]]);
    expect(state.seats[1]!.wounds).toBe(0);
    expect(state.terrain['0,-1']).toBe(kind); // the attack was not applied to the piece's hex
  });

  it.each(ENTERABLE)('R-TERRAIN-5 OP-6 R-TERRAIN-BOAT-1 R-TERRAIN-CORPSE-1 a %s blocks no attack', (kind) => {
    const card = attackCard('N21', 5, [attack(hit(0, -2))]);
    const { state, events } = play(card, { other: TWO_AHEAD, terrain: [[kind, N]] });
    expect(attacksOf(events)).toEqual([[landed(TWO_AHEAD)]]);
    expect(state.seats[1]!.wounds).toBe(1);
  });

  it('R-TERRAIN-5 terrain on one of two shortest paths does not block: the attack goes round it', () => {
    // From the origin to (1,-2) the shortest routes pass (0,-1) or (1,-1); only (0,-1) holds a rock.
    const card = attackCard('N22', 5, [attack(hit(1, -2))]);
    const { state, events } = play(card, { other: { q: 1, r: -2 }, terrain: [['rock', N]] });
    expect(attacksOf(events)).toEqual([[landed({ q: 1, r: -2 })]]);
    expect(state.seats[1]!.wounds).toBe(1);
  });

  it('R-TERRAIN-5 R-TERRAIN-TORII-2 an attack through the torii passage lands, one through a pillar is blocked', () => {
    const pillars: [TerrainKind, Hex][] = [['torii', { q: -1, r: 0 }], ['torii', { q: 1, r: 0 }]];
    const card = attackCard('N23', 5, [attack(hit(0, -2))]);
    // Through the passage: from (0,1) to (0,-1) the only shortest route crosses the origin.
    const passage = play(card, { at: { q: 0, r: 1 }, other: N, terrain: pillars });
    expect(attacksOf(passage.events)).toEqual([[landed(N)]]);
    // Through a pillar: from (1,1) to (1,-1) the only shortest route crosses (1,0).
    const pillar = play(card, { at: { q: 1, r: 1 }, other: { q: 1, r: -1 }, terrain: pillars });
    expect(attacksOf(pillar.events)).toEqual([[blockedByTerrain({ q: 1, r: -1 }, [{ q: 1, r: 0 }])]]);
    expect(pillar.state.seats[1]!.wounds).toBe(0);
  });

  /** The defender's block card: block hexes at initiative 5 with a counter icon for 5, then "if successful": +1 focus. */
  const blockCard = (number: string, hexes: Hex[]) =>
    testCard({
      number, types: ['block'], initiative: fixed(5),
      effects: [{ kind: 'block', hexes, counter: [5] }, { kind: 'ifSuccessful', effects: [{ kind: 'focus', amount: 1 }] }],
    });
  /** A counterattack the defender could play if its block succeeded (R-COUNTER-3). */
  const COUNTER = attackCard('N29', 4, [attack(hit(0, -1))]);

  it('R-TERRAIN-6 R-SUCCESS-5 an attack blocked only by terrain does not make the defender\'s block successful', () => {
    // Tetsu, two hexes north facing south, blocks the hex behind itself (not on the attack path).
    const behind = blockCard('N24', [{ q: 0, r: 1 }]);
    const card = attackCard('N25', 5, [attack(hit(0, -2))]);
    const { state, events } = play(card, { other: TWO_AHEAD, otherPlays: behind, otherHand: ['N29'], terrain: [['rock', N]], more: [COUNTER] });
    expect(attacksOf(events)).toEqual([[blockedByTerrain(TWO_AHEAD, [N])]]);
    expect(state.seats[1]!.wounds).toBe(0);
    // No "if block successful" focus, no counterattack offered, and the round is over for both cards.
    expect(eventsOf(events, 'focusGained')).toEqual([]);
    expect(state.seats[1]!.focus).toBe(0);
    expect(pendingDecisions(state).some((d) => d.kind === 'counter')).toBe(false);
    expect(eventsOf(events, 'extraPlayed')).toEqual([]);
  });

  it('R-TERRAIN-6 OP-47 contrast: the same attack met by the defender\'s own card block is a successful block', () => {
    // The block covers the defender's own hex (condition a): its card block ignores the attack.
    const own = blockCard('N26', [{ q: 0, r: 0 }]);
    const card = attackCard('N27', 5, [attack(hit(0, -2))]);
    const start = play(card, { other: TWO_AHEAD, otherPlays: own, otherHand: ['N29'], terrain: [['rock', N]], more: [COUNTER] });
    expect(attacksOf(start.events)[0]![0]!.blockedBy).toMatchObject({ by: 'card', blocker: 1 });
    // A successful block: the counterattack is offered (R-COUNTER-2), then "if successful" resolves.
    expect(decisionOf(start.state, 1)?.kind).toBe('counter');
    const { state, events } = then(start, [[1, { kind: 'pass' }]]);
    expect(eventsOf(events, 'focusGained')).toEqual([{ kind: 'focusGained', seat: 1, amount: 1, lost: 0 }]);
    expect(state.seats[1]!.focus).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('16.2 penalties of the pieces (OP-5: read from the terrain data)', () => {
  it('OP-5 the terrain data holds the adopted readings of the illegible icons', () => {
    const penalty = (p: Partial<{ stun: number; wounds: number; weakness: number; loseAllFocus: boolean }>) => ({ stun: 0, wounds: 0, weakness: 0, loseAllFocus: false, ...p });
    expect(TERRAIN.rock.collision).toEqual(penalty({ stun: 1 }));
    expect(TERRAIN.cart.collision).toEqual(penalty({ stun: 1, wounds: 1 }));
    expect(TERRAIN.shrine.collision).toEqual(penalty({ stun: 1 }));
    expect(TERRAIN.shrine.adjacentFocusAtEndOfRound).toBe(1);
    expect(TERRAIN.torii.collision).toEqual(penalty({ stun: 1 }));
    expect(TERRAIN.cherry.collision).toEqual(penalty({ stun: 1 }));
    expect(TERRAIN.corpse.onEnter).toEqual(penalty({ stun: 1, loseAllFocus: true }));
    expect(TERRAIN.bamboo.collision).toEqual(penalty({ stun: 1, weakness: 1 }));
    expect(TERRAIN.bamboo.removedWhen).toEqual({ entered: true, wounded: true });
    for (const kind of ['caltrops', 'trap', 'boat'] as const) {
      expect(TERRAIN[kind].collision, kind).toBeUndefined();
      expect(TERRAIN[kind].onEnter, kind).toBeUndefined();
    }
  });

  it.each([
    { id: 'R-TERRAIN-ROCK-1', kind: 'rock' },
    { id: 'R-TERRAIN-BAMBOO-1', kind: 'bamboo' },
    { id: 'R-TERRAIN-CART-1', kind: 'cart' },
    { id: 'R-TERRAIN-SHRINE-1', kind: 'shrine' },
    { id: 'R-TERRAIN-TORII-1', kind: 'torii' },
    { id: 'R-TERRAIN-CHERRY-1', kind: 'cherry' },
  ] as const)('$id R-TERRAIN-3 OP-5 forced into a $kind: stops before it and suffers the penalty its data gives', ({ kind }) => {
    const penalty = TERRAIN[kind].collision!;
    const { state } = play(STEP_FORCED, { terrain: [[kind, N]], focus: 2 });
    sameSet(moveOptions(state), [stepA(0, 0)]);
    const after = act(state, 0, stepA(0, 0));
    const st = after.state.seats[0]!;
    expect(st.hex).toEqual(ORIGIN);
    expect(eventsOf(after.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'terrain', hex: ORIGIN, terrain: kind }]);
    expect(stunsOf(after.state, 0)).toBe(penalty.stun);
    expect(eventsOf(after.events, 'stunned')).toHaveLength(penalty.stun);
    expect(st.wounds).toBe(penalty.wounds);
    expect(eventsOf(after.events, 'wounded')).toEqual(penalty.wounds > 0 ? [{ kind: 'wounded', seat: 0, wounds: penalty.wounds, bleeding: false, cause: 'terrain' }] : []);
    expect(st.weakness).toEqual(Array(penalty.weakness).fill(0));
    expect(st.focus).toBe(penalty.loseAllFocus ? 0 : 2);
    waitingOnSeat1(after.state);
  });

  it('OP-5 the engine applies whatever the data says: a corrected rock and corrected caltrops', () => {
    const corrected = withTerrain({
      rock: { collision: { stun: 0, wounds: 2, weakness: 1, loseAllFocus: false } },
      caltrops: { onEnter: { stun: 2, wounds: 0, weakness: 0, loseAllFocus: false } },
    });
    const rock = play(STEP_FORCED, { terrain: [['rock', N]] }, corrected);
    const hitRock = act(rock.state, 0, stepA(0, 0));
    expect(stunsOf(hitRock.state, 0)).toBe(0);
    expect(hitRock.state.seats[0]!.wounds).toBe(2);
    expect(hitRock.state.seats[0]!.weakness).toEqual([0]);

    const caltrops = play(STEP_OPTIONAL, { terrain: [['caltrops', N]] }, corrected);
    const onCaltrops = act(caltrops.state, 0, stepA(0, 0));
    expect(onCaltrops.state.seats[0]!.hex).toEqual(N);
    expect(eventsOf(onCaltrops.events, 'entered')).toEqual([{ kind: 'entered', seat: 0, terrain: 'caltrops', hex: N }]);
    expect(stunsOf(onCaltrops.state, 0)).toBe(2);
  });

  it('OP-5 a piece the data makes an obstacle is one: corrected caltrops can no longer be entered', () => {
    const corrected = withTerrain({ caltrops: { obstacle: true, collision: { stun: 1, wounds: 0, weakness: 0, loseAllFocus: false } } });
    const { state } = play(STEP_OPTIONAL, { terrain: [['caltrops', N]] }, corrected);
    sameSet(moveOptions(state), [END]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('16.2 bamboo', () => {
  it('R-TERRAIN-BAMBOO-2 R-TERRAIN-3 forced into bamboo: the character stops before it and the bamboo leaves play', () => {
    const { state } = play(STEP_FORCED, { terrain: [['bamboo', N]] });
    const after = act(state, 0, stepA(0, 0));
    expect(after.state.seats[0]!.hex).toEqual(ORIGIN);
    expect(eventsOf(after.events, 'terrainRemoved')).toEqual([{ kind: 'terrainRemoved', terrain: 'bamboo', hex: N }]);
    expect(after.state.terrain['0,-1']).toBeUndefined();
    expect(viewFor(after.state, 'spectator').terrain).toEqual([]);
    expect(stunsOf(after.state, 0)).toBe(TERRAIN.bamboo.collision!.stun);
    expect(after.state.seats[0]!.weakness).toHaveLength(TERRAIN.bamboo.collision!.weakness);
  });

  it('R-TERRAIN-BAMBOO-2 R-PUSH-4 a character pushed into bamboo breaks it', () => {
    const PUSH = attackCard('N30', 5, [attack(hit(0, -1, { wounds: 0, push: 1 }))]);
    const { state, events } = play(PUSH, { other: N, terrain: [['bamboo', { q: 0, r: -2 }]] });
    expect(state.seats[1]!.hex).toEqual(N);
    expect(eventsOf(events, 'collision')).toEqual([{ kind: 'collision', seat: 1, with: 'terrain', hex: N, terrain: 'bamboo' }]);
    expect(eventsOf(events, 'terrainRemoved')).toEqual([{ kind: 'terrainRemoved', terrain: 'bamboo', hex: { q: 0, r: -2 } }]);
    expect(state.terrain['0,-2']).toBeUndefined();
  });

  it('R-TERRAIN-BAMBOO-2 a wounding attack applied to the bamboo hex removes it; the next attack effect passes', () => {
    // The first attack effect strikes the bamboo itself; the second strikes Tetsu behind it.
    const card = attackCard('N31', 5, [attack(hit(0, -1)), attack(hit(0, -2))]);
    const { state, events } = play(card, { other: { q: 0, r: -2 }, terrain: [['bamboo', N]] });
    const removed = events.findIndex((e) => e.kind === 'terrainRemoved');
    const attacks = events.flatMap((e, i) => (e.kind === 'attack' ? [i] : []));
    expect(eventsOf(events, 'terrainRemoved')).toEqual([{ kind: 'terrainRemoved', terrain: 'bamboo', hex: N }]);
    expect(attacks).toHaveLength(2);
    expect(removed).toBeLessThan(attacks[1]!); // gone before the second attack effect is judged
    expect(attacksOf(events)).toEqual([[], [{ hex: { q: 0, r: -2 }, target: 1, hit: true, blockedBy: null }]]);
    expect(state.seats[1]!.wounds).toBe(1);
  });

  it('R-TERRAIN-BAMBOO-2 OP-5 a bleeding attack on the bamboo hex removes it too', () => {
    const card = attackCard('N32', 5, [attack(hit(0, -1, { bleeding: true }))]);
    const { state, events } = play(card, { terrain: [['bamboo', N]] });
    expect(eventsOf(events, 'terrainRemoved')).toHaveLength(1);
    expect(state.terrain['0,-1']).toBeUndefined();
  });

  it('R-TERRAIN-BAMBOO-2 an attack that inflicts no wound on the bamboo hex leaves it standing', () => {
    const card = attackCard('N33', 5, [attack(hit(0, -1, { wounds: 0, stun: 1 }))]);
    const { state, events } = play(card, { terrain: [['bamboo', N]] });
    expect(eventsOf(events, 'terrainRemoved')).toEqual([]);
    expect(state.terrain['0,-1']).toBe('bamboo');
  });

  it('R-TERRAIN-BAMBOO-2 an attack that only passes the bamboo on its way is not applied to its hex: the bamboo stays and blocks', () => {
    const card = attackCard('N34', 5, [attack(hit(0, -2))]);
    const { state, events } = play(card, { other: { q: 0, r: -2 }, terrain: [['bamboo', N]] });
    expect(eventsOf(events, 'terrainRemoved')).toEqual([]);
    expect(state.terrain['0,-1']).toBe('bamboo');
    expect(state.seats[1]!.wounds).toBe(0);
  });

  it('OP-59 OP-5 a wounding attack on the bamboo hex removes it: the piece never blocks the attack on its own hex', () => {
    const card = attackCard('N36', 5, [attack(hit(0, -1, { wounds: 2 }))]);
    const { state, events } = play(card, { terrain: [['bamboo', N]] });
    expect(eventsOf(events, 'terrainRemoved')).toEqual([{ kind: 'terrainRemoved', terrain: 'bamboo', hex: N }]);
    expect(state.terrain['0,-1']).toBeUndefined();
  });

  it('OP-59 a rock between the attacker and the bamboo stops the attack on the bamboo hex: the bamboo stays', () => {
    // The only shortest route from the origin to (0,-2) passes the rock on (0,-1) (R-BLOCK-3 (c)).
    const card = attackCard('N37', 5, [attack(hit(0, -1), hit(0, -2))]);
    const { state, events } = play(card, { terrain: [['rock', N], ['bamboo', { q: 0, r: -2 }]] });
    expect(eventsOf(events, 'terrainRemoved')).toEqual([]);
    expect(state.terrain['0,-2']).toBe('bamboo');
    expect(state.terrain['0,-1']).toBe('rock');
  });

  it('OP-65 card blocks never protect bamboo: a card block that covers the bamboo hex does not save it from a wounding attack', () => {
    // Tetsu on (1,-1) facing south-west blocks, at the attack's initiative, the hex ahead of it
    // (the attacker's, R-BLOCK-3 (b)) and its forward-right hex (the bamboo's, (a)). The block stops
    // the attack on Tetsu; the bamboo belongs to nobody and breaks (replaces our ruling #18's reading).
    const BLOCK = testCard({ number: 'N38', types: ['block'], initiative: fixed(5), effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }, { q: 1, r: -1 }] }] });
    const card = attackCard('N39', 5, [attack(hit(0, -1), hit(1, -1))]);
    const { state, events } = play(card, { other: { q: 1, r: -1 }, otherFacing: 4, otherPlays: BLOCK, terrain: [['bamboo', N]] });
    expect(attacksOf(events)[0]!.map((r) => [r.target, r.hit, r.blockedBy?.by])).toEqual([[1, false, 'card']]);
    expect(eventsOf(events, 'terrainRemoved')).toEqual([{ kind: 'terrainRemoved', terrain: 'bamboo', hex: N }]);
    expect(state.terrain['0,-1']).toBeUndefined();
  });

  it('OP-59 R-PUSH-4 a character pulled into bamboo counts as entering it: it stops before it, suffers it, and the bamboo leaves play', () => {
    // From (1,-3) the pull toward the origin leads to (1,-2) (OP-52), where the bamboo stands;
    // the attack itself has another shortest route and lands.
    const PULL = attackCard('N40', 5, [attack(hit(1, -3, { wounds: 0, pull: 1 }))]);
    const { state, events } = play(PULL, { other: { q: 1, r: -3 }, terrain: [['bamboo', { q: 1, r: -2 }]] });
    expect(attacksOf(events)[0]).toEqual([{ hex: { q: 1, r: -3 }, target: 1, hit: true, blockedBy: null }]);
    expect(state.seats[1]!.hex).toEqual({ q: 1, r: -3 });
    expect(eventsOf(events, 'collision')).toEqual([{ kind: 'collision', seat: 1, with: 'terrain', hex: { q: 1, r: -3 }, terrain: 'bamboo' }]);
    expect(eventsOf(events, 'terrainRemoved')).toEqual([{ kind: 'terrainRemoved', terrain: 'bamboo', hex: { q: 1, r: -2 } }]);
    expect(stunsOf(state, 1)).toBe(TERRAIN.bamboo.collision!.stun);
    expect(state.seats[1]!.weakness).toHaveLength(TERRAIN.bamboo.collision!.weakness);
  });

  it('R-TERRAIN-BAMBOO-2 other pieces are not broken by attacks or collisions', () => {
    const card = attackCard('N35', 5, [attack(hit(0, -1))]);
    for (const kind of OBSTACLES.filter((k) => k !== 'bamboo')) {
      const struck = play(card, { terrain: [[kind, N]] });
      expect(struck.state.terrain['0,-1'], kind).toBe(kind);
      const rammed = act(play(STEP_FORCED, { terrain: [[kind, N]] }).state, 0, stepA(0, 0));
      expect(rammed.state.terrain['0,-1'], kind).toBe(kind);
      expect(eventsOf(rammed.events, 'terrainRemoved')).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('16.2 shrine', () => {
  const SHRINE: Hex = ORIGIN;
  /** Cards without effects, at distinct initiatives so there is no tie. */
  const IDLE4 = testCard({ number: 'N41', types: ['meditation'], initiative: fixed(4), effects: [] });
  const IDLE3 = testCard({ number: 'N42', types: ['meditation'], initiative: fixed(3), effects: [] });
  const STEP_IN = meditation('N40', move(step(1, [0])));

  /**
   * Seat 0 makes one step forward from `from` (facing `facing`); seat 1 stands next to the shrine
   * with 3 focus; seat 2 stays far away. The round is played to the Select step of round 2.
   */
  function shrineRound(from: Hex = { q: 0, r: -2 }, facing = 3) {
    const { state } = scenario()
      .card(STEP_IN, IDLE4, IDLE3, FILLER)
      .seat('kensei', from, facing, { hand: ['N40'], deck: ['N99', 'N99'], focus: 1 })
      .seat('tetsu', { q: 1, r: 0 }, 3, { hand: ['N41'], deck: ['N99', 'N99'], focus: 3 }) // the shrine's south-east neighbour
      .seat('kensei', { q: -3, r: 3 }, 0, { hand: ['N42'], deck: ['N99', 'N99'], focus: 0 })
      .terrain('shrine', SHRINE)
      .build();
    const picked = selectCards(state, { 0: 'N40', 1: 'N41', 2: 'N42' });
    return then(picked, [[0, stepA(0, 0)]]);
  }

  it('R-TERRAIN-SHRINE-2 OP-43 at the end of the round each character next to a shrine gains 1 focus, up to the cap of 3', () => {
    // Seat 0 walks from (0,-2) south to (0,-1), next to the shrine.
    const { state, events } = shrineRound();
    expect(state.round).toBe(2);
    expect(state.flow.at).toBe('select');
    expect(state.seats[0]!.hex).toEqual({ q: 0, r: -1 });
    const gains = eventsOf(events, 'focusGained');
    expect(gains).toEqual([
      { kind: 'focusGained', seat: 0, amount: 1, lost: 0 },
      { kind: 'focusGained', seat: 1, amount: 0, lost: 1 }, // already at 3: the focus is lost
    ]);
    expect(state.seats.map((s) => s.focus)).toEqual([2, 3, 0]);
  });

  it('R-TERRAIN-SHRINE-2 OP-13 the shrine gives its focus after the played cards are discarded and before the next round', () => {
    const { events } = shrineRound();
    const firstGain = events.findIndex((e) => e.kind === 'focusGained');
    const lastDiscard = events.map((e) => e.kind).lastIndexOf('discarded');
    const nextRound = events.findIndex((e) => e.kind === 'roundStarted');
    const lastResolve = events.map((e) => e.kind).lastIndexOf('resolving');
    expect(lastResolve).toBeLessThan(lastDiscard);
    expect(lastDiscard).toBeLessThan(firstGain);
    expect(firstGain).toBeLessThan(nextRound);
  });

  it('R-TERRAIN-SHRINE-2 adjacency counts at the end of the round: a character that stepped away gains nothing', () => {
    // Seat 0 starts next to the shrine on (0,-1) facing north and steps away to (0,-2).
    const { state, events } = shrineRound({ q: 0, r: -1 }, 0);
    expect(state.seats[0]!.hex).toEqual({ q: 0, r: -2 });
    expect(eventsOf(events, 'focusGained').map((e) => e.seat)).toEqual([1]);
    expect(state.seats[0]!.focus).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('16.2 corpses, caltrops and traps', () => {
  it('R-TERRAIN-CORPSE-1 R-TERRAIN-CORPSE-2 entering a corpse hex: the character stands on it, is stunned and loses all its focus', () => {
    const penalty = TERRAIN.corpse.onEnter!;
    const { state } = play(STEP_TWO_OPTIONAL, { terrain: [['corpse', N]], focus: 3 });
    const after = act(state, 0, stepA(0, 0));
    expect(after.state.seats[0]!.hex).toEqual(N);
    expect(eventsOf(after.events, 'entered')).toEqual([{ kind: 'entered', seat: 0, terrain: 'corpse', hex: N }]);
    expect(stunsOf(after.state, 0)).toBe(penalty.stun);
    expect(eventsOf(after.events, 'focusLost')).toEqual([{ kind: 'focusLost', seat: 0, amount: 3 }]);
    expect(after.state.seats[0]!.focus).toBe(0);
    // Not a collision: the movement goes on past the corpse.
    expect(eventsOf(after.events, 'collision')).toEqual([]);
    sameSet(moveOptions(after.state), [stepA(0, 0), END]);
    expect(after.state.terrain['0,-1']).toBe('corpse'); // the corpse stays
  });

  it('R-TERRAIN-CORPSE-2 a character pushed onto a corpse enters it and suffers its penalty', () => {
    const PUSH = attackCard('N50', 5, [attack(hit(0, -1, { wounds: 0, push: 1 }))]);
    const { state, events } = play(PUSH, { other: N, otherFocus: 2, terrain: [['corpse', { q: 0, r: -2 }]] });
    expect(state.seats[1]!.hex).toEqual({ q: 0, r: -2 });
    expect(eventsOf(events, 'entered')).toEqual([{ kind: 'entered', seat: 1, terrain: 'corpse', hex: { q: 0, r: -2 } }]);
    expect(stunsOf(state, 1)).toBe(TERRAIN.corpse.onEnter!.stun);
    expect(state.seats[1]!.focus).toBe(0);
  });

  it.each(['caltrops', 'trap'] as const)('R-TERRAIN-CALTROPS-1 OP-6 %s: entered and left freely, with no effect at all', (kind) => {
    const { state } = play(STEP_TWO_OPTIONAL, { terrain: [[kind, N]], focus: 2 });
    const done = then({ state, events: [] }, [[0, stepA(0, 0)], [0, stepA(0, 0)]]);
    expect(done.state.seats[0]!.hex).toEqual({ q: 0, r: -2 });
    expect(done.events.map((e) => e.kind).filter((k) => k !== 'stepped' && k !== 'resolving')).toEqual([]);
    expect(done.state.seats[0]!.focus).toBe(2);
    expect(stunsOf(done.state, 0)).toBe(0);
    expect(done.state.terrain['0,-1']).toBe(kind);
  });

  it.each(['caltrops', 'trap'] as const)('R-TERRAIN-CALTROPS-1 OP-6 a character pushed onto %s suffers nothing', (kind) => {
    const PUSH = attackCard('N51', 5, [attack(hit(0, -1, { wounds: 0, push: 1 }))]);
    const { state, events } = play(PUSH, { other: N, otherFocus: 2, terrain: [[kind, { q: 0, r: -2 }]] });
    expect(state.seats[1]!.hex).toEqual({ q: 0, r: -2 });
    expect(eventsOf(events, 'entered')).toEqual([]);
    expect(stunsOf(state, 1)).toBe(0);
    expect(state.seats[1]!.focus).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------------

describe('OP-42 which pieces block line of sight', () => {
  // Kensei on the origin facing north aims a range-4 targeted attack at Tetsu on (1,-2). The piece
  // stands directly in front of Kensei on (0,-1). (1,-1) keeps an attack path open (R-BLOCK-PATH),
  // so only sight decides: a blocker directly in front hides every hex but itself (OP-42).
  const TARGET: Hex = { q: 1, r: -2 };
  function aim(terrain: [TerrainKind, Hex][], at: Hex = ORIGIN, target: Hex = TARGET) {
    const revealed = play(AIMED, { at, other: target, terrain });
    const d = decisionOf(revealed.state, 0)!;
    expect(d.kind).toBe('declareTarget');
    return then(revealed, [[0, { kind: 'target', seat: 1 }]]);
  }

  it('OP-42 R-RANGE-2 control: with nothing in front, the target is in sight and the attack lands', () => {
    const { state, events } = aim([]);
    expect(attacksOf(events)).toEqual([[{ hex: TARGET, target: 1, hit: true, blockedBy: null }]]);
    expect(state.seats[1]!.wounds).toBe(1);
  });

  it.each(OBSTACLES)('OP-42 R-LOS-2 a %s in front blocks sight: the targeted attack reaches nobody', (kind) => {
    const { state, events } = aim([[kind, N]]);
    expect(attacksOf(events)).toEqual([[]]);
    expect(state.seats[1]!.wounds).toBe(0);
  });

  it.each(ENTERABLE)('OP-42 R-LOS-3 R-TERRAIN-CALTROPS-1 OP-6 a %s in front does not block sight: the targeted attack lands', (kind) => {
    const { state, events } = aim([[kind, N]]);
    expect(attacksOf(events)).toEqual([[{ hex: TARGET, target: 1, hit: true, blockedBy: null }]]);
    expect(state.seats[1]!.wounds).toBe(1);
  });

  it('OP-42 R-TERRAIN-TORII-2 the torii passage does not block sight, its pillars do', () => {
    const pillars: [TerrainKind, Hex][] = [['torii', { q: -1, r: 0 }], ['torii', { q: 1, r: 0 }]];
    // Through the passage: from (0,2) to (0,-2), four hexes straight north across the origin.
    const passage = aim(pillars, { q: 0, r: 2 }, { q: 0, r: -2 });
    expect(passage.state.seats[1]!.wounds).toBe(1);
    // The same line with the passage filled (a rock on the origin) is broken.
    const filled = aim([...pillars, ['rock', ORIGIN]], { q: 0, r: 2 }, { q: 0, r: -2 });
    expect(attacksOf(filled.events)).toEqual([[]]);
    // Behind a pillar: from (1,2) to (1,-2) every line crosses the pillar on (1,0).
    const pillar = aim(pillars, { q: 1, r: 2 }, { q: 1, r: -2 });
    expect(attacksOf(pillar.events)).toEqual([[]]);
    expect(pillar.state.seats[1]!.wounds).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('16.2 boats', () => {
  it('R-TERRAIN-BOAT-1 a boat on the battlefield is a normal hex: entered and left without penalty, and it blocks nothing', () => {
    const { state } = play(STEP_TWO_OPTIONAL, { terrain: [['boat', N]], focus: 1 });
    const done = then({ state, events: [] }, [[0, stepA(0, 0)], [0, stepA(0, 0)]]);
    expect(done.state.seats[0]!.hex).toEqual({ q: 0, r: -2 });
    expect(eventsOf(done.events, 'entered')).toEqual([]);
    expect(eventsOf(done.events, 'collision')).toEqual([]);
    expect(stunsOf(done.state, 0)).toBe(0);
    expect(done.state.seats[0]!.focus).toBe(1);
  });

  it('R-TERRAIN-BOAT-2 a boat beside the board adds a hex: a step that would leave the battlefield now lands on the boat', () => {
    const small = hexagon(1).concat([FAR]);
    const BOAT: Hex = { q: 0, r: -2 }; // north of the hexagon of radius 1
    // Without the boat the hex does not exist: the optional step is not offered.
    const without = play(STEP_TWO_OPTIONAL, { hexes: small });
    const first = act(without.state, 0, stepA(0, 0));
    sameSet(moveOptions(first.state), [END]);
    // With the boat the path goes on onto it.
    const withBoat = play(STEP_TWO_OPTIONAL, { hexes: small, terrain: [['boat', BOAT]] });
    expect(viewFor(withBoat.state, 'spectator').board).toContainEqual(BOAT);
    const done = then(withBoat, [[0, stepA(0, 0)], [0, stepA(0, 0)]]);
    expect(done.state.seats[0]!.hex).toEqual(BOAT);
    expect(eventsOf(done.events, 'collision')).toEqual([]);
  });

  it('R-TERRAIN-BOAT-2 R-MOVE-COLLISION-1 beyond the boat the battlefield still ends: a forced step off it collides with the edge', () => {
    const small = hexagon(1).concat([FAR]);
    const BOAT: Hex = { q: 0, r: -2 };
    const { state } = play(STEP_THREE_FORCED, { hexes: small, terrain: [['boat', BOAT]] });
    const after = then({ state, events: [] }, [[0, stepA(0, 0)], [0, stepA(0, 0)], [0, stepA(0, 0)]]);
    expect(after.state.seats[0]!.hex).toEqual(BOAT);
    expect(eventsOf(after.events, 'collision')).toEqual([{ kind: 'collision', seat: 0, with: 'edge', hex: BOAT }]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('terrain placed in setup (createGame)', () => {
  // Decks of one card each, so the hands after setup are known: Kensei's N60 makes optional steps,
  // Tetsu's N61 does nothing.
  const N60 = testCard({ number: 'N60', types: ['meditation'], initiative: fixed(5), effects: [move(step(3, [0, 1, 3, 4, 5], false))] });
  const N61 = testCard({ number: 'N61', types: ['meditation'], initiative: fixed(3), effects: [] });
  const config = (terrain: TerrainKind[]): GameConfig => ({
    seed: 7, battlefield: TEST_BATTLEFIELD, terrain,
    seats: [{ character: 'kensei', deck: Array(10).fill('N60') }, { character: 'tetsu', deck: Array(10).fill('N61') }],
    definitions: { cards: [...TEST_CARDS, N60, N61], characters: TEST_CHARACTERS },
  });
  const START_SOUTH: Hex = { q: 0, r: 4 }; // Kensei's start hex (area 0 faces north)
  const START_NORTH: Hex = { q: 0, r: -4 };

  /** Place the figures and finish setup; both seats select their only card. */
  function toRound1(state: GameState): Applied {
    let current: Applied = { state, events: [] };
    current = then(current, [[1, { kind: 'placeFigure', hex: START_NORTH }], [0, { kind: 'placeFigure', hex: START_SOUTH }]]);
    expect(current.state.flow.at).toBe('select');
    return passWindows(then(current, [
      [0, { kind: 'select', card: current.state.seats[0]!.hand.find((c) => current.state.cards[c] === 'N60')! }],
      [1, { kind: 'select', card: current.state.seats[1]!.hand.find((c) => current.state.cards[c] === 'N61')! }],
    ])); // OP-68: the Reveal's replacement windows and the start-of-turn windows are passed
  }

  it('R-TERRAIN-TORII-2 R-SETUP-3 the torii is placed with a facing: two pillars, and the passage between them stays free', () => {
    const created = createGame(config(['torii']));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const { state } = created.value;
    const d = decisionOf(state, 0)!;
    expect(d.kind).toBe('placeTerrain');
    // Passage on (0,2) turned north-east: pillars on (1,1) and (-1,3).
    const option = { kind: 'placeTerrain' as const, terrain: 'torii' as const, hex: { q: 0, r: 2 }, facing: 1 };
    expect(d.options).toContainEqual(option);
    // A torii whose pillar would cover a start hex is not offered: passage (0,3) facing north covers (0,4).
    expect(d.options).not.toContainEqual({ kind: 'placeTerrain', terrain: 'torii', hex: { q: 0, r: 3 }, facing: 0 });
    expectRejected(state, 0, { kind: 'placeTerrain', terrain: 'torii', hex: { q: 0, r: 3 }, facing: 0 }, 'ILLEGAL_OPTION', 'R-SETUP-3');
    const placed = act(state, 0, option);
    expect(placed.state.terrain).toEqual({ '1,1': 'torii', '-1,3': 'torii' });

    // Round 1: Kensei walks north from (0,4) under the gate, between the two pillars.
    const round = toRound1(placed.state);
    // From (0,4) facing north: forward, forward-right and forward-left are free; back and back-left are off the board.
    sameSet(moveOptions(round.state), [stepA(0, 0), stepA(0, 1), stepA(0, 5), END]);
    const walked = then(round, [[0, stepA(0, 0)], [0, stepA(0, 0)], [0, stepA(0, 0)]]);
    expect(walked.state.seats[0]!.hex).toEqual({ q: 0, r: 1 });
    expect(eventsOf(walked.events, 'stepped').map((e) => e.to)).toEqual([{ q: 0, r: 3 }, { q: 0, r: 2 }, { q: 0, r: 1 }]);
    expect(eventsOf(walked.events, 'collision')).toEqual([]);
    expect(eventsOf(walked.events, 'entered')).toEqual([]);
    expect(stunsOf(walked.state, 0)).toBe(0);
  });

  it('OP-69 the torii is public: the placement event carries its facing, and every view lists the piece with its hexes, pillars and passage', () => {
    const created = createGame(config(['torii', 'rock']));
    if (!created.ok) throw new Error(created.error.message);
    const option = { kind: 'placeTerrain' as const, terrain: 'torii' as const, hex: { q: 0, r: 2 }, facing: 1 };
    const placed = act(created.value.state, 0, option);
    expect(eventsOf(placed.events, 'terrainPlaced')).toEqual([{ kind: 'terrainPlaced', seat: 0, terrain: 'torii', hex: { q: 0, r: 2 }, facing: 1 }]);
    const piece = { kind: 'torii', hex: { q: 0, r: 2 }, facing: 1, hexes: [{ q: 1, r: 1 }, { q: 0, r: 2 }, { q: -1, r: 3 }], pillars: [{ q: 1, r: 1 }, { q: -1, r: 3 }], passage: [{ q: 0, r: 2 }] };
    for (const viewer of [0, 1, 'spectator'] as const) expect(viewFor(placed.state, viewer).pieces).toEqual([piece]);
    // A one-hex piece: facing 0 in the event, no entry among the pieces; the piece survives a JSON round trip.
    const d = decisionOf(placed.state, 1)!;
    const rock = act(placed.state, 1, d.options[0]!);
    expect(eventsOf(rock.events, 'terrainPlaced')[0]).toMatchObject({ kind: 'terrainPlaced', terrain: 'rock', facing: 0 });
    const restored = restoreGame(rulesOf(rock.state), JSON.stringify(rock.state));
    if (!restored.ok) throw new Error(restored.error.message);
    expect(viewFor(restored.value, 1).pieces).toEqual([piece]);
    expect(viewFor(created.value.state, 0).pieces).toEqual([]);
  });

  it('R-TERRAIN-TORII-2 R-SETUP-3 the passage under a placed torii belongs to the gate: no other piece may be put on it', () => {
    // Kensei places the torii (passage on the origin, pillars north and south of it); Tetsu then places a rock.
    const created = createGame({ ...config(['torii', 'rock']) });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const gate = act(created.value.state, 0, { kind: 'placeTerrain', terrain: 'torii', hex: ORIGIN, facing: 0 });
    expect(gate.state.terrain).toEqual({ '0,-1': 'torii', '0,1': 'torii' });
    const d = decisionOf(gate.state, 1)!;
    expect(d.kind).toBe('placeTerrain');
    // A rock in the passage would close the free way under the gate that R-TERRAIN-TORII-2 guarantees.
    expect(d.options).not.toContainEqual({ kind: 'placeTerrain', terrain: 'rock', hex: ORIGIN });
    expectRejected(gate.state, 1, { kind: 'placeTerrain', terrain: 'rock', hex: ORIGIN }, 'ILLEGAL_OPTION', 'R-SETUP-3');
  });

  it('R-TERRAIN-BOAT-2 R-SETUP-3 a boat may be placed beside the board in setup; it becomes a battlefield hex a character can step onto', () => {
    const created = createGame(config(['boat']));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const { state } = created.value;
    const BOAT: Hex = { q: -1, r: 5 }; // beside the start hexes (-1,4) and (0,4)
    const d = decisionOf(state, 0)!;
    expect(d.options).toContainEqual({ kind: 'placeTerrain', terrain: 'boat', hex: BOAT });
    // Two hexes away from the board is not beside it.
    expectRejected(state, 0, { kind: 'placeTerrain', terrain: 'boat', hex: { q: -1, r: 6 } }, 'ILLEGAL_OPTION', 'R-SETUP-3');
    const placed = act(state, 0, { kind: 'placeTerrain', terrain: 'boat', hex: BOAT });
    expect(viewFor(placed.state, 'spectator').board).toContainEqual(BOAT);
    expect(viewFor(state, 'spectator').board).not.toContainEqual(BOAT); // the state before the placement is unchanged

    // Round 1: from (0,4) facing north, back-left (south-west) is the boat; back (south) is still off the board.
    const round = toRound1(placed.state);
    const options = moveOptions(round.state);
    expect(options).toContainEqual(stepA(0, 4));
    expect(options).not.toContainEqual(stepA(0, 3));
    const boarded = act(round.state, 0, stepA(0, 4));
    expect(boarded.state.seats[0]!.hex).toEqual(BOAT);
    expect(eventsOf(boarded.events, 'collision')).toEqual([]);
    expect(stunsOf(boarded.state, 0)).toBe(0);
  });
});
