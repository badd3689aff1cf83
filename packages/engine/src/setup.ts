import {
  BattlefieldSchema,
  CATALOG,
  CardSchema,
  CharacterSchema,
  PoisonCardSchema,
  HexSchema,
  KamaePositionSchema,
  TERRAIN,
  TerrainKindSchema,
  type Battlefield,
  type Card,
  type Character,
  type PoisonCard,
  type Terrain,
  type TerrainKind,
} from '@senjutsu/cards';
import { z } from 'zod';
import { SoloConfigSchema } from './solo/config';
import { automatonSeatsOf, buildAutomata, isAutomaton, placeAutomatonFigure, placeMarkers } from './solo/game';
import { drawCards, shuffleDeck } from './cards';
import { emit, type Ctx } from './context';
import type { Decision, DecisionHandler, OptionOf } from './decisions';
import { hexKey, neighbours, toAbsolute, wrapDirection, type Facing, type Hex } from './hex';
import { nodeOfPosition } from './kamae';
import { err, ok, type Result } from './result';
import { shuffled, seedRng, type RngState } from './rng';
import {
  abilityCardsInHand,
  boardHexes,
  characterOf,
  DEFAULT_OPTIONS,
  lowestFirst,
  occupant,
  seatOf,
  STUN,
  type CardId,
  type Definitions,
  type Draft,
  type GameState,
  type Seat,
  type SeatId,
} from './state';

// Section 6: setting up a game, and setting up a scenario directly.

const DefinitionsSchema = z.object({
  cards: z.array(CardSchema).default([]),
  characters: z.array(CharacterSchema).default([]),
  poisons: z.array(PoisonCardSchema).default([]),
});

const OptionsSchema = z.object({ blocksProtectAllies: z.boolean().default(DEFAULT_OPTIONS.blocksProtectAllies) }).default(DEFAULT_OPTIONS);

export const GameConfigSchema = z.object({
  seed: z.union([z.int(), z.string()]),
  battlefield: BattlefieldSchema,
  seats: z
    .array(
      z.object({
        character: z.string(),
        /** The ability deck (R-DECK-1) as card numbers; core cards are not part of it (R-DECK-2). */
        deck: z.array(z.string()).min(1),
        /** Core weapon card numbers (R-CORE-3, R-DECKBUILD-5). */
        weapons: z.array(z.string()).default([]),
        /** OP-44: seats with the same team share victory; default: every seat on its own. */
        team: z.int().min(0).max(3).optional(),
      }),
    )
    .min(1)
    .max(4),
  /** Automaton seats after these seats (solo and co-op, section 20; solo/config.ts). */
  solo: SoloConfigSchema.optional(),
  /** Terrain pieces the players agreed on, placed in turns during setup (R-SETUP-2, R-SETUP-3). */
  terrain: z.array(TerrainKindSchema).default([]),
  options: OptionsSchema,
  /** Card and character definitions for this game (content, or test-only cards). */
  definitions: DefinitionsSchema.default({ cards: [], characters: [], poisons: [] }),
});
export type GameConfig = z.input<typeof GameConfigSchema>;

const ScenarioSeatSchema = z.object({
  character: z.string(),
  team: z.int().min(0).max(3).optional(),
  hex: HexSchema,
  facing: z.int().min(0).max(5),
  /** A Kamae position (R-KAMAE-2); Neutral by default (R-KAMAE-6). */
  kamae: KamaePositionSchema.default('neutral'),
  focus: z.int().min(0).max(3).default(0),
  /** Card numbers; 'STUN' puts a stun card in the hand. */
  hand: z.array(z.string()).default([]),
  /** Top of the deck first. */
  deck: z.array(z.string()).default([]),
  /** Bottom of the pile first. */
  discard: z.array(z.string()).default([]),
  wounds: z.int().min(0).default(0),
  bleeding: z.int().min(0).default(0),
  stealthed: z.boolean().default(false),
  /** How many times each weakness card has already been rotated. */
  weakness: z.array(z.int().min(0).max(3)).default([]),
});

