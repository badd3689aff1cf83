import type { Character } from '@senjutsu/cards';
import { emit, type Ctx } from '../context';
import type { GameEvent } from '../events';
import { distance, neighbours, type Facing, type Hex } from '../hex';
import { gainFocus } from '../kamae';
import { hexIsFree } from '../movement';
import { isAutomaton } from '../solo/game';
import { newSeat } from '../config';
import { seatOf, type Draft, type GameState, type SeatId } from '../state';
import { hordeOf, setHorde, waveSeats } from './state';

// The fallen lord (R-HORDE-LORD-1..4, OP-34): a figure of the player's side with no cards, placed by
// the player beside start hex X before wave 1. As a seat it occupies its hex like a character and the
// automata may target it (R-SOLO-TARGET, OP-34); it never draws, selects or acts (ruling H6).

export const LORD_CHARACTER = 'fallen-lord';
const PLAYER: SeatId = 0;

/** The lord's character: the player's Kamae map (never used), wound and stun limit 1 (any hit ends the run). */
export function lordCharacter(base: Character): Character {
  return {
    ...base, id: LORD_CHARACTER, names: { cs: 'Padlý pán', pl: 'Upadły przywódca', uk: 'Зганьблений вельможа', en: 'Fallen lord' },
    advantage: 1, woundLimit: 1, handLimit: 1, startsStealthed: false, poisons: [],
  };
}

export const isLord = (s: GameState | Draft, seat: SeatId): boolean => hordeOf(s)?.lord?.seat === seat;

/** R-HORDE-LORD-1: the free hexes beside X. */
export function lordOptions(s: GameState): Hex[] {
  const h = hordeOf(s)!;
  return neighbours(h.starts.X.hex).filter((x) => hexIsFree(s, x));
}

/** R-HORDE-LORD-1: the lord's figure goes where the player put it; then wave 1 enters. */
export function placeLord(ctx: Ctx, hex: Hex): void {
  const s = ctx.s;
  const h = hordeOf(s)!;
  const seat = s.seats.length;
  const lord = newSeat(LORD_CHARACTER, 0);
  lord.hex = hex;
  lord.facing = h.starts.X.facing as Facing;
  s.seats = [...s.seats, lord];
  s.advantage = [...s.advantage, seat]; // R-ADV-1: its token joins the track, lowest (advantage 01)
  setHorde(s, { ...h, lord: { seat }, stage: { kind: 'entering', queue: waveSeats(h, 1) } });
  emit(ctx, { kind: 'figurePlaced', seat, hex, facing: lord.facing });
  emit(ctx, { kind: 'horde', event: 'lordPlaced', level: h.level, wave: h.wave, rank: h.rank, rule: 'R-HORDE-LORD-1', detail: '' });
}

/** R-HORDE-LORD-4, OP-34: a round that starts with the player beside the lord gives the player 1 focus. */
export function lordFocus(ctx: Ctx): void {
  const h = hordeOf(ctx.s);
  if (h?.lord == null) return;
  const lord = seatOf(ctx.s as GameState, h.lord.seat);
  const player = seatOf(ctx.s as GameState, PLAYER);
  if (lord.hex === null || player.hex === null || lord.defeated !== null || player.defeated !== null) return;
  if (distance(lord.hex, player.hex) === 1) gainFocus(ctx, PLAYER, 1);
}

/** R-HORDE-LORD-3: an automaton's attack effect that reached the lord unblocked among `events`. */
export function lordAttacked(s: GameState | Draft, events: readonly GameEvent[]): boolean {
  const h = hordeOf(s);
  if (h?.lord == null) return false;
  const seat = h.lord.seat;
  return events.some((e) => e.kind === 'attack' && isAutomaton(s, e.seat) && e.results.some((r) => r.target === seat && r.hit));
}
