import { pendingDecisions, type Action, type GameState, type SeatId } from '@senjutsu/engine';
import { apply } from './playout';
import { selectScore } from './policy';
import { seededRng } from './rng';
import { clock, keepGoing, numberIn, priorValues, rollout, smoothed, type SearchInput, type SearchResult } from './search';
import { tableOfState } from './table';

// The hard level: information-set Monte Carlo search (single observer, Cowling, Powley and
// Whitehouse 2012) over the viewer's information set, at the simultaneous Select step as in
// simultaneous-move MCTS (Lisý et al. 2013).
//
// Each iteration samples a determinization and draws the opponent's card from an Exp3 distribution
// over the card numbers it may hold (kept across samples, rewarded with the viewer's loss). Then
// every candidate card of the viewer is played against that card on the same deal with the same
// random numbers (common random numbers), the rest of the round and the horizon by the default
// policy. Having every candidate's value, the viewer's card is updated by regret matching (RM+): a
// full-information update, which needs far fewer iterations than a bandit's.
//
// The rest of the round is not a tree: a tree of both seats' in-round choices below each pair of
// cards, walked by UCB1 with one node added per walk, spent most walks at these budgets (a dozen per
// pair) trying an in-round option at random (a block's initiative, a step), and each candidate's
// value was that of its walks: a block whose initiative was drawn at random fails, so hard attacked
// where only a block saved it (levels.test.ts). Expanding the default policy's choice first helped
// only part of the way (docs/ai.md).
//
// The card is finally drawn from the average regret-matching strategy, cards under MIX_FLOOR of it
// (or under half the most played card's share, whichever is less) or whose mean is more than
// MIX_WITHIN below the best dropped: a mixed choice, so past rounds do not tell what it will play,
// while a worse card is never mixed in. Before any regret, the strategy is the one-ply scores'
// (policy.ts), the opponent's Exp3 weights are multiplied by its scores, and the means count the
// scores as virtual playouts (search.ts PRIOR_PLAYOUTS).

const GAMMA = 0.15;
/** A card the average strategy plays less often than this is dropped from the final draw. */
const MIX_FLOOR = 0.1;
/** Cards whose mean score is this close to the best may be mixed; the others are dropped (a wound is worth about 0.1). */
const MIX_WITHIN = 0.01;

class Exp3 {
  readonly gains = new Map<string, number>();
  /** The distribution over `arms`: exp-weights of the estimated gains times the prior, mixed with uniform exploration. */
  probabilities(arms: readonly string[], prior: readonly number[]): number[] {
    const k = arms.length;
    const eta = GAMMA / k;
    const g = arms.map((a) => eta * (this.gains.get(a) ?? 0));
    const top = Math.max(...g);
    const w = g.map((x, i) => prior[i]! * Math.exp(x - top));
    const sum = w.reduce((a, b) => a + b, 0);
    return w.map((x) => (1 - GAMMA) * (x / sum) + GAMMA / k);
  }
  reward(arm: string, reward: number, probability: number): void {
    this.gains.set(arm, (this.gains.get(arm) ?? 0) + reward / probability);
  }
}

function draw(probabilities: readonly number[], u: number): number {
  let at = u;
  for (let i = 0; i < probabilities.length; i++) if ((at -= probabilities[i]!) < 0) return i;
  return probabilities.length - 1;
}

const normalised = (w: readonly number[]): number[] => {
  const sum = w.reduce((a, b) => a + b, 0);
  return sum > 0 ? w.map((x) => x / sum) : w.map(() => 1 / w.length);
};

/** An opponent's Select option as a key: card ids (opaque, different in every sample) as their numbers. */
function keyOf(state: GameState, action: Action): string {
  if ('card' in action) return `${action.kind}:${state.cards[action.card] ?? '?'}`;
  return JSON.stringify(action);
}

export function informationSetMcts(input: SearchInput): SearchResult {
  const viewer = input.view.viewer as SeatId;
  const arms = input.candidates;
  const n = arms.length;
  const theirs = new Exp3();
  const regrets = new Array<number>(n).fill(0);
  const prior = normalised(input.scores);
  const average = new Array<number>(n).fill(0);
  const sums = new Array<number>(n).fill(0);
  const visits = new Array<number>(n).fill(0);
  const counter = { actions: 0 };
  const started = clock();
  let playouts = 0;
  while (keepGoing(playouts, started, input.budget)) {
    const sample = input.sampler.next(input.rng);
    const positive = regrets.some((r) => r > 0);
    const strategy = positive ? normalised(regrets.map((r) => Math.max(r, 0))) : prior;
    // The opponent's Select: Exp3 over the card numbers it may hold in this sample.
    const probe = apply(sample.state, viewer, { kind: 'select', card: sample.ids.get(arms[0]!)! });
    const their = pendingDecisions(probe).find((d) => d.kind === 'select');
    let b: { key: string; q: number; option: number } | null = null;
    if (their !== undefined) {
      const keys = their.options.map((o) => keyOf(probe, o));
      const unique = [...new Set(keys)];
      const table = tableOfState(probe, their.seat, input.rules);
      const q = theirs.probabilities(unique, unique.map((key) => selectScore(table, input.rules.cards[key.slice('select:'.length)])));
      const pick = draw(q, input.rng.next());
      b = { key: unique[pick]!, q: q[pick]!, option: keys.indexOf(unique[pick]!) };
    }
    // Every candidate against that card, on the same deal with the same random numbers.
    const seed = input.rng.int(2 ** 31);
    const values = arms.map((card) => {
      let state = apply(sample.state, viewer, { kind: 'select', card: sample.ids.get(card)! });
      if (their !== undefined && b !== null) state = apply(state, their.seat, their.options[b.option]!);
      return rollout(state, viewer, input, counter, seededRng(seed));
    });
    playouts += n;
    const expected = values.reduce((x, v, k) => x + strategy[k]! * v, 0);
    values.forEach((v, k) => {
      regrets[k] = Math.max(0, regrets[k]! + v - expected); // RM+
      average[k]! += strategy[k]!;
      sums[k]! += v;
      visits[k]!++;
    });
    if (b !== null) theirs.reward(b.key, 1 - expected, b.q);
  }
  // The average strategy without its rarely played cards, then one card drawn from it.
  // Only cards whose mean (with the prior's virtual playouts) is within MIX_WITHIN of the best are
  // mixed: with few iterations (a loaded machine) the strategy is noise, the means are not.
  const priors = priorValues(input.scores);
  const means = arms.map((_, k) => smoothed(sums[k]!, visits[k]!, priors[k]!));
  const top = Math.max(...means);
  const share = normalised(average);
  const floor = Math.min(MIX_FLOOR, 0.5 * Math.max(...share));
  const kept = share.map((x, k) => (x >= floor && means[k]! >= top - MIX_WITHIN ? x : 0));
  const mix = kept.some((x) => x > 0) ? normalised(kept) : means.map((m) => (m === top ? 1 : 0));
  const chosen = draw(normalised(mix), input.rng.next());
  const candidates = arms.map((card, k) => ({ card, number: numberIn(input.view, card), visits: visits[k]!, value: means[k]!, weight: normalised(mix)[k]! }));
  return { card: arms[chosen]!, playouts, actions: counter.actions, candidates };
}
