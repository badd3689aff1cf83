import type { AutomatonId } from '@senjutsu/cards';
import type { GameState } from '../state';
import { baselineOf, invariantViolations } from './invariants';
import { randomPlayout } from './playout';
import { newSoloGame, randomSoloSpec, type SoloGameSpec } from './solo-games';

// One seeded solo or co-op game of random legal human play, with the rules invariants checked
// after every action (the unit test and npm run bench:solo-games).

export type SoloGameRun = { spec: SoloGameSpec; rounds: number; actions: number; finished: boolean; violations: string[]; state: GameState };

export function runSoloGame(seed: number, automata?: number, roundCap = 40, pool?: readonly AutomatonId[]): SoloGameRun {
  const spec = randomSoloSpec(seed, automata, pool);
  const start = newSoloGame(spec).state;
  const baseline = baselineOf(start);
  const violations: string[] = [];
  const p = randomPlayout(start, seed, roundCap, (s, rng) => {
    if (violations.length === 0) violations.push(...invariantViolations(s, baseline).map((v) => `round ${s.round} ${s.flow.at}: ${v}`));
    return rng;
  });
  return { spec, rounds: p.rounds, actions: p.actions, finished: p.finished, violations, state: p.state };
}
