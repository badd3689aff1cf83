import { AUTOMATA, AUTOMATON_IDS, recommendedWoundLimit, type AutomatonId, type Lang, type SelectionDeckId } from '@senjutsu/cards';
import type { ContentSummary } from '@senjutsu/protocol';
import { withSeatCount, type SetupForm } from './setup';

// The co-op part of the home form (rules section 20, docs/server.md "Co-op"): 1 to 3 automata of
// the kinds the engine offers, nightmare per automaton, a wound limit (the recommended one unless
// set), and the two open rulings of the solo set-up (OP-25 markers, OP-23 stun cards). Humans and
// automata are at most four figures (R-OVERVIEW-1), so a co-op room has 1 to 3 humans.

export type AutomatonForm = {
  readonly automaton: AutomatonId;
  readonly nightmare: boolean;
  /** R-SOLO-WOUND-2/3: null plays the recommended limit for the number of automata. */
  readonly woundLimit: number | null;
  /** OP-28: the deck of each free pick of its recipe ("+n more from deck X or Y"), in recipe order; null: at random. */
  readonly choices: readonly SelectionDeckId[] | null;
};

export type CoopForm = {
  readonly automata: readonly AutomatonForm[];
  readonly markers: 'random' | 'position';
  readonly stunProcedure: 'shuffle' | 'beside';
};

/**
 * The kinds a form offers: every automaton but the paired ones (Hachiko and his ashigaru,
 * R-SOLO-EXP-2), which the engine takes only together; the form has no paired entry yet.
 */
export const AUTOMATON_KINDS: readonly AutomatonId[] = AUTOMATON_IDS.filter((id) => AUTOMATA.find((a) => a.id === id)?.pairedWith === undefined);
export const MAX_AUTOMATA = 3;
/** Humans and automata together (R-OVERVIEW-1, CoopSetupSchema). */
export const MAX_FIGURES = 4;

/** The automaton's name in `lang` (the solo content carries all four languages). */
export const automatonName = (id: string, lang: Lang): string => AUTOMATA.find((a) => a.id === id)?.names[lang] ?? id;

/** The wound limit an automaton plays with when none is set (R-SOLO-WOUND-2/3). */
export const defaultWoundLimit = (form: CoopForm): number => recommendedWoundLimit(form.automata.length);

/** How many humans the form may seat beside its automata. */
export const maxHumans = (form: SetupForm): number => MAX_FIGURES - form.coop.automata.length;

/** The form switched to versus or co-op: co-op seats 1 to `maxHumans` humans, versus 2 to 4. */
export function withMode(form: SetupForm, mode: SetupForm['mode'], content: ContentSummary): SetupForm {
  const switched: SetupForm = { ...form, mode };
  const count = mode === 'coop' ? Math.min(form.seats.length, maxHumans(switched)) : Math.max(2, form.seats.length);
  return withSeatCount(switched, count, content);
}

/** The automata changed: a new one is a katana ashigaru unless told; a list without room for the humans is refused (unchanged form). */
export function withAutomata(form: SetupForm, automata: readonly AutomatonForm[]): SetupForm {
  if (automata.length < 1 || automata.length > MAX_AUTOMATA || automata.length + form.seats.length > MAX_FIGURES) return form;
  return { ...form, coop: { ...form.coop, automata } };
}

export const newAutomaton = (automaton: AutomatonId = 'katana-ashigaru'): AutomatonForm => ({ automaton, nightmare: false, woundLimit: null, choices: null });

/** R-SOLO-DECK-3, OP-28: the decks each free pick of an automaton's recipe may come from, one entry per card. */
export function freePicks(automaton: AutomatonId): readonly (readonly SelectionDeckId[])[] {
  const recipe = AUTOMATA.find((a) => a.id === automaton)?.recipe ?? [];
  return recipe.flatMap((line) => (line.kind === 'choice' ? Array.from({ length: line.count }, () => line.decks) : []));
}

/** The automaton with its free picks chosen (the first deck of each to begin with) or left to chance. */
export const withChosenPicks = (a: AutomatonForm, chosen: boolean): AutomatonForm => ({ ...a, choices: chosen ? freePicks(a.automaton).map((decks) => decks[0]!) : null });
