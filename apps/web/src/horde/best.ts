import { HORDE_RANKS, type HordeRank } from '@senjutsu/engine';
import { createStore, get, update, type UseStore } from 'idb-keyval';

// The personal bests of horde runs, kept in the browser beside the saved games (the same IndexedDB
// store as worker/save.ts, its own key): the best runs first, by rank, then level and wave reached,
// a won run before a lost one at the same point, then the earlier run. A run counts once.

export type HordeBest = {
  /** The run's id: a reload of a finished run does not add it again. */
  readonly id: string;
  readonly character: string;
  readonly rank: HordeRank;
  readonly level: number;
  readonly wave: number;
  readonly won: boolean;
  readonly finishedAt: number;
};

export const MAX_BESTS = 5;

/** Negative when `a` is the better run. */
export function compareRuns(a: HordeBest, b: HordeBest): number {
  return (
    HORDE_RANKS.indexOf(b.rank) - HORDE_RANKS.indexOf(a.rank) ||
    b.level - a.level ||
    b.wave - a.wave ||
    Number(b.won) - Number(a.won) ||
    a.finishedAt - b.finishedAt
  );
}

/** The list with `run` in its place (once), best first, at most MAX_BESTS long. */
export function withRun(list: readonly HordeBest[], run: HordeBest): HordeBest[] {
  if (list.some((r) => r.id === run.id)) return [...list];
  return [...list, run].sort(compareRuns).slice(0, MAX_BESTS);
}

export type BestStore = {
  readonly list: () => Promise<readonly HordeBest[]>;
  /** Records a finished run; the list after it. */
  readonly record: (run: HordeBest) => Promise<readonly HordeBest[]>;
};

const KEY = 'horde:best';

export function bestStore(store: UseStore = createStore('senjutsu-local', 'games')): BestStore {
  return {
    list: async () => (await get<HordeBest[]>(KEY, store)) ?? [],
    async record(run) {
      await update<HordeBest[] | undefined>(KEY, (list) => withRun(list ?? [], run), store);
      return (await get<HordeBest[]>(KEY, store)) ?? [];
    },
  };
}
