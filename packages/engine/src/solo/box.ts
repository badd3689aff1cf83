import type { AutomatonId } from '@senjutsu/cards';

// OP-70: a game fields no more automata than the box holds (R-COMP-8): the troops' standees, one
// figure of each automated character, and never the character a player plays.

/** R-COMP-8: the standees of each troop kind in the box. Any other automaton is a character: one figure. */
const TROOP_STANDEES: Partial<Record<AutomatonId, number>> = {
  'katana-ashigaru': 3, 'yari-ashigaru': 2, 'yumi-ashigaru': 2, arquebusier: 1, 'samurai-boss': 1,
};

/** Why these automata cannot all be fielded beside the humans' characters (OP-70), or null. */
export function boxLimitError(automata: readonly AutomatonId[], humans: readonly string[]): string | null {
  for (const id of new Set(automata)) {
    const count = automata.filter((a) => a === id).length;
    const standees = TROOP_STANDEES[id] ?? 1;
    if (count > standees) return `the box holds ${standees} figure${standees === 1 ? '' : 's'} of ${id}, not ${count}`;
    if (TROOP_STANDEES[id] === undefined && humans.includes(id)) return `${id} is played by a player: it cannot also be an automaton`;
  }
  return null;
}
