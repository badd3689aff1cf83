import type { CardInput, CharacterInput } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, outcome, pendingDecisions, viewFor } from './index';
import type { GameEvent } from './events';
import type { GameState } from './state';
import { act, eventsOf, hit, KENSEI, move, scenario, selectCards, step, testCard } from './testing';

// Section 8 (victory and defeat), R-STUN-4, teams (R-MULTI-1) and simultaneous defeat (OP-15).

const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const focus = (amount = 1) => ({ kind: 'focus' as const, amount });
const attack6 = (number: string, ...hexes: ReturnType<typeof hit>[]) =>
  testCard({ number, types: ['attack'], initiative: fixed(6), effects: [{ kind: 'attack', hexes }] });

const WOUND = attack6('V01', hit(0, -1));
const STUN = attack6('V02', hit(0, -1, { wounds: 0, stun: 1 }));
const EXECUTE = attack6('V03', hit(0, -1, { wounds: 0, execution: true }));
const BLEED = attack6('V04', hit(0, -1, { bleeding: true }));
/** Wounds the hex ahead and the hex behind. */
const FRONT_AND_BACK = attack6('V05', hit(0, -1), hit(0, 1));
/** Wounds the hex behind. */
const BACK = attack6('V06', hit(0, 1));
const MEDITATION5 = testCard({ number: 'V07', types: ['meditation'], initiative: fixed(5), effects: [focus()] });
const BLOCK6 = testCard({ number: 'V08', types: ['block'], initiative: fixed(6), effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }] }] });
/** A mandatory step forward at 7. */
const STEP7 = testCard({ number: 'V09', types: ['meditation'], initiative: fixed(7), effects: [move(step(1, [0]))] });
/** Draw a card at 7. */
const DRAW7 = testCard({ number: 'V10', types: ['meditation'], initiative: fixed(7), effects: [{ kind: 'draw', count: 1, upTo: false }] });
const MEDITATION3 = testCard({ number: 'V11', types: ['meditation'], initiative: fixed(3), effects: [focus()] });
/** Draw a card, then gain focus, at 8. */
const DRAW_THEN_FOCUS = testCard({
  number: 'V12', types: ['meditation'], initiative: fixed(8), effects: [{ kind: 'draw', count: 1, upTo: false }, focus()],
});
/** Two mandatory steps forward at 8. */
const TWO_STEPS = testCard({ number: 'V13', types: ['meditation'], initiative: fixed(8), effects: [move(step(2, [0]))] });

const CARDS: CardInput[] = [
  WOUND, STUN, EXECUTE, BLEED, FRONT_AND_BACK, BACK, MEDITATION5, BLOCK6, STEP7, DRAW7, MEDITATION3, DRAW_THEN_FOCUS, TWO_STEPS,
];

/** A character with small limits, to show that the limits come from the character card. */
const FRAGILE: CharacterInput = { ...KENSEI, id: 'fragile', symbol: 'F', advantage: 1, handLimit: 2, woundLimit: 2 };
/** A third character for games of three. */
const THIRD: CharacterInput = { ...KENSEI, id: 'third', symbol: 'H', advantage: 2 };

const DECK = ['V07', 'V07', 'V07'];

/** Kensei (seat 0) at (0,1) facing north, and Tetsu (seat 1) just ahead of him at (0,0) facing south. */
function facingOff(tetsu: { wounds?: number; bleeding?: number; hand?: string[] } = {}, kensei: { hand?: string[] } = {}) {
  return scenario()
    .card(...CARDS)
    .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['V01'], deck: DECK, ...kensei })
    .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['V07'], deck: DECK, ...tetsu });
}

const resolvingSeats = (events: readonly GameEvent[]) => eventsOf(events, 'resolving').map((e) => e.seat);

function expectOver(state: GameState, events: readonly GameEvent[], winners: number[]) {
  expect(state.flow.at).toBe('over');
  expect(pendingDecisions(state)).toEqual([]);
  expect(eventsOf(events, 'gameOver')).toEqual([{ kind: 'gameOver', winners }]);
  expect(outcome(state)).toMatchObject({ over: true, winners });
}

