import type { CardInput, Effect, KamaePosition } from '@senjutsu/cards';
import { describe, expect, it, test } from 'vitest';
import { applyAction, createScenario, viewFor, type Action, type Applied, type GameEvent, type GameState } from './index';
import { act, actAll, decisionOf, eventsOf, hit, scenario, selectCards, testCard } from './testing';

// Sections 5.4 and 5.6: the focus pool, its cap (OP-43) and the mandatory and optional focus fees.

const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const meditation = (number: string, effects: Effect[], rest: Partial<CardInput> = {}): CardInput =>
  testCard({ number, types: ['meditation'], initiative: fixed(6), effects, ...rest });
const draw1: Effect = { kind: 'draw', count: 1, upTo: false };

const CARDS: CardInput[] = [
  meditation('K30', [{ kind: 'focus', amount: 1 }]),
  meditation('K31', [{ kind: 'focus', amount: 2 }]),
  meditation('K32', [{ kind: 'focus', amount: 3 }]),
  // Mandatory focus fees of 1, 2 and 3.
  meditation('K33', [{ kind: 'kamaeJump', to: 'balance' }], { focusFee: 1 }),
  meditation('K34', [], { focusFee: 2 }),
  meditation('K35', [], { focusFee: 3 }),
  // An optional focus effect, then an effect that does not depend on it.
  meditation('K36', [{ kind: 'optionalFee', fee: 1, effects: [draw1] }, { kind: 'kamaeJump', to: 'balance' }]),
  // Focus gained earlier on the same card can pay the optional fee when it is reached.
  meditation('K37', [{ kind: 'focus', amount: 1 }, { kind: 'optionalFee', fee: 1, effects: [draw1] }]),
  // An alternative initiative for a fee (R-FOCUS-FEE-5).
  meditation('K38', [], { initiative: fixed(5), alternativeInitiative: { value: 9, fee: 1 } }),
  // A mandatory fee and an alternative initiative on one card.
  meditation('K39', [], { initiative: fixed(5), focusFee: 1, alternativeInitiative: { value: 9, fee: 1 } }),
  // An attack whose extra hex (forward-right) costs 1 focus (R-FOCUS-FEE-6, -7).
  testCard({
    number: 'K40', types: ['attack'], initiative: fixed(5),
    effects: [{ kind: 'attack', hexes: [hit(0, -1)], extra: { fee: 1, hexes: [hit(1, -1)] } }],
  }),
  // The same attack after a focus gain on the same card.
  testCard({
    number: 'K41', types: ['attack'], initiative: fixed(5),
    effects: [{ kind: 'focus', amount: 1 }, { kind: 'attack', hexes: [hit(0, -1)], extra: { fee: 1, hexes: [hit(1, -1)] } }],
  }),
  // A plain attack straight ahead at initiative 5.
  testCard({ number: 'K44', types: ['attack'], initiative: fixed(5), effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] }),
  // A block behind the blocker; for 1 focus also the hex ahead (R-FOCUS-FEE-6, R-SEQ-BLOCK-1).
  testCard({
    number: 'K42', types: ['block'], initiative: fixed(5),
    effects: [{ kind: 'block', hexes: [{ q: 0, r: 1 }], extra: { fee: 1, hexes: [{ q: 0, r: -1 }] } }],
  }),
  testCard({
    number: 'K45', types: ['block'], initiative: fixed(6),
    effects: [{ kind: 'block', hexes: [{ q: 0, r: 1 }], extra: { fee: 1, hexes: [{ q: 0, r: -1 }] } }],
  }),
  meditation('K43', [], { initiative: fixed(7) }),
  // An attack card whose optional fee buys a (mandatory) step forward before the attack.
  testCard({
    number: 'K47', types: ['attack'], initiative: fixed(5),
    effects: [
      { kind: 'optionalFee', fee: 1, effects: [{ kind: 'move', parts: [{ kind: 'step', count: 1, directions: [0], mandatory: true }], ordered: false }] },
      { kind: 'attack', hexes: [hit(0, -1)] },
    ],
  }),
  // A Kamae path move, for focus from a focus point.
  meditation('K46', [{ kind: 'kamaePath', max: 1 }]),
  // The idle card: resolves last and does nothing.
  testCard({ number: 'K90', types: ['meditation'], initiative: fixed(1), effects: [] }),
];

