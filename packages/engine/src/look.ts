import type { Ctx } from './context';
import { emit } from './context';
import type { GameEvent } from './events';
import { modeOf } from './mode';
import { activeSeats, opponents } from './readers';
import type { ResolveFlow } from './resolve/types';
import { taskHandler } from './resolve/types';
import { seatOf, type Actor, type GameState, type SeatId } from './state';
import type { Viewer } from './terms';

// OP-73 "look at the hand": an effect term that no printed base card carries (OP-45, S41). The
// looker sees the hand once, as a private event (`handLooked` with its `cards`); everyone else
// receives the same event without them (`eventsFor`). Against an automaton, which has no hand
// (R-SOLO-ROUND-2), R-SOLO-LOOK-1..3 apply: the top 2 cards of its deck, shuffled back on top.

/**
 * OP-73: whom a look may choose: a standing opponent with a hand, or an automaton (its deck,
 * R-SOLO-LOOK-1). The fallen lord of a horde run has neither (R-HORDE-LORD-1).
 */
export function lookCandidates(s: GameState, seat: SeatId): SeatId[] {
  const token = modeOf(s).seats.token;
  return activeSeats(s).filter((t) => t !== seat && !token(s, t) && opponents(s, seat, t) && seatOf(s, t).hex !== null);
}

/**
 * OP-73 with R-DIAG-6: the opponent declared for the card after Reveal step 5 (OP-21), else the
 * only candidate, else the looker chooses now (a card played from hand mid-round declared nobody).
 */
export function startLook(ctx: Ctx, flow: ResolveFlow, actor: Actor): void {
  const candidates = lookCandidates(ctx.s, actor.seat);
  const play = seatOf(ctx.s, actor.seat).play;
  const declared = play !== null && play.card === actor.card ? play.target : null;
  if (declared !== null && candidates.includes(declared)) lookAt(ctx, actor.seat, declared);
  else if (candidates.length === 1) lookAt(ctx, actor.seat, candidates[0]!);
  else if (candidates.length > 1) flow.task = { kind: 'lookTarget', seat: actor.seat, options: candidates };
}

/** OP-73: `seat` sees `target`'s whole hand, core and stun cards included; R-SOLO-LOOK-1..3 for an automaton. */
function lookAt(ctx: Ctx, seat: SeatId, target: SeatId): void {
  if (modeOf(ctx.s).resolve.lookAt(ctx, seat, target)) return; // R-SOLO-LOOK-1..3: an automaton's deck
  // Sorted by number: the order of a hand (when each card came) is not part of what is seen.
  const cards = seatOf(ctx.s, target).hand.map((c) => ctx.s.cards[c]!).sort();
  emit(ctx, { kind: 'handLooked', seat, target, from: 'hand', rule: 'OP-73', cards });
}

/** R-DIAG-6, OP-73: the looker chooses whose hand it looks at. */
export const lookTarget = taskHandler(
  'lookTarget',
  'lookTarget',
  (_s, task) => ({ seat: task.seat, kind: 'lookTarget', rule: 'OP-73', options: task.options.map((seat) => ({ kind: 'target', seat })) }),
  (ctx, _flow, task, action) => lookAt(ctx, task.seat, action.seat),
);

/**
 * What `viewer` may receive of `events` (OP-73): a look's cards go to the looking seat only;
 * everyone else, spectators included, learns only that the look happened. The same array when
 * nothing in it is private (the usual case).
 */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): readonly GameEvent[] {
  if (!events.some((e) => e.kind === 'handLooked' && e.cards !== null && e.seat !== viewer)) return events;
  return events.map((e) => (e.kind === 'handLooked' && e.seat !== viewer ? { ...e, cards: null } : e));
}
