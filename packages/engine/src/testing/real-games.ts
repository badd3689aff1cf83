import { BATTLEFIELDS, PACKS, type TerrainKind } from '@senjutsu/cards';
import { createGame } from '../index';
import type { GameState } from '../state';

// The real-content games the look-ahead tests play: the six pairings of the signature decks in
// turn, on two printed battlefields with every terrain kind placed in setup across four boards.

export const PAIRINGS = PACKS.flatMap((a, i) => PACKS.slice(i + 1).map((b) => [a, b] as const));
export const BOARDS: readonly { battlefield: keyof typeof BATTLEFIELDS; terrain: TerrainKind[] }[] = [
  { battlefield: 'burnt-village', terrain: ['rock', 'bamboo'] },
  { battlefield: 'ice-bridge', terrain: ['boat', 'torii'] },
  { battlefield: 'burnt-village', terrain: ['cart', 'shrine'] },
  { battlefield: 'ice-bridge', terrain: ['corpse', 'rock'] },
];

/** Seeded game `seed`: pairing and board chosen by the seed, at its first decision. */
export function realGame(seed: number): GameState {
  const pair = PAIRINGS[seed % PAIRINGS.length]!;
  const board = BOARDS[seed % BOARDS.length]!;
  const made = createGame({
    seed,
    battlefield: BATTLEFIELDS[board.battlefield],
    seats: pair.map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
    terrain: board.terrain,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.state;
}
