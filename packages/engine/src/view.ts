import type { Decision } from './decisions';
import type { Facing, Hex } from './hex';
import { pendingDecisions } from './flow';
import { rulesOf } from './ruleset';
import { hordeView, type HordeView } from './horde/view';
import { automatonViews, type AutomatonView } from './solo/view';
import { boardHexes, seatOf, stunsInHand, type CardId, type DefeatReason, type GameState, type SeatId } from './state';

// What one seat (or a spectator) may see, and nothing more (R-OVERVIEW-5): the only door through
// which the server sends state. Every field is listed explicitly (style.md §3, fail-open switches).
// A view names cards by number and carries no definitions: a client resolves numbers through the
// game's ruleset, which it holds once per game (the built-in one is bundled with it).

export type Viewer = SeatId | 'spectator';

export type CardView = { readonly card: CardId; readonly number: string };

export type SeatView = {
  readonly seat: SeatId;
  readonly character: string;
  readonly team: number;
  readonly hex: Hex | null;
  readonly facing: Facing;
  readonly kamae: string;
  readonly focus: number;
  readonly wounds: number;
  readonly bleeding: number;
  readonly weakness: readonly number[];
  readonly stuns: number;
  /** R-STEALTH-3: the hidden/revealed card is public. */
  readonly stealthed: boolean;
  readonly defeated: { readonly reason: DefeatReason; readonly round: number } | null;
  readonly handCount: number;
  readonly deckCount: number;
  /** R-ROUND-DISCARD-3: face-up cards are public; face-down ones are seen by their owner only. */
  readonly discard: readonly (CardView | { readonly faceDown: true })[];
  /** The seat has chosen its card this round (the card itself stays hidden until the reveal). */
  readonly hasSelected: boolean;
  /** The revealed card in play and its initiative, once revealed. */
  readonly play: (CardView & { readonly initiative: number | null; readonly cancelled: boolean }) | null;
  /** Only in the viewer's own seat. */
  readonly hand?: readonly CardView[];
  /** Only in the viewer's own seat: the face-down choice before the reveal. */
  readonly selected?: CardView | null;
  /**
   * Only in the viewer's own seat: the cards its own pending decisions offer from outside its hand
   * (prepared cards chosen from the deck, R-PREP-2; cards searched or recovered, R-SEARCH-1),
   * which the rule lets that player look at, so the choice can be made knowing the cards.
   */
  readonly offered?: readonly CardView[];
};

export type GameView = {
  readonly viewer: Viewer;
  readonly version: number;
  readonly round: number;
  readonly step: GameState['flow']['at'];
  readonly board: readonly Hex[];
  readonly terrain: readonly { readonly hex: Hex; readonly kind: string }[];
  readonly advantage: readonly SeatId[];
  readonly seats: readonly SeatView[];
  /** The viewer's own pending decisions, with their options. */
  readonly decisions: readonly Decision[];
  /** Every seat the game waits on (public: only who, not what). */
  readonly waitingFor: readonly SeatId[];
  readonly winners: readonly SeatId[] | null;
  /** Solo and co-op: the automata's public facts (solo/view.ts); empty in a game of humans. */
  readonly automata: readonly AutomatonView[];
  /** Horde mode: level, wave, rank and the automata's wound limit (horde/view.ts); absent in other games. */
  readonly horde?: HordeView;
};

const hexOf = (key: string): Hex => {
  const [q, r] = key.split(',').map(Number);
  return { q: q!, r: r! };
};

/**
 * What `viewer` may see. `pending` lets a caller that already holds `pendingDecisions(s)` pass it
 * in, so a server building every seat's view enumerates the decisions once.
 */
export function viewFor(s: GameState, viewer: Viewer, pending: readonly Decision[] = pendingDecisions(s)): GameView {
  rulesOf(s); // throws a clear error for a state with no ruleset bound, as pendingDecisions does
  const show = (card: CardId): CardView => ({ card, number: s.cards[card]! });
  const seats = s.seats.map((st, seat): SeatView => {
    const own = viewer === seat;
    const play = st.play;
    return {
      seat, character: st.character, team: st.team, hex: st.hex, facing: st.facing, kamae: st.kamae, focus: st.focus,
      wounds: st.wounds, bleeding: st.bleeding, weakness: st.weakness, stuns: stunsInHand(s, seat), stealthed: st.stealthed, defeated: st.defeated,
      handCount: st.hand.length, deckCount: st.deck.length,
      discard: st.discard.map((d) => (d.faceDown && !own ? { faceDown: true as const } : show(d.card))),
      hasSelected: st.selected !== null,
      play: play === null ? null : { ...show(play.card), initiative: play.initiative, cancelled: play.cancelled },
      ...(own ? { hand: st.hand.map(show), selected: st.selected === null ? null : show(st.selected), offered: offeredCards(pending, seat, st.hand).map(show) } : {}),
    };
  });
  return {
    viewer, version: s.version, round: s.round, step: s.flow.at,
    board: boardHexes(s).map((b) => b.hex),
    terrain: Object.entries(s.terrain).map(([k, kind]) => ({ hex: hexOf(k), kind })),
    advantage: s.advantage, seats,
    decisions: pending.filter((d) => d.seat === viewer),
    waitingFor: [...new Set(pending.map((d) => d.seat))],
    winners: s.winners, automata: automatonViews(s), ...hordeField(s),
  };
}

const hordeField = (s: GameState): { horde?: HordeView } => {
  const horde = hordeView(s);
  return horde === null ? {} : { horde };
};

/** The card ids the seat's own decisions offer (prepare, take) that are not in its hand. */
function offeredCards(pending: readonly Decision[], seat: SeatId, hand: readonly CardId[]): CardId[] {
  const offered = new Set<CardId>();
  for (const d of pending) {
    if (d.seat !== seat) continue;
    for (const o of d.options) if ((o.kind === 'prepare' || o.kind === 'take') && !hand.includes(o.card)) offered.add(o.card);
  }
  return [...offered];
}

export const seatState = seatOf;
