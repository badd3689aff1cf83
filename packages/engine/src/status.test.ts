import type { CardInput, CharacterInput, Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { rejected } from './testing/rejected';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { applyAction, BUILT_IN_RULESET, createScenario, outcome, pendingDecisions, type GameEvent, type GameState, type SeatId } from './index';
import { act, actAll, decisionOf, eventsOf, handCard, hit, KENSEI, mark, move, scenario, selectCards, TETSU, testCard, turn, type ScenarioBuilder } from './testing';

// Section 13 (status cards: stun, weakness, poison) and 19.3 (extended poison rules), with the
// rulings OP-8, OP-9, OP-18, OP-38 and OP-51. Seat 0 is the attacker (Kensei, or a Kensei-like
// poisoner) on the origin facing north; seat 1 is Tetsu (hand limit 3, wound limit 4) on (0,-1)
// facing south, right in front of it. Tetsu usually plays Q00, a card at initiative 1 that waits on
// an optional turn, so the round stops there and what the attack did stays visible.

type Hex = { q: number; r: number };
const ORIGIN: Hex = { q: 0, r: 0 };
const FRONT: Hex = { q: 0, r: -1 };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const variable = (min: number, max: number) => ({ kind: 'variable' as const, min, max });
const names = (en: string) => ({ cs: en, pl: en, uk: en, en });
const attack = (...hexes: ReturnType<typeof hit>[]): Effect => ({ kind: 'attack', hexes });
const attack6 = (number: string, ...hexes: ReturnType<typeof hit>[]) => testCard({ number, types: ['attack'], initiative: fixed(6), effects: [attack(...hexes)] });
const WAIT = move(turn(1, false));

const CARDS: CardInput[] = [
  testCard({ number: 'Q00', types: ['meditation'], initiative: fixed(1), effects: [WAIT] }),
  testCard({ number: 'Q99', types: ['meditation'], initiative: fixed(9), effects: [] }),
  attack6('Q01', hit(0, -1, { wounds: 0, stun: 1 })),
  attack6('Q02', hit(0, -1, { wounds: 0, stun: 2 })),
  attack6('Q03', hit(0, -1, { wounds: 0, weakness: 1 })),
  attack6('Q04', hit(0, -1, { wounds: 0, stun: 1, weakness: 1, poison: true })),
  attack6('Q05', hit(0, -1, { wounds: 0, poison: true })),
  testCard({ number: 'Q06', types: ['meditation'], initiative: fixed(5), effects: [] }),
  testCard({ number: 'Q07', types: ['meditation'], initiative: fixed(6), effects: [] }),
  testCard({ number: 'Q08', types: ['meditation'], initiative: variable(3, 7), effects: [] }),
  testCard({ number: 'Q09', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'discard', count: 1 }] }),
  // An initiative-comparing attack at initiative 1: one wound to an opponent whose card is lower.
  testCard({ number: 'Q10', types: ['attack'], initiative: fixed(1), effects: [{ kind: 'initiativeAttack', mark: mark() }] }),
  // Weakness ahead at 8; then, at its own initiative 5, an initiative-comparing attack (one wound).
  testCard({
    number: 'Q11', types: ['attack'], initiative: fixed(8),
    sections: [{ effects: [attack(hit(0, -1, { wounds: 0, weakness: 1 }))] }, { initiative: fixed(5), effects: [{ kind: 'initiativeAttack', mark: mark() }] }],
  }),
  testCard({ number: 'Q12', types: ['meditation'], initiative: fixed(2), effects: [] }),
  // Two parts: 6, then its own initiative 3 (which waits on an optional turn).
  testCard({ number: 'Q13', types: ['meditation'], initiative: fixed(6), sections: [{ effects: [] }, { initiative: fixed(3), effects: [WAIT] }] }),
  // Poison on two hexes: ahead and ahead-right.
  attack6('Q14', hit(0, -1, { wounds: 0, poison: true }), hit(1, -1, { wounds: 0, poison: true })),
  // Tetsu's block of its front hex (Kensei's hex) at 6, then a pause.
  testCard({ number: 'Q15', types: ['block'], initiative: fixed(6), sections: [{ effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }] }] }, { initiative: fixed(1), effects: [WAIT] }] }),
  // Weakness ahead at 8.
  testCard({ number: 'Q17', types: ['attack'], initiative: fixed(8), effects: [attack(hit(0, -1, { wounds: 0, weakness: 1 }))] }),
  testCard({ number: 'Q18', types: ['meditation'], initiative: variable(5, 7), effects: [] }),
  testCard({ number: 'Q19', types: ['meditation'], initiative: fixed(1), effects: [WAIT] }),
  // Instants for OP-8: an unconditional supplemental, a replacement, a start-of-turn instant.
  testCard({ number: 'Q20', types: ['attack'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'afterResolve', effects: [{ kind: 'focus', amount: 1 }] }),
  testCard({ number: 'Q21', types: ['meditation'], initiative: fixed(8), instant: 'replacement', effects: [{ kind: 'focus', amount: 1 }] }),
  testCard({ number: 'Q22', types: ['attack'], initiative: fixed(5), effects: [attack(hit(0, -1, { wounds: 0, poison: true }))] }),
  // Tetsu's block at 6 (printed) with a counter icon for 5; then a pause.
  testCard({
    number: 'Q23', types: ['block'], initiative: fixed(6),
    sections: [{ effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }], counter: [5] }] }, { initiative: fixed(1), effects: [WAIT] }],
  }),
  // Kensei's attack at 5; Tetsu's counterattack card, printed initiative 6.
  testCard({ number: 'Q24', types: ['attack'], initiative: fixed(5), effects: [attack(hit(0, -1))] }),
  testCard({ number: 'Q25', types: ['attack'], initiative: fixed(6), effects: [attack(hit(0, -1))] }),
];

