import type { CardInput, CharacterInput } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, pendingDecisions } from '../index';
import type { GameEvent } from '../events';
import { act, decisionOf, eventsOf, hit, KENSEI, move, scenario, selectCards, step, testCard } from '../testing';

// Section 7.4 (Resolve), R-CARD-4, R-MULTI-2/3, R-ADV-3..5 and OP-14: the order in which revealed
// cards resolve, as the 'resolving' events show it.

const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const focus = (amount = 1) => ({ kind: 'focus' as const, amount });

// Cards of every type at initiative 5, with effects that need no decision.
const BLOCK5 = testCard({ number: 'V01', types: ['block'], initiative: fixed(5), effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }] }] });
const ATTACK5 = testCard({ number: 'V02', types: ['attack'], initiative: fixed(5), effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] });
const MEDITATION5 = testCard({ number: 'V03', types: ['meditation'], initiative: fixed(5), effects: [focus()] });
const CORE5 = testCard({ number: 'V04', types: ['core'], initiative: fixed(5), owner: { kind: 'character', character: 'tetsu' }, effects: [focus()] });
/** A core weapon card (Attack and Core) at 5, like the fixture T70 but for another weapon. */
const WEAPON5 = testCard({
  number: 'V05', types: ['attack', 'core'], initiative: fixed(5), owner: { kind: 'weapon', weapon: 'naginata' },
  effects: [{ kind: 'attack', hexes: [hit(0, -1)] }],
});
const MEDITATION8 = testCard({ number: 'V06', types: ['meditation'], initiative: fixed(8), effects: [focus()] });
const MEDITATION4 = testCard({ number: 'V07', types: ['meditation'], initiative: fixed(4), effects: [focus()] });
/** Effects in one order: the jump comes first, so the Balance effect below it applies. */
const JUMP_THEN_BALANCE = testCard({
  number: 'V10', types: ['meditation'], initiative: fixed(6),
  effects: [{ kind: 'kamaeJump', to: 'balance' }, { kind: 'kamae', position: 'balance', effects: [focus(2)] }],
});
/** The same effects the other way round: the Balance effect is reached before the jump. */
const BALANCE_THEN_JUMP = testCard({
  number: 'V11', types: ['meditation'], initiative: fixed(6),
  effects: [{ kind: 'kamae', position: 'balance', effects: [focus(2)] }, { kind: 'kamaeJump', to: 'balance' }],
});
/** A step forward, then an attack on the hex ahead. */
const STEP_THEN_ATTACK = testCard({
  number: 'V12', types: ['attack'], initiative: fixed(6),
  effects: [move(step(1, [0])), { kind: 'attack', hexes: [hit(0, -1)] }],
});
/** A lower section at its own initiative (R-ROUND-RESOLVE-3). */
const SPLIT_7_2 = testCard({
  number: 'V13', types: ['meditation'], initiative: fixed(7),
  sections: [{ effects: [focus()] }, { initiative: fixed(2), effects: [{ kind: 'kamaeJump', to: 'balance' }] }],
});
/** A lower section that "uses the same initiative value". */
const SPLIT_SAME = testCard({
  number: 'V14', types: ['meditation'], initiative: fixed(6),
  sections: [{ effects: [focus()] }, { initiative: 'same', effects: [{ kind: 'kamaeJump', to: 'balance' }] }],
});
/** "Steeled Mind" of the R-MULTI-3 example, as a test card. */
const STEELED_MIND = testCard({ number: 'V20', types: ['meditation'], initiative: fixed(4), effects: [focus()] });
const GAIN_ADVANTAGE6 = testCard({ number: 'V30', types: ['meditation'], initiative: fixed(6), effects: [{ kind: 'advantage' }] });
const GAIN_ADVANTAGE4 = testCard({ number: 'V31', types: ['meditation'], initiative: fixed(4), effects: [{ kind: 'advantage' }] });

const CARDS: CardInput[] = [
  BLOCK5, ATTACK5, MEDITATION5, CORE5, WEAPON5, MEDITATION8, MEDITATION4, JUMP_THEN_BALANCE, BALANCE_THEN_JUMP,
  STEP_THEN_ATTACK, SPLIT_7_2, SPLIT_SAME, STEELED_MIND, GAIN_ADVANTAGE6, GAIN_ADVANTAGE4,
];

