import type { Decision } from './decisions';
import type { Facing, Hex } from './hex';
import { pendingDecisions } from './flow';
import { sameJson } from './json';
import { piecesView, type PieceView } from './pieces';
import { rulesOf } from './ruleset';
import { modeOf } from './mode';
import type { AutomatonView, HordeView, Viewer } from './terms';
import { boardView, terrainView, type TerrainView } from './view-board';
import { seatOf, stunsInHand, type CardId, type DefeatReason, type GameState, type Seat, type SeatId } from './state';

// What one seat (or a spectator) may see, and nothing more (R-OVERVIEW-5): the only door through
// which the server sends state. Every field is listed explicitly (style.md §3, fail-open switches).
// A view names cards by number and carries no definitions: a client resolves numbers through the
// game's ruleset, which it holds once per game (the built-in one is bundled with it).

export type { Viewer } from './terms';

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
  readonly terrain: TerrainView;
  /** OP-69: each piece covering several hexes (a torii) with its anchor, facing, hexes, pillars and passage. */
  readonly pieces: readonly PieceView[];
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

/**
 * Views a caller already holds, whose parts a new view may take (issue 13 item 7: a server builds
 * every seat's view after each action, keeps the last one as the base of the next patch, and
 * compares the two). Whatever is given, the result is the same value (as JSON, key order
 * included): a part is taken only where it equals the part the view would build.
 */
export type ViewReuse = {
  /** An earlier view of the same viewer (its last one): each part that has not changed is that part. */
  readonly previous?: GameView | undefined;
  /**
   * The spectator view of the same state, as `viewFor` built it: a seat's view takes its public
   * parts (the board, the other seats, ...) as they are, so they are kept once for every viewer.
   * Used only when it is the spectator view of this very state (`viewFor` keeps one per state; any other is ignored).
   */
  readonly spectator?: GameView | undefined;
};

/**
 * The spectator view of each state, the first built and the one `viewFor` then returns for it (so a
 * `spectator` given for reuse is known to be of the same state), and the lists each view was built from (not the state: a viewer's last view
 * may be kept long after its state, and must not keep the whole state alive).
 */
const publicOf = new WeakMap<GameState, GameView>();
/** [cards, then each seat's hand and discard]: one flat list (it is kept beside every view a server keeps). */
type Source = readonly (GameState['cards'] | Seat['hand'] | Seat['discard'])[];
const sourceOf = new WeakMap<GameView, Source>();

/**
 * What `viewer` may see. `pending` lets a caller that already holds `pendingDecisions(s)` pass it
 * in, so a server building every seat's view enumerates the decisions once; `reuse`: see ViewReuse.
 */
export function viewFor(s: GameState, viewer: Viewer, pending: readonly Decision[] = pendingDecisions(s), reuse: ViewReuse = {}): GameView {
  rulesOf(s); // throws a clear error for a state with no ruleset bound, as pendingDecisions does
  // States never change, so the public view of one is built once (a crowd of spectators costs one view).
  const known = viewer === 'spectator' ? publicOf.get(s) : undefined;
  if (known !== undefined) return known;
  const prev = reuse.previous;
  const given = reuse.spectator;
  const pub = viewer !== 'spectator' && given !== undefined && given.viewer === 'spectator' && publicOf.get(s) === given ? given : undefined;
  // The state `prev` was built from, when it is this viewer's and numbers the cards alike: a list
  // of it that is this state's very list (states share what they did not change) gives the same part.
  const from = prev !== undefined && prev.viewer === viewer ? sourceOf.get(prev) : undefined;
  const before = from !== undefined && from[0] === s.cards ? from : undefined;
  const seats = s.seats.map((_, seat): SeatView => {
    if (pub !== undefined && seat !== viewer) return pub.seats[seat]!; // what every other viewer sees of it
    const was = before === undefined ? undefined : { hand: before[1 + 2 * seat] as Seat['hand'], discard: before[2 + 2 * seat] as Seat['discard'] };
    return seatView(s, seat, viewer === seat, pending, prev?.seats[seat], pub?.seats[seat], was);
  });
  const view: GameView = {
    viewer, version: s.version, round: s.round, step: s.flow.at,
    board: pub?.board ?? boardView(s, prev?.board),
    terrain: pub?.terrain ?? terrainView(s, prev?.terrain),
    pieces: pub?.pieces ?? piecesView(s, prev?.pieces),
    advantage: pub?.advantage ?? sameList(s.advantage, prev?.advantage),
    seats: sameList(seats, prev?.seats),
    decisions: sameDeep(pending.filter((d) => d.seat === viewer), prev?.decisions),
    waitingFor: pub?.waitingFor ?? sameList([...new Set(pending.map((d) => d.seat))], prev?.waitingFor),
    winners: pub !== undefined ? pub.winners : s.winners === null ? null : sameList(s.winners, prev?.winners ?? undefined),
    automata: pub?.automata ?? sameList(modeOf(s).view.automata(s).map((a, i) => sameDeep(a, prev?.automata[i])), prev?.automata),
    ...hordeField(s, pub, prev),
  };
  const source: Source[number][] = [s.cards];
  for (const st of s.seats) source.push(st.hand, st.discard);
  sourceOf.set(view, source);
  if (viewer === 'spectator') publicOf.set(s, view); // the first (a later call returned it above)
  return view;
}

