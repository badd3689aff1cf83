import type { CardInput } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, pendingDecisions, viewFor } from '../index';
import type { GameEvent } from '../events';
import type { GameState, SeatId } from '../state';
import { act, decisionOf, eventsOf, handCard, hit, inHand, move, scenario, selectCards, step, testCard } from '../testing';

// Section 7.5 (Discard), R-SEQ-END, the core-card and stun rules that act in it (R-CORE-4..6,
// R-STUN-2, OP-8, OP-9, OP-53), weakness rotation (R-WEAK-4..6) and the end-of-round order (OP-13).

const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const focus = (amount = 1) => ({ kind: 'focus' as const, amount });

const MEDITATION5 = testCard({ number: 'V01', types: ['meditation'], initiative: fixed(5), effects: [focus()] });
const MEDITATION4 = testCard({ number: 'V02', types: ['meditation'], initiative: fixed(4), effects: [focus()] });
const ATTACK6 = testCard({ number: 'V03', types: ['attack'], initiative: fixed(6), effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] });
/** Weakness without wounds on the hex ahead. */
const WEAKEN6 = testCard({
  number: 'V04', types: ['attack'], initiative: fixed(6), effects: [{ kind: 'attack', hexes: [hit(0, -1, { wounds: 0, weakness: 1 })] }],
});
const BLOCK5 = testCard({ number: 'V05', types: ['block'], initiative: fixed(5), effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }] }] });
const ATTACK5 = testCard({ number: 'V06', types: ['attack'], initiative: fixed(5), effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] });
/** A core ability card without decisions. */
const CORE3 = testCard({ number: 'V07', types: ['core'], initiative: fixed(3), owner: { kind: 'character', character: 'tetsu' }, effects: [focus()] });
/** Discard one card from hand (the owner chooses, OP-53). */
const DISCARD_ONE = testCard({ number: 'V08', types: ['meditation'], initiative: fixed(7), effects: [{ kind: 'discard', count: 1 }] });
/** A mandatory step forward: into another character it is a collision. */
const STEP7 = testCard({ number: 'V09', types: ['meditation'], initiative: fixed(7), effects: [move(step(1, [0]))] });
/** A meditation at 9 to sit in the discard pile. */
const FILLER = testCard({ number: 'V10', types: ['meditation'], initiative: fixed(9), effects: [focus()] });

const CARDS: CardInput[] = [MEDITATION5, MEDITATION4, ATTACK6, WEAKEN6, BLOCK5, ATTACK5, CORE3, DISCARD_ONE, STEP7, FILLER];

const numbers = (s: GameState, ids: readonly string[]) => ids.map((id) => s.cards[id]);
const handNumbers = (s: GameState, seat: SeatId) => numbers(s, s.seats[seat]!.hand).sort();
const pile = (s: GameState, seat: SeatId) => s.seats[seat]!.discard.map((d) => ({ number: s.cards[d.card], faceDown: d.faceDown }));
const index = (events: readonly GameEvent[], test: (e: GameEvent) => boolean) => events.findIndex(test);

/** Kensei (seat 0, hand limit 4) and Tetsu (seat 1, hand limit 3), far apart. */
function duel(kensei: { hand: string[]; deck?: string[]; discard?: string[]; weakness?: number[] }, tetsu: { hand: string[]; deck?: string[]; discard?: string[]; weakness?: number[] }) {
  return scenario()
    .card(...CARDS)
    .seat('kensei', { q: 0, r: 3 }, 0, { deck: ['V02', 'V02', 'V02'], ...kensei })
    .seat('tetsu', { q: 0, r: -3 }, 3, { deck: ['V02', 'V02', 'V02'], ...tetsu });
}