type Hex = { q: number; r: number };
type SeatSetup = { hand: string[]; hex?: Hex; facing?: number; focus?: number; kamae?: KamaePosition };

/** Kensei (seat 0) faces north from (0,0); Tetsu (seat 1) faces south from (0,-3) unless placed. */
function setUp(kensei: SeatSetup, tetsu: SeatSetup = { hand: ['K90'] }): GameState {
  const idle = ['K90', 'K90', 'K90'];
  return scenario()
    .card(...CARDS)
    .seat('kensei', kensei.hex ?? { q: 0, r: 0 }, kensei.facing ?? 0, { kamae: kensei.kamae, focus: kensei.focus ?? 0, hand: kensei.hand, deck: idle })
    .seat('tetsu', tetsu.hex ?? { q: 0, r: -3 }, tetsu.facing ?? 3, { kamae: tetsu.kamae, focus: tetsu.focus ?? 0, hand: tetsu.hand, deck: idle })
    .build().state;
}

/** Kensei plays `card` (holding K90 beside it) against Tetsu's idle card. */
const play = (card: string, kensei: Omit<SeatSetup, 'hand'> = {}, tetsu: SeatSetup = { hand: ['K90'] }): Applied =>
  selectCards(setUp({ ...kensei, hand: [card, 'K90'] }, tetsu), { 0: card, 1: tetsu.hand[0]! });

const pay = (yes: boolean): Action => ({ kind: 'payFee', pay: yes });

/** Apply an illegal action: it must be rejected and leave the state as it was. */
function rejected(state: GameState, seat: number, action: Action) {
  const before = JSON.stringify(state);
  const result = applyAction(state, seat, action);
  expect(result.ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error('accepted');
  return result.error;
}

const paid = (events: readonly GameEvent[], seat = 0) => eventsOf(events, 'focusPaid').filter((e) => e.seat === seat);
const indexOf = (events: readonly GameEvent[], kind: GameEvent['kind']) => events.findIndex((e) => e.kind === kind);

/** The round is over and seat 0 chooses again: nothing of the card is left to decide. */
function roundOver(state: GameState): void {
  expect(state.flow.at).toBe('select');
  expect(state.round).toBe(2);
}

describe('5.4 focus', () => {
  it('R-FOCUS-1 focus is a count of tokens every player can see', () => {
    const { state } = play('K31', { focus: 1 });
    expect(state.seats[0]!.focus).toBe(3);
    for (const viewer of [0, 1, 'spectator'] as const) expect(viewFor(state, viewer).seats[0]!.focus).toBe(3);
  });

  // Row: focus before, gain, focus after, gained, lost.
  test.each<[number, string, number, number, number]>([
    [0, 'K30', 1, 1, 0],
    [0, 'K32', 3, 3, 0],
    [1, 'K31', 3, 2, 0],
    [2, 'K31', 3, 1, 1],
    [2, 'K32', 3, 1, 2],
    [3, 'K30', 3, 0, 1],
  ])('R-FOCUS-2 OP-43 with %i focus, %s: %i focus, %i gained and %i lost', (before, card, after, gained, lost) => {
    const { state, events } = play(card, { focus: before });
    expect(state.seats[0]!.focus).toBe(after);
    expect(eventsOf(events, 'focusGained').filter((e) => e.seat === 0)).toEqual([{ kind: 'focusGained', seat: 0, amount: gained, lost }]);
  });

  it('R-FOCUS-2 OP-43 R-FOCUS-POINT-1 focus from a focus point at the cap is lost; the ring still moves on', () => {
    const { state } = play('K46', { focus: 3, kamae: 'aggression' });
    const { state: after, events } = act(state, 0, { kind: 'kamaeStep', node: 'f1' });
    expect(after.seats[0]!.focus).toBe(3);
    expect(after.seats[0]!.kamae).toBe('balance');
    expect(eventsOf(events, 'focusGained')).toEqual([{ kind: 'focusGained', seat: 0, amount: 0, lost: 1 }]);
  });

  it('R-FOCUS-2 a character cannot be set up with more than 3 focus', () => {
    const spec = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 0 }, 0, { focus: 4, hand: ['K90'] })
      .seat('tetsu', { q: 0, r: -3 }, 3, { hand: ['K90'] })
      .toSpec();
    const result = createScenario(spec);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('INVALID_SCENARIO');
  });

  it('R-FOCUS-3 spent focus leaves the game: no one receives it and it does not come back', () => {
    const { state, events } = play('K34', { focus: 3 }, { hand: ['K90'], focus: 1 });
    expect(paid(events)).toEqual([{ kind: 'focusPaid', seat: 0, amount: 2, reason: 'mandatoryFee' }]);
    roundOver(state); // after the discard step and the next draw
    expect(state.seats[0]!.focus).toBe(1);
    expect(state.seats[1]!.focus).toBe(1);
    expect(eventsOf(events, 'focusGained')).toEqual([]);
    expect(eventsOf(events, 'focusRefunded')).toEqual([]);
  });

  it('R-FOCUS-4 focus pays a mandatory fee and an optional focus effect', () => {
    const mandatory = play('K33', { focus: 1 });
    expect(paid(mandatory.events)).toEqual([{ kind: 'focusPaid', seat: 0, amount: 1, reason: 'mandatoryFee' }]);
    const optional = play('K36', { focus: 1 });
    const after = act(optional.state, 0, pay(true));
    expect(paid(after.events)).toEqual([{ kind: 'focusPaid', seat: 0, amount: 1, reason: 'optionalFee' }]);
    expect(after.state.seats[0]!.focus).toBe(0);
  });
});

