import type { Action, GameEvent, GameView } from '@senjutsu/engine';
import type { RulesetInfo } from '@senjutsu/protocol';
import type { WorkerClient } from './client';
import type { FromWorker, WorkerError } from './protocol';
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
  /** How many of the player's actions are saved (a reload replays exactly these). */
  readonly saved: number;
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
  let nextId = 0;

  async function settle(id: string, snapshot: Snapshot): Promise<Opened> {
    shown = snapshot;
    if (snapshot.over) {
      const seat = snapshot.view.viewer;
      await store.finish(kind, id, { won: seat !== 'spectator' && (snapshot.view.winners ?? []).includes(seat), rounds: snapshot.view.round, finishedAt: Date.now() });
    }
    return { ok: true, value: snapshot };
  }

  async function open(saved: SavedGame): Promise<Opened> {
    const reply: FromWorker = await client.request({ type: 'start', game: saved.game, actions: [...saved.actions] });
    if (reply.type !== 'started') return { ok: false, error: reply.type === 'failed' || reply.type === 'refused' ? reply.error : { code: 'INVALID_STATE', message: `unexpected ${reply.type}` } };
    return settle(saved.id, { id: saved.id, view: reply.view, events: reply.events, ruleset: reply.ruleset, over: reply.over, saved: saved.actions.length });
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
      await store.append(kind, before.id, action, { round: reply.view.round });
      return settle(before.id, { ...before, view: reply.view, events: [...before.events, ...reply.events], over: reply.over, saved: before.saved + 1 });
    },
    async abandon() {
      shown = null;
      await store.abandon(kind);
    },
  };
}
