import type { CardInput, CharacterInput, Effect, KamaePosition } from '@senjutsu/cards';
import { describe, expect, it, test } from 'vitest';
import { applyAction, createGame, createScenario, pendingDecisions, viewFor, type Action, type Applied, type GameEvent, type GameState } from './index';
import {
  act,
  actAll,
  decisionOf,
  eventsOf,
  scenario,
  selectCards,
  testCard,
  KENSEI,
  TEST_BATTLEFIELD,
  TEST_CARDS,
  TEST_CHARACTERS,
  TEST_DECK,
} from './testing';

// Section 5.1-5.3 and 5.5: the Kamae map (OP-2), path moves, jumps and focus points.
//
// Fixture maps (packages/engine/src/testing/fixtures.ts):
//   kensei: neutral - aggression, neutral - balance, neutral - determination,
//           aggression - f1 (focus point) - balance, determination -> aggression (one-way)
//   tetsu:  n - b, b - d, n - a, b -> fp (one-way), fp -> b (one-way)

const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const meditation = (number: string, effects: Effect[], rest: Partial<CardInput> = {}): CardInput =>
  testCard({ number, types: ['meditation'], initiative: fixed(6), effects, ...rest });

const CARDS: CardInput[] = [
  meditation('K01', [{ kind: 'kamaePath', max: 1 }]),
  meditation('K02', [{ kind: 'kamaePath', max: 2 }]),
  meditation('K03', [{ kind: 'kamaePath', max: 3 }]),
  meditation('K04', [{ kind: 'kamaeJump', to: 'any' }]),
  meditation('K05', [{ kind: 'kamaeJump', to: 'determination' }]),
  meditation('K06', [{ kind: 'kamaeJump', to: 'balance' }]),
  meditation('K07', [{ kind: 'kamaeJump', to: 'neutral' }]),
  // One Kamae effect per position, each with its own observable outcome.
  meditation('K08', [
    { kind: 'kamae', position: 'neutral', effects: [{ kind: 'focus', amount: 1 }] },
    { kind: 'kamae', position: 'aggression', effects: [{ kind: 'focus', amount: 2 }] },
    { kind: 'kamae', position: 'balance', effects: [{ kind: 'focus', amount: 3 }] },
    { kind: 'kamae', position: 'determination', effects: [{ kind: 'draw', count: 1, upTo: false }] },
  ]),
  // The position counts when the Kamae effect is reached, after the jump above it.
  meditation('K09', [
    { kind: 'kamaeJump', to: 'balance' },
    { kind: 'kamae', position: 'aggression', effects: [{ kind: 'focus', amount: 1 }] },
    { kind: 'kamae', position: 'balance', effects: [{ kind: 'focus', amount: 2 }] },
  ]),
  meditation('K10', [{ kind: 'focus', amount: 1 }], { kamaeRequirement: 'balance' }),
  // A Kamae requirement is checked at selection only: leaving the position does not stop the card.
  meditation('K11', [{ kind: 'kamaeJump', to: 'aggression' }, { kind: 'focus', amount: 1 }], { kamaeRequirement: 'balance' }),
  // A path move that comes after a focus gain on the same card.
  meditation('K12', [{ kind: 'kamaePath', max: 1 }, { kind: 'kamaeJump', to: 'any' }]),
  // The opponent's idle card: resolves last and does nothing.
  testCard({ number: 'K90', types: ['meditation'], initiative: fixed(1), effects: [] }),
];

/**
 * A map authored only as data (OP-2): a focus point "hub" joined to three positions, so leaving it
 * offers a real choice, and a focus point "loop" whose only exit leads elsewhere than its entry.
 * n - ag, n - ba, ag - hub, hub - ba, hub - de, ag -> loop -> n (one-way).
 */