describe('Discard step 1: cards in play', () => {
  it('R-ROUND-DISCARD-1 R-ROUND-DISCARD-2 a played ability card goes face up on top of its owner\'s discard pile', () => {
    const { state } = duel({ hand: ['V01', 'V02'], discard: ['V10'] }, { hand: ['V02'] }).build();
    const played = handCard(state, 0, 'V01');
    const { events, state: after } = selectCards(state, { 0: 'V01', 1: 'V02' });
    expect(after.seats[0]!.discard.at(-1)).toEqual({ card: played, faceDown: false });
    expect(pile(after, 0)).toEqual([{ number: 'V10', faceDown: false }, { number: 'V01', faceDown: false }]);
    expect(after.seats[0]!.hand).not.toContain(played);
    expect(after.seats[0]!.play).toBeNull();
    expect(eventsOf(events, 'discarded')).toContainEqual({ kind: 'discarded', seat: 0, card: played, number: 'V01', faceDown: false });
    // The played cards are discarded after the last card resolved and before the next round.
    const lastResolving = events.findLastIndex((e) => e.kind === 'resolving');
    const discarded = index(events, (e) => e.kind === 'discarded' && e.seat === 0);
    expect(lastResolving).toBeLessThan(discarded);
    expect(discarded).toBeLessThan(index(events, (e) => e.kind === 'roundStarted'));
  });

  it('R-ROUND-DISCARD-2 a card discarded face up is visible to the opponent and to spectators', () => {
    const { state } = duel({ hand: ['V01', 'V02'] }, { hand: ['V02'] }).build();
    const played = handCard(state, 0, 'V01');
    const { state: after } = selectCards(state, { 0: 'V01', 1: 'V02' });
    expect(viewFor(after, 1).seats[0]!.discard).toEqual([{ card: played, number: 'V01' }]);
    expect(viewFor(after, 'spectator').seats[0]!.discard).toEqual([{ card: played, number: 'V01' }]);
  });

  it('R-CORE-6 R-ROUND-DISCARD-1 a played core ability card returns to its owner\'s hand, not to the discard pile', () => {
    const { state } = duel({ hand: ['V01'] }, { hand: ['V07', 'V02'] }).build();
    const core = handCard(state, 1, 'V07');
    const { events, state: after } = selectCards(state, { 0: 'V01', 1: 'V07' });
    expect(after.seats[1]!.hand).toContain(core);
    expect(after.seats[1]!.discard).toEqual([]);
    expect(eventsOf(events, 'cardReturned')).toEqual([{ kind: 'cardReturned', seat: 1, card: core }]);
    expect(eventsOf(events, 'discarded').filter((e) => e.seat === 1)).toEqual([]);
    // Back in hand, it can be selected again next round.
    expect(decisionOf(after, 1)?.options).toContainEqual({ kind: 'select', card: core });
  });

  it('R-CORE-6 a played core weapon card returns to hand as well', () => {
    const { state } = duel({ hand: ['T70', 'V01'] }, { hand: ['V02'] }).build();
    const weapon = handCard(state, 0, 'T70');
    const { state: after } = selectCards(state, { 0: 'T70', 1: 'V02' });
    expect(after.seats[0]!.hand).toContain(weapon);
    expect(after.seats[0]!.discard).toEqual([]);
  });

  it('OP-8 R-SEQ-END-3 a played stun card has no effect and goes back to the supply: out of the hand, not on the pile', () => {
    const { state } = duel({ hand: ['STUN', 'V01'] }, { hand: ['V02'] }).build();
    const stun = handCard(state, 0, 'STUN');
    expect(viewFor(state, 0).seats[0]!.stuns).toBe(1);
    const { events, state: after } = selectCards(state, { 0: 'STUN', 1: 'V02' });
    expect(eventsOf(events, 'revealed')[0]!.cards).toContainEqual({ seat: 0, card: stun, number: 'STUN' });
    // No initiative, no resolution, no effect for Kensei.
    expect(eventsOf(events, 'initiativeSet').map((e) => e.seat)).toEqual([1]);
    expect(eventsOf(events, 'resolving').map((e) => e.seat)).toEqual([1]);
    expect(events.filter((e) => 'seat' in e && e.seat === 0 && !['selected', 'drew'].includes(e.kind))).toEqual([]);
    expect(after.seats[0]!.hand).not.toContain(stun);
    expect(after.seats[0]!.discard).toEqual([]);
    expect(stun in after.cards).toBe(false);
    expect(viewFor(after, 0).seats[0]!.stuns).toBe(0);
  });

  it('OP-8 a played stun card cannot be replaced by an instant replacement card', () => {
    // T16 is an instant replacement Meditation: it could replace Kensei's attack, but not a stun.
    const withStun = duel({ hand: ['STUN', 'T16', 'V03'] }, { hand: ['V02'] }).build();
    const afterStun = selectCards(withStun.state, { 0: 'STUN', 1: 'V02' });
    expect(eventsOf(afterStun.events, 'replaced')).toEqual([]);
    expect(afterStun.state.seats[0]!.hand.map((c) => afterStun.state.cards[c])).toContain('T16');
    // The control: the same hand with the attack selected is offered the replacement.
    const withAttack = duel({ hand: ['STUN', 'T16', 'V03'] }, { hand: ['V02'] }).build();
    const afterAttack = selectCards(withAttack.state, { 0: 'V03', 1: 'V02' });
    expect(decisionOf(afterAttack.state, 0)?.kind).toBe('replacement');
  });
});

