import { describe, expect, it } from 'vitest';
import { rejected } from '../testing/rejected';
import { applyAction, pendingDecisions, viewFor, type Action, type Applied } from '../index';
import type { GameEvent } from '../events';
import type { GameState, SeatId } from '../state';
import { act, actAll, eventsOf, handCard, hit, scenario, selectCards, testCard } from '../testing';

// Section 7.3 and R-SEQ-REVEAL: reveal, mandatory fees, initiative fees, instant replacement
// (R-INSTANT-REPL, R-INSTANT-3, OP-36), variable initiatives; weakness lowers the initiatives
// fixed here (R-WEAK-2, R-WEAK-3, OP-18).

const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const variable = (min: number, max: number) => ({ kind: 'variable' as const, min, max });

// Cards without effects resolve on their own; only the Reveal asks for decisions.
const CARDS = [
  testCard({ number: 'R21', types: ['meditation'], initiative: fixed(5) }),
  testCard({ number: 'R22', types: ['attack'], tier: 'steel', initiative: fixed(6), focusFee: 1 }),
  testCard({ number: 'R23', types: ['attack'], tier: 'steel', initiative: fixed(4), alternativeInitiative: { value: 9, fee: 1 } }),
  testCard({ number: 'R24', types: ['block'], initiative: variable(2, 6) }),
  testCard({ number: 'R25', types: ['meditation'], initiative: fixed(8), instant: 'replacement' }),
  testCard({ number: 'R26', types: ['block'], tier: 'steel', initiative: fixed(7), focusFee: 1, instant: 'replacement' }),
  testCard({ number: 'R27', types: ['attack'], tier: 'steel', initiative: fixed(3), alternativeInitiative: { value: 10, fee: 1 }, instant: 'replacement' }),
  testCard({ number: 'R28', types: ['meditation'], initiative: variable(2, 9), instant: 'replacement' }),
  testCard({ number: 'R29', types: ['attack'], tier: 'steel', initiative: fixed(5), focusFee: 1, alternativeInitiative: { value: 8, fee: 1 } }),
  testCard({ number: 'R31', types: ['meditation'], initiative: fixed(5), sections: [{ effects: [] }, { initiative: fixed(2), effects: [] }] }),
  testCard({ number: 'R32', types: ['attack'], initiative: fixed(9), effects: [{ kind: 'attack', hexes: [hit(0, -1, { wounds: 0, weakness: 1 })] }] }),
  testCard({ number: 'R33', types: ['block'], initiative: fixed(7), instant: 'replacement' }),
  testCard({ number: 'R34', types: ['attack'], initiative: fixed(10), instant: 'replacement' }),
  testCard({ number: 'R35', types: ['meditation'], initiative: fixed(6) }),
  testCard({ number: 'R36', types: ['attack'], initiative: fixed(6) }),
  testCard({ number: 'R37', types: ['meditation'], initiative: fixed(2) }),
];

type Seat = Parameters<ReturnType<typeof scenario>['seat']>[3];

/**
 * Kensei (seat 0) and Tetsu (seat 1), far apart, at the Select step. By default Kensei is on top
 * of the advantage track (advantage 6 against 3); `advantage` sets the track, top first.
 */
const duel = (kensei: Seat, tetsu: Seat, advantage?: SeatId[]) => {
  const b = scenario()
    .card(...CARDS)
    .seat('kensei', { q: 0, r: 2 }, 0, { deck: ['R21', 'R21'], ...kensei })
    .seat('tetsu', { q: 0, r: -2 }, 3, { deck: ['R21', 'R21'], ...tetsu });
  return (advantage === undefined ? b : b.advantage(advantage)).build().state;
};

/** Who must decide what, in order. */
const pending = (state: GameState) => pendingDecisions(state).map((d) => [d.seat, d.kind]);
const decision = (state: GameState, seat: SeatId) => pendingDecisions(state).find((d) => d.seat === seat)!;
const initiatives = (events: readonly GameEvent[]) => eventsOf(events, 'initiativeSet').map((e) => [e.seat, e.initiative]);
/** The resolution order of this round: [seat, card number, initiative]. */
const resolution = (state: GameState, events: readonly GameEvent[]) => {
  const end = events.findIndex((e) => e.kind === 'roundStarted');
  return eventsOf(end < 0 ? events : events.slice(0, end), 'resolving').map((e) => [e.seat, state.cards[e.card], e.initiative]);
};
const kinds = (events: readonly GameEvent[]) => events.map((e) => e.kind);

