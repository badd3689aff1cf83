import { outcome, pendingDecisions, type Action, type Decision, type GameState, type SeatId } from '@senjutsu/engine';
import { apply } from './playout';
import { heuristicChoice, selectScore } from './policy';
import { seededRng, type Rng } from './rng';
import { clock, keepGoing, numberIn, priorValues, rollout, smoothed, type SearchInput, type SearchResult } from './search';
import { tableOfState } from './table';
import { TUNING } from './tuning';

// The hard level: information-set Monte Carlo tree search (single observer, Cowling, Powley and
// Whitehouse 2012) over the viewer's information set, with the simultaneous Select step at its
// root as in simultaneous-move MCTS (Lisý et al. 2013).
//
// Each iteration samples a determinization and draws the opponent's card from an Exp3 distribution
// over the card numbers it may hold (kept across samples, rewarded with the viewer's loss). Then
// every candidate card of the viewer is played against that card on the same deal with the same
// random numbers (common random numbers): below each (card, opponent's card) pair the rest of the
// round is a tree of both seats' choices keyed by what was chosen (cards by number, never by id),
// walked by UCB1 for the seat deciding, one node added per walk; then the default policy plays the
// horizon out. Having every candidate's value, the viewer's card is updated by regret matching
// (RM+): a full-information update, which needs far fewer iterations than a bandit's.
//
// The card is finally drawn from the average regret-matching strategy, cards under MIX_FLOOR of it
// (or under half the most played card's share, whichever is less) or whose mean is more than
// MIX_WITHIN below the best dropped: a mixed choice, so past rounds do not tell what it will play, while a clearly worse card
// is never mixed in. Before any regret, the strategy is the one-ply scores' (policy.ts), the
// opponent's Exp3 weights are multiplied by its scores, and the means count the scores as virtual
// playouts (search.ts PRIOR_PLAYOUTS).

const GAMMA = 0.15;
const UCB = 0.7;
/** A card the average strategy plays less often than this is dropped from the final draw. */
const MIX_FLOOR = 0.1;
/** Cards whose mean score is this close to the best may be mixed; the others are dropped. */
const MIX_WITHIN = 0.03;

type Node = { visits: number; value: number; children: Map<string, Node> };
const newNode = (): Node => ({ visits: 0, value: 0, children: new Map() });

class Exp3 {
  readonly gains = new Map<string, number>();
  /** The distribution over `arms`: exp-weights of the estimated gains times the prior, mixed with uniform exploration. */
  probabilities(arms: readonly string[], prior: readonly number[]): number[] {
    const k = arms.length;
    const eta = TUNING.gamma / k;
    const g = arms.map((a) => eta * (this.gains.get(a) ?? 0));
    const top = Math.max(...g);
    const w = g.map((x, i) => prior[i]! * Math.exp(x - top));
    const sum = w.reduce((a, b) => a + b, 0);
    return w.map((x) => (1 - TUNING.gamma) * (x / sum) + TUNING.gamma / k);
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

/** An action's key in the tree: card ids (opaque, different in every sample) as their numbers. */
function keyOf(state: GameState, action: Action): string {
  if ('card' in action) return `${action.kind}:${state.cards[action.card] ?? '?'}`;
  return JSON.stringify(action);
}

const withoutUndo = (options: readonly Action[]): readonly Action[] => (options.length > 1 && options.at(-1)!.kind === 'undo' ? options.slice(0, -1) : options);

/**
 * The rest of the round through the tree below one root pair, then the rollout. A node widens
 * progressively: its first child is the default policy's choice, a further one (an untried option
 * at random) only once its visits allow (WIDEN); among the children, UCB1 for the seat deciding.
 * So with few walks the round is played as the playouts play it, not at random.
 */
function walk(root: Node, start: GameState, viewer: SeatId, input: SearchInput, rng: Rng, counter: { actions: number }): number {
  let state = start;
  const path: Node[] = [root];
  let node = root;
  const round = state.round;
  while (TUNING.expand !== 'none' && state.round === round && !outcome(state).over) {
    const d: Decision = pendingDecisions(state)[0]!;
    const options = withoutUndo(d.options);
    if (options.length === 1) {
      state = apply(state, d.seat, options[0]!);
      continue;
    }
    const keys = options.map((o) => keyOf(state, o));
    const tried = keys.flatMap((k, j) => (node.children.has(k) ? [j] : []));
    const untried = keys.flatMap((k, j) => (node.children.has(k) ? [] : [j]));
    const allowed = TUNING.expand === 'random' ? options.length : 1 + Math.floor(Math.sqrt(node.visits / TUNING.widen));
    let i = 0;
    if (untried.length > 0 && tried.length < allowed) {
      const preferred = TUNING.expand === 'random' ? -1 : options.indexOf(heuristicChoice(tableOfState(state, d.seat, input.rules), d, rng, 'sample'));
      i = untried.includes(preferred) ? preferred : untried[rng.int(untried.length)]!;
    } else {
      const mine = d.seat === viewer; // values are the viewer's: the opponent minimises them
      let best = -Infinity;
      for (const j of tried) {
        const child = node.children.get(keys[j]!)!;
        const mean = child.value / child.visits;
        const score = (mine ? mean : 1 - mean) + UCB * Math.sqrt(Math.log(node.visits + 1) / child.visits);
        if (score > best) [best, i] = [score, j];
      }
    }
    const expanded = !node.children.has(keys[i]!);
    const child = node.children.get(keys[i]!) ?? newNode();
    node.children.set(keys[i]!, child);
    state = apply(state, d.seat, options[i]!);
    path.push(child);
    node = child;
    if (expanded) break;
  }
  const v = rollout(state, viewer, input, counter, rng);
  for (const n of path) {
    n.visits++;
    n.value += v;
  }
  return v;
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
  const trees = arms.map(() => new Map<string, Node>()); // below each root pair: keyed by the opponent's card
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
      const q = theirs.probabilities(unique, unique.map((key) => selectScore(table, input.rules.cards[key.slice('select:'.length)]) ** (TUNING.opponentPrior === 'squared' ? 2 : 1)));
      const pick = draw(q, input.rng.next());
      b = { key: unique[pick]!, q: q[pick]!, option: keys.indexOf(unique[pick]!) };
    }
    // Every candidate against that card, on the same deal with the same random numbers.
    const seed = input.rng.int(2 ** 31);
    const values = arms.map((card, k) => {
      let state = apply(sample.state, viewer, { kind: 'select', card: sample.ids.get(card)! });
      if (their !== undefined && b !== null) state = apply(state, their.seat, their.options[b.option]!);
      const root = trees[k]!.get(b?.key ?? '') ?? newNode();
      trees[k]!.set(b?.key ?? '', root);
      return walk(root, state, viewer, input, seededRng(seed), counter);
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
  const kept = share.map((x, k) => (x >= floor && means[k]! >= top - TUNING.mixWithin ? x : 0));
  const mix = kept.some((x) => x > 0) ? normalised(kept) : means.map((m) => (m === top ? 1 : 0));
  const chosen = draw(normalised(mix), input.rng.next());
  const candidates = arms.map((card, k) => ({ card, number: numberIn(input.view, card), visits: visits[k]!, value: means[k]!, weight: normalised(mix)[k]! }));
  return { card: arms[chosen]!, playouts, actions: counter.actions, candidates };
}
