import type { CardInput, Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { rejected } from './testing/rejected';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { applyAction, createGame, createScenario, pendingDecisions, type GameConfig, type GameEvent, type GameState, type SeatId } from './index';
import { act, actAll, decisionOf, eventsOf, handCard, hit, move, scenario, selectCards, TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS, testCard, turn } from './testing';

// Section 12 of the rules: -OR- (12.2), prepared cards (12.3) and instant cards (12.4), with the
// timing windows of R-SEQ-ATTACK / R-SEQ-BLOCK and the rulings OP-20 and OP-36.
//
// Seat 0 is Kensei on the origin facing north; seat 1 is Tetsu on (0,-1) facing south, right in
// front of Kensei (Kensei's diagram hex (0,-1) is Tetsu's hex; Tetsu's diagram hex (0,-1) is
// Kensei's hex). Tetsu usually plays I00, a card at initiative 1 that waits on an optional turn,
// so the round stops there and everything before it stays visible.

type Hex = { q: number; r: number };
const ORIGIN: Hex = { q: 0, r: 0 };
const FRONT: Hex = { q: 0, r: -1 };
/** A hex no diagram of Kensei's cards reaches. */
const AWAY: Hex = { q: 2, r: -3 };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const focus = (amount: number): Effect => ({ kind: 'focus', amount });
const jump = (to: 'neutral' | 'aggression' | 'balance' | 'determination'): Effect => ({ kind: 'kamaeJump', to });
const draw1: Effect = { kind: 'draw', count: 1, upTo: false };
const ifSuccessful = (...effects: Effect[]): Effect => ({ kind: 'ifSuccessful', effects });
const attack = (...hexes: ReturnType<typeof hit>[]): Effect => ({ kind: 'attack', hexes });
/** A block of the defender's own front hex: for Tetsu facing south, that is Kensei's hex (condition b). */
const blockFront = (counter?: number[]): Effect => ({ kind: 'block', hexes: [{ q: 0, r: -1 }], ...(counter ? { counter } : {}) });
/** The pause that ends Tetsu's block cards: a section at initiative 1 with an optional turn. */
const PAUSE = { initiative: fixed(1), effects: [move(turn(1, false))] };

const CARDS: CardInput[] = [
  // Tetsu's waiting card and the filler of every deck.
  testCard({ number: 'I00', types: ['meditation'], initiative: fixed(1), effects: [move(turn(1, false))] }),
  testCard({ number: 'I99', types: ['meditation'], initiative: fixed(9), effects: [] }),
  // Kensei's attack: one wound straight ahead; "if successful" draw a card.
  testCard({ number: 'I01', types: ['attack'], initiative: fixed(5), effects: [attack(hit(0, -1)), ifSuccessful(draw1)] }),
  // Supplemental instants (meditation, so of another type than I01).
  testCard({ number: 'I02', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'attackSuccessful', effects: [jump('aggression')] }),
  testCard({ number: 'I03', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'afterResolve', effects: [jump('balance')] }),
  // A plain instant for the start of the turn (a meditation too: plain instants have no type condition).
  testCard({ number: 'I04', types: ['meditation'], initiative: fixed(4), instant: 'instant', instantWindow: 'startOfTurn', effects: [jump('determination')] }),
  // An unconditional supplemental of the Attack type.
  testCard({ number: 'I05', types: ['attack'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'afterResolve', effects: [focus(1)] }),
  // Tetsu's block with a counter icon for initiative 5: "if successful" gain 1 focus; then the pause.
  testCard({ number: 'I06', types: ['block'], initiative: fixed(5), sections: [{ effects: [blockFront([5]), ifSuccessful(focus(1))] }, PAUSE] }),
  // Tetsu's supplemental for a successful block: Kamae to Determination.
  testCard({ number: 'I07', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'blockSuccessful', effects: [jump('determination')] }),
  // Tetsu's counterattack card: one wound on its front hex (Kensei's).
  testCard({ number: 'I08', types: ['attack'], initiative: fixed(4), effects: [attack(hit(0, -1))] }),
  // Tetsu's plain instant for the start of its turn.
  testCard({ number: 'I09', types: ['meditation'], initiative: fixed(3), instant: 'instant', instantWindow: 'startOfTurn', effects: [focus(1)] }),
  // An instant replacement (meditation, initiative 8): gain 1 focus.
  testCard({ number: 'I10', types: ['meditation'], initiative: fixed(8), instant: 'replacement', effects: [focus(1)] }),
  // A plain meditation at 6: gain 1 focus.
  testCard({ number: 'I11', types: ['meditation'], initiative: fixed(6), effects: [focus(1)] }),
  // A meditation in two parts: gain 1 focus at 6, then Kamae to Balance at its own initiative 2.
  testCard({ number: 'I12', types: ['meditation'], initiative: fixed(6), sections: [{ effects: [focus(1)] }, { initiative: fixed(2), effects: [jump('balance')] }] }),
  // A meditation at 4 that resolves on its own (Tetsu, when the round should run through).
  testCard({ number: 'I13', types: ['meditation'], initiative: fixed(4), effects: [focus(1)] }),
  // A supplemental (Block type) with a mandatory focus fee of 1.
  testCard({
    number: 'I14', types: ['block'], tier: 'steel', initiative: fixed(4), focusFee: 1, instant: 'supplemental', instantWindow: 'afterResolve',
    effects: [jump('aggression')],
  }),
  // Tetsu's block without counter icon: "if successful" gain 1 focus; then the pause.
  testCard({ number: 'I16', types: ['block'], initiative: fixed(5), sections: [{ effects: [blockFront(), ifSuccessful(focus(1))] }, PAUSE] }),
  // A block of the hex behind Tetsu: it never meets Kensei's attack from the front.
  testCard({ number: 'I17', types: ['block'], initiative: fixed(5), sections: [{ effects: [{ kind: 'block', hexes: [{ q: 0, r: 1 }] }, ifSuccessful(focus(1))] }, PAUSE] }),
  // A plain start-of-turn instant that turns the character (mandatory turn, either way).
  testCard({ number: 'I15', types: ['meditation'], initiative: fixed(4), instant: 'instant', instantWindow: 'startOfTurn', effects: [move(turn(1))] }),
  // -OR- cards.
  testCard({ number: 'I20', types: ['meditation'], initiative: fixed(5), effects: [focus(1), { kind: 'or', options: [[jump('balance')], [jump('determination')]] }, draw1] }),
  testCard({
    number: 'I21', types: ['meditation'], initiative: fixed(5),
    effects: [{ kind: 'or', options: [[{ kind: 'kamae', position: 'aggression', effects: [focus(2)] }], [draw1]] }],
  }),
  testCard({
    number: 'I22', types: ['meditation'], initiative: fixed(5),
    effects: [{ kind: 'or', options: [[draw1], [{ kind: 'kamae', position: 'balance', effects: [focus(1)] }]] }, focus(1)],
  }),
];

type Fighter = { at?: Hex; facing?: number; plays: string; hand?: string[]; focus?: number; kamae?: 'neutral' | 'aggression' | 'balance' | 'determination' };

/** Kensei (seat 0) and Tetsu (seat 1) at the Select step; each holds the card it plays plus `hand`. */
function build(kensei: Fighter, tetsu: Fighter): GameState {
  return scenario()
    .card(...CARDS)
    .seat('kensei', kensei.at ?? ORIGIN, kensei.facing ?? 0, {
      hand: [kensei.plays, ...(kensei.hand ?? [])], deck: ['I99', 'I99', 'I99'], focus: kensei.focus ?? 0, kamae: kensei.kamae ?? 'neutral',
    })
    .seat('tetsu', tetsu.at ?? FRONT, tetsu.facing ?? 3, {
      hand: [tetsu.plays, ...(tetsu.hand ?? [])], deck: ['I99', 'I99', 'I99'], focus: tetsu.focus ?? 0, kamae: tetsu.kamae ?? 'neutral',
    })
    .build().state;
}

/** Build, and let both seats select their cards: the state at the first decision after that. */
function duel(kensei: Fighter, tetsu: Fighter = { plays: 'I00' }): Applied {
  return selectCards(build(kensei, tetsu), { 0: kensei.plays, 1: tetsu.plays });
}

/** Go on from `from` with more actions; the events of both parts together. */
function then(from: Applied, steps: [SeatId, Action][]): Applied {
  const next = actAll(from.state, steps);
  return { state: next.state, events: [...from.events, ...next.events] };
}

const playCard = (state: GameState, seat: SeatId, number: string): Action => ({ kind: 'playCard', card: handCard(state, seat, number) });
const PASS: Action = { kind: 'pass' };

/** The instant decision `seat` must take now, as the engine lists it. */
function instantDecision(state: GameState, seat: SeatId, window: string, rule: string, numbers: string[]) {
  expect(pendingDecisions(state)).toEqual([
    { seat, kind: 'instant', rule, options: [...numbers.map((n) => playCard(state, seat, n)), PASS], context: { window } },
  ]);
}

/** Nothing is offered any more: the round has reached Tetsu's waiting card (I00 or a block's pause). */
function waitingOnTetsu(state: GameState) {
  expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[1, 'move']]);
}

