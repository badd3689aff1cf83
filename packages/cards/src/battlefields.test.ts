import { applyAction, createGame, outcome, pendingDecisions, type GameState } from '@senjutsu/engine';
import { KENSEI, TEST_CARDS, TEST_CHARACTERS, TEST_DECK } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import {
  BATTLEFIELD_IDS,
  BATTLEFIELDS,
  BOARDS,
  HORDE_STARTS,
  battlefieldFromGrid,
  hexDistance,
  joinBattlefields,
  neighboursOf,
  offsetToHex,
  type JoinSide,
} from './battlefields';
import { BattlefieldSchema, LANGUAGES, type Battlefield } from './schema';
import { TERRAIN } from './terrain';

type Hex = { q: number; r: number };
const key = (h: Hex) => `${h.q},${h.r}`;
const all = BATTLEFIELD_IDS.map((id) => BATTLEFIELDS[id]);
const byId = BATTLEFIELD_IDS.map((id) => [id, BATTLEFIELDS[id]] as const);
const SIDES: JoinSide[] = ['north', 'south', 'east', 'west'];
const OPPOSITE: Record<number, number> = { 0: 1, 1: 0, 2: 3, 3: 2 };

/** The hexes reachable from the first one through hexes for which `open` holds. */
function reachable(hexes: readonly Hex[], open: (h: Hex) => boolean = () => true): Set<string> {
  const on = new Set(hexes.filter(open).map(key));
  const start = hexes.find(open);
  const seen = new Set<string>(start === undefined ? [] : [key(start)]);
  const frontier = start === undefined ? [] : [start];
  while (frontier.length > 0) {
    for (const n of neighboursOf(frontier.pop()!)) {
      if (on.has(key(n)) && !seen.has(key(n))) {
        seen.add(key(n));
        frontier.push(n);
      }
    }
  }
  return seen;
}

const obstacleHexes = (b: Battlefield) => new Set(b.terrain.filter((t) => TERRAIN[t.kind].obstacle).map((t) => key(t.hex)));
const minDistance = (a: readonly Hex[], b: readonly Hex[]) => Math.min(...a.flatMap((x) => b.map((y) => hexDistance(x, y))));
const STEP: Hex[] = [{ q: 0, r: -1 }, { q: 1, r: -1 }, { q: 1, r: 0 }, { q: 0, r: 1 }, { q: -1, r: 1 }, { q: -1, r: 0 }];
const stepFrom = (h: Hex, dir: number): Hex => ({ q: h.q + STEP[dir]!.q, r: h.r + STEP[dir]!.r });

