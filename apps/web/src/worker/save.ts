import type { Action } from '@senjutsu/engine';
import { createStore, del, get, set, update, type UseStore } from 'idb-keyval';
import type { LocalGame } from './protocol';
import { keepReplay } from '../replay/kept';

// Local games saved in the browser (IndexedDB through idb-keyval): the game's config and the
// player's accepted actions, so a reload replays them to the same position (the engine is
// deterministic); finished games go to a short list of past results, and whole to the finished
// games kept for replays (replay/kept.ts). One current game per kind.
// A hot-seat game is kept the same way, with the seat of each action (every seat plays in the page).

/** One current game per kind, with the same record. */
export type LocalKind = 'solo' | 'horde' | 'hotseat' | 'computer';
export const LOCAL_KINDS: readonly LocalKind[] = ['solo', 'horde', 'hotseat', 'computer'];

export type SavedGame = {
  readonly id: string;
  readonly kind: LocalKind;
  readonly game: LocalGame;
  readonly actions: readonly Action[];
  /** Hot-seat and a duel against the computer: the seat of each action (a game against automata has one, `game.seat`). */
  readonly seats?: readonly number[];
  /** The round the game had reached at its last saved action (for the list of games). */
  readonly round?: number;
  readonly startedAt: number;
  /** For the list of results: the player's character and the opponents (automaton ids). */
  readonly character: string;
  readonly opponents: readonly string[];
  /** Set once the result is in the past results (a finished game shows until a new one starts). */
  readonly finished: boolean;
};

/** A finished game in the list of past results: who played against whom, and how it ended. */
export type PastResult = Pick<SavedGame, 'id' | 'kind' | 'character' | 'opponents'> & {
  readonly won: boolean;
  readonly rounds: number;
  readonly finishedAt: number;
};

export const MAX_RESULTS = 10;

export type SaveStore = {
  readonly current: (kind: LocalKind) => Promise<SavedGame | null>;
  readonly begin: (saved: SavedGame) => Promise<void>;
  /** Appends one accepted action (by `seat`, in hot-seat) to the current game `id` (nothing if another game is current). */
  readonly append: (kind: LocalKind, id: string, action: Action, at?: { readonly seat?: number; readonly round?: number }) => Promise<void>;
  /** Marks the game finished and puts its result first in the past results (once). */
  readonly finish: (kind: LocalKind, id: string, result: Omit<PastResult, 'id' | 'kind' | 'character' | 'opponents'>) => Promise<void>;
  readonly abandon: (kind: LocalKind) => Promise<void>;
  readonly results: () => Promise<readonly PastResult[]>;
};

const currentKey = (kind: LocalKind) => `current:${kind}`;
const RESULTS = 'results';

export function saveStore(store: UseStore = createStore('senjutsu-local', 'games')): SaveStore {
  return {
    current: async (kind) => ((await get<SavedGame>(currentKey(kind), store)) ?? null),
    begin: (saved) => set(currentKey(saved.kind), saved, store),
    append: (kind, id, action, at = {}) =>
      update<SavedGame | undefined>(currentKey(kind), (saved) => {
        if (saved === undefined || saved.id !== id) return saved;
        const seats = at.seat === undefined ? {} : { seats: [...(saved.seats ?? []), at.seat] };
        return { ...saved, actions: [...saved.actions, action], ...seats, ...(at.round === undefined ? {} : { round: at.round }) };
      }, store),
    async finish(kind, id, result) {
      const saved = await get<SavedGame>(currentKey(kind), store);
      if (saved === undefined || saved.id !== id || saved.finished) return;
      await set(currentKey(kind), { ...saved, finished: true }, store);
      const entry: PastResult = { id, kind, character: saved.character, opponents: saved.opponents, ...result };
      await update<PastResult[] | undefined>(RESULTS, (list) => [entry, ...(list ?? []).filter((r) => r.id !== id)].slice(0, MAX_RESULTS), store);
      // Issue 25: kept among the finished games to watch again (replay/kept.ts).
      await keepReplay({ id, kind, saved: { ...saved, finished: true }, rounds: result.rounds, finishedAt: result.finishedAt }, store);
    },
    abandon: (kind) => del(currentKey(kind), store),
    results: async () => (await get<PastResult[]>(RESULTS, store)) ?? [],
  };
}