export const ScenarioSchema = z.object({
  seed: z.union([z.int(), z.string()]).default(1),
  /** A battlefield, or just its hexes. */
  battlefield: z.union([BattlefieldSchema, z.object({ hexes: z.array(HexSchema).min(2) })]),
  terrain: z.array(z.object({ kind: TerrainKindSchema, hex: HexSchema })).default([]),
  seats: z.array(ScenarioSeatSchema).min(2).max(4),
  /** The advantage track, top first; by default by the characters' advantage values (R-ADV-2). */
  advantage: z.array(z.int().min(0)).optional(),
  round: z.int().min(1).default(1),
  /** Start before the start-of-round effects and the draw, or at the Select step. */
  start: z.enum(['roundStart', 'select']).default('select'),
  options: OptionsSchema,
  definitions: DefinitionsSchema.default({ cards: [], characters: [], poisons: [] }),
});
export type ScenarioSpec = z.input<typeof ScenarioSchema>;

const zodMessage = (e: z.ZodError) => e.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

function definitionsOf(extra: { cards: Card[]; characters: Character[]; poisons: PoisonCard[] }, base: Definitions): Definitions {
  return {
    cards: { ...base.cards, ...Object.fromEntries(extra.cards.map((c) => [c.number, c])) },
    characters: { ...base.characters, ...Object.fromEntries(extra.characters.map((c) => [c.id, c])) },
    terrain: base.terrain,
    poisons: { ...base.poisons, ...Object.fromEntries(extra.poisons.map((c) => [c.number, c])) },
  };
}

/** The built-in content (packages/cards); games and tests may add definitions of their own. */
export const BUILT_IN: Definitions = { cards: CATALOG.cards, characters: CATALOG.characters, terrain: TERRAIN, poisons: CATALOG.poisons };

/** Deal opaque instance ids in a random order, so an id never tells which card it is. */
function dealIds(rng: RngState, numbers: readonly string[]): [CardId[], RngState] {
  const [order, next] = shuffled(rng, numbers.map((_, i) => i));
  return [order.map((n) => `c${n}`), next];
}

function unknownCards(defs: Definitions, numbers: readonly string[]): string[] {
  return [...new Set(numbers.filter((n) => n !== STUN && defs.cards[n] === undefined))];
}

function newSeat(character: string, team: number): Seat {
  return {
    character, team, hex: null, facing: 0, kamae: '', focus: 0, hand: [], deck: [], discard: [], selected: null, play: null,
    wounds: 0, bleeding: 0, weakness: [], defeated: null, instantUsed: false, stealthed: false, extraPlayed: [], poisonsUsed: [], terrainToPlace: [],
  };
}

/** R-ADV-2: the highest advantage value on the top space. */
const advantageOrder = (defs: Definitions, characters: readonly string[]): SeatId[] =>
  characters.map((_, i) => i).sort((a, b) => defs.characters[characters[b]!]!.advantage - defs.characters[characters[a]!]!.advantage || a - b);

function boardOf(hexes: readonly Hex[]): Record<string, true> {
  return Object.fromEntries(hexes.map((h) => [hexKey(h), true as const]));
}

