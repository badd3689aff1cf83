import { BATTLEFIELDS, PACKS, TERRAIN, type TerrainKind } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { sameAction, type Action } from './decisions';
import { applyAction, pendingDecisions } from './flow';
import { createGame, restoreGame } from './index';
import { rulesOf } from './ruleset';
import { nextRandom, seedRng, type RngState } from './rng';
import type { GameEvent } from './events';
import type { GameState } from './state';
import { baselineOf, invariantViolations, nearMisses, type Baseline } from './testing/invariants';
import { newTestGame, playout, randomOption } from './testing/playout';

// style.md §2.14, issue #9 item 13: seeded games of random legal decisions, on the test content
// and on the real packs (the four signature decks, 2 to 4 seats, four seats also as two teams,
// every terrain kind placed in setup). After every action the rules invariants hold (testing/invariants.ts), every listed
// option of every pending decision is accepted, and actions one edit away from a listed option,
// listed options sent by the wrong seat and garbage are refused, leaving the state unchanged.
// A failure names its game and seed.

const TEST_GAMES = 150;
const PACK_GAMES: Record<number, number> = { 2: 16, 3: 8, 4: 6 };
const TEST_ROUND_CAP = 40;
const PACK_ROUND_CAP = 30;

/** Everything but the definitions, which are shared by reference and never change. */
const snapshot = (s: GameState) => JSON.stringify({ ...s, defs: null });

const GARBAGE: unknown[] = [null, 'select', { nothing: 1 }, { kind: 'select', card: 'no-such-card' }, { kind: 'placeFigure', hex: { q: 99, r: 99 } }, { kind: 'chooseInitiative', value: 99 }];

type Tally = { checkedStates: number; listedTried: number; refusedTried: number; events: Set<string>; terrainPlaced: Set<TerrainKind> };
const tally = (): Tally => ({ checkedStates: 0, listedTried: 0, refusedTried: 0, events: new Set(), terrainPlaced: new Set() });

/** The action must be refused (the caller checks afterwards that nothing changed). */
function expectRefused(state: GameState, seat: number, action: unknown, t: Tally): void {
  const result = applyAction(state, seat, action as Action);
  t.refusedTried++;
  if (result.ok) throw new Error(`a non-listed action was accepted: seat ${seat} ${JSON.stringify(action)}`);
}

/** Every check on one state; draws from `rng` to pick the garbage and the wrong seat. */
function checkState(state: GameState, baseline: Baseline, rng: RngState, t: Tally): RngState {
  t.checkedStates++;
  const violations = invariantViolations(state, baseline);
  if (violations.length > 0) throw new Error(`invariant broken at ${state.flow.at}, round ${state.round}: ${violations.join('; ')}`);
  const decisions = pendingDecisions(state);
  // One snapshot for all the actions tried on this state: none of them may change it.
  const before = snapshot(state);
  const rules = rulesOf(state);
  for (const d of decisions) {
    for (const option of d.options) {
      t.listedTried++;
      const result = applyAction(state, d.seat, option);
      if (!result.ok) throw new Error(`listed option refused: seat ${d.seat} ${JSON.stringify(option)}: ${result.error.message}`);
    }
    for (const option of d.options.slice(0, 3)) {
      for (const miss of nearMisses(state, option)) if (!d.options.some((o) => sameAction(o, miss))) expectRefused(state, d.seat, miss, t);
    }
  }
  // A listed option sent by a seat that does not list it (a defeated seat, a seat not to move, no such seat).
  let pick: number;
  [pick, rng] = nextRandom(rng);
  const option = decisions[pick % Math.max(1, decisions.length)]?.options[0];
  for (let seat = 0; seat <= state.seats.length; seat++) {
    const own = decisions.find((d) => d.seat === seat);
    if (option !== undefined && !own?.options.some((o) => sameAction(o, option))) expectRefused(state, seat, option, t);
  }
  [pick, rng] = nextRandom(rng);
  expectRefused(state, pick % (state.seats.length + 1), GARBAGE[pick % GARBAGE.length], t);
  if (snapshot(state) !== before || rulesOf(state) !== rules) throw new Error(`an action tried at ${state.flow.at} (listed or refused) changed the state it was applied to`);
  return rng;
}

