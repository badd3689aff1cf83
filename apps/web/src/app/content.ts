import { AUTOMATA, BATTLEFIELDS, CATALOG, TERRAIN, type Lang } from '@senjutsu/cards';

// Names of the built-in content in the player's language (characters, battlefields, terrain,
// cards). Loaded on demand (`import('./content')`): the catalogue is large, the home page is not.

type Named = { readonly names: Readonly<Record<Lang, string>> };
const nameIn = (item: Named | undefined, lang: Lang, fallback: string): string => item?.names[lang] ?? fallback;

/** An automaton seat's character (`automaton-<seat>-<kind>`, docs/engine-api.md "Solo and co-op"): named after its kind. */
const AUTOMATON_CHARACTER = /^automaton-\d+-(.+)$/;
const automatonOf = (id: string): Named | undefined => {
  const kind = AUTOMATON_CHARACTER.exec(id)?.[1];
  return kind === undefined ? undefined : AUTOMATA.find((a) => a.id === kind);
};
export const characterName = (id: string, lang: Lang): string => nameIn(CATALOG.characters[id] ?? automatonOf(id), lang, id);
export const battlefieldName = (id: string, lang: Lang): string => nameIn((BATTLEFIELDS as Readonly<Record<string, Named>>)[id], lang, id);
export const terrainName = (kind: string, lang: Lang): string => nameIn((TERRAIN as Readonly<Record<string, Named>>)[kind], lang, kind);
export const cardName = (number: string, lang: Lang): string => nameIn(CATALOG.cards[number], lang, number);

export type ContentNames = {
  readonly characterName: typeof characterName;
  readonly battlefieldName: typeof battlefieldName;
  readonly terrainName: typeof terrainName;
  readonly cardName: typeof cardName;
};
export const names: ContentNames = { characterName, battlefieldName, terrainName, cardName };
