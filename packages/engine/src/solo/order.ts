import type { SeatId } from '../state';

// R-SOLO-ADV-1..5, OP-46: the resolution order of a solo or co-op round. No advantage track is
// used (R-SOLO-ADV-2); every automaton has advantage value 01 and comes last (R-SOLO-ADV-1).

export type RevealedCard = {
  readonly seat: SeatId;
  readonly initiative: number;
  /** R-ROUND-RESOLVE-4: the type's tie rank (0 block, 1 attack, 2 meditation, 3 core). */
  readonly typeRank: number;
  readonly automaton: boolean;
  /** R-CHAR-3: the starting advantage value (01 for automata, R-SOLO-ADV-1). */
  readonly advantage: number;
  /** For automata: hexes to its target, the nearer striking first (S13). */
  readonly toTarget?: number;
};

export type TieGroup = {
  readonly seats: readonly SeatId[];
  /** The player who may reorder this group, or null when the solo rules fix it. */
  readonly decider: SeatId | null;
  readonly rule: string;
};

export type SoloOrder = { readonly order: readonly SeatId[]; readonly ties: readonly TieGroup[] };

const tied = (a: RevealedCard, b: RevealedCard) => a.initiative === b.initiative && a.typeRank === b.typeRank;

/**
 * Higher initiative first, then by type (R-ROUND-RESOLVE-4). In a tie, player characters by
 * starting advantage (R-SOLO-ADV-4), automata after them (R-SOLO-ADV-1) in the order least
 * favourable to you: the one nearest its target first (R-SOLO-ADV-3, S13). A tie with a player
 * in it is that player's to reorder: the one with the highest starting advantage (R-SOLO-ADV-5, OP-46).
 */
export function soloResolutionOrder(cards: readonly RevealedCard[]): SoloOrder {
  const sorted = [...cards].sort(
    (a, b) =>
      b.initiative - a.initiative ||
      a.typeRank - b.typeRank ||
      Number(a.automaton) - Number(b.automaton) ||
      (a.automaton ? (a.toTarget ?? 0) - (b.toTarget ?? 0) : b.advantage - a.advantage) ||
      a.seat - b.seat,
  );
  const ties: TieGroup[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && tied(sorted[i]!, sorted[j]!)) j++;
    const group = sorted.slice(i, j);
    if (group.length > 1) {
      const humans = group.filter((c) => !c.automaton);
      const decider = humans[0]?.seat ?? null;
      const rule = humans.length === 0 ? 'R-SOLO-ADV-3' : group.some((c) => c.automaton) ? 'R-SOLO-ADV-5' : 'OP-46';
      ties.push({ seats: group.map((c) => c.seat), decider, rule });
    }
    i = j;
  }
  return { order: sorted.map((c) => c.seat), ties };
}