// Poison cards (R-POISON-3: the victim resolves them). PZ01: discard a card. PZ02: Kamae to Determination.
// (The card-number schema needs two digits: 'PZ01', not 'PZ1'.)
const POISONS = [
  { number: 'PZ01', names: names('Test venom'), keywords: ['POISON'], effects: [{ kind: 'discard', count: 1 }] as Effect[] },
  { number: 'PZ02', names: names('Test numbing venom'), keywords: ['POISON'], effects: [{ kind: 'kamaeJump', to: 'determination' }] as Effect[] },
];
/** Poisoners: Kensei's map and statistics with their own poison decks (R-POISON-EXT-1). */
const VIPER: CharacterInput = { ...KENSEI, id: 'qviper', names: names('Viper'), symbol: 'V', poisons: ['PZ01', 'PZ02'] };
const COBRA: CharacterInput = { ...KENSEI, id: 'qcobra', names: names('Cobra'), symbol: 'C', poisons: ['PZ01'] };
const ADDER: CharacterInput = { ...TETSU, id: 'qadder', names: names('Adder'), symbol: 'A', poisons: ['PZ01'] };

type SeatRest = Parameters<ScenarioBuilder['seat']>[3];

/** The scenario with the status cards, poisoners and poison cards, at the Select step. */
function base(): ScenarioBuilder {
  return scenario().card(...CARDS).character(VIPER, COBRA, ADDER);
}
function create(b: ScenarioBuilder): GameState {
  const spec = b.toSpec();
  const created = createScenario({ ...spec, definitions: { ...spec.definitions, poisons: POISONS } });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}
/** Attacker (seat 0) on the origin facing north, Tetsu (seat 1) in front facing south. */
function build(attacker: SeatRest & { character?: string }, tetsu: SeatRest & { at?: Hex } = {}): GameState {
  const { character = 'kensei', ...a } = attacker;
  const { at = FRONT, ...t } = tetsu;
  return create(base().seat(character, ORIGIN, 0, { deck: ['Q99', 'Q99', 'Q99'], ...a }).seat('tetsu', at, 3, { deck: ['Q99', 'Q99', 'Q99'], ...t }));
}
function duel(attacker: SeatRest & { character?: string; plays: string }, tetsu: SeatRest & { at?: Hex; plays?: string } = {}): Applied {
  const { plays, ...a } = attacker;
  const { plays: tetsuPlays = 'Q00', ...t } = tetsu;
  const state = build({ ...a, hand: [plays, ...(a.hand ?? [])] }, { ...t, hand: [tetsuPlays, ...(t.hand ?? [])] });
  return selectCards(state, { 0: plays, 1: tetsuPlays });
}
function then(from: Applied, steps: [SeatId, Action][]): Applied {
  const next = actAll(from.state, steps);
  return { state: next.state, events: [...from.events, ...next.events] };
}

const handNumbers = (state: GameState, seat: SeatId) => state.seats[seat]!.hand.map((c) => state.cards[c]);
const stuns = (state: GameState, seat: SeatId) => handNumbers(state, seat).filter((n) => n === 'STUN').length;
const initiativeOf = (state: GameState, events: readonly GameEvent[], seat: SeatId) => eventsOf(events, 'initiativeSet').find((e) => e.seat === seat)?.initiative;
const pending = (state: GameState) => pendingDecisions(state).map((d) => [d.seat, d.kind]);
/** The round is waiting on Tetsu's Q00 (or another waiting card of Tetsu). */
const waitingOnTetsu = (state: GameState) => expect(pending(state)).toEqual([[1, 'move']]);

