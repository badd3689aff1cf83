import { describe, expect, it } from 'vitest';
import { outcome, pendingDecisions, viewFor } from '../index';
import type { GameEvent } from '../events';
import type { GameState, SeatId } from '../state';
import { act, eventsOf, handCard, scenario, selectCards, testCard } from '../testing';

// Section 7.1 (Draw), the start of the round (R-SEQ-ROUND-1..4), bleeding before the draw
// (R-BLEED-2, R-BLEED-3, OP-10) and the empty-deck wound (R-ROUND-DRAW-3).

const fixed = (value: number) => ({ kind: 'fixed' as const, value });

// Cards without effects resolve on their own, so a round runs through without decisions.
const R01 = testCard({ number: 'R01', types: ['meditation'], initiative: fixed(5) });
const R02 = testCard({ number: 'R02', types: ['meditation'], initiative: fixed(4) });
const R03 = testCard({ number: 'R03', types: ['meditation'], initiative: fixed(8), effects: [{ kind: 'draw', count: 2, upTo: false }] });
const CARDS = [R01, R02, R03];

type Seat = Parameters<ReturnType<typeof scenario>['seat']>[3];

/** Kensei (seat 0, top of the advantage track) and Tetsu (seat 1), far apart. */
const duel = (kensei: Seat = {}, tetsu: Seat = {}) =>
  scenario()
    .card(...CARDS)
    .seat('kensei', { q: 0, r: 2 }, 0, kensei)
    .seat('tetsu', { q: 0, r: -2 }, 3, tetsu);

const numbers = (state: GameState, ids: readonly string[]) => ids.map((id) => state.cards[id]);
const handNumbers = (state: GameState, seat: SeatId) => numbers(state, state.seats[seat]!.hand).sort();
const deckNumbers = (state: GameState, seat: SeatId) => numbers(state, state.seats[seat]!.deck);
const indexOf = (events: readonly GameEvent[], test: (e: GameEvent) => boolean) => events.findIndex(test);

describe('the round and its order', () => {
  it('R-ROUND-1 a round runs Draw, Select, Reveal, Resolve, Discard, then the next round begins', () => {
    const built = duel({ hand: ['R01'], deck: ['R02', 'R02'] }, { hand: ['R02'], deck: ['R01', 'R01'] }).atRoundStart().build();
    // Draw: both drew, then the game waits in the Select step.
    expect(built.events.map((e) => e.kind)).toEqual(['roundStarted', 'drew', 'drew']);
    expect(built.state.flow.at).toBe('select');
    expect(built.state.round).toBe(1);

    const { state, events } = selectCards(built.state, { 0: 'R01', 1: 'R02' });
    const revealed = indexOf(events, (e) => e.kind === 'revealed');
    const firstResolving = indexOf(events, (e) => e.kind === 'resolving');
    const firstDiscard = indexOf(events, (e) => e.kind === 'discarded');
    const nextRound = indexOf(events, (e) => e.kind === 'roundStarted');
    const lastSelected = events.map((e) => e.kind).lastIndexOf('selected');
    expect(lastSelected).toBeGreaterThanOrEqual(0);
    expect(revealed).toBeGreaterThan(lastSelected);
    expect(firstResolving).toBeGreaterThan(revealed);
    expect(firstDiscard).toBeGreaterThan(firstResolving);
    expect(nextRound).toBeGreaterThan(firstDiscard);
    expect(events[nextRound]).toEqual({ kind: 'roundStarted', round: 2 });
    // The played cards were discarded face up; round 2 drew and waits for the next selection.
    expect(state.round).toBe(2);
    expect(state.flow.at).toBe('select');
    expect(state.seats[0]!.discard.map((d) => [state.cards[d.card], d.faceDown])).toEqual([['R01', false]]);
    expect(handNumbers(state, 0)).toEqual(['R02', 'R02']);
    expect(handNumbers(state, 1)).toEqual(['R01', 'R01']);
  });

  it('R-SEQ-ROUND-1 the round begins before any card moves: "start of the round" comes first', () => {
    const { events } = duel({ deck: ['R01', 'R02'], bleeding: 1 }, { deck: ['R01'] }).round(3).atRoundStart().build();
    expect(events[0]).toEqual({ kind: 'roundStarted', round: 3 });
    expect(events.slice(1).map((e) => e.kind)).toEqual(['bled', 'drew', 'drew']);
  });

  it('R-SEQ-ROUND-4 R-SEQ-ROUND-5 after the draw the round goes straight to Select, where the drawn card can be chosen', () => {
    const { state } = duel({ hand: ['R02'], deck: ['R01'] }, { hand: ['R02'], deck: ['R01'] }).atRoundStart().build();
    expect(state.flow.at).toBe('select');
    const drawn = handCard(state, 0, 'R01');
    const decision = pendingDecisions(state).find((d) => d.seat === 0)!;
    expect(decision.kind).toBe('select');
    expect(decision.options).toContainEqual({ kind: 'select', card: drawn });
    const next = act(state, 0, { kind: 'select', card: drawn });
    expect(next.state.seats[0]!.selected).toBe(drawn);
  });
});