const KITSUNE: CharacterInput = {
  ...KENSEI,
  id: 'kitsune',
  symbol: 'F',
  coreCard: 'T01',
  kamae: {
    nodes: [
      { id: 'n', kind: 'neutral' },
      { id: 'ag', kind: 'aggression' },
      { id: 'ba', kind: 'balance' },
      { id: 'de', kind: 'determination' },
      { id: 'hub', kind: 'focus' },
      { id: 'loop', kind: 'focus' },
    ],
    paths: [
      { from: 'n', to: 'ag', oneWay: false },
      { from: 'n', to: 'ba', oneWay: false },
      { from: 'ag', to: 'hub', oneWay: false },
      { from: 'hub', to: 'ba', oneWay: false },
      { from: 'hub', to: 'de', oneWay: false },
      { from: 'ag', to: 'loop', oneWay: true },
      { from: 'loop', to: 'n', oneWay: true },
    ],
  },
};

type Who = 'kensei' | 'tetsu' | 'kitsune';
type Start = { kamae?: KamaePosition; focus?: number };

/** Seat 0 (`who`) holds `card`; seat 1 holds an idle card. Both decks hold idle cards for round 2. */
function setUp(who: Who, card: string, start: Start = {}): GameState {
  const other = who === 'tetsu' ? 'kensei' : 'tetsu';
  return scenario()
    .character(KITSUNE)
    .card(...CARDS)
    .seat(who, { q: 0, r: 2 }, 0, { ...start, hand: [card, 'K90'], deck: ['K90', 'K90', 'K90'] })
    .seat(other, { q: 0, r: -2 }, 3, { hand: ['K90'], deck: ['K90', 'K90', 'K90'] })
    .build().state;
}

/** Seat 0 plays `card` against an idle opponent: the state at seat 0's first decision of the Resolve step. */
function play(who: Who, card: string, start: Start = {}): Applied {
  return selectCards(setUp(who, card, start), { 0: card, 1: 'K90' });
}

const stepTo = (node: string): Action => ({ kind: 'kamaeStep', node });
const jumpTo = (node: string): Action => ({ kind: 'kamaeJump', node });
const END: Action = { kind: 'endKamae' };

/** The nodes a pending Kamae decision of seat 0 offers, sorted. */
function offered(state: GameState): string[] {
  const d = decisionOf(state, 0);
  return (d?.options ?? []).flatMap((o) => ('node' in o ? [o.node] : [])).sort();
}

/** Seat 0 has no Kamae decision left this round: the game went on to the next Select step. */
function kamaeDone(state: GameState): void {
  expect(state.flow.at).toBe('select');
  expect(state.round).toBe(2);
}

const gained = (events: readonly GameEvent[]) => eventsOf(events, 'focusGained').filter((e) => e.seat === 0);
const ringMoves = (events: readonly GameEvent[]) => eventsOf(events, 'kamaeChanged').filter((e) => e.seat === 0);