describe('13 status cards', () => {
  it('R-STATUS-1 stun, weakness and poison are neither wounds nor ability cards: at 3 wounds of 4 Tetsu takes all three and stays in the game', () => {
    const start = duel({ character: 'qcobra', plays: 'Q04' }, { wounds: 3, hand: ['Q06', 'T02'] });
    const { state, events } = start;
    expect(eventsOf(events, 'wounded')).toEqual([]);
    expect(state.seats[1]!.wounds).toBe(3);
    expect(state.seats[1]!.defeated).toBeNull();
    expect(stuns(state, 1)).toBe(1);
    expect(state.seats[1]!.weakness).toEqual([0]);
    expect(eventsOf(events, 'poisoned')).toEqual([{ kind: 'poisoned', seat: 1, by: 0, poison: 'PZ01' }]);
    // The poison makes Tetsu discard: the stun (and the core card) are not ability cards to discard.
    expect(decisionOf(state, 1)).toEqual({
      seat: 1, kind: 'discard', rule: 'OP-53', options: [{ kind: 'discard', card: handCard(state, 1, 'Q06') }], context: { left: 1 },
    });
    expect(outcome(state).over).toBe(false);
  });
});

describe('13.1 stun', () => {
  it('R-STUN-1 each stun puts one stun card into the hand', () => {
    const { state, events } = duel({ plays: 'Q02' }, { hand: ['Q06'] });
    expect(eventsOf(events, 'stunned')).toEqual([{ kind: 'stunned', seat: 1 }, { kind: 'stunned', seat: 1 }]);
    expect(handNumbers(state, 1).sort()).toEqual(['Q06', 'STUN', 'STUN']);
    expect(new Set(state.seats[1]!.hand).size).toBe(3); // two distinct stun cards
    expect(state.seats[1]!.wounds).toBe(0);
    waitingOnTetsu(state);
  });

  it('R-STUN-2 a discard effect never offers a stun card, and discarding one is rejected', () => {
    const start = duel({ plays: 'Q07' }, { plays: 'Q09', hand: ['STUN', 'Q07', 'T02'] });
    const d = decisionOf(start.state, 1)!;
    expect(d).toMatchObject({ kind: 'discard', options: [{ kind: 'discard', card: handCard(start.state, 1, 'Q07') }] });
    expect(rejected(start.state, 1, { kind: 'discard', card: handCard(start.state, 1, 'STUN') })).toMatchObject({ code: 'ILLEGAL_OPTION' });
    const done = then(start, [[1, d.options[0]!]]);
    expect(handNumbers(done.state, 1).sort()).toEqual(['Q99', 'STUN', 'T02']); // round 2 has drawn a Q99
  });

  it('R-STUN-2 with only stuns and core cards in hand, a discard effect discards nothing', () => {
    const { state, events } = duel({ plays: 'Q07' }, { plays: 'Q09', hand: ['STUN', 'T02'] });
    expect(eventsOf(events, 'discarded').filter((e) => e.seat === 1 && e.number !== 'Q09')).toEqual([]);
    expect(state.round).toBe(2);
    expect(handNumbers(state, 1).sort()).toEqual(['Q99', 'STUN', 'T02']);
  });

  it('R-STUN-3 OP-8 a stun card may be selected; it has no initiative and no effect, and returns to the supply, not to hand or pile', () => {
    const state = build({ hand: ['Q07'] }, { hand: ['STUN', 'Q06'] });
    const stun = handCard(state, 1, 'STUN');
    expect(decisionOf(state, 1)!.options).toContainEqual({ kind: 'select', card: stun });
    const { state: after, events } = selectCards(state, { 0: 'Q07', 1: 'STUN' });
    expect(eventsOf(events, 'revealed')[0]!.cards).toContainEqual({ seat: 1, card: stun, number: 'STUN' });
    expect(eventsOf(events, 'initiativeSet').map((e) => e.seat)).toEqual([0]);
    expect(eventsOf(events, 'resolving').map((e) => e.seat)).toEqual([0]);
    // The round is over: the stun is neither in hand nor on the pile.
    expect(after.round).toBe(2);
    expect(after.seats[1]!.hand).not.toContain(stun);
    expect(after.seats[1]!.discard).toEqual([]);
    expect(stuns(after, 1)).toBe(0);
  });

  it('OP-8 a played stun card cannot be replaced or supplemented', () => {
    const state = build({ hand: ['Q07'] }, { hand: ['STUN', 'Q21', 'Q20'] });
    const { state: after, events } = selectCards(state, { 0: 'Q07', 1: 'STUN' });
    expect(eventsOf(events, 'replaced')).toEqual([]);
    expect(eventsOf(events, 'extraPlayed')).toEqual([]);
    expect(after.round).toBe(2);
    expect(handNumbers(after, 1).sort()).toEqual(['Q20', 'Q21', 'Q99']);
  });

  it('R-STUN-4 a character whose stun cards reach its hand limit loses at once: its own card never resolves', () => {
    // Tetsu (hand limit 3) holds two stuns; the third comes at 6, before Tetsu's card at 5.
    const { state, events } = duel({ plays: 'Q01' }, { plays: 'Q06', hand: ['STUN', 'STUN'] });
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 1, reason: 'stuns' }]);
    expect(eventsOf(events, 'resolving').map((e) => e.seat)).toEqual([0]);
    expect(outcome(state)).toEqual({ over: true, winners: [0], defeated: [{ seat: 1, reason: 'stuns', round: 1 }] });
  });

  it('R-STUN-4 below the hand limit in stuns the character plays on', () => {
    const { state, events } = duel({ plays: 'Q01' }, { plays: 'Q06', hand: ['STUN'] });
    expect(stuns(state, 1)).toBe(2);
    expect(eventsOf(events, 'defeated')).toEqual([]);
    expect(eventsOf(events, 'resolving').map((e) => e.seat)).toEqual([0, 1]);
  });

  it('R-STUN-4 OP-9 stuns count toward the hand limit, but only ability cards are discarded to meet it', () => {
    // Kensei (hand limit 4) ends the round with 3 ability cards, 2 stuns and its core card: 5 count.
    const state = build({ hand: ['Q06', 'Q07', 'Q07', 'Q12', 'STUN', 'STUN', 'T01'] }, { hand: ['Q12'], at: { q: 0, r: -3 } });
    const { state: after } = selectCards(state, { 0: 'Q06', 1: 'Q12' });
    expect(after.flow.at).toBe('handLimit');
    const d = decisionOf(after, 0)!;
    expect(d.rule).toBe('R-ROUND-DISCARD-5');
    expect(d.context).toEqual({ over: 1 });
    expect(d.options.map((o) => (o.kind === 'discard' ? after.cards[o.card] : o.kind)).sort()).toEqual(['Q07', 'Q07', 'Q12']);
    expect(rejected(after, 0, { kind: 'discard', card: handCard(after, 0, 'STUN') })).toMatchObject({ code: 'ILLEGAL_OPTION' });
    const discarded = act(after, 0, { kind: 'discard', card: handCard(after, 0, 'Q12') });
    expect(discarded.state.round).toBe(2);
    expect(stuns(discarded.state, 0)).toBe(2);
  });
});

