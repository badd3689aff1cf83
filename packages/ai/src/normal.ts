import type { SeatId } from '@senjutsu/engine';
import { apply } from './playout';
import { seededRng } from './rng';
import type { Sample } from './sample';
import { clock, keepGoing, numberIn, priorValues, rollout, smoothed, type SearchInput, type SearchResult } from './search';

// The normal level: determinized flat Monte Carlo at the Select step. Each determinization deals
// the hidden cards afresh (sample.ts) and plays every candidate card on it in turn, with the same
// random numbers for each (common random numbers: the candidates are compared on the same deals
// and the same opponent's play, so fewer playouts tell them apart); the opponent chooses by the
// default policy and the round and the horizon are played out (playout.ts). The card with the
// best mean score is chosen (ties: the first listed), each mean counting its one-ply score as
// PRIOR_PLAYOUTS virtual playouts (search.ts).

export function flatMonteCarlo(input: SearchInput): SearchResult {
  const n = input.candidates.length;
  const sums = new Array<number>(n).fill(0);
  const visits = new Array<number>(n).fill(0);
  const counter = { actions: 0 };
  const started = clock();
  let done = 0;
  const viewer = input.view.viewer as SeatId;
  let sample: Sample | null = null;
  let seed = 0;
  while (keepGoing(done, started, input.budget)) {
    const k = done % n;
    if (k === 0 || sample === null) [sample, seed] = [input.sampler.next(input.rng), input.rng.int(2 ** 31)];
    done++;
    const state = apply(sample.state, viewer, { kind: 'select', card: sample.ids.get(input.candidates[k]!)! });
    sums[k]! += rollout(state, viewer, input, counter, seededRng(seed));
    visits[k]!++;
  }
  const prior = priorValues(input.scores);
  const mean = (k: number) => smoothed(sums[k]!, visits[k]!, prior[k]!);
  let best = 0;
  for (let k = 1; k < n; k++) if (mean(k) > mean(best)) best = k;
  const candidates = input.candidates.map((card, k) => ({ card, number: numberIn(input.view, card), visits: visits[k]!, value: mean(k), weight: k === best ? 1 : 0 }));
  return { card: input.candidates[best]!, playouts: visits.reduce((a, b) => a + b, 0), actions: counter.actions, candidates };
}
