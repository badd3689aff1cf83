import type { Card, Character, InstantWindow } from '@senjutsu/cards';
import type { Action, Decision, DecisionKind } from './decisions';
import { kamaePosition } from './kamae';
import { characterOf } from './readers';
import { rulesOf, type Definitions } from './ruleset';
import { modeOf } from './mode';
import { cardDef, isCore, isStun, seatOf, type GameState, type SeatId } from './state';

// OP-68: every window in which a hidden card may be played (Reveal step 4's replacement, a
// counterattack, the instants) opens on public facts only, and the seat is asked to play or pass
// whatever its hand holds. What the engine may read: the character's legal card pool (public, unlike
// a constructed deck list), its Kamae and focus, its revealed card, whether it has used its instant.

const upper = (s: string) => s.toUpperCase();

/** R-DECKBUILD-4, -6, -7: may a card of `owner` be in this character's deck at all? */
function legalFor(card: Card, character: Character): boolean {
  const owner = card.owner;
  switch (owner.kind) {
    case 'common':
      return true;
    case 'character':
      return owner.character === character.id;
    case 'weapon':
      return character.weapons.map(upper).includes(upper(owner.weapon));
    default: {
      const never: never = owner;
      return never;
    }
  }
}

// The pool of a character is the same for every state of a ruleset: computed once per (ruleset, character).
const pools = new WeakMap<Definitions['cards'], Map<string, readonly Card[]>>();

/** OP-68: the cards the seat's character may legally hold (its "legal card pool"): a public fact. */
export function legalPool(s: GameState, seat: SeatId): readonly Card[] {
  const cards = rulesOf(s).cards;
  const character = characterOf(s, seat);
  let byCharacter = pools.get(cards);
  if (byCharacter === undefined) pools.set(cards, (byCharacter = new Map()));
  let pool = byCharacter.get(character.id);
  if (pool === undefined) byCharacter.set(character.id, (pool = Object.values(cards).filter((c) => legalFor(c, character))));
  return pool;
}

/** R-KAMAE-5, R-FOCUS-FEE-1 on public facts: the seat could pay for `def` and stands in its Kamae. */
function affordable(s: GameState, seat: SeatId, def: Card, refund = 0): boolean {
  if (def.kamaeRequirement !== undefined && kamaePosition(s, seat) !== def.kamaeRequirement) return false;
  return seatOf(s, seat).focus + refund >= def.focusFee;
}

/** A seat that holds cards and may still play its one instant this round (OP-20, R-INSTANT-1). */
const mayPlayInstant = (s: GameState, seat: SeatId): boolean => {
  const st = seatOf(s, seat);
  return !modeOf(s).seats.decidesAlone(s, seat) && st.defeated === null && !st.instantUsed;
};

/**
 * OP-68, R-ROUND-REVEAL-4: whether Reveal step 4 asks the seat. Left out only when public facts
 * rule out every replacement: its revealed card is a core or stun card (R-INSTANT-3, OP-8), or no
 * card of its pool is an instant replacement it could play on that card now. `holds`: the seat holds
 * one (only a scenario's hand can hold a card outside the pool; a held card is never passed over).
 */
export function replacementWindow(s: GameState, seat: SeatId, holds: boolean): boolean {
  const st = seatOf(s, seat);
  const play = st.play;
  if (play === null || !mayPlayInstant(s, seat) || isStun(s, play.card) || isCore(s, play.card)) return false;
  const revealed = cardDef(s, play.card)!;
  // R-INSTANT-3: of another type; R-ROUND-REVEAL-6, -7: the refund of the revealed card's fees can pay.
  const possible = (def: Card) => def.instant === 'replacement' && !def.types.some((t) => revealed.types.includes(t)) && affordable(s, seat, def, play.paid);
  return holds || (!forHolders(s) && legalPool(s, seat).some(possible));
}

/**
 * OP-68, OP-20, R-INSTANT-3: whether the seat's instant window `window` opens: it has not used its
 * instant, and its pool holds a card for that window that its revealed card's type allows.
 */
export function instantWindow(s: GameState, seat: SeatId, window: InstantWindow, holds: boolean): boolean {
  if (!mayPlayInstant(s, seat)) return false;
  const play = seatOf(s, seat).play;
  const revealed = play === null ? undefined : cardDef(s, play.card);
  const possible = (def: Card) => {
    if (def.instantWindow !== window || !affordable(s, seat, def)) return false;
    if (def.instant !== 'supplemental') return true;
    return revealed !== undefined && !isCore(s, play!.card) && !def.types.some((t) => revealed.types.includes(t));
  };
  return holds || (!forHolders(s) && legalPool(s, seat).some(possible));
}

/** OP-68, R-COUNTER-2: a counterattack window opens whenever the trigger holds, for a seat with a hand. */
export const counterWindow = (s: GameState, seat: SeatId, triggered: boolean, holds: boolean): boolean =>
  triggered && !modeOf(s).seats.decidesAlone(s, seat) && seatOf(s, seat).defeated === null && (holds || !forHolders(s));

/** The tests' older option (GameOptions.windowsForHolders): windows only for a seat holding a card for them. */
const forHolders = (s: GameState): boolean => s.options.windowsForHolders === true;

/**
 * OP-68: the decision kinds that are such windows (play a hidden card or pass). A server holds the
 * answers to them (docs/server.md), and a client may pass for its player when it holds nothing to play.
 */
export const CARD_WINDOW_KINDS = ['replacement', 'counter', 'instant'] as const satisfies readonly DecisionKind[];
export type CardWindowKind = (typeof CARD_WINDOW_KINDS)[number];

/** OP-68: whether a decision is a window in which a hidden card may be played. */
export const isCardWindow = (d: { readonly kind: DecisionKind }): d is Extract<Decision, { kind: CardWindowKind }> =>
  (CARD_WINDOW_KINDS as readonly DecisionKind[]).includes(d.kind);

/** The option that passes a window: keep the revealed card, or play nothing. */
export const passOption = (d: Extract<Decision, { kind: CardWindowKind }>): Action => d.options.find((o) => o.kind === 'keepCard' || o.kind === 'pass')!;