describe('battlefields as data (R-COMP-4, OP-3)', () => {
  it.each(byId)('R-COMP-4 %s parses and is named in all four languages', (id, b) => {
    expect(BattlefieldSchema.safeParse(b).success).toBe(true);
    expect(b.id).toBe(id);
    for (const l of LANGUAGES) expect(b.names[l].trim().length).toBeGreaterThan(0);
  });

  it('R-COMP-4 two double-sided boards: Snowy Battlefield / Burnt Village and Frozen Lake / Ice Bridge', () => {
    expect(BOARDS.map((b) => b.sides.map((s) => BATTLEFIELDS[s].names.en))).toEqual([
      ['Snowy Battlefield', 'Burnt Village'],
      ['Frozen Lake', 'Ice Bridge'],
    ]);
    expect(BATTLEFIELDS['snowy-battlefield'].names.cs).toBe('Zasněžené bojiště');
    expect(BATTLEFIELDS['burnt-village'].names.uk).toBe('Село у вогні');
    expect(BATTLEFIELDS['frozen-lake'].names.cs).toBe('Zamrzlé jezero');
    expect(BATTLEFIELDS['ice-bridge'].names.uk).toBe('Крижаний міст');
  });

  it('R-COMP-4 the two sides of a board share one outline (the bridge side only lacks its open water)', () => {
    const keys = (id: (typeof BATTLEFIELD_IDS)[number]) => BATTLEFIELDS[id].hexes.map(key).sort();
    expect(keys('burnt-village')).toEqual(keys('snowy-battlefield'));
    const lake = new Set(keys('frozen-lake'));
    expect(keys('ice-bridge').every((k) => lake.has(k))).toBe(true);
  });

  it.each(byId)('OP-3 %s is a table-sized board of 50 to 80 hexes', (_id, b) => {
    expect(b.hexes.length).toBeGreaterThanOrEqual(50);
    expect(b.hexes.length).toBeLessThanOrEqual(80);
  });

  it.each(byId)('OP-3 %s: all hexes connected, also around the printed obstacles', (_id, b) => {
    expect(reachable(b.hexes).size).toBe(b.hexes.length);
    const blocked = obstacleHexes(b);
    expect(reachable(b.hexes, (h) => !blocked.has(key(h))).size).toBe(b.hexes.length - blocked.size);
  });

  it('OP-3 printed terrain stays modest: at most four pieces, only on Burnt Village', () => {
    expect(all.filter((b) => b.terrain.length > 0).map((b) => b.id)).toEqual(['burnt-village']);
    expect(BATTLEFIELDS['burnt-village'].terrain.map((t) => t.kind).sort()).toEqual(['cart', 'cart', 'corpse', 'corpse']);
  });

  it('the grid drawing: odd columns half a hex lower, north = decreasing r', () => {
    expect(offsetToHex(0, 0)).toEqual({ q: 0, r: 0 });
    expect(offsetToHex(1, 0)).toEqual({ q: 1, r: 0 }); // south-east of (0,0)
    expect(offsetToHex(2, 0)).toEqual({ q: 2, r: -1 });
    expect(offsetToHex(3, 2)).toEqual({ q: 3, r: 1 });
    const tiny = battlefieldFromGrid({
      id: 't', names: { cs: 't', pl: 't', uk: 't', en: 't' }, grid: ['2.', 'c~', '1.'], facings: [0, 3],
    });
    expect(tiny.hexes).toEqual([{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 0, r: 1 }, { q: 0, r: 2 }, { q: 1, r: 2 }]);
    expect(tiny.terrain).toEqual([{ kind: 'corpse', hex: { q: 0, r: 1 } }]);
    expect(tiny.startAreas).toEqual([{ hexes: [{ q: 0, r: 2 }], facing: 0 }, { hexes: [{ q: 0, r: 0 }], facing: 3 }]);
  });

  it('board 1 is point-symmetric, so neither side of a duel has the better field', () => {
    // Column c, row n <-> column 9 - c, row 6 - n, in axial coordinates.
    const turn = (h: Hex) => { const col = h.q; const row = h.r + Math.floor(col / 2); return key(offsetToHex(9 - col, 6 - row)); };
    for (const id of ['snowy-battlefield', 'burnt-village'] as const) {
      const b = BATTLEFIELDS[id];
      expect(new Set(b.hexes.map(turn))).toEqual(new Set(b.hexes.map(key)));
      expect(new Set(b.startAreas[0]!.hexes.map(turn))).toEqual(new Set(b.startAreas[1]!.hexes.map(key)));
      expect(new Set(b.startAreas[2]!.hexes.map(turn))).toEqual(new Set(b.startAreas[3]!.hexes.map(key)));
      expect(new Set(b.terrain.map((t) => `${t.kind}@${turn(t.hex)}`))).toEqual(new Set(b.terrain.map((t) => `${t.kind}@${key(t.hex)}`)));
    }
  });
});

