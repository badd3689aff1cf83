import { z } from 'zod';
import { TERRAIN_KINDS, TerrainKindSchema, type TerrainKind } from './schema';

// The physical components of the base game box (section 2, catalogue §5), as data, so a game
// setup can offer exactly the pieces a real table has. Counts are the rulebook's component lists
// (Czech list; the Ukrainian list agrees where it has the line; the Polish page is missing).

/** One kind of physical terrain piece: a double-sided token shows one of its two sides in play. */
export const TerrainComponentSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  material: z.enum(['plastic', 'cardboard']),
  /** The terrain kind of each side; two kinds for a double-sided token. */
  sides: z.union([z.tuple([TerrainKindSchema]), z.tuple([TerrainKindSchema, TerrainKindSchema])]),
  count: z.int().min(1),
  /** The component-list line it comes from. */
  rule: z.enum(['R-COMP-2', 'R-COMP-3']),
});
export type TerrainComponent = z.infer<typeof TerrainComponentSchema>;

export const TERRAIN_COMPONENTS: readonly TerrainComponent[] = z.array(TerrainComponentSchema).parse([
  // R-COMP-2: plastic terrain, "2 burning carts, 2 caltrops, 2 bamboo, 3 rocks, 1 shrine".
  { id: 'plastic-cart', material: 'plastic', sides: ['cart'], count: 2, rule: 'R-COMP-2' },
  { id: 'plastic-caltrops', material: 'plastic', sides: ['caltrops'], count: 2, rule: 'R-COMP-2' },
  { id: 'plastic-bamboo', material: 'plastic', sides: ['bamboo'], count: 2, rule: 'R-COMP-2' },
  { id: 'plastic-rock', material: 'plastic', sides: ['rock'], count: 3, rule: 'R-COMP-2' },
  { id: 'plastic-shrine', material: 'plastic', sides: ['shrine'], count: 1, rule: 'R-COMP-2' },
  // R-COMP-3: flat terrain and tokens, "2 bamboo (2D), 1 shrine (2D), 2 double-sided
  // burning-cart/boat tokens, 3 double-sided corpse/rock tokens, 1 cherry tree (2D), 1 torii gate
  // (cardboard), 3 trap tokens".
  { id: 'flat-bamboo', material: 'cardboard', sides: ['bamboo'], count: 2, rule: 'R-COMP-3' },
  { id: 'flat-shrine', material: 'cardboard', sides: ['shrine'], count: 1, rule: 'R-COMP-3' },
  { id: 'cart-boat-token', material: 'cardboard', sides: ['cart', 'boat'], count: 2, rule: 'R-COMP-3' },
  { id: 'corpse-rock-token', material: 'cardboard', sides: ['corpse', 'rock'], count: 3, rule: 'R-COMP-3' },
  { id: 'flat-cherry', material: 'cardboard', sides: ['cherry'], count: 1, rule: 'R-COMP-3' },
  { id: 'torii', material: 'cardboard', sides: ['torii'], count: 1, rule: 'R-COMP-3' },
  { id: 'trap-token', material: 'cardboard', sides: ['trap'], count: 3, rule: 'R-COMP-3' },
]);

/**
 * The most pieces of each terrain kind the box can put on the table (a double-sided token counts
 * for both its sides): e.g. rock 3 plastic + 3 corpse/rock tokens = 6. Several kinds at once may
 * compete for the same tokens; `missingTerrain` checks a whole selection.
 */
export const TERRAIN_PIECES: Readonly<Record<TerrainKind, number>> = Object.fromEntries(
  TERRAIN_KINDS.map((kind) => [kind, TERRAIN_COMPONENTS.filter((c) => (c.sides as readonly TerrainKind[]).includes(kind)).reduce((n, c) => n + c.count, 0)]),
) as Record<TerrainKind, number>;

/**
 * The pieces of `selection` (one entry per piece, as agreed in R-SETUP-2) that the box cannot
 * supply together, each double-sided token showing one side only; empty when all can be laid out.
 * A bipartite matching of wanted pieces to physical pieces (augmenting paths; a box has ~25).
 */
export function missingTerrain(selection: readonly TerrainKind[], components: readonly TerrainComponent[] = TERRAIN_COMPONENTS): TerrainKind[] {
  const units = components.flatMap((c) => Array.from({ length: c.count }, () => c.sides as readonly TerrainKind[]));
  const owner: (number | undefined)[] = units.map(() => undefined);
  const assign = (want: number, seen: boolean[]): boolean => {
    for (const [u, sides] of units.entries()) {
      if (seen[u] || !sides.includes(selection[want]!)) continue;
      seen[u] = true;
      const holder = owner[u];
      if (holder === undefined || assign(holder, seen)) {
        owner[u] = want;
        return true;
      }
    }
    return false;
  };
  return selection.filter((_, want) => !assign(want, units.map(() => false)));
}

/**
 * The other components of the box (R-COMP-1, R-COMP-2, R-COMP-5..8), for completeness: setups
 * and the interface may show them; no rule reads them.
 */
export const COMPONENTS = {
  /** R-COMP-1. */
  characterMiniatures: 4,
  /** R-COMP-2: court-lady miniatures, without rules (OP-7). */
  courtLadyMiniatures: 2,
  /** R-COMP-4. */
  doubleSidedBoards: 2,
  /** R-COMP-5: advantage track / automaton behaviour track. */
  trackCards: 1,
  /** R-COMP-6. */
  focusTokens: 18,
  kamaeRings: 6,
  advantageTokens: 6,
  /** R-COMP-7. */
  abilityCards: 243,
  statusAndWoundCards: 53,
  referenceCards: 4,
  characterCards: 4,
  kamaeMapCards: 4,
  coreCards: 16,
  /** R-COMP-8. */
  automatonStandees: 9,
  colouredBases: 6,
} as const;