/** Apply an illegal action: it must be rejected and leave the state as it was. */
function rejected(state: GameState, seat: number, action: Action) {
  const before = JSON.stringify(state);
  const result = applyAction(state, seat, action);
  expect(result.ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error('accepted');
  return result.error;
}

describe('5.1 the Kamae map and its positions', () => {
  // Row: character, ring on, the nodes one path move step may reach (the map's own paths and arrows).
  test.each<[Who, KamaePosition, string[]]>([
    ['kensei', 'neutral', ['aggression', 'balance', 'determination']],
    ['kensei', 'aggression', ['f1', 'neutral']], // determination -> aggression is one-way
    ['kensei', 'balance', ['f1', 'neutral']],
    ['kensei', 'determination', ['aggression', 'neutral']],
    ['tetsu', 'neutral', ['a', 'b']],
    ['tetsu', 'aggression', ['n']],
    ['tetsu', 'balance', ['d', 'fp', 'n']],
    ['tetsu', 'determination', ['b']],
    ['kitsune', 'aggression', ['hub', 'loop', 'n']],
    ['kitsune', 'neutral', ['ag', 'ba']], // loop -> n is one-way
    ['kitsune', 'determination', ['hub']],
  ])('R-KAMAE-1 OP-2 R-KAMAE-PATH-1 %s in %s may step along its own map to %j', (who, kamae, nodes) => {
    const { state } = play(who, 'K01', { kamae });
    const d = decisionOf(state, 0)!;
    expect(d.kind).toBe('kamaePath');
    expect(offered(state)).toEqual(nodes);
    expect(d.options).toContainEqual(END);
  });

  it('R-KAMAE-1 the same path move from Balance leads to different places on two characters\' maps', () => {
    const kensei = play('kensei', 'K01', { kamae: 'balance' }).state;
    const tetsu = play('tetsu', 'K01', { kamae: 'balance' }).state;
    expect(offered(kensei)).not.toEqual(offered(tetsu));
    // Determination is one path from Balance on Tetsu's map, none on Kensei's.
    expect(act(tetsu, 0, stepTo('d')).state.seats[0]!.kamae).toBe('d');
    expect(rejected(kensei, 0, stepTo('determination')).code).toBe('KAMAE_NOT_CONNECTED');
  });

  it('OP-2 a map is data: a character whose map has a different layout moves on that layout', () => {
    const { state } = play('kitsune', 'K01', { kamae: 'aggression' });
    const after = act(state, 0, stepTo('hub'));
    // The focus point of this map has two exits besides the start, so the player chooses.
    expect(decisionOf(after.state, 0)!.kind).toBe('kamaeFocusExit');
    expect(offered(after.state)).toEqual(['ba', 'de']);
    const done = act(after.state, 0, stepTo('de'));
    expect(done.state.seats[0]!.kamae).toBe('de');
    expect(done.state.seats[0]!.focus).toBe(1);
  });

  it('OP-2 R-KAMAE-2 a map without one of the four positions is refused as data', () => {
    const broken: CharacterInput = {
      ...KITSUNE,
      id: 'broken',
      kamae: { nodes: KITSUNE.kamae.nodes.filter((n) => n.kind !== 'determination'), paths: KITSUNE.kamae.paths.filter((p) => p.to !== 'de') },
    };
    const spec = scenario()
      .character(broken)
      .seat('broken', { q: 0, r: 2 }, 0, { hand: ['K90'] })
      .seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['K90'] })
      .card(...CARDS)
      .toSpec();
    const result = createScenario(spec);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('INVALID_SCENARIO');
  });

  // Row: position of the ring; K08 carries one Kamae effect per position (R-KAMAE-3: one colour each).
  test.each<[KamaePosition, { focus: number; hand: number }]>([
    ['neutral', { focus: 1, hand: 1 }],
    ['aggression', { focus: 2, hand: 1 }],
    ['balance', { focus: 3, hand: 1 }],
    ['determination', { focus: 0, hand: 2 }],
  ])('R-KAMAE-2 R-KAMAE-3 R-KAMAE-4 in %s only the Kamae effect of that position resolves', (kamae, expected) => {
    // Seat 0 holds K08 and K90; after the round its hand is K90 + the round-2 draw (+ the Determination draw).
    const { state, events } = play('kensei', 'K08', { kamae });
    kamaeDone(state); // R-KAMAE-4: mandatory, so no decision was asked
    expect(state.seats[0]!.focus).toBe(expected.focus);
    expect(state.seats[0]!.hand.length).toBe(1 + expected.hand);
    expect(eventsOf(events, 'drew').filter((e) => e.seat === 0).length).toBe(expected.hand);
  });

  test.each<[KamaePosition, number]>([
    ['aggression', 2], // jumped to Balance before the Kamae effects are reached
    ['neutral', 2],
    ['balance', 2],
  ])('R-KAMAE-4 the position when the Kamae effect is reached counts, not the one at selection (from %s)', (kamae, focus) => {
    const { state } = play('kensei', 'K09', { kamae });
    expect(state.seats[0]!.kamae).toBe('balance');
    expect(state.seats[0]!.focus).toBe(focus);
  });

  it('R-KAMAE-4 a Kamae effect of another position than the ring\'s is skipped', () => {
    // T24: "in Balance: +2 focus", an optional fee (unaffordable here), then a jump to Balance.
    const { state } = play('kensei', 'T24', { kamae: 'neutral' });
    expect(state.seats[0]!.kamae).toBe('balance');
    expect(state.seats[0]!.focus).toBe(0);
  });

  // Row: ring position at selection; K10 requires Balance.
  test.each<[KamaePosition, boolean]>([
    ['neutral', false],
    ['aggression', false],
    ['balance', true],
    ['determination', false],
  ])('R-KAMAE-5 R-ROUND-SELECT-3 a card requiring Balance, ring in %s: selectable %s', (kamae, selectable) => {
    const state = setUp('kensei', 'K10', { kamae });
    const card = state.seats[0]!.hand.find((c) => state.cards[c] === 'K10')!;
    const select: Action = { kind: 'select', card };
    const options = decisionOf(state, 0)!.options;
    if (selectable) {
      expect(options).toContainEqual(select);
      expect(applyAction(state, 0, select).ok).toBe(true);
    } else {
      expect(options).not.toContainEqual(select);
      const error = rejected(state, 0, select);
      expect(error.code).toBe('KAMAE_REQUIRED');
      expect(error.rule).toBe('R-ROUND-SELECT-3');
    }
  });

  it('R-KAMAE-5 the requirement is checked at selection: leaving the position while resolving does not stop the card', () => {
    const { state } = play('kensei', 'K11', { kamae: 'balance' });
    expect(state.seats[0]!.kamae).toBe('aggression');
    expect(state.seats[0]!.focus).toBe(1);
  });

  it('R-KAMAE-6 every character starts a new game in Neutral, and the ring is shown there', () => {
    const created = createGame({
      seed: 7,
      battlefield: TEST_BATTLEFIELD,
      seats: [
        { character: 'kensei', deck: TEST_DECK, weapons: ['T70'] },
        { character: 'tetsu', deck: TEST_DECK, weapons: ['T71'] },
      ],
      definitions: { cards: TEST_CARDS, characters: TEST_CHARACTERS },
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    let state = created.value.state;
    for (let i = 0; i < 50 && state.flow.at !== 'select'; i++) {
      const d = pendingDecisions(state)[0]!;
      const last = d.options[d.options.length - 1]!; // place figures, then stop preparing
      state = act(state, d.seat, d.kind === 'placeFigure' ? d.options[0]! : last).state;
    }
    expect(state.flow.at).toBe('select');
    expect(state.seats.map((s) => s.kamae)).toEqual(['neutral', 'n']);
    expect(viewFor(state, 'spectator').seats.map((s) => s.kamae)).toEqual(['neutral', 'n']);
  });

  it('R-KAMAE-6 a scenario seat without a Kamae position starts in Neutral', () => {
    const state = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 2 }, 0, { hand: ['K90'] })
      .seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['K90'] })
      .build().state;
    expect(state.seats.map((s) => s.kamae)).toEqual(['neutral', 'n']);
  });
});

