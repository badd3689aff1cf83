import { nestedEffects, type Card, type CardType, type Character, type Effect } from '@senjutsu/cards';
import type { Hex } from './hex';
import { rulesOf } from './ruleset';
import { STUN, type CardId, type Draft, type GameState, type SeatId } from './state-shape';

// Small readers of a state used everywhere (state.ts re-exports them, so rule modules import from there).

// The board never changes during a game and every draft shares it, so its hexes are parsed once
// per board object. The cache is keyed by identity and cannot change any result.
const boardCache = new WeakMap<object, readonly { readonly key: string; readonly hex: Hex }[]>();

/** The battlefield's hexes with their keys, in the board's order. */
export function boardHexes(s: GameState): readonly { readonly key: string; readonly hex: Hex }[] {
  let hexes = boardCache.get(s.board);
  if (hexes === undefined) {
    hexes = Object.keys(s.board).map((key) => {
      const comma = key.indexOf(',');
      return { key, hex: { q: Number(key.slice(0, comma)), r: Number(key.slice(comma + 1)) } };
    });
    boardCache.set(s.board, hexes);
  }
  return hexes;
}

export const seatOf = (s: GameState, seat: SeatId) => s.seats[seat] as Draft['seats'][number];
export const characterOf = (s: GameState, seat: SeatId): Character => {
  const c = rulesOf(s).characters[seatOf(s, seat).character];
  if (c === undefined) throw new Error(`unknown character ${seatOf(s, seat).character}`);
  return c;
};
/** Hot (~36 calls an action): the last card record's definitions in a Map (a record is replaced, never changed). */
export function cardDef(s: GameState, card: CardId): Card | undefined {
  const rules = rulesOf(s);
  if (s.cards !== defs.cards || rules !== defs.rules) defs = { cards: s.cards, rules, of: new Map() };
  let def = defs.of.get(card);
  if (def === undefined && (def = rules.cards[s.cards[card] ?? '']) !== undefined) defs.of.set(card, def);
  return def;
}
let defs: { cards: object | null; rules: object | null; of: Map<CardId, Card> } = { cards: null, rules: null, of: new Map() };
/** Hot: with no stun in the game (counted once per card record) no lookup is made. */
export const isStun = (s: GameState, card: CardId) => stunsInGame(s) !== 0 && s.cards[card] === STUN;
export const isCore = (s: GameState, card: CardId) => cardDef(s, card)?.tier === 'core';

/** The tie rank of a card's type (R-ROUND-RESOLVE-4), using a core weapon's non-core type (R-ROUND-RESOLVE-5). */
export function typeRank(types: readonly CardType[]): number {
  const order: readonly CardType[] = ['block', 'attack', 'meditation', 'core'];
  const ranks = types.map((t) => order.indexOf(t));
  return Math.min(...ranks);
}

/** R-ADV-3: the place on the advantage track, 0 = top. */
export const advantagePlace = (s: GameState, seat: SeatId) => s.advantage.indexOf(seat);

/** Seats ordered lowest on the advantage track first (R-ROUND-REVEAL-4, -9; R-SETUP-9). */
export const lowestFirst = (s: GameState) => [...s.advantage].reverse();

/** The seats still in the game, in seat order. Hot: a plain loop. */
export function activeSeats(s: GameState): SeatId[] {
  const seats: SeatId[] = [];
  for (let i = 0; i < s.seats.length; i++) if (s.seats[i]!.defeated === null) seats.push(i);
  return seats;
}

/** Ability cards in hand: stuns and core cards are not ability cards for the hand limit (R-CORE-4). */
export function abilityCardsInHand(s: GameState, seat: SeatId): CardId[] {
  const hand = seatOf(s, seat).hand;
  const cards: CardId[] = [];
  for (let i = 0; i < hand.length; i++) if (!isStun(s, hand[i]!) && !isCore(s, hand[i]!)) cards.push(hand[i]!);
  return cards;
}
/** How many ability cards are in hand (abilityCardsInHand's length, without the list: the hand limit's hot test). */
export function abilityCardCount(s: GameState, seat: SeatId): number {
  const hand = seatOf(s, seat).hand;
  let count = 0;
  for (let i = 0; i < hand.length; i++) if (!isStun(s, hand[i]!) && !isCore(s, hand[i]!)) count++;
  return count;
}
export function stunsInHand(s: GameState, seat: SeatId): number {
  if (stunsInGame(s) === 0) return 0;
  const hand = seatOf(s, seat).hand;
  let stuns = 0;
  for (let i = 0; i < hand.length; i++) if (s.cards[hand[i]!] === STUN) stuns++;
  return stuns;
}

/**
 * How many stun cards are in the game (hands, decks, discard piles, in play): no hand holds more.
 * The card record is replaced whenever a stun is dealt or returned, so the count is kept per record.
 */
export function stunsInGame(s: GameState): number {
  if (s.cards === lastStunCount.cards) return lastStunCount.count; // the usual case: the record of the last call
  let count = stunCounts.get(s.cards);
  if (count === undefined) {
    count = 0;
    for (const card in s.cards) if (s.cards[card] === STUN) count++;
    stunCounts.set(s.cards, count);
  }
  lastStunCount = { cards: s.cards, count };
  return count;
}
const stunCounts = new WeakMap<object, number>();
let lastStunCount: { cards: object | null; count: number } = { cards: null, count: 0 };

export const opponents = (s: GameState, a: SeatId, b: SeatId) => seatOf(s, a).team !== seatOf(s, b).team;

/** The undefeated character standing on the hex `key` ("q,r"), if any. */
export const occupant = (s: GameState, key: string): SeatId | undefined => {
  const comma = key.indexOf(',');
  return occupantAt(s, Number(key.slice(0, comma)), Number(key.slice(comma + 1)));
};

/** The undefeated character standing on the hex (q, r), if any. Hot: no allocation, no key to parse. */
export function occupantAt(s: GameState, q: number, r: number): SeatId | undefined {
  for (let i = 0; i < s.seats.length; i++) {
    const hex = s.seats[i]!.hex;
    if (hex !== null && hex.q === q && hex.r === r && s.seats[i]!.defeated === null) return i;
  }
  return undefined;
}

/**
 * Every effect kind a card prints, nested lists included (what the golden rule and the reveal's
 * targets ask before they walk a card). Kept per definition, an immutable object of the bound
 * ruleset, so the answer cannot change; the entry lives as long as the ruleset.
 */
export function printedKinds(def: Card): ReadonlySet<Effect['kind']> {
  let kinds = printed.get(def);
  if (kinds === undefined) {
    const found = new Set<Effect['kind']>();
    for (const section of def.sections) addKinds(section.effects, found);
    printed.set(def, (kinds = found));
  }
  return kinds;
}
const printed = new WeakMap<Card, ReadonlySet<Effect['kind']>>();
function addKinds(effects: readonly Effect[], into: Set<Effect['kind']>): void {
  for (const e of effects) {
    into.add(e.kind);
    for (const nested of nestedEffects(e)) addKinds(nested, into);
  }
}
