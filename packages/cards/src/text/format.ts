import { TERMS, type Lang, type Noun, type PluralForms } from './terms';

// Filling the templates of terms.ts. A missing value or form is a bug in our own data, so it throws
// (style.md §2.4); the tests render every card in every language to prove none is missing.

const pluralRules = new Map<Lang, Intl.PluralRules>();

function rulesFor(lang: Lang): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (rules === undefined) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules;
}

/** `n` with its counted phrase in the plural form the language uses for it. */
export function counted(lang: Lang, n: number, forms: PluralForms): string {
  const category = rulesFor(lang).select(n);
  const form = forms[category];
  if (form === undefined) throw new Error(`card text (${lang}): no plural form '${category}' for ${n} in ${JSON.stringify(forms)}`);
  return form.replaceAll('#', String(n));
}

/** Replace `{name}` by `values[name]` and `{name:noun}` by the counted noun. */
export function fill(lang: Lang, template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (_match, name: string, noun: string | undefined) => {
    const value = values[name];
    if (value === undefined) throw new Error(`card text (${lang}): '${template}' needs a value for {${name}}`);
    if (noun === undefined) return String(value);
    const forms = (TERMS[lang].nouns as Readonly<Record<string, PluralForms>>)[noun];
    if (forms === undefined || typeof value !== 'number') {
      throw new Error(`card text (${lang}): '${template}' names an unknown noun '${noun}' or a non-number`);
    }
    return counted(lang, value, forms);
  });
}

/** The counted noun `noun` for `n`. */
export const countOf = (lang: Lang, n: number, noun: Noun): string => counted(lang, n, TERMS[lang].nouns[noun]);

/** "a, b or c" with the language's last joint. */
export function joinList(items: readonly string[], last: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

export const capitalise = (lang: Lang, text: string): string => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