// The three characters of the R-MULTI-3 example (red highest, green second, blue lowest), with
// Kensei's Kamae map; only their advantage values matter here.
const RED: CharacterInput = { ...KENSEI, id: 'red', symbol: 'R', advantage: 9 };
const GREEN: CharacterInput = { ...KENSEI, id: 'green', symbol: 'G', advantage: 7 };
const BLUE: CharacterInput = { ...KENSEI, id: 'blue', symbol: 'B', advantage: 5 };
const WHITE: CharacterInput = { ...KENSEI, id: 'white', symbol: 'W', advantage: 2 };

/** The seats in the order their cards began to resolve, with the initiative of each place. */
const resolving = (events: readonly GameEvent[]) => eventsOf(events, 'resolving').map((e) => ({ seat: e.seat, initiative: e.initiative }));
const resolvingSeats = (events: readonly GameEvent[]) => eventsOf(events, 'resolving').map((e) => e.seat);

/** Kensei (seat 0) and Tetsu (seat 1) far apart, each holding the given cards. */
function duel(kensei: string[], tetsu: string[]) {
  return scenario()
    .card(...CARDS)
    .seat('kensei', { q: 0, r: 3 }, 0, { hand: kensei, deck: ['V03', 'V03'] })
    .seat('tetsu', { q: 0, r: -3 }, 3, { hand: tetsu, deck: ['V03', 'V03'] });
}

describe('initiative order', () => {
  it.each([
    { kensei: 'V03', tetsu: 'V06', order: [{ seat: 1, initiative: 8 }, { seat: 0, initiative: 5 }] },
    { kensei: 'V06', tetsu: 'V03', order: [{ seat: 0, initiative: 8 }, { seat: 1, initiative: 5 }] },
    { kensei: 'V07', tetsu: 'V03', order: [{ seat: 1, initiative: 5 }, { seat: 0, initiative: 4 }] },
  ])('R-ROUND-RESOLVE-1 Kensei $kensei against Tetsu $tetsu: the higher initiative resolves first', ({ kensei, tetsu, order }) => {
    const { state } = duel([kensei], [tetsu]).build();
    const { events, state: after } = selectCards(state, { 0: kensei, 1: tetsu });
    expect(resolving(events)).toEqual(order);
    expect(eventsOf(events, 'focusGained').map((e) => e.seat)).toEqual(order.map((o) => o.seat));
    expect(after.round).toBe(2);
  });

  it('R-ROUND-RESOLVE-1 the lower card resolves only after the higher card has finished, decisions included', () => {
    // Kensei's V12 (6) waits on a move decision; Tetsu's V07 (4) does not start meanwhile.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 2 }, 0, { hand: ['V12'], deck: ['V03'] })
      .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['V07'], deck: ['V03'] })
      .build();
    const revealed = selectCards(state, { 0: 'V12', 1: 'V07' });
    expect(resolvingSeats(revealed.events)).toEqual([0]);
    expect(decisionOf(revealed.state, 0)?.kind).toBe('move');
    expect(decisionOf(revealed.state, 1)).toBeUndefined();
    const after = act(revealed.state, 0, { kind: 'step', part: 0, direction: 0 });
    expect(resolvingSeats(after.events)).toEqual([1]);
  });
});

