import type { CardInput, CharacterInput, Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { createGame, pendingDecisions, viewFor, type GameState } from './index';
import {
  AHEAD,
  KENSEI,
  TEST_BATTLEFIELD,
  TEST_CARDS,
  TEST_CHARACTERS,
  TEST_DECK,
  actAll,
  decisionOf,
  eventsOf,
  handCard,
  hit,
  move,
  scenario,
  selectCards,
  step,
  testCard,
  turn,
  type ScenarioBuilder,
} from './testing';

// Section 19.2 (stealth): entering it, the stealthed condition, what ends it and when (R-STEALTH-1..6,
// with R-SEQ-ATTACK-6 and R-SEQ-BLOCK-6). Seat 0 (kensei, on the origin facing north) plays the card
// under test; seat 1 (tetsu, on the hex ahead facing seat 0 unless a test says otherwise) plays a
// block or G100, a slow card that waits on an optional turn, so the round stops there and what
// happened stays visible.

type Hex = { q: number; r: number };
const ORIGIN: Hex = { q: 0, r: 0 };
const AHEAD_HEX: Hex = { q: 0, r: -1 };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const focus1: Effect = { kind: 'focus', amount: 1 };
const whenStealthed = (...effects: Effect[]): Effect => ({ kind: 'condition', condition: 'stealthed', effects });
const ifSuccessful = (...effects: Effect[]): Effect => ({ kind: 'ifSuccessful', effects });
const attack = (...hexes: ReturnType<typeof hit>[]): Effect => ({ kind: 'attack', hexes });

// ---------------------------------------------------------------------------------------------
// Cards

const G100 = testCard({ number: 'G100', types: ['meditation'], initiative: fixed(1), effects: [move(turn(1, false))] });
const G101 = testCard({ number: 'G101', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'stealth' }] });
const G102 = testCard({ number: 'G102', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'stealth' }, whenStealthed(focus1)] });
const G103 = testCard({ number: 'G103', types: ['meditation'], initiative: fixed(5), effects: [whenStealthed(focus1)] });
const G104 = testCard({ number: 'G104', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'kamae', position: 'aggression', effects: [focus1] }] });
/** Attack the hex ahead, then 1 focus while still stealthed. */
const G105 = testCard({ number: 'G105', types: ['attack'], initiative: fixed(5), effects: [attack(hit(0, -1)), whenStealthed(focus1)] });
/** A push with no wound and no status. */
const G106 = testCard({ number: 'G106', types: ['attack'], initiative: fixed(5), effects: [attack(hit(0, -1, { wounds: 0, push: 1 }))] });
/** A stun with no wound. */
const G107 = testCard({ number: 'G107', types: ['attack'], initiative: fixed(5), effects: [attack(hit(0, -1, { wounds: 0, stun: 1 }))] });
/** Block ahead; if it succeeds, jump to Aggression and, while still stealthed, gain 1 focus. */
const G108 = testCard({
  number: 'G108', types: ['block'], initiative: fixed(5),
  effects: [{ kind: 'block', hexes: [AHEAD] }, ifSuccessful({ kind: 'kamaeJump', to: 'aggression' }, whenStealthed(focus1))],
});
/** "If attack successful" instant: jump to Balance and, while still stealthed, gain 1 focus. */
const G110 = testCard({
  number: 'G110', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'attackSuccessful',
  effects: [{ kind: 'kamaeJump', to: 'balance' }, whenStealthed(focus1)],
});
/** "If block successful" instant: the same effects. */
const G111 = testCard({
  number: 'G111', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'blockSuccessful',
  effects: [{ kind: 'kamaeJump', to: 'balance' }, whenStealthed(focus1)],
});
const G112 = testCard({ number: 'G112', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'draw', count: 1, upTo: false }] });
/** One mandatory step forward. */
const G113 = testCard({ number: 'G113', types: ['meditation'], initiative: fixed(5), effects: [move(step(1, [0]))] });
/** Attack two hexes ahead. */
const G114 = testCard({ number: 'G114', types: ['attack'], initiative: fixed(5), effects: [attack(hit(0, -2))] });
const FILLER = testCard({ number: 'G199', types: ['meditation'], initiative: fixed(9) });

const CARDS: CardInput[] = [G100, G101, G102, G103, G104, G105, G106, G107, G108, G110, G111, G112, G113, G114, FILLER];

// ---------------------------------------------------------------------------------------------
// Helpers

type Fighter = {
  at: Hex;
  facing: number;
  plays: string;
  hand?: string[];
  deck?: string[];
  stealthed?: boolean;
  kamae?: 'neutral' | 'aggression' | 'balance' | 'determination';
};

