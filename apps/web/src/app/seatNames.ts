import type { Lang } from '@senjutsu/cards';
import { useCallback } from 'react';
import { useLang } from '../i18n';
import { useStore } from '../store';
import { useNames } from './useNames';

// A seat's character name as the top bar shows it. The built-in characters come from the content's
// names; a character the room's ruleset adds (a co-op room's automata, `automaton-<seat>-<kind>`,
// named after their kind in every language) comes from the definitions its join carried.

type Named = { readonly id?: unknown; readonly names?: unknown };

/** The name in `lang` of a character the room's ruleset adds, if it adds it. */
export function addedCharacterName(definitions: { readonly characters?: readonly unknown[] } | null | undefined, id: string, lang: Lang): string | undefined {
  const found = (definitions?.characters ?? []).find((c): c is Named => typeof c === 'object' && c !== null && (c as Named).id === id) as Named | undefined;
  const names = found?.names as Partial<Record<Lang, string>> | undefined;
  return names?.[lang] ?? names?.en;
}

export function useCharacterName(): (id: string) => string {
  const lang = useLang();
  const names = useNames();
  const definitions = useStore((s) => s.ruleset?.definitions ?? null);
  return useCallback((id: string) => addedCharacterName(definitions, id, lang) ?? names?.characterName(id, lang) ?? id, [definitions, lang, names]);
}