const indexOf = (events: readonly GameEvent[], test: (e: GameEvent) => boolean) => {
  const i = events.findIndex(test);
  expect(i, 'event not found').toBeGreaterThanOrEqual(0);
  return i;
};
const numbers = (state: GameState, ids: readonly string[]) => ids.map((id) => state.cards[id]);
const discardPile = (state: GameState, seat: SeatId) => state.seats[seat]!.discard.map((d) => [state.cards[d.card], d.faceDown]);

describe('12.2 -OR-', () => {
  it('R-OR-1 R-OR-3 the effects around an -OR- are alternatives; exactly the chosen one resolves, the effects above and below still do', () => {
    const start = duel({ plays: 'I20' });
    // The focus above the -OR- has already resolved when the choice comes.
    expect(start.state.seats[0]!.focus).toBe(1);
    expect(pendingDecisions(start.state)).toEqual([
      { seat: 0, kind: 'or', rule: 'R-OR-1', options: [{ kind: 'chooseOption', option: 0 }, { kind: 'chooseOption', option: 1 }] },
    ]);
    const chosen = then(start, [[0, { kind: 'chooseOption', option: 1 }]]);
    // Only the second alternative (Determination) resolved, not the first (Balance); the draw below it did.
    expect(eventsOf(chosen.events, 'kamaeChanged')).toEqual([{ kind: 'kamaeChanged', seat: 0, from: 'neutral', to: 'determination', how: 'jump' }]);
    expect(eventsOf(chosen.events, 'drew')).toEqual([{ kind: 'drew', seat: 0, count: 1 }]);
    expect(chosen.state.seats[0]!.focus).toBe(1);
    waitingOnTetsu(chosen.state);
  });

  it('R-OR-1 the other alternative is just as legal, and an option that is not listed is rejected without changing anything', () => {
    const start = duel({ plays: 'I20' });
    const error = rejected(start.state, 0, { kind: 'chooseOption', option: 2 });
    expect(error).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-OR-1' });
    const chosen = act(start.state, 0, { kind: 'chooseOption', option: 0 });
    expect(chosen.state.seats[0]!.kamae).toBe('balance');
    expect(eventsOf(chosen.events, 'drew')).toEqual([{ kind: 'drew', seat: 0, count: 1 }]);
  });

  it('R-OR-2 a Kamae alternative matching the current Kamae must be chosen: no choice is offered, the other alternative never resolves', () => {
    const { state, events } = duel({ plays: 'I21', kamae: 'aggression' });
    expect(eventsOf(events, 'focusGained')).toEqual([{ kind: 'focusGained', seat: 0, amount: 2, lost: 0 }]);
    expect(eventsOf(events, 'drew')).toEqual([]);
    waitingOnTetsu(state);
  });

  it('R-OR-2 R-OR-3 the forced Kamae alternative may be the second one; the effect after the -OR- still resolves', () => {
    const { state, events } = duel({ plays: 'I22', kamae: 'balance' });
    // The Kamae alternative (1 focus) and the effect after the -OR- (1 focus); no draw.
    expect(eventsOf(events, 'focusGained').map((e) => e.amount)).toEqual([1, 1]);
    expect(state.seats[0]!.focus).toBe(2);
    expect(eventsOf(events, 'drew')).toEqual([]);
    waitingOnTetsu(state);
  });

  it('R-OR-1 R-OR-2 in another Kamae both alternatives are offered; the Kamae alternative may be chosen and then does nothing', () => {
    const start = duel({ plays: 'I21', kamae: 'neutral' });
    expect(decisionOf(start.state, 0)).toEqual({
      seat: 0, kind: 'or', rule: 'R-OR-1', options: [{ kind: 'chooseOption', option: 0 }, { kind: 'chooseOption', option: 1 }],
    });
    const chosen = then(start, [[0, { kind: 'chooseOption', option: 0 }]]);
    expect(eventsOf(chosen.events, 'focusGained')).toEqual([]);
    expect(eventsOf(chosen.events, 'drew')).toEqual([]);
    expect(chosen.state.seats[0]!.focus).toBe(0);
    waitingOnTetsu(chosen.state);
  });
});