function build(seats: Fighter[], extend?: (b: ScenarioBuilder) => ScenarioBuilder): ScenarioBuilder {
  let b = scenario().card(...CARDS);
  seats.forEach((f, i) => {
    b = b.seat(i === 1 ? 'tetsu' : 'kensei', f.at, f.facing, {
      hand: [f.plays, ...(f.hand ?? [])],
      deck: f.deck ?? ['G199', 'G199', 'G199'],
      stealthed: f.stealthed ?? false,
      kamae: f.kamae ?? 'neutral',
    });
  });
  return extend ? extend(b) : b;
}

/** Seat 0 plays `plays` from the origin facing north; seat 1 stands ahead facing it, playing G100. */
function duel(attacker: Partial<Fighter> & { plays: string }, defender: Partial<Fighter> = {}, extend?: (b: ScenarioBuilder) => ScenarioBuilder): Applied {
  const seats: Fighter[] = [
    { at: ORIGIN, facing: 0, ...attacker },
    { at: AHEAD_HEX, facing: 3, plays: 'G100', ...defender },
  ];
  const { state } = build(seats, extend).build();
  return selectCards(state, { 0: seats[0]!.plays, 1: seats[1]!.plays });
}

function then(start: Applied, steps: [number, Action][]): Applied {
  const next = actAll(start.state, steps);
  return { state: next.state, events: [...start.events, ...next.events] };
}

const stealthEvents = (a: Applied, seat: number) => eventsOf(a.events, 'stealthChanged').filter((e) => e.seat === seat).map((e) => e.stealthed);
/** The round waits on seat `seat`'s slow card: everything before it is over. */
const waitingOn = (state: GameState, seat = 1) => {
  expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[seat, 'move']]);
};

// ---------------------------------------------------------------------------------------------

