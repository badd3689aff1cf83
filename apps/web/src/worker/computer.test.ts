import * as ai from '@senjutsu/ai';
import { applyAction, createGame, pendingDecisions, viewFor, type Action, type GameConfig, type GameState, type GameView } from '@senjutsu/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newComputerGame } from '../computer/config';
import { createHost } from './host';
import { FromWorkerSchema, type FromWorker, type LocalGame } from './protocol';

// The computer's seat in the engine worker ("Duel the computer", worker/computer.ts): real content
// (signature decks, a printed battlefield with its terrain), the player's side played through the
// host by its first listed option, the computer's by @senjutsu/ai.

// Every call of the AI is recorded with what it was given (the real function answers).
vi.mock('@senjutsu/ai', async (original) => {
  const real = await original<typeof ai>();
  return { ...real, explainChoice: vi.fn(real.explainChoice) };
});
const explained = vi.mocked(ai.explainChoice);
afterEach(() => explained.mockClear());

function duel(seed: string, level: 'easy' | 'normal' | 'hard', explain = false, characters = ['ronin', 'warrior'], battlefield = 'burnt-village'): LocalGame {
  const made = newComputerGame({ room: { mode: 'duel', seats: characters.map((character) => ({ character, deck: { kind: 'signature' } })), battlefield, terrain: [], clock: null }, level, explain }, seed, 0);
  if (!made.ok) throw new Error(made.message);
  return made.value.game;
}

const firstOption = (view: GameView): Action => {
  const decision = view.decisions[0];
  if (decision === undefined) throw new Error(`no decision of the player at ${view.step}`);
  return decision.options[0]!;
};

type Live = Extract<FromWorker, { type: 'started' | 'update' }>;
/** A reply with a view (started or update); anything else fails the test. */
function live(reply: FromWorker): Live {
  if (reply.type !== 'started' && reply.type !== 'update') throw new Error(JSON.stringify(reply));
  return reply;
}

type Played = { reply: Live; actions: Action[]; seats: number[]; state: GameState };

