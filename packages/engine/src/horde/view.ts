import type { GameState } from '../state';
import type { HordeView } from '../terms';
import { hordeOf, hordeWoundLimit } from './state';

export type { HordeView } from '../terms';

// What every seat may see of the horde (section 22): all of it is public.

export function hordeView(s: GameState): HordeView | null {
  const h = hordeOf(s);
  if (h === undefined) return null;
  const stage = h.stage;
  return {
    level: h.level, wave: h.wave, rank: h.rank, woundLimit: hordeWoundLimit(h), automata: h.entered.map((e) => e.seat),
    placing: stage.kind === 'entering' ? (stage.queue[0] ?? null) : null,
    recovery: stage.kind === 'recovery' ? stage.step : null,
    ...(h.lord === null ? (h.stage.kind === 'lord' ? { fallenLord: null } : {}) : { fallenLord: s.seats[h.lord.seat]!.hex }),
    over: stage.kind === 'over',
  };
}
