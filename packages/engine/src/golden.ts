import { sameAction, type Action, type Decision } from './decisions';
import type { GameEvent } from './events';
import { cannotReach } from './resolve/ahead';
import { positionHash, samePosition } from './resolve/position';
import { cardDef, opponents, printedKinds, type GameState, type SeatId } from './state';

// R-ATTACK-1, R-ATTACK-2, R-FOCUS-FEE-7, OP-37, OP-50, OP-56: the golden rule of full attack. If
// some combination of the player's own choices for the attack card (movement, fees, Kamae, -OR-,
// the declared target) lets one of its attack effects reach an opponent, ignoring blocks, the
// player must choose among those combinations. Judged on the position at that moment; later cards
// are not predicted (OP-50). One search serves both moments: it plays the real rules forward over
// every such choice (no estimate of steps, range or sight), remembering the positions it has ruled
// out; it is exact within a budget per option, and an option it cannot finish judging stays open.

type Applied = { readonly state: GameState; readonly events: readonly GameEvent[] };

export type Lookahead = {
  decisions(s: GameState): Decision[];
  apply(s: GameState, seat: SeatId, action: Action): Applied;
  /** OP-56: the seat's revealed card starting to resolve now, alone, with `target` declared. */
  resolveAlone(s: GameState, seat: SeatId, target: SeatId): Applied;
};

/**
 * The distinct positions the search may enter for each option, so a pathological card cannot
 * stall the engine. Past it the search gives up on that option, which then stays open: an option
 * is dropped only when every line of play from it was followed and none reached.
 */
const BUDGET = 400;

/** While an attack card resolves (OP-50): the options of its player's decision that still reach an opponent. */
export function fullAttack(s: GameState, decision: Decision, look: Lookahead): Decision {
  // Playing a further card from hand (an instant, a counterattack) stays the player's free choice.
  if (s.flow.at !== 'resolve' || decision.options.length < 2 || decision.kind === 'instant' || decision.kind === 'counter') return decision;
  const entry = s.flow.order[s.flow.index];
  if (entry === undefined || entry.seat !== decision.seat || !hasAttack(s, entry.card)) return decision;
  const seat = decision.seat;
  // Sure that no line of play reaches (resolve/ahead.ts): every option would be judged alike, none dropped.
  if (cannotReach(s, seat)) return decision;
  // R-ATTACK-1: a position ruled out under one option is ruled out under all; each option has its own budget.
  const search = newSearch(seat, s.flow.index, (target) => opponents(s, seat, target));
  enterTree(s);
  // Taking the movement back (movement-undo.ts) returns to a position already judged: it stays, unjudged.
  const verdicts = decision.options.map((option) => (option.kind === 'undo' ? null : reaches(look, explore(look, s, seat, option), { ...search, left: BUDGET })));
  const fee = decision.kind === 'attackFee' || decision.kind === 'optionalFee';
  return narrowed(decision, verdicts, fee ? 'R-FOCUS-FEE-7' : 'R-ATTACK-1');
}

/**
 * OP-56, OP-21: at the declaration, an opponent may be declared only if some legal combination of
 * the card's own choices would hit it on the position at that moment, if any opponent can be hit.
 */
export function declarableTargets(s: GameState, decision: Decision, look: Lookahead): Decision {
  if (decision.kind !== 'declareTarget' || decision.options.length < 2) return decision;
  if (!hasAttack(s, decision.context.card)) return decision; // OP-73: a look at the hand alone is free
  const seat = decision.seat;
  enterTree(s); // its lines start from states made here: the memo starts afresh (and stays bounded)
  const verdicts = decision.options.map((option) => {
    if (option.kind !== 'target' || !opponents(s, seat, option.seat)) return false;
    const target = option.seat;
    return reaches(look, look.resolveAlone(s, seat, target), newSearch(seat, null, (t) => t === target));
  });
  return narrowed(decision, verdicts, 'OP-56');
}

/** Narrow to the options that reach, only when one surely does; an option not judged stays. */
function narrowed<D extends Decision>(decision: D, verdicts: readonly (boolean | null)[], rule: string): D {
  if (!verdicts.includes(true)) return decision;
  const options = decision.options.filter((_, i) => verdicts[i] !== false);
  return options.length === decision.options.length ? decision : { ...decision, options, rule };
}

/** R-ATTACK-1: whether the card prints an attack effect anywhere (printedKinds: one walk per definition). */
function hasAttack(s: GameState, card: string): boolean {
  const def = cardDef(s, card);
  if (def === undefined) return false;
  const kinds = printedKinds(def);
  return kinds.has('attack') || kinds.has('targetedAttack') || kinds.has('initiativeAttack');
}

type Search = {
  readonly seat: SeatId;
  /** The resolution entry the search stays in (OP-50), or null for the whole card (OP-56). */
  readonly entry: number | null;
  readonly hits: (target: SeatId) => boolean;
  /** Positions from which every line of play was followed and none reached, by positionHash. */
  readonly ruledOut: Map<number, GameState[]>;
  /** Positions this option may still enter. */
  left: number;
};