/** A new game from a seed: setup runs as decisions (terrain, figures, prepared cards), then round 1. */
export function newGame(input: GameConfig, base: Definitions = BUILT_IN): Result<GameState> {
  const parsed = GameConfigSchema.safeParse(input);
  if (!parsed.success) return err('INVALID_CONFIG', zodMessage(parsed.error));
  const withAutomata = automatonSeatsOf(parsed.data, definitionsOf(parsed.data.definitions, base)); // solo: automaton seats after the humans
  if (!withAutomata.ok) return withAutomata;
  const config = withAutomata.value;
  const { defs, humans } = config;
  if (config.seats.length > 4) return err('INVALID_CONFIG', 'at most four figures: humans and automata together', 'R-OVERVIEW-1');
  const missingCharacters = config.seats.map((s) => s.character).filter((c) => defs.characters[c] === undefined);
  if (missingCharacters.length > 0) return err('INVALID_CONFIG', `unknown characters: ${missingCharacters.join(', ')}`);
  if (new Set(config.seats.map((s) => s.character)).size !== config.seats.length) {
    return err('INVALID_CONFIG', 'each character can be played by one seat only', 'R-OVERVIEW-1');
  }
  const cores = config.seats.map((s, i) => (i < humans ? [defs.characters[s.character]!.coreCard, ...s.weapons] : [])); // automata hold no cards (R-SOLO-ROUND-2)
  const missing = unknownCards(defs, [...config.seats.flatMap((s) => s.deck), ...cores.flat()]);
  if (missing.length > 0) return err('INVALID_CONFIG', `unknown cards: ${missing.join(', ')}`);
  const teams = config.seats.map((s, i) => s.team ?? -1 - i); // OP-44: a seat given no team plays on its own
  const teamAreas = [...new Set(teams)];
  if (teamAreas.length < 2) return err('INVALID_CONFIG', 'a game needs at least two opposing teams', 'R-VICTORY-4');
  if (teamAreas.length > config.battlefield.startAreas.length) {
    return err('INVALID_CONFIG', `${teamAreas.length} sides need as many start areas; the battlefield has ${config.battlefield.startAreas.length}`, 'R-SETUP-10');
  }
  const roomError = setupRoomError(config, teams, teamAreas);
  if (roomError !== null) return roomError;

  let rng = seedRng(config.seed);
  const all = config.seats.flatMap((s, i) => [...s.deck, ...cores[i]!]);
  let ids: CardId[];
  [ids, rng] = dealIds(rng, all);
  const cards: Record<CardId, string> = {};
  const seats: Seat[] = [];
  let at = 0;
  for (const [i, seatConfig] of config.seats.entries()) {
    const seat = newSeat(seatConfig.character, teamAreas.indexOf(teams[i]!));
    const take = (numbers: readonly string[]) => numbers.map((n) => { const id = ids[at++]!; cards[id] = n; return id; });
    [seat.deck, rng] = shuffled(rng, take(seatConfig.deck)); // R-SETUP-5: a shuffled deck
    seat.hand = take(cores[i]!); // R-SETUP-6, R-CORE-7: core cards start in hand
    seat.kamae = nodeOfPosition(defs.characters[seat.character]!.kamae, 'neutral'); // R-SETUP-7
    seat.stealthed = defs.characters[seat.character]!.startsStealthed; // R-STEALTH-2
    seats.push(seat);
  }
  const advantage = advantageOrder(defs, seats.map((s) => s.character)); // R-SETUP-8
  const s: Draft = {
    defs, options: config.options, version: 0, rng, round: 1,
    board: boardOf(config.battlefield.hexes), startAreas: startAreasOf(config.battlefield), terrain: printedTerrain(config.battlefield), passages: {},
    seats, advantage, cards, flow: { at: 'over' }, blocks: [], winners: null,
  };
  if (config.solo !== undefined) {
    const built = buildAutomata(config.solo, humans, s.rng); // R-SOLO-SETUP-3
    if (!built.ok) return built;
    [s.solo, s.rng] = [built.value.solo, built.value.rng];
  }
  beginTerrainPlacement(s, config.terrain, humans);
  return ok(s as GameState);
}

/**
 * Setup must never leave a player without a legal option: every figure of a side needs its own
 * free hex in the side's start area (R-SETUP-11), every agreed piece an empty hex outside the
 * start areas (R-SETUP-3, our ruling).
 */