describe('12.3 prepared cards', () => {
  // Prepared cards carry the prepared symbol: `prepared: true` in the card data.
  const PREPARED: CardInput[] = [
    testCard({ number: 'I30', types: ['meditation'], initiative: fixed(3), prepared: true }),
    testCard({ number: 'I31', types: ['attack'], initiative: fixed(5), prepared: true, effects: [attack(hit(0, -1))] }),
    testCard({ number: 'I32', types: ['block'], initiative: fixed(4), prepared: true, effects: [blockFront()] }),
    testCard({ number: 'I33', types: ['meditation'], initiative: fixed(7), prepared: true }),
    // The same card without the symbol: never offered.
    testCard({ number: 'I34', types: ['meditation'], initiative: fixed(3) }),
  ];
  const FILLER = Array.from({ length: 8 }, () => 'I99');

  function newGame(tetsuDeck: string[]): Applied {
    const config: GameConfig = {
      seed: 7,
      battlefield: TEST_BATTLEFIELD,
      seats: [{ character: 'tetsu', deck: tetsuDeck }, { character: 'kensei', deck: [...FILLER] }],
      definitions: { cards: [...TEST_CARDS, ...CARDS, ...PREPARED], characters: TEST_CHARACTERS },
    };
    const created = createGame(config);
    if (!created.ok) throw new Error(created.error.message);
    // Place both figures (the first free start hex each), up to the prepared-card step.
    let current: Applied = created.value;
    while (current.state.flow.at === 'placement') {
      const d = pendingDecisions(current.state)[0]!;
      current = act(current.state, d.seat, d.options[0]!);
    }
    expect(current.state.flow.at).toBe('prepare');
    return current;
  }
  const prepareOptions = (state: GameState, seat: SeatId) =>
    pendingDecisions(state).find((d) => d.seat === seat)!.options.map((o) => (o.kind === 'prepare' ? state.cards[o.card] : o.kind));
  const prepare = (state: GameState, seat: SeatId, number: string) => {
    const option = pendingDecisions(state).find((d) => d.seat === seat)!.options.find((o) => o.kind === 'prepare' && state.cards[o.card] === number);
    if (option === undefined) throw new Error(`${number} is not offered`);
    return act(state, seat, option);
  };

  it('R-PREP-1 only the cards with the prepared symbol are offered at setup, each by itself, whatever its type', () => {
    const { state } = newGame(['I34', 'I30', 'I31', 'I32', 'I34', ...FILLER]);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind, d.rule])).toEqual([[0, 'prepare', 'R-SETUP-12']]);
    expect(prepareOptions(state, 0).sort()).toEqual(['I30', 'I31', 'I32', 'endPrepare']);
    const unmarked = state.seats[0]!.deck.find((c) => state.cards[c] === 'I34')!;
    expect(rejected(state, 0, { kind: 'prepare', card: unmarked })).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-SETUP-12' });
    // Kensei's deck holds no prepared card: it was not asked and has already drawn its hand.
    expect(numbers(state, state.seats[1]!.hand).filter((n) => n === 'I99')).toHaveLength(4);
  });

  it('R-PREP-2 any number of prepared cards, at most one copy of each and never more than the hand limit, before the initial draw', () => {
    // Tetsu (hand limit 3): two copies of I30 and three more prepared cards.
    let { state } = newGame(['I30', 'I30', 'I31', 'I32', 'I33', ...FILLER]);
    expect(prepareOptions(state, 0).sort()).toEqual(['I30', 'I31', 'I32', 'I33', 'endPrepare']);
    state = prepare(state, 0, 'I30').state;
    expect(prepareOptions(state, 0).sort()).toEqual(['I31', 'I32', 'I33', 'endPrepare']); // no second I30
    const secondI30 = state.seats[0]!.deck.find((c) => state.cards[c] === 'I30')!;
    expect(rejected(state, 0, { kind: 'prepare', card: secondI30 })).toMatchObject({ code: 'ILLEGAL_OPTION' });
    state = prepare(state, 0, 'I31').state;
    state = prepare(state, 0, 'I33').state;
    // Three ability cards in hand: the limit is reached, only ending is left (the core card does not count).
    expect(prepareOptions(state, 0)).toEqual(['endPrepare']);
    const ended = act(state, 0, { kind: 'endPrepare' });
    expect(eventsOf(ended.events, 'prepared')).toEqual([{ kind: 'prepared', seat: 0, count: 3 }]);
    // The initial draw fills the hand only up to the limit: nothing more is drawn before round 1.
    const beforeRound = ended.events.slice(0, ended.events.findIndex((e) => e.kind === 'roundStarted'));
    expect(eventsOf(beforeRound, 'drew').filter((e) => e.seat === 0)).toEqual([]);
    // In hand now: the three prepared cards, the core card and round 1's draw.
    const hand = numbers(ended.state, ended.state.seats[0]!.hand);
    expect(hand).toHaveLength(5);
    expect(hand).toEqual(expect.arrayContaining(['I30', 'I31', 'I33', 'T02']));
  });

  it('R-PREP-2 taking no prepared card is allowed: the initial draw then fills the whole hand', () => {
    const { state } = newGame(['I30', 'I31', ...FILLER]);
    const ended = act(state, 0, { kind: 'endPrepare' });
    const beforeRound = ended.events.slice(0, ended.events.findIndex((e) => e.kind === 'roundStarted'));
    expect(eventsOf(beforeRound, 'drew').filter((e) => e.seat === 0)).toEqual([{ kind: 'drew', seat: 0, count: 3 }]);
  });
});

