import { BATTLEFIELDS, PACKS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { createGame } from '../index';
import type { GameState } from '../state';
import { randomPlayout } from '../testing/playout';
import { jsonEqual, positionHash, samePosition } from './position';

// R-ATTACK-1, OP-50: the golden rule's search rules positions out and knows them again by
// positionHash and samePosition. Two positions must be the same exactly when their JSON (round,
// generator, seats, terrain, blocks, flow, advantage) is: a coarser test would rule out a position
// that can still reach, a finer one would search it again. Checked on real-content states.

const key = (s: GameState) => JSON.stringify([s.round, s.rng, s.seats, s.terrain, s.blocks, s.flow, s.advantage]);

function realStates(seed: number): GameState[] {
  const [a, b] = [PACKS[seed % PACKS.length]!, PACKS[(seed + 1) % PACKS.length]!];
  const made = createGame({
    seed,
    battlefield: BATTLEFIELDS['burnt-village'],
    seats: [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
    terrain: ['rock', 'bamboo'],
  });
  if (!made.ok) throw new Error(made.error.message);
  const states: GameState[] = [made.value.state];
  randomPlayout(made.value.state, seed, 60, (s, rng) => {
    states.push(s);
    return rng;
  });
  return states;
}

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The same fields written in another key order: another JSON, so another position for the search. */
function reordered(s: GameState): GameState {
  const [first, ...rest] = s.seats;
  const { character, ...others } = copy(first!);
  return { ...s, seats: [{ ...others, character }, ...rest] } as unknown as GameState;
}

describe('positions the golden rule search tells apart', () => {
  const states = [0, 1, 2].flatMap(realStates);

  it('R-ATTACK-1 samePosition agrees with comparing the JSON, on neighbouring and far-apart real states', () => {
    let compared = 0;
    for (let i = 1; i < states.length; i++) {
      for (const j of [i - 1, (i * 7919) % states.length]) {
        const [a, b] = [states[i]!, states[j]!];
        expect(samePosition(a, b)).toBe(key(a) === key(b));
        if (key(a) === key(b)) expect(positionHash(a)).toBe(positionHash(b));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('R-ATTACK-1 a position equal as JSON is the same position with the same hash, whatever its objects and version', () => {
    const resolving = states.filter((s) => s.flow.at === 'resolve');
    expect(resolving.length).toBeGreaterThan(20);
    for (const s of resolving) {
      const twin = { ...copy(s), version: s.version + 1 } as GameState;
      expect(samePosition(s, twin)).toBe(true);
      expect(positionHash(twin)).toBe(positionHash(s));
      // A field holding undefined is not written in JSON: still the same position.
      const flow = { ...copy(s.flow), extra: undefined } as unknown as GameState['flow'];
      const withUndefined = { ...s, flow } as GameState;
      expect(samePosition(s, withUndefined)).toBe(true);
      expect(positionHash(withUndefined)).toBe(positionHash(s));
    }
  });

  it('R-ATTACK-1 a position differing in one card of a pile, one field or its key order is another position', () => {
    for (const s of states.filter((st) => st.flow.at === 'resolve')) {
      const seats = copy(s.seats) as unknown as { hand: string[] }[];
      const hand = seats[0]!.hand;
      if (hand.length >= 2 && hand[0] !== hand[1]) {
        [hand[0], hand[1]] = [hand[1]!, hand[0]!];
        expect(samePosition(s, { ...s, seats } as unknown as GameState)).toBe(false);
      }
      expect(samePosition(s, { ...s, round: s.round + 1 } as GameState)).toBe(false);
      expect(samePosition(s, reordered(s))).toBe(false);
    }
  });

  it('jsonEqual follows JSON: undefined, NaN and Infinity as JSON writes them, key order counts', () => {
    expect(jsonEqual([undefined, 1], [null, 1])).toBe(true);
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual([Number.NaN, Infinity], [null, null])).toBe(true);
    expect(jsonEqual(-0, 0)).toBe(true);
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(jsonEqual({ a: null }, {})).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonEqual({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
  });
});
