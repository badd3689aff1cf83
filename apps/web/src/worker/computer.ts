import { explainChoice, type CardLists, type Choice } from '@senjutsu/ai';
import { applyAction, outcome, rulesOf, viewFor, type GameConfig, type GameEvent, type GameState, type GameView, type SeatId } from '@senjutsu/engine';
import type { LocalGame, Played, Why } from './protocol';

// The computer's seat of "Duel the computer", played in the worker (never on the page's main
// thread). It answers its own decisions only, each from viewFor(its seat) with the options that
// view lists (@senjutsu/ai sees nothing else), until the game waits on the player or is over.

export type ComputerSeat = NonNullable<LocalGame['ai']>;

/** A runaway guard: no round needs this many of one seat's answers in a row. */
const MAX_ANSWERS = 400;
/** The candidates a "why" shows. */
const TOP = 3;

export type ComputerTurn = {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly played: readonly Played[];
  /** Its searched Select steps, for the "why" (the host holds each until the card is revealed). */
  readonly why: readonly Why[];
};

/**
 * The AI's card lists: its own deck as configured (it knows its deck, core card and weapons); the
 * opponent's is left to the AI's default, the character's signature deck (a saved deck's list is
 * the player's secret).
 */
export function computerLists(config: GameConfig, seat: number, state: GameState): CardLists {
  const own = config.seats[seat];
  const core = own === undefined ? undefined : rulesOf(state).characters[own.character]?.coreCard;
  return config.seats.map((_, i) => (i === seat && own !== undefined && core !== undefined ? [...own.deck, ...(own.weapons ?? []), core] : undefined));
}

/** The computer answers every decision of its seat the game lists now, in turn. */
export function playComputer(state: GameState, ai: ComputerSeat, seed: string, lists: CardLists): ComputerTurn {
  const seat = ai.seat as SeatId;
  const events: GameEvent[] = [];
  const played: Played[] = [];
  const why: Why[] = [];
  const rules = rulesOf(state);
  for (let n = 0; n < MAX_ANSWERS && !outcome(state).over; n++) {
    const view = viewFor(state, seat);
    if (view.decisions.length === 0) break;
    const choice = explainChoice(view, view.decisions, rules, { level: ai.level, seed, lists });
    const applied = applyAction(state, seat, choice.action);
    // The AI answers with one of the listed options; a refusal is a bug of ours, not a move.
    if (!applied.ok) throw new Error(`the computer's ${choice.action.kind} was refused: ${applied.error.message}`);
    state = applied.value.state;
    events.push(...applied.value.events);
    played.push({ seat, action: choice.action });
    if (ai.explain && choice.candidates.length > 0) why.push(whyOf(view, choice));
  }
  return { state, events, played, why };
}

function whyOf(view: GameView, choice: Choice): Why {
  const action = choice.action;
  const chosen = choice.candidates.find((c) => action.kind === 'select' && c.card === action.card)?.number ?? '?';
  const top = [...choice.candidates].sort((a, b) => b.value - a.value).slice(0, TOP);
  return { round: view.round, chosen, playouts: choice.playouts, candidates: top.map((c) => ({ number: c.number, value: Math.min(1, Math.max(0, c.value)), visits: c.visits })) };
}

/** Whether the computer's card of `why` has been revealed in `view` (its round's Select step is over). */
export const revealed = (why: Why, view: GameView): boolean => view.round > why.round || (view.round === why.round && view.step !== 'select');