describe('R-KAMAE-7 two mechanisms: path move and jump', () => {
  // Row: card, Kamae actions, end, focus gained, how the ring moved. Kensei starts in Aggression.
  test.each<[string, string, Action[], string, number, 'path' | 'jump']>([
    ['path move to Balance crosses the focus point', 'K01', [stepTo('f1')], 'balance', 1, 'path'],
    ['jump to Balance skips the focus point', 'K06', [], 'balance', 0, 'jump'],
    ['jump to Determination against the one-way path', 'K05', [], 'determination', 0, 'jump'],
    ['"any" jump to Determination', 'K04', [jumpTo('determination')], 'determination', 0, 'jump'],
  ])('R-KAMAE-7 R-KAMAE-JUMP-1 R-KAMAE-JUMP-4 from Aggression: %s', (_name, card, actions, end, focus, how) => {
    const start = play('kensei', card, { kamae: 'aggression' });
    const done = actAll(start.state, actions.map((a): [number, Action] => [0, a]));
    const events = [...start.events, ...done.events];
    kamaeDone(done.state);
    expect(done.state.seats[0]!.kamae).toBe(end);
    expect(done.state.seats[0]!.focus).toBe(focus);
    expect(ringMoves(events).every((e) => e.how === how)).toBe(true);
    expect(ringMoves(events).at(-1)).toMatchObject({ to: end });
  });

  it('R-KAMAE-7 R-KAMAE-PATH-3 the path move cannot reach Determination from Aggression where the jump can', () => {
    const { state } = play('kensei', 'K01', { kamae: 'aggression' });
    expect(offered(state)).not.toContain('determination');
    expect(rejected(state, 0, stepTo('determination')).code).toBe('KAMAE_NOT_CONNECTED');
  });
});

