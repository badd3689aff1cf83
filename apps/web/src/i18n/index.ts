import type { Lang } from '@senjutsu/cards';
import { useCallback } from 'react';
import { useStore } from '../store';
import { ai } from './ai';
import { aiserver } from './aiserver';
import { app } from './app';
import { board } from './board';
import { coop } from './coop';
import { errors } from './errors';
import { reasons } from './reasons';
import { rooms } from './rooms';
import { horde } from './horde';
import { links } from './links';
import { presence } from './presence';
import { keys } from './keys';
import { solo } from './solo';
import { modes } from './modes';
import { table } from './table';
import { tutorial } from './tutorial';
import { look } from './look';
import { words } from './words';
import { undo } from './undo';
import { windows } from './windows';
import { replay } from './replay';
import { battlefield } from './battlefield';
import { motion } from './motion';
import { reference } from './reference';
import { cardwords } from './cardwords';

// The client's words in cs, pl, uk and en. One dictionary per area (`./<area>.ts`, each exporting
// `{ en, cs, pl, uk }` with the same keys); `useT()` gives `t(key, params)`, where `{name}` in a
// text is replaced by `params.name`. Card text comes from @senjutsu/cards' renderer, not from here.

export type { Lang };
export { LANGS } from '../store/settings';

/** Every area's dictionary; the unit test (dictionaries.test.ts) checks each of them. */
export const AREAS = { app, board, errors, solo, coop, reasons, horde, links, presence, rooms, keys, modes, table, look, words, undo, windows, tutorial, replay, battlefield, motion, reference, cardwords, ai, aiserver } as const;

type Area = (typeof AREAS)[keyof typeof AREAS];
/** Every key of every area (an area's English dictionary holds all its keys). */
export type Key = Area extends infer A ? (A extends { readonly en: infer E } ? keyof E : never) : never;
export type Params = Readonly<Record<string, string | number>>;
export type T = (key: Key, params?: Params) => string;

const merged = Object.fromEntries(
  (['en', 'cs', 'pl', 'uk'] as const).map((lang) => [lang, Object.assign({}, ...Object.values(AREAS).map((area) => area[lang]))]),
) as Record<Lang, Readonly<Record<string, string>>>;

/** The text of `key` in `lang` with its `{params}` filled in (English, then the key, when missing). */
export function translate(lang: Lang, key: Key, params?: Params): string {
  const text = merged[lang][key] ?? merged.en[key] ?? key;
  if (params === undefined) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The chosen language. */
export const useLang = (): Lang => useStore((s) => s.lang);

/** Change the language (remembered in localStorage). */
export const useSetLang = (): ((lang: Lang) => void) => useStore((s) => s.setLang);

/** `t(key, params?)` in the chosen language; a new function only when the language changes. */
export function useT(): T {
  const lang = useLang();
  return useCallback<T>((key, params) => translate(lang, key, params), [lang]);
}
