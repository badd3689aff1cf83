import { viewFor } from '@senjutsu/engine';
import { runHordeGame } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { GameEventSchema, GameViewSchema } from './index';

// Horde mode on the wire (section 22): its events, its six seats and its `horde` view field fit the
// strict outgoing schemas, in real-content runs (with the fallen lord) and a hero run through the level changes.

describe('horde runs fit the strict schemas', () => {
  it.each([[3, false], [5, false], [6, false], [1, true]] as const)('seed %i (test hero: %s): every event and the final views parse', (seed, hero) => {
    const run = runHordeGame(seed, hero);
    expect(run.events.some((e) => e.kind === 'horde')).toBe(true);
    for (const e of run.events) expect(GameEventSchema.safeParse(e).error).toBeUndefined();
    const viewers = [...run.state.seats.map((_, seat) => seat), 'spectator' as const];
    for (const viewer of viewers) expect(GameViewSchema.safeParse(viewFor(run.state, viewer)).error).toBeUndefined();
  });
});