describe('5.2 path move', () => {
  // Row: card (max X), start, steps, end. Every step crosses one path.
  test.each<[string, KamaePosition, string[], string]>([
    ['K01', 'neutral', ['aggression'], 'aggression'],
    ['K02', 'neutral', ['aggression', 'neutral'], 'neutral'],
    ['K02', 'determination', ['aggression', 'neutral'], 'neutral'],
    ['K03', 'neutral', ['balance', 'neutral', 'determination'], 'determination'],
  ])('R-KAMAE-PATH-1 %s from %s: steps %j end in %s and no more', (card, kamae, steps, end) => {
    let state = play('kensei', card, { kamae }).state;
    const max = steps.length;
    steps.forEach((node, i) => {
      const d = decisionOf(state, 0)!;
      expect(d.kind).toBe('kamaePath');
      expect(d.context).toEqual({ left: max - i });
      state = act(state, 0, stepTo(node)).state;
      if (i < max - 1) expect(state.seats[0]!.kamae).toBe(node);
    });
    expect(state.seats[0]!.kamae).toBe(end);
    kamaeDone(state); // the X-th step ends the path move
  });

  // Row: steps taken out of 3 (R-KAMAE-PATH-2: 0 to X), end.
  test.each<[string[], string]>([
    [[], 'neutral'],
    [['aggression'], 'aggression'],
    [['aggression', 'neutral'], 'neutral'],
  ])('R-KAMAE-PATH-2 a path move of up to 3 may stop after %j', (steps, end) => {
    const start = play('kensei', 'K03', { kamae: 'neutral' });
    const done = actAll(start.state, [...steps.map((n): [number, Action] => [0, stepTo(n)]), [0, END]]);
    expect(done.state.seats[0]!.kamae).toBe(end);
    expect(ringMoves(done.events).length).toBe(steps.length);
    kamaeDone(done.state);
  });

  it('R-KAMAE-PATH-2 every path move decision offers to stop', () => {
    const { state } = play('kensei', 'K02', { kamae: 'neutral' });
    expect(decisionOf(state, 0)!.options).toContainEqual(END);
    expect(decisionOf(act(state, 0, stepTo('balance')).state, 0)!.options).toContainEqual(END);
  });

  // Row: character, ring on, a node that is not one path away along the arrows.
  test.each<[Who, KamaePosition, string]>([
    ['kensei', 'aggression', 'determination'], // against the one-way arrow
    ['kensei', 'neutral', 'f1'], // not joined
    ['tetsu', 'determination', 'fp'], // not joined
    ['tetsu', 'aggression', 'b'], // two paths away
  ])('R-KAMAE-PATH-3 R-KAMAE-PATH-1 %s in %s cannot step to %s', (who, kamae, node) => {
    const { state } = play(who, 'K01', { kamae });
    expect(offered(state)).not.toContain(node);
    const error = rejected(state, 0, stepTo(node));
    expect(error.code).toBe('KAMAE_NOT_CONNECTED');
    expect(error.rule).toBe('R-KAMAE-PATH-3');
  });

  it('R-KAMAE-PATH-3 a one-way path is travelled in its direction', () => {
    const { state } = play('kensei', 'K01', { kamae: 'determination' });
    expect(act(state, 0, stepTo('aggression')).state.seats[0]!.kamae).toBe('aggression');
  });
});

