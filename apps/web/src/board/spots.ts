import type { Lang } from '@senjutsu/cards';
import type { GameView } from '@senjutsu/engine';
import { useRef } from 'react';
import type { Key, T } from '../i18n';
import type { Overlay } from './Board';
import { terrainName } from './characters';
import { seatNameOf } from './seatName';
import { terrainNote } from './Terrain';
import { coordinatesOf } from './coords';
import { centre, facingAngle, HEX_SIZE, keyOf } from './geometry';
import type { Spot } from './roving';

// The board's spots for the keyboard and screen readers (docs/keyboard.md): where each is and
// what it is called. A figure is the spot of its hex; names are "hex C4, Rock (blocks movement,
// blocks sight and attacks)", "Ronin, facing north-east, hex C4", with the option a spot offers
// after a colon.

const SQ = Math.sqrt(3) / 2;

/** Where a facing arrow's head is drawn: beyond the side of its hex it points to. */
function arrowSpot(a: Overlay['arrows'][number]): { x: number; y: number } {
  const c = centre(a.from);
  const angle = (facingAngle(a.facing) * Math.PI) / 180;
  const d = HEX_SIZE * SQ + 6;
  return { x: c.x + Math.cos(angle) * d, y: c.y + Math.sin(angle) * d };
}

/** The board's spots and their names: each hex, or the figure on it, and the facing arrows. */
export function spotsOf(view: GameView, overlay: Overlay, lang: Lang, t: T) {
  const coords = coordinatesOf(view.board);
  // A piece's name says what it does, "Rock (blocks movement, ...)"; a torii's passage says it is open.
  const terrain = new Map(view.terrain.map((p) => [keyOf(p.hex), `${terrainName(p.kind, lang)} (${terrainNote(p.kind, t)})`]));
  for (const piece of view.pieces) for (const h of piece.passage) terrain.set(keyOf(h), `${terrainName(piece.kind, lang)} (${t('battlefield.passage')})`);
  const hexOption = new Map(overlay.hexes.map((h) => [keyOf(h.hex), h]));
  const figureOption = new Map(overlay.figures.map((f) => [f.seat, f]));
  const standing = new Map(view.seats.flatMap((st) => (st.hex === null ? [] : [[keyOf(st.hex), st] as const])));
  const hexName = (k: string) => [t('keys.hex', { coord: coords.get(k) ?? k }), ...(terrain.has(k) ? [terrain.get(k)!] : [])].join(', ');
  const figureName = (st: GameView['seats'][number]) =>
    [t('keys.figure', { name: seatNameOf(view, st.seat, lang, t), facing: t(`keys.facing.${st.facing}` as Key) }), ...(st.defeated ? [t('keys.defeated')] : [])].join(', ');
  const withOption = (name: string, option: { label?: string } | undefined) => (option?.label ? `${name}: ${option.label}` : name);
  const hexLabels = new Map<string, string>();
  const figureLabels = new Map<number, string>();
  const spots: (Spot & { option: boolean })[] = [];
  for (const h of view.board) {
    const k = keyOf(h);
    const st = standing.get(k);
    const c = centre(h);
    // A figure is the spot of its hex, unless the hex offers something and the figure does not.
    if (st !== undefined && !(hexOption.has(k) && !figureOption.has(st.seat))) {
      figureLabels.set(st.seat, withOption(`${figureName(st)}, ${hexName(k)}`, figureOption.get(st.seat)));
      spots.push({ key: `f:${st.seat}`, ...c, option: figureOption.has(st.seat) });
    } else {
      hexLabels.set(k, withOption(st === undefined ? hexName(k) : `${hexName(k)}, ${figureName(st)}`, hexOption.get(k)));
      spots.push({ key: `h:${k}`, ...c, option: hexOption.has(k) });
    }
  }
  // A turn's arrow says where it leads ("Turn right, facing south-east"); a terrain piece's already does.
  const arrowLabels = overlay.arrows.map((a) => {
    const facing = t(`keys.facing.${a.facing}` as Key);
    return a.label === undefined ? `${t('keys.turnArrow')}, ${facing}` : a.label.includes(facing) ? a.label : `${a.label}, ${facing}`;
  });
  overlay.arrows.forEach((a, i) => spots.push({ key: `a:${i}`, ...arrowSpot(a), option: true }));
  return { spots, hexLabels, figureLabels, arrowLabels };
}

/** The previous map while the new one holds the same entries (the memoised hexes compare by identity). */
export function useSameMap<K, V>(next: ReadonlyMap<K, V>): ReadonlyMap<K, V> {
  const previous = useRef(next);
  const prev = previous.current;
  const same = prev.size === next.size && [...next].every(([k, v]) => prev.get(k) === v);
  if (!same) previous.current = next;
  return previous.current;
}

