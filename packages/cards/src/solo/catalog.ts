import { AUTOMATA } from './automata';
import { MELEE_ATTACK_CARDS, REACH_ATTACK_CARDS } from './cards-attacks';
import { BLOCK_CARDS } from './cards-blocks';
import { CHARACTER_SOLO_CARDS } from './cards-characters';
import { EXPANSION_SOLO_CARDS } from './cards-expansion';
import { MEDITATION_CARDS } from './cards-meditations';
import { ARQUEBUS_CARDS, NIGHTMARE_CARDS, YUMI_CARDS } from './cards-troops';
import {
  AutomatonSchema,
  SELECTION_DECK_IDS,
  SoloCardSchema,
  type Automaton,
  type AutomatonId,
  type SelectionDeckId,
  type SoloCard,
  type SoloCardInput,
} from './schema';

/** Every solo card this project authors: the selection decks 1-8 and the characters' own. */
export const SOLO_CARD_INPUTS: readonly SoloCardInput[] = [
  ...MEDITATION_CARDS,
  ...REACH_ATTACK_CARDS,
  ...MELEE_ATTACK_CARDS,
  ...BLOCK_CARDS,
  ...YUMI_CARDS,
  ...ARQUEBUS_CARDS,
  ...NIGHTMARE_CARDS,
  ...CHARACTER_SOLO_CARDS,
  ...EXPANSION_SOLO_CARDS,
];

/** The solo content, parsed by the schemas once at load (style.md §2.2). */
export const SOLO_CATALOG: {
  readonly cards: Readonly<Record<string, SoloCard>>;
  readonly automata: Readonly<Record<AutomatonId, Automaton>>;
} = {
  cards: Object.fromEntries(SOLO_CARD_INPUTS.map((c) => [c.number, SoloCardSchema.parse(c)])),
  automata: Object.fromEntries(AUTOMATA.map((a) => [a.id, AutomatonSchema.parse(a)])) as Record<AutomatonId, Automaton>,
};

/** A pile of solo card numbers per selection deck, top card first. */
export type SelectionPiles = Readonly<Record<SelectionDeckId, readonly string[]>>;

/** R-SOLO-DECK-1: the eight selection decks, in number order (unshuffled), read from the cards' owners. */
export const SELECTION_DECKS: SelectionPiles = Object.fromEntries(
  SELECTION_DECK_IDS.map((deck) => [
    deck,
    Object.values(SOLO_CATALOG.cards)
      .filter((c) => c.owner.kind === 'selection' && c.owner.deck === deck)
      .map((c) => c.number)
      .sort(),
  ]),
) as unknown as SelectionPiles;

/** R-SOLO-CHAR-1: an automated character's signature solo cards (not its nightmare card), and its nightmare card. */
export function characterSoloCards(character: string): { readonly signature: readonly string[]; readonly nightmare: readonly string[] } {
  const own = Object.values(SOLO_CATALOG.cards).filter((c) => c.owner.kind === 'character' && c.owner.character === character);
  return {
    signature: own.filter((c) => c.owner.kind === 'character' && !c.owner.nightmare).map((c) => c.number).sort(),
    nightmare: own.filter((c) => c.owner.kind === 'character' && c.owner.nightmare).map((c) => c.number).sort(),
  };
}