describe('13.2 weakness', () => {
  it('R-WEAK-1 weakness puts a weakness card in the play area: not a wound, not a card in hand', () => {
    const { state, events } = duel({ plays: 'Q03' }, { hand: ['Q06'] });
    expect(eventsOf(events, 'weakened')).toEqual([{ kind: 'weakened', seat: 1 }]);
    expect(state.seats[1]!.weakness).toEqual([0]);
    expect(state.seats[1]!.wounds).toBe(0);
    expect(handNumbers(state, 1)).toEqual(['Q06']);
    waitingOnTetsu(state);
  });

  it.each([
    { card: 'Q07', printed: 6, weakness: 2, expected: 4 },
    { card: 'Q07', printed: 6, weakness: 1, expected: 5 },
    { card: 'Q12', printed: 2, weakness: 3, expected: 1 },
    { card: 'T02', printed: 2, weakness: 1, expected: 1 },
  ])('R-WEAK-2 $weakness weakness card(s) lower $card ($printed) to $expected, never below 1', ({ card, weakness, expected }) => {
    const state = build({ hand: ['Q06'] }, { hand: [card, 'T02'].filter((c, i, all) => all.indexOf(c) === i), weakness: Array.from({ length: weakness }, () => 0), at: { q: 0, r: -3 } });
    const { events } = selectCards(state, { 0: 'Q06', 1: card });
    expect(initiativeOf(state, events, 1)).toBe(expected);
  });

  it.each([
    { chosen: 7, expected: 5 },
    { chosen: 4, expected: 2 },
    { chosen: 3, expected: 1 },
  ])('R-WEAK-3 a variable initiative is chosen from the printed range, then lowered by 1 per weakness card ($chosen -> $expected)', ({ chosen, expected }) => {
    const state = build({ hand: ['Q06'] }, { hand: ['Q08'], weakness: [0, 2], at: { q: 0, r: -3 } });
    const revealed = selectCards(state, { 0: 'Q06', 1: 'Q08' });
    expect(pendingDecisions(revealed.state)).toEqual([
      { seat: 1, kind: 'variableInitiative', rule: 'R-ROUND-REVEAL-8', options: [3, 4, 5, 6, 7].map((value) => ({ kind: 'chooseInitiative', value })) },
    ]);
    const { events } = act(revealed.state, 1, { kind: 'chooseInitiative', value: chosen });
    expect(initiativeOf(revealed.state, events, 1)).toBe(expected);
  });

  it('R-WEAK-4 at the end of the round every weakness card is rotated once', () => {
    const state = build({ hand: ['Q06'] }, { hand: ['Q07'], weakness: [0, 2], at: { q: 0, r: -3 } });
    const { state: after, events } = selectCards(state, { 0: 'Q06', 1: 'Q07' });
    expect(after.round).toBe(2);
    expect(eventsOf(events, 'weaknessRotated')).toEqual([{ kind: 'weaknessRotated', seat: 1, removed: 0 }]);
    expect(after.seats[1]!.weakness).toEqual([1, 3]);
  });

  it('R-WEAK-5 a weakness card rotated for the fourth time is removed; only the other still lowers initiative', () => {
    const state = build({ hand: ['Q06', 'Q06'] }, { hand: ['Q07', 'Q07'], weakness: [3, 1], at: { q: 0, r: -3 } });
    const round1 = selectCards(state, { 0: 'Q06', 1: 'Q07' });
    expect(initiativeOf(state, round1.events, 1)).toBe(4);
    expect(eventsOf(round1.events, 'weaknessRotated')).toEqual([{ kind: 'weaknessRotated', seat: 1, removed: 1 }]);
    expect(round1.state.seats[1]!.weakness).toEqual([2]);
    const round2 = selectCards(round1.state, { 0: 'Q06', 1: 'Q07' });
    expect(initiativeOf(round1.state, round2.events, 1)).toBe(5);
  });

  it('R-WEAK-6 OP-18 weakness received in round 2 lowers rounds 3, 4 and 5 and is gone after round 5', () => {
    let current: Applied = {
      state: create(
        base()
          .round(2)
          .seat('kensei', ORIGIN, 0, { hand: ['Q03', 'Q12'], deck: ['Q12', 'Q12', 'Q12', 'Q12', 'Q12'] })
          .seat('tetsu', FRONT, 3, { hand: ['Q07', 'Q07'], deck: ['Q07', 'Q07', 'Q07', 'Q07', 'Q07'] }),
      ),
      events: [],
    };
    const seen: [number, number | undefined, number[]][] = [];
    for (let round = 2; round <= 6; round++) {
      expect(current.state.round).toBe(round);
      current = selectCards(current.state, { 0: round === 2 ? 'Q03' : 'Q12', 1: 'Q07' });
      seen.push([round, initiativeOf(current.state, current.events, 1), [...current.state.seats[1]!.weakness]]);
    }
    // [round, Tetsu's initiative that round, weakness cards after the round ended]
    expect(seen).toEqual([
      [2, 6, [1]],
      [3, 5, [2]],
      [4, 5, [3]],
      [5, 5, []],
      [6, 6, []],
    ]);
  });

  it('OP-18 weakness received during the round changes nothing in it: Tetsu\'s two parts still resolve at 6 and 3; the next round is lower', () => {
    const state = build({ hand: ['Q17', 'Q06'] }, { hand: ['Q13', 'Q07'] });
    const round1 = selectCards(state, { 0: 'Q17', 1: 'Q13' });
    expect(round1.state.seats[1]!.weakness).toEqual([0]);
    expect(eventsOf(round1.events, 'resolving').map((e) => [e.seat, e.initiative])).toEqual([[0, 8], [1, 6], [1, 3]]);
    waitingOnTetsu(round1.state);
    const round2 = selectCards(act(round1.state, 1, { kind: 'endMove' }).state, { 0: 'Q06', 1: 'Q07' });
    expect(initiativeOf(round1.state, round2.events, 1)).toBe(5);
  });

  it('OP-18 OP-17 R-WEAK-3 weakness received during the round does not lower a variable card for an initiative comparison later that round', () => {
    // Tetsu reveals a 5-7 card (chooses 7) without weakness: compared at its lowest value, 5.
    // Kensei's Q11 weakens Tetsu at 8, then compares at 5: 5 is not lower than 5, so no wound.
    const state = build({ hand: ['Q11'] }, { hand: ['Q18'] });
    let current = selectCards(state, { 0: 'Q11', 1: 'Q18' });
    current = then(current, [[1, { kind: 'chooseInitiative', value: 7 }]]);
    // Answer any target declaration (OP-21) for Kensei's card.
    while (decisionOf(current.state, 0)?.kind === 'declareTarget') current = then(current, [[0, decisionOf(current.state, 0)!.options[0]!]]);
    expect(eventsOf(current.events, 'weakened')).toEqual([{ kind: 'weakened', seat: 1 }]);
    expect(eventsOf(current.events, 'resolving').map((e) => [e.seat, e.initiative])).toEqual([[0, 8], [1, 7], [0, 5]]);
    expect(eventsOf(current.events, 'wounded')).toEqual([]);
    expect(current.state.seats[1]!.wounds).toBe(0);
  });

  it('R-WEAK-3 OP-17 weakness held at the reveal does lower the compared value of a variable card: 5-7 with one weakness compares as 4', () => {
    const state = build({ hand: ['Q11'] }, { hand: ['Q18'], weakness: [0] });
    let current = selectCards(state, { 0: 'Q11', 1: 'Q18' });
    current = then(current, [[1, { kind: 'chooseInitiative', value: 7 }]]);
    while (decisionOf(current.state, 0)?.kind === 'declareTarget') current = then(current, [[0, decisionOf(current.state, 0)!.options[0]!]]);
    expect(eventsOf(current.events, 'resolving').map((e) => [e.seat, e.initiative])).toEqual([[0, 8], [1, 6], [0, 5]]);
    expect(eventsOf(current.events, 'wounded')).toEqual([{ kind: 'wounded', seat: 1, wounds: 1, bleeding: false, cause: 'attack' }]);
  });

  it('R-WEAK-2 R-COUNTER-3 weakness lowers a counterattack card too: printed 6, one weakness, it may answer a block at 5', () => {
    // Tetsu has one weakness card: its block Q23 (printed 6) is live at 5 and stops Kensei's Q24 (5);
    // its counterattack card Q25 (printed 6) has initiative 5 with the weakness, not above the block's.
    // Q24 (printed 5) in Tetsu's hand is the control: it is offered either way.
    const start = duel({ plays: 'Q24' }, { plays: 'Q23', hand: ['Q25', 'Q24'], weakness: [0] });
    expect(eventsOf(start.events, 'initiativeSet').map((e) => [e.seat, e.initiative])).toEqual([[0, 5], [1, 5]]);
    expect(start.state.seats[1]!.wounds).toBe(0);
    expect(pendingDecisions(start.state)).toEqual([
      {
        seat: 1, kind: 'counter', rule: 'R-COUNTER-3',
        options: [{ kind: 'playCard', card: handCard(start.state, 1, 'Q25') }, { kind: 'playCard', card: handCard(start.state, 1, 'Q24') }, { kind: 'pass' }],
      },
    ]);
  });
});