/** A random playout from `state` with every check after every action; names the game on failure. */
function checkedGame(name: string, seed: number, state: GameState, roundCap: number, t: Tally) {
  const baseline = baselineOf(state);
  try {
    const rng = checkState(state, baseline, seedRng(`property-${name}-${seed}`), t);
    const game = playout(state, rng, roundCap, randomOption, (s, r, events: readonly GameEvent[]) => {
      for (const e of events) {
        t.events.add(e.kind);
        if (e.kind === 'terrainPlaced') t.terrainPlaced.add(e.terrain);
      }
      return checkState(s, baseline, r, t);
    });
    // Plain JSON all the way: through JSON and bound to its ruleset again, the same state.
    expect(restoreGame(rulesOf(game.state), JSON.parse(JSON.stringify(game.state)))).toEqual({ ok: true, value: game.state });
    return game;
  } catch (e) {
    throw new Error(`${name}, seed ${seed}: ${(e as Error).message}`);
  }
}

describe('random games: rules invariants after every action', () => {
  it(`${TEST_GAMES} seeded games on the test content keep every invariant; listed options accepted, others refused`, { timeout: 300_000 }, () => {
    const t = tally();
    let finished = 0;
    for (let seed = 0; seed < TEST_GAMES; seed++) {
      if (checkedGame('test content', seed, newTestGame(seed), TEST_ROUND_CAP, t).finished) finished++;
    }
    expect(t.refusedTried).toBeGreaterThan(t.checkedStates);
    // The decks use every effect kind: the games must actually have exercised them.
    const exercised = ['pushed', 'poisoned', 'extraPlayed', 'stealthChanged', 'terrainRemoved', 'recovered', 'searched', 'targetDeclared',
      'collision', 'kamaeChanged', 'replaced', 'defeated', 'attack', 'turned', 'stepped', 'advantageGained', 'weaknessRotated', 'bled', 'entered'];
    expect(exercised.filter((k) => !t.events.has(k))).toEqual([]);
    expect(finished).toBeGreaterThan(TEST_GAMES / 2);
  });

  const characters = PACKS.map((p) => p.character.id);
  const kinds = Object.keys(TERRAIN) as TerrainKind[];

  it.each([2, 3, 4])('real packs, %i seats, every terrain kind placed in setup: seeded games keep every invariant', { timeout: 300_000 }, (seats) => {
    const t = tally();
    const boards = Object.values(BATTLEFIELDS).filter((b) => b.startAreas.length >= seats);
    let finished = 0;
    let defeats = 0;
    for (let seed = 0; seed < PACK_GAMES[seats]!; seed++) {
      // Rotate who plays and where they sit.
      const cast = Array.from({ length: seats }, (_, i) => characters[(seed + i) % characters.length]!);
      const created = createGame({
        seed,
        battlefield: boards[seed % boards.length]!,
        seats: cast.map((id, i) => {
          const pack = PACKS.find((p) => p.character.id === id)!;
          // OP-44: every other four-seat game is two teams of two, who share their start areas.
          const team = seats === 4 && seed % 2 === 1 ? { team: i % 2 } : {};
          return { character: id, deck: [...pack.signatureDeck.cards], weapons: [pack.signatureDeck.weapon], ...team };
        }),
        terrain: kinds,
      });
      if (!created.ok) throw new Error(`${seats} seats, seed ${seed}: ${created.error.message}`);
      const game = checkedGame(`real packs, ${seats} seats`, seed, created.value.state, PACK_ROUND_CAP, t);
      if (game.finished) finished++;
      defeats += game.state.seats.filter((st) => st.defeated !== null).length;
    }
    expect([...t.terrainPlaced].sort()).toEqual([...kinds].sort());
    expect(t.refusedTried).toBeGreaterThan(t.checkedStates);
    // The games must reach the end of a life, where the defeat invariants bite.
    expect(defeats).toBeGreaterThan(0);
    expect(finished).toBeGreaterThan(0);
  });
});