describe('5.6 mandatory focus fees', () => {
  // Row: card, its fee, focus at selection (every combination).
  const rows = (['K33', 'K34', 'K35'] as const).flatMap((card, i) => [0, 1, 2, 3].map((focus): [string, number, number] => [card, i + 1, focus]));
  test.each(rows)('R-FOCUS-FEE-1 R-ROUND-SELECT-2 %s (fee %i) with %i focus', (card, fee, focus) => {
    const state = setUp({ hand: [card, 'K90'], focus });
    const id = state.seats[0]!.hand.find((c) => state.cards[c] === card)!;
    const select: Action = { kind: 'select', card: id };
    if (focus >= fee) {
      expect(decisionOf(state, 0)!.options).toContainEqual(select);
      expect(applyAction(state, 0, select).ok).toBe(true);
    } else {
      expect(decisionOf(state, 0)!.options).not.toContainEqual(select);
      const error = rejected(state, 0, select);
      expect(error.code).toBe('FOCUS_SHORT');
      expect(['R-FOCUS-FEE-1', 'R-ROUND-SELECT-2']).toContain(error.rule);
    }
  });

  it('R-FOCUS-FEE-2 the mandatory fee is paid right after the reveal, before any card resolves', () => {
    // Tetsu's card (initiative 7) resolves before Kensei's: Kensei has already paid by then.
    const { state, events } = selectCards(setUp({ hand: ['K33', 'K90'], focus: 2 }, { hand: ['K43'] }), { 0: 'K33', 1: 'K43' });
    const revealed = indexOf(events, 'revealed');
    const fee = events.findIndex((e) => e.kind === 'focusPaid' && e.reason === 'mandatoryFee');
    expect(revealed).toBeGreaterThanOrEqual(0);
    expect(fee).toBeGreaterThan(revealed);
    expect(fee).toBeLessThan(indexOf(events, 'initiativeSet'));
    expect(fee).toBeLessThan(indexOf(events, 'resolving'));
    expect(state.seats[0]!.focus).toBe(1);
  });

  it('R-FOCUS-FEE-2 R-FOCUS-FEE-5 the mandatory fee (step 2) is paid before the alternative initiative is offered (step 3)', () => {
    // With 1 focus the mandatory fee empties the pool: the alternative initiative cannot be bought.
    const short = play('K39', { focus: 1 });
    expect(short.state.seats[0]!.focus).toBe(0);
    expect(eventsOf(short.events, 'initiativeSet').find((e) => e.seat === 0)!.initiative).toBe(5);
    roundOver(short.state);
    // With 2 focus the offer comes with the fee already paid.
    const enough = play('K39', { focus: 2 });
    expect(decisionOf(enough.state, 0)!.kind).toBe('initiativeFee');
    expect(enough.state.flow.at).toBe('reveal');
    expect(enough.state.seats[0]!.focus).toBe(1);
  });
});

