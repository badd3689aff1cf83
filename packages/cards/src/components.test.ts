import { describe, expect, it } from 'vitest';
import { BOARDS } from './battlefields';
import { COMPONENTS, TERRAIN_COMPONENTS, TERRAIN_PIECES, missingTerrain } from './components';
import { TERRAIN_KINDS } from './schema';
import { TERRAIN } from './terrain';

const count = (rule: string, material: string, sides: string[]) =>
  TERRAIN_COMPONENTS.filter((c) => c.rule === rule && c.material === material && c.sides.join('/') === sides.join('/')).reduce((n, c) => n + c.count, 0);

describe('terrain components (R-COMP-2, R-COMP-3, catalogue §5)', () => {
  it('R-COMP-2 plastic terrain: 2 burning carts, 2 caltrops, 2 bamboo, 3 rocks, 1 shrine', () => {
    expect(count('R-COMP-2', 'plastic', ['cart'])).toBe(2);
    expect(count('R-COMP-2', 'plastic', ['caltrops'])).toBe(2);
    expect(count('R-COMP-2', 'plastic', ['bamboo'])).toBe(2);
    expect(count('R-COMP-2', 'plastic', ['rock'])).toBe(3);
    expect(count('R-COMP-2', 'plastic', ['shrine'])).toBe(1);
    expect(TERRAIN_COMPONENTS.filter((c) => c.rule === 'R-COMP-2').reduce((n, c) => n + c.count, 0)).toBe(10);
  });

  it('R-COMP-3 flat terrain: 2 bamboo, 1 shrine, 2 cart/boat, 3 corpse/rock, 1 cherry tree, 1 torii, 3 traps', () => {
    expect(count('R-COMP-3', 'cardboard', ['bamboo'])).toBe(2);
    expect(count('R-COMP-3', 'cardboard', ['shrine'])).toBe(1);
    expect(count('R-COMP-3', 'cardboard', ['cart', 'boat'])).toBe(2);
    expect(count('R-COMP-3', 'cardboard', ['corpse', 'rock'])).toBe(3);
    expect(count('R-COMP-3', 'cardboard', ['cherry'])).toBe(1);
    expect(count('R-COMP-3', 'cardboard', ['torii'])).toBe(1);
    expect(count('R-COMP-3', 'cardboard', ['trap'])).toBe(3);
    expect(TERRAIN_COMPONENTS.filter((c) => c.rule === 'R-COMP-3').reduce((n, c) => n + c.count, 0)).toBe(13);
  });

  it('R-COMP-2 R-COMP-3 the most pieces of each kind the box can lay out', () => {
    expect(TERRAIN_PIECES).toEqual({
      rock: 6, // 3 plastic + 3 corpse/rock tokens
      bamboo: 4, // 2 plastic + 2 flat
      cart: 4, // 2 plastic + 2 cart/boat tokens
      shrine: 2, // 1 plastic + 1 flat
      torii: 1,
      cherry: 1,
      corpse: 3, // the corpse/rock tokens
      caltrops: 2,
      trap: 3,
      boat: 2, // the cart/boat tokens
    });
    // Every terrain kind of the rules has at least one physical piece, and every piece a rule.
    for (const kind of TERRAIN_KINDS) expect(TERRAIN_PIECES[kind]).toBeGreaterThan(0);
    for (const c of TERRAIN_COMPONENTS) for (const side of c.sides) expect(TERRAIN[side]).toBeDefined();
  });

  it('R-COMP-3 R-SETUP-2 a double-sided token shows one side only: the selection must fit the box', () => {
    expect(missingTerrain(['rock', 'rock', 'rock', 'rock', 'rock', 'rock'])).toEqual([]);
    expect(missingTerrain(['rock', 'rock', 'rock', 'rock', 'rock', 'rock', 'rock'])).toEqual(['rock']);
    // Corpses and the extra rocks share the three corpse/rock tokens.
    expect(missingTerrain(['corpse', 'corpse', 'rock', 'rock', 'rock', 'rock'])).toEqual([]);
    expect(missingTerrain(['rock', 'rock', 'rock', 'rock', 'rock', 'corpse', 'corpse']).sort()).toEqual(['corpse']);
    // Boats are the backs of the cart tokens.
    expect(missingTerrain(['boat', 'boat', 'cart', 'cart'])).toEqual([]);
    expect(missingTerrain(['boat', 'cart', 'cart', 'cart', 'cart'])).toHaveLength(1);
    expect(missingTerrain(['torii', 'torii'])).toEqual(['torii']);
    expect(missingTerrain([])).toEqual([]);
  });

  it('R-COMP-2 R-COMP-3 R-SETUP-2 the whole box can be laid out at once, each token on one side', () => {
    const everything = TERRAIN_COMPONENTS.flatMap((c) => Array.from({ length: c.count }, () => c.sides[0]));
    expect(everything).toHaveLength(23);
    expect(missingTerrain(everything)).toEqual([]);
  });

  it('R-COMP-1 R-COMP-4 R-COMP-5 R-COMP-6 R-COMP-7 R-COMP-8 the other component counts', () => {
    expect(COMPONENTS.characterMiniatures).toBe(4);
    expect(COMPONENTS.courtLadyMiniatures).toBe(2);
    expect(COMPONENTS.doubleSidedBoards).toBe(BOARDS.length);
    expect(COMPONENTS.trackCards).toBe(1);
    expect([COMPONENTS.focusTokens, COMPONENTS.kamaeRings, COMPONENTS.advantageTokens]).toEqual([18, 6, 6]);
    expect([COMPONENTS.abilityCards, COMPONENTS.statusAndWoundCards, COMPONENTS.referenceCards]).toEqual([243, 53, 4]);
    expect([COMPONENTS.characterCards, COMPONENTS.kamaeMapCards, COMPONENTS.coreCards]).toEqual([4, 4, 16]);
    expect([COMPONENTS.automatonStandees, COMPONENTS.colouredBases]).toEqual([9, 6]);
  });
});
