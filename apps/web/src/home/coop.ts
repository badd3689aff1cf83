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

/** The single kinds a form offers: every automaton but the paired ones (R-SOLO-EXP-2), offered as pairs below. */
export const AUTOMATON_KINDS: readonly AutomatonId[] = AUTOMATON_IDS.filter((id) => AUTOMATA.find((a) => a.id === id)?.pairedWith === undefined);

/**
 * One choice of the kind select: a single automaton, or a pair that always fights together
 * (R-SOLO-EXP-2: Hachiko and his ashigaru), which fills two automaton seats (two figures). The
 * pair's id is its first automaton's, in AUTOMATON_IDS order.
 */
export type AutomatonEntry = { readonly id: AutomatonId; readonly automata: readonly AutomatonId[] };

const partnerOf = (id: AutomatonId): AutomatonId | undefined => AUTOMATA.find((a) => a.id === id)?.pairedWith;
const leadsPair = (id: AutomatonId): boolean => {
  const partner = partnerOf(id);
  return partner !== undefined && AUTOMATON_IDS.indexOf(id) < AUTOMATON_IDS.indexOf(partner);
};

/** Every choice of the kind select: the single kinds, then the pairs (data: any automaton with `pairedWith`). */
export const AUTOMATON_ENTRIES: readonly AutomatonEntry[] = [
  ...AUTOMATON_KINDS.map((id) => ({ id, automata: [id] })),
  ...AUTOMATON_IDS.filter(leadsPair).map((id) => ({ id, automata: [id, partnerOf(id)!] })),
];

/** An entry's i18n key: a pair has its own name ("Hachiko and his ashigaru"), a single kind none (its automaton name). */
export const pairKey = (entry: AutomatonEntry): `coop.pair.${string}` | null => (entry.automata.length > 1 ? `coop.pair.${entry.id}` : null);

/** A form row as the entries see it: the first row of its entry (`lead`), the entry, and the rows it spans. */
export type EntryRow = { readonly lead: boolean; readonly entry: AutomatonEntry; readonly start: number };

/** The entry of each row of an automaton list: a pair's leader followed by its partner are one entry. */
export function entryRows(list: readonly { readonly automaton: AutomatonId }[]): EntryRow[] {
  const rows: EntryRow[] = [];
  for (let i = 0; i < list.length; i++) {
    const id = list[i]!.automaton;
    const pair = leadsPair(id) && list[i + 1]?.automaton === partnerOf(id) ? AUTOMATON_ENTRIES.find((e) => e.id === id && e.automata.length > 1) : undefined;
    const entry = pair ?? { id, automata: [id] };
    entry.automata.forEach((_, k) => rows.push({ lead: k === 0, entry, start: i }));
    i += entry.automata.length - 1;
  }
  return rows;
}

/** The list with the entry at row `index` replaced by `entry` (each of its automata made by `make`). */
export function withEntry<T extends { readonly automaton: AutomatonId }>(list: readonly T[], index: number, entry: AutomatonEntry, make: (id: AutomatonId, old: T | undefined) => T): T[] {
  const row = entryRows(list)[index]!;
  const size = row.entry.automata.length;
  const made = entry.automata.map((id, k) => make(id, list[row.start + k]));
  return [...list.slice(0, row.start), ...made, ...list.slice(row.start + size)];
}

/** The list without the entry at row `index` (both automata of a pair). */
export function withoutEntry<T extends { readonly automaton: AutomatonId }>(list: readonly T[], index: number): T[] {
  const row = entryRows(list)[index]!;
  return [...list.slice(0, row.start), ...list.slice(row.start + row.entry.automata.length)];
}
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