function setupRoomError(config: z.infer<typeof GameConfigSchema>, teams: readonly number[], teamAreas: readonly number[]): Result<never> | null {
  const b = config.battlefield;
  const printed = new Set(b.terrain.map((t) => hexKey(t.hex)));
  for (const [area, team] of teamAreas.entries()) {
    const figures = teams.filter((t) => t === team).length;
    const free = b.startAreas[area]!.hexes.filter((h) => !printed.has(hexKey(h))).length;
    if (figures > free) {
      return err('INVALID_CONFIG', `start area ${area} has ${free} free hexes for the ${figures} figures of its side`, 'R-SETUP-11');
    }
  }
  const start = new Set(b.startAreas.flatMap((a) => a.hexes.map(hexKey)));
  const free = b.hexes.filter((h) => !start.has(hexKey(h)) && !printed.has(hexKey(h))).length;
  if (config.terrain.length > free) {
    return err('INVALID_CONFIG', `${config.terrain.length} terrain pieces but only ${free} empty hexes outside the start areas`, 'R-SETUP-3');
  }
  return null;
}

/** The battlefield's printed terrain by hexKey (R-SETUP-1). */
function printedTerrain(b: Battlefield): Record<string, TerrainKind> {
  const terrain: Record<string, TerrainKind> = {};
  for (const t of b.terrain) terrain[hexKey(t.hex)] = t.kind;
  return terrain;
}

const startAreasOf = (b: Battlefield) => b.startAreas.map((a) => ({ hexes: a.hexes, facing: wrapDirection(a.facing) }));

/**
 * R-SETUP-2, R-SETUP-3: the pieces are dealt out evenly and placed one at a time, starting with
 * the highest advantage and going clockwise (seat order).
 */
function beginTerrainPlacement(s: Draft, pieces: readonly TerrainKind[], humans: number): void {
  const first = s.advantage[0]!;
  // R-SOLO-SETUP-1: automata place no terrain (they never decide); the humans place it all.
  const order = s.seats.map((_, i) => (first + i) % s.seats.length).filter((seat) => seat < humans);
  pieces.forEach((kind, i) => seatOf(s, order[i % order.length]!).terrainToPlace.push(kind));
  s.flow = { at: 'terrain', order, turn: 0 };
}

/** Our ruling beside R-SETUP-3: terrain goes on empty battlefield hexes outside every start area. */
function terrainSpots(s: GameState): readonly { readonly key: string; readonly hex: Hex }[] {
  const start = new Set<string>(s.startAreas.flatMap((a) => a.hexes.map(hexKey)));
  return boardHexes(s).filter(({ key }) => s.terrain[key] === undefined && s.passages[key] !== true && !start.has(key));
}

/** The hexes a piece covers when placed on `at` turned to `facing` (multi-hex pieces such as the torii). */
function footprintHexes(piece: Terrain, at: Hex, facing: number): { hex: Hex; passage: boolean }[] {
  return piece.footprint.map((f) => ({ hex: toAbsolute(at, wrapDirection(facing), f.at), passage: f.passage }));
}

/**
 * Where a piece may go (R-SETUP-3 and our ruling beside it): every hex it covers empty and outside
 * the start areas; a multi-hex piece in each of its distinct facings; a boat also on an empty hex
 * beside the battlefield (R-TERRAIN-BOAT-2).
 */
function terrainPlacements(s: GameState, terrain: TerrainKind): OptionOf<'placeTerrain'>[] {
  const piece = s.defs.terrain[terrain];
  const spotsFree = terrainSpots(s);
  const [only, ...more] = piece.footprint;
  const oneHex = more.length === 0 && only!.at.q === 0 && only!.at.r === 0 && !only!.passage;
  if (oneHex && !piece.battlefieldHex) return spotsFree.map(({ hex }) => ({ kind: 'placeTerrain', terrain, hex }));
  const free = new Set(spotsFree.map(({ key }) => key));
  if (piece.battlefieldHex) {
    const spots = new Set(free);
    for (const { hex } of boardHexes(s)) {
      for (const h of neighbours(hex)) if (s.board[hexKey(h)] !== true) spots.add(hexKey(h));
    }
    return [...spots].map((k) => ({ kind: 'placeTerrain', terrain, hex: parseKey(k) }));
  }
  // A symmetric piece turned half-way covers the same hexes: keep one facing of each shape.
  const shapeAt = (facing: number) => footprintHexes(piece, { q: 0, r: 0 }, facing).map((c) => `${hexKey(c.hex)}${c.passage ? 'p' : ''}`).sort().join('|');
  const facings = [0, 1, 2, 3, 4, 5].filter((f, i, all) => all.findIndex((g) => shapeAt(g) === shapeAt(f)) === i);
  const single = piece.footprint.length === 1;
  const out: OptionOf<'placeTerrain'>[] = [];
  for (const { hex } of boardHexes(s)) {
    for (const facing of single ? [0] : facings) {
      if (!footprintHexes(piece, hex, facing).every((c) => free.has(hexKey(c.hex)))) continue;
      out.push(single ? { kind: 'placeTerrain', terrain, hex } : { kind: 'placeTerrain', terrain, hex, facing });
    }
  }
  return out;
}

