import { nestedEffects, type Effect } from '@senjutsu/cards';
import { rulesOf, type Action, type CardId, type GameState, type SeatId } from '@senjutsu/engine';

// The twin of a game for the non-interference test (noninterference.test.ts): the same game with
// the hidden cards of the other seats dealt differently. Only the first state is changed; the twin
// then replays the same actions (with the relabelled ids), so everything public stays the same.

/**
 * The class a card may be dealt again within. Every hidden card is dealt again: the engine's flow
 * depends on a hidden card only through what the rules make public (OP-68: the hidden-card windows
 * open on public facts, whatever the hand). Cards are dealt again among cards of the same focus fee
 * and Kamae requirement, core cards among core cards, prepared ones among prepared ones, plain and supplemental instants among
 * themselves, cards of a type a search asks for among such cards, so that a face-down choice stays a legal one
 * (R-ROUND-SELECT-2, R-ROUND-SELECT-3) and a core card stays in its hand (R-DECK-2). Null: a number
 * the ruleset does not define (stun cards and poisons, public or not yet dealt).
 */
export function interchangeClass(state: GameState, number: string): string | null {
  const def = rulesOf(state).cards[number];
  if (def === undefined) return null;
  // A prepared card among prepared cards: the prepare step offers the deck's prepared cards by number (R-SETUP-12).
  // A plain or supplemental instant among such cards: it cannot be selected face down (R-INSTANT-4).
  const unselectable = def.instant === 'instant' || def.instant === 'supplemental';
  const kind = def.tier === 'core' ? 'core' : def.prepared ? 'prepared' : unselectable ? 'instant' : 'ability';
  // A card a search may take (R-SEARCH-1: "take an attack card") among cards it may take: the searched card stays one it may take.
  const searched = searchedTypes(state).filter((t) => (def.types as readonly string[]).includes(t)).join(',');
  return `${kind}|${def.focusFee}|${def.kamaeRequirement ?? ''}|${searched}`;
}

/** The card types some search effect of the ruleset asks for (R-SEARCH-1). */
function searchedTypes(state: GameState): string[] {
  const types = new Set<string>();
  const visit = (effects: readonly Effect[]): void => {
    for (const e of effects) {
      if (e.kind === 'search') for (const t of e.types ?? []) types.add(t);
      for (const nested of nestedEffects(e)) visit(nested);
    }
  };
  for (const card of Object.values(rulesOf(state).cards)) for (const section of card.sections) visit(section.effects);
  return [...types].sort();
}

export type Twin = {
  /** The twin's first state. */
  readonly state: GameState;
  /** Old id -> the twin's id, for the relabelled cards. */
  readonly ids: ReadonlyMap<CardId, CardId>;
};

/**
 * The twin of `state` (a first version, before any card has moved): the cards `hidden` of each
 * seat are dealt again among themselves, each within its class (`interchangeClass`, which must
 * not be null): their numbers are shuffled, and their instance ids too, so a hidden id or number
 * that reaches a message shows.
 */
export function twinOf(state: GameState, hidden: ReadonlySet<CardId>, random: () => number): Twin {
  const ownerOf = new Map<CardId, SeatId>();
  state.seats.forEach((st, seat) => [...st.hand, ...st.deck].forEach((c) => ownerOf.set(c, seat)));
  const ids = new Map<CardId, CardId>();
  const cards: Record<CardId, string> = { ...state.cards };
  const groups = new Map<string, CardId[]>();
  for (const c of [...hidden].sort()) {
    const key = `${ownerOf.get(c)}/${interchangeClass(state, state.cards[c]!)}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const group of groups.values()) {
    const newIds = shuffle(group, random);
    const numbers = shuffle(group.map((c) => state.cards[c]!), random);
    group.forEach((c, i) => ids.set(c, newIds[i]!));
    group.forEach((c, i) => (cards[newIds[i]!] = numbers[i]!));
  }
  const relabel = (c: CardId) => ids.get(c) ?? c;
  const seats = state.seats.map((st) => ({ ...st, hand: st.hand.map(relabel), deck: st.deck.map(relabel) }));
  return { state: { ...state, seats, cards } as GameState, ids };
}

/** An action of the original game as the twin's player sends it: its card under the twin's id. */
export function twinAction(action: Action, ids: ReadonlyMap<CardId, CardId>): Action {
  return 'card' in action && ids.has(action.card) ? { ...action, card: ids.get(action.card)! } : action;
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The twin of a co-op game's automata (section 20): an automaton's deck order is hidden from every
 * seat (R-SOLO-SETUP-3), so the cards it has not drawn by version `at` are put in another order in
 * the first state. Only while its deck at `at` is still the untouched bottom of its first deck (no
 * shuffle since: a refresh, a stun card shuffled in, cards returned from the discard), since a
 * shuffle of a reordered deck would deal differently from then on. Returns the twin's first state
 * and how many deck places now hold another card.
 */
export function twinAutomata(state: GameState, at: GameState, random: () => number): { readonly state: GameState; readonly moved: number } {
  const solo = state.solo;
  if (solo === undefined) return { state, moved: 0 };
  let moved = 0;
  const records = solo.records.map((record, i) => {
    const later = at.solo?.records[i]?.deck ?? [];
    const kept = record.deck.length - later.length;
    const untouched = kept >= 0 && later.every((card, k) => record.deck[kept + k] === card);
    if (!untouched || new Set(later).size < 2) return record;
    let reordered = shuffle(later, random);
    if (reordered.every((card, k) => card === later[k])) reordered = [...later.slice(1), later[0]!]; // another order, always
    moved += reordered.filter((card, k) => card !== later[k]).length;
    return { ...record, deck: [...record.deck.slice(0, kept), ...reordered] };
  });
  return { state: { ...state, solo: { ...solo, records } } as GameState, moved };
}
