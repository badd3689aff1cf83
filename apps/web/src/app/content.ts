import { AUTOMATA, BATTLEFIELDS, CATALOG, TERRAIN, type Lang } from '@senjutsu/cards';

// Names of the built-in content in the player's language (characters, battlefields, terrain,
// cards). Loaded on demand (`import('./content')`): the catalogue is large, the home page is not.

type Named = { readonly names: Readonly<Record<Lang, string>> };
const nameIn = (item: Named | undefined, lang: Lang, fallback: string): string => item?.names[lang] ?? fallback;

/**
 * An automaton seat's character is made for it (`automaton-<seat>-<automaton>`, section 20; in a
 * horde run `horde-<seat>-<automaton>-<level>`, section 22): it goes by the automaton's name.
 */
const automatonOf = (id: string) => {
  const made = /^automaton-\d+-(.+)$/.exec(id) ?? /^horde-\d+-(.+)-\d+$/.exec(id);
  return made === null ? undefined : AUTOMATA.find((a) => a.id === made[1]);
};
/** R-HORDE-LORD-1: the fallen lord's seat (the engine's character 'fallen-lord'). */
const FALLEN_LORD: Named = { names: { cs: 'Padlý pán', pl: 'Poległy pan', uk: 'Полеглий пан', en: 'Fallen lord' } };
const madeFor = (id: string): Named | undefined => (id === 'fallen-lord' ? FALLEN_LORD : automatonOf(id));
export const characterName = (id: string, lang: Lang): string => nameIn(CATALOG.characters[id] ?? madeFor(id), lang, id);
export const battlefieldName = (id: string, lang: Lang): string => nameIn((BATTLEFIELDS as Readonly<Record<string, Named>>)[id], lang, id);
export const terrainName = (kind: string, lang: Lang): string => nameIn((TERRAIN as Readonly<Record<string, Named>>)[kind], lang, kind);
export const cardName = (number: string, lang: Lang): string => nameIn(CATALOG.cards[number], lang, number);
/** An automaton by its id (a saved solo or horde game names its opponents so). */
export const automatonName = (id: string, lang: Lang): string => nameIn(AUTOMATA.find((a) => a.id === id), lang, id);

export type ContentNames = {
  readonly characterName: typeof characterName;
  readonly battlefieldName: typeof battlefieldName;
  readonly terrainName: typeof terrainName;
  readonly cardName: typeof cardName;
  readonly automatonName: typeof automatonName;
};
export const names: ContentNames = { characterName, battlefieldName, terrainName, cardName, automatonName };
