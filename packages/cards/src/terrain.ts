import { TerrainSchema, type Terrain, type TerrainKind } from './schema';

// Section 16 and OP-5/OP-6. The rulebooks lost the penalty icons, so every penalty below is this
// project's reading (OP-5), kept as data for players with the printed pieces to correct.
const raw = [
  {
    kind: 'rock',
    names: { cs: 'Kámen', pl: 'Skała', uk: 'Камінь', en: 'Rock' },
    obstacle: true, blocksSight: true, blocksAttacks: true,
    collision: { stun: 1 }, // R-TERRAIN-ROCK-1, OP-5
  },
  {
    kind: 'bamboo',
    names: { cs: 'Bambus', pl: 'Bambus', uk: 'Бамбук', en: 'Bamboo' },
    obstacle: true, blocksSight: true, blocksAttacks: true,
    collision: { stun: 1, weakness: 1 }, // R-TERRAIN-BAMBOO-1, OP-5 (low confidence)
    removedWhen: { entered: true, wounded: true }, // R-TERRAIN-BAMBOO-2, OP-5
  },
  {
    kind: 'cart',
    names: { cs: 'Hořící vůz', pl: 'Płonący wóz', uk: 'Підпалений віз', en: 'Burning cart' },
    obstacle: true, blocksSight: true, blocksAttacks: true,
    collision: { stun: 1, wounds: 1 }, // R-TERRAIN-CART-1, OP-5
  },
  {
    kind: 'shrine',
    names: { cs: 'Svatyně', pl: 'Kapliczka', uk: 'Святилище', en: 'Shrine' },
    obstacle: true, blocksSight: true, blocksAttacks: true,
    collision: { stun: 1 }, // R-TERRAIN-SHRINE-1, OP-5
    adjacentFocusAtEndOfRound: 1, // R-TERRAIN-SHRINE-2
  },
  {
    kind: 'torii',
    names: { cs: 'Brána Torii', pl: 'Brama Torii', uk: 'Торії', en: 'Torii gate' },
    obstacle: true, blocksSight: true, blocksAttacks: true,
    collision: { stun: 1 }, // R-TERRAIN-TORII-1, OP-5
    // Two pillars with the free passage between them (R-TERRAIN-TORII-2, OP-42).
    footprint: [{ at: { q: 0, r: -1 } }, { at: { q: 0, r: 0 }, passage: true }, { at: { q: 0, r: 1 } }],
  },
  {
    kind: 'cherry',
    names: { cs: 'Třešeň', pl: 'Kwitnąca Wiśnia', uk: 'Сакура', en: 'Cherry tree' },
    obstacle: true, blocksSight: true, blocksAttacks: true,
    collision: { stun: 1 }, // R-TERRAIN-CHERRY-1, OP-5
  },
  {
    kind: 'corpse',
    names: { cs: 'Mrtvola', pl: 'Zwłoki', uk: 'Труп', en: 'Corpse' },
    obstacle: false, blocksSight: false, blocksAttacks: false, // R-TERRAIN-CORPSE-1, OP-42
    onEnter: { stun: 1, loseAllFocus: true }, // R-TERRAIN-CORPSE-2, OP-5
  },
  {
    kind: 'caltrops',
    names: { cs: 'Kovový ježek', pl: 'Kolce', uk: 'Шипи', en: 'Caltrops' },
    obstacle: false, blocksSight: false, blocksAttacks: false, // R-LOS-3, OP-6: a marker without effect
  },
  {
    kind: 'trap',
    names: { cs: 'Past', pl: 'Pułapka', uk: 'Пастка', en: 'Trap' },
    obstacle: false, blocksSight: false, blocksAttacks: false, // R-LOS-3, OP-6
  },
  {
    kind: 'boat',
    names: { cs: 'Loď', pl: 'Łódź', uk: 'Човен', en: 'Boat' },
    obstacle: false, blocksSight: false, blocksAttacks: false, // R-TERRAIN-BOAT-1, OP-42
    battlefieldHex: true, // R-TERRAIN-BOAT-2: may extend the battlefield
  },
] as const;

export const TERRAIN: Readonly<Record<TerrainKind, Terrain>> = Object.fromEntries(
  raw.map((t) => [t.kind, TerrainSchema.parse(t)]),
) as Record<TerrainKind, Terrain>;