describe('12.4 instant cards: the kinds', () => {
  it('R-INSTANT-2 there are exactly three kinds of instant card: instant, replacement and supplemental', () => {
    const withKind = (instant: string, instantWindow?: string) =>
      createScenario(
        scenario()
          .card(testCard({ number: 'I40', types: ['meditation'], initiative: fixed(3), instant: instant as 'instant', ...(instantWindow ? { instantWindow: instantWindow as 'startOfTurn' } : {}) }))
          .seat('kensei', ORIGIN, 0, { hand: ['I40'] })
          .seat('tetsu', AWAY, 3)
          .toSpec(),
      );
    expect(withKind('instant', 'startOfTurn').ok).toBe(true);
    expect(withKind('supplemental', 'afterResolve').ok).toBe(true);
    expect(withKind('replacement').ok).toBe(true);
    const reaction = withKind('reaction', 'startOfTurn');
    expect(reaction.ok).toBe(false);
    if (!reaction.ok) expect(reaction.error.code).toBe('INVALID_SCENARIO');
  });

  it('R-INSTANT-4 R-INSTANT-SUPP-1 plain and supplemental instants cannot be selected in the Select step; a replacement can', () => {
    const state = build({ plays: 'I01', hand: ['I04', 'I03', 'I10'] }, { plays: 'I00' });
    const options = decisionOf(state, 0)!.options;
    expect(options.map((o) => (o.kind === 'select' ? state.cards[o.card] : o.kind)).sort()).toEqual(['I01', 'I10']);
    expect(rejected(state, 0, { kind: 'select', card: handCard(state, 0, 'I04') })).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-INSTANT-4' });
    expect(rejected(state, 0, { kind: 'select', card: handCard(state, 0, 'I03') })).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-INSTANT-4' });
  });

  it('R-INSTANT-4 a plain instant is never offered as a replacement in Reveal step 4', () => {
    const { state, events } = duel({ plays: 'I01', hand: ['I04'] });
    expect(eventsOf(events, 'replaced')).toEqual([]);
    // The first decision is the start-of-turn window of I01, not a replacement.
    expect(decisionOf(state, 0)?.kind).toBe('instant');
    expect(decisionOf(state, 0)?.context).toEqual({ window: 'startOfTurn' });
  });
});