describe('the discard piles', () => {
  it('R-ROUND-DISCARD-3 every player sees every face-up discard pile, in its order, at any step', () => {
    const { state } = duel({ hand: ['V01'], discard: ['V10', 'V03', 'V02'] }, { hand: ['V02'] }).build();
    // At the Select step, before anyone acted: Tetsu and a spectator see Kensei's pile bottom to top.
    const expected = state.seats[0]!.discard.map((d) => ({ card: d.card, number: state.cards[d.card] }));
    expect(expected.map((c) => c.number)).toEqual(['V10', 'V03', 'V02']);
    expect(viewFor(state, 1).seats[0]!.discard).toEqual(expected);
    expect(viewFor(state, 'spectator').seats[0]!.discard).toEqual(expected);
    // A round later the pile keeps its order, with the played card on top.
    const { state: after } = selectCards(state, { 0: 'V01', 1: 'V02' });
    expect(viewFor(after, 1).seats[0]!.discard.map((c) => ('number' in c ? c.number : 'hidden'))).toEqual(['V10', 'V03', 'V02', 'V01']);
  });

  it('R-ROUND-DISCARD-3 no decision offers to reorder or turn a discard pile, and a face-down card stays face down', () => {
    // Tetsu (limit 3) ends the round with 4 ability cards and discards one face down.
    const { state } = duel({ hand: ['V01'] }, { hand: ['V02', 'V10', 'V10', 'V10', 'V10'] }).build();
    const round1 = selectCards(state, { 0: 'V01', 1: 'V02' });
    const hidden = handCard(round1.state, 1, 'V10');
    const { state: round2 } = act(round1.state, 1, { kind: 'discard', card: hidden });
    const kinds = new Set(pendingDecisions(round2).flatMap((d) => d.options.map((o) => o.kind)));
    expect([...kinds]).toEqual(['select']);
    const { state: afterRound2 } = selectCards(round2, { 0: 'V02', 1: 'V10' });
    expect(afterRound2.seats[1]!.discard.map((d) => d.faceDown)).toEqual([false, true, false]);
    expect(viewFor(afterRound2, 0).seats[1]!.discard).toEqual([
      { card: afterRound2.seats[1]!.discard[0]!.card, number: 'V02' },
      { faceDown: true },
      { card: afterRound2.seats[1]!.discard[2]!.card, number: 'V10' },
    ]);
    // The owner still sees what the face-down card is.
    expect(viewFor(afterRound2, 1).seats[1]!.discard[1]).toEqual({ card: hidden, number: 'V10' });
  });
});