describe('5.6 optional focus fees', () => {
  // Row: focus, choice (null: no decision is offered), focus after, cards drawn by the effect.
  test.each<[number, boolean | null, number, number]>([
    [1, true, 0, 1],
    [1, false, 1, 0],
    [3, true, 2, 1],
    [0, null, 0, 0],
  ])('R-FOCUS-FEE-3 R-FOCUS-FEE-4 with %i focus, paying %s: %i focus left, %i drawn', (focus, choice, after, drawn) => {
    const { state } = play('K36', { focus, kamae: 'neutral' });
    let end = state;
    if (choice === null) {
      expect(state.flow.at).toBe('select'); // nothing to decide: the effect is skipped
    } else {
      const d = decisionOf(state, 0)!;
      expect(d.kind).toBe('optionalFee');
      expect(d.options).toEqual([pay(true), pay(false)]);
      expect(d.context).toEqual({ fee: 1 });
      end = act(state, 0, pay(choice)).state;
    }
    roundOver(end);
    expect(end.seats[0]!.focus).toBe(after);
    // K90 kept + the round-2 draw + what the optional effect drew.
    expect(end.seats[0]!.hand.length).toBe(2 + drawn);
    expect(end.seats[0]!.kamae).toBe('balance'); // R-FOCUS-FEE-4: the rest of the card resolves
  });

  it('R-FOCUS-FEE-3 the optional fee is paid when the effect is reached, from focus the card gave before it', () => {
    const { state } = play('K37', { focus: 0 });
    expect(decisionOf(state, 0)!.kind).toBe('optionalFee');
    expect(state.seats[0]!.focus).toBe(1);
    const done = act(state, 0, pay(true)).state;
    expect(done.seats[0]!.focus).toBe(0);
    expect(done.seats[0]!.hand.length).toBe(3);
  });

  it('R-FOCUS-FEE-4 a card with an optional fee can be selected with an empty pool', () => {
    const state = setUp({ hand: ['K36', 'K90'], focus: 0 });
    const id = state.seats[0]!.hand.find((c) => state.cards[c] === 'K36')!;
    expect(decisionOf(state, 0)!.options).toContainEqual({ kind: 'select', card: id });
  });

  // Row: pay the alternative initiative fee?, Kensei's initiative, focus left, who resolves first.
  test.each<[boolean, number, number, number]>([
    [true, 9, 0, 0],
    [false, 5, 1, 1],
  ])('R-FOCUS-FEE-5 R-ROUND-REVEAL-3 paying %s for the alternative initiative: initiative %i', (choice, initiative, focus, first) => {
    const revealed = selectCards(setUp({ hand: ['K38', 'K90'], focus: 1 }, { hand: ['K43'] }), { 0: 'K38', 1: 'K43' });
    const d = decisionOf(revealed.state, 0)!;
    expect(revealed.state.flow.at).toBe('reveal');
    expect(d.kind).toBe('initiativeFee');
    expect(d.context).toEqual({ fee: 1, initiative: 9 });
    expect(eventsOf(revealed.events, 'resolving')).toEqual([]);
    const { state, events } = act(revealed.state, 0, { kind: 'payInitiativeFee', pay: choice });
    expect(eventsOf(events, 'initiativeSet').find((e) => e.seat === 0)!.initiative).toBe(initiative);
    expect(eventsOf(events, 'resolving')[0]!.seat).toBe(first); // Tetsu's card has initiative 7
    expect(state.seats[0]!.focus).toBe(focus);
    if (choice) expect(paid(events)).toEqual([{ kind: 'focusPaid', seat: 0, amount: 1, reason: 'initiativeFee' }]);
  });

  it('R-FOCUS-FEE-5 without focus to pay, no alternative initiative is offered', () => {
    const { state, events } = selectCards(setUp({ hand: ['K38', 'K90'], focus: 0 }, { hand: ['K43'] }), { 0: 'K38', 1: 'K43' });
    roundOver(state);
    expect(eventsOf(events, 'initiativeSet').find((e) => e.seat === 0)!.initiative).toBe(5);
  });
});