describe('defeat by wounds', () => {
  it.each([
    { wounds: 3, bleeding: 0, card: 'V01', defeated: true, why: '3 + 1 wound = 4' },
    { wounds: 1, bleeding: 2, card: 'V01', defeated: true, why: 'bleeding wounds count: 1 + 2 + 1 = 4' },
    { wounds: 3, bleeding: 0, card: 'V04', defeated: true, why: 'a bleeding wound counts: 3 + 1 = 4' },
    { wounds: 0, bleeding: 3, card: 'V04', defeated: true, why: 'only bleeding wounds: 3 + 1 = 4' },
    { wounds: 2, bleeding: 0, card: 'V01', defeated: false, why: '2 + 1 = 3, under the limit 4' },
    { wounds: 1, bleeding: 1, card: 'V04', defeated: false, why: '1 + 1 + 1 = 3, under the limit 4' },
  ])('R-VICTORY-1 Tetsu (wound limit 4) with $wounds wounds and $bleeding bleeding, hit by $card: $why', ({ wounds, bleeding, card, defeated }) => {
    const { state } = facingOff({ wounds, bleeding }, { hand: [card] }).build();
    const { events, state: after } = selectCards(state, { 0: card, 1: 'V07' });
    if (defeated) {
      expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 1, reason: 'wounds' }]);
      expect(after.seats[1]!.defeated).toEqual({ reason: 'wounds', round: 1 });
      expectOver(after, events, [0]);
      expect(outcome(after)).toEqual({ over: true, winners: [0], defeated: [{ seat: 1, reason: 'wounds', round: 1 }] });
    } else {
      expect(eventsOf(events, 'defeated')).toEqual([]);
      expect(after.seats[1]!.defeated).toBeNull();
      expect(outcome(after)).toEqual({ over: false });
      expect(after.round).toBe(2);
    }
  });

  it('R-VICTORY-1 defeat comes as soon as the limit is reached: the defeated character\'s card at 5 never resolves', () => {
    const { state } = facingOff({ wounds: 3 }).build();
    const { events, state: after } = selectCards(state, { 0: 'V01', 1: 'V07' });
    expect(resolvingSeats(events)).toEqual([0]);
    expect(eventsOf(events, 'focusGained')).toEqual([]);
    expect(events.findIndex((e) => e.kind === 'defeated')).toBeLessThan(events.findIndex((e) => e.kind === 'gameOver'));
    expect(after.round).toBe(1);
  });

  it('R-VICTORY-1 a wound for drawing from an empty deck in the Draw step defeats before anyone selects', () => {
    const { state, events } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['V01'], deck: DECK })
      .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['V07'], wounds: 3 })
      .atRoundStart()
      .build();
    expect(eventsOf(events, 'wounded')).toEqual([{ kind: 'wounded', seat: 1, wounds: 1, bleeding: false, cause: 'emptyDeck' }]);
    expect(state.seats[1]!.defeated).toEqual({ reason: 'wounds', round: 1 });
    expectOver(state, events, [0]);
    expect(eventsOf(events, 'selected')).toEqual([]);
  });

  it('R-VICTORY-1 a wound for a draw effect on an empty deck defeats at once, before a lower card resolves', () => {
    // Tetsu (3 wounds, empty deck) plays a draw at 7; Kensei's meditation at 5 must not resolve.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 3 }, 0, { hand: ['V07'], deck: DECK })
      .seat('tetsu', { q: 0, r: -3 }, 3, { hand: ['V10'], wounds: 3 })
      .build();
    const { events, state: after } = selectCards(state, { 0: 'V07', 1: 'V10' });
    expect(eventsOf(events, 'wounded')).toEqual([{ kind: 'wounded', seat: 1, wounds: 1, bleeding: false, cause: 'emptyDeck' }]);
    expect(after.seats[1]!.defeated).toEqual({ reason: 'wounds', round: 1 });
    expect(resolvingSeats(events)).toEqual([1]);
    expectOver(after, events, [0]);
  });
});

