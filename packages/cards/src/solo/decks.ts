import { z } from 'zod';
import { characterSoloCards, SELECTION_DECKS, SOLO_CATALOG, type SelectionPiles } from './catalog';
import { AutomatonIdSchema, SELECTION_DECK_IDS, SelectionDeckIdSchema, type Automaton, type AutomatonId, type SelectionDeckId } from './schema';

// Solo deck construction (rules section 21): pure functions. Randomness comes from the caller as a
// seeded source whose state is threaded through and handed back (the engine passes its own RNG
// state, so a game stays reproducible from its seed); bad input is a Result, never a throw.

/** A seeded random source: `int(state, n)` is a whole number in [0, n) and the next state. */
export type RandomSource<S> = { readonly state: S; readonly int: (state: S, n: number) => readonly [number, S] };

/** One automaton deck to build. */
export const AutomatonDeckRequestSchema = z.object({
  automaton: AutomatonIdSchema,
  /** R-SOLO-NIGHTMARE-2: optional difficulty. */
  nightmare: z.boolean().default(false),
  /**
   * OP-28 (as a setting): the player's pick of deck for each "+n more card from deck X or Y", in
   * recipe order. Left out: each is picked at random with equal probability (the default).
   */
  choices: z.array(SelectionDeckIdSchema).optional(),
});
export type AutomatonDeckRequest = z.input<typeof AutomatonDeckRequestSchema>;

/** Where one card of a built deck came from, and the rule that sent it there. */
export const DeckPickSchema = z.object({
  card: z.string(),
  /** The selection deck it was taken from, or the character's own cards. */
  from: z.union([SelectionDeckIdSchema, z.literal('own')]),
  /** The deck the recipe asked for (differs from `from` after a nightmare swap or an empty deck). */
  requested: z.union([SelectionDeckIdSchema, z.literal('own')]),
  rule: z.string(),
  /** For a "+n more from deck X or Y" card: who picked the deck (OP-28). */
  chosenBy: z.enum(['random', 'player']).optional(),
});
export type DeckPick = z.infer<typeof DeckPickSchema>;

export const BuiltDeckSchema = z.object({
  automaton: AutomatonIdSchema,
  /** The shuffled deck, top card first. */
  cards: z.array(z.string()),
  /** R-SOLO-CHAR-1: the character's nightmare card, set aside outside nightmare mode. */
  setAside: z.array(z.string()),
  /** Every card as it was taken, in recipe order. */
  picks: z.array(DeckPickSchema),
});
export type BuiltDeck = z.infer<typeof BuiltDeckSchema>;

export const SOLO_DECK_ERROR_CODES = ['INVALID_REQUEST', 'BAD_CHOICE', 'BAD_PILES', 'SELECTION_EXHAUSTED'] as const;
export const SoloDeckErrorSchema = z.object({
  code: z.enum(SOLO_DECK_ERROR_CODES),
  rule: z.string().optional(),
  message: z.string(),
});
export type SoloDeckError = z.infer<typeof SoloDeckErrorSchema>;

export type SoloDeckResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: SoloDeckError };

const fail = (code: SoloDeckError['code'], message: string, rule?: string): SoloDeckResult<never> => ({
  ok: false,
  error: rule === undefined ? { code, message } : { code, rule, message },
});

type Piles = Record<SelectionDeckId, string[]>;

/** Fisher-Yates into a new array, drawing from the seeded source. */
function shuffle<T, S>(items: readonly T[], int: RandomSource<S>['int'], state: S): [T[], S] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = int(s, i + 1);
    s = next;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, s];
}

/** R-SOLO-DECK-2: shuffle each selection deck separately. */
export function shuffleSelectionDecks<S>(piles: SelectionPiles, random: RandomSource<S>): { piles: SelectionPiles; state: S } {
  let state = random.state;
  const out = {} as Piles;
  for (const deck of SELECTION_DECK_IDS) {
    [out[deck], state] = shuffle(piles[deck], random.int, state);
  }
  return { piles: out, state };
}

/** Piles a caller hands in must hold only solo cards of the right selection deck, each once. */
function checkPiles(piles: SelectionPiles): SoloDeckResult<Piles> {
  const seen = new Set<string>();
  const out = {} as Piles;
  for (const deck of SELECTION_DECK_IDS) {
    const pile = piles[deck] ?? [];
    for (const number of pile) {
      const card = SOLO_CATALOG.cards[number];
      if (card === undefined || card.owner.kind !== 'selection' || card.owner.deck !== deck || seen.has(number)) {
        return fail('BAD_PILES', `card ${number} does not belong to selection deck ${deck} (or is listed twice)`, 'R-SOLO-DECK-1');
      }
      seen.add(number);
    }
    out[deck] = pile.slice();
  }
  return { ok: true, value: out };
}

