import type { Lang } from '@senjutsu/cards';
import type { CardId, Definitions, GameView, SeatId } from '@senjutsu/engine';
import { memo, type ReactElement } from 'react';
import { seatColour } from '../board/characters';
import { seatNameOf } from '../board/seatName';
import { CardBack, CardFace } from '../cards/CardFace';
import type { T } from '../i18n';

// The middle of the table: each seat's chosen card face down until the simultaneous reveal
// (R-ROUND-REVEAL-1), then face up with its initiative while the round resolves.

type Props = { view: GameView; rules: Definitions; lang: Lang; t: T; onPreview: (p: { seat: SeatId; card: CardId } | null) => void };

/** Pointing at a revealed card draws its hexes from its owner's figure, as for a card in hand. */
function RevealStripView({ view, rules, lang, t, onPreview }: Props): ReactElement | null {
  const shown = view.seats.filter((s) => s.play !== null || s.hasSelected);
  if (shown.length === 0) return null;
  return (
    <div className="reveal-strip" data-testid="reveal">
      {shown.map((s) => {
        const def = s.play ? rules.cards[s.play.number] : undefined;
        return (
          <div key={s.seat} className={`reveal-slot${s.play?.cancelled ? ' cancelled' : ''}`} data-seat={s.seat} data-face={s.play ? 'up' : 'down'} style={{ borderColor: seatColour(s.seat) }}>
            <span className="reveal-label" style={{ background: seatColour(s.seat) }}>
              {seatNameOf(view, s.seat, lang, t)}
              {s.play?.initiative != null ? ` · ${t('board.initiative', { n: s.play.initiative })}` : ''}
              {s.play?.cancelled ? ` · ${t('board.cancelled')}` : ''}
            </span>
            {s.play && def ? (
              <div
                className="revealed-card"
                tabIndex={0}
                onMouseEnter={() => onPreview({ seat: s.seat, card: s.play!.card })}
                onMouseLeave={() => onPreview(null)}
                onFocus={() => onPreview({ seat: s.seat, card: s.play!.card })}
                onBlur={() => onPreview(null)}
              >
                <CardFace card={def} lang={lang} />
              </div>
            ) : (
              <CardBack label={t('board.chosen')} />
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Redrawn only when a seat changed (the Table shares unchanged seats across updates). */
export const RevealStrip = memo(RevealStripView, (a, b) =>
  a.view.seats === b.view.seats && a.rules === b.rules && a.lang === b.lang && a.t === b.t && a.onPreview === b.onPreview);