/** Both seats select, then the given actions follow; all events are collected. */
function play(state: GameState, cards: Record<SeatId, string>, then: [SeatId, Action][] = []): Applied {
  const selected = selectCards(state, cards);
  const rest = actAll(selected.state, then);
  return { state: rest.state, events: [...selected.events, ...rest.events] };
}

describe('step 1: reveal', () => {
  it('R-ROUND-REVEAL-1 R-SEQ-ROUND-6 R-SEQ-REVEAL-1 nothing is revealed until every seat has chosen; then all cards turn face up together', () => {
    const state = duel({ hand: ['R21'] }, { hand: ['R24'] });
    const mine = handCard(state, 0, 'R21');
    const theirs = handCard(state, 1, 'R24');
    const first = act(state, 0, { kind: 'select', card: mine });
    expect(kinds(first.events)).toEqual(['selected']);
    expect(first.state.flow.at).toBe('select');
    expect(first.state.seats.map((s) => s.play)).toEqual([null, null]);

    const second = act(first.state, 1, { kind: 'select', card: theirs });
    expect(eventsOf(second.events, 'revealed')).toEqual([
      { kind: 'revealed', cards: [{ seat: 0, card: mine, number: 'R21' }, { seat: 1, card: theirs, number: 'R24' }] },
    ]);
    // Tetsu's variable initiative holds the Reveal: both cards are face up for everyone.
    expect(pending(second.state)).toEqual([[1, 'variableInitiative']]);
    expect(viewFor(second.state, 1).seats[0]!.play).toMatchObject({ card: mine, number: 'R21' });
    expect(viewFor(second.state, 0).seats[1]!.play).toMatchObject({ card: theirs, number: 'R24' });
    expect(viewFor(second.state, 'spectator').seats.map((s) => s.play?.number)).toEqual(['R21', 'R24']);
  });
});

describe('step 2: mandatory fees', () => {
  it('R-ROUND-REVEAL-2 R-SEQ-REVEAL-2 R-FOCUS-FEE-2 every revealed card pays its mandatory fee right after the reveal', () => {
    const state = duel({ hand: ['R22'], focus: 2 }, { hand: ['R29'], focus: 1 });
    const { state: after, events } = play(state, { 0: 'R22', 1: 'R29' });
    const revealed = events.findIndex((e) => e.kind === 'revealed');
    const paid = eventsOf(events, 'focusPaid');
    expect(paid).toEqual([
      { kind: 'focusPaid', seat: 0, amount: 1, reason: 'mandatoryFee' },
      { kind: 'focusPaid', seat: 1, amount: 1, reason: 'mandatoryFee' },
    ]);
    expect(events.indexOf(paid[0]!)).toBeGreaterThan(revealed);
    expect(events.indexOf(paid[1]!)).toBeLessThan(events.findIndex((e) => e.kind === 'initiativeSet'));
    // Cards without effects: the pools are what the fees left (the next round has begun).
    expect(after.round).toBe(2);
    expect(after.seats.map((s) => s.focus)).toEqual([1, 0]);
  });

  it('R-SEQ-REVEAL-2 R-SEQ-REVEAL-3 the mandatory fee is paid before the initiative fee: focus spent on it cannot buy the initiative', () => {
    // R29: fee 1, initiative 5, or 8 for 1 more focus.
    const poor = duel({ hand: ['R35'] }, { hand: ['R29'], focus: 1 });
    const { state: after, events } = play(poor, { 0: 'R35', 1: 'R29' });
    expect(eventsOf(events, 'focusPaid')).toEqual([{ kind: 'focusPaid', seat: 1, amount: 1, reason: 'mandatoryFee' }]);
    expect(initiatives(events)).toEqual([[0, 6], [1, 5]]);
    expect(after.round).toBe(2);

    const rich = duel({ hand: ['R35'] }, { hand: ['R29'], focus: 2 });
    const revealed = selectCards(rich, { 0: 'R35', 1: 'R29' });
    expect(pending(revealed.state)).toEqual([[1, 'initiativeFee']]);
    expect(revealed.state.seats[1]!.focus).toBe(1);
    const paid = act(revealed.state, 1, { kind: 'payInitiativeFee', pay: true });
    expect(eventsOf(paid.events, 'focusPaid')).toEqual([{ kind: 'focusPaid', seat: 1, amount: 1, reason: 'initiativeFee' }]);
    expect(initiatives(paid.events)).toEqual([[0, 6], [1, 8]]);
  });
});

