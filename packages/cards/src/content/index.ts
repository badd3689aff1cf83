import { CardSchema, CharacterSchema, PoisonCardSchema, type Card, type Character, type PoisonCard } from '../schema';
import { master } from './master';
import type { ContentPack } from './pack';
import { ronin } from './ronin';
import { student } from './student';
import { warrior } from './warrior';

export type { ContentPack } from './pack';

/** Every content pack; a pack still being authored is null. */
export const PACKS: readonly ContentPack[] = [master, student, ronin, warrior].filter((p): p is ContentPack => p !== null);

/** The built-in content, parsed by the schemas once at load (style.md §2.2). */
export const CATALOG: {
  readonly cards: Readonly<Record<string, Card>>;
  readonly characters: Readonly<Record<string, Character>>;
  readonly poisons: Readonly<Record<string, PoisonCard>>;
} = {
  cards: Object.fromEntries(PACKS.flatMap((p) => p.cards).map((c) => [c.number, CardSchema.parse(c)])),
  characters: Object.fromEntries(PACKS.map((p) => CharacterSchema.parse(p.character)).map((c) => [c.id, c])),
  poisons: Object.fromEntries(PACKS.flatMap((p) => p.poisons ?? []).map((c) => [c.number, PoisonCardSchema.parse(c)])),
};
