import 'fake-indexeddb/auto';
import type { Action } from '@senjutsu/engine';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { newSoloGame } from '../solo/config';
import { workerClient } from './client';
import { MAX_RESULTS, saveStore, type SavedGame, type SaveStore } from './save';
import { localSession, type Opened, type Snapshot } from './session';
import { inProcessPort } from './testing';

// Save and resume of a local game (IndexedDB through idb-keyval, fake-indexeddb in Node): the
// config and the accepted actions are saved; a new page (a new worker, a new session) replays
// them to the same position; a finished game goes to the past results once.

let stores = 0;
const freshStore = (): SaveStore => saveStore(createStore(`senjutsu-test-${stores++}`, 'games'));
/** A page: its own worker (the host in this thread) and session over the browser's save. */
const page = (store: SaveStore) => localSession('solo', workerClient(inProcessPort()), store);

const newGame = (seed: string): SavedGame => {
  const made = newSoloGame({ mode: 'coop', seats: [{ character: 'warrior', deck: { kind: 'signature' } }], battlefield: 'burnt-village', coop: { automata: [{ automaton: 'katana-ashigaru' }] } }, seed, 1_000);
  if (!made.ok) throw new Error(made.message);
  return made.value;
};

const value = (o: Opened | null): Snapshot => {
  if (o === null) throw new Error('no game');
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
};
const firstOption = (s: Snapshot): Action => s.view.decisions[0]!.options[0]!;

describe('local game save and resume', () => {
  it('a reload replays the saved actions to exactly the same view and log; a refused action is never saved', async () => {
    const store = freshStore();
    const first = page(store);
    let shown = value(await first.begin(newGame('save-1')));
    for (let i = 0; i < 25 && !shown.over; i++) {
      if (i === 10) {
        // Refused by the engine: nothing changes, nothing is saved.
        const refused = await first.act({ kind: 'target', seat: 3 });
        expect(refused.ok).toBe(false);
        expect((await store.current('solo'))?.actions.length).toBe(i);
      }
      shown = value(await first.act(firstOption(shown)));
      expect(shown.saved).toBe(i + 1);
    }
    expect((await store.current('solo'))?.actions.length).toBe(25);

    const reloaded = value(await page(store).resume());
    expect(reloaded.view).toEqual(shown.view);
    expect(reloaded.events).toEqual(shown.events);
    expect(reloaded.saved).toBe(25);
    expect(reloaded.id).toBe(shown.id);
  });

  it('a finished game goes once to the past results (newest first, at most ten) and stays on screen until a new game; abandon forgets the game', async () => {
    const store = freshStore();
    const session = page(store);
    let shown = value(await session.begin(newGame('save-2')));
    for (let i = 0; i < 600 && !shown.over; i++) shown = value(await session.act(firstOption(shown)));
    expect(shown.over).toBe(true);
    const results = await store.results();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ id: shown.id, kind: 'solo', character: 'warrior', opponents: ['katana-ashigaru'], won: (shown.view.winners ?? []).includes(0), rounds: shown.view.round });
    expect((await store.current('solo'))?.finished).toBe(true);

    // A reload shows the finished game again without a second result.
    expect(value(await page(store).resume()).over).toBe(true);
    expect(await store.results()).toHaveLength(1);

    for (let n = 0; n < MAX_RESULTS + 2; n++) {
      await store.begin({ ...newGame(`save-3-${n}`), id: `game-${n}` });
      await store.finish('solo', `game-${n}`, { won: n % 2 === 0, rounds: n, finishedAt: n });
    }
    const list = await store.results();
    expect(list).toHaveLength(MAX_RESULTS);
    expect(list[0]?.id).toBe(`game-${MAX_RESULTS + 1}`);

    await session.abandon();
    expect(await page(store).resume()).toBeNull();
  });

  it('an action saved for another game is not appended to the current one', async () => {
    const store = freshStore();
    await store.begin(newGame('save-4'));
    const current = (await store.current('solo'))!;
    await store.append('solo', 'another-game', { kind: 'pass' });
    expect((await store.current('solo'))?.actions).toEqual([]);
    await store.append('solo', current.id, { kind: 'pass' });
    expect((await store.current('solo'))?.actions).toEqual([{ kind: 'pass' }]);
  });
});
