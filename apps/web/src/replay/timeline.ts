import { applyAction, createGame, eventsFor, rulesOf, viewFor, type CardView, type GameConfig, type GameEvent, type GameState, type GameView, type Ruleset, type SeatId, type Viewer } from '@senjutsu/engine';
import { applyPatch, GameViewSchema, type Replay } from '@senjutsu/protocol';
import { rulesetOfJoin } from '../app/rules';

// A replay's positions (issue 25), rebuilt once when it opens. A `log` replay (local games, online
// rooms that reveal hands) is replayed through the engine: createGame, then every action by its seat
// (the engine is deterministic, so these are the game's very positions); any seat's view can be
// shown. A `views` replay (online, hands hidden) holds only the spectator's views, rebuilt from the
// server's patches and checked against the view schema; it cannot be checked further, because
// without the seed nobody can deal the hidden hands.

export type Frame = { readonly view: GameView; readonly events: readonly GameEvent[] };

/** One seat's hand at a position, and its face-down choice (before the reveal), as that seat saw them. */
export type SeatHand = { readonly seat: SeatId; readonly hand: readonly CardView[]; readonly selected: CardView | null };

export type Timeline = {
  /** Positions 0 (the game's creation) to `last` (after the last action). */
  readonly last: number;
  readonly rules: Ruleset;
  /** Whom the replay may be watched as: every human seat and the spectator, or only the spectator. */
  readonly viewers: readonly Viewer[];
  /** Whom it opens as. */
  readonly viewer: Viewer;
  readonly frame: (at: number, viewer: Viewer) => Frame;
  /**
   * Every human seat's hand at a position, all together: a `log` replay's game is over, so every
   * hand may be shown (each as its own seat's view has it). Null for a `views` replay, which holds none.
   */
  readonly hands: ((at: number) => readonly SeatHand[]) | null;
};

export type Rebuilt = { readonly ok: true; readonly value: Timeline } | { readonly ok: false; readonly message: string };

/** The view as a replay shows it: no decision is offered (the page only watches). */
const watched = (view: GameView): GameView => (view.decisions.length === 0 ? view : { ...view, decisions: [] });

export function rebuild(replay: Replay): Rebuilt {
  const ruleset = rulesetOfJoin(replay.ruleset);
  if (!ruleset.ok) return ruleset;
  return replay.source === 'log' ? fromLog(replay, ruleset.value) : fromViews(replay, ruleset.value);
}

function fromLog(replay: Extract<Replay, { source: 'log' }>, base: Ruleset): Rebuilt {
  const created = createGame(replay.config as unknown as GameConfig, base);
  if (!created.ok) return { ok: false, message: created.error.message };
  const states: GameState[] = [created.value.state];
  const events: GameEvent[] = [...created.value.events];
  /** How many events led to each position. */
  const counts = [events.length];
  for (const [i, { seat, action }] of replay.moves.entries()) {
    const applied = applyAction(states.at(-1)!, seat, action);
    if (!applied.ok) return { ok: false, message: `action ${i + 1}: ${applied.error.message}` };
    states.push(applied.value.state);
    events.push(...applied.value.events);
    counts.push(events.length);
  }
  const first = viewFor(states[0]!, 'spectator');
  const automata = new Set(first.automata.map((a) => a.seat));
  const seats = first.seats.map((s) => s.seat).filter((seat) => !automata.has(seat));
  return {
    ok: true,
    value: {
      last: states.length - 1, rules: rulesOf(states[0]!), viewers: [...seats, 'spectator'],
      viewer: seats.includes(replay.seat) ? replay.seat : 'spectator',
      frame: (at, viewer) => ({ view: watched(viewFor(states[at]!, viewer)), events: eventsFor(events.slice(0, counts[at]), viewer) }),
      hands: (at) =>
        seats.map((seat) => {
          const own = viewFor(states[at]!, seat).seats[seat]!;
          return { seat, hand: own.hand ?? [], selected: own.selected ?? null };
        }),
    },
  };
}

function fromViews(replay: Extract<Replay, { source: 'views' }>, rules: Ruleset): Rebuilt {
  const frames: Frame[] = [];
  let view: unknown = replay.start.view;
  let events: readonly GameEvent[] = replay.start.events as readonly GameEvent[];
  for (let i = 0; i <= replay.steps.length; i++) {
    if (i > 0) {
      const step = replay.steps[i - 1]!;
      try {
        view = applyPatch(view, step.patch);
      } catch {
        return { ok: false, message: `action ${i}: its change does not fit the position before it` };
      }
      events = [...events, ...(step.events as readonly GameEvent[])];
    }
    const parsed = GameViewSchema.safeParse(view);
    if (!parsed.success) return { ok: false, message: `action ${i}: ${parsed.error.issues[0]?.message ?? 'not a view'}` };
    frames.push({ view: watched(view as GameView), events });
  }
  return { ok: true, value: { last: frames.length - 1, rules, viewers: ['spectator'], viewer: 'spectator', frame: (at) => frames[at]!, hands: null } };
}