describe('the Draw step', () => {
  it('R-ROUND-DRAW-2 R-SEQ-ROUND-3 each player draws the top card of their own deck into hand', () => {
    const { state, events } = duel({ hand: [], deck: ['R01', 'R02', 'R03'] }, { hand: ['R01'], deck: ['R02', 'R01'] }).atRoundStart().build();
    expect(handNumbers(state, 0)).toEqual(['R01']);
    expect(deckNumbers(state, 0)).toEqual(['R02', 'R03']);
    expect(handNumbers(state, 1)).toEqual(['R01', 'R02']);
    expect(deckNumbers(state, 1)).toEqual(['R01']);
    expect(eventsOf(events, 'drew')).toEqual([
      { kind: 'drew', seat: 0, count: 1 },
      { kind: 'drew', seat: 1, count: 1 },
    ]);
    expect(state.seats[0]!.wounds).toBe(0);
  });

  it('R-ROUND-DRAW-3 a player who must draw from an empty deck takes a wound instead', () => {
    const { state, events } = duel({ hand: ['R01'], deck: [], wounds: 1 }, { deck: ['R02'] }).atRoundStart().build();
    expect(state.seats[0]!.wounds).toBe(2);
    expect(handNumbers(state, 0)).toEqual(['R01']);
    expect(eventsOf(events, 'wounded')).toEqual([{ kind: 'wounded', seat: 0, wounds: 1, bleeding: false, cause: 'emptyDeck' }]);
    expect(eventsOf(events, 'drew')).toEqual([{ kind: 'drew', seat: 1, count: 1 }]);
    expect(state.seats[1]!.wounds).toBe(0);
  });

  it('R-ROUND-DRAW-3 a card effect that draws more cards than the deck holds gives a wound for each missing card', () => {
    const built = duel({ hand: ['R03'], deck: ['R02'] }, { hand: ['R01'], deck: ['R02'] }).build();
    const { state, events } = selectCards(built.state, { 0: 'R03', 1: 'R01' });
    // Only the card's own draw, up to the discard of this round (the next round draws again).
    const endOfResolve = indexOf(events, (e) => e.kind === 'discarded');
    const during = events.slice(0, endOfResolve);
    expect(eventsOf(during, 'drew')).toEqual([{ kind: 'drew', seat: 0, count: 1 }]);
    expect(eventsOf(during, 'wounded')).toEqual([{ kind: 'wounded', seat: 0, wounds: 1, bleeding: false, cause: 'emptyDeck' }]);
    expect(handNumbers(state, 0)).toContain('R02');
  });

  it('R-ROUND-DRAW-3 R-VICTORY-1 the empty-deck wound at the draw can defeat the character', () => {
    const { state, events } = duel({ hand: ['R01'], deck: [], wounds: 3, bleeding: 1 }, { deck: ['R02'] }).atRoundStart().build();
    // Kensei's wound limit is 5: 3 wounds + 1 bleeding wound + the empty-deck wound.
    expect(state.seats[0]!.wounds + state.seats[0]!.bleeding).toBe(5);
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 0, reason: 'wounds' }]);
    expect(eventsOf(events, 'gameOver')).toEqual([{ kind: 'gameOver', winners: [1] }]);
    expect(outcome(state)).toEqual({ over: true, winners: [1], defeated: [{ seat: 0, reason: 'wounds', round: 1 }] });
    expect(pendingDecisions(state)).toEqual([]);
  });

  it('R-ROUND-DRAW-3 R-VICTORY-1 an empty-deck wound from a card effect defeats at once: later cards of the round do not resolve', () => {
    // Kensei (wound limit 5, 4 wounds) draws 2 from an empty deck at initiative 8; Tetsu's card is at 5.
    const built = duel({ hand: ['R03'], deck: [], wounds: 4 }, { hand: ['R01'], deck: ['R02'] }).build();
    const { state, events } = selectCards(built.state, { 0: 'R03', 1: 'R01' });
    const defeated = indexOf(events, (e) => e.kind === 'defeated');
    const tetsuResolves = indexOf(events, (e) => e.kind === 'resolving' && e.seat === 1);
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 0, reason: 'wounds' }]);
    expect(defeated).toBeGreaterThan(indexOf(events, (e) => e.kind === 'wounded'));
    expect(tetsuResolves).toBe(-1);
    expect(outcome(state)).toMatchObject({ over: true, winners: [1] });
  });
});