describe('entering stealth and the stealthed condition (19.2)', () => {
  it('R-STEALTH-3 an "enter stealth" effect makes the character stealthed, and everyone sees it', () => {
    const after = duel({ plays: 'G101' });
    expect(after.state.seats[0]!.stealthed).toBe(true);
    expect(stealthEvents(after, 0)).toEqual([true]);
    // The hidden/revealed card is public: the opponent and spectators see the side shown.
    expect(viewFor(after.state, 1).seats[0]!.stealthed).toBe(true);
    expect(viewFor(after.state, 'spectator').seats[0]!.stealthed).toBe(true);
    expect(viewFor(after.state, 1).seats[1]!.stealthed).toBe(false);
    waitingOn(after.state);
  });

  it('R-STEALTH-3 entering stealth while already stealthed changes nothing', () => {
    const after = duel({ plays: 'G101', stealthed: true });
    expect(after.state.seats[0]!.stealthed).toBe(true);
    expect(stealthEvents(after, 0)).toEqual([]);
  });

  it('R-STEALTH-1 an effect under the stealthed condition applies once stealth has been entered earlier on the card', () => {
    const after = duel({ plays: 'G102' });
    expect(after.state.seats[0]!.focus).toBe(1);
  });

  for (const stealthed of [true, false]) {
    it(`R-STEALTH-1 the stealthed condition ${stealthed ? 'applies to a stealthed character' : 'is skipped by a character who is not stealthed'}`, () => {
      const after = duel({ plays: 'G103', stealthed });
      expect(after.state.seats[0]!.focus).toBe(stealthed ? 1 : 0);
      expect(after.state.seats[0]!.stealthed).toBe(stealthed);
    });
  }

  it('R-STEALTH-4 a stealthed character still uses its Kamae effects', () => {
    const after = duel({ plays: 'G104', stealthed: true, kamae: 'aggression' });
    expect(after.state.seats[0]!.focus).toBe(1);
    expect(after.state.seats[0]!.stealthed).toBe(true);
  });

  it('R-STEALTH-2 a character whose card says so starts the game stealthed; others do not', () => {
    const G190 = testCard({ number: 'G190', types: ['core'], initiative: fixed(2), owner: { kind: 'character', character: 'kage' } });
    const KAGE: CharacterInput = { ...KENSEI, id: 'kage', names: { cs: 'Kage', pl: 'Kage', uk: 'Kage', en: 'Kage' }, symbol: 'G', advantage: 7, coreCard: 'G190', startsStealthed: true };
    const result = createGame({
      seed: 3,
      battlefield: TEST_BATTLEFIELD,
      seats: [{ character: 'tetsu', deck: TEST_DECK }, { character: 'kage', deck: TEST_DECK }],
      definitions: { cards: [...TEST_CARDS, G190], characters: [...TEST_CHARACTERS, KAGE] },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { state } = result.value;
    expect(state.seats.map((s) => s.stealthed)).toEqual([false, true]);
    expect(viewFor(state, 0).seats[1]!.stealthed).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe('losing stealth (19.2)', () => {
  it('R-STEALTH-5 R-SEQ-ATTACK-6 a successful attack ends the attacker\'s stealth at once, before the rest of its card', () => {
    const after = duel({ plays: 'G105', stealthed: true });
    expect(after.state.seats[1]!.wounds).toBe(1);
    expect(stealthEvents(after, 0)).toEqual([false]);
    expect(after.state.seats[0]!.stealthed).toBe(false);
    // The stealthed line below the attack no longer applies.
    expect(after.state.seats[0]!.focus).toBe(0);
  });

  it('R-STEALTH-5 a failed attack (nobody on the hex) keeps the attacker stealthed', () => {
    const after = duel({ plays: 'G105', stealthed: true }, { at: { q: 2, r: -2 } });
    expect(eventsOf(after.events, 'attack')[0]!.results).toEqual([]);
    expect(after.state.seats[0]!.stealthed).toBe(true);
    expect(stealthEvents(after, 0)).toEqual([]);
    expect(after.state.seats[0]!.focus).toBe(1);
  });

  it('R-STEALTH-5 an attack stopped by the defender\'s block: the attacker stays stealthed, the defender\'s successful block ends its own stealth', () => {
    const after = duel({ plays: 'G105', stealthed: true }, { plays: 'G108', stealthed: true });
    expect(eventsOf(after.events, 'attack')[0]!.results[0]!.hit).toBe(false);
    expect(after.state.seats[0]!.stealthed).toBe(true);
    expect(after.state.seats[0]!.focus).toBe(1);
    expect(after.state.seats[1]!.stealthed).toBe(false);
    expect(stealthEvents(after, 1)).toEqual([false]);
  });

  it('R-STEALTH-5 R-STEALTH-6 R-SEQ-BLOCK-6 the block card\'s "if successful" runs after the stealth is gone', () => {
    const after = duel({ plays: 'G105' }, { plays: 'G108', stealthed: true });
    const jumped = eventsOf(after.events, 'kamaeChanged').filter((e) => e.seat === 1);
    expect(jumped.map((e) => e.to)).toEqual(['a']); // "if successful" resolved
    expect(after.state.seats[1]!.focus).toBe(0); // but not the stealthed line
  });

  it('R-STEALTH-5 R-TERRAIN-6 an attack stopped by terrain alone is no successful block: the defender stays stealthed', () => {
    // Seat 0 attacks (0,-2) over a rock on (0,-1); seat 1 faces away, so its block (on (0,-3)) has no part in it.
    const after = duel(
      { plays: 'G114' },
      { at: { q: 0, r: -2 }, facing: 0, plays: 'G108', stealthed: true },
      (b) => b.terrain('rock', AHEAD_HEX),
    );
    const result = eventsOf(after.events, 'attack')[0]!.results[0]!;
    expect(result.hit).toBe(false);
    expect(result.blockedBy?.by).toBe('terrain');
    expect(after.state.seats[1]!.stealthed).toBe(true);
    expect(stealthEvents(after, 1)).toEqual([]);
  });

  it('R-STEALTH-5 a block that no attack meets is not successful: the defender stays stealthed', () => {
    const after = duel({ plays: 'G101' }, { plays: 'G108', stealthed: true });
    expect(after.state.seats[1]!.stealthed).toBe(true);
  });

  it('R-STEALTH-5 suffering a wound from an attack ends the target\'s stealth', () => {
    const after = duel({ plays: 'G105' }, { stealthed: true });
    expect(after.state.seats[1]!.wounds).toBe(1);
    expect(after.state.seats[1]!.stealthed).toBe(false);
    expect(stealthEvents(after, 1)).toEqual([false]);
    // Whose attack it was does not matter: the attacker was never stealthed and still is not.
    expect(after.state.seats[0]!.stealthed).toBe(false);
  });

  it('R-STEALTH-5 suffering a status effect (a stun) from an attack ends the target\'s stealth', () => {
    const after = duel({ plays: 'G107' }, { stealthed: true });
    expect(eventsOf(after.events, 'stunned').map((e) => e.seat)).toEqual([1]);
    expect(after.state.seats[1]!.stealthed).toBe(false);
  });

  it('R-STEALTH-5 being pushed, with no wound and no status effect, does not end the target\'s stealth', () => {
    // The attacker succeeds (R-PUSH-6) and loses its own stealth; the target suffered neither a
    // wound nor a status effect, the only two things that end the target's stealth.
    const after = duel({ plays: 'G106', stealthed: true }, { stealthed: true });
    expect(eventsOf(after.events, 'pushed').map((e) => [e.seat, e.to])).toEqual([[1, { q: 0, r: -2 }]]);
    expect(after.state.seats[0]!.stealthed).toBe(false);
    expect(after.state.seats[1]!.wounds + after.state.seats[1]!.bleeding).toBe(0);
    expect(after.state.seats[1]!.stealthed).toBe(true);
  });

  it('R-STEALTH-5 a wound from drawing with an empty deck ends stealth', () => {
    const after = duel({ plays: 'G112', stealthed: true, deck: [] });
    expect(eventsOf(after.events, 'wounded')).toEqual([{ kind: 'wounded', seat: 0, wounds: 1, bleeding: false, cause: 'emptyDeck' }]);
    expect(after.state.seats[0]!.stealthed).toBe(false);
  });

  it('R-STEALTH-5 a stun from colliding with a rock ends stealth', () => {
    const start = duel({ plays: 'G113', stealthed: true }, { at: { q: 2, r: -2 } }, (b) => b.terrain('rock', AHEAD_HEX));
    // R-MOVE-13: the mandatory step has nowhere else to go.
    expect(decisionOf(start.state, 0)?.options).toEqual([{ kind: 'step', part: 0, direction: 0 }]);
    const after = then(start, [[0, { kind: 'step', part: 0, direction: 0 }]]);
    expect(eventsOf(after.events, 'collision').map((e) => [e.seat, e.with])).toEqual([[0, 'terrain']]);
    expect(eventsOf(after.events, 'stunned').map((e) => e.seat)).toEqual([0]);
    expect(after.state.seats[0]!.stealthed).toBe(false);
  });

  it('R-STEALTH-5 a stun from being walked into ends the stealth of the character standing there', () => {
    const start = duel({ plays: 'G113' }, { stealthed: true });
    expect(decisionOf(start.state, 0)?.options).toEqual([{ kind: 'step', part: 0, direction: 0 }]);
    const after = then(start, [[0, { kind: 'step', part: 0, direction: 0 }]]);
    expect(eventsOf(after.events, 'collision').map((e) => [e.seat, e.with, e.other])).toEqual([[0, 'character', 1]]);
    expect(eventsOf(after.events, 'stunned').map((e) => e.seat).sort()).toEqual([0, 1]);
    expect(after.state.seats[1]!.stealthed).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------

describe('stealth is lost before the "if successful" instants (19.2)', () => {
  it('R-STEALTH-6 R-SEQ-ATTACK-6 R-SEQ-ATTACK-7 the attacker is revealed before its "if attack successful" instant is offered and played', () => {
    const start = duel({ plays: 'G105', stealthed: true, hand: ['G110'] });
    const d = decisionOf(start.state, 0)!;
    expect(d.kind).toBe('instant');
    expect(d.context).toEqual({ window: 'attackSuccessful' });
    expect(start.state.seats[0]!.stealthed).toBe(false);
    expect(viewFor(start.state, 1).seats[0]!.stealthed).toBe(false);
    const after = then(start, [[0, { kind: 'playCard', card: handCard(start.state, 0, 'G110') }]]);
    expect(eventsOf(after.events, 'kamaeChanged').filter((e) => e.seat === 0).map((e) => e.to)).toEqual(['balance']);
    expect(after.state.seats[0]!.focus).toBe(0); // neither the instant's nor the card's stealthed line applied
  });

  it('R-STEALTH-6 R-SEQ-BLOCK-6 R-SEQ-BLOCK-7 the defender is revealed before its "if block successful" instant is offered and played', () => {
    const start = duel({ plays: 'G105' }, { plays: 'G108', stealthed: true, hand: ['G111'] });
    const d = decisionOf(start.state, 1)!;
    expect(d.kind).toBe('instant');
    expect(d.context).toEqual({ window: 'blockSuccessful' });
    expect(start.state.seats[1]!.stealthed).toBe(false);
    const after = then(start, [[1, { kind: 'playCard', card: handCard(start.state, 1, 'G111') }]]);
    expect(eventsOf(after.events, 'kamaeChanged').filter((e) => e.seat === 1).map((e) => e.to)).toEqual(['b', 'a']);
    expect(after.state.seats[1]!.focus).toBe(0);
  });
});