describe('start areas (R-SETUP-10, R-SETUP-11, OP-3, OP-4)', () => {
  it.each(byId)('OP-3 R-SETUP-11 %s: start areas of at least 4 hexes, disjoint, free of printed terrain, in pairs', (_id, b) => {
    expect([2, 4]).toContain(b.startAreas.length);
    const printed = new Set(b.terrain.map((t) => key(t.hex)));
    const seen = new Set<string>();
    for (const area of b.startAreas) {
      expect(area.hexes.length).toBeGreaterThanOrEqual(4);
      for (const h of area.hexes) {
        expect(printed.has(key(h))).toBe(false);
        expect(seen.has(key(h))).toBe(false);
        seen.add(key(h));
      }
    }
  });

  it.each(byId)('R-SETUP-10 %s: paired start areas lie on opposite edges, far apart', (_id, b) => {
    const on = new Set(b.hexes.map(key));
    for (const [i, area] of b.startAreas.entries()) {
      // On the edge it backs onto: the hex behind every start hex is off the board.
      for (const h of area.hexes) expect(on.has(key(stepFrom(h, (area.facing + 3) % 6)))).toBe(false);
      const other = b.startAreas[OPPOSITE[i]!]!;
      expect(minDistance(area.hexes, other.hexes)).toBeGreaterThanOrEqual(i < 2 ? 6 : 8);
    }
  });

  it.each(byId)('OP-4 %s: every start area faces toward the opposite one', (_id, b) => {
    for (const [i, area] of b.startAreas.entries()) {
      const other = b.startAreas[OPPOSITE[i]!]!.hexes;
      for (const h of area.hexes) {
        expect(minDistance([stepFrom(h, area.facing)], other)).toBeLessThan(minDistance([h], other));
      }
    }
  });
});

describe('horde start hexes (R-HORDE-8, R-HORDE-10, OP-3)', () => {
  it.each(byId)('R-HORDE-8 R-HORDE-10 %s: A-D and X are distinct free hexes, A to D from the left', (id, b) => {
    const h = HORDE_STARTS[id];
    const on = new Set(b.hexes.map(key));
    const blocked = new Set(b.terrain.map((t) => key(t.hex)));
    const starts = [h.A, h.B, h.C, h.D, h.X];
    expect(new Set(starts.map((s) => key(s.hex))).size).toBe(5);
    for (const s of starts) {
      expect(on.has(key(s.hex))).toBe(true);
      expect(blocked.has(key(s.hex))).toBe(false);
    }
    // A = Left ... D = Right, seen from the player at X facing north: west to east.
    expect([h.A, h.B, h.C, h.D].map((s) => s.hex.q)).toEqual([...[h.A, h.B, h.C, h.D].map((s) => s.hex.q)].sort((x, y) => x - y));
    expect(h.X.facing).toBe(0);
    expect(b.startAreas[0]!.hexes.map(key)).toContain(key(h.X.hex));
    for (const s of [h.A, h.B, h.C, h.D]) {
      expect(hexDistance(s.hex, h.X.hex)).toBeGreaterThanOrEqual(6);
      // The start hex sets the facing (Polish rulebook): toward the player.
      expect(hexDistance(stepFrom(s.hex, s.facing), h.X.hex)).toBeLessThan(hexDistance(s.hex, h.X.hex));
    }
  });

  it.each(byId)('R-HORDE-LORD-1 %s: a free hex beside X for the fallen samurai', (id, b) => {
    const on = new Set(b.hexes.map(key));
    const blocked = new Set(b.terrain.map((t) => key(t.hex)));
    expect(neighboursOf(HORDE_STARTS[id].X.hex).some((n) => on.has(key(n)) && !blocked.has(key(n)))).toBe(true);
  });
});

