import { emit, type Ctx } from './context';
import { seatOf, STUN, type CardId, type SeatId } from './state';

// Wounds (section 10.3, 10.4) and the status cards of section 13 that the round already needs.

/** R-STEALTH-5, R-STEALTH-6: stealth ends; the card turns to its revealed side. */
export function loseStealth(ctx: Ctx, seat: SeatId): void {
  const st = seatOf(ctx.s, seat);
  if (!st.stealthed) return;
  st.stealthed = false;
  emit(ctx, { kind: 'stealthChanged', seat, stealthed: false });
}

/** R-WOUND-1, R-BLEED-1, R-BLEED-4: wound cards go to the play area and count toward the limit. */
export function giveWounds(ctx: Ctx, seat: SeatId, wounds: number, bleeding: boolean, cause: 'emptyDeck' | 'attack' | 'terrain'): void {
  if (wounds <= 0) return;
  const s = seatOf(ctx.s, seat);
  if (bleeding) s.bleeding += wounds;
  else s.wounds += wounds;
  emit(ctx, { kind: 'wounded', seat, wounds, bleeding, cause });
  loseStealth(ctx, seat); // R-STEALTH-5: suffering any wound
}

/** R-STUN-1: each stun draws one stun card into the hand. */
export function giveStun(ctx: Ctx, seat: SeatId, count = 1): void {
  for (let i = 0; i < count; i++) {
    const id: CardId = `s${ctx.s.round}-${Object.keys(ctx.s.cards).length}`;
    ctx.s.cards = { ...ctx.s.cards, [id]: STUN }; // shared with earlier states: replaced
    const st = seatOf(ctx.s, seat);
    st.hand = [...st.hand, id];
    emit(ctx, { kind: 'stunned', seat });
    loseStealth(ctx, seat); // R-STEALTH-5: suffering a status effect
  }
}

/** R-WEAK-1: a weakness card in the play area. */
export function giveWeakness(ctx: Ctx, seat: SeatId, count = 1): void {
  for (let i = 0; i < count; i++) {
    const st = seatOf(ctx.s, seat);
    st.weakness = [...st.weakness, 0];
    emit(ctx, { kind: 'weakened', seat });
    loseStealth(ctx, seat);
  }
}

/** R-WEAK-2, R-WEAK-3: each weakness card lowers initiative by 1, never below 1. */
export const weakenedInitiative = (value: number, weakness: number) => Math.max(1, value - weakness);

/** R-WEAK-4..6: rotate every weakness card; the fourth rotation removes it. */
export function rotateWeakness(ctx: Ctx, seat: SeatId): void {
  const s = seatOf(ctx.s, seat);
  if (s.weakness.length === 0) return;
  const rotated = s.weakness.map((turns) => turns + 1);
  s.weakness = rotated.filter((turns) => turns < 4);
  emit(ctx, { kind: 'weaknessRotated', seat, removed: rotated.length - s.weakness.length });
}