const hordeField = (s: GameState, pub: GameView | undefined, prev: GameView | undefined): { horde?: HordeView } => {
  if (pub !== undefined) return pub.horde === undefined ? {} : { horde: pub.horde };
  const horde = modeOf(s).view.horde(s);
  return horde === null ? {} : { horde: sameDeep(horde, prev?.horde) };
};

/**
 * One seat as its owner (`own`) or anyone else sees it. `pub`: the public view of the same seat in
 * the same state (so its public parts are this view's); `prev`: the viewer's earlier view of it,
 * built from `was` when known. Parts equal to theirs are theirs.
 */
function seatView(s: GameState, seat: SeatId, own: boolean, pending: readonly Decision[], prev: SeatView | undefined, pub: SeatView | undefined, was: Pick<Seat, 'hand' | 'discard'> | undefined): SeatView {
  const st = s.seats[seat]!;
  const kept = prev !== undefined && was !== undefined; // prev was built from `was`, with the same card numbers
  const hex = pub !== undefined ? pub.hex : st.hex === null ? null : (sameHex(st.hex, prev?.hex) ?? st.hex);
  const weakness = pub !== undefined ? pub.weakness : sameList(st.weakness, prev?.weakness);
  const stuns = pub !== undefined ? pub.stuns : kept && was.hand === st.hand ? prev.stuns : stunsInHand(s, seat);
  const defeated = pub !== undefined ? pub.defeated : st.defeated === null ? null : (sameDefeat(st.defeated, prev?.defeated) ?? st.defeated);
  const discard =
    pub !== undefined && !(own && hasFaceDown(st.discard)) ? pub.discard // no card only its owner sees
    : kept && was.discard === st.discard ? prev.discard
    : discardView(s, st.discard, own, prev?.discard);
  const play = pub !== undefined ? pub.play : playView(s, st.play, prev?.play);
  // Compared before anything is made: most seats of most versions are the last view's as they are.
  const same = prev !== undefined && sameCommon(prev, seat, st, hex, weakness, stuns, defeated, discard, play);
  if (!own) {
    if (same && prev.hand === undefined) return prev;
    return {
      seat, character: st.character, team: st.team, hex, facing: st.facing, kamae: st.kamae, focus: st.focus, wounds: st.wounds, bleeding: st.bleeding,
      weakness, stuns, stealthed: st.stealthed, defeated, handCount: st.hand.length, deckCount: st.deck.length, discard, hasSelected: st.selected !== null, play,
    };
  }
  const hand = kept && was.hand === st.hand && prev.hand !== undefined ? prev.hand : cardList(s, st.hand, prev?.hand);
  const selected = st.selected === null ? null : prev?.selected != null && shows(s, st.selected, prev.selected) ? prev.selected : show(s, st.selected);
  const offered = cardList(s, offeredCards(pending, seat, st.hand), prev?.offered);
  if (same && prev.hand === hand && prev.selected === selected && prev.offered === offered) return prev;
  return {
    seat, character: st.character, team: st.team, hex, facing: st.facing, kamae: st.kamae, focus: st.focus, wounds: st.wounds, bleeding: st.bleeding,
    weakness, stuns, stealthed: st.stealthed, defeated, handCount: st.hand.length, deckCount: st.deck.length, discard, hasSelected: st.selected !== null, play,
    hand, selected, offered,
  };
}

const show = (s: GameState, card: CardId): CardView => ({ card, number: s.cards[card]! });
const shows = (s: GameState, card: CardId, v: unknown): boolean =>
  v !== undefined && (v as Partial<CardView>).card === card && (v as Partial<CardView>).number === s.cards[card];

