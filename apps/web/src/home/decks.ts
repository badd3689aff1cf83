import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../store/settings';

// Saved decks: custom card lists kept in this browser's localStorage. The server (or, in
// hot-seat, the content's deck-building check) decides whether a deck is legal.

export type SavedDeck = {
  readonly id: string;
  readonly name: string;
  readonly character: string;
  /** The core weapon card; the character's first when null. */
  readonly weapon: string | null;
  readonly cards: readonly string[];
};

const KEY = 'senjutsu:decks';

function isDeck(value: unknown): value is SavedDeck {
  const d = value as Partial<SavedDeck> | null;
  return (
    typeof d === 'object' && d !== null && typeof d.id === 'string' && typeof d.name === 'string' && typeof d.character === 'string' &&
    (d.weapon === null || typeof d.weapon === 'string') && Array.isArray(d.cards) && d.cards.every((c) => typeof c === 'string')
  );
}

/** The saved decks; anything unreadable in storage is left out rather than trusted. */
export function loadDecks(): SavedDeck[] {
  const raw = readStorage(KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isDeck) : [];
  } catch {
    return []; // a damaged entry: start again with no saved decks
  }
}

export function useSavedDecks(): { readonly decks: readonly SavedDeck[]; readonly save: (deck: SavedDeck) => void; readonly remove: (id: string) => void } {
  const [decks, setDecks] = useState<readonly SavedDeck[]>(loadDecks);
  const store = useCallback((next: readonly SavedDeck[]) => {
    writeStorage(KEY, JSON.stringify(next));
    setDecks(next);
  }, []);
  const save = useCallback((deck: SavedDeck) => store([...loadDecks().filter((d) => d.id !== deck.id), deck]), [store]);
  const remove = useCallback((id: string) => store(loadDecks().filter((d) => d.id !== id)), [store]);
  return { decks, save, remove };
}
