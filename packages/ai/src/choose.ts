import type { Action, Decision, GameView, Ruleset } from '@senjutsu/engine';
import { informationSetMcts } from './hard';
import { flatMonteCarlo } from './normal';
import { heuristicChoice, selectScore } from './policy';
import { seededRng } from './rng';
import { canSample, samplerFor, signatureList, type CardLists } from './sample';
import type { Budget, Candidate } from './search';
import { tableOfView } from './table';

// chooseAction: one decision of one seat, from that seat's view and its listed options only.

export const LEVELS = ['random', 'easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export type AiOptions = {
  readonly level: Level;
  /** The same seed, view and options give the same choice (with `timeMs: Infinity`, on any machine). */
  readonly seed: string | number;
  /** Overrides the level's budget (DEFAULT_BUDGETS). */
  readonly budget?: Partial<Budget>;
  /**
   * Every seat's full card list by number (deck, core card, weapons), as public as the game makes
   * it; a seat left out is taken to play its character's signature deck.
   */
  readonly lists?: CardLists;
};

/**
 * Per level: search iterations, a wall-clock cap (300 ms hard, 50 ms easy by the issue; easy needs
 * far less) and the playouts' horizon in rounds. The iteration budget binds first on a quick machine.
 */
export const DEFAULT_BUDGETS: Readonly<Record<Level, Budget>> = {
  random: { iterations: 0, timeMs: 50, horizon: 0, closeIn: 0 },
  easy: { iterations: 0, timeMs: 50, horizon: 0, closeIn: 0 },
  normal: { iterations: 240, timeMs: 200, horizon: 1, closeIn: 0 },
  hard: { iterations: 400, timeMs: 300, horizon: 1, closeIn: 0.03 },
};

export type Choice = {
  readonly action: Action;
  /** Playouts run for this choice (0 where no search ran). */
  readonly playouts: number;
  /** Engine actions the playouts applied. */
  readonly actions: number;
  /** At a searched Select step: each candidate card, its estimated score (≈ win rate) and the weight it was drawn with. */
  readonly candidates: readonly Candidate[];
};

const withoutUndo = (options: readonly Action[]): readonly Action[] => (options.length > 1 && options.at(-1)!.kind === 'undo' ? options.slice(0, -1) : options);

/** The choice and how it was reached (the "why" a page may show). */
export function explainChoice(view: GameView, decisions: readonly Decision[], rules: Ruleset, options: AiOptions): Choice {
  const decision = decisions.find((d) => d.seat === view.viewer);
  if (decision === undefined || typeof view.viewer !== 'number') throw new Error(`no decision of seat ${String(view.viewer)} was given to the AI`);
  const rng = seededRng(`${options.seed}:${view.version}:${decision.kind}`);
  const plain = (action: Action): Choice => ({ action, playouts: 0, actions: 0, candidates: [] });
  if (options.level === 'random') {
    const listed = withoutUndo(decision.options);
    return plain(listed[rng.int(listed.length)]!);
  }
  const table = tableOfView(view, rules);
  const lists: CardLists = view.seats.map((st, i) => options.lists?.[i] ?? signatureList(st.character, rules));
  const selects = decision.kind === 'select' ? decision.options.flatMap((o) => (o.kind === 'select' ? [o.card] : [])) : [];
  if (options.level === 'easy' || selects.length < 2 || !canSample(view, lists)) return plain(heuristicChoice(table, decision, rng, 'greedy'));
  const budget = { ...DEFAULT_BUDGETS[options.level], ...options.budget };
  const sampler = samplerFor(view, rules, lists, rng);
  if (sampler === null) return plain(heuristicChoice(table, decision, rng, 'greedy'));
  const search = options.level === 'hard' ? informationSetMcts : flatMonteCarlo;
  const scores = selects.map((card) => selectScore(table, rules.cards[table.numberOf(card) ?? '']));
  const result = search({ view, rules, sampler, candidates: selects, budget, rng, scores });
  const action = decision.options.find((o) => o.kind === 'select' && o.card === result.card)!;
  return { action, playouts: result.playouts, actions: result.actions, candidates: result.candidates };
}

/**
 * The AI's action for its seat (`view.viewer`): one of the options `decisions` lists for that seat.
 * It reads the seat's view, its decisions and the ruleset, nothing else.
 */
export const chooseAction = (view: GameView, decisions: readonly Decision[], rules: Ruleset, options: AiOptions): Action =>
  explainChoice(view, decisions, rules, options).action;