describe('defeat by stuns', () => {
  it.each([
    { stuns: 2, defeated: true, why: '2 + 1 = 3 stuns, Tetsu\'s hand limit' },
    { stuns: 1, defeated: false, why: '1 + 1 = 2 stuns, under the hand limit 3' },
  ])('R-VICTORY-2 R-STUN-4 an attack stuns Tetsu holding $stuns stuns: $why', ({ stuns, defeated }) => {
    const hand = [...Array<string>(stuns).fill('STUN'), 'V07'];
    const { state } = facingOff({ hand }, { hand: ['V02'] }).build();
    const { events, state: after } = selectCards(state, { 0: 'V02', 1: 'V07' });
    expect(eventsOf(events, 'stunned')).toEqual([{ kind: 'stunned', seat: 1 }]);
    if (defeated) {
      expect(after.seats[1]!.defeated).toEqual({ reason: 'stuns', round: 1 });
      expect(resolvingSeats(events)).toEqual([0]);
      expectOver(after, events, [0]);
    } else {
      expect(after.seats[1]!.defeated).toBeNull();
      expect(outcome(after)).toEqual({ over: false });
    }
  });

  it('R-VICTORY-2 R-STUN-4 a collision with the battlefield edge that brings the stuns to the hand limit defeats at once', () => {
    // Tetsu (2 stuns, hand limit 3) on the north edge, facing north, must step forward at 7.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 3 }, 0, { hand: ['V07'], deck: DECK })
      .seat('tetsu', { q: 0, r: -4 }, 0, { hand: ['V09', 'STUN', 'STUN'], deck: DECK })
      .build();
    const revealed = selectCards(state, { 0: 'V07', 1: 'V09' });
    expect(pendingDecisions(revealed.state)).toEqual([
      expect.objectContaining({ seat: 1, kind: 'move', options: [{ kind: 'step', part: 0, direction: 0 }] }),
    ]);
    const { events, state: after } = act(revealed.state, 1, { kind: 'step', part: 0, direction: 0 });
    expect(eventsOf(events, 'collision')).toEqual([expect.objectContaining({ seat: 1, with: 'edge' })]);
    expect(after.seats[1]!.defeated).toEqual({ reason: 'stuns', round: 1 });
    // Kensei's card at 5 does not resolve: the game is over.
    expect(resolvingSeats(events)).toEqual([]);
    expectOver(after, events, [0]);
  });

  it('R-VICTORY-2 R-STUN-4 a character who walks into another and reaches its stun limit loses; the other wins', () => {
    // Kensei (3 stuns, hand limit 4) steps into Tetsu (no stuns) at 7: both are stunned.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['V09', 'STUN', 'STUN', 'STUN', 'V07'], deck: DECK })
      .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['V07'], deck: DECK })
      .build();
    const revealed = selectCards(state, { 0: 'V09', 1: 'V07' });
    const { events, state: after } = act(revealed.state, 0, { kind: 'step', part: 0, direction: 0 });
    expect(eventsOf(events, 'stunned').map((e) => e.seat).sort()).toEqual([0, 1]);
    expect(after.seats[0]!.defeated).toEqual({ reason: 'stuns', round: 1 });
    expect(after.seats[1]!.defeated).toBeNull();
    expect(resolvingSeats(events)).toEqual([]);
    expectOver(after, events, [1]);
  });
});

describe('defeat by execution', () => {
  it('R-VICTORY-3 a character hit on an execution hex is defeated at once, without any wound', () => {
    const { state } = facingOff({}, { hand: ['V03'] }).build();
    const { events, state: after } = selectCards(state, { 0: 'V03', 1: 'V07' });
    expect(eventsOf(events, 'wounded')).toEqual([]);
    expect(after.seats[1]!.wounds).toBe(0);
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 1, reason: 'execution' }]);
    expect(resolvingSeats(events)).toEqual([0]);
    expectOver(after, events, [0]);
    expect(outcome(after)).toEqual({ over: true, winners: [0], defeated: [{ seat: 1, reason: 'execution', round: 1 }] });
  });

  it('R-VICTORY-3 an execution hex that is blocked defeats nobody', () => {
    // Tetsu blocks the hex ahead of him, Kensei's own hex, at 6: the block resolves first (R-ROUND-RESOLVE-4).
    const { state } = facingOff({ hand: ['V08'] }, { hand: ['V03'] }).build();
    const { events, state: after } = selectCards(state, { 0: 'V03', 1: 'V08' });
    expect(eventsOf(events, 'attack')[0]!.results).toEqual([expect.objectContaining({ target: 1, hit: false })]);
    expect(eventsOf(events, 'defeated')).toEqual([]);
    expect(after.seats[1]!.defeated).toBeNull();
    expect(outcome(after)).toEqual({ over: false });
  });
});

