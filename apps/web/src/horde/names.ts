import { BATTLEFIELD_IDS, BATTLEFIELDS, HORDE_STARTS, type AutomatonId } from '@senjutsu/cards';
import type { GameEvent, GameView, HordeConfig, HordeLetter, HordeRank } from '@senjutsu/engine';
import { HORDE_LETTERS, hordeRoster } from '@senjutsu/engine';
import type { Key, T } from '../i18n';

// The horde run in words: ranks, the engine's reasons, the log line of each horde event, and
// which start hex (A..D) a hex of the battlefield is.

type Hex = { readonly q: number; readonly r: number };
type HordeEvent = Extract<GameEvent, { kind: 'horde' }>;

/** R-HORDE-1, R-HORDE-NIGHTMARE-1/2, OP-81, OP-86: the automata of a run, troops in wave order, then the boss (the engine's roster). */
export const hordeRosterIds = (h: HordeConfig): AutomatonId[] => hordeRoster(h, 1).map((r) => r.automaton);

const RANK_KEYS: Readonly<Record<HordeRank, Key>> = {
  none: 'horde.rank.none', wood: 'horde.rank.wood', steel: 'horde.rank.steel', gold: 'horde.rank.gold', jade: 'horde.rank.jade',
};
export const rankName = (t: T, rank: HordeRank): string => t(RANK_KEYS[rank]);

/** The engine's reasons (English, docs/horde.md) in the chosen language; an unknown one as it is. */
const WHY: Readonly<Record<string, Key>> = {
  'one stun card discarded': 'horde.why.stun',
  'one bleeding wound became a wound': 'horde.why.bleeding',
  'the player is defeated': 'horde.why.defeated',
  'an automaton attacked the fallen lord': 'horde.why.lordAttacked',
  'the fallen lord fell': 'horde.why.lordFell',
  'level 3 complete': 'horde.why.complete',
  'an automaton fulfilled its contracts': 'horde.why.contracts',
};
const why = (t: T, detail: string): string => {
  const key = WHY[detail];
  return key === undefined ? detail : t(key);
};

/** One log line per horde event (its rule goes beside the line: table/log.ts ruleOf). */
export function hordeLine(e: HordeEvent, t: T): string {
  const at = { level: e.level, wave: e.wave };
  switch (e.event) {
    case 'lordPlaced': return t('horde.log.lordPlaced');
    case 'waveEntered': return t('horde.log.waveEntered', at);
    case 'waveDefeated': return t('horde.log.waveDefeated', at);
    case 'rankEarned': return t('horde.log.rankEarned', { rank: rankName(t, e.rank) });
    case 'levelCompleted': return t('horde.log.levelCompleted', at);
    case 'decksRebuilt': return t('horde.log.decksRebuilt');
    case 'recovered': return t('horde.log.recovered', { detail: why(t, e.detail) });
    case 'levelStarted': return t('horde.log.levelStarted', at);
    case 'runEnded': return t('horde.log.runEnded', { detail: why(t, e.detail) });
    default: {
      const never: never = e.event;
      return String(never);
    }
  }
}

const keyOf = (h: Hex) => `${h.q},${h.r}`;

/** The battlefield the view's board is (the view names no battlefield): the one with exactly these hexes. */
function battlefieldOf(board: readonly Hex[]): (typeof BATTLEFIELD_IDS)[number] | undefined {
  const mine = new Set(board.map(keyOf));
  return BATTLEFIELD_IDS.find((id) => BATTLEFIELDS[id].hexes.length === mine.size && BATTLEFIELDS[id].hexes.every((h) => mine.has(keyOf(h))));
}

/** R-HORDE-8, R-HORDE-10: the start hex letter of `hex` on the view's board, else null (OP-82: the free hex nearest a start hex when none is free). */
export function startLetterAt(board: readonly Hex[], hex: Hex): HordeLetter | null {
  const id = battlefieldOf(board);
  if (id === undefined) return null;
  const starts = HORDE_STARTS[id];
  return HORDE_LETTERS.find((l) => keyOf(starts[l].hex) === keyOf(hex)) ?? null;
}

/** Ruling H2: a horde automaton outside the current wave waits off the battlefield (not defeated: not shown). */
export const offWave = (view: GameView, seat: number): boolean =>
  view.horde !== undefined && !view.horde.automata.includes(seat) && view.automata.some((a) => a.seat === seat);

/**
 * The result line's winners. In a horde run the automata's side wins as "the horde": naming every
 * automaton seat would list troops of waves that never entered (ruling H2).
 */
export function winnerNames(view: GameView, name: (seat: number) => string, t: T): string[] {
  const winners = view.winners ?? [];
  if (view.horde === undefined) return winners.map(name);
  const automata = new Set(view.automata.map((a) => a.seat));
  const others = winners.filter((seat) => !automata.has(seat)).map(name);
  return winners.some((seat) => automata.has(seat)) ? [...others, t('horde.title')] : others;
}
