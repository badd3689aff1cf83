import { pendingDecisions } from '../flow';
import type { Action } from '../decisions';
import { hexKey } from '../hex';
import { isAutomaton, recordOf, soloOf } from '../solo/game';
import { SOLO_STUN } from '../solo/types';
import { activeSeats, STUN, type CardId, type GameState, type SeatId } from '../state';
import { rulesOf } from '../ruleset';

// Rules invariants that hold after every action of every game (issue #9, item 13). Each check
// returns what is wrong as text, so a failing property test prints it with its seed.

/** Each seat's own card instances (stuns aside), fixed when the game is created. */
export type Baseline = readonly (readonly CardId[])[];

/** Every non-stun card instance a seat holds, in any zone, sorted (duplicates kept). */
function cardsOf(s: GameState, seat: SeatId): CardId[] {
  const st = s.seats[seat]!;
  // An automaton's card in play is its revealed solo card (its record holds its cards: soloCardsOf).
  const play = st.play === null || isAutomaton(s, seat) ? [] : [st.play.card];
  const zones = [...st.hand, ...st.deck, ...st.discard.map((d) => d.card), ...play, ...st.extraPlayed];
  return zones.filter((c) => s.cards[c] !== STUN).sort();
}

/** An automaton's solo cards in its deck, discard pile and drawn card (stun cards aside), sorted. */
function soloCardsOf(s: GameState, seat: SeatId): CardId[] {
  if (!isAutomaton(s, seat)) return [];
  const r = recordOf(s, seat);
  return [...r.deck, ...r.discard.map((d) => d.card), ...(r.drawn === null ? [] : [r.drawn])].filter((c) => c !== SOLO_STUN).sort();
}

/** The cards each seat owns at the start (an automaton's solo cards after them); conservation is checked against it. */
export const baselineOf = (s: GameState): Baseline => s.seats.map((_, seat) => [...cardsOf(s, seat), ...soloCardsOf(s, seat)]);

/** Setup is over once every figure stands on the battlefield. */
const figuresPlaced = (s: GameState) => s.flow.at !== 'terrain' && s.flow.at !== 'placement';

/**
 * The invariants, checked on one state:
 * - R-DECK-1, R-ROUND-DISCARD-1: cards move between hand, deck, discard and play but are never
 *   created, lost or duplicated (stuns come from and go back to the supply: R-STUN-1, OP-8);
 * - R-FOCUS-2, OP-43: 0 to 3 focus;
 * - R-MOVE-12, R-MOVE-14: one figure per hex, every living figure on a battlefield hex free of obstacles;
 * - R-ADV-1: the advantage track holds each living character's token once;
 * - R-VICTORY-4: a defeated seat (or a finished game) has no decision to make.
 */
export function invariantViolations(s: GameState, baseline: Baseline): string[] {
  const out: string[] = [];
  for (const [seat, st] of s.seats.entries()) {
    const now = [...cardsOf(s, seat), ...soloCardsOf(s, seat)];
    if (now.join() !== baseline[seat]!.join()) {
      const lost = baseline[seat]!.filter((c) => !now.includes(c));
      const extra = now.filter((c, i) => !baseline[seat]!.includes(c) || now.indexOf(c) !== i);
      out.push(`seat ${seat}: card conservation broken (lost ${lost.join(',') || '-'}, extra or duplicated ${extra.join(',') || '-'})`);
    }
    if (st.selected !== null && !st.hand.includes(st.selected)) out.push(`seat ${seat}: selected card ${st.selected} is not in hand`);
    if (!Number.isInteger(st.focus) || st.focus < 0 || st.focus > 3) out.push(`seat ${seat}: focus ${st.focus} outside 0..3`);
  }

  const living = activeSeats(s);
  const standing = new Map<string, SeatId>();
  for (const seat of living) {
    const hex = s.seats[seat]!.hex;
    if (hex === null) {
      if (figuresPlaced(s)) out.push(`seat ${seat}: living figure off the battlefield`);
      continue;
    }
    const key = hexKey(hex);
    if (s.board[key] !== true) out.push(`seat ${seat}: figure on ${key}, not a battlefield hex`);
    const terrain = s.terrain[key];
    if (terrain !== undefined && rulesOf(s).terrain[terrain].obstacle) out.push(`seat ${seat}: figure on ${key} under an obstacle (${terrain})`);
    const other = standing.get(key);
    if (other !== undefined) out.push(`seats ${other} and ${seat} share hex ${key}`);
    standing.set(key, seat);
  }

  for (const r of soloOf(s)?.records ?? []) {
    // R-SOLO-STUN-4, OP-23: every stun card it received is in its deck, beside it, or (discarded by bleeding) in its discard pile.
    const inDeck = r.deck.filter((c) => c === SOLO_STUN).length;
    const inDiscard = r.discard.filter((d) => d.card === SOLO_STUN).length;
    if (r.defeated === null && inDeck + inDiscard + r.stunsBeside !== r.stuns) {
      out.push(`automaton seat ${r.seat}: ${r.stuns} stuns received, ${inDeck} in its deck, ${inDiscard} in its discard pile, ${r.stunsBeside} beside it`);
    }
  }

  if ([...s.advantage].sort((a, b) => a - b).join() !== living.join()) out.push(`advantage track [${s.advantage.join(',')}] is not a permutation of the living seats [${living.join(',')}]`);

  for (const d of pendingDecisions(s)) {
    if (s.seats[d.seat]?.defeated !== null) out.push(`seat ${d.seat} (defeated or unknown) has a ${d.kind} decision`);
    if (s.winners !== null) out.push(`the game is over but seat ${d.seat} has a ${d.kind} decision`);
    if (d.options.length === 0) out.push(`seat ${d.seat}: a ${d.kind} decision with no option`);
    if (isAutomaton(s, d.seat)) out.push(`automaton seat ${d.seat} has a ${d.kind} decision`);
  }
  return out;
}

/**
 * Actions one edit away from a listed option: each field nudged (a number by +-1 and +6, a hex by
 * one step, a card id swapped for another card of the game, a flag flipped), an unknown field
 * added, the kind changed. The caller keeps those that are not listed: they must all be refused.
 */
export function nearMisses(s: GameState, option: Action): unknown[] {
  const out: unknown[] = [{ ...option, extra: 1 }, { ...option, kind: option.kind === 'pass' ? 'endMove' : 'pass' }];
  const ids = Object.keys(s.cards);
  for (const [field, value] of Object.entries(option)) {
    if (field === 'kind') continue;
    const variants: unknown[] =
      typeof value === 'number' ? [value + 1, value - 1, value + 6]
      : typeof value === 'boolean' ? [!value]
      : typeof value === 'string' ? [ids.find((id) => id !== value) ?? 'x', `${value}-x`]
      : typeof value === 'object' && value !== null && 'q' in value ? [{ ...value, q: value.q + 1 }, { ...value, r: value.r - 1 }]
      : [null];
    for (const v of variants) out.push({ ...option, [field]: v });
    const { [field]: _dropped, ...rest } = option as Record<string, unknown>;
    out.push(rest);
  }
  return out;
}
