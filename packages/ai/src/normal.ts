import { clock, keepGoing, numberIn, priorValues, rollout, sampleWith, smoothed, type SearchInput, type SearchResult } from './search';

// The normal level: determinized flat Monte Carlo at the Select step. Each playout samples the
// hidden cards afresh (sample.ts), takes the next candidate card in turn, lets the opponent choose
// by the default policy and plays the round and the horizon out (playout.ts). The card with the
// best mean score is chosen (ties: the first listed), each mean counting its one-ply score as
// PRIOR_PLAYOUTS virtual playouts (search.ts).

export function flatMonteCarlo(input: SearchInput): SearchResult {
  const n = input.candidates.length;
  const sums = new Array<number>(n).fill(0);
  const visits = new Array<number>(n).fill(0);
  const counter = { actions: 0 };
  const started = clock();
  let done = 0;
  while (keepGoing(done, started, input.budget)) {
    const k = done % n;
    done++;
    const sampled = sampleWith(input, input.candidates[k]!);
    if (sampled === null) continue;
    sums[k]! += rollout(sampled.state, sampled.viewer, input, counter);
    visits[k]!++;
  }
  const prior = priorValues(input.scores);
  const mean = (k: number) => smoothed(sums[k]!, visits[k]!, prior[k]!);
  let best = 0;
  for (let k = 1; k < n; k++) if (mean(k) > mean(best)) best = k;
  const candidates = input.candidates.map((card, k) => ({ card, number: numberIn(input.view, card), visits: visits[k]!, value: mean(k), weight: k === best ? 1 : 0 }));
  return { card: input.candidates[best]!, playouts: visits.reduce((a, b) => a + b, 0), actions: counter.actions, candidates };
}
