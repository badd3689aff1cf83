// The benchmark's real-content game (bench/engine.bench.ts, bench/engine.profile.ts): the signature
// decks of packages/cards, two of the four characters in turn, on a printed battlefield.
import { BATTLEFIELDS, PACKS, type TerrainKind } from '../packages/cards/src/index';
import { createGame, type GameState } from '../packages/engine/src/index';

export const REAL_BATTLEFIELD = BATTLEFIELDS['burnt-village'];
export const REAL_TERRAIN: TerrainKind[] = ['rock', 'bamboo'];
const PAIRINGS = PACKS.flatMap((a, i) => PACKS.slice(i + 1).map((b) => [a, b] as const));

/** Game `seed` of the real workload: pairing seed mod 6, the first seat alternating. */
export function newRealGame(seed: number): GameState {
  const pair = PAIRINGS[seed % PAIRINGS.length]!;
  const seats = pair.map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] }));
  const ordered = Math.floor(seed / PAIRINGS.length) % 2 === 0 ? seats : [seats[1]!, seats[0]!];
  const result = createGame({ seed, battlefield: REAL_BATTLEFIELD, seats: ordered, terrain: REAL_TERRAIN });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.state;
}
