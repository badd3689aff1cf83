import { describe, expect, it } from 'vitest';
import { defaultSetup } from '../hotseat/config';
import * as engine from '../hotseat/game';
import { newHotSeatGame, replayOf } from '../hotseat/saved';
import { freshEvents, posesOf, tracksOf, type ShownBefore } from './useMotion';

// Hot-seat (issue 25): a move whose action hands the screen over (the last card choice, then the
// reveal and the attacks the engine resolves by itself; the end of a move, then the next card's
// blows) is shown on no screen while it happens. The next seat's table starts from the last
// screen shown (HotSeat.tsx keeps it across the hand-over) and plays those moves. A real-content
// hot-seat game played through the page's engine module.

describe('motion across a hot-seat hand-over', () => {
  it('the moves made since the last screen play on the next seat\'s screen; a table starting from its own view alone plays none', () => {
    const made = newHotSeatGame(defaultSetup(), 'motion-handover-1', 1_000);
    if (!made.ok) throw new Error(made.message);
    const started = engine.startHotSeatGame(replayOf(made.value).config);
    if (!started.ok) throw new Error(started.error.message);
    let game = started.value;
    let lastShown: ShownBefore | null = null;
    const handOvers: { moved: number; alone: boolean }[] = [];
    for (let i = 0; i < 600 && !engine.isOver(game) && handOvers.filter((h) => h.moved > 0).length < 3; i++) {
      if (game.shown === null) {
        game = engine.confirmHandOver(game);
        const view = engine.screenView(game)!;
        const events = engine.screenEvents(game);
        if (lastShown !== null) {
          const fresh = freshEvents(lastShown.events, events);
          // Either nothing happened in between (a face-down choice) or the events went on from the last screen's.
          if (fresh === null) expect(events).toEqual(lastShown.events);
          const tracks = fresh === null ? [] : tracksOf(fresh, posesOf(lastShown.view), posesOf(view));
          handOvers.push({ moved: tracks.length, alone: freshEvents(events, events) === null });
        }
      }
      const view = engine.screenView(game)!;
      lastShown = { view, events: engine.screenEvents(game) };
      const step = engine.act(game, view.decisions[0]!.options[0]!);
      if (!step.ok) throw new Error(step.error.message);
      game = step.value;
    }
    // Some hand-overs came right after moves no screen showed (a track only when its beats lead to the new view's pose).
    expect(handOvers.filter((h) => h.moved > 0).length).toBeGreaterThanOrEqual(3);
    expect(handOvers.every((h) => h.alone)).toBe(true);
  });
});
