import { cardPreview, hex as hx, type CardId, type Definitions, type GameEvent, type GameView, type SeatId } from '@senjutsu/engine';
import type { Mark } from '../board/Board';
import { hexAt, keyOf } from '../board/geometry';
import type { T } from '../i18n';
import { controlUI } from '../decisions/registry';
import type { ControlProps, DecisionUI, Draft } from '../decisions/types';
import type { Lang } from '@senjutsu/cards';

// What the board draws over the battlefield: a hovered card's hexes, an explained attack, and the
// pending decisions' options.

const MARK_GLYPH = (m: NonNullable<ReturnType<typeof cardPreview>[number]['marks']>): string =>
  [m.wounds > 0 ? `${m.wounds}${m.bleeding ? '♦' : '✦'}` : '', m.execution ? '☠' : '', m.stun > 0 ? '✺' : '', m.push > 0 ? '⇑' : '', m.pull > 0 ? '⇓' : '', m.rotate > 0 ? '↻' : '']
    .join('');

/** R-DIAG-2: the card's attack and block hexes from the seat's hex and facing (the engine turns them). */
export function previewMarks(view: GameView, rules: Definitions, seat: SeatId, card: CardId): Mark[] {
  const marks: Mark[] = cardPreview(view, seat, card, rules).map((p) => ({
    hex: p.hex,
    kind: p.role === 'block' ? (p.extra ? 'blockExtra' : 'block') : p.extra ? 'attackExtra' : 'attack',
    ...(p.marks ? { label: MARK_GLYPH(p.marks) } : {}),
  }));
  const at = view.seats[seat]?.hex;
  return at ? [{ hex: at, kind: 'origin' }, ...marks] : marks;
}

export type Explanation = { readonly index: number; readonly event: Extract<GameEvent, { kind: 'attack' }> };

/** An attack event drawn: its hexes, the shortest attack paths to each character reached, the blocked hexes and the verdicts. */
export function explanationMarks(view: GameView, events: readonly GameEvent[], x: Explanation, t: T): Mark[] {
  const from = hexAt(view, events, x.index, x.event.seat);
  const marks: Mark[] = x.event.hexes.map((h) => ({ hex: h, kind: 'attack' }));
  if (from) marks.push({ hex: from, kind: 'origin' });
  for (const r of x.event.results) {
    // R-BLOCK-PATH-1: the hexes lying on the shortest paths between the attacker and the target hex.
    if (from) for (const h of hx.hexesOnShortestPaths(from, r.hex)) marks.push({ hex: h, kind: 'path' });
    for (const h of r.blockedBy?.hexes ?? []) marks.push({ hex: h, kind: 'blocked' });
    marks.push({ hex: r.hex, kind: r.hit ? 'hit' : 'ignored', label: r.hit ? t('board.hit') : `(${r.blockedBy?.condition ?? '-'})` });
  }
  const seen = new Set<string>();
  return marks.filter((m) => {
    const k = `${keyOf(m.hex)}|${m.kind}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Every pending decision of the viewer as its control's data. */
export function decisionUIs(view: GameView, rules: Definitions, drafts: Readonly<Record<number, Draft>>, t: T, lang: Lang): DecisionUI[] {
  return view.decisions.map((decision, i) => {
    const props: ControlProps = { decision, view, rules, draft: drafts[i] ?? {}, t, lang };
    return controlUI(props);
  });
}