/** The decks a recipe names, in recipe order (R-SOLO-DECK-4's "selection decks used by that automaton's recipe"). */
const recipeDecks = (automaton: Automaton): SelectionDeckId[] => [
  ...new Set(automaton.recipe.flatMap((line) => (line.kind === 'take' ? [line.deck] : line.decks))),
];

const choiceCount = (automaton: Automaton): number =>
  automaton.recipe.reduce((n, line) => n + (line.kind === 'choice' ? line.count : 0), 0);

type Builder<S> = { piles: Piles; state: S; readonly int: RandomSource<S>['int'] };

/**
 * R-SOLO-DECK-4: the deck to take from when `wanted` is empty: another non-empty deck of the recipe
 * (which one the rulebook does not say: we pick at random, like OP-28), else deck 4.
 */
function fallbackDeck<S>(b: Builder<S>, automaton: Automaton, wanted: SelectionDeckId): SelectionDeckId | null {
  const others = recipeDecks(automaton).filter((d) => d !== wanted && b.piles[d].length > 0);
  if (others.length > 0) {
    const [i, state] = b.int(b.state, others.length);
    b.state = state;
    return others[i] ?? null;
  }
  return b.piles[4].length > 0 ? 4 : null;
}

/** Take one card for a recipe line (R-SOLO-DECK-3: the top card of the shuffled selection deck). */
function takeCard<S>(b: Builder<S>, automaton: Automaton, requested: SelectionDeckId, swap: boolean): SoloDeckResult<DeckPick> {
  let from = requested;
  let rule = automaton.rule;
  // R-SOLO-NIGHTMARE-3, OP-27: one card that would come from deck 3 or 4 comes from deck 8.
  if (swap && b.piles[8].length > 0) {
    from = 8;
    rule = 'R-SOLO-NIGHTMARE-3';
  }
  if (b.piles[from].length === 0) {
    const other = fallbackDeck(b, automaton, from);
    if (other === null) return fail('SELECTION_EXHAUSTED', `no card left in deck ${from}, the other decks of ${automaton.id}'s recipe or deck 4`, 'R-SOLO-DECK-4');
    from = other;
    rule = 'R-SOLO-DECK-4';
  }
  const [card, ...rest] = b.piles[from];
  if (card === undefined) return fail('SELECTION_EXHAUSTED', `deck ${from} is empty`, 'R-SOLO-DECK-4');
  b.piles[from] = rest;
  return { ok: true, value: { card, from, requested, rule } };
}

/** The deck a choice line asks for: the player's pick (OP-28 setting) or a random one. */
function chosenDeck<S>(b: Builder<S>, decks: readonly SelectionDeckId[], picked: SelectionDeckId | undefined): SelectionDeckId {
  if (picked !== undefined) return picked;
  // OP-28: at random, each listed deck equally likely.
  const [i, state] = b.int(b.state, decks.length);
  b.state = state;
  return decks[i] as SelectionDeckId;
}

function checkChoices(automaton: Automaton, choices: readonly SelectionDeckId[] | undefined): SoloDeckResult<null> {
  if (choices === undefined) return { ok: true, value: null };
  if (choices.length !== choiceCount(automaton)) {
    return fail('BAD_CHOICE', `${automaton.id}'s recipe has ${choiceCount(automaton)} free pick(s), ${choices.length} given`, 'OP-28');
  }
  let k = 0;
  for (const line of automaton.recipe) {
    if (line.kind !== 'choice') continue;
    for (let i = 0; i < line.count; i++, k++) {
      const pick = choices[k] as SelectionDeckId;
      if (!line.decks.includes(pick)) return fail('BAD_CHOICE', `deck ${pick} is not one of decks ${line.decks.join(', ')}`, 'OP-28');
    }
  }
  return { ok: true, value: null };
}

/** Where one automaton's deck building stands between the two passes of OP-70. */
type Recipe = { readonly automaton: Automaton; readonly nightmare: boolean; readonly choices: readonly SelectionDeckId[] | undefined; picks: DeckPick[]; swapPending: boolean };

/**
 * One pass over an automaton's recipe (before shuffling): 'fixed' its own cards and the lines that
 * name one deck, 'free' the picks from one of several decks. OP-70: every automaton's fixed lines
 * are dealt first, in request order, and only then the free picks.
 */