describe('5.3 jump', () => {
  // Row: character, start, card, end.
  test.each<[Who, KamaePosition, string, string]>([
    ['kensei', 'aggression', 'K05', 'determination'], // only a one-way path leads the other way
    ['tetsu', 'aggression', 'K05', 'd'], // three paths away
    ['tetsu', 'determination', 'K06', 'b'],
    ['kensei', 'aggression', 'K07', 'neutral'], // R-KAMAE-JUMP-3 note: Neutral when the effect names it
  ])('R-KAMAE-JUMP-1 R-KAMAE-JUMP-2 %s in %s plays %s: the ring is put on %s at once', (who, kamae, card, end) => {
    const { state, events } = play(who, card, { kamae });
    kamaeDone(state); // no decision: the jump is mandatory and direct
    expect(state.seats[0]!.kamae).toBe(end);
    expect(ringMoves(events)).toEqual([{ kind: 'kamaeChanged', seat: 0, from: expect.any(String), to: end, how: 'jump' }]);
  });

  it('R-KAMAE-JUMP-2 a jump to "any Kamae" cannot be declined', () => {
    const { state } = play('kensei', 'K04', { kamae: 'neutral' });
    const d = decisionOf(state, 0)!;
    expect(d.kind).toBe('kamaeJump');
    expect(d.options.every((o) => o.kind === 'kamaeJump')).toBe(true);
    expect(rejected(state, 0, END).code).toBe('ILLEGAL_OPTION');
  });

  test.each<[Who, string[], string]>([
    ['kensei', ['aggression', 'balance', 'determination'], 'neutral'],
    ['tetsu', ['a', 'b', 'd'], 'n'],
  ])('R-KAMAE-JUMP-3 R-KAMAE-JUMP-4 %s jumping to "any Kamae" may choose %j, never Neutral or a focus point', (who, nodes, neutral) => {
    const { state } = play(who, 'K04', { kamae: 'aggression' });
    expect(offered(state)).toEqual(nodes);
    const error = rejected(state, 0, jumpTo(neutral));
    expect(error.code).toBe('ILLEGAL_OPTION');
    expect(error.rule).toBe('R-KAMAE-JUMP-3');
    expect(rejected(state, 0, jumpTo(who === 'kensei' ? 'f1' : 'fp')).code).toBe('ILLEGAL_OPTION');
  });

  it('R-KAMAE-JUMP-4 a jump never gains focus, even across a focus point', () => {
    const { state, events } = play('kensei', 'K06', { kamae: 'aggression', focus: 1 });
    expect(state.seats[0]!.kamae).toBe('balance');
    expect(state.seats[0]!.focus).toBe(1);
    expect(gained(events)).toEqual([]);
  });

  it('R-KAMAE-JUMP-4 a jump chosen as "any Kamae" gains no focus', () => {
    const { state } = play('tetsu', 'K04', { kamae: 'determination' });
    const done = act(state, 0, jumpTo('b'));
    expect(done.state.seats[0]!.kamae).toBe('b');
    expect(done.state.seats[0]!.focus).toBe(0);
    expect(gained(done.events)).toEqual([]);
  });
});

