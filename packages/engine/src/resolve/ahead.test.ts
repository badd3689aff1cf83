import type { CardInput, Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import type { Action, Decision } from '../decisions';
import { applyAction, pendingDecisions } from '../flow';
import { distance } from '../hex';
import { hexIsFree } from '../movement';
import { restoreGame } from '../index';
import { rulesOf } from '../ruleset';
import { boardHexes, opponents, type GameState, type SeatId } from '../state';
import { realGame as game } from '../testing/real-games';
import { randomPlayout } from '../testing/playout';
import { act, hit, mark, move, scenario, selectCards, step, testCard, turn } from '../testing';
import { cannotReach } from './ahead';

// R-ATTACK-1, OP-50: the golden rule's search is skipped where resolve/ahead.ts is sure no line of
// play of the attacker's card reaches an opponent. Checked against the rule itself: from every such
// position of seeded real-content games (four boards), every line of the card's own choices is
// played through the engine to the end of the entry, and none may reach an opponent.

/** The options the rule lets the card's player choose among; one of anyone else's (golden.ts `followed`). */
function followed(d: Decision, seat: SeatId): readonly Action[] {
  if (d.seat !== seat) return d.options.slice(0, 1);
  if (d.kind === 'instant' || d.kind === 'counter') return d.options.filter((o) => o.kind === 'pass');
  if (d.kind === 'discard' || d.kind === 'search' || d.kind === 'recover') return d.options.slice(0, 1);
  return d.options.filter((o) => o.kind !== 'undo'); // taking a movement back returns to a position already followed
}

/** Does some line of play from `s` reach an opponent of `seat` before entry `entry` is over? null: too many lines to tell. */
function someLineReaches(s: GameState, seat: SeatId, entry: number, budget: { left: number }): boolean | null {
  const d = pendingDecisions(s)[0];
  if (d === undefined) return false;
  let unknown = false;
  for (const option of followed(d, d.seat)) {
    if (--budget.left < 0) return null;
    const next = applyAction(s, d.seat, option);
    if (!next.ok) throw new Error(next.error.message);
    let over = false;
    for (const e of next.value.events) {
      if (e.kind === 'resolving') over = true;
      if (!over && e.kind === 'attack' && e.seat === seat && e.results.some((r) => opponents(s, seat, r.target))) return true;
    }
    const t = next.value.state;
    if (over || t.winners !== null || t.flow.at !== 'resolve' || t.flow.index !== entry) continue;
    const deeper = someLineReaches(t, seat, entry, budget);
    if (deeper === true) return true;
    if (deeper === null) unknown = true;
  }
  return unknown ? null : false;
}

/** The same position with the opponent's figure on `hex` (a position the games may not have met). */
function withOpponentAt(s: GameState, opponent: SeatId, hex: { q: number; r: number }): GameState {
  const json = JSON.parse(JSON.stringify(s)) as { seats: { hex: unknown }[] };
  json.seats[opponent]!.hex = hex;
  const restored = restoreGame(rulesOf(s), json);
  if (!restored.ok) throw new Error(restored.error.message);
  return restored.value;
}

describe('positions where the golden rule search is skipped', () => {
  it('R-ATTACK-1 OP-50 where the bound says no attack can reach, no line of play of the card reaches an opponent (real content, 4 boards, the opponent moved 1 to 7 hexes away)', () => {
    const tally = { sure: 0, checked: 0, unsure: 0, reached: 0 };
    let searched = 0;
    const judge = (s: GameState, seat: SeatId) => {
      const verdict = someLineReaches(s, seat, (s.flow as { index: number }).index, { left: 200 });
      if (cannotReach(s, seat)) {
        tally.sure++;
        if (verdict !== null) tally.checked++;
        expect(verdict).not.toBe(true);
      } else {
        tally.unsure++;
        if (verdict === true) tally.reached++;
      }
    };
    for (let seed = 0; seed < 12; seed++) {
      randomPlayout(game(seed), seed, 60, (s, rng) => {
        const d = pendingDecisions(s)[0];
        const entry = s.flow.at === 'resolve' ? s.flow.order[s.flow.index] : undefined;
        if (d === undefined || entry === undefined || entry.seat !== d.seat || d.options.length < 2) return rng;
        if (searched++ % 2 !== 0) return rng;
        judge(s, d.seat);
        // The opponent moved near: the positions where the bound must hold back.
        const me = s.seats[d.seat]!.hex!;
        const opponent = s.seats.findIndex((st, i) => i !== d.seat && st.defeated === null && opponents(s, d.seat, i));
        for (let far = 1; far <= 7; far++) {
          const spot = boardHexes(s).find(({ hex }) => distance(me, hex) === far && hexIsFree(s, hex));
          if (spot !== undefined && opponent >= 0) judge(withOpponentAt(s, opponent, spot.hex), d.seat);
        }
        return rng;
      });
    }
    expect(tally.sure).toBeGreaterThan(100); // the bound is met often enough for the check to mean something
    expect(tally.checked).toBeGreaterThan(100);
    expect(tally.reached).toBeGreaterThan(10); // and the positions include attacks that do reach, where it must not be met
  });
});

// Positions the seeded games above may never meet, each built so that a line of play does reach:
// the bound must hold back there. Seat 0 (kensei, on the origin facing north) plays the card under
// test, whose first effect is an optional turn (its first decision, with the rest of the section
// still ahead); seat 1 (tetsu) plays a slower card and stands where only that rest can reach it.
describe('crafted positions where a line of play reaches', () => {
  const fixed = (value: number) => ({ kind: 'fixed' as const, value });
  const WAIT = testCard({ number: 'A00', types: ['meditation'], initiative: fixed(1), effects: [move(turn(1, false))] });
  const FILLER = testCard({ number: 'A99', types: ['meditation'], initiative: fixed(9), effects: [] });
  const optionalTurn = move(turn(1, false));
  const stepsNorth = move(step(2, [0]));
  const focus1: Effect = { kind: 'focus', amount: 1 };

  /** The state at seat 0's first decision in the entry of `card`, seat 1 on `at`. */
  function entryOf(card: CardInput, at: { q: number; r: number }, focus = 0): GameState {
    const { state } = scenario()
      .card(card, WAIT, FILLER)
      .seat('kensei', { q: 0, r: 0 }, 0, { hand: [card.number], deck: ['A99', 'A99', 'A99'], focus })
      .seat('tetsu', at, 3, { hand: ['A00'], deck: ['A99', 'A99', 'A99'] })
      .build();
    let s = selectCards(state, { 0: card.number, 1: 'A00' }).state;
    const declare = pendingDecisions(s)[0];
    if (declare?.kind === 'declareTarget') s = act(s, 0, declare.options[0]!).state; // OP-21: a targeted attack names its target at the reveal
    expect(s.flow.at).toBe('resolve');
    expect(pendingDecisions(s).map((d) => d.seat)).toEqual([0]);
    return s;
  }

  it.each([
    {
      why: 'two steps inside an "or" alternative, then an attack one hex ahead (R-OR-1: nested lists count)',
      card: testCard({ number: 'H01', types: ['attack'], initiative: fixed(5), effects: [optionalTurn, { kind: 'or', options: [[stepsNorth], [focus1]] }, { kind: 'attack', hexes: [hit(0, -1)] }] }),
      at: { q: 0, r: -3 },
    },
    {
      why: 'two steps behind an optional focus fee, then an attack one hex ahead (R-FOCUS-FEE-3)',
      card: testCard({ number: 'H02', types: ['attack'], initiative: fixed(5), effects: [optionalTurn, { kind: 'optionalFee', fee: 1, effects: [stepsNorth] }, { kind: 'attack', hexes: [hit(0, -1)] }] }),
      at: { q: 0, r: -3 },
      focus: 1,
    },
    {
      why: 'a targeted attack of a card without range, the opponent adjacent (R-RANGE-2, OP-41: adjacent)',
      card: testCard({ number: 'H03', types: ['attack'], initiative: fixed(5), effects: [optionalTurn, { kind: 'targetedAttack', mark: mark() }] }),
      at: { q: 1, r: 0 },
    },
  ])('R-ATTACK-1 OP-50 $why: a line reaches, so the search is not skipped', ({ card, at, focus }) => {
    const s = entryOf(card, at, focus);
    expect(someLineReaches(s, 0, (s.flow as { index: number }).index, { left: 200 })).toBe(true);
    expect(cannotReach(s, 0)).toBe(false);
  });
});