describe('effects of one card, top to bottom', () => {
  it('R-ROUND-RESOLVE-2 R-CARD-4 a jump above a Balance effect makes that effect apply', () => {
    const { state } = duel(['V10'], ['V07']).build();
    const { events, state: after } = selectCards(state, { 0: 'V10', 1: 'V07' });
    const kensei = events.filter((e) => 'seat' in e && e.seat === 0 && (e.kind === 'kamaeChanged' || e.kind === 'focusGained'));
    expect(kensei.map((e) => e.kind)).toEqual(['kamaeChanged', 'focusGained']);
    expect(after.seats[0]!.focus).toBe(2);
    expect(after.seats[0]!.kamae).toBe('balance');
  });

  it('R-ROUND-RESOLVE-2 R-CARD-4 a Balance effect above the jump is reached while still in Neutral: nothing', () => {
    const { state } = duel(['V11'], ['V07']).build();
    const { events, state: after } = selectCards(state, { 0: 'V11', 1: 'V07' });
    expect(eventsOf(events, 'focusGained').filter((e) => e.seat === 0)).toEqual([]);
    expect(after.seats[0]!.focus).toBe(0);
    expect(after.seats[0]!.kamae).toBe('balance');
  });

  it('R-CARD-4 the step above the attack is made first, so the attack reaches from the new hex', () => {
    // Kensei at (0,2) facing north, Tetsu two hexes ahead at (0,0): only after the step is Tetsu ahead.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 2 }, 0, { hand: ['V12'], deck: ['V03'] })
      .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['V07'], deck: ['V03'] })
      .build();
    const revealed = selectCards(state, { 0: 'V12', 1: 'V07' });
    expect(revealed.state.seats[1]!.wounds).toBe(0);
    const { events, state: after } = act(revealed.state, 0, { kind: 'step', part: 0, direction: 0 });
    expect(events.findIndex((e) => e.kind === 'stepped')).toBeLessThan(events.findIndex((e) => e.kind === 'attack'));
    expect(eventsOf(events, 'attack')[0]!.hexes).toEqual([{ q: 0, r: 0 }]);
    expect(after.seats[1]!.wounds).toBe(1);
  });
});

describe('sections with their own initiative', () => {
  it('R-ROUND-RESOLVE-3 a section at initiative 2 takes its own place, after the opponent\'s card at 4', () => {
    const { state } = duel(['V13'], ['V07']).build();
    const { events, state: after } = selectCards(state, { 0: 'V13', 1: 'V07' });
    expect(eventsOf(events, 'resolving').map((e) => ({ seat: e.seat, sections: e.sections, initiative: e.initiative }))).toEqual([
      { seat: 0, sections: [0], initiative: 7 },
      { seat: 1, sections: [0], initiative: 4 },
      { seat: 0, sections: [1], initiative: 2 },
    ]);
    // The jump of the lower section comes after Tetsu's focus.
    const tetsuFocus = events.findIndex((e) => e.kind === 'focusGained' && e.seat === 1);
    const kenseiJump = events.findIndex((e) => e.kind === 'kamaeChanged' && e.seat === 0);
    expect(tetsuFocus).toBeLessThan(kenseiJump);
    expect(after.seats[0]!.kamae).toBe('balance');
  });

  it('R-ROUND-RESOLVE-3 a section marked "same initiative" resolves with the section above it, before a lower card', () => {
    const { state } = duel(['V14'], ['V03']).build();
    const { events } = selectCards(state, { 0: 'V14', 1: 'V03' });
    expect(eventsOf(events, 'resolving').map((e) => ({ seat: e.seat, sections: e.sections, initiative: e.initiative }))).toEqual([
      { seat: 0, sections: [0, 1], initiative: 6 },
      { seat: 1, sections: [0], initiative: 5 },
    ]);
    const kenseiJump = events.findIndex((e) => e.kind === 'kamaeChanged' && e.seat === 0);
    const tetsuResolving = events.findIndex((e) => e.kind === 'resolving' && e.seat === 1);
    expect(kenseiJump).toBeLessThan(tetsuResolving);
  });

  it('R-ROUND-RESOLVE-3 the fixture T23 (attack at 7, step back at 2) brackets a card at 4', () => {
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 3 }, 0, { hand: ['T23'] })
      .seat('tetsu', { q: 0, r: -3 }, 3, { hand: ['V07'] })
      .build();
    const { events, state: after } = selectCards(state, { 0: 'T23', 1: 'V07' });
    expect(resolving(events)).toEqual([{ seat: 0, initiative: 7 }, { seat: 1, initiative: 4 }, { seat: 0, initiative: 2 }]);
    // The optional step back of the section at 2 is Kensei's decision now.
    expect(decisionOf(after, 0)?.kind).toBe('move');
  });
});

