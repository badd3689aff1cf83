import type { GameEvent, GameView } from '@senjutsu/engine';
import { coordinatesOf } from '../board/coords';
import { hexAt, keyOf, type Hex } from '../board/geometry';
import type { T } from '../i18n';
import type { Explanation } from './overlay';

// An explained attack in words (issue 22, "state at a glance"): where the attack came from and which
// hexes it covered, then for each character it reached why it was hit or not (R-BLOCK-3 (a), (b),
// (c)), naming the hexes as the board does ("C4") and who blocked them. The board draws the same
// hexes, paths and blocks (overlay.ts explanationMarks).

type Words = { readonly t: T; readonly seatName: (seat: number) => string; readonly cardTitle: string };

const CONDITION_KEY = { a: 'table.explain.blockedA', b: 'table.explain.blockedB', c: 'table.explain.blockedC' } as const;

export function explanationSentences(view: GameView, events: readonly GameEvent[], x: Explanation, w: Words): string[] {
  const names = coordinatesOf(view.board);
  const hexName = (h: Hex | null) => (h === null ? w.t('table.explain.unknownHex') : (names.get(keyOf(h)) ?? keyOf(h)));
  const from = hexAt(view, events, x.index, x.event.seat);
  const hexes = x.event.hexes.map(hexName).join(', ');
  const lines = [w.t('table.explain.attack', { seat: w.seatName(x.event.seat), card: w.cardTitle, from: hexName(from), hexes })];
  for (const r of x.event.results) {
    const target = w.seatName(r.target);
    const hex = hexName(r.hex);
    const b = r.blockedBy;
    if (r.hit || b === null) {
      lines.push(w.t('table.explain.hit', { target, hex, from: hexName(from) }));
      continue;
    }
    const by = b.by === 'terrain' ? w.t('table.explain.byTerrain') : w.t('table.explain.byCard', { name: b.blocker === undefined ? '?' : w.seatName(b.blocker) });
    const blocked = b.hexes.length > 0 ? b.hexes.map(hexName).join(', ') : hex;
    lines.push(w.t(CONDITION_KEY[b.condition], { target, hex, by, blocked, from: hexName(from) }));
  }
  return lines;
}