describe('12.4 plain instants', () => {
  it('R-INSTANT-4 OP-20 a plain instant is offered as the first section of your card begins, before its first effect', () => {
    const start = duel({ plays: 'I11', hand: ['I04'] });
    expect(eventsOf(start.events, 'resolving').map((e) => [e.seat, start.state.cards[e.card]])).toEqual([[0, 'I11']]);
    expect(start.state.seats[0]!.focus).toBe(0); // I11's focus has not resolved yet
    instantDecision(start.state, 0, 'startOfTurn', 'OP-20', ['I04']);
  });

  it('R-INSTANT-4 a plain instant is an extra card: the revealed card (even of the same type) stays in play and resolves in full; both are discarded at the end', () => {
    const start = duel({ plays: 'I11', hand: ['I04'] }, { plays: 'I13' });
    const played = then(start, [[0, playCard(start.state, 0, 'I04')]]);
    const ev = played.events;
    expect(eventsOf(ev, 'extraPlayed')).toEqual([{ kind: 'extraPlayed', seat: 0, card: handCard(start.state, 0, 'I04'), number: 'I04', as: 'instant' }]);
    const instant = indexOf(ev, (e) => e.kind === 'kamaeChanged' && e.seat === 0 && e.to === 'determination');
    const revealed = indexOf(ev, (e) => e.kind === 'focusGained' && e.seat === 0);
    expect(revealed).toBeGreaterThan(instant);
    expect(eventsOf(ev, 'replaced')).toEqual([]);
    // The round ran through (Tetsu's I13 needs nothing): I11 and I04 lie face up on the pile.
    expect(played.state.round).toBe(2);
    expect(played.state.seats[0]!.focus).toBe(1);
    expect(discardPile(played.state, 0).sort()).toEqual([['I04', false], ['I11', false]]);
    expect(numbers(played.state, played.state.seats[0]!.hand)).not.toContain('I04');
  });

  it('R-INSTANT-4 a plain instant may be played while the revealed card is a core card', () => {
    const start = duel({ plays: 'T01', hand: ['I04'] });
    instantDecision(start.state, 0, 'startOfTurn', 'OP-20', ['I04']);
  });

  it('R-INSTANT-1 R-INSTANT-4 an instant is played during your own turn: Tetsu\'s start-of-turn instant waits until Tetsu\'s card begins', () => {
    const start = duel({ plays: 'I11' }, { plays: 'I13', hand: ['I09'] });
    // Kensei's card (6) resolved without asking Tetsu; Tetsu is asked as its own card (4) begins.
    expect(eventsOf(start.events, 'resolving').map((e) => e.seat)).toEqual([0, 1]);
    expect(start.state.seats[0]!.focus).toBe(1);
    expect(start.state.seats[1]!.focus).toBe(0);
    instantDecision(start.state, 1, 'startOfTurn', 'OP-20', ['I09']);
    const played = then(start, [[1, playCard(start.state, 1, 'I09')]]);
    expect(played.state.seats[1]!.focus).toBe(2); // the instant's focus, then I13's
  });

  it('R-INSTANT-1 OP-50 an instant stays optional while an attack card resolves: the golden rule of full attack does not force it', () => {
    // Tetsu stands ahead-right: I01 misses unless Kensei first turns right, which only the instant I15 could do.
    // The golden rule covers the attack card's own choices (movement, fees, targets: OP-37, OP-50),
    // not whether to play an extra card from hand, which R-INSTANT-1 leaves to the player ("may").
    const start = duel({ plays: 'I01', hand: ['I15'] }, { plays: 'I00', at: { q: 1, r: -1 } });
    instantDecision(start.state, 0, 'startOfTurn', 'OP-20', ['I15']);
  });

  it('OP-20 "the start of your turn" is the first section only: a later section at its own initiative opens no new window', () => {
    const start = duel({ plays: 'I12', hand: ['I04'] }, { plays: 'I13' });
    instantDecision(start.state, 0, 'startOfTurn', 'OP-20', ['I04']);
    const passed = then(start, [[0, PASS]]);
    // Kensei's section at 2 resolved (Kamae to Balance) without a second offer; the round is over.
    expect(eventsOf(passed.events, 'resolving').map((e) => [e.seat, e.initiative])).toEqual([[0, 6], [1, 4], [0, 2]]);
    expect(eventsOf(passed.events, 'extraPlayed')).toEqual([]);
    expect(eventsOf(passed.events, 'kamaeChanged')).toEqual([{ kind: 'kamaeChanged', seat: 0, from: 'neutral', to: 'balance', how: 'jump' }]);
    expect(passed.state.round).toBe(2);
    expect(numbers(passed.state, passed.state.seats[0]!.hand)).toContain('I04');
  });
});