describe('ties between different types', () => {
  it.each([
    { kensei: 'V02', tetsu: 'V01', first: 1, why: 'block before attack' },
    { kensei: 'V01', tetsu: 'V02', first: 0, why: 'block before attack' },
    { kensei: 'V03', tetsu: 'V02', first: 1, why: 'attack before meditation' },
    { kensei: 'V03', tetsu: 'V01', first: 1, why: 'block before meditation' },
    { kensei: 'V04', tetsu: 'V03', first: 1, why: 'meditation before core' },
    { kensei: 'V03', tetsu: 'V04', first: 0, why: 'meditation before core' },
  ])('R-ROUND-RESOLVE-4 at 5, Kensei $kensei and Tetsu $tetsu: $why, with no tie decision', ({ kensei, tetsu, first }) => {
    const { state } = duel([kensei], [tetsu]).build();
    const { events } = selectCards(state, { 0: kensei, 1: tetsu });
    expect(resolvingSeats(events)).toEqual([first, 1 - first]);
    expect(eventsOf(events, 'resolving').every((e) => e.initiative === 5)).toBe(true);
  });

  it('R-ROUND-RESOLVE-4 four players at 5: Block, Attack, Meditation, Core, against the advantage order', () => {
    // The advantage track is red, green, blue, white; their cards are Core, Meditation, Attack, Block.
    const { state } = scenario()
      .card(...CARDS)
      .character(RED, GREEN, BLUE, WHITE)
      .seat('red', { q: -3, r: 0 }, 0, { hand: ['V04'], deck: ['V03'] })
      .seat('green', { q: -1, r: 0 }, 0, { hand: ['V03'], deck: ['V03'] })
      .seat('blue', { q: 1, r: 0 }, 0, { hand: ['V02'], deck: ['V03'] })
      .seat('white', { q: 3, r: 0 }, 0, { hand: ['V01'], deck: ['V03'] })
      .build();
    expect(state.advantage).toEqual([0, 1, 2, 3]);
    const { events } = selectCards(state, { 0: 'V04', 1: 'V03', 2: 'V02', 3: 'V01' });
    expect(resolvingSeats(events)).toEqual([3, 2, 1, 0]);
  });
});

describe('core weapon cards in ties', () => {
  it.each([
    { kensei: 'T70', tetsu: 'V03', first: 0, why: 'the core weapon counts as an Attack: before a Meditation' },
    { kensei: 'V03', tetsu: 'V05', first: 1, why: 'the core weapon counts as an Attack: before a Meditation' },
    { kensei: 'T70', tetsu: 'V01', first: 1, why: 'the core weapon counts as an Attack: after a Block' },
    { kensei: 'T70', tetsu: 'V04', first: 0, why: 'the core weapon counts as an Attack: before a core ability card' },
  ])('R-ROUND-RESOLVE-5 OP-14 at 5, Kensei $kensei and Tetsu $tetsu: $why', ({ kensei, tetsu, first }) => {
    const { state } = duel([kensei], [tetsu]).build();
    const { events } = selectCards(state, { 0: kensei, 1: tetsu });
    expect(resolvingSeats(events)).toEqual([first, 1 - first]);
  });

  it.each([
    { kensei: 'T70', tetsu: 'V02', first: 1 },
    { kensei: 'V02', tetsu: 'V05', first: 0 },
  ])('R-ROUND-RESOLVE-6 OP-14 a normal Attack before a core weapon Attack at 5 (Kensei $kensei, Tetsu $tetsu), whoever has advantage', ({ kensei, tetsu, first }) => {
    const { state } = duel([kensei], [tetsu]).build();
    const revealed = selectCards(state, { 0: kensei, 1: tetsu });
    expect(resolvingSeats(revealed.events)).toEqual([first, 1 - first]);
    expect(eventsOf(revealed.events, 'resolving').every((e) => e.initiative === 5)).toBe(true);
  });

  it('OP-14 R-ROUND-RESOLVE-7 two core weapon Attacks at 5 are a tie the player with advantage orders', () => {
    const { state } = duel(['T70'], ['V05']).build();
    const revealed = selectCards(state, { 0: 'T70', 1: 'V05' });
    expect(pendingDecisions(revealed.state)).toEqual([
      expect.objectContaining({ seat: 0, kind: 'tieOrder', options: [{ kind: 'tiePosition', position: 0 }, { kind: 'tiePosition', position: 1 }] }),
    ]);
    const { events } = act(revealed.state, 0, { kind: 'tiePosition', position: 1 });
    expect(resolvingSeats(events)).toEqual([1, 0]);
  });
});

