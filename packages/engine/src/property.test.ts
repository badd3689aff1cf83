import { describe, expect, it } from 'vitest';
import type { Action } from './decisions';
import { applyAction, pendingDecisions } from './flow';
import { nextRandom, type RngState } from './rng';
import type { GameEvent } from './events';
import type { GameState } from './state';
import { newTestGame, randomPlayout } from './testing/playout';

// style.md §2.14: seeded random games of random legal decisions; an illegal action at any point
// is rejected and leaves the state deep-equal. A failure names its seed.

const GAMES = 1000;

/** An action that is not among the options listed for `seat` now: wrong seat, wrong kind, or garbage. */
function illegalAction(state: GameState, rng: RngState): [number, unknown, RngState] {
  let pick: number;
  [pick, rng] = nextRandom(rng);
  const decisions = pendingDecisions(state);
  const seat = pick % (state.seats.length + 1); // sometimes a seat that does not exist
  const candidates: unknown[] = [
    { kind: 'select', card: 'no-such-card' },
    { kind: 'step', part: 9, direction: 0 },
    { kind: 'turn', part: 0, rotation: 2 },
    { kind: 'chooseInitiative', value: 99 },
    { kind: 'kamaeStep', node: 'nowhere' },
    { kind: 'payFee', pay: 'yes' },
    { kind: 'discard', card: state.seats[0]!.deck[0] ?? 'x' },
    { kind: 'tiePosition', position: -1 },
    { kind: 'placeFigure', hex: { q: 99, r: 99 } },
    { kind: 'endMove', extra: true },
    null,
    'select',
    { nothing: 1 },
  ];
  [pick, rng] = nextRandom(rng);
  let action = candidates[pick % candidates.length];
  // A legal option of another pending seat is illegal for this one.
  const other = decisions.find((d) => d.seat !== seat);
  if (other && pick % 5 === 0) action = other.options[0];
  const own = decisions.find((d) => d.seat === seat);
  if (own?.options.some((o) => JSON.stringify(o) === JSON.stringify(action))) action = { kind: 'select', card: 'no-such-card' };
  return [seat, action, rng];
}

describe('random games', () => {
  it(`${GAMES} seeded games of random legal play finish or reach the round cap without an error; illegal actions change nothing`, { timeout: 600_000 }, () => {
    let finished = 0;
    let illegalTried = 0;
    const seen = new Set<string>();
    for (let seed = 0; seed < GAMES; seed++) {
      const tryIllegal = (state: GameState, rng: RngState, events: readonly GameEvent[]): RngState => {
        for (const e of events) seen.add(e.kind);
        let pick: number;
        [pick, rng] = nextRandom(rng);
        if (pick % 7 !== 0) return rng;
        // Applying a legal action must not change the state it was applied to.
        const legal = pendingDecisions(state)[0];
        if (legal !== undefined) {
          const untouched = JSON.stringify({ ...state, defs: null });
          applyAction(state, legal.seat, legal.options[0]!);
          if (JSON.stringify({ ...state, defs: null }) !== untouched) throw new Error(`seed ${seed}: applyAction changed its input`);
        }
        // The definitions never change (shared by reference); compare everything else.
        const snapshot = (s: GameState) => JSON.stringify({ ...s, defs: null });
        const before = snapshot(state);
        const defs = state.defs;
        let seat: number;
        let action: unknown;
        [seat, action, rng] = illegalAction(state, rng);
        const result = applyAction(state, seat, action as Action);
        illegalTried++;
        if (result.ok) throw new Error(`seed ${seed}: illegal action accepted: seat ${seat} ${JSON.stringify(action)}`);
        if (snapshot(state) !== before || state.defs !== defs) throw new Error(`seed ${seed}: a rejected action changed the state`);
        return rng;
      };
      try {
        const game = randomPlayout(newTestGame(seed), seed, 40, tryIllegal);
        expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state); // plain JSON all the way
        if (game.finished) finished++;
      } catch (e) {
        throw new Error(`seed ${seed}: ${(e as Error).message}`);
      }
    }
    expect(illegalTried).toBeGreaterThan(GAMES);
    // The decks use every effect kind: the games must actually have exercised them.
    const exercised = ['pushed', 'poisoned', 'extraPlayed', 'stealthChanged', 'terrainRemoved', 'recovered', 'searched', 'targetDeclared',
      'collision', 'kamaeChanged', 'replaced', 'defeated', 'attack', 'turned', 'stepped', 'advantageGained', 'weaknessRotated', 'bled', 'entered'];
    expect(exercised.filter((k) => !seen.has(k))).toEqual([]);
    expect(finished).toBeGreaterThan(GAMES / 2);
  });
});
