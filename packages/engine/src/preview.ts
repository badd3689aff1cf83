import { describeDiagram, type AttackMark, type DiagramContext } from '@senjutsu/cards';
import { toAbsolute, type Hex } from './hex';
import type { Definitions } from './ruleset';
import type { GameView } from './view';
import type { CardId, SeatId } from './state';

// Card diagram previews for clients (style.md §2.11): a card's attack and block hexes placed on
// the battlefield from a character's current hex and facing, with the engine's own rotation
// (R-DIAG-2), so no client turns a diagram itself.

export type PreviewHex = {
  readonly hex: Hex;
  readonly role: 'attack' | 'block';
  /** Only with the optional fee paid (R-FOCUS-FEE-6). */
  readonly extra: boolean;
  /** The attacked hex's marks; null for block hexes. */
  readonly marks: AttackMark | null;
  /** Which diagram of the card (card order) and what encloses it (a Kamae effect, -OR- …). */
  readonly diagram: number;
  readonly within: readonly DiagramContext[];
};

/** The number of `card` as `seat` sees it in `view`: in its hand, face-down choice, play or discard. */
function numberOf(view: Pick<GameView, 'seats'>, seat: SeatId, card: CardId): string | undefined {
  const st = view.seats[seat];
  if (st === undefined) return undefined;
  const seen = [...(st.hand ?? []), ...(st.selected ? [st.selected] : []), ...(st.play ? [st.play] : []), ...st.discard];
  return seen.find((c): c is { card: CardId; number: string } => 'card' in c && c.card === card)?.number;
}

/**
 * R-DIAG-2: the battlefield hexes of every attack and block diagram of `card` for `seat`'s
 * character where it stands now. Empty when the card or the character's hex is unknown. The hexes
 * are not clipped to the battlefield: the caller draws those it has. `rules` is the game's ruleset
 * (a view names cards by number only).
 */
export function cardPreview(view: Pick<GameView, 'seats'>, seat: SeatId, card: CardId, rules: Pick<Definitions, 'cards'>): PreviewHex[] {
  const st = view.seats[seat];
  const number = numberOf(view, seat, card);
  const def = number === undefined ? undefined : rules.cards[number];
  if (st === undefined || st.hex === null || def === undefined) return [];
  const origin = st.hex;
  return describeDiagram(def).flatMap((d, diagram) =>
    d.hexes
      .filter((h) => h.role !== 'character')
      .map((h) => ({
        hex: toAbsolute(origin, st.facing, { q: h.q, r: h.r }),
        role: h.role === 'block' ? ('block' as const) : ('attack' as const),
        extra: h.extra,
        marks: h.marks,
        diagram,
        within: d.within,
      })),
  );
}