describe('step 3: optional initiative fees', () => {
  it.each([
    { pay: true, initiative: 9, order: [[0, 'R23', 9], [1, 'R21', 5]], focus: 0 },
    { pay: false, initiative: 4, order: [[1, 'R21', 5], [0, 'R23', 4]], focus: 1 },
  ])('R-ROUND-REVEAL-3 R-FOCUS-FEE-5 paying the fee makes the alternative the initiative (pay: $pay)', ({ pay, initiative, order, focus }) => {
    const state = duel({ hand: ['R23'], focus: 1 }, { hand: ['R21'] });
    const revealed = selectCards(state, { 0: 'R23', 1: 'R21' });
    const d = decision(revealed.state, 0);
    expect(d).toEqual({
      seat: 0, kind: 'initiativeFee', rule: 'R-ROUND-REVEAL-3',
      options: [{ kind: 'payInitiativeFee', pay: true }, { kind: 'payInitiativeFee', pay: false }],
      context: { fee: 1, initiative: 9 },
    });
    const { state: after, events } = act(revealed.state, 0, { kind: 'payInitiativeFee', pay });
    expect(eventsOf(events, 'focusPaid')).toEqual(pay ? [{ kind: 'focusPaid', seat: 0, amount: 1, reason: 'initiativeFee' }] : []);
    expect(initiatives(events)).toEqual([[0, initiative], [1, 5]]);
    expect(resolution(after, events)).toEqual(order);
    expect(after.seats[0]!.focus).toBe(focus);
  });

  it('R-ROUND-REVEAL-3 a player who cannot pay the initiative fee is not asked and keeps the base initiative', () => {
    const state = duel({ hand: ['R23'], focus: 0 }, { hand: ['R21'] });
    const { state: after, events } = play(state, { 0: 'R23', 1: 'R21' });
    expect(after.round).toBe(2);
    expect(eventsOf(events, 'focusPaid')).toEqual([]);
    expect(initiatives(events)).toEqual([[0, 4], [1, 5]]);
    expect(pending(after)).toEqual([[0, 'select'], [1, 'select']]);
  });

  it.each([
    { track: [0, 1], first: 1, second: 0 },
    { track: [1, 0], first: 0, second: 1 },
  ])('R-ROUND-REVEAL-3 initiative fees are decided lowest on the advantage track first (track $track)', ({ track, first, second }) => {
    const state = duel({ hand: ['R23'], focus: 1 }, { hand: ['R23'], focus: 1 }, track);
    const revealed = selectCards(state, { 0: 'R23', 1: 'R23' });
    expect(pending(revealed.state)).toEqual([[first, 'initiativeFee']]);
    expect(applyAction(revealed.state, second, { kind: 'payInitiativeFee', pay: true }).ok).toBe(false);
    const next = act(revealed.state, first, { kind: 'payInitiativeFee', pay: true });
    expect(pending(next.state)).toEqual([[second, 'initiativeFee']]);
    const done = act(next.state, second, { kind: 'payInitiativeFee', pay: false });
    expect(Object.fromEntries(initiatives(done.events))).toEqual({ [first]: 9, [second]: 4 });
  });
});