/** Whether `v` holds these very values in the fields every viewer sees (one comparison each, no walk). */
const sameCommon = (v: SeatView, seat: SeatId, st: Seat, hex: SeatView['hex'], weakness: SeatView['weakness'], stuns: number, defeated: SeatView['defeated'], discard: SeatView['discard'], play: SeatView['play']): boolean =>
  v.hex === hex && v.focus === st.focus && v.wounds === st.wounds && v.bleeding === st.bleeding && v.facing === st.facing && v.kamae === st.kamae &&
  v.weakness === weakness && v.stuns === stuns && v.stealthed === st.stealthed && v.defeated === defeated && v.handCount === st.hand.length &&
  v.deckCount === st.deck.length && v.discard === discard && v.hasSelected === (st.selected !== null) && v.play === play && v.seat === seat &&
  v.character === st.character && v.team === st.team;

const sameHex = (hex: Hex, like: Hex | null | undefined): Hex | undefined => (like != null && like.q === hex.q && like.r === hex.r ? like : undefined);

type Defeat = NonNullable<SeatView['defeated']>;
const sameDefeat = (d: Defeat, like: Defeat | null | undefined): Defeat | undefined => (like != null && like.reason === d.reason && like.round === d.round ? like : undefined);

/** `list`, or `like` when it holds the very same items. */
function sameList<T>(list: readonly T[], like: readonly T[] | undefined): readonly T[] {
  if (like === undefined || like.length !== list.length) return list;
  for (let i = 0; i < list.length; i++) if (list[i] !== like[i]) return list;
  return like;
}

/** Cards by number (a hand, offered cards): `like` when it shows the same cards, else a list taking `like`'s entries where they fit. */
function cardList(s: GameState, cards: readonly CardId[], like: readonly CardView[] | undefined): readonly CardView[] {
  if (like !== undefined && like.length === cards.length) {
    let i = 0;
    while (i < cards.length && shows(s, cards[i]!, like[i])) i++;
    if (i === cards.length) return like;
  }
  const list: CardView[] = [];
  for (let i = 0; i < cards.length; i++) list.push(like !== undefined && shows(s, cards[i]!, like[i]) ? like[i]! : show(s, cards[i]!));
  return list;
}

type DiscardView = SeatView['discard'];

function hasFaceDown(discard: Seat['discard']): boolean {
  for (let i = 0; i < discard.length; i++) if (discard[i]!.faceDown) return true;
  return false;
}
type DiscardEntry = GameState['seats'][number]['discard'][number];

/** R-ROUND-DISCARD-3: face-up cards are public; face-down ones are seen by their owner only. */
const fitsDiscard = (s: GameState, d: DiscardEntry, own: boolean, v: DiscardView[number] | undefined): boolean =>
  v === undefined ? false : d.faceDown && !own ? 'faceDown' in v : shows(s, d.card, v);

function fitsWhole(s: GameState, discard: readonly DiscardEntry[], own: boolean, l: DiscardView | undefined): l is DiscardView {
  if (l === undefined || l.length !== discard.length) return false;
  for (let i = 0; i < discard.length; i++) if (!fitsDiscard(s, discard[i]!, own, l[i])) return false;
  return true;
}

function discardView(s: GameState, discard: readonly DiscardEntry[], own: boolean, like: DiscardView | undefined): DiscardView {
  if (fitsWhole(s, discard, own, like)) return like;
  const list: DiscardView[number][] = [];
  for (let i = 0; i < discard.length; i++) {
    const d = discard[i]!;
    list.push(like !== undefined && fitsDiscard(s, d, own, like[i]) ? like[i]! : d.faceDown && !own ? { faceDown: true as const } : show(s, d.card));
  }
  return list;
}

type PlayView = SeatView['play'];
type Play = NonNullable<GameState['seats'][number]['play']>;
const fitsPlay = (s: GameState, play: Play, l: PlayView | undefined): l is NonNullable<PlayView> =>
  l != null && shows(s, play.card, l) && l.initiative === play.initiative && l.cancelled === play.cancelled;

function playView(s: GameState, play: Play | null, like: PlayView | undefined): PlayView {
  if (play === null) return null;
  if (fitsPlay(s, play, like)) return like;
  return { ...show(s, play.card), initiative: play.initiative, cancelled: play.cancelled };
}

/** `value` (plain JSON), or `like` when it is deep-equal with the same key order (decisions, automata, horde facts). */
const sameDeep = <T>(value: T, like: T | undefined): T => (like !== undefined && sameJson(value, like) ? like : value);

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
