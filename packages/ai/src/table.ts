import type { CardId, GameState, GameView, Ruleset, SeatId } from '@senjutsu/engine';
import { distance, type Pose } from './reach';

// What the heuristics read of a position, for one seat: its pose, focus and revealed card, the
// nearest opponent's, and the numbers of the cards it may name. Built from the seat's view (the
// easy level and the choices outside search) or from a position the AI sampled itself (playouts).

export type Side = {
  readonly seat: SeatId;
  readonly character: string;
  /** The Kamae node its ring is on. */
  readonly kamae: string;
  readonly pose: Pose | null;
  readonly focus: number;
  /** Stun cards in hand (public: R-STUN-1), and the hand limit, at which they defeat it (R-STUN-4). */
  readonly stuns: number;
  readonly handLimit: number;
  /** The revealed card's number and initiative this round, or null. */
  readonly play: { readonly number: string; readonly initiative: number | null } | null;
};

export type Table = {
  readonly rules: Ruleset;
  readonly me: Side;
  /** The nearest opponent still standing, or null. */
  readonly foe: Side | null;
  /** The number of a card the seat may name (its hand, its choice, a card offered to it). */
  readonly numberOf: (card: CardId) => string | undefined;
  /** The numbers of the cards in the seat's own hand. */
  readonly hand: readonly string[];
};

type SeatFacts = { hex: Pose['hex'] | null; facing: Pose['facing']; team: number; focus: number; defeated: unknown };

function nearestFoe<T extends SeatFacts>(seats: readonly T[], seat: SeatId): SeatId | null {
  const me = seats[seat]!;
  let best: SeatId | null = null;
  for (const [i, st] of seats.entries()) {
    if (i === seat || st.team === me.team || st.defeated !== null || st.hex === null || me.hex === null) continue;
    if (best === null || distance(me.hex, st.hex) < distance(me.hex, seats[best]!.hex!)) best = i;
  }
  return best;
}

const poseOf = (st: SeatFacts): Pose | null => (st.hex === null ? null : { hex: st.hex, facing: st.facing });

/** The table as `view.viewer` sees it. */
export function tableOfView(view: GameView, rules: Ruleset): Table {
  const seat = view.viewer as SeatId;
  const side = (i: SeatId): Side => {
    const st = view.seats[i]!;
    const play = st.play === null ? null : { number: st.play.number, initiative: st.play.initiative };
    return { seat: i, character: st.character, kamae: st.kamae, pose: poseOf(st), focus: st.focus, stuns: st.stuns, handLimit: rules.characters[st.character]?.handLimit ?? 4, play };
  };
  const own = view.seats[seat]!;
  const known = new Map<CardId, string>();
  for (const c of [...(own.hand ?? []), ...(own.offered ?? []), ...(own.selected ? [own.selected] : []), ...(own.play ? [own.play] : [])]) known.set(c.card, c.number);
  for (const c of own.discard) if ('card' in c) known.set(c.card, c.number);
  const foe = nearestFoe(view.seats, seat);
  return { rules, me: side(seat), foe: foe === null ? null : side(foe), numberOf: (card) => known.get(card), hand: (own.hand ?? []).map((c) => c.number) };
}

/** The table of `seat` in a position the AI holds whole (its own sample, in a playout). */
export function tableOfState(state: GameState, seat: SeatId, rules: Ruleset): Table {
  const side = (i: SeatId): Side => {
    const st = state.seats[i]!;
    const play = st.play === null ? null : { number: state.cards[st.play.card]!, initiative: st.play.initiative };
    const stuns = st.hand.reduce((n, c) => (state.cards[c] === 'STUN' ? n + 1 : n), 0);
    return { seat: i, character: st.character, kamae: st.kamae, pose: poseOf(st), focus: st.focus, stuns, handLimit: rules.characters[st.character]?.handLimit ?? 4, play };
  };
  const foe = nearestFoe(state.seats, seat);
  return { rules, me: side(seat), foe: foe === null ? null : side(foe), numberOf: (card) => state.cards[card], hand: state.seats[seat]!.hand.map((c) => state.cards[c]!) };
}