describe('12.4 supplemental instants', () => {
  it('R-INSTANT-SUPP-1 R-INSTANT-SUPP-2 R-INSTANT-SUPP-4 R-SEQ-ATTACK-7 after a successful attack: offered before the card\'s "if successful", played from hand', () => {
    const start = duel({ plays: 'I01', hand: ['I02'] });
    expect(start.state.seats[1]!.wounds).toBe(1);
    expect(eventsOf(start.events, 'drew')).toEqual([]); // "if successful" waits for the window
    instantDecision(start.state, 0, 'attackSuccessful', 'R-SEQ-ATTACK-7', ['I02']);
    const card = handCard(start.state, 0, 'I02');
    const played = then(start, [[0, { kind: 'playCard', card }]]);
    const ev = played.events;
    expect(eventsOf(ev, 'extraPlayed')).toEqual([{ kind: 'extraPlayed', seat: 0, card, number: 'I02', as: 'instant' }]);
    const attackAt = indexOf(ev, (e) => e.kind === 'attack');
    const instant = indexOf(ev, (e) => e.kind === 'kamaeChanged' && e.seat === 0 && e.to === 'aggression');
    const ifOk = indexOf(ev, (e) => e.kind === 'drew' && e.seat === 0);
    expect(instant).toBeGreaterThan(attackAt);
    expect(ifOk).toBeGreaterThan(instant);
    expect(played.state.seats[0]!.hand).not.toContain(card);
    // The revealed card stays in play: the supplemental does not replace it.
    expect(played.state.cards[played.state.seats[0]!.play!.card]).toBe('I01');
    waitingOnTetsu(played.state);
  });

  it.each([
    { why: 'the attack reaches nobody', tetsu: { plays: 'I00', at: AWAY } },
    { why: 'the attack is blocked', tetsu: { plays: 'I16' } },
  ])('R-INSTANT-SUPP-2 no "if attack successful" instant after a failed attack ($why)', ({ tetsu }) => {
    const { state, events } = duel({ plays: 'I01', hand: ['I02'] }, tetsu);
    expect(state.seats[1]!.wounds).toBe(0);
    expect(eventsOf(events, 'extraPlayed')).toEqual([]);
    expect(eventsOf(events, 'drew')).toEqual([]);
    waitingOnTetsu(state);
    expect(numbers(state, state.seats[0]!.hand)).toContain('I02');
  });

  it('R-INSTANT-SUPP-2 R-INSTANT-SUPP-4 R-SEQ-BLOCK-7 after a successful block: offered to the defender before its "if successful"', () => {
    const start = duel({ plays: 'I01' }, { plays: 'I16', hand: ['I07'] });
    expect(start.state.seats[1]!.wounds).toBe(0);
    expect(start.state.seats[1]!.focus).toBe(0); // "if successful" waits for the window
    instantDecision(start.state, 1, 'blockSuccessful', 'R-SEQ-BLOCK-7', ['I07']);
    const played = then(start, [[1, playCard(start.state, 1, 'I07')]]);
    const instant = indexOf(played.events, (e) => e.kind === 'kamaeChanged' && e.seat === 1 && e.to === 'd');
    const ifOk = indexOf(played.events, (e) => e.kind === 'focusGained' && e.seat === 1);
    expect(ifOk).toBeGreaterThan(instant);
    expect(played.state.seats[1]!.kamae).toBe('d');
    expect(played.state.seats[1]!.focus).toBe(1);
    waitingOnTetsu(played.state);
  });

  it('R-INSTANT-SUPP-2 no "if block successful" instant when the attack gets past the block', () => {
    const { state, events } = duel({ plays: 'I01' }, { plays: 'I17', hand: ['I07'] });
    expect(state.seats[1]!.wounds).toBe(1);
    expect(eventsOf(events, 'extraPlayed')).toEqual([]);
    waitingOnTetsu(state);
  });

  it.each([
    { outcome: 'successful', at: FRONT, drew: 1 },
    { outcome: 'failed', at: AWAY, drew: 0 },
  ])('R-INSTANT-SUPP-3 R-INSTANT-SUPP-4 R-SEQ-ATTACK-10 an unconditional supplemental comes after the card fully resolved, the attack $outcome', ({ at, drew }) => {
    const start = duel({ plays: 'I01', hand: ['I03'] }, { plays: 'I00', at });
    // By now I01 has fully resolved, "if successful" included when the attack succeeded.
    expect(eventsOf(start.events, 'drew').length).toBe(drew);
    instantDecision(start.state, 0, 'afterResolve', 'R-INSTANT-SUPP-3', ['I03']);
    const played = then(start, [[0, playCard(start.state, 0, 'I03')]]);
    expect(played.state.seats[0]!.kamae).toBe('balance');
    waitingOnTetsu(played.state);
  });

  it('R-INSTANT-SUPP-3 a card with a later section at its own initiative has fully resolved only after that section', () => {
    // I12: focus at 6, Kamae to Balance at 2; Tetsu's I13 resolves at 4 in between.
    const start = duel({ plays: 'I12', hand: ['I05'] }, { plays: 'I13' });
    expect(eventsOf(start.events, 'resolving').map((e) => [e.seat, e.initiative])).toEqual([[0, 6], [1, 4], [0, 2]]);
    expect(start.state.seats[0]!.kamae).toBe('balance');
    instantDecision(start.state, 0, 'afterResolve', 'R-INSTANT-SUPP-3', ['I05']);
  });

  it('R-INSTANT-3 a supplemental is offered only on a revealed card of another type', () => {
    // I05 is an Attack supplemental: not on the Attack I01, but on the Meditation I11.
    const onAttack = duel({ plays: 'I01', hand: ['I05'] });
    waitingOnTetsu(onAttack.state);
    const onMeditation = duel({ plays: 'I11', hand: ['I05'] });
    instantDecision(onMeditation.state, 0, 'afterResolve', 'R-INSTANT-SUPP-3', ['I05']);
  });

  it('R-INSTANT-3 a supplemental is never offered on a core card', () => {
    const start = duel({ plays: 'T01', hand: ['I03'] });
    // T01: move -OR- Kamae path; take the path and end it at once.
    const done = then(start, [[0, { kind: 'chooseOption', option: 1 }], [0, { kind: 'endKamae' }]]);
    expect(eventsOf(done.events, 'extraPlayed')).toEqual([]);
    waitingOnTetsu(done.state);
  });

  it('R-INSTANT-SUPP-1 a supplemental\'s mandatory focus fee is paid when it is played; without the focus it is not offered', () => {
    const poor = duel({ plays: 'I11', hand: ['I14'] }, { plays: 'I00' });
    // I11 gave 1 focus, exactly I14's fee: offered, and paid when played.
    instantDecision(poor.state, 0, 'afterResolve', 'R-INSTANT-SUPP-3', ['I14']);
    const played = then(poor, [[0, playCard(poor.state, 0, 'I14')]]);
    expect(eventsOf(played.events, 'focusPaid')).toEqual([{ kind: 'focusPaid', seat: 0, amount: 1, reason: 'mandatoryFee' }]);
    expect(played.state.seats[0]!.focus).toBe(0);
    expect(played.state.seats[0]!.kamae).toBe('aggression');
    // Without focus (I01 gives none), the same supplemental is not offered.
    const broke = duel({ plays: 'I01', hand: ['I14'] }, { plays: 'I00', at: AWAY });
    waitingOnTetsu(broke.state);
  });
});

