// The bridge to honeycomb-grid, for drawing and for cross-checking our own geometry in tests.
// The engine's hot paths use the plain Hex functions; honeycomb-grid is imported in hex/ only.
import { defineHex, Orientation, pointToCube } from 'honeycomb-grid';
import type { Hex, Point } from './coords';
import { hex } from './coords';

/**
 * honeycomb-grid's hex class set up to match our coordinates: flat-topped, size 1, centre of
 * (0, 0) at the origin, so its q and r are ours and its x, y are our pixel centres. (A class only
 * because honeycomb-grid asks for one; never store its instances in game state.)
 */
export const HoneycombHex = defineHex({ orientation: Orientation.FLAT, dimensions: 1, origin: { x: 0, y: 0 } });
export type HoneycombHex = InstanceType<typeof HoneycombHex>;

export const toHoneycomb = (h: Hex): HoneycombHex => new HoneycombHex({ q: h.q, r: h.r });

export const fromHoneycomb = (h: { readonly q: number; readonly r: number }): Hex => hex(h.q, h.r);

/** The pixel centre of a hex whose centre-to-vertex size is `size`: x = 1.5·q, y = √3·(r + q/2). */
export const hexToPoint = (h: Hex, size: number): Point => ({
  x: size * 1.5 * h.q,
  y: size * Math.sqrt(3) * (h.r + h.q / 2),
});

/** The hex containing a pixel point (rounded by honeycomb-grid; for pointer input, not for rules). */
export const pointToHex = (x: number, y: number, size: number): Hex =>
  fromHoneycomb(
    pointToCube(
      { orientation: Orientation.FLAT, dimensions: { xRadius: size, yRadius: size }, origin: { x: 0, y: 0 } },
      { x, y },
    ),
  );

/** A point in affine sight units (sight.ts) as pixels: x = size·X/2, y = size·√3·Y/2. */
export const affineToPixel = (p: Point, size: number): Point => ({
  x: (size * p.x) / 2,
  y: (size * Math.sqrt(3) * p.y) / 2,
});
