import { hex as hx, type GameEvent, type GameView } from '@senjutsu/engine';
import { defineHex, Orientation } from 'honeycomb-grid';

// Pixel geometry of the battlefield: honeycomb-grid lays out the flat-topped hexes in the engine's
// own axial coordinates (docs/hex-geometry.md); rules-like maths (neighbours, directions) come from
// the engine's `hex` module. Pixel <-> hex conversion is rendering (style.md §2.11).

export type Hex = { readonly q: number; readonly r: number };

/** SVG units from a hex's centre to a corner. */
export const HEX_SIZE = 40;

const BoardHex = defineHex({ orientation: Orientation.FLAT, dimensions: HEX_SIZE, origin: { x: 0, y: 0 } });

// Pixel geometry never changes for a hex: computed once per hex and scale (rendering every update
// stays cheap, bench:web).
const centres = new Map<string, { x: number; y: number }>();
const outlines = new Map<string, string>();

export const centre = (h: Hex): { x: number; y: number } => {
  const k = `${h.q},${h.r}`;
  let c = centres.get(k);
  if (c === undefined) {
    const b = new BoardHex({ q: h.q, r: h.r });
    c = { x: b.x, y: b.y };
    centres.set(k, c);
  }
  return c;
};

/** The hex outline as an SVG `points` attribute, `scale` 1 = the full hex. */
export function hexPoints(h: Hex, scale = 1): string {
  const k = `${h.q},${h.r},${scale}`;
  let points = outlines.get(k);
  if (points === undefined) {
    const b = new BoardHex({ q: h.q, r: h.r });
    points = b.corners.map((c) => `${round(b.x + (c.x - b.x) * scale)},${round(b.y + (c.y - b.y) * scale)}`).join(' ');
    outlines.set(k, points);
  }
  return points;
}

const round = (v: number): number => Math.round(v * 100) / 100;

/** The SVG viewBox around every hex, with a margin for arrows and labels. */
export function viewBoxOf(hexes: readonly Hex[], margin = HEX_SIZE * 0.6): string {
  if (hexes.length === 0) return '0 0 100 100';
  const cs = hexes.map(centre);
  const w = HEX_SIZE;
  const h = (HEX_SIZE * Math.sqrt(3)) / 2;
  const minX = Math.min(...cs.map((c) => c.x)) - w - margin;
  const minY = Math.min(...cs.map((c) => c.y)) - h - margin;
  const maxX = Math.max(...cs.map((c) => c.x)) + w + margin;
  const maxY = Math.max(...cs.map((c) => c.y)) + h + margin;
  return `${round(minX)} ${round(minY)} ${round(maxX - minX)} ${round(maxY - minY)}`;
}

/** The angle (degrees, SVG: clockwise from east) a facing points to: facing 0 (north) is -90. */
export const facingAngle = (facing: number): number => -90 + 60 * facing;

export const keyOf = (h: Hex): string => hx.hexKey(h);

/** The hex a relative step direction leads to for a figure on `at` facing `facing` (R-MOVE-2). */
export const stepHex = (at: Hex, facing: number, relative: number): Hex =>
  hx.neighbour(at, hx.absoluteDirection(hx.wrapDirection(facing), hx.wrapDirection(relative)));

/** The facing after one turn (R-MOVE-7). */
export const turned = (facing: number, rotation: 1 | -1): number => hx.turnFacing(hx.wrapDirection(facing), rotation);

/**
 * Where `seat` stood when event number `index` happened: the current hex with the later moves
 * undone (events carry the moves, not the whole position).
 */
export function hexAt(view: GameView, events: readonly GameEvent[], index: number, seat: number): Hex | null {
  let at: Hex | null = view.seats[seat]?.hex ?? null;
  for (let i = events.length - 1; i > index; i--) {
    const e = events[i]!;
    if ((e.kind === 'stepped' || e.kind === 'pushed') && e.seat === seat) at = e.from;
    if (e.kind === 'figurePlaced' && e.seat === seat) at = null;
  }
  return at;
}