describe('the winner', () => {
  /** Kensei (0) at (0,0) facing north between Tetsu (1) ahead at (0,-1) and Third (2) behind at (0,1). */
  function threeWay(opts: { teams?: [number, number, number]; tetsuWounds?: number; thirdWounds?: number; kensei?: string[] }) {
    const teams = opts.teams;
    return scenario()
      .card(...CARDS)
      .character(THIRD)
      .seat('kensei', { q: 0, r: 0 }, 0, { hand: opts.kensei ?? ['V01', 'V06'], deck: DECK, ...(teams ? { team: teams[0] } : {}) })
      .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['V07', 'V07'], deck: DECK, wounds: opts.tetsuWounds ?? 0, ...(teams ? { team: teams[1] } : {}) })
      .seat('third', { q: 0, r: 1 }, 0, { hand: ['V11', 'V11'], deck: DECK, wounds: opts.thirdWounds ?? 0, ...(teams ? { team: teams[2] } : {}) })
      .build();
  }

  it('R-VICTORY-4 with three players the game goes on after one defeat, and the defeated player takes no more part', () => {
    const { state } = threeWay({ tetsuWounds: 3, thirdWounds: 4 });
    const round1 = selectCards(state, { 0: 'V01', 1: 'V07', 2: 'V11' });
    expect(eventsOf(round1.events, 'defeated')).toEqual([{ kind: 'defeated', seat: 1, reason: 'wounds' }]);
    expect(eventsOf(round1.events, 'gameOver')).toEqual([]);
    expect(outcome(round1.state)).toEqual({ over: false });
    // Tetsu's card at 5 is skipped; Third's at 3 resolves.
    expect(resolvingSeats(round1.events)).toEqual([0, 2]);
    expect(round1.state.round).toBe(2);
    expect(pendingDecisions(round1.state).map((d) => d.seat)).toEqual([0, 2]);
    const tetsu = applyAction(round1.state, 1, { kind: 'select', card: round1.state.seats[1]!.hand[0]! });
    expect(tetsu.ok).toBe(false);
    if (!tetsu.ok) expect(tetsu.error.code).toBe('NOT_YOUR_DECISION');
    // Round 2: Kensei's attack behind him defeats Third; Kensei is the last one standing.
    const round2 = selectCards(round1.state, { 0: 'V06', 2: 'V11' });
    expect(eventsOf(round2.events, 'defeated')).toEqual([{ kind: 'defeated', seat: 2, reason: 'wounds' }]);
    expectOver(round2.state, round2.events, [0]);
    expect(outcome(round2.state)).toEqual({
      over: true, winners: [0],
      defeated: [{ seat: 1, reason: 'wounds', round: 1 }, { seat: 2, reason: 'wounds', round: 2 }],
    });
  });

  it('R-ADV-1 R-VICTORY-4 a defeated character\'s token leaves the advantage track; the others keep their order', () => {
    const { state } = threeWay({ tetsuWounds: 3 });
    expect(viewFor(state, 0).advantage).toEqual([0, 1, 2]); // R-ADV-2: Kensei 6, Tetsu 3, Third 2
    const round1 = selectCards(state, { 0: 'V01', 1: 'V07', 2: 'V11' });
    expect(eventsOf(round1.events, 'defeated').map((e) => e.seat)).toEqual([1]);
    expect(viewFor(round1.state, 2).advantage).toEqual([0, 2]);
  });

  it('R-VICTORY-1 R-VICTORY-4 a character defeated by its own card\'s draw resolves nothing more of it; the others play on', () => {
    // Third (4 wounds, limit 5, empty deck) draws at 8 and would then gain focus.
    const { state } = scenario()
      .card(...CARDS)
      .character(THIRD)
      .seat('kensei', { q: 0, r: 3 }, 0, { hand: ['V07', 'V07'], deck: DECK })
      .seat('tetsu', { q: 0, r: -3 }, 3, { hand: ['V11', 'V11'], deck: DECK })
      .seat('third', { q: 3, r: 0 }, 0, { hand: ['V12'], wounds: 4 })
      .build();
    const { events, state: after } = selectCards(state, { 0: 'V07', 1: 'V11', 2: 'V12' });
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 2, reason: 'wounds' }]);
    expect(eventsOf(events, 'focusGained').map((e) => e.seat)).toEqual([0, 1]);
    expect(after.seats[2]!.focus).toBe(0);
    expect(resolvingSeats(events)).toEqual([2, 0, 1]);
    expect(outcome(after)).toEqual({ over: false });
    expect(after.round).toBe(2);
  });

  it('R-VICTORY-2 R-VICTORY-4 a character defeated on the first of two steps is not asked for the second', () => {
    // Third (3 stuns, hand limit 4) steps onto a corpse (a stun on entry) with two mandatory steps at 8.
    const { state } = scenario()
      .card(...CARDS)
      .character(THIRD)
      .terrain('corpse', { q: 3, r: -1 })
      .seat('kensei', { q: 0, r: 3 }, 0, { hand: ['V07', 'V07'], deck: DECK })
      .seat('tetsu', { q: 0, r: -3 }, 3, { hand: ['V11', 'V11'], deck: DECK })
      .seat('third', { q: 3, r: 0 }, 0, { hand: ['V13', 'STUN', 'STUN', 'STUN'], deck: DECK })
      .build();
    const revealed = selectCards(state, { 0: 'V07', 1: 'V11', 2: 'V13' });
    const { events, state: after } = act(revealed.state, 2, { kind: 'step', part: 0, direction: 0 });
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 2, reason: 'stuns' }]);
    expect(pendingDecisions(after).some((d) => d.seat === 2)).toBe(false);
    expect(resolvingSeats(events)).toEqual([0, 1]);
    expect(after.round).toBe(2);
  });

  it('R-VICTORY-4 one attack that defeats both opponents leaves the attacker as the winner', () => {
    const { state } = threeWay({ tetsuWounds: 3, thirdWounds: 4, kensei: ['V05'] });
    const { events, state: after } = selectCards(state, { 0: 'V05', 1: 'V07', 2: 'V11' });
    expect(eventsOf(events, 'defeated').map((e) => e.seat).sort()).toEqual([1, 2]);
    expectOver(after, events, [0]);
  });

  it('R-VICTORY-4 no action is accepted once the game is over', () => {
    const { state } = facingOff({ wounds: 3 }).build();
    const { state: after } = selectCards(state, { 0: 'V01', 1: 'V07' });
    for (const seat of [0, 1]) {
      const result = applyAction(after, seat, { kind: 'keepCard' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: 'GAME_OVER', rule: 'R-VICTORY-4' });
    }
  });

  it('R-VICTORY-4 R-MULTI-1 the last team with an undefeated character wins, all its members together', () => {
    // Kensei and Third are team 0, Tetsu team 1: Kensei defeats Tetsu.
    const { state } = threeWay({ teams: [0, 1, 0], tetsuWounds: 3 });
    const { events, state: after } = selectCards(state, { 0: 'V01', 1: 'V07', 2: 'V11' });
    expectOver(after, events, [0, 2]);
  });

  it('R-VICTORY-4 R-MULTI-1 a team whose member falls plays on while another member stands', () => {
    // Kensei is team 0, Tetsu and Third team 1: Kensei defeats Tetsu, and Third still stands for team 1.
    const { state } = threeWay({ teams: [0, 1, 1], tetsuWounds: 3 });
    const { events, state: after } = selectCards(state, { 0: 'V01', 1: 'V07', 2: 'V11' });
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 1, reason: 'wounds' }]);
    expect(eventsOf(events, 'gameOver')).toEqual([]);
    expect(outcome(after)).toEqual({ over: false });
    expect(after.round).toBe(2);
  });
});

