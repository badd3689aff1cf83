import { applyAction, createGame, eventsFor, outcome, pendingDecisions, rulesOf, viewFor, type Action, type GameConfig, type GameEvent, type GameState, type GameView, type RuleError, type Ruleset, type SeatId } from '@senjutsu/engine';

// Hot-seat: the engine in the page, one screen for every seat. The screen shows only the view of
// the seat the game waits on; whenever that seat changes, it first shows the hand-over screen,
// with no view at all, until the next player confirms (so one player's hand never reaches the
// page while another looks). Several seats pending at once (the simultaneous card choice) are
// served one after another, lowest seat first.

export type HotSeatGame = {
  readonly state: GameState;
  /** Every event so far, for the log and the animations (the screen shows them through `screenEvents`). */
  readonly events: readonly GameEvent[];
  /** The seat whose view is on screen; null: the hand-over screen to `next`. */
  readonly shown: SeatId | null;
};

export type Step = { readonly ok: true; readonly value: HotSeatGame } | { readonly ok: false; readonly error: RuleError };

/** The seat the game waits on, lowest first; null when it waits on nobody (the game is over). */
export function nextSeat(state: GameState): SeatId | null {
  const seats = pendingDecisions(state).map((d) => d.seat);
  return seats.length === 0 ? null : Math.min(...seats);
}

export function startHotSeatGame(config: GameConfig): Step {
  const created = createGame(config);
  if (!created.ok) return created;
  return { ok: true, value: { state: created.value.state, events: created.value.events, shown: null } };
}

/** A saved game again: the engine is deterministic, so the same actions by the same seats reach the same position; the screen starts at the hand-over. */
export function resumeHotSeatGame(config: GameConfig, moves: readonly { readonly seat: SeatId; readonly action: Action }[]): Step {
  const started = startHotSeatGame(config);
  if (!started.ok) return started;
  let { state } = started.value;
  const events = [...started.value.events];
  for (const { seat, action } of moves) {
    const applied = applyAction(state, seat, action);
    if (!applied.ok) return applied;
    state = applied.value.state;
    events.push(...applied.value.events);
  }
  return { ok: true, value: { state, events, shown: null } };
}

/** `action` by the seat on screen; the next seat gets the screen through the hand-over. */
export function act(game: HotSeatGame, action: Action): Step {
  if (game.shown === null) return { ok: false, error: { code: 'NOT_YOUR_DECISION', message: 'The screen is being handed over.' } };
  const applied = applyAction(game.state, game.shown, action);
  if (!applied.ok) return applied;
  const { state, events } = applied.value;
  const next = nextSeat(state);
  return { ok: true, value: { state, events: [...game.events, ...events], shown: next === game.shown ? game.shown : null } };
}

/** The next player confirmed that only they see the screen. */
export const confirmHandOver = (game: HotSeatGame): HotSeatGame => ({ ...game, shown: nextSeat(game.state) });

/** What the screen may show: the shown seat's view, the public view once the game is over, else nothing. */
export function screenView(game: HotSeatGame): GameView | null {
  if (game.shown !== null) return viewFor(game.state, game.shown);
  return outcome(game.state).over ? viewFor(game.state, 'spectator') : null;
}

/** The events the screen may show: a look at a hand's cards only while the looker's view is on screen (OP-73). */
export const screenEvents = (game: HotSeatGame): readonly GameEvent[] => eventsFor(game.events, game.shown ?? 'spectator');

export const isOver = (game: HotSeatGame): boolean => outcome(game.state).over;

/** The game's ruleset (bound to its state by the engine): the Table resolves card numbers through it. */
export const rulesOfGame = (game: HotSeatGame): Ruleset => rulesOf(game.state);