const parseKey = (k: string): Hex => {
  const [q, r] = k.split(',').map(Number);
  return { q: q!, r: r! };
};

function terrainTurn(s: GameState): SeatId | null {
  if (s.flow.at !== 'terrain') return null;
  const { order, turn } = s.flow;
  for (let k = 0; k < order.length; k++) {
    const seat = order[(turn + k) % order.length]!;
    if (seatOf(s, seat).terrainToPlace.length > 0) return seat;
  }
  return null;
}

/** R-SETUP-9, R-SETUP-10: figures go down lowest on the advantage track first, in their side's start area. */
function placementOptions(s: GameState, seat: SeatId): Hex[] {
  const area = s.startAreas[seatOf(s, seat).team]!;
  // R-SETUP-11: never on an occupied hex (a start area is shared only by allies).
  return area.hexes.filter((h) => occupant(s, hexKey(h)) === undefined && s.terrain[hexKey(h)] === undefined);
}

/** R-SETUP-12, R-PREP-2: one copy of each prepared card, within the hand limit. */
function preparedChoices(s: GameState, seat: SeatId): CardId[] {
  const st = seatOf(s, seat);
  if (abilityCardsInHand(s, seat).length >= characterOf(s, seat).handLimit) return [];
  const inHand = new Set(st.hand.map((c) => s.cards[c]));
  const seen = new Set<string>();
  return st.deck.filter((c) => {
    const n = s.cards[c]!;
    if (!s.defs.cards[n]?.prepared || inHand.has(n) || seen.has(n)) return false;
    seen.add(n);
    return true;
  });
}

// The setup decisions (registry.ts): terrain, figures, prepared cards.

/** R-SETUP-3: the seat whose turn it is places one of its terrain pieces. */
export const placeTerrain: DecisionHandler<'placeTerrain'> = {
  decide: (s, seat) => {
    if (terrainTurn(s) !== seat) return null;
    const kinds = [...new Set(seatOf(s, seat).terrainToPlace)];
    return { seat, kind: 'placeTerrain', rule: 'R-SETUP-3', options: kinds.flatMap((terrain) => terrainPlacements(s, terrain)) };
  },
  apply: (ctx, seat, action) => {
    const s = ctx.s;
    const flow = s.flow;
    if (flow.at !== 'terrain') throw new Error('no terrain is being placed');
    const st = seatOf(s, seat);
    st.terrainToPlace.splice(st.terrainToPlace.indexOf(action.terrain), 1);
    const piece = s.defs.terrain[action.terrain];
    for (const { hex, passage } of footprintHexes(piece, action.hex, action.facing ?? 0)) {
      // R-TERRAIN-BOAT-2: a boat extends the battlefield. The board is shared with earlier states: replace it.
      if (piece.battlefieldHex) s.board = { ...s.board, [hexKey(hex)]: true };
      // The passage and terrain records are shared with earlier states too: replaced, not changed.
      if (passage) s.passages = { ...s.passages, [hexKey(hex)]: true }; // R-TERRAIN-TORII-2: the passage stays free for good
      else s.terrain = { ...s.terrain, [hexKey(hex)]: action.terrain };
    }
    emit(ctx, { kind: 'terrainPlaced', seat, terrain: action.terrain, hex: action.hex });
    flow.turn = (flow.order.indexOf(seat) + 1) % flow.order.length;
  },
};

