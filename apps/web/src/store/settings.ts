import type { Lang } from '@senjutsu/cards';
import type { StateCreator } from 'zustand';
import type { Store } from './index';

// The player's settings: the language (the browser's by default, remembered in localStorage).

export const LANGS = ['cs', 'pl', 'uk', 'en'] as const satisfies readonly Lang[];
const LANG_KEY = 'senjutsu:lang';

const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** The remembered language, else the first of the browser's languages we have, else English. */
export function initialLang(): Lang {
  if (typeof window === 'undefined') return 'en';
  const saved = readStorage(LANG_KEY);
  if (isLang(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** localStorage may be missing or refuse (private windows, quotas): settings then last for the page. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // no storage: nothing remembered, which is the answer
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // No storage: the setting lasts for this page only; nothing else to tell the player.
  }
}

export type SettingsSlice = {
  readonly lang: Lang;
  readonly setLang: (lang: Lang) => void;
};

export const settingsSlice: StateCreator<Store, [], [], SettingsSlice> = (set) => ({
  lang: initialLang(),
  setLang: (lang) => {
    writeStorage(LANG_KEY, lang);
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
    set({ lang });
  },
});