describe('ties of the same initiative and type', () => {
  it('R-ROUND-RESOLVE-7 the player higher on the advantage track is asked, with positions 0 and 1', () => {
    const { state } = duel(['V03'], ['V03']).build();
    const revealed = selectCards(state, { 0: 'V03', 1: 'V03' });
    expect(resolving(revealed.events)).toEqual([]);
    expect(pendingDecisions(revealed.state)).toEqual([
      expect.objectContaining({
        seat: 0, kind: 'tieOrder', rule: 'R-ROUND-RESOLVE-7',
        options: [{ kind: 'tiePosition', position: 0 }, { kind: 'tiePosition', position: 1 }],
      }),
    ]);
  });

  it.each([
    { position: 0, order: [0, 1] },
    { position: 1, order: [1, 0] },
  ])('R-ROUND-RESOLVE-7 Kensei chooses position $position: order $order', ({ position, order }) => {
    const { state } = duel(['V03'], ['V03']).build();
    const revealed = selectCards(state, { 0: 'V03', 1: 'V03' });
    const { events } = act(revealed.state, 0, { kind: 'tiePosition', position });
    expect(resolvingSeats(events)).toEqual(order);
    expect(eventsOf(events, 'focusGained').map((e) => e.seat)).toEqual(order);
  });

  it('R-ROUND-RESOLVE-7 the lower player cannot decide the tie, nor can the higher one pick a place that does not exist', () => {
    const { state } = duel(['V03'], ['V03']).build();
    const revealed = selectCards(state, { 0: 'V03', 1: 'V03' });
    const byTetsu = applyAction(revealed.state, 1, { kind: 'tiePosition', position: 0 });
    expect(byTetsu.ok).toBe(false);
    if (!byTetsu.ok) expect(byTetsu.error.code).toBe('NOT_YOUR_DECISION');
    const third = applyAction(revealed.state, 0, { kind: 'tiePosition', position: 2 });
    expect(third.ok).toBe(false);
    if (!third.ok) expect(third.error).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-ROUND-RESOLVE-7' });
    expect(pendingDecisions(revealed.state).map((d) => d.seat)).toEqual([0]);
  });

  it('R-ROUND-RESOLVE-7 R-ADV-3 the track decides, not the advantage value: Tetsu on top orders the tie', () => {
    const { state } = duel(['V03'], ['V03']).advantage([1, 0]).build();
    const revealed = selectCards(state, { 0: 'V03', 1: 'V03' });
    expect(pendingDecisions(revealed.state).map((d) => [d.seat, d.kind])).toEqual([[1, 'tieOrder']]);
    expect(applyAction(revealed.state, 0, { kind: 'tiePosition', position: 0 }).ok).toBe(false);
    const { events } = act(revealed.state, 1, { kind: 'tiePosition', position: 1 });
    expect(resolvingSeats(events)).toEqual([0, 1]);
  });

  it('R-ROUND-RESOLVE-7 a tie at the initiative of a lower section is ordered like any other', () => {
    // Kensei's V13 has a section at 2; Tetsu's V13 too: both sections are Meditation at 2.
    const { state } = duel(['V13'], ['V13']).build();
    const revealed = selectCards(state, { 0: 'V13', 1: 'V13' });
    // Two ties: the main sections at 7, then the lower sections at 2; Kensei orders both.
    const first = act(revealed.state, 0, { kind: 'tiePosition', position: 0 });
    expect(decisionOf(first.state, 0)?.kind).toBe('tieOrder');
    const second = act(first.state, 0, { kind: 'tiePosition', position: 1 });
    expect(resolving(second.events)).toEqual([
      { seat: 0, initiative: 7 },
      { seat: 1, initiative: 7 },
      { seat: 1, initiative: 2 },
      { seat: 0, initiative: 2 },
    ]);
  });
});