describe('12.4 instant replacements', () => {
  it('R-INSTANT-REPL-1 R-INSTANT-REPL-2 OP-20 a replacement selected as a normal card resolves like one and leaves the instant of the round unused', () => {
    const start = duel({ plays: 'I10', hand: ['I04'] });
    expect(eventsOf(start.events, 'initiativeSet').map((e) => [e.seat, e.initiative])).toEqual([[0, 8], [1, 1]]);
    instantDecision(start.state, 0, 'startOfTurn', 'OP-20', ['I04']);
    const played = then(start, [[0, playCard(start.state, 0, 'I04')]]);
    expect(played.state.seats[0]!.kamae).toBe('determination');
    expect(played.state.seats[0]!.focus).toBe(1);
  });

  it('R-INSTANT-REPL-1 R-INSTANT-REPL-3 used in Reveal step 4 the replacement discards the revealed card at once and resolves at its own initiative', () => {
    const state = build({ plays: 'I01', hand: ['I10'] }, { plays: 'I00' });
    const original = handCard(state, 0, 'I01');
    const revealed = selectCards(state, { 0: 'I01', 1: 'I00' });
    expect(pendingDecisions(revealed.state)).toEqual([
      { seat: 0, kind: 'replacement', rule: 'R-ROUND-REVEAL-4', options: [{ kind: 'replace', card: handCard(state, 0, 'I10') }, { kind: 'keepCard' }] },
    ]);
    const replaced = act(revealed.state, 0, { kind: 'replace', card: handCard(state, 0, 'I10') });
    expect(replaced.events.slice(0, 2).map((e) => e.kind)).toEqual(['discarded', 'replaced']);
    expect(replaced.events[0]).toEqual({ kind: 'discarded', seat: 0, card: original, number: 'I01', faceDown: false });
    expect(eventsOf(replaced.events, 'resolving').map((e) => [e.seat, replaced.state.cards[e.card], e.initiative])).toEqual([[0, 'I10', 8], [1, 'I00', 1]]);
    expect(eventsOf(replaced.events, 'attack')).toEqual([]);
    expect(replaced.state.seats[0]!.focus).toBe(1);
  });

  it('R-INSTANT-REPL-4 R-INSTANT-1 OP-20 a replacement used in step 4 is the instant of the round: no later window offers another', () => {
    const state = build({ plays: 'I01', hand: ['I10', 'I04', 'I05'] }, { plays: 'I00' });
    const revealed = selectCards(state, { 0: 'I01', 1: 'I00' });
    const replaced = act(revealed.state, 0, { kind: 'replace', card: handCard(state, 0, 'I10') });
    // Neither the start-of-turn I04 nor the unconditional I05 (Attack, on the Meditation I10) is offered.
    expect(eventsOf(replaced.events, 'extraPlayed')).toEqual([]);
    waitingOnTetsu(replaced.state);
    // Keeping the card instead leaves both windows open.
    const kept = act(revealed.state, 0, { kind: 'keepCard' });
    instantDecision(kept.state, 0, 'startOfTurn', 'OP-20', ['I04']);
  });
});

