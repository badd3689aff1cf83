import type { GameView } from '@senjutsu/engine';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultSetup, gameConfigOf } from './config';
import * as engine from './game';
import { Screen } from './HotSeat';

// Hot-seat with the real content: the screen shows only the view of the seat the game waits on,
// and every change of seat goes through the hand-over screen, which holds no view at all.

const start = (seed: string) => {
  const config = gameConfigOf(defaultSetup(), seed);
  if (!config.ok) throw new Error(config.message);
  const started = engine.startHotSeatGame(config.value);
  if (!started.ok) throw new Error(started.error.message);
  return started.value;
};

const handIds = (view: GameView) => view.seats.flatMap((s) => (s.hand ?? []).map((c) => c.card));

describe('hot-seat', () => {
  it('hands the screen over before the first player and after every change of seat, to round 2', () => {
    let game = start('hotseat-1');
    expect(game.shown).toBeNull();
    expect(engine.screenView(game)).toBeNull();
    let handOvers = 0;
    let sawSimultaneousChoice = false;
    for (let i = 0; i < 400 && game.state.round < 2; i++) {
      if (game.shown === null) {
        const next = engine.nextSeat(game.state);
        game = engine.confirmHandOver(game);
        expect(game.shown).toBe(next);
        handOvers++;
      }
      const seat = game.shown!;
      const view = engine.screenView(game)!;
      // Only the seat on screen has a hand in the view; nobody else's cards are in it.
      expect(view.viewer).toBe(seat);
      expect(view.seats.filter((s) => s.hand !== undefined).map((s) => s.seat)).toEqual([seat]);
      const decision = view.decisions[0]!;
      if (decision.kind === 'select' && engine.nextSeat(game.state) === seat && view.waitingFor.length > 1) sawSimultaneousChoice = true;
      const step = engine.act(game, decision.options[0]!);
      expect(step.ok).toBe(true);
      if (!step.ok) return;
      const next = engine.nextSeat(step.value.state);
      if (next !== seat && !engine.isOver(step.value)) {
        // The other player's hand is not on screen until they confirm.
        expect(step.value.shown).toBeNull();
        expect(engine.screenView(step.value)).toBeNull();
      } else {
        expect(step.value.shown).toBe(seat);
      }
      game = step.value;
    }
    expect(game.state.round).toBe(2);
    expect(sawSimultaneousChoice).toBe(true);
    expect(handOvers).toBeGreaterThan(2);
  });

  it('the hand-over screen names the next player and renders no board and no card', () => {
    let game = start('hotseat-2');
    game = engine.confirmHandOver(game);
    const shownView = engine.screenView(game)!;
    // Move on to a hand-over after the first player's decision.
    for (let i = 0; i < 50 && game.shown !== null; i++) {
      const step = engine.act(game, engine.screenView(game)!.decisions[0]!.options[0]!);
      if (!step.ok) throw new Error(step.error.message);
      game = step.value;
    }
    expect(game.shown).toBeNull();
    const html = renderToString(<Screen engine={engine} game={game} onAction={() => undefined} onConfirm={() => undefined} />);
    expect(html).toContain('data-testid="handover"');
    expect(html).toContain('data-testid="handover-confirm"');
    expect(html).not.toContain('data-testid="board"');
    expect(html).not.toContain('data-card=');
    for (const id of handIds(shownView)) expect(html).not.toMatch(new RegExp(`\\b${id}\\b`));
  });

  it('refuses an action while the screen is being handed over', () => {
    const game = start('hotseat-3');
    const step = engine.act(game, { kind: 'pass' });
    expect(step.ok).toBe(false);
  });
});
