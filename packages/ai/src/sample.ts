import { PACKS, type KamaePosition, type TerrainKind } from '@senjutsu/cards';
import { createScenario, type CardId, type GameState, type GameView, type Ruleset, type ScenarioSpec, type SeatId } from '@senjutsu/engine';
import { shuffle, type Rng } from './rng';

// Determinization (docs/ai.md): a whole position built from what one seat sees, with every card it
// cannot see drawn at random from the cards that may be there. The engine builds it
// (createScenario, its public way to set a position), so the AI never reads a state it could not
// see: it makes its own.
//
// What may be hidden where: each seat's full card list (its deck list with its core card and
// weapons; by default its character's signature deck, public in a duel of signature decks) minus
// the cards the viewer has seen face up where they still are (discards, revealed cards, its own
// hand). The rest is dealt at random to the hidden places: the opponents' hands (beside the stun
// cards the view counts), their face-down discards and choice, and every deck (the viewer does not
// know its own deck's order either). Only at the Select step: a view says nothing of a round
// being resolved (the resolve stack), so a position in the middle of a round cannot be rebuilt.

/** Every card a seat's character brings to the game, by number: deck, core card, weapons. */
export type CardLists = readonly (readonly string[] | undefined)[];

export function signatureList(character: string, rules: Ruleset): readonly string[] | undefined {
  const pack = PACKS.find((p) => p.character.id === character);
  const core = rules.characters[character]?.coreCard;
  return pack === undefined || core === undefined ? undefined : [...pack.signatureDeck.cards, pack.signatureDeck.weapon, core];
}

export type Sample = {
  readonly state: GameState;
  /** The viewer's card ids in the view -> their ids in the sampled position (its hand, in order). */
  readonly ids: ReadonlyMap<CardId, CardId>;
};

/** Whether a view can be determinized: a duel of standing figures at its Select step. */
export function canSample(view: GameView, lists: CardLists): boolean {
  return view.step === 'select' && typeof view.viewer === 'number' && view.seats.length === 2 && view.automata.length === 0 && view.horde === undefined &&
    view.seats.every((st, i) => st.hex !== null && st.defeated === null && lists[i] !== undefined);
}

/** `list` without one copy of each of `seen` (cards it does not hold are ignored). */
function without(list: readonly string[], seen: readonly string[]): string[] {
  const left = [...list];
  for (const n of seen) {
    const i = left.indexOf(n);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

const kamaePosition = (rules: Ruleset, character: string, node: string): KamaePosition => {
  const kind = rules.characters[character]?.kamae.nodes.find((n) => n.id === node)?.kind;
  return kind === undefined || kind === 'focus' ? 'neutral' : kind;
};

/**
 * The determinizations of one view. The position is built once (createScenario) with every hidden
 * place given a card id; each sample then deals card numbers to those ids afresh: a copy of the
 * position whose id -> number record (`state.cards`, plain JSON like the rest) is new. A spread copy
 * keeps the engine's binding of the ruleset (docs/engine-api.md, Binding). So one sample costs a
 * shuffle, not a scenario's validation.
 */
export type Sampler = { next(rng: Rng): Sample };

type Hidden = { hand: CardId[]; rest: CardId[]; pool: readonly string[]; full: readonly string[] };

export function samplerFor(view: GameView, rules: Ruleset, lists: CardLists, rng: Rng): Sampler | null {
  const viewer = view.viewer as SeatId;
  const placeholders: { hand: number; discard: boolean[]; deck: number; pool: string[]; full: readonly string[] }[] = [];
  const seats = view.seats.map((st, i): NonNullable<ScenarioSpec['seats']>[number] => {
    const own = i === viewer;
    const faceUp = st.discard.flatMap((c) => ('card' in c ? [c.number] : []));
    const shown = [...faceUp, ...(st.play ? [st.play.number] : []), ...(own ? (st.hand ?? []).map((c) => c.number) : [])];
    const full = lists[i]!;
    const pool = without(full, shown);
    const filler = full[0]!; // a placeholder number: every hidden place is dealt again in each sample
    const handSlots = own ? 0 : st.handCount - st.stuns + (st.hasSelected ? 1 : 0);
    const hand = own ? (st.hand ?? []).map((c) => c.number) : [...Array<string>(st.stuns).fill('STUN'), ...Array<string>(handSlots).fill(filler)];
    placeholders.push({ hand: handSlots, discard: st.discard.map((c) => !('card' in c)), deck: st.deckCount, pool, full });
    return {
      character: st.character, team: st.team, hex: st.hex!, facing: st.facing, kamae: kamaePosition(rules, st.character, st.kamae),
      focus: Math.min(3, st.focus), hand, deck: Array<string>(st.deckCount).fill(filler), discard: st.discard.map((c) => ('card' in c ? c.number : filler)),
      wounds: st.wounds, bleeding: st.bleeding, stealthed: st.stealthed, weakness: [...st.weakness],
    };
  });
  const made = createScenario(
    {
      seed: rng.int(2 ** 31),
      battlefield: { hexes: [...view.board] },
      terrain: view.terrain.map((t) => ({ kind: t.kind as TerrainKind, hex: t.hex })),
      seats, advantage: [...view.advantage], round: view.round, start: 'select',
    },
    rules,
  );
  if (!made.ok) return null;
  const base = made.value.state;
  // The hidden places' ids, seat by seat: the opponents' hand (after its stun cards), face-down discards, every deck.
  const hidden: Hidden[] = base.seats.map((st, i) => {
    const p = placeholders[i]!;
    const handIds = st.hand.slice(st.hand.length - p.hand);
    const discardIds = st.discard.filter((_, k) => p.discard[k]).map((d) => d.card);
    return { hand: handIds, rest: [...discardIds, ...st.deck], pool: p.pool, full: p.full };
  });
  const hand = view.seats[viewer]!.hand ?? [];
  const ids = new Map(hand.map((c, k) => [c.card, base.seats[viewer]!.hand[k]!]));
  return {
    next(rng) {
      const cards: Record<CardId, string> = { ...base.cards };
      for (const h of hidden) {
        // Core cards not face up are in the hand (R-CORE-7): dealt there first, the rest at random.
        const isCore = (n: string) => rules.cards[n]?.tier === 'core';
        const pool = [...shuffle(h.pool.filter((n) => !isCore(n)), rng), ...h.pool.filter(isCore)];
        const deal = (id: CardId) => (cards[id] = pool.pop() ?? h.full[rng.int(h.full.length)]!);
        h.hand.forEach(deal);
        h.rest.forEach(deal);
      }
      return { state: { ...base, cards }, ids };
    },
  };
}