describe('OP-51 a played stun card and initiative comparisons', () => {
  it('OP-51 a played stun card counts as lower than every initiative: an initiative-comparing attack at 1 reaches it', () => {
    let current = duel({ plays: 'Q10' }, { plays: 'STUN' });
    while (decisionOf(current.state, 0)?.kind === 'declareTarget') current = then(current, [[0, decisionOf(current.state, 0)!.options[0]!]]);
    expect(eventsOf(current.events, 'wounded')).toEqual([{ kind: 'wounded', seat: 1, wounds: 1, bleeding: false, cause: 'attack' }]);
    expect(current.state.seats[1]!.wounds).toBe(1);
  });

  it('OP-51 OP-17 a card at initiative 1 is not lower than an attack at 1: no wound', () => {
    const { state, events } = duel({ plays: 'Q10' }, { plays: 'Q19' });
    expect(eventsOf(events, 'wounded')).toEqual([]);
    expect(state.seats[1]!.wounds).toBe(0);
  });
});

describe('13.3 poison and 19.3 extended poison rules', () => {
  it('R-POISON-2 R-POISON-3 a successful poison attack gives the attacker\'s poison card; the poisoned character resolves it', () => {
    const start = duel({ character: 'qcobra', plays: 'Q05' }, { hand: ['Q06', 'Q07'] });
    // One poison card in the deck: given without a choice.
    expect(eventsOf(start.events, 'poisoned')).toEqual([{ kind: 'poisoned', seat: 1, by: 0, poison: 'PZ01' }]);
    const d = decisionOf(start.state, 1)!;
    expect(d).toMatchObject({ seat: 1, kind: 'discard' });
    expect(decisionOf(start.state, 0)).toBeUndefined();
    const done = then(start, [[1, { kind: 'discard', card: handCard(start.state, 1, 'Q07') }]]);
    expect(handNumbers(done.state, 1)).toEqual(['Q06']);
    // The poison card went to nobody's hand or pile.
    for (const seat of [0, 1]) {
      expect(handNumbers(done.state, seat)).not.toContain('PZ01');
      expect(done.state.seats[seat]!.discard.map((e) => done.state.cards[e.card])).not.toContain('PZ01');
    }
    waitingOnTetsu(done.state);
  });

  it('R-POISON-1 poison is not a wound: a character one wound from its limit is poisoned and stays in the game', () => {
    const { state, events } = duel({ character: 'qviper', plays: 'Q05' }, { wounds: 3, hand: ['Q06'] });
    const chosen = act(state, 0, { kind: 'poison', poison: 'PZ02' });
    expect(eventsOf([...events, ...chosen.events], 'wounded')).toEqual([]);
    expect(chosen.state.seats[1]!.wounds).toBe(3);
    expect(chosen.state.seats[1]!.defeated).toBeNull();
    expect(chosen.state.seats[1]!.kamae).toBe('d');
    expect(outcome(chosen.state).over).toBe(false);
  });

  it('R-POISON-2 a blocked poison attack poisons nobody', () => {
    const { state, events } = duel({ character: 'qcobra', plays: 'Q05' }, { plays: 'Q15', hand: ['Q06'] });
    expect(eventsOf(events, 'attack')[0]!.results.map((r) => r.hit)).toEqual([false]);
    expect(eventsOf(events, 'poisoned')).toEqual([]);
    expect(handNumbers(state, 1)).toEqual(['Q06']);
    waitingOnTetsu(state);
  });

  it('R-POISON-EXT-1 R-POISON-EXT-2 with several poison cards the attacker chooses any one of its own deck; only that one is resolved', () => {
    const start = duel({ character: 'qviper', plays: 'Q05' }, { hand: ['Q06'] });
    expect(pendingDecisions(start.state)).toEqual([
      { seat: 0, kind: 'poisonCard', rule: 'R-POISON-EXT-2', options: [{ kind: 'poison', poison: 'PZ01' }, { kind: 'poison', poison: 'PZ02' }] },
    ]);
    expect(rejected(start.state, 0, { kind: 'poison', poison: 'P01' })).toMatchObject({ code: 'ILLEGAL_OPTION', rule: 'R-POISON-EXT-2' });
    const chosen = then(start, [[0, { kind: 'poison', poison: 'PZ02' }]]);
    expect(eventsOf(chosen.events, 'poisoned')).toEqual([{ kind: 'poisoned', seat: 1, by: 0, poison: 'PZ02' }]);
    expect(eventsOf(chosen.events, 'kamaeChanged')).toEqual([{ kind: 'kamaeChanged', seat: 1, from: 'n', to: 'd', how: 'jump' }]);
    // PZ01 (discard) was not resolved.
    expect(handNumbers(chosen.state, 1)).toEqual(['Q06']);
    waitingOnTetsu(chosen.state);
  });

  it('R-POISON-EXT-3 a used poison card cannot be used again: the second target of the same attack gets the other one, without a choice', () => {
    // Q14 poisons Tetsu (ahead) and a third character ahead-right (seat 2).
    const state = create(
      base()
        .seat('qviper', ORIGIN, 0, { hand: ['Q14'], deck: ['Q99'] })
        .seat('tetsu', FRONT, 3, { hand: ['Q00'], deck: ['Q99'] })
        .seat('kensei', { q: 1, r: -1 }, 4, { hand: ['Q06', 'Q07'], deck: ['Q99'] }),
    );
    const start = selectCards(state, { 0: 'Q14', 1: 'Q00', 2: 'Q06' });
    expect(decisionOf(start.state, 0)?.options).toEqual([{ kind: 'poison', poison: 'PZ01' }, { kind: 'poison', poison: 'PZ02' }]);
    const chosen = then(start, [[0, { kind: 'poison', poison: 'PZ02' }]]);
    expect(eventsOf(chosen.events, 'poisoned')).toEqual([
      { kind: 'poisoned', seat: 1, by: 0, poison: 'PZ02' },
      { kind: 'poisoned', seat: 2, by: 0, poison: 'PZ01' },
    ]);
    expect(pending(chosen.state)).toEqual([[2, 'discard']]);
  });

  it('R-POISON-EXT-3 OP-38 each poison card is used once per game: a second successful poison attack next round does nothing', () => {
    const state = build(
      { character: 'qcobra', hand: ['Q05', 'Q05'] },
      { hand: ['Q00', 'Q00', 'Q06', 'Q07', 'Q12'] },
    );
    const round1 = selectCards(state, { 0: 'Q05', 1: 'Q00' });
    expect(eventsOf(round1.events, 'poisoned')).toHaveLength(1);
    const discarded = then(round1, [[1, { kind: 'discard', card: handCard(round1.state, 1, 'Q12') }], [1, { kind: 'endMove' }]]);
    expect(discarded.state.round).toBe(2);
    const round2 = selectCards(discarded.state, { 0: 'Q05', 1: 'Q00' });
    // The attack lands (success), but PZ01 is used up: no poison, nothing to discard.
    expect(eventsOf(round2.events, 'attack')[0]!.results.map((r) => r.hit)).toEqual([true]);
    expect(eventsOf(round2.events, 'poisoned')).toEqual([]);
    waitingOnTetsu(round2.state);
  });

  it('R-POISON-EXT-3 after one of two poison cards is used, the next poisoning gives the other without a choice', () => {
    const state = build({ character: 'qviper', hand: ['Q05', 'Q05'] }, { hand: ['Q00', 'Q00', 'Q06', 'Q07'] });
    const round1 = then(selectCards(state, { 0: 'Q05', 1: 'Q00' }), [[0, { kind: 'poison', poison: 'PZ02' }], [1, { kind: 'endMove' }]]);
    expect(round1.state.round).toBe(2);
    const round2 = selectCards(round1.state, { 0: 'Q05', 1: 'Q00' });
    expect(eventsOf(round2.events, 'poisoned')).toEqual([{ kind: 'poisoned', seat: 1, by: 0, poison: 'PZ01' }]);
    expect(pending(round2.state)).toEqual([[1, 'discard']]);
  });

  it('R-POISON-EXT-4 several poison decks are in play at once: each poisoner uses its own copy of the same poison card', () => {
    const state = create(
      base()
        .seat('qcobra', ORIGIN, 0, { hand: ['Q05', 'Q06', 'Q07'], deck: ['Q99'] })
        .seat('qadder', FRONT, 3, { hand: ['Q22', 'Q06', 'Q07'], deck: ['Q99'] }),
    );
    let current = selectCards(state, { 0: 'Q05', 1: 'Q22' });
    // Seat 0 poisons seat 1 at 6: seat 1 resolves PZ01 (discard).
    expect(eventsOf(current.events, 'poisoned')).toEqual([{ kind: 'poisoned', seat: 1, by: 0, poison: 'PZ01' }]);
    current = then(current, [[1, { kind: 'discard', card: handCard(current.state, 1, 'Q07') }]]);
    // Seat 1 poisons seat 0 at 5 with its own PZ01: seat 0 resolves it.
    expect(eventsOf(current.events, 'poisoned')).toEqual([
      { kind: 'poisoned', seat: 1, by: 0, poison: 'PZ01' },
      { kind: 'poisoned', seat: 0, by: 1, poison: 'PZ01' },
    ]);
    expect(pending(current.state)).toEqual([[0, 'discard']]);
  });

  it('R-POISON-EXT-1 a poison deck holds at most one copy of each poison card: data listing a card twice never offers it twice', () => {
    const TWICE: CharacterInput = { ...KENSEI, id: 'qtwice', names: names('Twice'), symbol: 'W', poisons: ['PZ01', 'PZ01'] };
    const spec = base()
      .character(TWICE)
      .seat('qtwice', ORIGIN, 0, { hand: ['Q05'], deck: ['Q99'] })
      .seat('tetsu', FRONT, 3, { hand: ['Q00', 'Q06'], deck: ['Q99'] })
      .toSpec();
    const created = createScenario({ ...spec, definitions: { ...spec.definitions, poisons: POISONS } });
    // Either the character data is rejected, or the poison deck holds PZ01 once: given with no choice.
    if (!created.ok) {
      expect(created.error.code).toBe('INVALID_SCENARIO');
      return;
    }
    const { state, events } = selectCards(created.value.state, { 0: 'Q05', 1: 'Q00' });
    expect(pending(state)).toEqual([[1, 'discard']]);
    expect(eventsOf(events, 'poisoned')).toEqual([{ kind: 'poisoned', seat: 1, by: 0, poison: 'PZ01' }]);
  });

  it('R-POISON-4 the base game has one poison card, 002, used by the Master\'s card 010', () => {
    expect(Object.keys(BUILT_IN_RULESET.poisons)).toEqual(['002']);
    expect(BUILT_IN_RULESET.characters['master']?.poisons).toEqual(['002']);
    const card010 = JSON.stringify(BUILT_IN_RULESET.cards['010']?.sections ?? []);
    expect(card010).toContain('"poison":true');
  });
});
