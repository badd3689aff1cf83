import { nestedEffects, SOLO_CATALOG, type AutomatonId, type Effect } from '@senjutsu/cards';
import { diagramHexes } from '../attack';
import { DIRECTIONS, distance, hexEquals, inLineOfSight, type Facing, type Hex } from '../hex';
import { hexIsFree } from '../movement';
import { boardHexes, cardDef, seatOf, type GameState, type SeatId } from '../state';
import { rulesOf } from '../ruleset';
import type { Pose } from './types';

// The read-only board the procedures look at: the game state (for the engine's own geometry and
// attack judging), which seats are automata, and the figures on the battlefield. The only place in
// solo/ that reads the state's fields directly, so a change of the state's shape is fixed here.

export type Figure = { readonly seat: SeatId; readonly hex: Hex; readonly facing: Facing; readonly team: number; readonly automaton: boolean };

export type SoloBoard = {
  readonly state: GameState;
  /** Undefeated figures on the battlefield, in seat order. */
  readonly figures: readonly Figure[];
  /** R-LOS-2/3: the terrain hexes that block line of sight. */
  readonly sightBlockers: readonly Hex[];
  /** R-SOLO-MOVE-2: the battlefield hexes without an obstacle (R-MOVE-12, R-MOVE-14), by cellKey, read once per board. */
  readonly open: ReadonlySet<number>;
  /** The figure standing on each hex, by cellKey. */
  readonly standing: ReadonlyMap<number, SeatId>;
  /** Hexes whose terrain hurts whoever enters them (a corpse, R-TERRAIN-CORPSE-2), by cellKey. */
  readonly hurts: ReadonlySet<number>;
  /** R-SOLO-EXP-15: the automata that may break the same-direction rule (the Wakou). */
  readonly freeDirections: ReadonlySet<SeatId>;
};

/** A hex as one number, for the procedures' searches (hexKey's strings cost an allocation each). */
export const cellKey = (q: number, r: number): number => (q + 512) * 1024 + (r + 512);

/** The board of a position in which `automata` are the seats the solo rules move. */
export function soloBoard(state: GameState, automata: readonly SeatId[]): SoloBoard {
  const figures: Figure[] = [];
  state.seats.forEach((st, seat) => {
    if (st.hex === null || st.defeated !== null) return;
    figures.push({ seat, hex: st.hex, facing: st.facing, team: st.team, automaton: automata.includes(seat) });
  });
  const sightBlockers = Object.keys(state.terrain)
    .filter((k) => rulesOf(state).terrain[state.terrain[k]!].blocksSight)
    .map((k) => {
      const [q, r] = k.split(',').map(Number);
      return { q: q!, r: r! };
    });
  const open = new Set(boardHexes(state).filter((b) => hexIsFree({ ...state, seats: [] } as GameState, b.hex)).map((b) => cellKey(b.hex.q, b.hex.r)));
  const standing = new Map(figures.map((f) => [cellKey(f.hex.q, f.hex.r), f.seat]));
  const hurts = new Set(
    Object.keys(state.terrain).filter((k) => rulesOf(state).terrain[state.terrain[k]!].onEnter !== undefined).map((k) => {
      const [q, r] = k.split(',').map(Number);
      return cellKey(q!, r!);
    }),
  );
  // The solo part of the state, read here only (solo/game.ts owns it): which automata move freely.
  const records = (state as { solo?: { records: readonly { seat: SeatId; automaton: AutomatonId }[] } }).solo?.records ?? [];
  const freeDirections = new Set(records.filter((r) => SOLO_CATALOG.automata[r.automaton].freeDirections).map((r) => r.seat));
  return { state, figures, sightBlockers, open, standing, hurts, freeDirections };
}

export function figureOf(board: SoloBoard, seat: SeatId): Figure {
  const f = board.figures.find((x) => x.seat === seat);
  if (f === undefined) throw new Error(`seat ${seat} has no figure on the battlefield`);
  return f;
}

/** OP-22, R-CONV-3: the characters the automaton fights (every figure of another team). */
export const opponentsOf = (board: SoloBoard, seat: SeatId): Figure[] =>
  board.figures.filter((f) => f.seat !== seat && f.team !== figureOf(board, seat).team);

/**
 * R-SOLO-MOVE-2: a battlefield hex without obstacle or character (the engine's hexIsFree, with the
 * obstacles read once per board); the mover's own hex is free for it.
 */
