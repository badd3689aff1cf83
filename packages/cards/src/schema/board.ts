import { z } from 'zod';
import { NamesSchema, RelativeHexSchema } from './base';

// Terrain (section 16, OP-5, OP-6): what a piece does is data, so a player can correct it.

export const HexSchema = z.object({ q: z.int(), r: z.int() });

export const TERRAIN_KINDS = ['rock', 'bamboo', 'cart', 'shrine', 'torii', 'cherry', 'corpse', 'caltrops', 'trap', 'boat'] as const;
export const TerrainKindSchema = z.enum(TERRAIN_KINDS);
export type TerrainKind = z.infer<typeof TerrainKindSchema>;

/** What a character suffers on colliding with (or entering) a piece. */
export const TerrainPenaltySchema = z.object({
  stun: z.int().min(0).max(3).default(0),
  wounds: z.int().min(0).max(3).default(0),
  weakness: z.int().min(0).max(3).default(0),
  loseAllFocus: z.boolean().default(false),
});
export type TerrainPenalty = z.infer<typeof TerrainPenaltySchema>;

export const TerrainSchema = z.object({
  kind: TerrainKindSchema,
  names: NamesSchema,
  /** R-TERRAIN-2: false for pieces characters may stand on (corpses, caltrops, traps). */
  obstacle: z.boolean(),
  /** R-LOS-2 / R-LOS-3. */
  blocksSight: z.boolean(),
  /** R-TERRAIN-5: blocks attacks on its hexes at every initiative. */
  blocksAttacks: z.boolean(),
  /** R-MOVE-COLLISION-2: the penalty for being forced into it. */
  collision: TerrainPenaltySchema.optional(),
  /** R-TERRAIN-CORPSE-2: the penalty for entering it. */
  onEnter: TerrainPenaltySchema.optional(),
  /** R-TERRAIN-SHRINE-2: focus gained at the end of the round by characters adjacent to it. */
  adjacentFocusAtEndOfRound: z.int().min(0).max(3).default(0),
  /** R-TERRAIN-BAMBOO-2: the piece leaves play when a character enters it or a wounding attack lands on it. */
  removedWhen: z.object({ entered: z.boolean(), wounded: z.boolean() }).optional(),
  /** R-TERRAIN-BOAT-1/2: the piece is a battlefield hex and may lie beside the board. */
  battlefieldHex: z.boolean().default(false),
  /**
   * The hexes a piece covers relative to where it is placed, in the north frame, turned with the
   * placement facing. `passage` hexes stay free (R-TERRAIN-TORII-2). Default: one hex.
   */
  footprint: z.array(z.object({ at: RelativeHexSchema, passage: z.boolean().default(false) })).min(1).default([{ at: { q: 0, r: 0 }, passage: false }]),
});
export type Terrain = z.infer<typeof TerrainSchema>;

// ---------------------------------------------------------------------------------------------
// Battlefields (OP-3).

export const StartAreaSchema = z.object({
  hexes: z.array(HexSchema).min(1),
  /** OP-4: figures placed here face this way (toward the opposite edge). */
  facing: z.int().min(0).max(5),
});
export const BattlefieldSchema = z
  .object({
    id: z.string().min(1),
    names: NamesSchema,
    hexes: z.array(HexSchema).min(2),
    /** Terrain printed on the board, if any. */
    terrain: z.array(z.object({ kind: TerrainKindSchema, hex: HexSchema })).default([]),
    /** R-SETUP-10: start areas on opposite edges; team i (or seat i in a free-for-all) uses area i. */
    startAreas: z.array(StartAreaSchema).min(2),
  })
  .superRefine((b, ctx) => {
    const on = new Set(b.hexes.map((h) => `${h.q},${h.r}`));
    if (on.size !== b.hexes.length) ctx.addIssue({ code: 'custom', message: 'battlefield hexes must be distinct' });
    const outside = [...b.startAreas.flatMap((a) => a.hexes), ...b.terrain.map((t) => t.hex)].filter(
      (h) => !on.has(`${h.q},${h.r}`),
    );
    if (outside.length > 0) ctx.addIssue({ code: 'custom', message: `hexes off the battlefield: ${JSON.stringify(outside)}` });
  });
export type Battlefield = z.infer<typeof BattlefieldSchema>;
export type BattlefieldInput = z.input<typeof BattlefieldSchema>;