describe('three or more tied players', () => {
  /** Seat order differs from the track on purpose: seat 0 blue, seat 1 red, seat 2 green. */
  function threeWay(cards: [string, string, string]) {
    return scenario()
      .card(...CARDS)
      .character(RED, GREEN, BLUE)
      .seat('blue', { q: -2, r: 0 }, 0, { hand: [cards[0]], deck: ['V03'] })
      .seat('red', { q: 0, r: 0 }, 0, { hand: [cards[1]], deck: ['V03'] })
      .seat('green', { q: 2, r: 0 }, 0, { hand: [cards[2]], deck: ['V03'] })
      .build();
  }

  it('R-MULTI-3 R-MULTI-2 R-ROUND-RESOLVE-8 red chooses to resolve last, green first, blue takes the second place', () => {
    const { state } = threeWay(['V20', 'V20', 'V20']);
    expect(state.advantage).toEqual([1, 2, 0]); // red, green, blue
    const revealed = selectCards(state, { 0: 'V20', 1: 'V20', 2: 'V20' });
    expect(pendingDecisions(revealed.state)).toEqual([
      expect.objectContaining({
        seat: 1, kind: 'tieOrder', rule: 'R-MULTI-2',
        options: [0, 1, 2].map((position) => ({ kind: 'tiePosition', position })),
      }),
    ]);
    const red = act(revealed.state, 1, { kind: 'tiePosition', position: 2 });
    expect(resolvingSeats(red.events)).toEqual([]);
    expect(pendingDecisions(red.state)).toEqual([
      expect.objectContaining({
        seat: 2, kind: 'tieOrder', rule: 'R-MULTI-2',
        options: [0, 1].map((position) => ({ kind: 'tiePosition', position })),
      }),
    ]);
    const green = act(red.state, 2, { kind: 'tiePosition', position: 0 });
    // Blue is never asked: the place left is the second.
    expect(resolvingSeats(green.events)).toEqual([2, 0, 1]);
    expect(eventsOf(green.events, 'focusGained').map((e) => e.seat)).toEqual([2, 0, 1]);
  });

  it('R-MULTI-2 the lowest tied player is never asked, and a taken place cannot be chosen again', () => {
    const { state } = threeWay(['V20', 'V20', 'V20']);
    const revealed = selectCards(state, { 0: 'V20', 1: 'V20', 2: 'V20' });
    const blueFirst = applyAction(revealed.state, 0, { kind: 'tiePosition', position: 0 });
    expect(blueFirst.ok).toBe(false);
    if (!blueFirst.ok) expect(blueFirst.error.code).toBe('NOT_YOUR_DECISION');
    const greenFirst = applyAction(revealed.state, 2, { kind: 'tiePosition', position: 0 });
    expect(greenFirst.ok).toBe(false);
    const red = act(revealed.state, 1, { kind: 'tiePosition', position: 2 });
    const taken = applyAction(red.state, 2, { kind: 'tiePosition', position: 2 });
    expect(taken.ok).toBe(false);
    if (!taken.ok) expect(taken.error).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-MULTI-2' });
    expect(applyAction(red.state, 0, { kind: 'tiePosition', position: 0 }).ok).toBe(false);
  });

  it.each([
    { red: 0, green: 0, order: [1, 2, 0] },
    { red: 0, green: 1, order: [1, 0, 2] },
    { red: 1, green: 0, order: [2, 1, 0] },
    { red: 1, green: 1, order: [0, 1, 2] },
    { red: 2, green: 0, order: [2, 0, 1] },
    { red: 2, green: 1, order: [0, 2, 1] },
  ])('R-MULTI-2 red takes place $red, green the $green-th free place: order $order', ({ red, green, order }) => {
    const { state } = threeWay(['V20', 'V20', 'V20']);
    const revealed = selectCards(state, { 0: 'V20', 1: 'V20', 2: 'V20' });
    const afterRed = act(revealed.state, 1, { kind: 'tiePosition', position: red });
    const free = [0, 1, 2].filter((p) => p !== red);
    expect(decisionOf(afterRed.state, 2)?.options).toEqual(free.map((position) => ({ kind: 'tiePosition', position })));
    const { events } = act(afterRed.state, 2, { kind: 'tiePosition', position: free[green]! });
    expect(resolvingSeats(events)).toEqual(order);
  });

  it('R-ROUND-RESOLVE-8 R-ROUND-RESOLVE-7 with three players, a tie of only two is the two-player rule for the higher of them', () => {
    // Red plays at 8; blue and green tie at 4: green (higher) chooses between two places.
    const { state } = threeWay(['V20', 'V06', 'V20']);
    const revealed = selectCards(state, { 0: 'V20', 1: 'V06', 2: 'V20' });
    expect(pendingDecisions(revealed.state)).toEqual([
      expect.objectContaining({
        seat: 2, kind: 'tieOrder', rule: 'R-ROUND-RESOLVE-7',
        options: [0, 1].map((position) => ({ kind: 'tiePosition', position })),
      }),
    ]);
    const { events } = act(revealed.state, 2, { kind: 'tiePosition', position: 1 });
    expect(resolving(events)).toEqual([{ seat: 1, initiative: 8 }, { seat: 0, initiative: 4 }, { seat: 2, initiative: 4 }]);
  });
});

