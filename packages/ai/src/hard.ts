import { outcome, pendingDecisions, type Action, type GameState, type SeatId } from '@senjutsu/engine';
import { apply } from './playout';
import { selectScore } from './policy';
import { clock, keepGoing, numberIn, priorValues, rollout, smoothed, type SearchInput, type SearchResult } from './search';
import { tableOfState } from './table';

// The hard level: information-set Monte Carlo tree search (single observer, Cowling, Powley and
// Whitehouse 2012) over the viewer's information set, with the simultaneous Select step at its root
// as in simultaneous-move MCTS (Lisý et al. 2013). Each iteration samples a determinization; at the
// root both seats draw a card from an Exp3 distribution (the viewer's over its candidate cards,
// the opponent's over the card numbers it may hold, kept across samples); the rest of the round is
// a tree of both seats' choices keyed by what was chosen (cards by number, never by id), walked by
// UCB1 for the seat deciding, one node added per iteration; then the default policy plays the
// horizon out. The card is finally drawn from the viewer's average Exp3 strategy with the
// exploration taken out: a mixed choice, so past rounds do not tell what it will play. Both
// seats' Exp3 weights are multiplied by the one-ply scores (policy.ts), a prior that the gains
// outgrow, and the means count those scores as virtual playouts (search.ts PRIOR_PLAYOUTS).

const GAMMA = 0.15;
const UCB = 0.7;
/** Cards whose mean score is this close to the best are mixed; the others are dropped. */
const MIX_WITHIN = 0.05;

type Node = { visits: number; value: number; children: Map<string, Node> };
const newNode = (): Node => ({ visits: 0, value: 0, children: new Map() });

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

/** An action's key in the tree: card ids (opaque, different in every sample) as their numbers. */
function keyOf(state: GameState, action: Action): string {
  if ('card' in action) return `${action.kind}:${state.cards[action.card] ?? '?'}`;
  return JSON.stringify(action);
}

const withoutUndo = (options: readonly Action[]): readonly Action[] => (options.length > 1 && options.at(-1)!.kind === 'undo' ? options.slice(0, -1) : options);

export function informationSetMcts(input: SearchInput): SearchResult {
  const viewer = input.view.viewer as SeatId;
  const mine = new Exp3();
  const theirs = new Exp3();
  const arms = input.candidates;
  const average = new Array<number>(arms.length).fill(0);
  const sums = new Array<number>(arms.length).fill(0);
  const visits = new Array<number>(arms.length).fill(0);
  const trees = arms.map(() => new Map<string, Node>()); // below each root pair: keyed by the opponent's card
  const counter = { actions: 0 };
  const started = clock();
  let done = 0;
  let playouts = 0;
  while (keepGoing(done, started, input.budget)) {
    done++;
    const sample = input.sampler.next(input.rng);
    const p = mine.probabilities(arms, input.scores);
    p.forEach((x, i) => (average[i]! += x));
    const a = draw(p, input.rng.next());
    let state = apply(sample.state, viewer, { kind: 'select', card: sample.ids.get(arms[a]!)! });
    // The opponent's Select: Exp3 over the card numbers it may hold in this sample.
    const their = pendingDecisions(state).find((d) => d.kind === 'select');
    let b: { key: string; q: number } | null = null;
    if (their !== undefined) {
      const keys = their.options.map((o) => keyOf(state, o));
      const unique = [...new Set(keys)];
      const table = tableOfState(state, their.seat, input.rules);
      const q = theirs.probabilities(unique, unique.map((key) => selectScore(table, input.rules.cards[key.slice('select:'.length)])));
      const pick = draw(q, input.rng.next());
      b = { key: unique[pick]!, q: q[pick]! };
      state = apply(state, their.seat, their.options[keys.indexOf(b.key)]!);
    }
    // The rest of the round: a tree of both seats' choices.
    const root = trees[a]!.get(b?.key ?? '') ?? newNode();
    trees[a]!.set(b?.key ?? '', root);
    const path: Node[] = [root];
    let node = root;
    const round = state.round;
    while (state.round === round && !outcome(state).over) {
      const d = pendingDecisions(state)[0]!;
      const options = withoutUndo(d.options);
      if (options.length === 1) {
        state = apply(state, d.seat, options[0]!);
        continue;
      }
      const keys = options.map((o) => keyOf(state, o));
      const untried = keys.map((k, i) => (node.children.has(k) ? -1 : i)).filter((i) => i >= 0);
      let i: number;
      if (untried.length > 0) i = untried[input.rng.int(untried.length)]!;
      else {
        const sign = d.seat === viewer ? 1 : -1; // values are the viewer's: the opponent minimises them
        let best = -Infinity;
        i = 0;
        for (const [j, k] of keys.entries()) {
          const child = node.children.get(k)!;
          const mean = child.value / child.visits;
          const score = (sign > 0 ? mean : 1 - mean) + UCB * Math.sqrt(Math.log(node.visits + 1) / child.visits);
          if (score > best) [best, i] = [score, j];
        }
      }
      const child = node.children.get(keys[i]!) ?? newNode();
      const expanded = !node.children.has(keys[i]!);
      node.children.set(keys[i]!, child);
      state = apply(state, d.seat, options[i]!);
      path.push(child);
      node = child;
      if (expanded) break;
    }
    const v = rollout(state, viewer, input, counter);
    playouts++;
    for (const n of path) {
      n.visits++;
      n.value += v;
    }
    mine.reward(arms[a]!, v, p[a]!);
    if (b !== null) theirs.reward(b.key, 1 - v, b.q);
    sums[a]! += v;
    visits[a]!++;
  }
  // The average strategy without its exploration share, among the cards whose mean score is within
  // MIX_WITHIN of the best (a clearly worse card is never mixed in), then one card drawn from it.
  const total = average.reduce((x, y) => x + y, 0) || 1;
  const floor = GAMMA / arms.length;
  const prior = priorValues(input.scores);
  const mean = (k: number) => smoothed(sums[k]!, visits[k]!, prior[k]!);
  const top = Math.max(...arms.map((_, k) => mean(k)));
  const weights = average.map((x, k) => (mean(k) >= top - MIX_WITHIN ? Math.max(0, x / total - floor) : 0));
  const sum = weights.reduce((x, y) => x + y, 0);
  const mix = sum > 0 ? weights.map((w) => w / sum) : arms.map(() => 1 / arms.length);
  const chosen = draw(mix, input.rng.next());
  const candidates = arms.map((card, k) => ({ card, number: numberIn(input.view, card), visits: visits[k]!, value: mean(k), weight: mix[k]! }));
  return { card: arms[chosen]!, playouts, actions: counter.actions, candidates };
}