/** The duel played to its end through the host; the engine's own copy follows every action with its seat. */
function playToEnd(game: LocalGame, check: (reply: FromWorker, state: GameState) => void): Played {
  const host = createHost();
  const created = createGame(game.config as unknown as GameConfig);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  const actions: Action[] = [];
  const seats: number[] = [];
  const follow = (raw: FromWorker): Live => {
    const reply = live(raw);
    for (const p of reply.played) {
      const applied = applyAction(state, p.seat, p.action);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      actions.push(p.action);
      seats.push(p.seat);
    }
    check(reply, state);
    return reply;
  };
  let reply = follow(host.handle({ type: 'start', game, actions: [] }));
  for (let id = 0; !reply.over; id++) {
    expect(id, 'the duel ends').toBeLessThan(3000);
    const action = firstOption(reply.view);
    const applied = applyAction(state, 0, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    actions.push(action);
    seats.push(0);
    reply = follow(host.handle({ type: 'act', id, action }));
  }
  return { reply, actions, seats, state };
}

describe('the computer seat in the engine worker', () => {
  it('plays a whole duel (easy): it answers only its own decisions, each from viewFor(its seat); every reply is the player’s view and waits on the player', () => {
    const game = duel('computer-1', 'easy', false, ['student', 'master']);
    let computerActions = 0;
    const { reply, state } = playToEnd(game, (r, state) => {
      expect(FromWorkerSchema.safeParse(r).success).toBe(true);
      if (r.type !== 'started' && r.type !== 'update') return;
      expect(r.played.every((p) => p.seat === 1)).toBe(true);
      computerActions += r.played.length;
      expect(r.view).toEqual(viewFor(state, 0));
      // Handed back only when the game waits on the player (or is over): the computer has nothing left to answer.
      expect(pendingDecisions(state).filter((d: { seat: number }) => d.seat === 1)).toEqual([]);
      if (!r.over) expect(r.view.decisions.length).toBeGreaterThan(0);
    });
    expect(reply.over).toBe(true);
    expect(computerActions).toBeGreaterThan(10);
    // Every call of the AI had the computer's own view: viewer 1, its own hand and no other seat's.
    expect(explained.mock.calls.length).toBe(computerActions);
    for (const [view, decisions] of explained.mock.calls) {
      expect(view.viewer).toBe(1);
      expect(view.seats.filter((s) => s.hand !== undefined).map((s) => s.seat)).toEqual([1]);
      expect(decisions.every((d) => d.seat === 1)).toBe(true);
    }
    expect(state.seats.some((s) => s.defeated !== null)).toBe(true);
  });

  it('a resumed duel replays the saved actions with their seats to the same position, and the computer does not play again', () => {
    const game = duel('computer-2', 'easy');
    const host = createHost();
    let reply = live(host.handle({ type: 'start', game, actions: [] }));
    const actions: Action[] = [];
    const seats: number[] = [];
    const keep = (r: Live) => r.played.forEach((p) => (actions.push(p.action), seats.push(p.seat)));
    keep(reply);
    for (let id = 0; id < 40 && !reply.over; id++) {
      const action = firstOption(reply.view);
      actions.push(action), seats.push(0);
      reply = live(host.handle({ type: 'act', id, action }));
      keep(reply);
    }
    const view = reply.view;
    const resumed = createHost().handle({ type: 'start', game, actions, seats });
    if (resumed.type !== 'started') throw new Error(JSON.stringify(resumed));
    expect(resumed.view).toEqual(view);
    expect(resumed.played).toEqual([]);
    // Without the seats the computer's actions are the player's: the engine refuses the replay.
    expect(createHost().handle({ type: 'start', game, actions }).type).toBe('failed');
  });

  it('normal, explained: its reasons reach the page only once its card is revealed, with estimated win rates', () => {
    const game = duel('computer-3', 'normal', true);
    const host = createHost();
    let reply = live(host.handle({ type: 'start', game, actions: [] }));
    const reasons: number[] = [];
    let waited = 0;
    // The cards the page has seen revealed (the log's 'revealed' events).
    const shown: { seat: number; number: string }[] = [];
    for (let id = 0; id < 300 && reasons.length < 2 && !reply.over; id++) {
      // It chose its card while the player's is still to choose (the Select step is simultaneous): its reason waits.
      const view = reply.view;
      for (const e of reply.events) if (e.kind === 'revealed') shown.push(...e.cards);
      if (view.step === 'select' && reply.played.some((p) => p.action.kind === 'select')) {
        expect(reply.why.filter((w) => w.round === view.round)).toEqual([]);
        waited++;
      }
      for (const w of reply.why) {
        reasons.push(w.round);
        expect(w.candidates.length).toBeGreaterThan(1);
        expect(w.candidates.every((c) => c.value >= 0 && c.value <= 1)).toBe(true);
        expect(w.playouts).toBeGreaterThan(0);
        // Revealed: its round's Select step is over and the card it chose is face up on its side (in play or discarded).
        expect(view.round > w.round || view.step !== 'select').toBe(true);
        expect(shown.filter((r) => r.seat === 1).map((r) => r.number)).toContain(w.chosen);
      }
      reply = live(host.handle({ type: 'act', id, action: firstOption(view) }));
    }
    expect(waited).toBeGreaterThanOrEqual(2);
    expect(reasons).toEqual([1, 2]);
    // Off by default: the same duel without "explain" sends no reasons.
    const plain = createHost();
    let quiet = live(plain.handle({ type: 'start', game: duel('computer-3', 'normal', false), actions: [] }));
    for (let id = 0; id < 60 && !quiet.over; id++) {
      expect(quiet.why).toEqual([]);
      quiet = live(plain.handle({ type: 'act', id, action: firstOption(quiet.view) }));
    }
  });

  it('the setup is checked on arrival: a bad level, three seats or an unknown character is refused with a clear error, nothing started', () => {
    const seats = (n: number) => ['ronin', 'warrior', 'master'].slice(0, n).map((character) => ({ character, deck: { kind: 'signature' } }));
    const room = (n: number) => ({ mode: n === 2 ? 'duel' : 'multiplayer', seats: seats(n), battlefield: 'burnt-village', terrain: [], clock: null });
    const level = newComputerGame({ room: room(2), level: 'grandmaster', explain: false }, 'x', 0);
    expect(level.ok === false && level.code).toBe('INVALID_CONFIG');
    const three = newComputerGame({ room: room(3), level: 'easy', explain: false }, 'x', 0);
    expect(three.ok === false && three.message).toBe('a duel against the computer has two seats');
    const unknown = newComputerGame({ room: { ...room(2), seats: [{ character: 'nobody', deck: { kind: 'signature' } }, seats(2)[1]] }, level: 'easy', explain: false }, 'x', 0);
    expect(unknown.ok === false && unknown.code).toBe('UNKNOWN_CONTENT');
    const good = newComputerGame({ room: room(2), level: 'hard', explain: true }, 'x', 0);
    expect(good.ok && good.value.game.ai).toEqual({ seat: 1, level: 'hard', explain: true });
  });
});
