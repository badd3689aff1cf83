import { nestedEffects, type Card, type Effect } from '@senjutsu/cards';
import { attackCandidates } from '../attack';
import { lookCandidates } from '../look';
import { weakenedInitiative } from '../status';
import { cardDef, printedKinds, seatOf, type Actor, type GameState, type SeatId } from '../state';

// Reveal step 5 (OP-21, R-DIAG-6): the opponents a revealed card without a diagram may be declared
// against (round/reveal.ts asks the seat to declare one).

/** OP-21, R-DIAG-6: whom a revealed card without a diagram may target. */
export function targetCandidates(s: GameState, seat: SeatId): SeatId[] {
  const play = seatOf(s, seat).play;
  if (play === null || play.initiative === null) return [];
  const def = cardDef(s, play.card)!;
  if (!targetsAny(def)) return []; // most cards have no attack without a diagram: nothing to visit
  const found = new Set<SeatId>();
  // Each section compares at its own initiative (R-ROUND-RESOLVE-3).
  let initiative = play.initiative;
  for (const section of def.sections) {
    if (section.initiative !== undefined && section.initiative !== 'same') initiative = weakenedInitiative(section.initiative.value, play.weakness);
    visitTargets(s, { seat, card: play.card, initiative }, section.effects, found);
  }
  return [...found].sort((a, b) => a - b);
}

/** Whether a card prints an attack without a diagram or a look at the hand anywhere (nested lists included): only those have targets to declare. */
function targetsAny(def: Card): boolean {
  const kinds = printedKinds(def);
  return kinds.has('targetedAttack') || kinds.has('initiativeAttack') || kinds.has('lookAtHand');
}

/** The candidates of every attack without a diagram in `effects`, nested lists included, added to `found`. */
function visitTargets(s: GameState, actor: Actor, effects: readonly Effect[], found: Set<SeatId>): void {
  for (const e of effects) {
    if (e.kind === 'targetedAttack' || e.kind === 'initiativeAttack') for (const t of attackCandidates(s, actor, e)) found.add(t);
    if (e.kind === 'lookAtHand') for (const t of lookCandidates(s, actor.seat)) found.add(t); // OP-73 at R-DIAG-6's time
    for (const nested of nestedEffects(e)) visitTargets(s, actor, nested, found);
  }
}
