import 'fake-indexeddb/auto';
import { viewFor } from '@senjutsu/engine';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { saveStore } from '../worker/save';
import { defaultSetup } from './config';
import * as engine from './game';
import { HOTSEAT_KIND } from './handoff';
import { newHotSeatGame, replayOf } from './saved';

// A hot-seat game saved in the browser (fake-indexeddb in Node) as the page saves it, one action
// and its seat at a time, resumes after a "reload" at exactly the same position, at the hand-over.

describe('hot-seat save and resume', () => {
  it('replays the saved actions of every seat to the same state, showing the hand-over first', async () => {
    const store = saveStore(createStore('senjutsu-hotseat-test', 'games'));
    const made = newHotSeatGame(defaultSetup(), 'hotseat-save-1', 1_000);
    if (!made.ok) throw new Error(made.message);
    await store.begin(made.value);
    const { config } = replayOf(made.value);
    const started = engine.startHotSeatGame(config);
    if (!started.ok) throw new Error(started.error.message);
    let game = started.value;
    const seatsSeen = new Set<number>();
    for (let i = 0; i < 400 && game.state.round < 3; i++) {
      if (game.shown === null) game = engine.confirmHandOver(game);
      const seat = game.shown!;
      const step = engine.act(game, engine.screenView(game)!.decisions[0]!.options[0]!);
      if (!step.ok) throw new Error(step.error.message);
      await store.append(HOTSEAT_KIND, made.value.id, engine.screenView(game)!.decisions[0]!.options[0]!, { seat, round: step.value.state.round });
      seatsSeen.add(seat);
      game = step.value;
    }
    expect(game.state.round).toBe(3);
    expect([...seatsSeen].sort()).toEqual([0, 1]);

    const saved = await store.current(HOTSEAT_KIND);
    expect(saved?.round).toBe(3);
    const { config: again, moves } = replayOf(saved!);
    const resumed = engine.resumeHotSeatGame(again, moves);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value.shown).toBeNull();
    expect(resumed.value.events).toEqual(game.events);
    for (const seat of [0, 1] as const) expect(viewFor(resumed.value.state, seat)).toEqual(viewFor(game.state, seat));
  });

  it('refuses a hand-over that is not a room setup, and one with an unknown character', () => {
    expect(newHotSeatGame({ mode: 'duel' }, 'x', 0)).toMatchObject({ ok: false, code: 'INVALID_CONFIG' });
    expect(newHotSeatGame({ ...defaultSetup(), seats: [{ character: 'nobody' }, { character: 'ronin' }] }, 'x', 0)).toMatchObject({ ok: false, code: 'UNKNOWN_CONTENT' });
  });
});