describe('bleeding before the draw', () => {
  it('R-BLEED-2 R-ROUND-DRAW-1 R-SEQ-ROUND-2 a bleeding character discards the top card of its deck face down, then draws', () => {
    const built = duel({ hand: [], deck: ['R01', 'R02', 'R03'], bleeding: 1 }, { hand: [], deck: ['R01', 'R02'] }).atRoundStart().build();
    const { state, events } = built;
    const bledCard = state.seats[0]!.discard[0]!.card;
    expect(state.seats[0]!.discard).toEqual([{ card: bledCard, faceDown: true }]);
    expect(state.cards[bledCard]).toBe('R01');
    // The draw took the next card, not the bled one.
    expect(handNumbers(state, 0)).toEqual(['R02']);
    expect(deckNumbers(state, 0)).toEqual(['R03']);
    expect(indexOf(events, (e) => e.kind === 'bled' && e.seat === 0)).toBeLessThan(indexOf(events, (e) => e.kind === 'drew' && e.seat === 0));
    // Tetsu does not bleed: nothing discarded, the top card drawn.
    expect(eventsOf(events, 'bled')).toEqual([{ kind: 'bled', seat: 0 }]);
    expect(state.seats[1]!.discard).toEqual([]);
    expect(handNumbers(state, 1)).toEqual(['R01']);
    // Face down: the opponent sees a card back, never which card it was.
    const theirs = viewFor(state, 1);
    expect(theirs.seats[0]!.discard).toEqual([{ faceDown: true }]);
    expect(JSON.stringify(theirs)).not.toContain(JSON.stringify(bledCard));
    expect(viewFor(state, 0).seats[0]!.discard).toEqual([{ card: bledCard, number: 'R01' }]);
  });

  it('R-ROUND-DRAW-1 R-BLEED-2 R-ROUND-DRAW-3 bleeding takes the last card before the draw, so the draw finds the deck empty', () => {
    const { state, events } = duel({ hand: ['R02'], deck: ['R01'], bleeding: 1 }, { deck: ['R02'] }).atRoundStart().build();
    expect(numbers(state, state.seats[0]!.discard.map((d) => d.card))).toEqual(['R01']);
    expect(handNumbers(state, 0)).toEqual(['R02']);
    expect(state.seats[0]!.wounds).toBe(1);
    expect(eventsOf(events, 'wounded')).toEqual([{ kind: 'wounded', seat: 0, wounds: 1, bleeding: false, cause: 'emptyDeck' }]);
  });

  it('R-BLEED-3 however many bleeding wounds, exactly one card is discarded per round', () => {
    const { state, events } = duel({ hand: [], deck: ['R01', 'R02', 'R03', 'R01'], bleeding: 3 }, { deck: ['R02'] }).atRoundStart().build();
    expect(eventsOf(events, 'bled')).toEqual([{ kind: 'bled', seat: 0 }]);
    expect(numbers(state, state.seats[0]!.discard.map((d) => d.card))).toEqual(['R01']);
    expect(handNumbers(state, 0)).toEqual(['R02']);
    expect(deckNumbers(state, 0)).toEqual(['R03', 'R01']);
    expect(state.seats[0]!.bleeding).toBe(3);
  });

  it('R-BLEED-2 bleeding happens again at the start of every round', () => {
    const built = duel({ hand: ['R01'], deck: ['R02', 'R03', 'R01', 'R02'], bleeding: 1 }, { hand: ['R02'], deck: ['R01', 'R01'] }).atRoundStart().build();
    // Round 1 bled R02 and drew R03; round 2 bleeds R01 and draws R02.
    const { state, events } = selectCards(built.state, { 0: 'R01', 1: 'R02' });
    expect(state.round).toBe(2);
    expect(eventsOf(events, 'bled')).toEqual([{ kind: 'bled', seat: 0 }]);
    expect(state.seats[0]!.discard.map((d) => [state.cards[d.card], d.faceDown])).toEqual([
      ['R02', true],
      ['R01', false],
      ['R01', true],
    ]);
    expect(handNumbers(state, 0)).toEqual(['R02', 'R03']);
  });

  it('OP-10 R-BLEED-2 bleeding with an empty deck does nothing: only the draw gives its wound', () => {
    const { state, events } = duel({ hand: ['R01'], deck: [], bleeding: 2 }, { deck: ['R02'] }).atRoundStart().build();
    expect(eventsOf(events, 'bled')).toEqual([]);
    expect(state.seats[0]!.discard).toEqual([]);
    // One wound from the draw (R-ROUND-DRAW-3), none from bleeding.
    expect(eventsOf(events, 'wounded')).toEqual([{ kind: 'wounded', seat: 0, wounds: 1, bleeding: false, cause: 'emptyDeck' }]);
    expect(state.seats[0]!.wounds).toBe(1);
    expect(state.seats[0]!.bleeding).toBe(2);
  });
});
