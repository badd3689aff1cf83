import type { Lang } from '@senjutsu/cards';
import type { StateCreator } from 'zustand';
import type { CardWindowKind } from '@senjutsu/engine';
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

/** Alerts that it is your turn (issue 22), off until the player turns them on; remembered per browser. */
const SOUNDS_KEY = 'senjutsu:sounds';
const NOTIFY_KEY = 'senjutsu:notify';
const flag = (key: string): boolean => typeof window !== 'undefined' && readStorage(key) === 'on';

/**
 * Animations of the figures (motion/): on unless the browser asks for reduced motion; a player's
 * own choice either way is remembered and wins.
 */
const MOTION_KEY = 'senjutsu:motion';
export function initialMotion(): boolean {
  if (typeof window === 'undefined') return false;
  const saved = readStorage(MOTION_KEY);
  if (saved === 'on' || saved === 'off') return saved === 'on';
  return !(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
}

/**
 * How the secret card is chosen (issue 22): a click chooses and a button confirms, or one click
 * confirms; 'auto' confirms online and takes one click on one screen and in solo (table/confirm.ts).
 */
export const SECRET_CHOICES = ['auto', 'confirm', 'oneClick'] as const;
export type SecretChoice = (typeof SECRET_CHOICES)[number];
const SECRET_KEY = 'senjutsu:secretChoice';
const isSecretChoice = (value: unknown): value is SecretChoice => typeof value === 'string' && (SECRET_CHOICES as readonly string[]).includes(value);
const savedSecretChoice = (): SecretChoice => {
  const saved = typeof window === 'undefined' ? null : readStorage(SECRET_KEY);
  return isSecretChoice(saved) ? saved : 'auto';
};

/** OP-68: per kind of hidden-card window, pass automatically when nothing is playable (app/autopass.ts). */
export type AutoPass = Readonly<Record<CardWindowKind, boolean>>;
/** The engine's CARD_WINDOW_KINDS (autopass.test.ts checks they agree), without loading the engine here. */
export const AUTO_PASS_KINDS = ['replacement', 'counter', 'instant'] as const satisfies readonly CardWindowKind[];
export const AUTO_PASS_DEFAULT: AutoPass = { replacement: true, counter: true, instant: true };

/** The automatic pass per kind of window, on by default; a kind turned off is remembered. */
const autoPassKey = (kind: string) => `senjutsu:autopass:${kind}`;
const initialAutoPass = (): AutoPass =>
  Object.fromEntries(AUTO_PASS_KINDS.map((kind) => [kind, typeof window === 'undefined' || readStorage(autoPassKey(kind)) !== 'off'])) as unknown as AutoPass;

export type SettingsSlice = {
  /** OP-68: pass for me at a window of this kind when I hold nothing playable (app/autopass.ts). */
  readonly autoPass: AutoPass;
  readonly setAutoPass: (kind: keyof AutoPass, on: boolean) => void;
  readonly lang: Lang;
  readonly setLang: (lang: Lang) => void;
  /** Sounds for a reveal, a step, a hit, a block, a defeat and your turn (app/sounds.ts). */
  readonly sounds: boolean;
  readonly setSounds: (on: boolean) => void;
  /** Figures step, turn, are pushed and struck in motion (motion/); off means drawn at once. */
  readonly motion: boolean;
  readonly setMotion: (on: boolean) => void;
  /** A browser notification when it becomes your turn while the tab is hidden (asked for when turned on). */
  readonly notify: boolean;
  readonly setNotify: (on: boolean) => void;
  readonly secretChoice: SecretChoice;
  readonly setSecretChoice: (choice: SecretChoice) => void;
};

export const settingsSlice: StateCreator<Store, [], [], SettingsSlice> = (set) => ({
  lang: initialLang(),
  setLang: (lang) => {
    writeStorage(LANG_KEY, lang);
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
    set({ lang });
  },
  autoPass: initialAutoPass(),
  setAutoPass: (kind, on) => {
    writeStorage(autoPassKey(kind), on ? null : 'off');
    set((s) => ({ autoPass: { ...s.autoPass, [kind]: on } }));
  },
  sounds: flag(SOUNDS_KEY),
  setSounds: (sounds) => {
    writeStorage(SOUNDS_KEY, sounds ? 'on' : null);
    set({ sounds });
  },
  motion: initialMotion(),
  setMotion: (motion) => {
    writeStorage(MOTION_KEY, motion ? 'on' : 'off');
    set({ motion });
  },
  notify: flag(NOTIFY_KEY),
  setNotify: (notify) => {
    writeStorage(NOTIFY_KEY, notify ? 'on' : null);
    set({ notify });
  },
  secretChoice: savedSecretChoice(),
  setSecretChoice: (secretChoice) => {
    writeStorage(SECRET_KEY, secretChoice === 'auto' ? null : secretChoice);
    set({ secretChoice });
  },
});