describe('step 4: instant replacement', () => {
  it.each([
    { track: [0, 1], first: 1, second: 0 },
    { track: [1, 0], first: 0, second: 1 },
  ])('R-ROUND-REVEAL-4 R-SEQ-REVEAL-4 each player may replace, lowest on the advantage track first (track $track)', ({ track, first, second }) => {
    const state = duel({ hand: ['R21', 'R33'] }, { hand: ['R21', 'R33'] }, track);
    const revealed = selectCards(state, { 0: 'R21', 1: 'R21' });
    expect(decision(revealed.state, first)).toEqual({
      seat: first, kind: 'replacement', rule: 'R-ROUND-REVEAL-4',
      options: [{ kind: 'replace', card: handCard(revealed.state, first, 'R33') }, { kind: 'keepCard' }],
    });
    expect(pending(revealed.state)).toEqual([[first, 'replacement']]);
    const next = act(revealed.state, first, { kind: 'keepCard' });
    expect(pending(next.state)).toEqual([[second, 'replacement']]);
  });

  it('R-ROUND-REVEAL-5 a player who passes cannot replace later in that step', () => {
    const state = duel({ hand: ['R21', 'R33'] }, { hand: ['R35', 'R33'] });
    const revealed = selectCards(state, { 0: 'R21', 1: 'R35' });
    const passed = act(revealed.state, 1, { kind: 'keepCard' });
    const error = rejected(passed.state, 1, { kind: 'replace', card: handCard(passed.state, 1, 'R33') });
    expect(error.code).toBe('NOT_YOUR_DECISION');
    // Kensei replaces; Tetsu gets no second chance, and the Reveal moves on.
    const { state: after, events } = act(passed.state, 0, { kind: 'replace', card: handCard(passed.state, 0, 'R33') });
    expect(eventsOf(events, 'replaced').map((e) => e.seat)).toEqual([0]);
    expect(resolution(after, events)).toEqual([[0, 'R33', 7], [1, 'R35', 6]]);
    expect(after.round).toBe(2);
  });

  it('R-INSTANT-REPL-3 R-ROUND-REVEAL-7 the replaced card is discarded face up at once; the replacement resolves at its own initiative', () => {
    const state = duel({ hand: ['R21', 'R33'] }, { hand: ['R35'] });
    const original = handCard(state, 0, 'R21');
    const replacement = handCard(state, 0, 'R33');
    const revealed = selectCards(state, { 0: 'R21', 1: 'R35' });
    expect(pending(revealed.state)).toEqual([[0, 'replacement']]);
    const { state: after, events } = act(revealed.state, 0, { kind: 'replace', card: replacement });
    // In the action's events the discard and the replacement come before any initiative is set.
    expect(kinds(events).slice(0, 2)).toEqual(['discarded', 'replaced']);
    expect(events[0]).toEqual({ kind: 'discarded', seat: 0, card: original, number: 'R21', faceDown: false });
    expect(events[1]).toEqual({ kind: 'replaced', seat: 0, replaced: original, by: replacement, number: 'R33' });
    // The replacement (7) now resolves before Tetsu's 6; the original (5) would have come after it.
    expect(eventsOf(events, 'initiativeSet')).toContainEqual({ kind: 'initiativeSet', seat: 0, card: replacement, initiative: 7 });
    expect(resolution(after, events)).toEqual([[0, 'R33', 7], [1, 'R35', 6]]);
    expect(after.seats[0]!.discard.map((d) => [after.cards[d.card], d.faceDown])).toEqual([['R21', false], ['R33', false]]);
    expect(after.seats[0]!.hand.map((c) => after.cards[c])).toEqual(['R21']); // the card drawn in round 2
  });

  it('R-ROUND-REVEAL-7 R-SEQ-REVEAL-4 every focus paid for the replaced card, mandatory and initiative fee, is refunded', () => {
    const state = duel({ hand: ['R29', 'R25'], focus: 2 }, { hand: ['R21'] });
    const revealed = selectCards(state, { 0: 'R29', 1: 'R21' });
    const paid = act(revealed.state, 0, { kind: 'payInitiativeFee', pay: true });
    expect(paid.state.seats[0]!.focus).toBe(0);
    expect(pending(paid.state)).toEqual([[0, 'replacement']]);
    const { state: after, events } = act(paid.state, 0, { kind: 'replace', card: handCard(paid.state, 0, 'R25') });
    expect(eventsOf(events, 'focusRefunded')).toEqual([{ kind: 'focusRefunded', seat: 0, amount: 2 }]);
    expect(eventsOf(events, 'focusPaid')).toEqual([]);
    expect(after.seats[0]!.focus).toBe(2);
    expect(initiatives(events)).toEqual([[0, 8], [1, 5]]);
  });

  it('R-ROUND-REVEAL-6 R-ROUND-REVEAL-7 the replacement pays its own mandatory fee at once, and the refund can pay it', () => {
    // Kensei is lowest on the track here, so Tetsu still has to decide after Kensei's replacement.
    const state = duel({ hand: ['R22', 'R26'], focus: 1 }, { hand: ['R21', 'R33'] }, [1, 0]);
    const revealed = selectCards(state, { 0: 'R22', 1: 'R21' });
    expect(revealed.state.seats[0]!.focus).toBe(0);
    expect(decision(revealed.state, 0).options).toContainEqual({ kind: 'replace', card: handCard(revealed.state, 0, 'R26') });
    const replaced = act(revealed.state, 0, { kind: 'replace', card: handCard(revealed.state, 0, 'R26') });
    expect(replaced.events.filter((e) => e.kind !== 'discarded' && e.kind !== 'replaced')).toEqual([
      { kind: 'focusRefunded', seat: 0, amount: 1 },
      { kind: 'focusPaid', seat: 0, amount: 1, reason: 'mandatoryFee' },
    ]);
    expect(kinds(replaced.events)).toEqual(['focusRefunded', 'discarded', 'replaced', 'focusPaid']);
    expect(pending(replaced.state)).toEqual([[1, 'replacement']]);
    expect(replaced.state.seats[0]!.focus).toBe(0);
    const { events } = act(replaced.state, 1, { kind: 'keepCard' });
    expect(initiatives(events)).toEqual([[0, 7], [1, 5]]);
  });

  it('R-ROUND-REVEAL-4 R-ROUND-REVEAL-6 a replacement whose fee the pool cannot pay, even with the refund, is not offered', () => {
    const state = duel({ hand: ['R21', 'R26', 'R33'], focus: 0 }, { hand: ['R35'] });
    const revealed = selectCards(state, { 0: 'R21', 1: 'R35' });
    expect(decision(revealed.state, 0).options).toEqual([{ kind: 'replace', card: handCard(revealed.state, 0, 'R33') }, { kind: 'keepCard' }]);
    const error = rejected(revealed.state, 0, { kind: 'replace', card: handCard(revealed.state, 0, 'R26') });
    expect(error).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-ROUND-REVEAL-4' });
  });

  it('R-INSTANT-3 a replacement must be of a different type than the revealed card', () => {
    const state = duel({ hand: ['R36', 'R34', 'R33'] }, { hand: ['R21'] });
    const revealed = selectCards(state, { 0: 'R36', 1: 'R21' });
    // R34 is an attack, like the revealed R36; R33 is a block.
    expect(decision(revealed.state, 0).options).toEqual([{ kind: 'replace', card: handCard(revealed.state, 0, 'R33') }, { kind: 'keepCard' }]);
    const error = rejected(revealed.state, 0, { kind: 'replace', card: handCard(revealed.state, 0, 'R34') });
    expect(error).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-ROUND-REVEAL-4' });

    // With only a same-type replacement in hand there is nothing to decide.
    const same = duel({ hand: ['R36', 'R34'] }, { hand: ['R21'] });
    const { state: after, events } = play(same, { 0: 'R36', 1: 'R21' });
    expect(eventsOf(events, 'replaced')).toEqual([]);
    expect(resolution(after, events)).toEqual([[0, 'R36', 6], [1, 'R21', 5]]);
  });

  it.each(['T01', 'T70'])('R-INSTANT-3 a core card (%s) cannot be replaced', (core) => {
    const state = duel({ hand: [core, 'R25', 'R33', 'R34'] }, { hand: ['R35'] });
    const { state: after, events } = selectCards(state, { 0: core, 1: 'R35' });
    expect(eventsOf(events, 'replaced')).toEqual([]);
    expect(eventsOf(events, 'initiativeSet').map((e) => [e.seat, after.cards[e.card]])).toEqual([[0, core], [1, 'R35']]);
    // Whatever is pending now belongs to the Resolve step or later, never to the replacement.
    expect(pending(after).map(([, kind]) => kind)).not.toContain('replacement');
  });

  it('OP-8 a played stun card has no initiative and cannot be replaced', () => {
    const state = duel({ hand: ['STUN', 'R25', 'R33', 'R34'] }, { hand: ['R35'] });
    const stun = handCard(state, 0, 'STUN');
    const { state: after, events } = play(state, { 0: 'STUN', 1: 'R35' });
    expect(eventsOf(events, 'revealed')[0]!.cards).toContainEqual({ seat: 0, card: stun, number: 'STUN' });
    expect(eventsOf(events, 'replaced')).toEqual([]);
    expect(initiatives(events)).toEqual([[1, 6]]);
    expect(resolution(after, events)).toEqual([[1, 'R35', 6]]);
    expect(after.round).toBe(2);
  });

  it.each([
    { replace: false, order: [[0, 'R25', 8], [1, 'R21', 5]] },
    { replace: true, order: [[0, 'R33', 7], [1, 'R21', 5]] },
  ])('R-INSTANT-REPL-1 R-INSTANT-REPL-2 an instant replacement can be selected as a normal card, which leaves the instant unused (replace: $replace)', ({ replace, order }) => {
    const state = duel({ hand: ['R25', 'R33'] }, { hand: ['R21'] });
    const first = act(state, 0, { kind: 'select', card: handCard(state, 0, 'R25') }); // listed as an option, accepted
    const revealed = act(first.state, 1, { kind: 'select', card: handCard(first.state, 1, 'R21') });
    // Selecting R25 normally did not use the one instant: R33 may still replace it in step 4.
    expect(decision(revealed.state, 0).options).toEqual([{ kind: 'replace', card: handCard(revealed.state, 0, 'R33') }, { kind: 'keepCard' }]);
    const action: Action = replace ? { kind: 'replace', card: handCard(revealed.state, 0, 'R33') } : { kind: 'keepCard' };
    const { state: after, events } = act(revealed.state, 0, action);
    expect(resolution(after, events)).toEqual(order);
  });

  it('R-INSTANT-REPL-4 OP-20 a replacement used in step 4 is the seat\'s one instant card of the round; the next round allows another', () => {
    const state = duel({ hand: ['R36', 'R25', 'R33'], deck: ['R36', 'R21'] }, { hand: ['R21', 'R35'], deck: ['R21', 'R21'] });
    const revealed = selectCards(state, { 0: 'R36', 1: 'R21' });
    expect(decision(revealed.state, 0).options).toHaveLength(3);
    // R33 (block) could replace R25 (meditation), but the instant of this round is used.
    const { state: after, events } = act(revealed.state, 0, { kind: 'replace', card: handCard(revealed.state, 0, 'R25') });
    expect(eventsOf(events, 'replaced')).toHaveLength(1);
    expect(resolution(after, events)).toEqual([[0, 'R25', 8], [1, 'R21', 5]]);
    expect(after.round).toBe(2);
    const round2 = selectCards(after, { 0: 'R36', 1: 'R35' });
    expect(decision(round2.state, 0)).toMatchObject({ kind: 'replacement', options: [{ kind: 'replace', card: handCard(round2.state, 0, 'R33') }, { kind: 'keepCard' }] });
  });

  it.each([
    { pay: true, initiative: 10 },
    { pay: false, initiative: 3 },
  ])('OP-36 R-SEQ-REVEAL-3 the replacement\'s initiative fee is offered as soon as it is played (pay: $pay)', ({ pay, initiative }) => {
    // Kensei lowest on the track; Tetsu decides on its own replacement afterwards.
    const state = duel({ hand: ['R21', 'R27'], focus: 1 }, { hand: ['R35', 'R33'] }, [1, 0]);
    const revealed = selectCards(state, { 0: 'R21', 1: 'R35' });
    const replaced = act(revealed.state, 0, { kind: 'replace', card: handCard(revealed.state, 0, 'R27') });
    expect(pendingDecisions(replaced.state)).toEqual([
      {
        seat: 0, kind: 'initiativeFee', rule: 'R-ROUND-REVEAL-3',
        options: [{ kind: 'payInitiativeFee', pay: true }, { kind: 'payInitiativeFee', pay: false }],
        context: { fee: 1, initiative: 10 },
      },
    ]);
    const decided = act(replaced.state, 0, { kind: 'payInitiativeFee', pay });
    expect(pending(decided.state)).toEqual([[1, 'replacement']]);
    const { events } = act(decided.state, 1, { kind: 'keepCard' });
    expect(initiatives(events)).toEqual([[0, initiative], [1, 6]]);
  });

  it('OP-36 R-SEQ-REVEAL-5 a variable replacement chooses its initiative in step 5', () => {
    const state = duel({ hand: ['R36', 'R28'] }, { hand: ['R21'] });
    const revealed = selectCards(state, { 0: 'R36', 1: 'R21' });
    const replaced = act(revealed.state, 0, { kind: 'replace', card: handCard(revealed.state, 0, 'R28') });
    const d = decision(replaced.state, 0);
    expect(d.kind).toBe('variableInitiative');
    expect(d.options).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map((value) => ({ kind: 'chooseInitiative', value })));
    const { events } = act(replaced.state, 0, { kind: 'chooseInitiative', value: 9 });
    expect(initiatives(events)).toEqual([[0, 9], [1, 5]]);
  });
});