describe('limits from the character card', () => {
  it.each([
    { character: 'fragile', wounds: 1, card: 'V01', defeated: 'wounds', why: 'wound limit 2: 1 + 1' },
    { character: 'kensei', wounds: 1, card: 'V01', defeated: null, why: 'wound limit 5: 1 + 1 is far from it' },
    { character: 'kensei', wounds: 4, card: 'V01', defeated: 'wounds', why: 'wound limit 5: 4 + 1' },
    { character: 'fragile', stuns: 1, card: 'V02', defeated: 'stuns', why: 'hand limit 2: 1 + 1 stun' },
    { character: 'tetsu', stuns: 2, card: 'V02', defeated: 'stuns', why: 'hand limit 3: 2 + 1 stuns' },
    { character: 'kensei', stuns: 2, card: 'V02', defeated: null, why: 'hand limit 4: 2 + 1 stuns is under it' },
    { character: 'kensei', stuns: 3, card: 'V02', defeated: 'stuns', why: 'hand limit 4: 3 + 1 stuns' },
  ])('R-VICTORY-5 R-VICTORY-1 R-VICTORY-2 $character hit by $card: $why', ({ character, wounds, stuns, card, defeated }) => {
    // The target faces south at (0,0); the attacker is a Tetsu or Kensei, whichever the target is not.
    const attacker = character === 'tetsu' ? 'kensei' : 'tetsu';
    const hand = [...Array<string>(stuns ?? 0).fill('STUN'), 'V07'];
    const { state } = scenario()
      .card(...CARDS)
      .character(FRAGILE)
      .seat(attacker, { q: 0, r: 1 }, 0, { hand: [card], deck: DECK })
      .seat(character, { q: 0, r: 0 }, 3, { hand, deck: DECK, wounds: wounds ?? 0 })
      .build();
    const { state: after } = selectCards(state, { 0: card, 1: 'V07' });
    expect(after.seats[1]!.defeated?.reason ?? null).toBe(defeated);
    expect(outcome(after).over).toBe(defeated !== null);
  });
});

