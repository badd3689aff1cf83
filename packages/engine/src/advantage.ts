import { emit, type Ctx } from './context';
import type { SeatId } from './state';

/** R-ADV-4, R-ADV-5: move to the top space; those above move down one, keeping their order. */
export function gainAdvantage(ctx: Ctx, seat: SeatId): void {
  const track = ctx.s.advantage;
  if (track[0] === seat) return;
  ctx.s.advantage = [seat, ...track.filter((s) => s !== seat)];
  emit(ctx, { kind: 'advantageGained', seat, track: ctx.s.advantage });
}