describe('Discard step 2: end-of-round effects', () => {
  it('R-WEAK-4 R-ROUND-DISCARD-4 R-SEQ-END-1 every weakness card is turned once at the end of the round', () => {
    const { state } = duel({ hand: ['V01'], weakness: [0, 2] }, { hand: ['V10'], weakness: [1] }).build();
    const { events, state: after } = selectCards(state, { 0: 'V01', 1: 'V10' });
    expect(after.seats[0]!.weakness).toEqual([1, 3]);
    expect(after.seats[1]!.weakness).toEqual([2]);
    expect(eventsOf(events, 'weaknessRotated')).toEqual([
      { kind: 'weaknessRotated', seat: 0, removed: 0 },
      { kind: 'weaknessRotated', seat: 1, removed: 0 },
    ]);
  });

  it('R-WEAK-5 a weakness card turned for the fourth time is removed, and its initiative penalty ends', () => {
    const { state } = duel({ hand: ['V01', 'V01'], weakness: [3, 1] }, { hand: ['V02', 'V02'] }).build();
    const round1 = selectCards(state, { 0: 'V01', 1: 'V02' });
    // Round 1: two weakness cards, 5 - 2 = 3.
    expect(eventsOf(round1.events, 'initiativeSet').find((e) => e.seat === 0)?.initiative).toBe(3);
    expect(eventsOf(round1.events, 'weaknessRotated').find((e) => e.seat === 0)?.removed).toBe(1);
    expect(round1.state.seats[0]!.weakness).toEqual([2]);
    // Round 2: one weakness card left, 5 - 1 = 4.
    const round2 = selectCards(round1.state, { 0: 'V01', 1: 'V02' });
    expect(eventsOf(round2.events, 'initiativeSet').find((e) => e.seat === 0)?.initiative).toBe(4);
  });

  it('R-WEAK-6 weakness received in round 1 weakens rounds 2, 3 and 4 and is gone at the end of round 4', () => {
    // Kensei (6) gives Tetsu one weakness card in round 1, then plays V10 (9); Tetsu plays V01 (5) every round.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['V04', 'V10'], deck: ['V10', 'V10', 'V10', 'V10'] })
      .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['V01', 'V01'], deck: ['V01', 'V01', 'V01', 'V01'] })
      .build();
    let current = selectCards(state, { 0: 'V04', 1: 'V01' });
    expect(eventsOf(current.events, 'weakened')).toEqual([{ kind: 'weakened', seat: 1 }]);
    const tetsuInitiatives = [eventsOf(current.events, 'initiativeSet').find((e) => e.seat === 1)!.initiative];
    const weaknessAfter = [current.state.seats[1]!.weakness];
    for (let round = 2; round <= 5; round++) {
      expect(current.state.round).toBe(round);
      current = selectCards(current.state, { 0: 'V10', 1: 'V01' });
      tetsuInitiatives.push(eventsOf(current.events, 'initiativeSet').find((e) => e.seat === 1)!.initiative);
      weaknessAfter.push(current.state.seats[1]!.weakness);
    }
    // OP-18: no effect in round 1; rounds 2-4 at 5 - 1; removed at the end of round 4.
    expect(tetsuInitiatives).toEqual([5, 4, 4, 4, 5]);
    expect(weaknessAfter).toEqual([[1], [2], [3], [], []]);
  });

  it('R-ROUND-DISCARD-4 R-SEQ-END-1 a shrine gives focus at the end of the round, after the played cards are discarded', () => {
    // Kensei stands next to a shrine at (1,2).
    const { state } = duel({ hand: ['V01'] }, { hand: ['V02'] }).terrain('shrine', { q: 1, r: 2 }).build();
    const { events, state: after } = selectCards(state, { 0: 'V01', 1: 'V02' });
    const shrine = events.findLastIndex((e) => e.kind === 'focusGained' && e.seat === 0);
    expect(index(events, (e) => e.kind === 'discarded' && e.seat === 0)).toBeLessThan(shrine);
    expect(shrine).toBeLessThan(index(events, (e) => e.kind === 'roundStarted'));
    expect(after.seats[0]!.focus).toBe(2); // 1 from V01, 1 from the shrine
    expect(after.seats[1]!.focus).toBe(1);
  });

  it('OP-13 R-SEQ-END-1 R-SEQ-END-2 the order: discard played cards, then end-of-round effects, then the hand limit', () => {
    // Tetsu (limit 3) has a weakness card and ends the round with 4 ability cards.
    const { state } = duel({ hand: ['V01'] }, { hand: ['V02', 'V10', 'V10', 'V10', 'V10'], weakness: [0] }).build();
    const round1 = selectCards(state, { 0: 'V01', 1: 'V02' });
    const discard = decisionOf(round1.state, 1)!;
    const handLimit = act(round1.state, 1, discard.options[0]!);
    const events = [...round1.events, ...handLimit.events];
    const played = index(events, (e) => e.kind === 'discarded' && e.seat === 1 && !e.faceDown);
    const rotated = index(events, (e) => e.kind === 'weaknessRotated' && e.seat === 1);
    const limit = index(events, (e) => e.kind === 'discarded' && e.seat === 1 && e.faceDown);
    expect(played).toBeGreaterThanOrEqual(0);
    expect(played).toBeLessThan(rotated);
    expect(rotated).toBeLessThan(limit);
    expect(limit).toBeLessThan(index(events, (e) => e.kind === 'roundStarted'));
  });
});