describe('the advantage track', () => {
  function threePlayers(cards: [string, string, string]) {
    return scenario()
      .card(...CARDS)
      .character(RED, GREEN, BLUE)
      .seat('red', { q: -2, r: 0 }, 0, { hand: [cards[0]], deck: ['V03', 'V03'] })
      .seat('green', { q: 0, r: 0 }, 0, { hand: [cards[1]], deck: ['V03', 'V03'] })
      .seat('blue', { q: 2, r: 0 }, 0, { hand: [cards[2]], deck: ['V03', 'V03'] })
      .build();
  }

  it('R-ADV-4 gaining advantage moves the token to the top; those above move down one, keeping their order', () => {
    // Track red, green, blue. Blue gains at 6, then green at 4.
    const { state } = threePlayers(['V03', 'V31', 'V30']);
    expect(state.advantage).toEqual([0, 1, 2]);
    const { events, state: after } = selectCards(state, { 0: 'V03', 1: 'V31', 2: 'V30' });
    expect(eventsOf(events, 'advantageGained').map((e) => ({ seat: e.seat, track: e.track }))).toEqual([
      { seat: 2, track: [2, 0, 1] },
      { seat: 1, track: [1, 2, 0] },
    ]);
    expect(after.advantage).toEqual([1, 2, 0]);
  });

  it('R-ADV-4 a token already second moves to the top and only the top one moves down', () => {
    const { state } = threePlayers(['V03', 'V30', 'V07']);
    const { state: after } = selectCards(state, { 0: 'V03', 1: 'V30', 2: 'V07' });
    expect(after.advantage).toEqual([1, 0, 2]);
  });

  it('R-ADV-5 gaining advantage on the top space changes nothing', () => {
    const { state } = threePlayers(['V30', 'V03', 'V07']);
    const { events, state: after } = selectCards(state, { 0: 'V30', 1: 'V03', 2: 'V07' });
    expect(resolvingSeats(events)[0]).toBe(0);
    expect(eventsOf(events, 'advantageGained')).toEqual([]);
    expect(after.advantage).toEqual([0, 1, 2]);
  });

  it('R-ADV-3 R-ADV-4 after Tetsu gains advantage, Tetsu has advantage over Kensei and orders the next round\'s tie', () => {
    const { state } = duel(['V03', 'V03'], ['V30', 'V03']).build();
    const round1 = selectCards(state, { 0: 'V03', 1: 'V30' });
    expect(round1.state.advantage).toEqual([1, 0]);
    expect(round1.state.round).toBe(2);
    const round2 = selectCards(round1.state, { 0: 'V03', 1: 'V03' });
    expect(pendingDecisions(round2.state).map((d) => [d.seat, d.kind])).toEqual([[1, 'tieOrder']]);
    const { events } = act(round2.state, 1, { kind: 'tiePosition', position: 0 });
    expect(resolvingSeats(events)).toEqual([1, 0]);
  });
});
