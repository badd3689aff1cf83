import type { Lang } from '@senjutsu/cards';
import contract from './contract.json';
import { SECTIONS, type SectionText } from './sections';

// The rules reference's entries (one per section of the rules reference: our explanation in the
// player's language, then the section's rule IDs with their English contract text) and the search
// over them: by a rule ID, or by words of the explanation (any of the four languages) or of the
// rules' English text. Accents do not matter ("uloha" finds "úloha").

export type Rule = { readonly id: string; readonly title?: string; readonly text: string };
export type Entry = { readonly number: number; readonly texts: Readonly<Record<Lang, SectionText>>; readonly rules: readonly Rule[] };

export const ENTRIES: readonly Entry[] = contract.sections.map((s) => {
  const texts = SECTIONS[s.number];
  if (texts === undefined) throw new Error(`rules reference: section ${s.number} (${s.title}) has no explanation in sections.ts`);
  return { number: s.number, texts, rules: s.rules };
});

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (query: string): string[] => fold(query).split(/\s+/).filter((w) => w.length > 0);

/** The entries matching the query, each with the rules that match (all of them when the section's own words do). */
export function searchRules(query: string, entries: readonly Entry[] = ENTRIES): Entry[] {
  const wanted = words(query);
  if (wanted.length === 0) return [...entries];
  const id = query.trim().toUpperCase();
  const exact = entries.flatMap((e) => e.rules.filter((r) => r.id === id).map((r) => ({ ...e, rules: [r] })));
  if (exact.length > 0) return exact;
  const all = (text: string) => wanted.every((w) => text.includes(w));
  const out: Entry[] = [];
  for (const e of entries) {
    const own = fold(Object.values(e.texts).map((x) => `${x.title} ${x.text}`).join(' '));
    const rules = all(own) ? e.rules : e.rules.filter((r) => all(fold(`${r.id} ${r.title ?? ''} ${r.text}`)));
    if (rules.length > 0) out.push({ ...e, rules });
  }
  return out;
}
