import type { CardInput, Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { applyAction, outcome, pendingDecisions, type AttackResult, type GameEvent, type GameState } from './index';
import { actAll, decisionOf, eventsOf, handCard, hit, move, scenario, selectCards, step, testCard, turn, type ScenarioBuilder } from './testing';

// Section 11 (block effects, attack paths, counterattacks), the block half of 12.1 (if successful),
// the block sequence of 17.4 and the rulings OP-16, OP-39, OP-47, OP-48, OP-49. Seat 0 (kensei, on
// the origin facing north unless a test says otherwise) attacks; seat 1 (tetsu, usually facing
// south toward the attacker) blocks. Block cards carry a last section at initiative 1 that waits
// on an optional turn, so the round stops there and what happened stays visible.
//
// A defender facing south sees its diagram turned half a turn: the relative hex (q, r) lies on
// (at.q - q, at.r - r). Every block hex below is given as the battlefield hex it covers, turned
// back into the diagram by `facingSouth`. Directions: N (0,-1), NE (1,-1), SE (1,0), S (0,1),
// SW (-1,1), NW (-1,0).

type Hex = { q: number; r: number };
const ORIGIN: Hex = { q: 0, r: 0 };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const focus1: Effect = { kind: 'focus', amount: 1 };
const ifSuccessful = (...effects: Effect[]): Effect => ({ kind: 'ifSuccessful', effects });
const toBalance: Effect = { kind: 'kamaeJump', to: 'balance' };
/** The pause that ends every block card: a section at initiative 1 with an optional turn. */
const PAUSE = { initiative: fixed(1), effects: [move(turn(1, false))] };

/** The diagram hexes of a block by a defender on `at` facing south, covering the battlefield hexes `covered`. */
const facingSouth = (at: Hex, ...covered: Hex[]): Hex[] => covered.map((h) => ({ q: at.q - h.q, r: at.r - h.r }));

type BlockSpec = { hexes: Hex[]; counter?: number[]; extra?: { fee: number; hexes: Hex[] } };
const block = ({ hexes, counter, extra }: BlockSpec): Effect => ({ kind: 'block', hexes, ...(counter ? { counter } : {}), ...(extra ? { extra } : {}) });

/** A block card: `effects` at `initiative`, then the pause section. */
const blockCard = (number: string, initiative: CardInput['initiative'], effects: Effect[], rest: Partial<CardInput> = {}): CardInput =>
  testCard({ number, types: ['block'], initiative, sections: [{ effects }, PAUSE], ...rest });
const attackCard = (number: string, initiative: number, effects: Effect[]): CardInput =>
  testCard({ number, types: ['attack'], initiative: fixed(initiative), effects });
const attack = (...hexes: ReturnType<typeof hit>[]): Effect => ({ kind: 'attack', hexes });

/** A third seat's card: waits on an optional turn at initiative 2. */
const WAIT2 = testCard({ number: 'B98', types: ['meditation'], initiative: fixed(2), effects: [move(turn(1, false))] });
/** Seat 1's card when it has no block: waits at initiative 1. */
const WAIT = testCard({ number: 'B00', types: ['meditation'], initiative: fixed(1), effects: [move(turn(1, false))] });
const FILLER = testCard({ number: 'B99', types: ['meditation'], initiative: fixed(9), effects: [] });

type Fighter = { at: Hex; facing: number; plays: string; hand?: string[]; focus?: number; team?: number; stealthed?: boolean; weakness?: number[]; wounds?: number };
type Fight = { cards: CardInput[]; seats: Fighter[]; extend?: (b: ScenarioBuilder) => ScenarioBuilder };

function build({ cards, seats, extend }: Fight): Applied {
  let b = scenario().card(...cards, WAIT, WAIT2, FILLER);
  seats.forEach((f, i) => {
    b = b.seat(i === 1 ? 'tetsu' : 'kensei', f.at, f.facing, {
      hand: [f.plays, ...(f.hand ?? [])],
      deck: ['B99', 'B99', 'B99'],
      focus: f.focus ?? 0,
      stealthed: f.stealthed ?? false,
      weakness: f.weakness ?? [],
      wounds: f.wounds ?? 0,
      ...(f.team === undefined ? {} : { team: f.team }),
    });
  });
  return (extend ? extend(b) : b).build();
}

/** Build the fight and let every seat select its card. */
function fight(f: Fight): Applied {
  const { state } = build(f);
  return selectCards(state, Object.fromEntries(f.seats.map((s, i) => [i, s.plays])));
}

type Duel = {
  attack: CardInput;
  block?: CardInput;
  /** The defender's hex (facing south). */
  at: Hex;
  more?: CardInput[];
  defender?: Partial<Fighter>;
  attacker?: Partial<Fighter>;
  extend?: (b: ScenarioBuilder) => ScenarioBuilder;
};
/** Seat 0 on the origin facing north plays `attack`; seat 1 on `at` facing south plays `block` (or waits). */
const duel = (d: Duel): Applied =>
  fight({
    cards: [d.attack, ...(d.block ? [d.block] : []), ...(d.more ?? [])],
    seats: [
      { at: ORIGIN, facing: 0, plays: d.attack.number, ...d.attacker },
      { at: d.at, facing: 3, plays: d.block?.number ?? 'B00', ...d.defender },
    ],
    ...(d.extend ? { extend: d.extend } : {}),
  });

function then(start: Applied, steps: [number, Action][]): Applied {
  const next = actAll(start.state, steps);
  return { state: next.state, events: [...start.events, ...next.events] };
}

const resultsOf = (events: readonly GameEvent[], seat = 0): AttackResult[][] =>
  eventsOf(events, 'attack').filter((e) => e.seat === seat).map((e) => e.results);
const firstResults = (events: readonly GameEvent[]) => resultsOf(events)[0]!;
const indexOf = (events: readonly GameEvent[], pred: (e: GameEvent) => boolean) => events.findIndex(pred);
const attackAt = (events: readonly GameEvent[], seat = 0) => indexOf(events, (e) => e.kind === 'attack' && e.seat === seat);
const sortHexes = (hexes: readonly Hex[]) => [...hexes].sort((a, b) => a.q - b.q || a.r - b.r);
const landed = (hex: Hex, target = 1): AttackResult => ({ hex, target, hit: true, blockedBy: null });
const byCard = (hex: Hex, condition: 'a' | 'b' | 'c', hexes: Hex[], blocker = 1, target = 1): AttackResult => ({
  hex, target, hit: false, blockedBy: { condition, by: 'card', blocker, hexes },
});
const byTerrain = (hex: Hex, hexes: Hex[], target = 1): AttackResult => ({ hex, target, hit: false, blockedBy: { condition: 'c', by: 'terrain', hexes } });
const focusGainedBy = (events: readonly GameEvent[], seat: number) => indexOf(events, (e) => e.kind === 'focusGained' && e.seat === seat);

// ---------------------------------------------------------------------------------------------

describe('block effects (11.1)', () => {
  // B01: blocks the hex ahead and both front diagonals. Defender on (0,-1) facing south: they are
  // (0,0), (-1,0) and (1,-1).
  const DEF: Hex = { q: 0, r: -1 };
  const B01 = blockCard('B01', fixed(5), [block({ hexes: facingSouth(DEF, ORIGIN, { q: -1, r: 0 }, { q: 1, r: -1 }) })]);
  const B02 = attackCard('B02', 5, [attack(hit(0, -1))]);

  it.each([
    { from: ORIGIN, facing: 0, blocked: true, why: 'the attacker stands on the blocked hex ahead of the defender' },
    { from: { q: -1, r: 0 }, facing: 1, blocked: true, why: 'the attacker stands on the blocked front-right hex' },
    { from: { q: 1, r: -1 }, facing: 5, blocked: true, why: 'the attacker stands on the blocked front-left hex' },
    { from: { q: 0, r: -2 }, facing: 3, blocked: false, why: 'the attacker behind the defender is on no blocked hex' },
  ])('R-BLOCK-1 attacker on $from: $why', ({ from, facing, blocked }) => {
    const { state, events } = duel({ attack: B02, block: B01, at: DEF, attacker: { at: from, facing } });
    expect(firstResults(events)).toEqual([blocked ? byCard(DEF, 'b', [from]) : landed(DEF)]);
    expect(state.seats[1]!.wounds).toBe(blocked ? 0 : 1);
  });

  // The defender on (0,-1) blocks the attacker's hex; initiatives vary.
  const blockAhead = (number: string, initiative: CardInput['initiative'], rest: Partial<CardInput> = {}) =>
    blockCard(number, initiative, [block({ hexes: [{ q: 0, r: -1 }] })], rest);
  const B03 = blockAhead('B03', fixed(5));
  const B04 = blockAhead('B04', { kind: 'variable', min: 3, max: 7 });
  const B05 = blockAhead('B05', fixed(3), { alternativeInitiative: { value: 5, fee: 1 } });
  const attackAtInit = (i: number) => attackCard(`B1${i}`, i, [attack(hit(0, -1))]);

  it.each([
    { attackInit: 5, blocked: true, why: 'the attack comes at the block card\'s initiative' },
    { attackInit: 6, blocked: false, why: 'the attack comes before the block is put down' },
    { attackInit: 4, blocked: false, why: 'the block is down, but live only at initiative 5' },
  ])('R-BLOCK-2 a block card of initiative 5 against an attack at $attackInit: $why', ({ attackInit, blocked }) => {
    const { state, events } = duel({ attack: attackAtInit(attackInit), block: B03, at: DEF });
    expect(firstResults(events)).toEqual([blocked ? byCard(DEF, 'b', [ORIGIN]) : landed(DEF)]);
    expect(state.seats[1]!.wounds).toBe(blocked ? 0 : 1);
  });

  it.each([
    { weakness: 1, attackInit: 4, blocked: true, why: 'one weakness card lowers the block card to 4' },
    { weakness: 1, attackInit: 5, blocked: false, why: 'the printed 5 is no longer the block card\'s initiative' },
  ])('R-BLOCK-2 R-WEAK-2 a block card of initiative 5 with $weakness weakness against an attack at $attackInit: $why', ({ weakness, attackInit, blocked }) => {
    const { events } = duel({
      attack: attackAtInit(attackInit), block: B03, at: DEF,
      defender: { weakness: Array.from({ length: weakness }, () => 0) },
    });
    expect(firstResults(events)).toEqual([blocked ? byCard(DEF, 'b', [ORIGIN]) : landed(DEF)]);
  });

  it.each([
    { chosen: 5, blocked: true },
    { chosen: 6, blocked: false },
    { chosen: 4, blocked: false },
  ])('R-BLOCK-2 a variable block card (3-7) set to $chosen against an attack at 5: blocked $blocked', ({ chosen, blocked }) => {
    const start = duel({ attack: attackAtInit(5), block: B04, at: DEF });
    expect(decisionOf(start.state, 1)?.kind).toBe('variableInitiative');
    const { state, events } = then(start, [[1, { kind: 'chooseInitiative', value: chosen }]]);
    expect(firstResults(events)).toEqual([blocked ? byCard(DEF, 'b', [ORIGIN]) : landed(DEF)]);
    expect(state.seats[1]!.wounds).toBe(blocked ? 0 : 1);
  });

  it.each([
    { pay: true, blocked: true },
    { pay: false, blocked: false },
  ])('R-BLOCK-2 a block card printed 3 with a paid-for initiative 5 (paid: $pay) against an attack at 5', ({ pay, blocked }) => {
    const start = duel({ attack: attackAtInit(5), block: B05, at: DEF, defender: { focus: 1 } });
    expect(decisionOf(start.state, 1)?.kind).toBe('initiativeFee');
    const { events } = then(start, [[1, { kind: 'payInitiativeFee', pay }]]);
    expect(firstResults(events)).toEqual([blocked ? byCard(DEF, 'b', [ORIGIN]) : landed(DEF)]);
  });

  it.each([
    {
      condition: 'a' as const, at: { q: 0, r: -2 }, attackAt: { q: 0, r: -2 }, covers: [{ q: 0, r: -2 }],
      why: 'the block covers the attacked hex (the defender\'s own)',
    },
    { condition: 'b' as const, at: { q: 0, r: -1 }, attackAt: { q: 0, r: -1 }, covers: [ORIGIN], why: 'the block covers the attacker\'s hex' },
    {
      condition: 'c' as const, at: { q: 0, r: -2 }, attackAt: { q: 0, r: -2 }, covers: [{ q: 0, r: -1 }],
      why: 'the block covers the one hex on the only attack path',
    },
  ])('R-BLOCK-3 condition ($condition): $why', ({ condition, at, attackAt: target, covers }) => {
    const rel = { q: target.q, r: target.r }; // the attacker faces north from the origin
    const { state, events } = duel({
      attack: attackCard('B20', 5, [attack(hit(rel.q, rel.r))]),
      block: blockCard('B21', fixed(5), [block({ hexes: facingSouth(at, ...covers) })]),
      at,
    });
    expect(firstResults(events)).toEqual([byCard(at, condition, covers)]);
    expect(state.seats[1]!.wounds).toBe(0);
  });

  it.each([5, 9])('R-BLOCK-4 R-TERRAIN-5 a rock on the only attack path blocks an attack at initiative %i, with no block card', (init) => {
    const { state, events } = duel({
      attack: attackCard(`B2${init}`, init, [attack(hit(0, -2))]),
      at: { q: 0, r: -2 },
      extend: (b) => b.terrain('rock', { q: 0, r: -1 }),
    });
    expect(firstResults(events)).toEqual([byTerrain({ q: 0, r: -2 }, [{ q: 0, r: -1 }])]);
    expect(state.seats[1]!.wounds).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('attack paths (11.2)', () => {
  it.each([
    { covers: [{ q: 0, r: -1 }], blocked: true, why: 'the hex between them is the whole path' },
    { covers: [{ q: 1, r: -1 }, { q: -1, r: -1 }], blocked: false, why: 'the two hexes flanking the line lie on no shortest route' },
    { covers: [{ q: 0, r: -3 }], blocked: false, why: 'a hex beyond the target is not between them' },
  ])('R-BLOCK-PATH-1 a target two hexes straight ahead, block on $covers: $why', ({ covers, blocked }) => {
    const at = { q: 0, r: -2 };
    const { events } = duel({
      attack: attackCard('B30', 5, [attack(hit(0, -2))]),
      block: blockCard('B31', fixed(5), [block({ hexes: facingSouth(at, ...covers) })]),
      at,
    });
    expect(firstResults(events)).toEqual([blocked ? byCard(at, 'c', covers) : landed(at)]);
  });

  // The rulebook-style example: the target (1,-3) is three hexes away, two north and one
  // north-east. Its shortest routes from the origin are N,N,NE via (0,-1),(0,-2); N,NE,N via
  // (0,-1),(1,-2); NE,N,N via (1,-1),(1,-2): three attack paths over four hexes.
  const TARGET: Hex = { q: 1, r: -3 };
  it.each([
    { covers: [{ q: 1, r: -2 }], blocked: false, why: 'N,N,NE via (0,-1),(0,-2) stays open' },
    { covers: [{ q: 0, r: -1 }], blocked: false, why: 'NE,N,N via (1,-1),(1,-2) stays open' },
    { covers: [{ q: 0, r: -2 }, { q: 1, r: -1 }], blocked: false, why: 'N,NE,N via (0,-1),(1,-2) stays open' },
    { covers: [{ q: 0, r: -1 }, { q: 1, r: -2 }], blocked: true, why: 'each of the three paths holds one of them' },
    { covers: [{ q: 0, r: -1 }, { q: 1, r: -1 }], blocked: true, why: 'every path starts on one of them' },
    { covers: [{ q: 0, r: -2 }, { q: 1, r: -2 }], blocked: true, why: 'every path ends on one of them' },
    { covers: [{ q: -1, r: -1 }, { q: 2, r: -2 }, { q: 1, r: -1 }], blocked: false, why: 'only (1,-1) is on a path, and only on one' },
  ])('R-BLOCK-PATH-2 OP-16 three shortest paths to (1,-3), block on $covers: $why', ({ covers, blocked }) => {
    const { state, events } = duel({
      attack: attackCard('B32', 5, [attack(hit(TARGET.q, TARGET.r))]),
      block: blockCard('B33', fixed(5), [block({ hexes: facingSouth(TARGET, ...covers) })]),
      at: TARGET,
    });
    const [result] = firstResults(events);
    expect(result!.hit).toBe(!blocked);
    if (blocked) {
      expect(result!.blockedBy).toMatchObject({ condition: 'c', by: 'card', blocker: 1 });
      expect(sortHexes(result!.blockedBy!.hexes)).toEqual(sortHexes(covers));
    }
    expect(state.seats[1]!.wounds).toBe(blocked ? 0 : 1);
  });

  it('R-BLOCK-PATH-3 R-BLOCK-4 a two-hex attack is judged hex by hex: one target behind a rock, the other reachable round it', () => {
    // A rock on (0,-1). (0,-2) has one path, through the rock: blocked. (1,-2) has two paths, via
    // (0,-1) and via (1,-1): the second is open, so it is hit.
    const { state, events } = fight({
      cards: [attackCard('B34', 5, [attack(hit(0, -2), hit(1, -2))])],
      seats: [
        { at: ORIGIN, facing: 0, plays: 'B34' },
        { at: { q: 0, r: -2 }, facing: 3, plays: 'B00', team: 1 },
        { at: { q: 1, r: -2 }, facing: 3, plays: 'B98', team: 1 },
      ],
      extend: (b) => b.terrain('rock', { q: 0, r: -1 }),
    });
    expect(firstResults(events)).toEqual([byTerrain({ q: 0, r: -2 }, [{ q: 0, r: -1 }]), landed({ q: 1, r: -2 }, 2)]);
    expect(state.seats[1]!.wounds).toBe(0);
    expect(state.seats[2]!.wounds).toBe(1);
  });

  it.each([
    { covers: [{ q: 1, r: -1 }, { q: -1, r: 0 }], blocked: false, why: 'both hexes beside the two figures: nothing lies between adjacent hexes' },
    { covers: [{ q: 1, r: -1 }, { q: -1, r: 0 }, ORIGIN], blocked: true, why: 'the attacker\'s hex is covered: condition (b)' },
  ])('R-BLOCK-PATH-4 OP-16 an adjacent attack, block on $covers: $why', ({ covers, blocked }) => {
    const at = { q: 0, r: -1 };
    const { events } = duel({
      attack: attackCard('B35', 5, [attack(hit(0, -1))]),
      block: blockCard('B36', fixed(5), [block({ hexes: facingSouth(at, ...covers) })]),
      at,
    });
    expect(firstResults(events)).toEqual([blocked ? byCard(at, 'b', [ORIGIN]) : landed(at)]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('counterattacks (11.3)', () => {
  const DEF: Hex = { q: 0, r: -1 };
  // A variable block (4-7) of the hex ahead, with a counter icon showing 5 and 6.
  const B40 = blockCard('B40', { kind: 'variable', min: 4, max: 7 }, [block({ hexes: [{ q: 0, r: -1 }], counter: [5, 6] })]);
  // Counterattack cards in the defender's hand: one wound ahead (the attacker's hex), then 1 focus.
  const counter = (number: string, initiative: number, rest: Partial<CardInput> = {}) =>
    testCard({ number, types: ['attack'], initiative: fixed(initiative), effects: [attack(hit(0, -1)), focus1], ...rest });
  const B41 = counter('B41', 3);
  const B42 = counter('B42', 5);
  const B43 = counter('B43', 6);
  const B44 = testCard({ number: 'B44', types: ['block'], initiative: fixed(2), effects: [block({ hexes: [{ q: 0, r: -1 }] })] });
  const B47 = attackCard('B47', 5, [attack(hit(0, -1))]);
  const B48 = attackCard('B48', 6, [attack(hit(0, -1))]);
  const B49 = attackCard('B49', 7, [attack(hit(0, -1))]);
  const strikes: Record<number, CardInput> = { 5: B47, 6: B48, 7: B49 };

  /** Seat 1 sets its block to `init`; seat 0 attacks at `init`; seat 1 holds `hand`. */
  const countered = (init: number, hand: string[], more: CardInput[] = []) => {
    const start = duel({ attack: strikes[init]!, block: B40, at: DEF, defender: { hand }, more: [B41, B42, B43, B44, ...more] });
    return then(start, [[1, { kind: 'chooseInitiative', value: init }]]);
  };

  it.each([
    { init: 5, counter: true },
    { init: 6, counter: true },
    { init: 7, counter: false },
  ])('R-COUNTER-1 R-COUNTER-2 R-SEQ-BLOCK-4 a counter icon of 5 and 6, an attack blocked at $init: counter offered $counter', ({ init, counter: offered }) => {
    const { state, events } = countered(init, ['B41']);
    expect(firstResults(events)).toEqual([byCard(DEF, 'b', [ORIGIN])]);
    const d = decisionOf(state, 1);
    if (offered) {
      expect(d?.kind).toBe('counter');
      expect(d?.rule).toBe('R-COUNTER-3');
      expect(d?.options).toEqual([{ kind: 'playCard', card: handCard(state, 1, 'B41') }, { kind: 'pass' }]);
    } else {
      expect(pendingDecisions(state).map((x) => [x.seat, x.kind])).toEqual([[1, 'move']]); // straight on to B40's pause
      expect(state.seats[1]!.hand.map((c) => state.cards[c])).toContain('B41');
    }
  });

  it('R-COUNTER-2 an attack at a counter initiative that the block does not stop triggers no counter', () => {
    // The block at 5 covers the hex ahead of the defender; the attacker stands behind it.
    const start = duel({
      attack: B47, block: B40, at: DEF, defender: { hand: ['B41'] }, attacker: { at: { q: 0, r: -2 }, facing: 3 }, more: [B41],
    });
    const { state, events } = then(start, [[1, { kind: 'chooseInitiative', value: 5 }]]);
    expect(firstResults(events)).toEqual([landed(DEF)]);
    expect(decisionOf(state, 1)?.kind).not.toBe('counter');
  });

  it('R-COUNTER-3 only non-core Attack cards of the block\'s initiative or lower are offered', () => {
    // Block at 5. B41 (attack, 3) and B42 (attack, 5) qualify; B43 (attack, 6) has a higher
    // initiative than the block; B44 is a block card; T71 is a core weapon card.
    const { state } = countered(5, ['B41', 'B42', 'B43', 'B44', 'T71']);
    const d = decisionOf(state, 1)!;
    expect(d.kind).toBe('counter');
    const offered = d.options.filter((o) => o.kind === 'playCard').map((o) => state.cards[(o as { card: string }).card]).sort();
    expect(offered).toEqual(['B41', 'B42']);
    expect(d.options).toContainEqual({ kind: 'pass' });
    expect(applyAction(state, 1, { kind: 'playCard', card: handCard(state, 1, 'B43') }).ok).toBe(false);
    expect(applyAction(state, 1, { kind: 'playCard', card: handCard(state, 1, 'T71') }).ok).toBe(false);
  });

  it('R-COUNTER-3 R-SEQ-BLOCK-5 the counterattack resolves completely before the block card and the attack card go on', () => {
    // The block card: "if successful" Kamae to Balance. The attack card: after its attack, 1 focus.
    const B50 = blockCard('B50', fixed(5), [block({ hexes: [{ q: 0, r: -1 }], counter: [5] }), ifSuccessful(toBalance)]);
    const B51 = attackCard('B51', 5, [attack(hit(0, -1)), focus1]);
    const start = duel({ attack: B51, block: B50, at: DEF, defender: { hand: ['B41'] }, more: [B41] });
    const d = decisionOf(start.state, 1)!;
    expect(d.kind).toBe('counter');
    const after = then(start, [[1, { kind: 'playCard', card: handCard(start.state, 1, 'B41') }]]);
    const ev = after.events;
    const played = indexOf(ev, (e) => e.kind === 'extraPlayed');
    expect(eventsOf(ev, 'extraPlayed')).toEqual([{ kind: 'extraPlayed', seat: 1, card: handCard(start.state, 1, 'B41'), number: 'B41', as: 'counterattack' }]);
    expect(resultsOf(ev, 1)).toEqual([[landed(ORIGIN, 0)]]);
    expect(after.state.seats[0]!.wounds).toBe(1);
    expect(played).toBeGreaterThan(attackAt(ev, 0));
    const counterDone = focusGainedBy(ev, 1);
    expect(counterDone).toBeGreaterThan(attackAt(ev, 1));
    const blockRest = indexOf(ev, (e) => e.kind === 'kamaeChanged' && e.seat === 1);
    expect(blockRest).toBeGreaterThan(counterDone);
    expect(focusGainedBy(ev, 0)).toBeGreaterThan(blockRest);
    expect(after.state.seats[1]!.hand.map((c) => after.state.cards[c])).not.toContain('B41');
  });

  // B52: a meditation supplemental instant for a successful block (Kamae to Determination).
  const B52 = testCard({
    number: 'B52', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'blockSuccessful',
    effects: [{ kind: 'kamaeJump', to: 'determination' }],
  });

  it('R-COUNTER-4 a counterattack does not use up the instant: the "if block successful" instant is still offered and played', () => {
    const start = countered(5, ['B41', 'B52'], [B52]);
    const countering = then(start, [[1, { kind: 'playCard', card: handCard(start.state, 1, 'B41') }]]);
    const d = decisionOf(countering.state, 1)!;
    expect(d.kind).toBe('instant');
    expect(d.rule).toBe('R-SEQ-BLOCK-7');
    expect(d.context).toEqual({ window: 'blockSuccessful' });
    expect(d.options).toEqual([{ kind: 'playCard', card: handCard(countering.state, 1, 'B52') }, { kind: 'pass' }]);
    const after = then(countering, [[1, d.options[0]!]]);
    expect(eventsOf(after.events, 'extraPlayed').map((e) => [e.number, e.as])).toEqual([['B41', 'counterattack'], ['B52', 'instant']]);
    expect(after.state.seats[1]!.kamae).toBe('d');
    expect(after.state.seats[0]!.wounds).toBe(1);
  });

  it('R-SEQ-BLOCK-5 the counterattack is resolved completely before the sequence asks for the "if block successful" instants', () => {
    // B41 wounds the attacker and gains 1 focus; both must have happened when B52 is offered.
    const start = countered(5, ['B41', 'B52'], [B52]);
    const countering = then(start, [[1, { kind: 'playCard', card: handCard(start.state, 1, 'B41') }]]);
    expect(decisionOf(countering.state, 1)?.kind).toBe('instant');
    expect(eventsOf(countering.events, 'attack').map((e) => e.seat)).toEqual([0, 1]);
    expect(countering.state.seats[0]!.wounds).toBe(1);
    expect(countering.state.seats[1]!.focus).toBe(1);
  });

  it('R-COUNTER-2 a blocked attack of an ally (friendly fire) triggers no counter; the rest of the block sequence goes on', () => {
    // Seats 0 and 1 are a team; seat 0's attack covers its ally on (0,-1), whose block (counter 5)
    // covers the attacker's hex. Seat 2, their opponent, waits far away.
    const B45 = blockCard('B45', fixed(5), [block({ hexes: [{ q: 0, r: -1 }], counter: [5] }), ifSuccessful(focus1)]);
    const { state, events } = fight({
      cards: [B47, B45, B41],
      seats: [
        { at: ORIGIN, facing: 0, plays: 'B47', team: 0 },
        { at: DEF, facing: 3, plays: 'B45', hand: ['B41'], team: 0 },
        { at: { q: 3, r: -3 }, facing: 3, plays: 'B98', team: 1 },
      ],
    });
    expect(firstResults(events)).toEqual([byCard(DEF, 'b', [ORIGIN])]);
    expect(eventsOf(events, 'extraPlayed')).toEqual([]);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[2, 'move']]); // seat 2's B98 at 2
    expect(state.seats[1]!.hand.map((c) => state.cards[c])).toContain('B41');
    expect(state.seats[1]!.focus).toBe(1); // R-SUCCESS-2: the block still succeeded
  });

  it('R-COUNTER-5 R-SUCCESS-5 an attack stopped only by terrain triggers no counter and no "if block successful"', () => {
    // A rock on (0,-1) shields the defender on (0,-2); its own block (counter 5) covers (-1,-1), off the path.
    const at = { q: 0, r: -2 };
    const B53 = blockCard('B53', fixed(5), [block({ hexes: facingSouth(at, { q: -1, r: -1 }), counter: [5] }), ifSuccessful(focus1)]);
    const { state, events } = duel({
      attack: attackCard('B54', 5, [attack(hit(0, -2))]), block: B53, at, defender: { hand: ['B41'] }, more: [B41],
      extend: (b) => b.terrain('rock', { q: 0, r: -1 }),
    });
    expect(firstResults(events)).toEqual([byTerrain(at, [{ q: 0, r: -1 }])]);
    expect(eventsOf(events, 'extraPlayed')).toEqual([]);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[1, 'move']]); // the pause of B53
    expect(state.seats[1]!.focus).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('if successful after a block (12.1), OP-47, OP-48, OP-39', () => {
  const DEF: Hex = { q: 0, r: -1 };
  const B60 = blockCard('B60', fixed(5), [block({ hexes: [{ q: 0, r: -1 }] }), ifSuccessful(focus1)]);

  it('R-SUCCESS-2 R-SEQ-BLOCK-2 R-SEQ-BLOCK-8 a block that ignores the attack is successful: its "if successful" resolves', () => {
    const { state, events } = duel({ attack: attackCard('B61', 5, [attack(hit(0, -1))]), block: B60, at: DEF });
    expect(firstResults(events)).toEqual([byCard(DEF, 'b', [ORIGIN])]);
    expect(state.seats[1]!.focus).toBe(1);
    expect(focusGainedBy(events, 1)).toBeGreaterThan(attackAt(events));
  });

  it('R-SUCCESS-2 R-SEQ-BLOCK-3 a block the attack gets past is not successful: no counter, no instant, no "if successful"', () => {
    // The attacker stands behind the defender; the block covers the hex in front of it.
    const B62 = blockCard('B62', fixed(5), [block({ hexes: [{ q: 0, r: -1 }], counter: [5] }), ifSuccessful(focus1)]);
    const B63 = testCard({
      number: 'B63', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'blockSuccessful', effects: [focus1],
    });
    const B64 = testCard({ number: 'B64', types: ['attack'], initiative: fixed(3), effects: [attack(hit(0, 1))] });
    const { state, events } = duel({
      attack: attackCard('B65', 5, [attack(hit(0, -1))]), block: B62, at: DEF,
      attacker: { at: { q: 0, r: -2 }, facing: 3 }, defender: { hand: ['B63', 'B64'] }, more: [B63, B64],
    });
    expect(firstResults(events)).toEqual([landed(DEF)]);
    expect(state.seats[1]!.wounds).toBe(1);
    expect(state.seats[1]!.focus).toBe(0);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[1, 'move']]); // straight on to the pause
  });

  it('R-SUCCESS-5 R-TERRAIN-6 a block made only by terrain does not satisfy "if block successful"', () => {
    const at = { q: 0, r: -2 };
    const B66 = blockCard('B66', fixed(5), [block({ hexes: facingSouth(at, { q: 1, r: -2 }) }), ifSuccessful(focus1)]);
    const { state, events } = duel({
      attack: attackCard('B67', 5, [attack(hit(0, -2))]), block: B66, at, extend: (b) => b.terrain('rock', { q: 0, r: -1 }),
    });
    expect(firstResults(events)).toEqual([byTerrain(at, [{ q: 0, r: -1 }])]);
    expect(state.seats[1]!.focus).toBe(0);
  });

  it('OP-47 R-BLOCK-3 a block helped by terrain: the card covers one path, a rock the other; the attack is ignored and the block succeeds', () => {
    // Target (1,-2): two paths from the origin, via (0,-1) and via (1,-1). The defender's card
    // blocks (0,-1); a rock stands on (1,-1). Every path holds a blocked hex (condition c).
    const at = { q: 1, r: -2 };
    const B68 = blockCard('B68', fixed(5), [block({ hexes: facingSouth(at, { q: 0, r: -1 }) }), ifSuccessful(focus1)]);
    const { state, events } = duel({
      attack: attackCard('B69', 5, [attack(hit(1, -2))]), block: B68, at, extend: (b) => b.terrain('rock', { q: 1, r: -1 }),
    });
    const [result] = firstResults(events);
    expect(result!.hit).toBe(false);
    expect(result!.blockedBy?.condition).toBe('c');
    expect(sortHexes(result!.blockedBy!.hexes)).toEqual([{ q: 0, r: -1 }, { q: 1, r: -1 }]);
    expect(state.seats[1]!.wounds).toBe(0);
    expect(state.seats[1]!.focus).toBe(1); // the defender's own block ignored the part; terrain helped
  });

  it('OP-48 block success is judged per defender: the same attack wounding another character does not spoil it', () => {
    // Seats 1 and 2 are a team. The attack covers (0,-1) and (1,-1). Seat 1 blocks the attacker's hex.
    const { state, events } = fight({
      cards: [attackCard('B70', 5, [attack(hit(0, -1), hit(1, -1))]), B60],
      seats: [
        { at: ORIGIN, facing: 0, plays: 'B70' },
        { at: DEF, facing: 3, plays: 'B60', team: 1 },
        { at: { q: 1, r: -1 }, facing: 4, plays: 'B98', team: 1 },
      ],
    });
    expect(firstResults(events)).toEqual([byCard(DEF, 'b', [ORIGIN]), landed({ q: 1, r: -1 }, 2)]);
    expect(state.seats[2]!.wounds).toBe(1);
    expect(state.seats[1]!.wounds).toBe(0);
    expect(state.seats[1]!.focus).toBe(1);
  });

  // OP-39: seat 1 on (1,-1) facing north-west blocks the hex ahead of it, (0,-1): the only path
  // from the origin to seat 2 on (0,-2).
  const B71 = blockCard('B71', fixed(5), [block({ hexes: [{ q: 0, r: -1 }] })]);
  const B72 = attackCard('B72', 5, [attack(hit(0, -2))]);
  const B168 = attackCard('B168', 5, [attack(hit(0, -1))]);
  const guard = (teams: [number, number, number], protect: boolean) =>
    fight({
      cards: [B72, B71],
      seats: [
        { at: ORIGIN, facing: 0, plays: 'B72', team: teams[0] },
        { at: { q: 1, r: -1 }, facing: 5, plays: 'B71', team: teams[1] },
        { at: { q: 0, r: -2 }, facing: 3, plays: 'B98', team: teams[2] },
      ],
      extend: (b) => b.options({ blocksProtectAllies: protect }),
    });

  it('OP-39 by default a card block protects only the character who played it', () => {
    const { state, events } = guard([0, 1, 1], false);
    expect(firstResults(events)).toEqual([landed({ q: 0, r: -2 }, 2)]);
    expect(state.seats[2]!.wounds).toBe(1);
  });

  it('OP-39 with blocksProtectAllies a card block also protects the blocker\'s allies', () => {
    const { state, events } = guard([0, 1, 1], true);
    expect(firstResults(events)).toEqual([byCard({ q: 0, r: -2 }, 'c', [{ q: 0, r: -1 }], 1, 2)]);
    expect(state.seats[2]!.wounds).toBe(0);
  });

  it('OP-64 a card block that stops the attack on an ally starts nobody\'s block sequence: no counterattack, no "if successful", no loss of stealth; the rest waits', () => {
    // Seat 1 resolves first at 5 (top of the track): its block of (0,-1) with counter 5, "if
    // successful" Kamae to Balance and the rest, 1 focus. Seat 0's attack on its stealthed ally on
    // (0,-2) at 5 is stopped by it. Seat 1 holds a counterattack card but is not asked; the rest
    // resolves once resolution moves below 5, "if successful" false (OP-54).
    const B164 = blockCard('B164', fixed(5), [block({ hexes: [{ q: 0, r: -1 }], counter: [5] }), ifSuccessful(toBalance), focus1]);
    const B165 = testCard({ number: 'B165', types: ['attack'], initiative: fixed(3), effects: [attack(hit(0, -1))] });
    const { state, events } = fight({
      cards: [B72, B164, B165],
      seats: [
        { at: ORIGIN, facing: 0, plays: 'B72', team: 0 },
        { at: { q: 1, r: -1 }, facing: 5, plays: 'B164', hand: ['B165'], team: 1 },
        { at: { q: 0, r: -2 }, facing: 3, plays: 'B98', team: 1, stealthed: true },
      ],
      extend: (b) => b.options({ blocksProtectAllies: true }).advantage([1, 0, 2]),
    });
    expect(firstResults(events)).toEqual([byCard({ q: 0, r: -2 }, 'c', [{ q: 0, r: -1 }], 1, 2)]);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[2, 'move']]); // no counter was offered
    expect(state.seats[2]!.stealthed).toBe(true);
    expect(state.seats[1]!.kamae).not.toBe('b');
    expect(state.seats[1]!.focus).toBe(1); // the rest resolved after initiative 5, "if successful" false
  });

  it('OP-64 OP-48 when the defender\'s own block stops the attack too, its own block sequence runs, though an ally\'s block also covers it', () => {
    // Seat 2 (top of the track) and then seat 1 block the origin, the attacker's hex, at 5; seat
    // 0's attack on seat 1 at 5 is stopped by both. Seat 1's own block counts: it is offered its
    // counterattack and its "if successful" resolves.
    const B166 = blockCard('B166', fixed(5), [block({ hexes: [{ q: 0, r: -1 }], counter: [5] }), ifSuccessful(toBalance)]);
    const B167 = blockCard('B167', fixed(5), [block({ hexes: [{ q: 0, r: -1 }] })]);
    const B165 = testCard({ number: 'B165', types: ['attack'], initiative: fixed(3), effects: [attack(hit(0, -1))] });
    const tied = fight({
      cards: [B168, B166, B167, B165],
      seats: [
        { at: ORIGIN, facing: 0, plays: 'B168', team: 0 },
        { at: { q: 0, r: -1 }, facing: 3, plays: 'B166', hand: ['B165'], team: 1 },
        { at: { q: 1, r: -1 }, facing: 4, plays: 'B167', team: 1 },
      ],
      extend: (b) => b.options({ blocksProtectAllies: true }).advantage([2, 1, 0]),
    });
    const first = { kind: 'tiePosition', position: 0 } as const;
    const start = then(tied, [[2, first], [2, first]]); // R-ROUND-RESOLVE-7: the allies' order at 5 and at 1, seat 2 first
    expect(eventsOf(start.events, 'resolving').map((e) => e.seat).slice(0, 3)).toEqual([2, 1, 0]);
    expect(firstResults(start.events)).toEqual([byCard({ q: 0, r: -1 }, 'b', [ORIGIN], 1, 1)]);
    expect(pendingDecisions(start.state)).toEqual([{ seat: 1, kind: 'counter', rule: 'R-COUNTER-3', options: [{ kind: 'playCard', card: handCard(start.state, 1, 'B165') }, { kind: 'pass' }] }]);
    const { state } = then(start, [[1, { kind: 'pass' }]]);
    expect(state.seats[1]!.kamae).toBe('b');
  });

  it('OP-39 with blocksProtectAllies a card block still does not protect the blocker\'s opponents', () => {
    const { state, events } = guard([0, 1, 2], true);
    expect(firstResults(events)).toEqual([landed({ q: 0, r: -2 }, 2)]);
    expect(state.seats[2]!.wounds).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the block sequence (17.4)', () => {
  const DEF: Hex = { q: 0, r: -1 };
  // A block of the hex behind the defender (useless here); for 1 focus also the hex ahead.
  const B80 = blockCard('B80', fixed(5), [block({ hexes: [{ q: 0, r: 1 }], extra: { fee: 1, hexes: [{ q: 0, r: -1 }] } })]);
  const B81 = attackCard('B81', 5, [attack(hit(0, -1))]);

  it.each([
    { pay: true, blocked: true },
    { pay: false, blocked: false },
  ])('R-SEQ-BLOCK-1 the defender decides its block fee before the attack is judged (pays: $pay)', ({ pay, blocked }) => {
    const start = duel({ attack: B81, block: B80, at: DEF, defender: { focus: 1 } });
    const d = decisionOf(start.state, 1)!;
    expect(d.kind).toBe('blockFee');
    expect(d.rule).toBe('R-SEQ-BLOCK-1');
    expect(d.context).toEqual({ fee: 1 });
    expect(d.options).toEqual([{ kind: 'payFee', pay: true }, { kind: 'payFee', pay: false }]);
    expect(eventsOf(start.events, 'attack')).toEqual([]);
    const { state, events } = then(start, [[1, { kind: 'payFee', pay }]]);
    expect(firstResults(events)).toEqual([blocked ? byCard(DEF, 'b', [ORIGIN]) : landed(DEF)]);
    expect(state.seats[1]!.focus).toBe(pay ? 0 : 1);
  });

  it.each([
    { why: 'the attack reaches nobody on the defender\'s hex', attack: attackCard('B82', 5, [attack(hit(1, -1))]), focus: 1 },
    { why: 'the attack comes at another initiative', attack: attackCard('B83', 6, [attack(hit(0, -1))]), focus: 1 },
    { why: 'the defender cannot pay', attack: attackCard('B84', 5, [attack(hit(0, -1))]), focus: 0 },
  ])('R-SEQ-BLOCK-1 no block fee is asked when $why', ({ attack: card, focus }) => {
    const { state, events } = duel({ attack: card, block: B80, at: DEF, defender: { focus } });
    expect(eventsOf(events, 'attack')).toHaveLength(1);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[1, 'move']]);
  });

  it('R-SEQ-BLOCK-1 R-SEQ-ATTACK-2 the attack fee comes first and decides whether the block fee is asked', () => {
    // The attack reaches the defender only with its paid extra hex.
    const B85 = attackCard('B85', 5, [{ kind: 'attack', hexes: [hit(1, -1)], extra: { fee: 1, hexes: [hit(0, -1)] } }]);
    const start = duel({ attack: B85, block: B80, at: DEF, defender: { focus: 1 }, attacker: { focus: 1 } });
    expect(decisionOf(start.state, 0)?.kind).toBe('attackFee');
    const paid = then(start, [[0, { kind: 'payFee', pay: true }]]);
    expect(decisionOf(paid.state, 1)?.kind).toBe('blockFee');
  });

  // A supplemental instant after a successful block (meditation, so of another type than the block): Kamae to Determination.
  const B86 = testCard({
    number: 'B86', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'blockSuccessful',
    effects: [{ kind: 'kamaeJump', to: 'determination' }],
  });
  // The block card under test: blocks the attacker's hex; "if successful" 1 focus; then (not
  // depending on it) Kamae to Balance.
  const B87 = blockCard('B87', fixed(5), [block({ hexes: [{ q: 0, r: -1 }] }), ifSuccessful(focus1), toBalance]);

  it('R-SEQ-BLOCK-6 R-SEQ-BLOCK-7 a successful block removes the defender\'s stealth, then offers its "if block successful" instants', () => {
    const start = duel({ attack: B81, block: B87, at: DEF, defender: { hand: ['B86'], stealthed: true }, more: [B86] });
    expect(eventsOf(start.events, 'stealthChanged')).toEqual([{ kind: 'stealthChanged', seat: 1, stealthed: false }]);
    expect(start.state.seats[1]!.stealthed).toBe(false);
    const d = decisionOf(start.state, 1)!;
    expect(d.kind).toBe('instant');
    expect(d.rule).toBe('R-SEQ-BLOCK-7');
    expect(d.context).toEqual({ window: 'blockSuccessful' });
    expect(d.options).toEqual([{ kind: 'playCard', card: handCard(start.state, 1, 'B86') }, { kind: 'pass' }]);
    expect(start.state.seats[1]!.focus).toBe(0); // "if successful" waits for the instant
  });

  it('R-SEQ-BLOCK-6 a block that no attack meets leaves the defender stealthed', () => {
    const { state } = duel({ attack: attackCard('B88', 4, [attack(hit(2, -2))]), block: B87, at: DEF, defender: { stealthed: true } });
    expect(state.seats[1]!.stealthed).toBe(true);
  });

  it('R-SEQ-BLOCK-8 R-SEQ-BLOCK-9 the instant resolves, then "if successful", then the rest of the block card, then the attack card goes on', () => {
    const B89 = attackCard('B89', 5, [attack(hit(0, -1)), { kind: 'kamaeJump', to: 'aggression' }]);
    const start = duel({ attack: B89, block: B87, at: DEF, defender: { hand: ['B86'] }, more: [B86] });
    const after = then(start, [[1, { kind: 'playCard', card: handCard(start.state, 1, 'B86') }]]);
    const ev = after.events;
    const instant = indexOf(ev, (e) => e.kind === 'kamaeChanged' && e.seat === 1 && e.to === 'd');
    const ifOk = focusGainedBy(ev, 1);
    const rest = indexOf(ev, (e) => e.kind === 'kamaeChanged' && e.seat === 1 && e.to === 'b');
    const attackerGoesOn = indexOf(ev, (e) => e.kind === 'kamaeChanged' && e.seat === 0);
    expect(instant).toBeGreaterThan(attackAt(ev));
    expect(ifOk).toBeGreaterThan(instant);
    expect(rest).toBeGreaterThan(ifOk);
    expect(attackerGoesOn).toBeGreaterThan(rest);
    expect(after.state.seats[1]!.kamae).toBe('b');
    expect(after.state.seats[1]!.focus).toBe(1);
  });

  it('R-SEQ-BLOCK-9 OP-49 a block no attack meets resolves the rest of its card when its initiative is over, "if successful" false', () => {
    // The attack comes at 4: the rest of the block card (5) resolves before it, without the focus.
    const { state, events } = duel({ attack: attackCard('B90', 4, [attack(hit(0, -1))]), block: B87, at: DEF });
    const rest = indexOf(events, (e) => e.kind === 'kamaeChanged' && e.seat === 1);
    expect(rest).toBeGreaterThan(-1);
    expect(rest).toBeLessThan(attackAt(events));
    expect(focusGainedBy(events, 1)).toBe(-1);
    expect(state.seats[1]!.focus).toBe(0);
    expect(state.seats[1]!.wounds).toBe(1);
  });

  it('R-SEQ-BLOCK-10 the unconditional instant of the defender comes after its block card has fully resolved', () => {
    // A one-section block card (no pause), "if successful" 1 focus; an afterResolve supplemental.
    const B91 = testCard({ number: 'B91', types: ['block'], initiative: fixed(5), effects: [block({ hexes: [{ q: 0, r: -1 }] }), ifSuccessful(focus1)] });
    const B92 = testCard({
      number: 'B92', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'afterResolve', effects: [toBalance],
    });
    const start = duel({ attack: B81, block: B91, at: DEF, defender: { hand: ['B92'] }, more: [B92] });
    const d = decisionOf(start.state, 1)!;
    expect(d.kind).toBe('instant');
    expect(d.context).toEqual({ window: 'afterResolve' });
    // By now the attack has met the block and the block card's "if successful" has resolved.
    expect(attackAt(start.events)).toBeGreaterThan(-1);
    expect(start.state.seats[1]!.focus).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('OP-49 each attack effect is judged on its own', () => {
  it('OP-49 R-SUCCESS-3 a "waterfall" double attack: the first attack is blocked, the second lands', () => {
    // The defender on (0,-2) faces south and blocks (0,-1). The attack card: one wound two hexes
    // ahead ("if successful": gain advantage), a mandatory step forward-right to (1,-1), one wound
    // on (0,-2) again, now forward-left and one hex farther ("if successful": 1 focus).
    // First attack: its only path (0,-1) is blocked. Second: paths via (0,-1) and via (1,-2); the
    // second is open, so it lands.
    const at = { q: 0, r: -2 };
    const waterfall = attackCard('B95', 5, [
      attack(hit(0, -2)),
      ifSuccessful({ kind: 'advantage' }),
      move(step(1, [1])),
      attack(hit(-1, -1)),
      ifSuccessful(focus1),
    ]);
    const B96 = blockCard('B96', fixed(5), [block({ hexes: [{ q: 0, r: -1 }] }), ifSuccessful(focus1)]);
    const start = duel({ attack: waterfall, block: B96, at, extend: (b) => b.advantage([1, 0]) });
    const steps = decisionOf(start.state, 0);
    const after = steps?.kind === 'move' ? then(start, [[0, { kind: 'step', part: 0, direction: 1 }]]) : start;
    expect(after.state.seats[0]!.hex).toEqual({ q: 1, r: -1 });
    expect(resultsOf(after.events)).toEqual([[byCard(at, 'c', [{ q: 0, r: -1 }])], [landed(at)]]);
    expect(after.state.seats[1]!.wounds).toBe(1);
    expect(eventsOf(after.events, 'advantageGained')).toEqual([]); // the first attack failed
    expect(after.state.advantage).toEqual([1, 0]);
    expect(after.state.seats[0]!.focus).toBe(1); // the second succeeded
    expect(after.state.seats[1]!.focus).toBe(1); // the first attack met a successful block
  });
});

// ---------------------------------------------------------------------------------------------

describe('OP-57 a collision ends the card whose movement collided, and only it', () => {
  // The defender on (0,-1) faces south toward the attacker; a rock stands behind it on (0,-2), so
  // a mandatory step back collides with the rock (R-MOVE-13: it is the only option).
  const DEF: Hex = { q: 0, r: -1 };
  const BEHIND: Hex = { q: 0, r: -2 };
  const stepBack = move(step(1, [3]));
  const toAggression: Effect = { kind: 'kamaeJump', to: 'aggression' };
  /** Seat 0's attack on the defender; afterwards (R-SEQ-BLOCK: once the block sequence is over) Kamae to Aggression. */
  const B110 = attackCard('B110', 5, [attack(hit(0, -1)), toAggression]);
  const rockBehind = (b: ScenarioBuilder) => b.terrain('rock', BEHIND);
  const collideBack = (start: Applied): Applied => {
    const d = decisionOf(start.state, 1)!;
    expect(d.kind).toBe('move');
    expect(d.options).toEqual([{ kind: 'step', part: 0, direction: 3 }]);
    return then(start, [[1, d.options[0]!]]);
  };

  it('OP-57 R-MOVE-COLLISION-2 a collision during a counterattack ends the counterattack; the defender\'s own block card goes on', () => {
    // The block card: block (counter 5), "if successful" Kamae to Balance, then the pause section.
    // The counterattack: a mandatory step back, then one wound ahead (the attacker), then 1 focus.
    const B111 = blockCard('B111', fixed(5), [block({ hexes: [{ q: 0, r: -1 }], counter: [5] }), ifSuccessful(toBalance)]);
    const B112 = testCard({ number: 'B112', types: ['attack'], initiative: fixed(3), effects: [stepBack, attack(hit(0, -1)), focus1] });
    const start = duel({ attack: B110, block: B111, at: DEF, defender: { hand: ['B112'] }, more: [B112], extend: rockBehind });
    expect(decisionOf(start.state, 1)?.kind).toBe('counter');
    const counter = handCard(start.state, 1, 'B112');
    const { state, events } = collideBack(then(start, [[1, { kind: 'playCard', card: counter }]]));
    expect(eventsOf(events, 'collision')).toEqual([{ kind: 'collision', seat: 1, with: 'terrain', hex: DEF, terrain: 'rock' }]);
    expect(eventsOf(events, 'turnEnded')).toEqual([{ kind: 'turnEnded', seat: 1, card: counter }]);
    // The rest of the counterattack is not resolved: no attack of seat 1, no focus.
    expect(resultsOf(events, 1)).toEqual([]);
    expect(state.seats[0]!.wounds).toBe(0);
    expect(state.seats[1]!.focus).toBe(0);
    // The block sequence goes on (R-SEQ-BLOCK-8), then the attack card, then the block card's pause.
    expect(state.seats[1]!.kamae).toBe('b');
    expect(state.seats[0]!.kamae).toBe('aggression');
    expect(state.seats[1]!.play!.cancelled).toBe(false);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[1, 'move']]);
  });

  it('OP-57 R-SEQ-BLOCK-7 a collision during an "if block successful" instant ends the instant; the block card goes on', () => {
    // The instant (meditation): a mandatory step back, then 1 focus. The block card: block, "if
    // successful" Kamae to Balance, then the pause section.
    const B114 = testCard({
      number: 'B114', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'blockSuccessful', effects: [stepBack, focus1],
    });
    const B115 = blockCard('B115', fixed(5), [block({ hexes: [{ q: 0, r: -1 }] }), ifSuccessful(toBalance)]);
    const start = duel({ attack: B110, block: B115, at: DEF, defender: { hand: ['B114'] }, more: [B114], extend: rockBehind });
    const instant = handCard(start.state, 1, 'B114');
    expect(decisionOf(start.state, 1)?.options).toContainEqual({ kind: 'playCard', card: instant });
    const { state, events } = collideBack(then(start, [[1, { kind: 'playCard', card: instant }]]));
    expect(eventsOf(events, 'turnEnded')).toEqual([{ kind: 'turnEnded', seat: 1, card: instant }]);
    expect(state.seats[1]!.focus).toBe(0); // the rest of the instant is not resolved
    expect(state.seats[1]!.kamae).toBe('b'); // R-SEQ-BLOCK-8 of the block card
    expect(state.seats[0]!.kamae).toBe('aggression');
    expect(state.seats[1]!.play!.cancelled).toBe(false);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[1, 'move']]); // the block card's pause
  });

  it('OP-57 OP-54 a collision in the waiting rest of a block card ends that rest (and the card); the attack card goes on', () => {
    // The block card: block, "if successful" Kamae to Balance, a mandatory step back, 1 focus, then
    // the pause section. A third seat (seat 1's ally) waits at initiative 2.
    const B113 = blockCard('B113', fixed(5), [block({ hexes: [{ q: 0, r: -1 }] }), ifSuccessful(toBalance), stepBack, focus1]);
    const start = fight({
      cards: [B110, B113],
      seats: [
        { at: ORIGIN, facing: 0, plays: 'B110', team: 0 },
        { at: DEF, facing: 3, plays: 'B113', team: 1 },
        { at: { q: 3, r: -3 }, facing: 3, plays: 'B98', team: 1 },
      ],
      extend: rockBehind,
    });
    expect(firstResults(start.events)).toEqual([byCard(DEF, 'b', [ORIGIN])]);
    const { state, events } = collideBack(start);
    expect(eventsOf(events, 'turnEnded')).toEqual([{ kind: 'turnEnded', seat: 1, card: start.state.seats[1]!.play!.card }]);
    expect(state.seats[1]!.kamae).toBe('b'); // R-SEQ-BLOCK-8 came before the rest
    expect(state.seats[1]!.focus).toBe(0); // the rest ended at the collision
    expect(state.seats[0]!.kamae).toBe('aggression'); // the attacker's card is not ended
    expect(state.seats[1]!.play!.cancelled).toBe(true);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[2, 'move']]);
    // Seat 1's pause section (initiative 1) no longer resolves.
    const after = then({ state, events }, [[2, { kind: 'endMove' }]]);
    expect(eventsOf(after.events, 'resolving').filter((e) => e.seat === 1)).toHaveLength(1);
    expect(pendingDecisions(after.state).map((d) => d.kind)).not.toContain('move');
  });
});

describe('OP-63 a collision ends the whole card', () => {
  const DEF: Hex = { q: 0, r: -1 };
  const stepBack = move(step(1, [3]));

  it('OP-63 OP-54 a collision in a later section ends the block card\'s waiting rest and its "if successful": the block already made still stops the attack', () => {
    // Seat 1 is on top of the track, so at initiative 5 its block card resolves first: the block
    // (its rest, 1 focus, waits; "if successful" Kamae to Balance), then a section at the same
    // initiative with a mandatory step back into the rock behind: a collision. Seat 0's attack at
    // 5 then meets the block, which stands; nothing else of the block card resolves.
    const B160 = testCard({
      number: 'B160', types: ['block'], initiative: fixed(5),
      sections: [{ effects: [block({ hexes: [{ q: 0, r: -1 }] }), ifSuccessful(toBalance), focus1] }, { initiative: 'same', effects: [stepBack] }, PAUSE],
    });
    const start = duel({ attack: attackCard('B161', 5, [attack(hit(0, -1))]), block: B160, at: DEF, extend: (b) => b.terrain('rock', { q: 0, r: -2 }).advantage([1, 0]) });
    const d = decisionOf(start.state, 1)!;
    expect(d.options).toEqual([{ kind: 'step', part: 0, direction: 3 }]);
    const { state, events } = then(start, [[1, d.options[0]!]]);
    expect(eventsOf(events, 'turnEnded').map((e) => e.seat)).toEqual([1]);
    expect(firstResults(events)).toEqual([byCard(DEF, 'b', [ORIGIN])]); // the block stands
    expect(state.seats[1]!.wounds).toBe(0);
    expect(state.seats[1]!.focus).toBe(0); // the waiting rest ended with the card
    expect(state.seats[1]!.kamae).not.toBe('b'); // and its "if successful"
    expect(eventsOf(events, 'resolving').filter((e) => e.seat === 1)).toHaveLength(1); // no pause section
  });
});

// ---------------------------------------------------------------------------------------------

describe('OP-54 OP-58 the rest of a block card', () => {
  // The defender on (0,-1) faces south; its block covers the hex ahead of it, the origin.
  const DEF: Hex = { q: 0, r: -1 };
  const draw1: Effect = { kind: 'draw', count: 1, upTo: false };
  const guardOrigin = block({ hexes: [{ q: 0, r: -1 }] });
  const drewBy = (events: readonly GameEvent[], seat: number) => indexOf(events, (e) => e.kind === 'drew' && e.seat === seat);
  const toAggression: Effect = { kind: 'kamaeJump', to: 'aggression' };
  const attackerGoesOn = (events: readonly GameEvent[]) => indexOf(events, (e) => e.kind === 'kamaeChanged' && e.seat === 0);

  it('OP-58 R-SEQ-BLOCK-8 R-SEQ-BLOCK-9 in the block sequence "if successful" comes before the rest, whatever the printed order', () => {
    // Printed: block, draw a card (the rest), then "if successful" 1 focus.
    const B120 = blockCard('B120', fixed(5), [guardOrigin, draw1, ifSuccessful(focus1)]);
    const { state, events } = duel({ attack: attackCard('B121', 5, [attack(hit(0, -1)), toAggression]), block: B120, at: DEF });
    expect(firstResults(events)).toEqual([byCard(DEF, 'b', [ORIGIN])]);
    const ifOk = focusGainedBy(events, 1);
    const rest = drewBy(events, 1);
    expect(ifOk).toBeGreaterThan(attackAt(events));
    expect(rest).toBeGreaterThan(ifOk);
    expect(attackerGoesOn(events)).toBeGreaterThan(rest);
    expect(state.seats[1]!.focus).toBe(1);
  });

  it('OP-58 a block stopping two attacks resolves its "if successful" and its rest once, at the first', () => {
    const B122 = blockCard('B122', fixed(5), [guardOrigin, ifSuccessful(focus1), draw1]);
    const B123 = attackCard('B123', 5, [attack(hit(0, -1)), attack(hit(0, -1)), toAggression]);
    const { state, events } = duel({ attack: B123, block: B122, at: DEF });
    expect(resultsOf(events)).toEqual([[byCard(DEF, 'b', [ORIGIN])], [byCard(DEF, 'b', [ORIGIN])]]);
    expect(eventsOf(events, 'focusGained').filter((e) => e.seat === 1)).toHaveLength(1);
    expect(eventsOf(events, 'drew').filter((e) => e.seat === 1)).toHaveLength(1);
    const secondAttack = indexOf(events, (e) => e === eventsOf(events, 'attack')[1]);
    expect(drewBy(events, 1)).toBeLessThan(secondAttack); // at R-SEQ-BLOCK-9 of the first attack
    expect(state.seats[1]!.focus).toBe(1);
  });

  it('OP-58 R-SEQ-BLOCK-3 an attack that gets through leaves the rest waiting; the next attack the block stops resolves it', () => {
    // The attacker on (1,-1) faces north-west: its first attack, from a hex the block does not
    // cover, lands; it steps forward-left onto the origin and attacks (0,-1) again, now
    // forward-right, from the blocked origin (condition b).
    const B124 = blockCard('B124', fixed(5), [guardOrigin, ifSuccessful(focus1), draw1]);
    const B125 = attackCard('B125', 5, [attack(hit(0, -1)), move(step(1, [5])), attack(hit(1, -1)), toAggression]);
    const start = duel({ attack: B125, block: B124, at: DEF, attacker: { at: { q: 1, r: -1 }, facing: 5 } });
    expect(drewBy(start.events, 1)).toBe(-1); // still waiting
    const { state, events } = then(start, [[0, { kind: 'step', part: 0, direction: 5 }]]);
    expect(resultsOf(events)).toEqual([[landed(DEF)], [byCard(DEF, 'b', [ORIGIN])]]);
    const secondAttack = indexOf(events, (e) => e === eventsOf(events, 'attack')[1]);
    expect(focusGainedBy(events, 1)).toBeGreaterThan(secondAttack);
    expect(drewBy(events, 1)).toBeGreaterThan(focusGainedBy(events, 1));
    expect(attackerGoesOn(events)).toBeGreaterThan(drewBy(events, 1));
    expect(state.seats[1]!.wounds).toBe(1);
    expect(state.seats[1]!.focus).toBe(1);
  });

  it('OP-54 OP-58 when every attack gets through, the rest resolves after every card of the block\'s initiative, "if successful" false', () => {
    // The attacker behind the defender: the block covers the hex in front of it.
    const B126 = blockCard('B126', fixed(5), [guardOrigin, ifSuccessful(focus1), draw1]);
    const { state, events } = duel({
      attack: attackCard('B127', 5, [attack(hit(0, -1)), toAggression]), block: B126, at: DEF, attacker: { at: { q: 0, r: -2 }, facing: 3 },
    });
    expect(firstResults(events)).toEqual([landed(DEF)]);
    expect(drewBy(events, 1)).toBeGreaterThan(attackerGoesOn(events));
    expect(focusGainedBy(events, 1)).toBe(-1);
    expect(state.seats[1]!.focus).toBe(0);
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[1, 'move']]); // the pause at 1
  });

  it('OP-58 R-SEQ-BLOCK-10 a block card whose rest waits is fully resolved only once the rest has resolved', () => {
    // A one-section block card: block, "if successful" 1 focus, draw; an unconditional instant.
    const B128 = testCard({ number: 'B128', types: ['block'], initiative: fixed(5), effects: [guardOrigin, ifSuccessful(focus1), draw1] });
    const B129 = testCard({
      number: 'B129', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'afterResolve', effects: [toBalance],
    });
    const start = duel({ attack: attackCard('B130', 5, [attack(hit(0, -1)), toAggression]), block: B128, at: DEF, defender: { hand: ['B129'] }, more: [B129] });
    const d = decisionOf(start.state, 1)!;
    expect(d.kind).toBe('instant');
    expect(d.context).toEqual({ window: 'afterResolve' });
    expect(drewBy(start.events, 1)).toBeGreaterThan(attackAt(start.events));
    expect(attackerGoesOn(start.events)).toBe(-1); // offered at R-SEQ-BLOCK-10, before the attack card goes on
  });
});

describe('OP-54 OP-58 a block card no attack meets', () => {
  it('OP-54 OP-58 R-INSTANT-SUPP-3 its rest resolves when its initiative is over; only then is the card fully resolved', () => {
    // A one-section block card at 5: block, "if successful" 1 focus, draw a card; the attack comes at 4.
    const draw1: Effect = { kind: 'draw', count: 1, upTo: false };
    const B134 = testCard({ number: 'B134', types: ['block'], initiative: fixed(5), effects: [block({ hexes: [{ q: 0, r: -1 }] }), ifSuccessful(focus1), draw1] });
    const B135 = testCard({
      number: 'B135', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'afterResolve', effects: [toBalance],
    });
    const start = duel({ attack: attackCard('B136', 4, [attack(hit(0, -1))]), block: B134, at: { q: 0, r: -1 }, defender: { hand: ['B135'] }, more: [B135] });
    const d = decisionOf(start.state, 1)!;
    expect(d.kind).toBe('instant');
    expect(d.context).toEqual({ window: 'afterResolve' });
    expect(eventsOf(start.events, 'drew').filter((e) => e.seat === 1)).toHaveLength(1); // the rest has resolved
    expect(start.state.seats[1]!.focus).toBe(0); // "if successful" false
    expect(attackAt(start.events)).toBe(-1); // before the card of initiative 4
  });
});

describe('OP-54 the rest of a nested block effect', () => {
  it('OP-54 R-CARD-4 a block inside a Kamae effect: the rest of the Kamae effect resolves before the rest of the section', () => {
    // Printed: Kamae Neutral: [block, Kamae to Balance]; then 1 focus. In the block sequence the
    // inner list comes first, as it would have without the wait.
    const DEF: Hex = { q: 0, r: -1 };
    const B131 = blockCard('B131', fixed(5), [{ kind: 'kamae', position: 'neutral', effects: [block({ hexes: [{ q: 0, r: -1 }] }), toBalance] }, focus1]);
    const { state, events } = duel({ attack: attackCard('B132', 5, [attack(hit(0, -1))]), block: B131, at: DEF });
    expect(firstResults(events)).toEqual([byCard(DEF, 'b', [ORIGIN])]);
    const inner = indexOf(events, (e) => e.kind === 'kamaeChanged' && e.seat === 1);
    expect(inner).toBeGreaterThan(attackAt(events));
    expect(focusGainedBy(events, 1)).toBeGreaterThan(inner);
    expect(state.seats[1]!.kamae).toBe('b');
    expect(state.seats[1]!.focus).toBe(1);
  });
});

describe('OP-60 defeated figures', () => {
  it('OP-60 R-SEQ-BLOCK-8 an attacker defeated by a counterattack leaves the battlefield at once; its attack\'s block sequence goes on', () => {
    // Three sides. Seat 0 (kensei, 4 of 5 wounds) attacks (0,-1) and (1,-1). Seat 1 blocks the
    // attacker's hex (counter 5, "if successful" Kamae to Balance) and counterattacks with B41 (one
    // wound ahead, 1 focus). Seat 2 on (1,-1), facing south-west toward the origin, is wounded; at
    // initiative 2 it may step forward.
    const DEF: Hex = { q: 0, r: -1 };
    const B140 = attackCard('B140', 5, [attack(hit(0, -1), hit(1, -1)), { kind: 'kamaeJump', to: 'aggression' }]);
    const B141 = blockCard('B141', fixed(5), [block({ hexes: [{ q: 0, r: -1 }], counter: [5] }), ifSuccessful(toBalance)]);
    const B41 = testCard({ number: 'B41', types: ['attack'], initiative: fixed(3), effects: [attack(hit(0, -1)), focus1] });
    const B142 = testCard({ number: 'B142', types: ['meditation'], initiative: fixed(2), effects: [move(step(1, [0], false))] });
    // Seat 1's "if block successful" instant (R-SEQ-BLOCK-7): Kamae to Determination, before "if successful".
    const B143 = testCard({
      number: 'B143', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'blockSuccessful',
      effects: [{ kind: 'kamaeJump', to: 'determination' }],
    });
    const start = fight({
      cards: [B140, B141, B41, B142, B143],
      seats: [
        { at: ORIGIN, facing: 0, plays: 'B140', team: 0, wounds: 4 },
        { at: DEF, facing: 3, plays: 'B141', hand: ['B41', 'B143'], team: 1 },
        { at: { q: 1, r: -1 }, facing: 4, plays: 'B142', team: 2 },
      ],
    });
    expect(firstResults(start.events)).toEqual([byCard(DEF, 'b', [ORIGIN]), landed({ q: 1, r: -1 }, 2)]);
    const countered = then(start, [[1, { kind: 'playCard', card: handCard(start.state, 1, 'B41') }]]);
    const instant = handCard(countered.state, 1, 'B143');
    expect(decisionOf(countered.state, 1)?.options).toContainEqual({ kind: 'playCard', card: instant });
    const { state, events } = then(countered, [[1, { kind: 'playCard', card: instant }]]);
    expect(eventsOf(events, 'defeated')).toEqual([{ kind: 'defeated', seat: 0, reason: 'wounds' }]);
    expect(eventsOf(events, 'kamaeChanged').filter((e) => e.seat === 1).map((e) => e.to)).toEqual(['d', 'b']); // R-SEQ-BLOCK-7, then -8
    expect(outcome(state)).toEqual({ over: false });
    expect(state.seats[0]!.hex).toBeNull(); // the figure left the battlefield
    expect(state.seats[1]!.kamae).toBe('b'); // R-SEQ-BLOCK-8 still resolved, "if successful" true
    expect(state.seats[1]!.focus).toBe(1);
    expect(state.seats[0]!.kamae).not.toBe('aggression'); // a defeated character resolves nothing more
    // Seat 2 may step onto the hex the figure left.
    const d = decisionOf(state, 2)!;
    expect(d.kind).toBe('move');
    expect(d.options).toContainEqual({ kind: 'step', part: 0, direction: 0 });
    const after = then({ state, events }, [[2, { kind: 'step', part: 0, direction: 0 }]]);
    expect(after.state.seats[2]!.hex).toEqual(ORIGIN);
  });
});
