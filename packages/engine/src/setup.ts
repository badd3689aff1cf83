import type { Terrain, TerrainKind } from '@senjutsu/cards';
import { modeOf } from './mode';
import { drawCards, shuffleDeck } from './cards';
import { emit, type Ctx } from './context';
import type { Decision, DecisionHandler, OptionOf } from './decisions';
import { addHex, hexKey, neighbours, wrapDirection, type Hex } from './hex';
import { coversSeveralHexes, footprintHexes } from './pieces';
import { rulesOf } from './ruleset';
import { abilityCardsInHand, boardHexes, characterOf, lowestFirst, occupant, seatOf, type CardId, type GameState, type SeatId } from './state';

// Section 6, setup as decisions: terrain placed in turns, figures placed, prepared cards taken, then
// the initial draw. Creating the game is newgame.ts; its config schema config.ts.

type Spot = { readonly key: string; readonly hex: Hex };
type KeptSpots = { readonly board: object; readonly passages: object; readonly startAreas: object; readonly spots: readonly Spot[] };

// The spots of a position, kept per terrain record with the board, passage and start-area records
// they were listed for: a state replaces those records when they change and never changes them,
// so spots kept for the same four records are exact. New games on one printed battlefield share
// its records (battlefield.ts), so their first placement lists the spots once. A WeakMap entry
// lives as long as its terrain record.
const keptSpots = new WeakMap<object, KeptSpots>();

/** Our ruling beside R-SETUP-3: terrain goes on empty battlefield hexes outside every start area. */
function terrainSpots(s: GameState): readonly Spot[] {
  const kept = keptSpots.get(s.terrain);
  if (kept !== undefined && kept.board === s.board && kept.passages === s.passages && kept.startAreas === s.startAreas) return kept.spots;
  const start = new Set<string>();
  for (const area of s.startAreas) for (const h of area.hexes) start.add(hexKey(h));
  const spots: Spot[] = [];
  for (const spot of boardHexes(s)) if (s.terrain[spot.key] === undefined && s.passages[spot.key] !== true && !start.has(spot.key)) spots.push(spot);
  keptSpots.set(s.terrain, { board: s.board, passages: s.passages, startAreas: s.startAreas, spots });
  return spots;
}

/**
 * Where a piece may go (R-SETUP-3 and our ruling beside it): every hex it covers empty and outside
 * the start areas; a multi-hex piece in each of its distinct facings; a boat also on an empty hex
 * beside the battlefield (R-TERRAIN-BOAT-2).
 */
function terrainPlacements(s: GameState, terrain: TerrainKind): OptionOf<'placeTerrain'>[] {
  const piece = rulesOf(s).terrain[terrain];
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
  const shapes = distinctFacings(piece);
  const single = piece.footprint.length === 1;
  const out: OptionOf<'placeTerrain'>[] = [];
  for (const { hex } of boardHexes(s)) {
    for (const { facing, cells } of single ? shapes.slice(0, 1) : shapes) {
      if (!cells.every((c) => free.has(hexKey(addHex(hex, c))))) continue;
      out.push(single ? { kind: 'placeTerrain', terrain, hex } : { kind: 'placeTerrain', terrain, hex, facing });
    }
  }
  return out;
}

// A piece's distinct facings and the hexes it covers in each (placed on the origin hex) depend on
// its footprint only: worked out once per piece record, not again for every listing (they were
// the most of a setup's time in the property test). Placed on `hex`, it covers hex + each cell.
type Shape = { readonly facing: number; readonly cells: readonly Hex[] };
const keptShapes = new WeakMap<Terrain, readonly Shape[]>();

/** A symmetric piece turned half-way covers the same hexes: one facing of each shape (facing 0 first). */
function distinctFacings(piece: Terrain): readonly Shape[] {
  let shapes = keptShapes.get(piece);
  if (shapes === undefined) {
    const at = (facing: number) => footprintHexes(piece, { q: 0, r: 0 }, facing);
    const shapeAt = (facing: number) => at(facing).map((c) => `${hexKey(c.hex)}${c.passage ? 'p' : ''}`).sort().join('|');
    const names = [0, 1, 2, 3, 4, 5].map(shapeAt);
    shapes = [0, 1, 2, 3, 4, 5].filter((f) => names.indexOf(names[f]!) === f).map((facing) => ({ facing, cells: at(facing).map((c) => c.hex) }));
    keptShapes.set(piece, shapes);
  }
  return shapes;
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
  const cards = rulesOf(s).cards;
  const seen = new Set<string>();
  return st.deck.filter((c) => {
    const n = s.cards[c]!;
    if (!cards[n]?.prepared || inHand.has(n) || seen.has(n)) return false;
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
    const left = st.terrainToPlace.slice(); // the lists are replaced, never changed (shared with earlier states)
    left.splice(left.indexOf(action.terrain), 1);
    st.terrainToPlace = left;
    const piece = rulesOf(s).terrain[action.terrain];
    for (const { hex, passage } of footprintHexes(piece, action.hex, action.facing ?? 0)) {
      // R-TERRAIN-BOAT-2: a boat extends the battlefield. The board is shared with earlier states: replace it.
      if (piece.battlefieldHex) s.board = { ...s.board, [hexKey(hex)]: true };
      // The passage and terrain records are shared with earlier states too: replaced, not changed.
      if (passage) s.passages = { ...s.passages, [hexKey(hex)]: true }; // R-TERRAIN-TORII-2: the passage stays free for good
      else s.terrain = { ...s.terrain, [hexKey(hex)]: action.terrain };
    }
    const facing = wrapDirection(action.facing ?? 0);
    // OP-69: the placement is public, its facing too; a multi-hex piece is kept as placed for the views.
    if (coversSeveralHexes(piece)) s.pieces = [...(s.pieces ?? []), { kind: action.terrain, hex: action.hex, facing }];
    emit(ctx, { kind: 'terrainPlaced', seat, terrain: action.terrain, hex: action.hex, facing });
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
      st.hand = [...st.hand, action.card];
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
    if (modeOf(s).setup.placeFigure(ctx)) return true; // R-SOLO-SETUP-4
    if (flow.next < flow.order.length) return false;
    modeOf(s).setup.figuresPlaced(ctx); // R-SOLO-SETUP-5/6
    s.flow = { at: 'prepare', done: [] };
    s.startAreas = []; // every figure is down: no rule reads the start areas again (R-SETUP-3, R-SETUP-10), so the state drops them
    return true;
  }
  if (flow.at === 'prepare') {
    // A seat with no prepared card to take has nothing to decide.
    const decidesAlone = modeOf(s).seats.decidesAlone;
    for (let seat = 0; seat < s.seats.length; seat++) {
      if (!flow.done.includes(seat) && decidesAlone(s, seat)) flow.done.push(seat); // automata hold no cards
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

