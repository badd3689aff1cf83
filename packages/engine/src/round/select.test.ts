import { describe, expect, it } from 'vitest';
import { applyAction, pendingDecisions, viewFor } from '../index';
import type { GameState, SeatId } from '../state';
import { act, eventsOf, handCard, scenario, testCard } from '../testing';

// Section 7.2: the Select step. Both seats choose at once and in secret (R-SEQ-ROUND-5).

const fixed = (value: number) => ({ kind: 'fixed' as const, value });

const R11 = testCard({ number: 'R11', types: ['meditation'], initiative: fixed(5) });
const R12 = testCard({ number: 'R12', types: ['attack'], tier: 'steel', initiative: fixed(6), focusFee: 2 });
const R13 = testCard({ number: 'R13', types: ['attack'], initiative: fixed(7), kamaeRequirement: 'aggression' });
// A variable initiative makes the Reveal wait for a decision, so the cards in play can be seen.
const R14 = testCard({ number: 'R14', types: ['block'], initiative: { kind: 'variable', min: 2, max: 4 } });
const R15 = testCard({ number: 'R15', types: ['meditation'], initiative: fixed(3) });
const CARDS = [R11, R12, R13, R14, R15];

type Seat = Parameters<ReturnType<typeof scenario>['seat']>[3];

/** Kensei (seat 0) and Tetsu (seat 1), far apart, at the Select step. */
const duel = (kensei: Seat = {}, tetsu: Seat = {}) =>
  scenario()
    .card(...CARDS)
    .seat('kensei', { q: 0, r: 2 }, 0, { deck: ['R15'], ...kensei })
    .seat('tetsu', { q: 0, r: -2 }, 3, { deck: ['R15'], ...tetsu })
    .build().state;

const selectOf = (state: GameState, seat: SeatId) => pendingDecisions(state).find((d) => d.seat === seat && d.kind === 'select');
const optionNumbers = (state: GameState, seat: SeatId) =>
  (selectOf(state, seat)?.options ?? []).map((o) => (o.kind === 'select' ? state.cards[o.card] : o.kind)).sort();

/** Apply an action that must be rejected; returns the error after checking the state did not change. */
function rejected(state: GameState, seat: SeatId, action: Parameters<typeof applyAction>[2]) {
  const before = JSON.stringify(state);
  const result = applyAction(state, seat, action);
  expect(result.ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error('accepted');
  return result.error;
}

describe('choosing a card', () => {
  it('R-ROUND-SELECT-1 R-SEQ-ROUND-5 every seat chooses at the same time, in any order', () => {
    const state = duel({ hand: ['R11', 'R15'] }, { hand: ['R11', 'R14'] });
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind, d.rule])).toEqual([
      [0, 'select', 'R-ROUND-SELECT-1'],
      [1, 'select', 'R-ROUND-SELECT-1'],
    ]);
    // The seat lower on the advantage track may choose first; the other is still asked.
    const after = act(state, 1, { kind: 'select', card: handCard(state, 1, 'R14') });
    expect(pendingDecisions(after.state).map((d) => [d.seat, d.kind])).toEqual([[0, 'select']]);
    expect(after.state.flow.at).toBe('select');
  });

  it('R-ROUND-SELECT-1 R-SEQ-ROUND-5 the card is chosen face down: the others learn only that a choice was made', () => {
    const state = duel({ hand: ['R11', 'R15'] }, { hand: ['R15', 'R14'] });
    const chosen = handCard(state, 0, 'R11');
    const { state: after, events } = act(state, 0, { kind: 'select', card: chosen });
    expect(events).toEqual([{ kind: 'selected', seat: 0 }]);
    expect(JSON.stringify(events)).not.toContain(JSON.stringify(chosen));
    for (const viewer of [1, 'spectator'] as const) {
      const view = viewFor(after, viewer);
      expect(view.seats[0]!.hasSelected).toBe(true);
      expect(view.seats[0]!.selected).toBeUndefined();
      expect(view.seats[0]!.play).toBeNull();
      expect(view.seats[1]!.hasSelected).toBe(false);
      // Neither the instance id nor the number of the hidden card appears anywhere (R11 is in no other place).
      const json = JSON.stringify(view);
      expect(json).not.toContain(JSON.stringify(chosen));
      expect(json).not.toContain('R11');
    }
    // The chooser sees its own choice.
    const own = viewFor(after, 0);
    expect(own.seats[0]!.selected).toEqual({ card: chosen, number: 'R11' });
    expect(own.seats[0]!.hasSelected).toBe(true);
  });

  it('R-ROUND-SELECT-1 once all have chosen, the chosen cards are in play and out of the hands', () => {
    const state = duel({ hand: ['R11', 'R15'] }, { hand: ['R15', 'R14'] });
    const mine = handCard(state, 0, 'R11');
    const theirs = handCard(state, 1, 'R14');
    const first = act(state, 0, { kind: 'select', card: mine });
    const { state: after } = act(first.state, 1, { kind: 'select', card: theirs });
    // Tetsu's variable initiative holds the Reveal, with both cards in play.
    expect(after.flow.at).toBe('reveal');
    expect(after.seats[0]!.play?.card).toBe(mine);
    expect(after.seats[1]!.play?.card).toBe(theirs);
    expect(after.seats[0]!.hand).not.toContain(mine);
    expect(after.seats[1]!.hand).not.toContain(theirs);
    expect(after.seats[0]!.hand.map((c) => after.cards[c])).toEqual(['R15']);
    expect(after.seats[1]!.hand.map((c) => after.cards[c])).toEqual(['R15']);
  });

  it('R-ROUND-SELECT-1 a seat chooses exactly one card: a second choice is rejected', () => {
    const state = duel({ hand: ['R11', 'R15'] }, { hand: ['R15', 'R14'] });
    const { state: after } = act(state, 0, { kind: 'select', card: handCard(state, 0, 'R11') });
    const error = rejected(after, 0, { kind: 'select', card: handCard(after, 0, 'R15') });
    expect(error).toMatchObject({ code: 'ALREADY_SELECTED', rule: 'R-ROUND-SELECT-1' });
    expect(after.seats[0]!.selected).toBe(handCard(state, 0, 'R11'));
  });

  it('R-ROUND-SELECT-1 only a card from your own hand can be chosen', () => {
    const state = duel({ hand: ['R11'], deck: ['R15'] }, { hand: ['R15', 'R14'] });
    expect(rejected(state, 0, { kind: 'select', card: handCard(state, 1, 'R14') })).toMatchObject({ code: 'NOT_IN_HAND', rule: 'R-ROUND-SELECT-1' });
    expect(rejected(state, 0, { kind: 'select', card: state.seats[0]!.deck[0]! })).toMatchObject({ code: 'NOT_IN_HAND', rule: 'R-ROUND-SELECT-1' });
    expect(rejected(state, 0, { kind: 'select', card: 'no-such-card' })).toMatchObject({ code: 'NOT_IN_HAND', rule: 'R-ROUND-SELECT-1' });
  });

  it('R-ROUND-SELECT-1 the options are exactly the cards of the hand that may be chosen now', () => {
    // No focus and Kamae Neutral: the fee card and the Aggression card are out; stun and core card are in.
    const state = duel({ hand: ['R11', 'R12', 'R13', 'STUN', 'T01', 'R15'], focus: 0 }, { hand: ['R15'] });
    expect(optionNumbers(state, 0)).toEqual(['R11', 'R15', 'STUN', 'T01']);
    expect(optionNumbers(state, 1)).toEqual(['R15']);
  });
});