describe('step 5: variable initiative, then comparison', () => {
  it('R-ROUND-REVEAL-8 a variable initiative may be any whole number between the printed values, inclusive', () => {
    const state = duel({ hand: ['R24'] }, { hand: ['R35'] });
    const revealed = selectCards(state, { 0: 'R24', 1: 'R35' });
    expect(decision(revealed.state, 0)).toEqual({
      seat: 0, kind: 'variableInitiative', rule: 'R-ROUND-REVEAL-8',
      options: [2, 3, 4, 5, 6].map((value) => ({ kind: 'chooseInitiative', value })),
    });
    for (const value of [1, 7, 4.5]) {
      expect(rejected(revealed.state, 0, { kind: 'chooseInitiative', value })).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-ROUND-REVEAL-8' });
    }
    const { events } = act(revealed.state, 0, { kind: 'chooseInitiative', value: 4 });
    expect(initiatives(events)).toEqual([[0, 4], [1, 6]]);
  });

  it.each([
    { track: [0, 1], first: 1, second: 0 },
    { track: [1, 0], first: 0, second: 1 },
  ])('R-ROUND-REVEAL-9 variable initiatives are chosen one after another, lowest on the advantage track first (track $track)', ({ track, first, second }) => {
    const state = duel({ hand: ['R24'] }, { hand: ['R24'] }, track);
    const revealed = selectCards(state, { 0: 'R24', 1: 'R24' });
    expect(pending(revealed.state)).toEqual([[first, 'variableInitiative']]);
    expect(rejected(revealed.state, second, { kind: 'chooseInitiative', value: 5 }).code).toBe('NOT_YOUR_DECISION');
    const next = act(revealed.state, first, { kind: 'chooseInitiative', value: 3 });
    expect(pending(next.state)).toEqual([[second, 'variableInitiative']]);
    const { events } = act(next.state, second, { kind: 'chooseInitiative', value: 5 });
    expect(Object.fromEntries(initiatives(events))).toEqual({ [first]: 3, [second]: 5 });
  });

  it.each([
    { value: 2, order: [[1, 'R21', 5], [0, 'R24', 2]] },
    { value: 6, order: [[0, 'R24', 6], [1, 'R21', 5]] },
  ])('R-ROUND-REVEAL-10 R-SEQ-REVEAL-6 after step 5 the initiatives are compared and the cards resolve highest first (chosen $value)', ({ value, order }) => {
    const state = duel({ hand: ['R24'] }, { hand: ['R21'] });
    const revealed = selectCards(state, { 0: 'R24', 1: 'R21' });
    expect(eventsOf(revealed.events, 'initiativeSet')).toEqual([]);
    const { state: after, events } = act(revealed.state, 0, { kind: 'chooseInitiative', value });
    const lastSet = kinds(events).lastIndexOf('initiativeSet');
    expect(lastSet).toBeGreaterThanOrEqual(0);
    expect(lastSet).toBeLessThan(events.findIndex((e) => e.kind === 'resolving'));
    expect(resolution(after, events)).toEqual(order);
  });

  it('R-SEQ-REVEAL-1 R-SEQ-REVEAL-2 R-SEQ-REVEAL-3 R-SEQ-REVEAL-4 R-SEQ-REVEAL-5 R-SEQ-REVEAL-6 the reveal runs its steps in order', () => {
    // Kensei lowest: R29 (fee 1; 8 for 1 more), replaced by R28 (variable 2-9); Tetsu plays R24 (2-6).
    const state = duel({ hand: ['R29', 'R28'], focus: 3 }, { hand: ['R24'] }, [1, 0]);
    const steps: string[] = [];
    const events: GameEvent[] = [];
    const record = (applied: Applied) => {
      events.push(...applied.events);
      steps.push(...pendingDecisions(applied.state).map((d) => `${d.seat}:${d.kind}`));
      return applied.state;
    };
    let s = record(selectCards(state, { 0: 'R29', 1: 'R24' }));
    s = record(act(s, 0, { kind: 'payInitiativeFee', pay: true }));
    s = record(act(s, 0, { kind: 'replace', card: handCard(s, 0, 'R28') }));
    s = record(act(s, 0, { kind: 'chooseInitiative', value: 7 }));
    s = record(act(s, 1, { kind: 'chooseInitiative', value: 3 }));
    expect(steps.slice(0, 4)).toEqual(['0:initiativeFee', '0:replacement', '0:variableInitiative', '1:variableInitiative']);
    const firstResolving = events.findIndex((e) => e.kind === 'resolving');
    expect(kinds(events.slice(0, firstResolving)).filter((k) => k !== 'selected')).toEqual([
      'revealed', 'focusPaid', 'focusPaid', 'focusRefunded', 'discarded', 'replaced', 'initiativeSet', 'initiativeSet',
    ]);
    expect(eventsOf(events, 'focusPaid').map((e) => e.reason)).toEqual(['mandatoryFee', 'initiativeFee']);
    expect(resolution(s, events)).toEqual([[0, 'R28', 7], [1, 'R24', 3]]);
    expect(s.seats[0]!.focus).toBe(3);
  });
});

