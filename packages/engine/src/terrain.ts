import type { TerrainPenalty } from '@senjutsu/cards';
import { emit, type Ctx } from './context';
import { hexKey, neighbours } from './hex';
import { gainFocus } from './kamae';
import { giveStun, giveWeakness, giveWounds } from './status';
import { activeSeats, seatOf, type GameState, type SeatId } from './state';
import { rulesOf } from './ruleset';

// Section 16: what terrain does is data (OP-5); these functions only carry it out.

/** R-MOVE-COLLISION-2, R-TERRAIN-3, R-TERRAIN-CORPSE-2: suffer a piece's penalty. */
export function terrainPenalty(ctx: Ctx, seat: SeatId, penalty: TerrainPenalty): void {
  giveStun(ctx, seat, penalty.stun);
  giveWounds(ctx, seat, penalty.wounds, false, 'terrain');
  giveWeakness(ctx, seat, penalty.weakness);
  const st = seatOf(ctx.s, seat);
  if (penalty.loseAllFocus && st.focus > 0) {
    emit(ctx, { kind: 'focusLost', seat, amount: st.focus });
    st.focus = 0;
  }
}

/** R-TERRAIN-SHRINE-2: an end-of-round gift to the characters next to a piece. */
export function terrainEndOfRound(ctx: Ctx): void {
  if (!anyGift(ctx.s)) return; // most battlefields have no such piece: no need to look around every character
  for (const seat of activeSeats(ctx.s)) {
    const hex = seatOf(ctx.s, seat).hex;
    if (hex === null) continue;
    for (const n of neighbours(hex)) {
      const kind = ctx.s.terrain[hexKey(n)];
      const focus = kind === undefined ? 0 : rulesOf(ctx.s).terrain[kind].adjacentFocusAtEndOfRound;
      if (focus > 0) gainFocus(ctx, seat, focus);
    }
  }
}

/** Whether some piece on the battlefield gives focus to its neighbours at the end of the round. */
function anyGift(s: GameState): boolean {
  for (const key in s.terrain) if (rulesOf(s).terrain[s.terrain[key]!].adjacentFocusAtEndOfRound > 0) return true;
  return false;
}
