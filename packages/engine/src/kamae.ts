import type { KamaeMap, KamaePosition } from '@senjutsu/cards';
import { emit, type Ctx } from './context';
import { characterOf, seatOf, type GameState, type SeatId } from './state';

// Section 5: the Kamae map and focus.

/** R-FOCUS-2, OP-43: a character holds at most 3 focus; focus gained beyond that is lost. */
export const FOCUS_CAP = 3;

export function gainFocus(ctx: Ctx, seat: SeatId, amount: number): void {
  const s = seatOf(ctx.s, seat);
  const gained = Math.min(amount, FOCUS_CAP - s.focus);
  s.focus += gained;
  emit(ctx, { kind: 'focusGained', seat, amount: gained, lost: amount - gained });
}

/** R-FOCUS-4: focus pays fees; callers check the pool first. */
export function payFocus(ctx: Ctx, seat: SeatId, amount: number, reason: 'mandatoryFee' | 'initiativeFee' | 'optionalFee'): void {
  const s = seatOf(ctx.s, seat);
  if (s.focus < amount) throw new Error(`seat ${seat} cannot pay ${amount} focus`);
  s.focus -= amount; // R-FOCUS-3: back to the general supply
  if (amount > 0) emit(ctx, { kind: 'focusPaid', seat, amount, reason });
}

export const kamaeMapOf = (s: GameState, seat: SeatId): KamaeMap => characterOf(s, seat).kamae;

/** The position (Aggression, Balance, Determination, Neutral) the ring is on. */
export function kamaePosition(s: GameState, seat: SeatId): KamaePosition {
  const node = kamaeMapOf(s, seat).nodes.find((n) => n.id === seatOf(s, seat).kamae);
  if (node === undefined || node.kind === 'focus') throw new Error(`seat ${seat} has its ring on no position`);
  return node.kind;
}

export const nodeOfPosition = (map: KamaeMap, position: KamaePosition): string =>
  map.nodes.find((n) => n.kind === position)!.id;

const isFocusPoint = (map: KamaeMap, id: string) => map.nodes.find((n) => n.id === id)?.kind === 'focus';

/** Nodes one path away, respecting one-way paths (R-KAMAE-PATH-1, R-KAMAE-PATH-3). */
export function kamaeNeighbours(map: KamaeMap, from: string): string[] {
  const out: string[] = [];
  for (const p of map.paths) {
    if (p.from === from && !out.includes(p.to)) out.push(p.to);
    if (!p.oneWay && p.to === from && !out.includes(p.from)) out.push(p.from);
  }
  return out;
}

/** R-FOCUS-POINT-2: where the ring may continue from a focus point: a position other than the start. */
export function focusPointExits(map: KamaeMap, point: string, start: string): string[] {
  return kamaeNeighbours(map, point).filter((id) => id !== start && !isFocusPoint(map, id));
}

function placeRing(ctx: Ctx, seat: SeatId, to: string, how: 'path' | 'jump'): void {
  const s = seatOf(ctx.s, seat);
  const from = s.kamae;
  s.kamae = to;
  emit(ctx, { kind: 'kamaeChanged', seat, from, to, how });
}

/**
 * One step of a path move (R-KAMAE-PATH-1). Returns the focus point the ring stopped on when the
 * player must choose where it continues, or null.
 */
export function kamaePathStep(ctx: Ctx, seat: SeatId, to: string, start: string): string | null {
  const map = kamaeMapOf(ctx.s, seat);
  placeRing(ctx, seat, to, 'path');
  if (!isFocusPoint(map, to)) return null;
  gainFocus(ctx, seat, 1); // R-FOCUS-POINT-1
  const exits = focusPointExits(map, to, start);
  if (exits.length === 1) placeRing(ctx, seat, exits[0]!, 'path'); // R-FOCUS-POINT-3: a free continuation
  else if (exits.length === 0) placeRing(ctx, seat, start, 'path'); // R-FOCUS-POINT-4: back to the start
  else return to; // the ring waits on the point for the player's choice
  return null;
}

/** Continue from a focus point to the chosen position (R-FOCUS-POINT-2). */
export function leaveFocusPoint(ctx: Ctx, seat: SeatId, to: string): void {
  placeRing(ctx, seat, to, 'path');
}

/** R-KAMAE-JUMP-1, -4: straight onto a position, ignoring paths, gaining no focus. */
export function kamaeJump(ctx: Ctx, seat: SeatId, position: KamaePosition): void {
  placeRing(ctx, seat, nodeOfPosition(kamaeMapOf(ctx.s, seat), position), 'jump');
}

/** R-KAMAE-JUMP-3: a jump to "any Kamae" may not choose Neutral. */
export const anyKamaeTargets = (map: KamaeMap): string[] =>
  map.nodes.filter((n) => n.kind !== 'neutral' && n.kind !== 'focus').map((n) => n.id);
