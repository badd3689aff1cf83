import { emit, type Ctx } from './context';
import type { SeatId } from './state';

/** R-ADV-4, R-ADV-5: move to the top space; those above move down one, keeping their order. */
export function gainAdvantage(ctx: Ctx, seat: SeatId): void {
  const track = ctx.s.advantage;
  if (track[0] === seat) return;
  const next = [seat, ...track.filter((s) => s !== seat)]; // the track is replaced, never changed (shared with earlier states)
  ctx.s.advantage = next;
  emit(ctx, { kind: 'advantageGained', seat, track: next });
}
