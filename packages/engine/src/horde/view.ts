import type { Hex } from '../hex';
import type { GameState, SeatId } from '../state';
import { hordeOf, hordeWoundLimit, type HordeRank } from './state';

// What every seat may see of the horde (section 22): all of it is public.

export type HordeView = {
  readonly level: number;
  readonly wave: number;
  readonly rank: HordeRank;
  /** R-HORDE-7, R-HORDE-RESET-10: the wound limit of every automaton this level. */
  readonly woundLimit: number;
  /** The automaton seats of the current wave (the others are off the battlefield, ruling H2). */
  readonly automata: readonly SeatId[];
  /** R-HORDE-8: the automaton whose start hex the player is choosing now, else null. */
  readonly placing: SeatId | null;
  /** R-HORDE-RESET-6/7: the level change's choice pending now (option 0 does it, 1 declines), else null. */
  readonly recovery: 'stun' | 'bleeding' | null;
  /** R-HORDE-LORD-1: the fallen lord's hex (null before it is placed or once it fell); absent without the variant. */
  readonly fallenLord?: Hex | null;
  readonly over: boolean;
};

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