const newSearch = (seat: SeatId, entry: number | null, hits: (target: SeatId) => boolean): Search =>
  ({ seat, entry, hits, ruledOut: new Map(), left: BUDGET });

/**
 * Does this line of play reach a wanted character with one of the seat's attack effects? True,
 * false, or null when the budget ran out before it could tell. Exact within the budget: a
 * position is ruled out only after all its lines were followed, and play never comes back to a
 * position it left (every action moves the resolution on).
 */
function reaches(look: Lookahead, step: Applied, search: Search): boolean | null {
  for (const e of step.events) {
    if (e.kind === 'resolving' && search.entry !== null) return false; // the entry is over
    // Blocks are ignored (R-ATTACK-2): an attack stopped by a block still reached its target.
    if (e.kind === 'attack' && e.seat === search.seat && e.results.some((r) => search.hits(r.target))) return true;
  }
  const s = step.state;
  if (s.winners !== null || s.flow.at !== 'resolve' || (search.entry !== null && s.flow.index !== search.entry)) return false;
  // Most searches rule nothing out before they find a reaching line: no hash is needed then.
  const alike = search.ruledOut.size === 0 ? undefined : search.ruledOut.get(positionHashOf(s));
  if (alike !== undefined && ruledOut(alike, s)) return false;
  if (search.left <= 0) return null;
  search.left--;
  const next = look.decisions(s)[0];
  if (next === undefined) return false;
  let unknown = false;
  for (const option of followed(next, search.seat)) {
    const verdict = reaches(look, explore(look, s, next.seat, option), search);
    if (verdict === true) return true;
    if (verdict === null) unknown = true;
  }
  if (unknown) return null;
  if (alike === undefined) search.ruledOut.set(positionHashOf(s), [s]);
  else alike.push(s);
  return false;
}

/** The options the search follows: every choice the card gives its player; one of anything else. */
function followed(d: Decision, seat: SeatId): readonly Action[] {
  // Anyone else's choice (a defender's block fee) is not the attacker's: taken as listed first.
  if (d.seat !== seat) return d.options.slice(0, 1);
  switch (d.kind) {
    case 'instant':
    case 'counter':
      // Playing another card from hand is not a choice of this card (R-INSTANT-1, OP-37).
      return d.options.filter((o) => o.kind === 'pass');
    case 'discard':
    case 'search':
    case 'recover':
      // Which card goes between hand, deck and discard pile moves no figure and changes no attack.
      return d.options.slice(0, 1);
    default:
      // Play never comes back to a position it left: taking a movement back is not followed.
      return d.options.filter((o) => o.kind !== 'undo');
  }
}

/** Is `s` one of these positions (equal as JSON in everything a card's resolution can change: resolve/position.ts)? */
function ruledOut(positions: readonly GameState[], s: GameState): boolean {
  for (const p of positions) if (samePosition(p, s)) return true;
  return false;
}

// The look-ahead remembers the tree of its last search: for each state it searched from, its
// position hash and what each listed option it played led to. The player's real action is usually
// one of those options (flow.ts asks `lookedAhead` first), and the search from the next state
// walks the same tree again, so no state of it is computed twice. States are immutable and
// applying an option is deterministic, so a remembered result is the result: the memo cannot change
// a verdict. It is one plain Map, emptied when a search starts outside it (another game, another
// card) or grows past MEMO_NODES: a WeakMap per state chained the trees through ephemerons, which
// made one full garbage collection cost a quarter of a second.
type Node = { hash: number | null; readonly children: Map<Action, Applied> };
let tree = new Map<GameState, Node>();
const MEMO_NODES = 4096;

/** Keep the memo for a search from `s` only if `s` is a state of the remembered tree. */
function enterTree(s: GameState): void {
  if (!tree.has(s) || tree.size > MEMO_NODES) tree = new Map();
}

/** Forget the remembered tree (for the tests that compare a remembered result with a fresh one). */
export function forgetLookahead(): void {
  tree = new Map();
}

function nodeOf(s: GameState): Node {
  let node = tree.get(s);
  if (node === undefined) tree.set(s, (node = { hash: null, children: new Map() }));
  return node;
}

/** The option applied to `s`, played once and remembered. */
function explore(look: Lookahead, s: GameState, seat: SeatId, option: Action): Applied {
  const children = nodeOf(s).children;
  let step = children.get(option);
  if (step === undefined) children.set(option, (step = look.apply(s, seat, option)));
  return step;
}

/** What the look-ahead already computed for this listed option of `s` (the same option, compared by value), if anything. */
export function lookedAhead(s: GameState, option: Action): Applied | undefined {
  const children = tree.get(s)?.children;
  if (children === undefined) return undefined;
  const step = children.get(option);
  if (step !== undefined) return step;
  for (const [listed, applied] of children) if (sameAction(listed, option)) return applied;
  return undefined;
}

function positionHashOf(s: GameState): number {
  const node = nodeOf(s);
  if (node.hash === null) node.hash = positionHash(s);
  return node.hash;
}