describe('Discard step 3: the hand limit', () => {
  it('R-ROUND-DISCARD-5 OP-53 over the limit, the owner chooses ability cards to discard face down until the hand equals it', () => {
    // Tetsu (limit 3) keeps 5 ability cards after playing one: two to discard.
    const { state } = duel({ hand: ['V01'] }, { hand: ['V02', 'V10', 'V10', 'V05', 'V03', 'V06'] }).build();
    const round1 = selectCards(state, { 0: 'V01', 1: 'V02' });
    expect(round1.state.flow.at).toBe('handLimit');
    const first = decisionOf(round1.state, 1)!;
    expect(first).toMatchObject({ seat: 1, kind: 'discard', rule: 'R-ROUND-DISCARD-5' });
    expect(numbers(round1.state, first.options.map((o) => (o as { card: string }).card)).sort()).toEqual(['V03', 'V05', 'V06', 'V10', 'V10']);
    expect(pendingDecisions(round1.state).map((d) => d.seat)).toEqual([1]);
    // Kensei cannot choose for Tetsu.
    const byKensei = applyAction(round1.state, 0, { kind: 'discard', card: handCard(round1.state, 1, 'V05') });
    expect(byKensei.ok).toBe(false);
    if (!byKensei.ok) expect(byKensei.error.code).toBe('NOT_YOUR_DECISION');

    const one = act(round1.state, 1, { kind: 'discard', card: handCard(round1.state, 1, 'V05') });
    expect(one.state.round).toBe(1);
    expect(eventsOf(one.events, 'discarded')).toEqual([{ kind: 'discarded', seat: 1, card: null, number: null, faceDown: true }]);
    expect(decisionOf(one.state, 1)?.kind).toBe('discard');
    const two = act(one.state, 1, { kind: 'discard', card: handCard(one.state, 1, 'V10') });
    // 3 kept plus the card drawn at the start of round 2.
    expect(two.state.round).toBe(2);
    expect(handNumbers(two.state, 1)).toEqual(['V02', 'V03', 'V06', 'V10']);
    expect(pile(two.state, 1)).toEqual([
      { number: 'V02', faceDown: false },
      { number: 'V05', faceDown: true },
      { number: 'V10', faceDown: true },
    ]);
  });

  it('R-ROUND-DISCARD-5 a card that is not one of the options cannot be discarded, and nothing changes', () => {
    const { state } = duel({ hand: ['V01'] }, { hand: ['V02', 'V10', 'V10', 'V10', 'V10', 'V07'] }).build();
    const round1 = selectCards(state, { 0: 'V01', 1: 'V02' });
    const core = handCard(round1.state, 1, 'V07');
    const result = applyAction(round1.state, 1, { kind: 'discard', card: core });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-ROUND-DISCARD-5' });
    expect(round1.state.seats[1]!.hand).toContain(core);
  });

  it('R-ROUND-DISCARD-5 both players over their limits discard at the same time, each on their own', () => {
    const { state } = duel({ hand: ['V01', 'V10', 'V10', 'V10', 'V10', 'V10'] }, { hand: ['V02', 'V10', 'V10', 'V10', 'V10'] }).build();
    const round1 = selectCards(state, { 0: 'V01', 1: 'V02' });
    expect(pendingDecisions(round1.state).map((d) => [d.seat, d.kind])).toEqual([[0, 'discard'], [1, 'discard']]);
    const tetsu = act(round1.state, 1, decisionOf(round1.state, 1)!.options[0]!);
    expect(pendingDecisions(tetsu.state).map((d) => d.seat)).toEqual([0]);
    const kensei = act(tetsu.state, 0, decisionOf(tetsu.state, 0)!.options[0]!);
    expect(kensei.state.round).toBe(2);
  });

  it('R-ROUND-DISCARD-5 a hand exactly at the limit discards nothing', () => {
    const { state } = duel({ hand: ['V01', 'V10', 'V10', 'V10', 'V10'] }, { hand: ['V02', 'V10', 'V10', 'V10'] }).build();
    const { events, state: after } = selectCards(state, { 0: 'V01', 1: 'V02' });
    expect(eventsOf(events, 'discarded').filter((e) => e.faceDown)).toEqual([]);
    expect(after.round).toBe(2);
  });

  it('R-CORE-4 core cards never count toward the hand limit', () => {
    // Kensei (limit 4) ends the round with 4 ability cards and two core cards: 6 cards, no discard.
    const { state } = duel({ hand: ['V01', 'V10', 'V10', 'V10', 'V10', 'T01', 'T70'] }, { hand: ['V02'] }).build();
    const { events, state: after } = selectCards(state, { 0: 'V01', 1: 'V02' });
    expect(eventsOf(events, 'discarded').filter((e) => e.faceDown)).toEqual([]);
    expect(after.round).toBe(2);
    expect(inHand(after, 0, 'T01')).toHaveLength(1);
    expect(inHand(after, 0, 'T70')).toHaveLength(1);
  });

  it('R-CORE-5 core cards are never among the cards to discard for the hand limit', () => {
    const { state } = duel({ hand: ['V01'] }, { hand: ['V02', 'V10', 'V10', 'V10', 'V10', 'V07', 'T71'] }).build();
    const round1 = selectCards(state, { 0: 'V01', 1: 'V02' });
    const options = decisionOf(round1.state, 1)!.options.map((o) => round1.state.cards[(o as { card: string }).card]);
    expect(options).toEqual(['V10', 'V10', 'V10', 'V10']);
  });

  it('R-CORE-5 R-STUN-2 a discard effect never offers core cards or stuns', () => {
    const { state } = duel({ hand: ['V08', 'T01', 'T70', 'STUN', 'V10'] }, { hand: ['V02'] }).build();
    const revealed = selectCards(state, { 0: 'V08', 1: 'V02' });
    const decision = decisionOf(revealed.state, 0)!;
    expect(decision.kind).toBe('discard');
    expect(decision.options).toEqual([{ kind: 'discard', card: handCard(revealed.state, 0, 'V10') }]);
    for (const number of ['T01', 'T70', 'STUN']) {
      const result = applyAction(revealed.state, 0, { kind: 'discard', card: handCard(revealed.state, 0, number) });
      expect(result.ok).toBe(false);
    }
  });

  it('R-CORE-5 R-STUN-2 a discard effect with only core cards and stuns in hand discards nothing', () => {
    const { state } = duel({ hand: ['V08', 'T01', 'STUN'] }, { hand: ['V02'] }).build();
    const { events, state: after } = selectCards(state, { 0: 'V08', 1: 'V02' });
    expect(eventsOf(events, 'discarded').filter((e) => e.seat === 0)).toEqual([
      expect.objectContaining({ seat: 0, number: 'V08', faceDown: false }), // only the played card, at step 1
    ]);
    expect(handNumbers(after, 0)).toEqual(['STUN', 'T01', 'V02']);
  });

  it('R-CORE-5 R-STUN-2 OP-53 after a collision with a character, the mover chooses the card to discard, never a core card or a stun', () => {
    // Tetsu steps into Kensei: both take a stun, and Tetsu discards one card.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['V02'], deck: ['V02'] })
      .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['V09', 'T02', 'V10'], deck: ['V02'] })
      .build();
    const revealed = selectCards(state, { 0: 'V02', 1: 'V09' });
    const collided = act(revealed.state, 1, { kind: 'step', part: 0, direction: 0 });
    expect(eventsOf(collided.events, 'collision')).toHaveLength(1);
    const decision = decisionOf(collided.state, 1)!;
    expect(decision.kind).toBe('discard');
    expect(decision.options).toEqual([{ kind: 'discard', card: handCard(collided.state, 1, 'V10') }]);
    expect(decisionOf(collided.state, 0)).toBeUndefined();
  });

  it('R-STUN-2 OP-9 stun cards count toward the hand limit but only ability cards are discarded', () => {
    // Kensei (limit 4): 2 stuns and 3 ability cards after playing one = 5: one ability card goes.
    const { state } = duel({ hand: ['V01', 'STUN', 'STUN', 'V10', 'V10', 'V03'] }, { hand: ['V02'] }).build();
    const round1 = selectCards(state, { 0: 'V01', 1: 'V02' });
    const decision = decisionOf(round1.state, 0)!;
    expect(decision.kind).toBe('discard');
    expect(numbers(round1.state, decision.options.map((o) => (o as { card: string }).card)).sort()).toEqual(['V03', 'V10', 'V10']);
    const stunResult = applyAction(round1.state, 0, { kind: 'discard', card: handCard(round1.state, 0, 'STUN') });
    expect(stunResult.ok).toBe(false);
    const { state: after } = act(round1.state, 0, { kind: 'discard', card: handCard(round1.state, 0, 'V03') });
    expect(after.round).toBe(2);
    // 2 stuns + 2 ability cards kept, + the card drawn in round 2.
    expect(handNumbers(after, 0)).toEqual(['STUN', 'STUN', 'V02', 'V10', 'V10']);
  });

  it('OP-9 the same hand without the stuns is within the limit', () => {
    const { state } = duel({ hand: ['V01', 'V10', 'V10', 'V03'] }, { hand: ['V02'] }).build();
    const { state: after } = selectCards(state, { 0: 'V01', 1: 'V02' });
    expect(after.round).toBe(2);
  });
});

