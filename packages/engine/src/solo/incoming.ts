import { nestedEffects, type AttackMark, type Effect } from '@senjutsu/cards';
import { diagramHexes } from '../attack';
import { distance, hexEquals } from '../hex';
import { cardDef, seatOf, type Draft, type GameState, type SeatId } from '../state';
import { weakenedInitiative } from '../status';
import { pendingThreats, seesFrom, soloBoard } from './board';
import type { IncomingAttack } from './block';
import { soloOf } from './game';

// R-SOLO-BLOCK-2/3, OP-75: the parts of its opponents' revealed cards that would reach an automaton,
// each at its own effective initiative, with the wounds it would cause there.

const markWounds = (m: AttackMark) => (m.execution ? 5 : m.wounds); // R-SOLO-ATK-4: an execution counts 5

/**
 * The attacks aimed at the automaton: one per part of each unresolved revealed card that reaches its
 * hex from where the attacker stands now (S10). A part is a card section with its own initiative and
 * the sections printed 'same' after it (R-ROUND-RESOLVE-3); its initiative counts the attacker's
 * weakness (R-WEAK-2, OP-18), its wounds are the most one mark on the automaton's hex deals.
 */
export function incomingAttacks(s: Draft, seat: SeatId): IncomingAttack[] {
  const me = seatOf(s, seat).hex;
  if (me === null) return [];
  const state = s as GameState;
  const board = soloBoard(state, (soloOf(s)?.records ?? []).map((r) => r.seat));
  return pendingThreats(board, seat).flatMap((t) => {
    const attacker = seatOf(s, t.seat);
    const play = attacker.play;
    const def = play === null ? undefined : cardDef(state, play.card);
    if (play === null || play.initiative === null || def === undefined || attacker.hex === null || !t.hexes.some((h) => hexEquals(h, me))) return [];
    const pose = { hex: attacker.hex, facing: attacker.facing };
    const parts: IncomingAttack[] = [];
    let initiative = play.initiative;
    def.sections.forEach((section, i) => {
      const own = i > 0 && section.initiative !== undefined && section.initiative !== 'same' ? section.initiative : null;
      if (own !== null) initiative = weakenedInitiative(own.value, play.weakness);
      let wounds = -1; // -1: this section does not reach the automaton
      const visit = (effects: readonly Effect[]) => {
        for (const e of effects) {
          if (e.kind === 'attack') for (const h of diagramHexes(state, t.seat, e, false)) if (hexEquals(h.hex, me)) wounds = Math.max(wounds, ...h.marks.map(markWounds));
          if ((e.kind === 'targetedAttack' || e.kind === 'initiativeAttack') && distance(pose.hex, me) <= (def.range ?? (e.kind === 'targetedAttack' ? 1 : Infinity)) && seesFrom(board, pose, me)) wounds = Math.max(wounds, markWounds(e.mark));
          nestedEffects(e).forEach(visit);
        }
      };
      visit(section.effects);
      const last = parts[parts.length - 1];
      if (i > 0 && own === null && last !== undefined && last.initiative === initiative) parts[parts.length - 1] = { ...last, wounds: Math.max(last.wounds, wounds) };
      else if (wounds >= 0) parts.push({ seat: t.seat, initiative, wounds });
    });
    return parts;
  });
}