describe('simultaneous defeat', () => {
  /** Kensei (3 stuns, limit 4) steps into Tetsu (2 stuns, limit 3): both reach their limit at once. */
  function collideAtLimits(advantage: number[]) {
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['V09', 'STUN', 'STUN', 'STUN'], deck: DECK })
      .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['V07', 'STUN', 'STUN'], deck: DECK })
      .advantage(advantage)
      .build();
    const revealed = selectCards(state, { 0: 'V09', 1: 'V07' });
    return act(revealed.state, 0, { kind: 'step', part: 0, direction: 0 });
  }

  it.each([
    { advantage: [0, 1], winner: 0, loser: 1 },
    { advantage: [1, 0], winner: 1, loser: 0 },
  ])('OP-15 R-VICTORY-2 both reach the stun limit in one collision: the one on top of the track ($winner) wins', ({ advantage, winner, loser }) => {
    const { events, state } = collideAtLimits(advantage);
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: loser, reason: 'stuns' }]);
    expect(state.seats[winner]!.defeated).toBeNull();
    expectOver(state, events, [winner]);
  });

  it.each([
    { advantage: [0, 1], winner: 0, loser: 1 },
    { advantage: [1, 0], winner: 1, loser: 0 },
  ])('OP-15 R-VICTORY-1 both take their last wound drawing from empty decks: the one on top of the track ($winner) wins', ({ advantage, winner, loser }) => {
    const { state, events } = scenario()
      .card(...CARDS)
      .seat('kensei', { q: 0, r: 3 }, 0, { hand: ['V07'], wounds: 4 })
      .seat('tetsu', { q: 0, r: -3 }, 3, { hand: ['V07'], wounds: 3 })
      .advantage(advantage)
      .atRoundStart()
      .build();
    expect(eventsOf(events, 'wounded').map((e) => e.seat)).toEqual([0, 1]);
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: loser, reason: 'wounds' }]);
    expectOver(state, events, [winner]);
  });

  it.each([
    { advantage: [0, 1, 2], winners: [0] },
    { advantage: [2, 0, 1], winners: [1, 2] },
  ])('OP-15 R-MULTI-1 everyone falls at once in a team game: the team of the one on top of the track ($advantage) wins', ({ advantage, winners }) => {
    // Kensei alone (team 0) against Tetsu and Third (team 1); all three draw their last wound.
    const { state, events } = scenario()
      .card(...CARDS)
      .character(THIRD)
      .seat('kensei', { q: 0, r: 3 }, 0, { hand: ['V07'], wounds: 4, team: 0 })
      .seat('tetsu', { q: 0, r: -3 }, 3, { hand: ['V07'], wounds: 3, team: 1 })
      .seat('third', { q: 2, r: -3 }, 3, { hand: ['V07'], wounds: 4, team: 1 })
      .advantage(advantage)
      .atRoundStart()
      .build();
    expectOver(state, events, winners);
    expect(state.seats[advantage[0]!]!.defeated).toBeNull();
  });
});
