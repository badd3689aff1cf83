import { SOLO_CATALOG, type AutomatonId, type HordeStarts } from '@senjutsu/cards';
import { emit, type Ctx } from '../context';
import type { Draft, GameState, SeatId } from '../state';
import type { HordeEventName, HordeLetter, HordeRank } from '../terms';

// The horde part of a game state (section 22): plain JSON beside `solo`, replaced, never changed in
// place (it is shared between a state and the next, like the solo records).

export { HORDE_LETTERS, HORDE_RANKS, type HordeEventName, type HordeLetter, type HordeRank } from '../terms';

/** Where the run stands between rounds (horde/flow.ts runs it at the start of each round). */
export type HordeStage =
  /** R-HORDE-LORD-1: the player places the fallen lord beside X before wave 1. */
  | { readonly kind: 'lord' }
  /** R-HORDE-8: the player picks a start hex for each automaton of the wave, in `queue` order. */
  | { readonly kind: 'entering'; readonly queue: readonly SeatId[] }
  | { readonly kind: 'fighting' }
  /** Every automaton of the wave has fallen: the next wave, or the level change, comes before the next round. */
  | { readonly kind: 'waveDefeated' }
  /** R-HORDE-RESET-6/7: the player's choices of the level change. */
  | { readonly kind: 'recovery'; readonly step: 'stun' | 'bleeding' }
  | { readonly kind: 'over' };

/** One automaton seat of the horde: the automaton and its place in the waves. */
export type HordeSeat = { readonly seat: SeatId; readonly automaton: AutomatonId; readonly role: 'boss' | 'troop' };

export type HordeState = {
  /** R-HORDE-12: 1..3. */
  readonly level: number;
  /** R-HORDE-3..6: 1..4. */
  readonly wave: number;
  readonly rank: HordeRank;
  readonly stage: HordeStage;
  /** The boss and the three troops (katana ashigaru, or their nightmare replacements), in wave order. */
  readonly roster: readonly HordeSeat[];
  /** The automata of the current wave and the start hex each entered at. */
  readonly entered: readonly { readonly seat: SeatId; readonly letter: HordeLetter }[];
  /** The battlefield's start hexes (packages/cards HORDE_STARTS). */
  readonly starts: HordeStarts;
  /** R-HORDE-LORD-1: the fallen lord's seat once the player has placed it (horde/lord.ts). */
  readonly lord: { readonly seat: SeatId } | null;
};

declare module '../state-shape' {
  /** Horde mode: the run's level, wave, rank and stage; replaced, never changed in place. */
  interface ModeParts {
    horde: HordeState;
  }
}

/** The horde part of a state, or undefined outside horde mode. The one reader of it. */
export const hordeOf = (s: GameState | Draft): HordeState | undefined => (s as { horde?: HordeState }).horde;

/** A horde event: the run's level, wave and rank as they stand now. */
export function emitHorde(ctx: Ctx, event: HordeEventName, rule: string, detail = ''): void {
  const h = hordeOf(ctx.s)!;
  emit(ctx, { kind: 'horde', event, level: h.level, wave: h.wave, rank: h.rank, rule, detail });
}

export const setHorde = (s: Draft, horde: HordeState): void => {
  (s as { horde?: HordeState }).horde = horde;
};

/**
 * R-HORDE-3..6: the seats of wave `wave`, in the order they enter. OP-86: a pair (the Hachiko pair,
 * R-SOLO-EXP-2) takes two troop places and always enters together: a wave that holds one holds both.
 */
export function waveSeats(h: HordeState, wave: number): SeatId[] {
  const troops = h.roster.filter((r) => r.role === 'troop');
  const boss = h.roster.find((r) => r.role === 'boss')!.seat;
  let count = wave === 4 ? troops.length : Math.min(wave, troops.length);
  if (count < troops.length && SOLO_CATALOG.automata[troops[count - 1]!.automaton].pairedWith === troops[count]!.automaton) count += 1;
  const seats = troops.slice(0, count).map((r) => r.seat);
  return wave === 4 ? [boss, ...seats] : seats;
}

/** R-HORDE-7, R-HORDE-RESET-10, OP-33: every automaton's wound limit is the level. */
export const hordeWoundLimit = (h: HordeState): number => h.level;

/** The character id of horde automaton seat `seat` at `level` (its wound limit is the level). */
export const hordeCharacterId = (seat: SeatId, automaton: string, level: number) => `horde-${seat}-${automaton}-${level}`;

/**
 * OP-72: the fallen-lord token is a character only for the automata: an attack of the player's side
 * never applies to it, and nothing it suffers (a collision into it) touches it.
 */
export const untouchableLord = (s: GameState | Draft, by: SeatId | null, target: SeatId): boolean =>
  hordeOf(s)?.lord?.seat === target && (by === null || !(s.solo?.records.some((r) => r.seat === by) ?? false));