describe('5.5 gaining focus on the Kamae map', () => {
  // Row: character, card, start, steps (and focus exits), end, focus gained.
  test.each<[string, Who, string, KamaePosition, string[], string, number]>([
    ['enters the point and continues to the other position', 'kensei', 'K01', 'aggression', ['f1'], 'balance', 1],
    ['enters from the other side', 'kensei', 'K01', 'balance', ['f1'], 'aggression', 1],
    ['continues for free, then takes its second step', 'kensei', 'K02', 'aggression', ['f1', 'neutral'], 'neutral', 1],
    ['cannot leave but to the start: returns there', 'tetsu', 'K01', 'balance', ['fp'], 'b', 1],
    ['leaves the point to b, because the move began in d', 'tetsu', 'K02', 'determination', ['b', 'fp'], 'b', 1],
    ['returns to the start, then uses its second step', 'tetsu', 'K02', 'balance', ['fp', 'd'], 'd', 1],
    ['whose only exit is its start returns there, not to the point\'s entry', 'kitsune', 'K02', 'neutral', ['ag', 'loop'], 'n', 1],
    ['leaves the point by its only exit, which is not the start', 'kitsune', 'K01', 'aggression', ['loop'], 'n', 1],
    ['crosses the point twice', 'kensei', 'K03', 'aggression', ['f1', 'f1', 'neutral'], 'neutral', 2],
  ])('R-FOCUS-POINT-1 R-FOCUS-POINT-2 R-FOCUS-POINT-3 R-FOCUS-POINT-4 a path move %s (%s, %s from %s)', (_name, who, card, kamae, steps, end, focus) => {
    const start = play(who, card, { kamae });
    const done = actAll(start.state, steps.map((n): [number, Action] => [0, stepTo(n)]));
    expect(done.state.seats[0]!.kamae).toBe(end);
    expect(done.state.seats[0]!.focus).toBe(focus);
    expect(gained(done.events).map((e) => e.amount)).toEqual(Array(focus).fill(1));
    kamaeDone(done.state); // the continuation off a point never used up a step
  });

  it('R-FOCUS-POINT-1 the focus is gained the moment the ring reaches the point', () => {
    const { state } = play('kensei', 'K02', { kamae: 'neutral' });
    const onPoint = actAll(state, [[0, stepTo('aggression')], [0, stepTo('f1')]]);
    expect(decisionOf(onPoint.state, 0)!.kind).toBe('kamaeFocusExit');
    expect(onPoint.state.seats[0]!.focus).toBe(1);
    expect(gained(onPoint.events)).toEqual([{ kind: 'focusGained', seat: 0, amount: 1, lost: 0 }]);
  });

  it('R-FOCUS-POINT-2 the ring must leave the point to a position other than the start of the move', () => {
    // Kensei began in Neutral: both Aggression and Balance differ from it.
    const { state } = play('kensei', 'K02', { kamae: 'neutral' });
    const onPoint = actAll(state, [[0, stepTo('aggression')], [0, stepTo('f1')]]).state;
    const d = decisionOf(onPoint, 0)!;
    expect(d.kind).toBe('kamaeFocusExit');
    expect(d.rule).toBe('R-FOCUS-POINT-2');
    expect(offered(onPoint)).toEqual(['aggression', 'balance']);
    expect(d.options).not.toContainEqual(END); // it cannot stay on the point
    expect(rejected(onPoint, 0, END).code).toBe('ILLEGAL_OPTION');
    const done = act(onPoint, 0, stepTo('balance'));
    expect(done.state.seats[0]!.kamae).toBe('balance');
    kamaeDone(done.state); // both steps used: entering the point was the second
  });

  it('R-FOCUS-POINT-2 the start of the move is not offered even where a path leads to it', () => {
    const { state } = play('kitsune', 'K01', { kamae: 'aggression' });
    const onPoint = act(state, 0, stepTo('hub')).state;
    expect(offered(onPoint)).toEqual(['ba', 'de']);
    // ag - hub is a two-way path: what forbids the step is R-FOCUS-POINT-2, not a missing path.
    const error = rejected(onPoint, 0, stepTo('ag'));
    expect(error.code).toBe('ILLEGAL_OPTION');
    expect(error.rule).toBe('R-FOCUS-POINT-2');
  });

  it('R-FOCUS-POINT-3 the continuation is free: with steps left the path move goes on from the new position', () => {
    const { state } = play('kitsune', 'K02', { kamae: 'aggression' });
    const exit = actAll(state, [[0, stepTo('hub')], [0, stepTo('ba')]]).state;
    const d = decisionOf(exit, 0)!;
    expect(d.kind).toBe('kamaePath');
    expect(d.context).toEqual({ left: 1 });
    expect(offered(exit)).toEqual(['hub', 'n']);
  });

  it('R-FOCUS-POINT-4 the focus is kept when the ring returns to the start', () => {
    const { state, events } = act(play('tetsu', 'K01', { kamae: 'balance', focus: 2 }).state, 0, stepTo('fp'));
    expect(state.seats[0]!.kamae).toBe('b');
    expect(state.seats[0]!.focus).toBe(3);
    expect(gained(events)).toEqual([{ kind: 'focusGained', seat: 0, amount: 1, lost: 0 }]);
  });

  it('R-FOCUS-POINT-1 R-KAMAE-JUMP-4 only the path move gains focus: a path move then a jump on one card', () => {
    const { state } = play('kensei', 'K12', { kamae: 'balance' });
    const done = actAll(state, [[0, stepTo('f1')], [0, jumpTo('balance')]]);
    expect(done.state.seats[0]!.kamae).toBe('balance');
    expect(done.state.seats[0]!.focus).toBe(1);
    expect(gained(done.events).length).toBe(1);
  });
});