function recipePicks<S>(b: Builder<S>, r: Recipe, pass: 'fixed' | 'free'): SoloDeckResult<null> {
  const { automaton, nightmare, choices, picks } = r;
  const own = automaton.character === undefined ? null : characterSoloCards(automaton.character);
  if (own !== null && pass === 'fixed') {
    // R-SOLO-NIGHTMARE-4: in nightmare mode the character's own nightmare card goes in first.
    if (nightmare) own.nightmare.forEach((card) => picks.push({ card, from: 'own', requested: 'own', rule: 'R-SOLO-NIGHTMARE-4' }));
    // R-SOLO-CHAR-1: all its signature solo cards.
    own.signature.forEach((card) => picks.push({ card, from: 'own', requested: 'own', rule: 'R-SOLO-CHAR-1' }));
  }
  let k = 0;
  for (const line of automaton.recipe) {
    if ((line.kind === 'take') !== (pass === 'fixed')) continue;
    for (let i = 0; i < line.count; i++) {
      const requested = line.kind === 'take' ? line.deck : chosenDeck(b, line.decks, choices?.[k++]);
      // OP-27: a troop replaces exactly one deck 3/4 card; an automated character only adds its own card.
      const swap = r.swapPending && (requested === 3 || requested === 4);
      const pick = takeCard(b, automaton, requested, swap);
      if (!pick.ok) return pick;
      if (pick.value.from === 8) r.swapPending = false;
      picks.push(line.kind === 'take' ? pick.value : { ...pick.value, chosenBy: choices === undefined ? 'random' : 'player' });
    }
  }
  return { ok: true, value: null };
}

/** R-SOLO-EXP-2: an automaton that fights as a pair comes with its partner, one for one; the error message, or null. */
function unpairedAutomaton(automata: readonly AutomatonId[]): string | null {
  const count = (id: string) => automata.filter((a) => a === id).length;
  for (const id of new Set(automata)) {
    const partner = SOLO_CATALOG.automata[id].pairedWith;
    if (partner !== undefined && count(partner) !== count(id)) return `${id} always fights as a pair with ${partner}`;
  }
  return null;
}

/**
 * Build the decks of one or more automata from the same selection decks (R-SOLO-SETUP-3,
 * section 21), in request order. `piles` defaults to the eight selection decks, each shuffled
 * (R-SOLO-DECK-2); pass piles to build from a known order. Each finished deck is shuffled.
 */
export function buildAutomatonDecks<S>(
  requests: readonly AutomatonDeckRequest[],
  random: RandomSource<S>,
  options: { readonly piles?: SelectionPiles } = {},
): SoloDeckResult<{ readonly decks: readonly BuiltDeck[]; readonly piles: SelectionPiles; readonly state: S }> {
  const parsed = z.array(AutomatonDeckRequestSchema).safeParse(requests);
  if (!parsed.success) return fail('INVALID_REQUEST', z.prettifyError(parsed.error));
  const unpaired = unpairedAutomaton(parsed.data.map((r) => r.automaton));
  if (unpaired !== null) return fail('INVALID_REQUEST', unpaired, 'R-SOLO-EXP-2');
  let start: { piles: SelectionPiles; state: S };
  if (options.piles === undefined) {
    start = shuffleSelectionDecks(SELECTION_DECKS, random);
  } else {
    start = { piles: options.piles, state: random.state };
  }
  const checked = checkPiles(start.piles);
  if (!checked.ok) return checked;
  const b: Builder<S> = { piles: checked.value, state: start.state, int: random.int };
  const recipes: Recipe[] = [];
  for (const request of parsed.data) {
    const automaton = SOLO_CATALOG.automata[request.automaton];
    const choices = checkChoices(automaton, request.choices);
    if (!choices.ok) return choices;
    const troop = automaton.character === undefined;
    recipes.push({ automaton, nightmare: request.nightmare, choices: request.choices, picks: [], swapPending: request.nightmare && troop });
  }
  for (const pass of ['fixed', 'free'] as const) {
    for (const r of recipes) {
      const done = recipePicks(b, r, pass);
      if (!done.ok) return done;
    }
  }
  const decks: BuiltDeck[] = [];
  for (const { automaton, nightmare, picks } of recipes) {
    const [cards, state] = shuffle(
      picks.map((p) => p.card),
      b.int,
      b.state,
    );
    b.state = state;
    const own = automaton.character === undefined ? null : characterSoloCards(automaton.character);
    decks.push({ automaton: automaton.id, cards, setAside: own !== null && !nightmare ? [...own.nightmare] : [], picks });
  }
  return { ok: true, value: { decks, piles: b.piles, state: b.state } };
}
