import { emit, type Ctx } from './context';
import { hexKey, type Hex } from './hex';
import { modeOf } from './mode';
import { rulesOf } from './ruleset';
import { giveStun } from './status';
import { occupantAt, seatOf, withoutKey, type SeatId } from './state';
import { terrainPenalty } from './terrain';

// Section 9, R-MOVE-COLLISION-1..3 and R-TERRAIN-*: what a step into a hex does, once it is taken
// (entering a piece that hurts) or refused (a collision with the edge, a piece or a character).

/** R-TERRAIN-CORPSE-2: pieces a character may stand on can still hurt on entry. */
export function enterHex(ctx: Ctx, seat: SeatId, hex: Hex): void {
  const kind = ctx.s.terrain[hexKey(hex)];
  if (kind === undefined) return;
  const penalty = rulesOf(ctx.s).terrain[kind].onEnter;
  if (penalty === undefined) return;
  emit(ctx, { kind: 'entered', seat, terrain: kind, hex });
  terrainPenalty(ctx, seat, penalty);
}

/**
 * R-MOVE-COLLISION-1..3 (and OP-11 for pushed characters): the mover does not enter `into`.
 * Returns the seat that must discard a card (the mover, after hitting a character), or null.
 * Ending the mover's turn is the caller's business: it depends on whose card is resolving.
 */
export function collide(ctx: Ctx, seat: SeatId, into: Hex): SeatId | null {
  const s = ctx.s;
  const key = hexKey(into);
  const stays = seatOf(s, seat).hex!;
  if (s.board[key] !== true) {
    emit(ctx, { kind: 'collision', seat, with: 'edge', hex: stays }); // R-MOVE-COLLISION-1
    giveStun(ctx, seat);
    return null;
  }
  const terrain = s.terrain[key];
  const piece = terrain === undefined ? undefined : rulesOf(s).terrain[terrain];
  if (terrain !== undefined && piece?.obstacle) {
    emit(ctx, { kind: 'collision', seat, with: 'terrain', hex: stays, terrain }); // R-MOVE-COLLISION-2
    const penalty = piece.collision;
    if (penalty !== undefined) terrainPenalty(ctx, seat, penalty);
    if (piece.removedWhen?.entered) {
      // R-TERRAIN-BAMBOO-2: forced into it, the piece breaks and leaves play.
      s.terrain = withoutKey(s.terrain, key); // shared with earlier states: replaced
      emit(ctx, { kind: 'terrainRemoved', terrain, hex: into });
    }
    return null;
  }
  const other = occupantAt(s, into.q, into.r)!;
  emit(ctx, { kind: 'collision', seat, with: 'character', hex: stays, other }); // R-MOVE-COLLISION-3
  giveStun(ctx, seat);
  if (!modeOf(s).seats.untouchable(s, null, other)) giveStun(ctx, other); // OP-12: the occupant is stunned whatever its team; OP-72: the lord's token takes nothing
  return seat;
}