describe('the end of the round', () => {
  it('R-ROUND-DISCARD-6 once every hand is within its limit the next round begins with its draw', () => {
    const { state } = duel({ hand: ['V01'] }, { hand: ['V02', 'V10', 'V10', 'V10', 'V10'] }).build();
    const round1 = selectCards(state, { 0: 'V01', 1: 'V02' });
    expect(round1.state.round).toBe(1);
    expect(eventsOf(round1.events, 'roundStarted')).toEqual([]);
    const { events, state: after } = act(round1.state, 1, decisionOf(round1.state, 1)!.options[0]!);
    expect(eventsOf(events, 'roundStarted')).toEqual([{ kind: 'roundStarted', round: 2 }]);
    expect(eventsOf(events, 'drew').map((e) => e.seat)).toEqual([0, 1]);
    expect(after.round).toBe(2);
    expect(after.flow.at).toBe('select');
    expect(pendingDecisions(after).map((d) => [d.seat, d.kind])).toEqual([[0, 'select'], [1, 'select']]);
  });

  it('R-SEQ-END-2 the blocks of a round are cleared away: a block at 5 in round 1 does not stop an attack at 5 in round 2', () => {
    // Round 1: Tetsu blocks the hex ahead (Kensei's hex) at 5, Kensei meditates at 4.
    // Round 2: Kensei attacks at 5 while Tetsu meditates at 4.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['V02', 'V06'], deck: ['V02', 'V02'] })
      .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['V05', 'V02'], deck: ['V02', 'V02'] })
      .build();
    const round1 = selectCards(state, { 0: 'V02', 1: 'V05' });
    expect(round1.state.round).toBe(2);
    const round2 = selectCards(round1.state, { 0: 'V06', 1: 'V02' });
    expect(eventsOf(round2.events, 'attack')[0]!.results).toEqual([{ hex: { q: 0, r: 0 }, target: 1, hit: true, blockedBy: null }]);
    expect(round2.state.seats[1]!.wounds).toBe(1);
  });
});