export function isFreeFor(board: SoloBoard, mover: SeatId, hex: Hex): boolean {
  return isCellFreeFor(board, mover, cellKey(hex.q, hex.r));
}
function isCellFreeFor(board: SoloBoard, mover: SeatId, key: number): boolean {
  if (!board.open.has(key)) return false;
  const at = board.standing.get(key);
  return at === undefined || at === mover;
}

/** R-LOS-1..3, OP-42: the engine's line of sight from a pose to a hex. */
export const seesFrom = (board: SoloBoard, pose: Pose, target: Hex): boolean =>
  inLineOfSight(pose.hex, pose.facing, target, board.sightBlockers);

/** The state with `seat`'s figure at `pose`, for the engine's attack judging (a view, not a new game). */
export function posed(board: SoloBoard, seat: SeatId, pose: Pose): GameState {
  const s = board.state;
  const seats = s.seats.map((st, i) => (i === seat ? { ...seatOf(s, i), hex: pose.hex, facing: pose.facing } : st));
  return { ...s, seats } as GameState;
}

/**
 * Steps along free hexes (a "clear path", R-SOLO-MOVE-MELEE-1) from each hex to the nearest of
 * `goals`, by breadth-first search out from the goals. A goal that is not free is no goal. The
 * result is read with the hex; undefined where no clear path leads.
 */
export function pathDistances(board: SoloBoard, mover: SeatId, goals: readonly Hex[]): (h: Hex) => number | undefined {
  const dist = new Map<number, number>();
  let frontier: number[] = [];
  for (const g of goals) {
    const k = cellKey(g.q, g.r);
    if (!isCellFreeFor(board, mover, k) || dist.has(k)) continue;
    dist.set(k, 0);
    frontier.push(k);
  }
  for (let d = 1; frontier.length > 0; d++) {
    const next: number[] = [];
    for (const k of frontier) {
      for (const step of STEPS) {
        const n = k + step;
        if (dist.has(n) || !isCellFreeFor(board, mover, n)) continue;
        dist.set(n, d);
        next.push(n);
      }
    }
    frontier = next;
  }
  return (h) => dist.get(cellKey(h.q, h.r));
}
/** The six unit steps (hex/coords DIRECTIONS) as differences of cellKey. */
const STEPS = DIRECTIONS.map((d) => cellKey(d.q, d.r) - cellKey(0, 0));

/** The battlefield hexes at exactly `d` steps from `center` (R-CONV-4, OP-41: terrain and figures ignored). */
export const ringOnBoard = (board: SoloBoard, center: Hex, d: number): Hex[] =>
  boardHexes(board.state).flatMap((b) => (distance(b.hex, center) === d ? [b.hex] : []));

/**
 * R-SOLO-ATK-MELEE-3 (3B): the hexes the revealed attack cards of the automaton's opponents would
 * hit from where they stand now, for the cards still to resolve this round (all of them before the
 * Resolve step). Their own movement before the attack is their choice and is not foreseen (S10).
 */
export function pendingThreats(board: SoloBoard, automaton: SeatId): { seat: SeatId; hexes: Hex[] }[] {
  const s = board.state;
  const flow = s.flow;
  const resolved = (seat: SeatId) => flow.at === 'resolve' && !flow.order.some((e, i) => e.seat === seat && i > flow.index);
  return opponentsOf(board, automaton).flatMap((f) => {
    const play = s.seats[f.seat]!.play;
    const card = play === null ? undefined : cardDef(s, play.card);
    if (card === undefined || resolved(f.seat)) return [];
    const hexes: Hex[] = [];
    const visit = (effects: readonly Effect[]) => {
      for (const e of effects) {
        if (e.kind === 'attack') hexes.push(...diagramHexes(s, f.seat, e, false).map((h) => h.hex));
        else if (e.kind === 'targetedAttack' || e.kind === 'initiativeAttack') {
          const reach = card.range ?? (e.kind === 'targetedAttack' ? 1 : 0);
          hexes.push(...boardHexes(s).map((b) => b.hex).filter((h) => distance(f.hex, h) <= reach && !hexEquals(h, f.hex) && seesFrom(board, f, h)));
        }
        nestedEffects(e).forEach(visit);
      }
    };
    card.sections.forEach((sec) => visit(sec.effects));
    return hexes.length === 0 ? [] : [{ seat: f.seat, hexes }];
  });
}