/** R-SETUP-9, R-SETUP-10: the next figure goes down. */
export const placeFigure: DecisionHandler<'placeFigure'> = {
  decide: (s, seat) =>
    s.flow.at === 'placement' && s.flow.order[s.flow.next] === seat
      ? { seat, kind: 'placeFigure', rule: 'R-SETUP-10', options: placementOptions(s, seat).map((hex) => ({ kind: 'placeFigure', hex })) }
      : null,
  apply: (ctx, seat, action) => {
    const s = ctx.s;
    if (s.flow.at !== 'placement') throw new Error('no figure is being placed');
    const st = seatOf(s, seat);
    st.hex = action.hex;
    st.facing = s.startAreas[st.team]!.facing; // OP-4: toward the opposite edge
    emit(ctx, { kind: 'figurePlaced', seat, hex: action.hex, facing: st.facing });
    s.flow.next += 1;
  },
};

/** R-SETUP-12: take prepared cards one at a time, or end. */
export const prepare: DecisionHandler<'prepare'> = {
  decide: (s, seat) =>
    s.flow.at === 'prepare' && !s.flow.done.includes(seat)
      ? { seat, kind: 'prepare', rule: 'R-SETUP-12', options: [...preparedChoices(s, seat).map((card) => ({ kind: 'prepare' as const, card })), { kind: 'endPrepare' }] }
      : null,
  apply: (ctx, seat, action) => {
    const flow = ctx.s.flow;
    if (flow.at !== 'prepare') throw new Error('no cards are being prepared');
    const st = seatOf(ctx.s, seat);
    if (action.kind === 'prepare') {
      st.deck = st.deck.filter((c) => c !== action.card);
      st.hand.push(action.card);
    } else {
      finishPreparing(ctx, seat);
      flow.done.push(seat);
    }
  },
};

/** The setup decisions pending now: one seat's terrain or figure, or every unprepared seat at once. */
export function setupDecisions(s: GameState): Decision[] {
  const flow = s.flow;
  const seats = flow.at === 'terrain' ? [terrainTurn(s)] : flow.at === 'placement' ? [flow.order[flow.next]] : s.seats.map((_, seat) => seat);
  const handler = flow.at === 'terrain' ? placeTerrain : flow.at === 'placement' ? placeFigure : prepare;
  return seats.flatMap((seat) => (seat === null || seat === undefined ? [] : handler.decide(s, seat) ?? []));
}

/** R-SETUP-12, R-SEARCH-3: shuffle after the search; R-SETUP-13: draw up to the hand limit. */
function finishPreparing(ctx: Ctx, seat: SeatId): void {
  const st = seatOf(ctx.s, seat);
  const prepared = abilityCardsInHand(ctx.s, seat).length;
  if (prepared > 0) emit(ctx, { kind: 'prepared', seat, count: prepared });
  shuffleDeck(ctx, seat);
  drawCards(ctx, seat, characterOf(ctx.s, seat).handLimit - prepared);
}

/** Move through setup until someone must decide. Returns false when waiting. */
export function stepSetup(ctx: Ctx): boolean {
  const s = ctx.s;
  const flow = s.flow;
  if (flow.at === 'terrain') {
    if (terrainTurn(s) !== null) return false;
    s.flow = { at: 'placement', order: lowestFirst(s), next: 0 };
    return true;
  }
  if (flow.at === 'placement') {
    if (placeAutomatonFigure(ctx)) return true; // R-SOLO-SETUP-4
    if (flow.next < flow.order.length) return false;
    placeMarkers(ctx); // R-SOLO-SETUP-5/6
    s.flow = { at: 'prepare', done: [] };
    return true;
  }
  if (flow.at === 'prepare') {
    // A seat with no prepared card to take has nothing to decide.
    for (let seat = 0; seat < s.seats.length; seat++) {
      if (!flow.done.includes(seat) && isAutomaton(s, seat)) flow.done.push(seat); // automata hold no cards
      else if (!flow.done.includes(seat) && preparedChoices(s, seat).length === 0 && abilityCardsInHand(s, seat).length === 0) {
        finishPreparing(ctx, seat);
        flow.done.push(seat);
      }
    }
    if (flow.done.length < s.seats.length) return false;
    s.flow = { at: 'roundStart' };
    return true;
  }
  return false;
}

