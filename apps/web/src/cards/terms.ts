import type { Lang } from '@senjutsu/cards';
import type { Key } from '../i18n';

// The keywords and symbols a card's text uses (issue 25), and where they stand in a line of card
// text in each language, so the face can mark them and show their meaning (i18n/cardwords.ts).
// The words are those of @senjutsu/cards' terms.ts (the printed cards' wording): a stem matches at
// the start of a word, and the rest of that word goes with it (Czech, Polish and Ukrainian decline).

export const CARD_TERMS = [
  'attack', 'block', 'meditation', 'core', 'initiative', 'focus', 'focusFee', 'optionalFee', 'kamae', 'kamaeRequirement',
  'range', 'instant', 'prepared', 'counterattack', 'ifSuccessful', 'divider', 'or', 'push', 'pull', 'rotate',
  'bleeding', 'wound', 'execution', 'stun', 'weakness', 'poison', 'advantage', 'stealth', 'search',
] as const;
export type CardTerm = (typeof CARD_TERMS)[number];

export const termName = (term: CardTerm): Key => `cardwords.${term}` as Key;
export const termMeaning = (term: CardTerm): Key => `cardwords.${term}.meaning` as Key;

// Regular expression fragments, tried in this order at each word start: a phrase before the single
// word it contains (a bleeding wound before a wound; the mandatory fee before focus).
type Stems = Partial<Record<CardTerm, readonly string[]>>;
const STEMS: Readonly<Record<Lang, Stems>> = {
  en: {
    bleeding: ['bleeding wound', 'bleeding'], focusFee: ['mandatory fee'], kamaeRequirement: ['kamae requirement'], ifSuccessful: ['if successful'],
    counterattack: ['counterattack'], attack: ['attack'], block: ['block'], meditation: ['meditation'], core: ['core'], initiative: ['initiative'],
    focus: ['focus'], kamae: ['kamae'], range: ['range'], instant: ['instant'], prepared: ['prepared'], push: ['push'], pull: ['pull'],
    rotate: ['rotate'], wound: ['wound'], execution: ['execution'], stun: ['stun'], weakness: ['weakness'], poison: ['poison'],
    advantage: ['advantage'], stealth: ['stealth'], search: ['search'],
  },
  cs: {
    bleeding: ['krvácejíc\\p{L}* zranění'], focusFee: ['povinný poplatek'], kamaeRequirement: ['požadavek kamae'], ifSuccessful: ['pokud uspěješ'],
    counterattack: ['protiútok'], attack: ['útok'], block: ['blok'], meditation: ['meditac'], core: ['základní'], initiative: ['iniciativ'],
    focus: ['soustředění'], kamae: ['kamae'], range: ['dosah'], instant: ['okamžit'], prepared: ['připraven'], push: ['odstrčení'], pull: ['přitažení'],
    rotate: ['otočení o(?= \\d)'], wound: ['zranění'], execution: ['poprav'], stun: ['omráčení'], weakness: ['oslabení'], poison: ['otrav'],
    advantage: ['výhod'], stealth: ['skryt'], search: ['prohled'],
  },
  pl: {
    bleeding: ['krwawiąc\\p{L}* ran'], focusFee: ['wymagany koszt'], kamaeRequirement: ['wymóg kamae'], ifSuccessful: ['jeżeli sukces'],
    counterattack: ['kontr'], attack: ['atak'], block: ['obron', 'zablokuj', 'blok'], meditation: ['medytac'], core: ['główn'], initiative: ['inicjatyw'],
    focus: ['skupie', 'skupień'], kamae: ['kamae'], range: ['zasięg'], instant: ['nagł'], prepared: ['przygotowan'], push: ['pchnij', 'pchnięc'], pull: ['ciągnij'],
    rotate: ['obróć o(?= \\d)'], wound: ['ran(?=[ayę]?(?!\\p{L}))'], execution: ['egzekucj'], stun: ['ogłusze', 'ogłuszeń'], weakness: ['utykani', 'utykań'],
    poison: ['zatruci', 'trucizn'], advantage: ['przewag'], stealth: ['ukryci'], search: ['sprawdź'],
  },
  uk: {
    bleeding: ['важк\\p{L}* поранен'], focusFee: ["обов['’]язкова плата"], kamaeRequirement: ['вимога камае'], ifSuccessful: ['у разі успіху'],
    counterattack: ['контратак'], attack: ['атак'], block: ['захист', 'заблок'], meditation: ['медитац'], core: ['основн'], initiative: ['ініціатив'],
    focus: ['зосередж'], kamae: ['камае'], range: ['дальніст'], instant: ['негайн'], prepared: ['підготовлен'], push: ['відштовх'], pull: ['притяг'],
    rotate: ['поворот цілі'], wound: ['поранен'], execution: ['розгром'], stun: ['запаморочен'], weakness: ['кульган'], poison: ['отрут'],
    advantage: ['переваг'], stealth: ['маскуван', 'замаскуй'], search: ['подивіться', 'перегляньте'],
  },
};

/** One regular expression per language: a group per term, in the order of STEMS. */
const matchers = new Map<Lang, { readonly pattern: RegExp; readonly terms: readonly CardTerm[] }>();
function matcherOf(lang: Lang): { readonly pattern: RegExp; readonly terms: readonly CardTerm[] } {
  let m = matchers.get(lang);
  if (m === undefined) {
    const entries = Object.entries(STEMS[lang]) as [CardTerm, readonly string[]][];
    const groups = entries.map(([, stems]) => `(${stems.join('|')})`).join('|');
    m = { pattern: new RegExp(`(?<!\\p{L})(?:${groups})\\p{L}*`, 'giu'), terms: entries.map(([term]) => term) };
    matchers.set(lang, m);
  }
  return m;
}

export type TextPart = { readonly text: string; readonly term?: CardTerm };

/** Lines already cut, per language and text: the card texts are few, and a revealed card is drawn again each round (bench:web). */
const cut = new Map<string, readonly TextPart[]>();

/** A line of card text cut into plain parts and the words that name a term. */
export function splitTerms(text: string, lang: Lang): readonly TextPart[] {
  const key = `${lang}\u0000${text}`;
  const known = cut.get(key);
  if (known !== undefined) return known;
  const parts = cutTerms(text, lang);
  cut.set(key, parts);
  return parts;
}

function cutTerms(text: string, lang: Lang): TextPart[] {
  const { pattern, terms } = matcherOf(lang);
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const group = match.slice(1).findIndex((g) => g !== undefined);
    if (group < 0) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match[0], term: terms[group]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The terms a text names, each once, in the order of first use. */
export const termsIn = (texts: readonly string[], lang: Lang): CardTerm[] =>
  [...new Set(texts.flatMap((t) => splitTerms(t, lang).flatMap((p) => (p.term === undefined ? [] : [p.term]))))];