describe('12.4 one instant per round (OP-20)', () => {
  it('R-INSTANT-1 OP-20 passing keeps the instant: each window of the turn offers it in turn', () => {
    const start = duel({ plays: 'I01', hand: ['I04', 'I02', 'I03'] });
    instantDecision(start.state, 0, 'startOfTurn', 'OP-20', ['I04']);
    const first = then(start, [[0, PASS]]);
    instantDecision(first.state, 0, 'attackSuccessful', 'R-SEQ-ATTACK-7', ['I02']);
    const second = then(first, [[0, PASS]]);
    instantDecision(second.state, 0, 'afterResolve', 'R-INSTANT-SUPP-3', ['I03']);
  });

  it('R-INSTANT-1 OP-20 an instant played at the start of the turn closes the later windows of the round; the next round opens them again', () => {
    const state = build({ plays: 'I01', hand: ['I04', 'I02', 'I03', 'I01'] }, { plays: 'I00', hand: ['I00'] });
    const start = selectCards(state, { 0: 'I01', 1: 'I00' });
    const played = then(start, [[0, playCard(start.state, 0, 'I04')]]);
    // The attack succeeded, and the card resolved fully, but neither I02 nor I03 is offered.
    expect(played.state.seats[1]!.wounds).toBe(1);
    waitingOnTetsu(played.state);
    // Round 2: the same attack succeeds again and I02 is offered.
    const round2 = then(played, [[1, { kind: 'endMove' }]]);
    expect(round2.state.round).toBe(2);
    const next = selectCards(round2.state, { 0: 'I01', 1: 'I00' });
    instantDecision(next.state, 0, 'attackSuccessful', 'R-SEQ-ATTACK-7', ['I02']);
  });

  it('OP-20 R-INSTANT-1 the defender\'s "if block successful" instant is its one instant of the round: its unconditional window stays closed', () => {
    const start = duel({ plays: 'I01' }, { plays: 'I16', hand: ['I07', 'I03'] });
    instantDecision(start.state, 1, 'blockSuccessful', 'R-SEQ-BLOCK-7', ['I07']);
    const played = then(start, [[1, playCard(start.state, 1, 'I07')]]);
    // Tetsu's pause section (initiative 1) ends its block card; no unconditional window follows.
    waitingOnTetsu(played.state);
    const ended = then(played, [[1, { kind: 'endMove' }]]);
    expect(eventsOf(ended.events, 'extraPlayed').map((e) => e.number)).toEqual(['I07']);
    expect(ended.state.round).toBe(2);
  });

  it('OP-20 the defender who passes on "if block successful" is offered its unconditional instant after the block card', () => {
    const start = duel({ plays: 'I01' }, { plays: 'I16', hand: ['I07', 'I03'] });
    const passed = then(start, [[1, PASS]]);
    waitingOnTetsu(passed.state);
    const ended = then(passed, [[1, { kind: 'endMove' }]]);
    instantDecision(ended.state, 1, 'afterResolve', 'R-INSTANT-SUPP-3', ['I03']);
  });

  it('OP-20 R-INSTANT-1 a counterattack does not use up the instant of the round', () => {
    const start = duel({ plays: 'I01' }, { plays: 'I06', hand: ['I08', 'I07'] });
    expect(pendingDecisions(start.state)).toEqual([
      { seat: 1, kind: 'counter', rule: 'R-COUNTER-3', options: [playCard(start.state, 1, 'I08'), PASS] },
    ]);
    const countered = then(start, [[1, playCard(start.state, 1, 'I08')]]);
    expect(countered.state.seats[0]!.wounds).toBe(1);
    instantDecision(countered.state, 1, 'blockSuccessful', 'R-SEQ-BLOCK-7', ['I07']);
    const played = then(countered, [[1, playCard(countered.state, 1, 'I07')]]);
    expect(eventsOf(played.events, 'extraPlayed').map((e) => [e.number, e.as])).toEqual([['I08', 'counterattack'], ['I07', 'instant']]);
    expect(played.state.seats[1]!.kamae).toBe('d');
  });
});