describe('joining boards (R-SETUP-1)', () => {
  const pairs = all.flatMap((a) => all.flatMap((b) => SIDES.map((side) => [a, b, side] as const)));

  it.each(pairs.map(([a, b, side]) => [`${a.id} + ${b.id} on the ${side}`, a, b, side] as const))(
    'R-SETUP-1 %s: |a| + |b| hexes, no overlap, connected, terrain merged',
    (_name, a, b, side) => {
      const joined = joinBattlefields(a, b, { side });
      expect(BattlefieldSchema.safeParse(joined).success).toBe(true);
      expect(joined.hexes.length).toBe(a.hexes.length + b.hexes.length);
      expect(new Set(joined.hexes.map(key)).size).toBe(joined.hexes.length);
      expect(reachable(joined.hexes).size).toBe(joined.hexes.length);
      expect(joined.terrain.length).toBe(a.terrain.length + b.terrain.length);
      // a stays where it was.
      expect(joined.hexes.slice(0, a.hexes.length)).toEqual(a.hexes);
    },
  );

  it('R-SETUP-1 b lies on the chosen side of a', () => {
    const a = BATTLEFIELDS['snowy-battlefield'];
    const b = BATTLEFIELDS['frozen-lake'];
    const y = (h: Hex) => 2 * h.r + h.q;
    const bPart = (side: JoinSide) => joinBattlefields(a, b, { side }).hexes.slice(a.hexes.length);
    expect(Math.max(...bPart('north').map(y))).toBeLessThan(Math.min(...a.hexes.map(y)) + 2);
    expect(Math.min(...bPart('south').map(y))).toBeGreaterThan(Math.max(...a.hexes.map(y)) - 2);
    expect(Math.min(...bPart('east').map((h) => h.q))).toBe(Math.max(...a.hexes.map((h) => h.q)) + 1);
    expect(Math.max(...bPart('west').map((h) => h.q))).toBe(Math.min(...a.hexes.map((h) => h.q)) - 1);
  });

  it('R-SETUP-1 R-SETUP-10 end to end: the start areas stay on the far edges of the larger battlefield', () => {
    const a = BATTLEFIELDS['snowy-battlefield'];
    const b = BATTLEFIELDS['burnt-village'];
    const deep = joinBattlefields(a, b, { side: 'north' });
    // South area from a, north area from b, 13 rows apart; west and east areas merged from both.
    expect(deep.startAreas.map((s) => s.hexes.length)).toEqual([4, 4, 8, 8]);
    expect(minDistance(deep.startAreas[0]!.hexes, deep.startAreas[1]!.hexes)).toBeGreaterThanOrEqual(13);
    const wide = joinBattlefields(a, b, { side: 'east' });
    // South and north areas merged; the west area from a and the east area from b.
    expect(wide.startAreas.map((s) => s.hexes.length)).toEqual([8, 8, 4, 4]);
    expect(minDistance(wide.startAreas[2]!.hexes, wide.startAreas[3]!.hexes)).toBeGreaterThanOrEqual(19);
    for (const joined of [deep, wide]) {
      const on = new Set(joined.hexes.map(key));
      for (const area of joined.startAreas) {
        for (const h of area.hexes) expect(on.has(key(stepFrom(h, (area.facing + 3) % 6)))).toBe(false);
      }
    }
  });

  it('R-SETUP-1 joining is pure: the boards are left unchanged', () => {
    const a = structuredClone(BATTLEFIELDS['ice-bridge']);
    const b = structuredClone(BATTLEFIELDS['burnt-village']);
    joinBattlefields(a, b, { side: 'south' });
    expect(a).toEqual(BATTLEFIELDS['ice-bridge']);
    expect(b).toEqual(BATTLEFIELDS['burnt-village']);
  });
});

