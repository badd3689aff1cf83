import { CardSchema, CharacterSchema, nestedEffects, type Card, type Effect } from '../schema';
import type { ContentPack } from './pack';

// Shared by the packs' tests: a pack's cards parsed by the schemas, looked up by number.

export function openPack(pack: ContentPack) {
  const cards: Card[] = pack.cards.map((c) => CardSchema.parse(c));
  const byNumber = new Map(cards.map((c) => [c.number, c]));
  const card = (n: string): Card => {
    const c = byNumber.get(n);
    if (c === undefined) throw new Error(`the pack has no card ${n}`);
    return c;
  };
  return { cards, byNumber, card, character: CharacterSchema.parse(pack.character) };
}

/** Every effect of a card, nested ones included. */
export function effectsOf(c: Card): Effect[] {
  const out: Effect[] = [];
  const walk = (effects: readonly Effect[]) => {
    for (const e of effects) {
      out.push(e);
      nestedEffects(e).forEach(walk);
    }
  };
  c.sections.forEach((s) => walk(s.effects));
  return out;
}
