import { createStore, get, update, type UseStore } from 'idb-keyval';
import type { LocalKind, SavedGame } from '../worker/save';

// Finished games kept in this browser to watch again (issue 25): each local game (hot-seat, solo,
// horde) when it ends, as its saved record (the engine config and every action with its seat), and
// each replay file opened, as its text's JSON (checked again whenever it is opened). Bounded: the
// newest MAX_KEPT are kept, in one IndexedDB entry beside the current games (worker/save.ts).

export const MAX_KEPT = 10;

export type KeptReplay = {
  readonly id: string;
  readonly finishedAt: number;
} & (
  /** A game played in this browser. */
  | { readonly kind: LocalKind; readonly saved: SavedGame; readonly rounds: number }
  /** A replay file opened here (any kind, online included): parsed with ReplaySchema when shown. */
  | { readonly kind: 'file'; readonly file: unknown; readonly name: string }
);

const KEPT = 'replays';
export const localStore = (): UseStore => createStore('senjutsu-local', 'games');

/** The kept replays, newest first. */
export const keptReplays = async (store: UseStore = localStore()): Promise<readonly KeptReplay[]> => (await get<KeptReplay[]>(KEPT, store)) ?? [];

/** Keep `entry` first (once per id); the oldest beyond MAX_KEPT go. */
export const keepReplay = (entry: KeptReplay, store: UseStore = localStore()): Promise<void> =>
  update<KeptReplay[] | undefined>(KEPT, (list) => [entry, ...(list ?? []).filter((r) => r.id !== entry.id)].slice(0, MAX_KEPT), store);

export const keptReplay = async (id: string, store: UseStore = localStore()): Promise<KeptReplay | null> => (await keptReplays(store)).find((r) => r.id === id) ?? null;