// The battlefields in the engine: setup (terrain placement, figures on start hexes) and random
// rounds with the engine's test characters must run without an engine error.
describe('battlefields in the engine', () => {
  const kenseiB = { ...KENSEI, id: 'kensei-b' };
  const kenseiC = { ...KENSEI, id: 'kensei-c' };

  /** A random game up to round 12: the state once every figure is placed, and the last state. */
  function play(battlefield: Battlefield, seats: { character: string; team?: number }[], seed: number): { placed: GameState; state: GameState } {
    const result = createGame({
      seed,
      battlefield,
      seats: seats.map((s) => ({ ...s, deck: TEST_DECK, weapons: [s.character === 'tetsu' ? 'T71' : 'T70'] })),
      terrain: ['rock', 'bamboo', 'cart', 'shrine', 'corpse', 'torii', 'boat', 'cherry'],
      definitions: { cards: TEST_CARDS, characters: [...TEST_CHARACTERS, kenseiB, kenseiC] },
    });
    if (!result.ok) throw new Error(result.error.message);
    let state = result.value.state;
    let placed: GameState | null = null;
    let x = seed * 7919 + 17;
    const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
    while (!outcome(state).over && state.round <= 12) {
      if (placed === null && state.seats.every((st) => st.hex !== null)) placed = state;
      const decisions = pendingDecisions(state);
      expect(decisions.length).toBeGreaterThan(0);
      const d = decisions[next() % decisions.length]!;
      const applied = applyAction(state, d.seat, d.options[next() % d.options.length]!);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
    if (placed === null) throw new Error('the figures were never all placed');
    return { placed, state };
  }

  /** The index of the start area each seat's figure stands in (-1: none). */
  const areasOf = (b: Battlefield, s: GameState) => s.seats.map((st) => b.startAreas.findIndex((a) => a.hexes.some((h) => key(h) === key(st.hex!))));

  it.each(byId)('R-SETUP-10 %s: duels set up and play', (_id, b) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { state } = play(b, [{ character: 'kensei' }, { character: 'tetsu' }], seed);
      expect(state.round).toBeGreaterThan(1);
    }
  });

  it('R-SETUP-11 OP-44 two teams of two on the Ice Bridge share a start area each; four sides on the Snowy Battlefield and the Frozen Lake take one each', () => {
    const four = [{ character: 'kensei' }, { character: 'tetsu' }, { character: 'kensei-b' }, { character: 'kensei-c' }];
    const teams = play(BATTLEFIELDS['ice-bridge'], four.map((s, i) => ({ ...s, team: i % 2 })), 5);
    const teamAreas = areasOf(BATTLEFIELDS['ice-bridge'], teams.placed);
    expect(teamAreas[0]).toBe(teamAreas[2]); // team 0 shares its start area
    expect(teamAreas[1]).toBe(teamAreas[3]);
    expect(teamAreas[0]).not.toBe(teamAreas[1]); // and the opposing team starts elsewhere
    expect(new Set(teams.placed.seats.map((st) => key(st.hex!))).size).toBe(4); // never two figures on one hex
    expect(teams.state.round).toBeGreaterThan(1);
    for (const [id, seed] of [['snowy-battlefield', 6], ['frozen-lake', 7]] as const) {
      const { placed, state } = play(BATTLEFIELDS[id], four, seed);
      expect(areasOf(BATTLEFIELDS[id], placed)).not.toContain(-1);
      expect(new Set(areasOf(BATTLEFIELDS[id], placed)).size).toBe(4); // four opponents, four start areas
      expect(state.round).toBeGreaterThan(1);
    }
  });

  it('R-SETUP-1 a battlefield joined from two boards is one battlefield: the figures start on its far edges and play', () => {
    const joined = joinBattlefields(BATTLEFIELDS['frozen-lake'], BATTLEFIELDS['ice-bridge'], { side: 'north' });
    const { placed, state } = play(joined, [{ character: 'kensei' }, { character: 'tetsu' }], 8);
    // Every hex of both boards is on the game's battlefield.
    for (const h of joined.hexes) expect(placed.board[key(h)]).toBe(true);
    const areas = areasOf(joined, placed);
    expect(areas).not.toContain(-1);
    expect(areas[0]).not.toBe(areas[1]);
    expect(hexDistance(placed.seats[0]!.hex!, placed.seats[1]!.hex!)).toBeGreaterThan(8); // across both boards
    expect(state.round).toBeGreaterThan(1);
  });
});
