import { BATTLEFIELDS, PACKS, type Battlefield } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { immutable } from './battlefield';
import { GameConfigSchema } from './modes/config';
import { hexKey } from './hex';
import { applyAction, createGame, pendingDecisions, type GameConfig, type GameState } from './index';

// A cheaper new game (issue 11): a battlefield that cannot change (the printed ones are frozen) is
// parsed and derived once and shared by every game on it; the result must be the game a fresh
// parse gives, and bad input must get the same clear INVALID_CONFIG error.

const PRINTED = BATTLEFIELDS['burnt-village'];
/** A mutable copy of the printed battlefield: parsed every game, as any input. */
const copyOf = (b: Battlefield): Battlefield => structuredClone(b);

const seats = PACKS.slice(0, 2).map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] }));
const config = (battlefield: Battlefield, rest: Partial<GameConfig> = {}): GameConfig => ({ seed: 7, battlefield, seats, terrain: ['rock', 'bamboo'], ...rest });

function started(c: GameConfig): GameState {
  const result = createGame(c);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.state;
}

function invalid(c: GameConfig): string {
  const result = createGame(c);
  expect(result.ok).toBe(false);
  if (result.ok) return '';
  expect(result.error.code).toBe('INVALID_CONFIG');
  return result.error.message;
}

const placeTerrainHexes = (s: GameState) => pendingDecisions(s).flatMap((d) => d.options.map((o) => (o.kind === 'placeTerrain' ? hexKey(o.hex) : '')));

describe('a new game on a battlefield that cannot change', () => {
  it('R-SETUP-1 the printed battlefields are deep-frozen content', () => {
    for (const b of Object.values(BATTLEFIELDS)) expect(immutable(b)).toBe(true);
  });

  it('R-SETUP-1 R-SETUP-5 a game on a printed battlefield is the game a mutable copy of it gives, again and again', () => {
    const fresh = started(config(copyOf(PRINTED)));
    const first = started(config(PRINTED));
    const again = started(config(PRINTED));
    expect(JSON.stringify(first)).toBe(JSON.stringify(fresh));
    expect(JSON.stringify(again)).toBe(JSON.stringify(fresh));
    expect(pendingDecisions(again)).toEqual(pendingDecisions(fresh));
  });

  it('R-SETUP-3 terrain placed in one game leaves another game on the same printed battlefield as it was', () => {
    const a = started(config(PRINTED));
    const b = started(config(PRINTED));
    const decision = pendingDecisions(a)[0]!;
    const option = decision.options.find((o) => o.kind === 'placeTerrain')!;
    expect(option.kind).toBe('placeTerrain');
    if (option.kind !== 'placeTerrain') return;
    const before = placeTerrainHexes(b);
    const placed = applyAction(a, decision.seat, option);
    if (!placed.ok) throw new Error(placed.error.message);
    expect(placed.value.state.terrain[hexKey(option.hex)]).toBe(option.terrain);
    expect(placeTerrainHexes(placed.value.state)).not.toContain(hexKey(option.hex)); // taken in this game
    expect(b.terrain[hexKey(option.hex)]).toBeUndefined();
    expect(placeTerrainHexes(b)).toEqual(before); // still free in the other
    expect(placeTerrainHexes(started(config(PRINTED)))).toEqual(before); // and in a new one
  });

  it('R-SETUP-5 bad input on a printed battlefield gets the INVALID_CONFIG message of the config schema, word for word', () => {
    started(config(PRINTED)); // the battlefield is known from here on
    const bad: GameConfig[] = [
      config(PRINTED, { seats: [{ ...seats[0]!, deck: [] }, seats[1]!] }),
      config(PRINTED, { terrain: ['lava' as 'rock'] }),
      config(PRINTED, { seed: 1.5 }),
      config(PRINTED, { options: { blocksProtectAllies: 'yes' as unknown as boolean } }),
    ];
    for (const c of bad) {
      const parsed = GameConfigSchema.safeParse(c);
      expect(parsed.success).toBe(false);
      const message = invalid(c);
      expect(message).toBe(invalid({ ...c, battlefield: copyOf(PRINTED) }));
      expect(message.length).toBeGreaterThan(0);
    }
    expect(invalid(config(PRINTED, { seats: [{ ...seats[0]!, deck: [] }, seats[1]!] }))).toMatch(/seats\.0\.deck/);
  });

  it('R-SETUP-1 a battlefield that can change is parsed every game: a change after the first game is seen', () => {
    const mine = copyOf(PRINTED);
    started(config(mine));
    mine.hexes.push(mine.hexes[0]!);
    expect(invalid(config(mine))).toMatch(/battlefield hexes must be distinct/);
    mine.hexes.pop();
    mine.terrain = [...mine.terrain, { kind: 'rock', hex: mine.startAreas[0]!.hexes[0]! }];
    const printedRock = started(config(mine));
    expect(printedRock.terrain[hexKey(mine.startAreas[0]!.hexes[0]!)]).toBe('rock');
  });

  it('R-SETUP-1 only deep-frozen plain data counts as unchangeable', () => {
    const hex = Object.freeze({ q: 0, r: 0 });
    expect(immutable(Object.freeze({ hexes: Object.freeze([hex]) }))).toBe(true);
    expect(immutable(Object.freeze({ hexes: [hex] }))).toBe(false); // a mutable array inside
    expect(immutable(Object.freeze({ get hexes() { return [hex]; } }))).toBe(false); // a getter may answer differently
    expect(immutable(Object.freeze(Object.create({ hexes: [] }) as object))).toBe(false); // not a plain object
    expect(immutable(Object.freeze({ f: () => 1 }))).toBe(false);
  });
});
