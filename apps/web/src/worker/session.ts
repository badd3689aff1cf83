import type { Action, GameEvent, GameView } from '@senjutsu/engine';
import type { RulesetInfo } from '@senjutsu/protocol';
import type { WorkerClient } from './client';
import type { FromWorker, Played, WorkerError, Why } from './protocol';
import type { LocalKind, SavedGame, SaveStore } from './save';

// A local game as the page sees it: the worker plays, the save keeps the accepted actions. Generic
// over the game's config (solo now, horde next): the kind names which current game it is.

export type Snapshot = {
  readonly id: string;
  readonly view: GameView;
  /** Every event since the game began (the log). */
  readonly events: readonly GameEvent[];
  readonly ruleset: RulesetInfo;
  readonly over: boolean;
  /** How many actions are saved (the player's, and the computer's in a duel against it): a reload replays exactly these. */
  readonly saved: number;
  /** The computer's reasons for its revealed cards (when its setup asks for them; not kept over a reload). */
  readonly why: readonly Why[];
  /** Whether the game's setup asked for the computer's reasons. */
  readonly explain: boolean;
};

export type Opened = { readonly ok: true; readonly value: Snapshot } | { readonly ok: false; readonly error: WorkerError };

export type LocalSession = {
  /** The kind's current saved game, replayed in the worker; null when there is none. */
  readonly resume: () => Promise<Opened | null>;
  /** A new game: it replaces the kind's current one. */
  readonly begin: (saved: SavedGame) => Promise<Opened>;
  /** The player's action: the new snapshot once applied and saved, else the engine's refusal (nothing changed). */
  readonly act: (action: Action) => Promise<Opened>;
  readonly abandon: () => Promise<void>;
};

export function localSession(kind: LocalKind, client: WorkerClient, store: SaveStore): LocalSession {
  let shown: Snapshot | null = null;
  /** The open game has a computer seat: every saved action carries its seat. */
  let computer = false;
  let nextId = 0;

  async function settle(id: string, snapshot: Snapshot): Promise<Opened> {
    shown = snapshot;
    if (snapshot.over) {
      const seat = snapshot.view.viewer;
      await store.finish(kind, id, { won: seat !== 'spectator' && (snapshot.view.winners ?? []).includes(seat), rounds: snapshot.view.round, finishedAt: Date.now() });
    }
    return { ok: true, value: snapshot };
  }

  /** The computer's actions, saved with their seats after the action that led to them. */
  async function keep(id: string, played: readonly Played[], round: number): Promise<void> {
    for (const p of played) await store.append(kind, id, p.action, { seat: p.seat, round });
  }

  async function open(saved: SavedGame): Promise<Opened> {
    computer = saved.game.ai !== undefined;
    const seats = saved.seats === undefined ? {} : { seats: [...saved.seats] };
    const reply: FromWorker = await client.request({ type: 'start', game: saved.game, actions: [...saved.actions], ...seats });
    if (reply.type !== 'started') return { ok: false, error: reply.type === 'failed' || reply.type === 'refused' ? reply.error : { code: 'INVALID_STATE', message: `unexpected ${reply.type}` } };
    await keep(saved.id, reply.played, reply.view.round);
    return settle(saved.id, { id: saved.id, view: reply.view, events: reply.events, ruleset: reply.ruleset, over: reply.over, saved: saved.actions.length + reply.played.length, why: reply.why, explain: saved.game.ai?.explain ?? false });
  }

  return {
    async resume() {
      const saved = await store.current(kind);
      return saved === null ? null : open(saved);
    },
    async begin(saved) {
      await store.begin(saved);
      return open(saved);
    },
    async act(action) {
      const before = shown;
      if (before === null) return { ok: false, error: { code: 'INVALID_STATE', message: 'no game is open' } };
      const reply = await client.request({ type: 'act', id: nextId++, action });
      if (reply.type === 'refused' || reply.type === 'failed') return { ok: false, error: reply.error };
      if (reply.type !== 'update') return { ok: false, error: { code: 'INVALID_STATE', message: `unexpected ${reply.type}` } };
      // Saved only once the engine accepted it: a refused action never reaches the replay.
      // A game with the computer saves every action's seat (hot-seat's record), so a reload replays both seats.
      const seat = computer ? { seat: before.view.viewer as number } : {};
      await store.append(kind, before.id, action, { round: reply.view.round, ...seat });
      await keep(before.id, reply.played, reply.view.round);
      const saved = before.saved + 1 + reply.played.length;
      return settle(before.id, { ...before, view: reply.view, events: [...before.events, ...reply.events], over: reply.over, saved, why: [...before.why, ...reply.why] });
    },
    async abandon() {
      shown = null;
      await store.abandon(kind);
    },
  };
}
