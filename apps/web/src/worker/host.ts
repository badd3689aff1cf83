import type { CardLists } from '@senjutsu/ai';
import { addedDefinitions, applyAction, BUILT_IN_RULESET, createGame, eventsFor, outcome, rulesOf, viewFor, type GameConfig, type GameEvent, type GameState, type Ruleset, type SeatId } from '@senjutsu/engine';
import type { RulesetInfo } from '@senjutsu/protocol';
import { startStep, tryAction, type Lesson } from '../tutorial/driver';
import { computerLists, playComputer, revealed, type ComputerSeat } from './computer';
import type { FromWorker, Played, ToWorker, WorkerError, Why } from './protocol';

// The engine side of a local game, without the Worker plumbing (so tests call it directly): it
// answers each message with the one reply the protocol promises. What leaves it is viewFor of the
// human seat and the events as that seat may see them (eventsFor, OP-73), never the state (an
// automaton's deck order and records stay here). In a duel against the computer, its seat plays
// here too (./computer.ts) after each of the player's actions.

export type Host = { readonly handle: (msg: ToWorker) => FromWorker };

const errorOf = (e: { readonly code: WorkerError['code']; readonly rule?: string | undefined; readonly message: string }): WorkerError =>
  e.rule === undefined ? { code: e.code, message: e.message } : { code: e.code, rule: e.rule, message: e.message };

/** What the ruleset of a game adds to the built-in one: the client derives the same ruleset (and hash) from it. */
export function rulesetInfo(played: Ruleset): RulesetInfo {
  if (played === BUILT_IN_RULESET) return { id: played.id, hash: played.hash, definitions: null };
  const definitions = addedDefinitions(played);
  return { id: played.id, hash: played.hash, definitions: definitions as RulesetInfo['definitions'] };
}

export function createHost(): Host {
  type Game = { state: GameState; seat: SeatId; ai?: ComputerSeat; seed: string; lists: CardLists; why: Why[] };
  let game: Game | null = null;
  /** A tutorial step in play (its lesson's progress with the state), instead of a game. */
  let lesson: Lesson | null = null;
  const over = (state: GameState) => outcome(state).over;
  /** The computer's answers until the game waits on the player; its "why"s are held until its card is revealed. */
  const computerTurn = (g: Game): { events: readonly GameEvent[]; played: readonly Played[]; why: readonly Why[] } => {
    if (g.ai === undefined) return { events: [], played: [], why: [] };
    const turn = playComputer(g.state, g.ai, g.seed, g.lists);
    g.state = turn.state;
    g.why.push(...turn.why);
    const view = viewFor(g.state, g.seat);
    const shown = g.why.filter((w) => revealed(w, view));
    g.why = g.why.filter((w) => !revealed(w, view));
    return { events: turn.events, played: turn.played, why: shown };
  };
  return {
    handle(msg) {
      switch (msg.type) {
        case 'start': {
          game = null;
          lesson = null;
          const config = msg.game.config as unknown as GameConfig;
          const created = createGame(config);
          if (!created.ok) return { type: 'failed', error: errorOf(created.error) };
          let state = created.value.state;
          const events = [...created.value.events];
          // A resumed game: the engine is deterministic, so the same actions (the computer's among them, by their seats) reach the same position.
          for (const [i, action] of msg.actions.entries()) {
            const applied = applyAction(state, (msg.seats?.[i] ?? msg.game.seat) as SeatId, action);
            if (!applied.ok) return { type: 'failed', error: errorOf(applied.error) };
            state = applied.value.state;
            events.push(...applied.value.events);
          }
          const ai = msg.game.ai;
          const g: Game = { state, seat: msg.game.seat, seed: String(config.seed), lists: ai === undefined ? [] : computerLists(config, ai.seat, state), why: [], ...(ai === undefined ? {} : { ai }) };
          const turn = computerTurn(g);
          game = g;
          events.push(...turn.events);
          return { type: 'started', ruleset: rulesetInfo(rulesOf(g.state)), view: viewFor(g.state, g.seat), events: [...eventsFor(events, g.seat)], over: over(g.state), played: turn.played, why: turn.why };
        }
        case 'tutorial': {
          game = null;
          const started = startStep(msg.step);
          if (!started.ok) return { type: 'failed', error: errorOf(started.error) };
          lesson = started.value.lesson;
          return { type: 'started', ruleset: rulesetInfo(BUILT_IN_RULESET), view: viewFor(lesson.state, 0), events: [...eventsFor(started.value.events, 0)], over: over(lesson.state), played: [], why: [] };
        }
        case 'act': {
          if (lesson !== null) {
            const tried = tryAction(lesson, msg.action);
            if (!tried.ok) return tried.refused === 'lesson' ? { type: 'offLesson', id: msg.id } : { type: 'refused', id: msg.id, error: errorOf(tried.error) };
            lesson = tried.value.lesson;
            return { type: 'update', id: msg.id, view: viewFor(lesson.state, 0), events: [...eventsFor(tried.value.events, 0)], over: over(lesson.state), played: [], why: [] };
          }
          if (game === null) return { type: 'refused', id: msg.id, error: { code: 'INVALID_STATE', message: 'no game has started' } };
          const applied = applyAction(game.state, game.seat, msg.action);
          if (!applied.ok) return { type: 'refused', id: msg.id, error: errorOf(applied.error) };
          game.state = applied.value.state;
          const turn = computerTurn(game);
          const events = [...applied.value.events, ...turn.events];
          return { type: 'update', id: msg.id, view: viewFor(game.state, game.seat), events: [...eventsFor(events, game.seat)], over: over(game.state), played: turn.played, why: turn.why };
        }
        default: {
          const never: never = msg;
          throw new Error(`unknown message ${JSON.stringify(never)}`);
        }
      }
    },
  };
}