describe('what may be chosen', () => {
  it('R-ROUND-SELECT-2 R-FOCUS-FEE-1 a card whose mandatory fee the pool cannot pay cannot be chosen', () => {
    const state = duel({ hand: ['R12', 'R11'], focus: 1 }, { hand: ['R15'] });
    expect(optionNumbers(state, 0)).toEqual(['R11']);
    const error = rejected(state, 0, { kind: 'select', card: handCard(state, 0, 'R12') });
    expect(error).toMatchObject({ code: 'FOCUS_SHORT', rule: 'R-ROUND-SELECT-2' });
  });

  it('R-ROUND-SELECT-2 a pool holding exactly the fee is enough; the fee is not paid at selection', () => {
    const state = duel({ hand: ['R12', 'R11'], focus: 2 }, { hand: ['R15'] });
    expect(optionNumbers(state, 0)).toEqual(['R11', 'R12']);
    const { state: after } = act(state, 0, { kind: 'select', card: handCard(state, 0, 'R12') });
    expect(after.seats[0]!.focus).toBe(2);
  });

  it('R-ROUND-SELECT-3 R-KAMAE-5 a card with a Kamae requirement can be chosen only in that Kamae', () => {
    const neutral = duel({ hand: ['R13', 'R11'], kamae: 'neutral' }, { hand: ['R15'] });
    expect(optionNumbers(neutral, 0)).toEqual(['R11']);
    expect(rejected(neutral, 0, { kind: 'select', card: handCard(neutral, 0, 'R13') })).toMatchObject({ code: 'KAMAE_REQUIRED', rule: 'R-ROUND-SELECT-3' });
    const balance = duel({ hand: ['R13', 'R11'], kamae: 'balance' }, { hand: ['R15'] });
    expect(optionNumbers(balance, 0)).toEqual(['R11']);
    const aggression = duel({ hand: ['R13', 'R11'], kamae: 'aggression' }, { hand: ['R15'] });
    expect(optionNumbers(aggression, 0)).toEqual(['R11', 'R13']);
    const { events } = act(aggression, 0, { kind: 'select', card: handCard(aggression, 0, 'R13') });
    expect(events).toEqual([{ kind: 'selected', seat: 0 }]);
  });

  it('R-ROUND-SELECT-4 R-STUN-3 a stun card in hand may be chosen instead of an ability card', () => {
    const state = duel({ hand: ['STUN', 'R11'] }, { hand: ['R15'] });
    const stun = handCard(state, 0, 'STUN');
    expect(optionNumbers(state, 0)).toEqual(['R11', 'STUN']);
    const first = act(state, 0, { kind: 'select', card: stun });
    const { events } = act(first.state, 1, { kind: 'select', card: handCard(first.state, 1, 'R15') });
    expect(eventsOf(events, 'revealed')[0]!.cards).toContainEqual({ seat: 0, card: stun, number: 'STUN' });
  });

  it('R-ROUND-SELECT-5 R-CORE-2 R-CORE-3 the core ability card and the core weapon card may be chosen like any card', () => {
    const state = duel({ hand: ['T01', 'T70', 'R11'] }, { hand: ['T02', 'T71'] });
    expect(optionNumbers(state, 0)).toEqual(['R11', 'T01', 'T70']);
    expect(optionNumbers(state, 1)).toEqual(['T02', 'T71']);
    const first = act(state, 0, { kind: 'select', card: handCard(state, 0, 'T70') });
    const { events } = act(first.state, 1, { kind: 'select', card: handCard(first.state, 1, 'T02') });
    expect(eventsOf(events, 'revealed')[0]!.cards.map((c) => [c.seat, c.number])).toEqual([
      [0, 'T70'],
      [1, 'T02'],
    ]);
  });
});