/** A game set directly into a position, for tests, puzzles and tutorials. */
export function newScenario(input: ScenarioSpec, base: Definitions = BUILT_IN): Result<GameState> {
  const parsed = ScenarioSchema.safeParse(input);
  if (!parsed.success) return err('INVALID_SCENARIO', zodMessage(parsed.error));
  const spec = parsed.data;
  const defs = definitionsOf(spec.definitions, base);
  const missingCharacters = spec.seats.map((s) => s.character).filter((c) => defs.characters[c] === undefined);
  if (missingCharacters.length > 0) return err('INVALID_SCENARIO', `unknown characters: ${missingCharacters.join(', ')}`);
  const numbers = spec.seats.flatMap((s) => [...s.hand, ...s.deck, ...s.discard]);
  const missing = unknownCards(defs, numbers);
  if (missing.length > 0) return err('INVALID_SCENARIO', `unknown cards: ${missing.join(', ')}`);
  const board = boardOf(spec.battlefield.hexes);
  const positions = spec.seats.map((s) => hexKey(s.hex));
  if (positions.some((k) => board[k] !== true)) return err('INVALID_SCENARIO', 'every character must stand on a battlefield hex');
  if (new Set(positions).size !== positions.length) return err('INVALID_SCENARIO', 'two characters cannot share a hex', 'R-SETUP-11');
  const terrain: Record<string, TerrainKind> = {};
  for (const t of spec.terrain) {
    terrain[hexKey(t.hex)] = t.kind;
    if (defs.terrain[t.kind].battlefieldHex) board[hexKey(t.hex)] = true; // R-TERRAIN-BOAT-2
  }
  if (positions.some((k) => terrain[k] !== undefined && defs.terrain[terrain[k]!].obstacle)) {
    return err('INVALID_SCENARIO', 'a character cannot stand on an obstacle', 'R-TERRAIN-2');
  }
  const advantage = spec.advantage ?? advantageOrder(defs, spec.seats.map((s) => s.character));
  if ([...advantage].sort().join() !== spec.seats.map((_, i) => i).join()) {
    return err('INVALID_SCENARIO', 'the advantage track must list every seat once');
  }

  let rng = seedRng(spec.seed);
  let ids: CardId[];
  [ids, rng] = dealIds(rng, numbers);
  const cards: Record<CardId, string> = {};
  let at = 0;
  const take = (list: readonly string[]) => list.map((n) => { const id = ids[at++]!; cards[id] = n; return id; });
  const teams = spec.seats.map((s, i) => s.team ?? i);
  const seats = spec.seats.map((spec, i): Seat => {
    const seat = newSeat(spec.character, [...new Set(teams)].indexOf(teams[i]!));
    seat.hex = spec.hex;
    seat.facing = wrapDirection(spec.facing) as Facing;
    seat.kamae = nodeOfPosition(defs.characters[spec.character]!.kamae, spec.kamae);
    seat.focus = spec.focus;
    seat.hand = take(spec.hand);
    seat.deck = take(spec.deck);
    seat.discard = take(spec.discard).map((card) => ({ card, faceDown: false }));
    seat.stealthed = spec.stealthed;
    seat.wounds = spec.wounds;
    seat.bleeding = spec.bleeding;
    seat.weakness = spec.weakness;
    return seat;
  });
  const startAreas = 'startAreas' in spec.battlefield ? startAreasOf(spec.battlefield) : [];
  const s: Draft = {
    defs, options: spec.options, version: 0, rng, round: spec.round, board, startAreas, terrain, passages: {}, seats, advantage, cards,
    flow: spec.start === 'select' ? { at: 'select' } : { at: 'roundStart' }, blocks: [], winners: null,
  };
  return ok(s as GameState);
}