describe('R-FOCUS-FEE-6 fees tied to attack and block effects', () => {
  it('R-FOCUS-FEE-6 R-SEQ-ATTACK-2 the attack fee is asked when the attack effect is reached, after the effects above it', () => {
    // Tetsu stands on the base hex. Kensei has no focus at the reveal; the card's first effect gives 1.
    const { state, events } = play('K41', { focus: 0 }, { hand: ['K90'], hex: { q: 0, r: -1 } });
    expect(state.flow.at).toBe('resolve');
    expect(eventsOf(events, 'resolving').map((e) => e.seat)).toEqual([0]);
    const d = decisionOf(state, 0)!;
    expect(d.kind).toBe('attackFee');
    expect(d.rule).toBe('R-FOCUS-FEE-6');
    expect(d.options).toEqual([pay(true), pay(false)]);
    expect(d.context).toEqual({ fee: 1 });
    expect(state.seats[0]!.focus).toBe(1);
    const done = act(state, 0, pay(true));
    const attack = eventsOf(done.events, 'attack')[0]!;
    expect(attack.hexes).toEqual([{ q: 0, r: -1 }, { q: 1, r: -1 }]);
    expect(done.state.seats[0]!.focus).toBe(0);
  });

  // Row: Tetsu's hex, Kensei's choice: the attack's hexes and Tetsu's wounds.
  test.each<[string, Hex, boolean, Hex[], number]>([
    ['on the base hex, declined', { q: 0, r: -1 }, false, [{ q: 0, r: -1 }], 1],
    ['out of reach, paid', { q: 0, r: -3 }, true, [{ q: 0, r: -1 }, { q: 1, r: -1 }], 0],
    ['out of reach, declined', { q: 0, r: -3 }, false, [{ q: 0, r: -1 }], 0],
  ])('R-FOCUS-FEE-6 R-FOCUS-FEE-3 the attack fee is free to decline when it decides nothing (Tetsu %s)', (_name, hex, choice, hexes, wounds) => {
    const { state } = play('K40', { focus: 1 }, { hand: ['K90'], hex });
    expect(decisionOf(state, 0)!.options).toEqual([pay(true), pay(false)]);
    const done = act(state, 0, pay(choice));
    expect(eventsOf(done.events, 'attack')[0]!.hexes).toEqual(hexes);
    expect(done.state.seats[1]!.wounds).toBe(wounds);
    expect(done.state.seats[0]!.focus).toBe(choice ? 0 : 1);
  });

  it('R-FOCUS-FEE-6 without focus, the attack goes on with its base hexes and no fee is asked', () => {
    const { state, events } = play('K40', { focus: 0 }, { hand: ['K90'], hex: { q: 0, r: -1 } });
    roundOver(state);
    expect(eventsOf(events, 'attack')[0]!.hexes).toEqual([{ q: 0, r: -1 }]);
    expect(state.seats[1]!.wounds).toBe(1);
  });

  /** Kensei (0,0) attacks north at initiative 5; Tetsu stands on the attacked hex (0,-1) facing Kensei with a block. */
  const blockFight = (block: string, tetsuFocus: number): Applied =>
    selectCards(
      setUp({ hand: ['K44', 'K90'] }, { hand: [block], hex: { q: 0, r: -1 }, facing: 3, focus: tetsuFocus }),
      { 0: 'K44', 1: block },
    );

  // Row: Tetsu pays for the extra block hex (the attacker's hex)?, the attack hits?, Tetsu's focus and wounds after.
  test.each<[boolean, boolean, number, number]>([
    [true, false, 0, 0],
    [false, true, 1, 1],
  ])('R-FOCUS-FEE-6 R-SEQ-BLOCK-1 the defender decides the block fee when the attack meets the block: pays %s', (choice, hits, focus, wounds) => {
    const { state, events } = blockFight('K42', 1);
    expect(eventsOf(events, 'resolving').map((e) => e.seat)).toEqual([1, 0]); // block, then attack, both at 5
    const d = decisionOf(state, 1)!;
    expect(d.kind).toBe('blockFee');
    expect(d.options).toEqual([pay(true), pay(false)]);
    expect(decisionOf(state, 0)).toBeUndefined();
    const done = act(state, 1, pay(choice));
    const result = eventsOf(done.events, 'attack')[0]!.results[0]!;
    expect(result.hit).toBe(hits);
    // R-BLOCK-3 (b): the block covers the attacker's own hex, and the explanation names it.
    if (!hits) expect(result.blockedBy).toEqual({ condition: 'b', by: 'card', blocker: 1, hexes: [state.seats[0]!.hex] });
    expect(done.state.seats[1]!.focus).toBe(focus);
    expect(done.state.seats[1]!.wounds).toBe(wounds);
    if (choice) expect(paid(done.events, 1)).toEqual([{ kind: 'focusPaid', seat: 1, amount: 1, reason: 'optionalFee' }]);
  });

  // Row: block card, Tetsu's focus: no fee decision, the attack hits.
  test.each<[string, string, number]>([
    ['a block at another initiative', 'K45', 1],
    ['a defender without focus', 'K42', 0],
  ])('R-FOCUS-FEE-6 R-SEQ-BLOCK-1 no block fee is asked from %s', (_name, block, focus) => {
    const { state } = blockFight(block, focus);
    roundOver(state);
    expect(state.seats[1]!.focus).toBe(focus);
    expect(state.seats[1]!.wounds).toBe(1);
  });
});