describe('weakness lowers the initiatives fixed at the reveal', () => {
  it('R-WEAK-2 each weakness card lowers the initiative of the character\'s cards by 1', () => {
    const one = duel({ hand: ['R21'], weakness: [0] }, { hand: ['R21'] });
    const a = play(one, { 0: 'R21', 1: 'R21' });
    expect(initiatives(a.events)).toEqual([[0, 4], [1, 5]]);
    expect(resolution(a.state, a.events)).toEqual([[1, 'R21', 5], [0, 'R21', 4]]);

    const two = duel({ hand: ['R21'], weakness: [0, 2] }, { hand: ['R35'] });
    expect(initiatives(play(two, { 0: 'R21', 1: 'R35' }).events)).toEqual([[0, 3], [1, 6]]);
  });

  it('R-WEAK-2 the initiative never drops below 1', () => {
    const state = duel({ hand: ['R37'], weakness: [0, 1, 3] }, { hand: ['R21'] });
    expect(initiatives(play(state, { 0: 'R37', 1: 'R21' }).events)).toEqual([[0, 1], [1, 5]]);
  });

  it('R-WEAK-2 R-ROUND-REVEAL-3 a bought alternative initiative is lowered too', () => {
    const state = duel({ hand: ['R23'], focus: 1, weakness: [0] }, { hand: ['R21'] });
    const { events } = play(state, { 0: 'R23', 1: 'R21' }, [[0, { kind: 'payInitiativeFee', pay: true }]]);
    expect(initiatives(events)).toEqual([[0, 8], [1, 5]]);
  });

  it('R-WEAK-2 a card section with its own initiative is lowered too', () => {
    // R31: 5, and a lower section at 2.
    const state = duel({ hand: ['R31'], weakness: [0] }, { hand: ['R35'] });
    const { state: after, events } = play(state, { 0: 'R31', 1: 'R35' });
    expect(resolution(after, events)).toEqual([[1, 'R35', 6], [0, 'R31', 4], [0, 'R31', 1]]);
  });

  it.each([
    { value: 5, initiative: 3 },
    { value: 2, initiative: 1 },
  ])('R-WEAK-3 a variable initiative is chosen from the printed values, then lowered by 1 per weakness card (chosen $value)', ({ value, initiative }) => {
    const state = duel({ hand: ['R24'], weakness: [1, 3] }, { hand: ['R35'] });
    const revealed = selectCards(state, { 0: 'R24', 1: 'R35' });
    expect(decision(revealed.state, 0).options).toEqual([2, 3, 4, 5, 6].map((v) => ({ kind: 'chooseInitiative', value: v })));
    const { events } = act(revealed.state, 0, { kind: 'chooseInitiative', value });
    expect(initiatives(events)).toEqual([[0, initiative], [1, 6]]);
  });

  it('OP-18 weakness received during a round changes nothing in that round; it counts from the next comparison', () => {
    // Kensei's R32 (9) gives Tetsu, right in front of it, one weakness card before Tetsu's R31 (5, then 2) resolves.
    const state = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 0 }, 0, { hand: ['R32', 'R35'], deck: ['R21'] })
      .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['R31', 'R21'], deck: ['R21'] })
      .build().state;
    const round1 = play(state, { 0: 'R32', 1: 'R31' });
    const weakened = round1.events.findIndex((e) => e.kind === 'weakened' && e.seat === 1);
    expect(weakened).toBeGreaterThan(round1.events.findIndex((e) => e.kind === 'resolving' && e.seat === 0));
    expect(resolution(round1.state, round1.events)).toEqual([[0, 'R32', 9], [1, 'R31', 5], [1, 'R31', 2]]);
    expect(round1.state.round).toBe(2);
    expect(round1.state.seats[1]!.weakness).toHaveLength(1);

    const round2 = selectCards(round1.state, { 0: 'R35', 1: 'R21' });
    expect(initiatives(round2.events)).toEqual([[0, 6], [1, 4]]);
  });
});
