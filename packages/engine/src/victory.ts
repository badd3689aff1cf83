import { emit, type Ctx } from './context';
import { modeOf } from './mode';
import { rulesOf } from './ruleset';
import { activeSeats, characterOf, seatOf, stunsInGame, stunsInHand, type DefeatReason, type GameState, type SeatId } from './state';

// Section 8: victory and defeat.

/** Whether some character still standing has reached a limit. Hot (every step of the game loop): no allocation. */
function anyDefeat(s: GameState): boolean {
  const characters = rulesOf(s).characters; // read once, not per seat
  for (let seat = 0; seat < s.seats.length; seat++) {
    const st = s.seats[seat]!;
    if (st.defeated !== null) continue;
    const c = characters[st.character] ?? characterOf(s, seat); // characterOf throws for an unknown one
    if (st.wounds + st.bleeding >= c.woundLimit) return true;
    // A hand shorter than the limit, or fewer stuns in the whole game, cannot be that many stuns: the usual case skips the count.
    if (st.hand.length >= c.handLimit && stunsInGame(s) >= c.handLimit && stunsInHand(s, seat) >= c.handLimit) return true;
  }
  return false;
}

/** Why a seat would be defeated now, or null (R-VICTORY-1, R-VICTORY-2, R-VICTORY-5). */
function defeatReason(s: GameState, seat: SeatId): DefeatReason | null {
  const c = characterOf(s, seat);
  const st = seatOf(s, seat);
  if (st.wounds + st.bleeding >= c.woundLimit) return 'wounds';
  if (stunsInHand(s, seat) >= c.handLimit) return 'stuns';
  return null;
}

const NONE_EXECUTED: readonly SeatId[] = [];

/**
 * Defeat every character that has reached a limit, plus `executed` (R-VICTORY-3), as one event;
 * then end the game if one team is left (R-VICTORY-4, R-MULTI-1). If the event would defeat every
 * remaining character, the one highest on the advantage track is spared and wins (OP-15).
 * Called after every step of the game loop, so the common case (nobody falls) allocates nothing.
 */
export function settleDefeats(ctx: Ctx, executed: readonly SeatId[] = NONE_EXECUTED): void {
  const s = ctx.s;
  if (s.winners !== null) return;
  if (executed.length === 0 && !anyDefeat(s)) return;
  const fallen = new Map<SeatId, DefeatReason>();
  for (const seat of activeSeats(s)) {
    const reason = executed.includes(seat) ? 'execution' : defeatReason(s, seat);
    if (reason !== null) fallen.set(seat, reason);
  }
  if (fallen.size === 0) return;
  if (fallen.size === activeSeats(s).length) {
    const spared = s.advantage.find((seat) => fallen.has(seat))!; // OP-15
    fallen.delete(spared);
  }
  for (const [seat, reason] of fallen) {
    seatOf(s, seat).defeated = { reason, round: s.round };
    seatOf(s, seat).hex = null; // OP-60: the figure leaves the battlefield at once
    emit(ctx, { kind: 'defeated', seat, reason });
  }
  // R-ADV-1: the track holds the tokens of the characters in the game; a defeated one leaves it.
  s.advantage = s.advantage.filter((seat) => !fallen.has(seat));
  if (modeOf(s).victory.afterDefeats(ctx)) return; // horde mode: a defeated wave brings the next one (horde/flow.ts)
  const teams = new Set(activeSeats(s).map((seat) => seatOf(s, seat).team));
  if (teams.size <= 1) {
    const team = [...teams][0];
    s.winners = s.seats.flatMap((st, i) => (st.team === team ? [i] : []));
    s.flow = { at: 'over' };
    emit(ctx, { kind: 'gameOver', winners: s.winners });
  }
}

export type Outcome =
  | { readonly over: false }
  | {
      readonly over: true;
      readonly winners: readonly SeatId[];
      readonly defeated: readonly { seat: SeatId; reason: DefeatReason; round: number }[];
    };

/** Who has won, who fell and why; or not over. */
export function outcome(s: GameState): Outcome {
  if (s.winners === null) return { over: false };
  const defeated = s.seats.flatMap((st, seat) => (st.defeated === null ? [] : [{ seat, ...st.defeated }]));
  return { over: true, winners: s.winners, defeated };
}