describe('R-FOCUS-FEE-7 the golden rule of full attack', () => {
  it('R-FOCUS-FEE-7 R-ATTACK-1 OP-37 when only the paid hexes reach the opponent, the fee must be paid', () => {
    const { state } = play('K40', { focus: 1 }, { hand: ['K90'], hex: { q: 1, r: -1 } });
    const d = decisionOf(state, 0)!;
    expect(d.kind).toBe('attackFee');
    expect(d.rule).toBe('R-FOCUS-FEE-7');
    expect(d.options).toEqual([pay(true)]);
    const error = rejected(state, 0, pay(false));
    expect(error.code).toBe('ILLEGAL_OPTION');
    expect(error.rule).toBe('R-FOCUS-FEE-7');
    const done = act(state, 0, pay(true));
    expect(done.state.seats[0]!.focus).toBe(0);
    expect(done.state.seats[1]!.wounds).toBe(1);
  });

  it('R-FOCUS-FEE-7 R-ATTACK-1 OP-37 OP-50 an optional fee whose step brings the opponent into reach must be paid', () => {
    // Tetsu stands two hexes ahead: only after the paid step forward does the attack reach him.
    const { state } = play('K47', { focus: 1 }, { hand: ['K90'], hex: { q: 0, r: -2 } });
    const d = decisionOf(state, 0)!;
    expect(d.kind).toBe('optionalFee');
    expect(d.options).toEqual([pay(true)]);
    expect(rejected(state, 0, pay(false)).code).toBe('ILLEGAL_OPTION');
  });

  it('R-FOCUS-FEE-7 OP-37 OP-50 with the opponent already in reach, the fee whose step would collide and end the card is refused', () => {
    // Paying buys a mandatory step into the adjacent opponent: a collision ends the card before its
    // attack (R-MOVE-COLLISION-3), so only declining lets the attack reach.
    const { state } = play('K47', { focus: 1 }, { hand: ['K90'], hex: { q: 0, r: -1 }, facing: 3 });
    expect(decisionOf(state, 0)).toMatchObject({ rule: 'R-FOCUS-FEE-7', options: [pay(false)] });
  });

  it('R-FOCUS-FEE-7 R-FOCUS-FEE-1 the golden rule cannot demand focus the pool does not hold', () => {
    const { state, events } = play('K40', { focus: 0 }, { hand: ['K90'], hex: { q: 1, r: -1 } });
    roundOver(state);
    expect(eventsOf(events, 'attack')[0]!.hexes).toEqual([{ q: 0, r: -1 }]);
    expect(state.seats[1]!.wounds).toBe(0);
  });
});

describe('R-FOCUS-FEE-2 every seat pays at the reveal', () => {
  it('R-FOCUS-FEE-2 every revealed card pays its own mandatory fee', () => {
    // Both players reveal fee cards at once: both pay at the reveal.
    const state = setUp({ hand: ['K33', 'K90'], focus: 1 }, { hand: ['K34'], focus: 2 });
    const { state: after, events } = actAll(state, [
      [0, { kind: 'select', card: state.seats[0]!.hand.find((c) => state.cards[c] === 'K33')! }],
      [1, { kind: 'select', card: state.seats[1]!.hand[0]! }],
    ]);
    expect(eventsOf(events, 'focusPaid').map((e) => [e.seat, e.amount, e.reason])).toEqual([
      [0, 1, 'mandatoryFee'],
      [1, 2, 'mandatoryFee'],
    ]);
    expect(after.seats.map((s) => s.focus)).toEqual([0, 0]);
  });
});
