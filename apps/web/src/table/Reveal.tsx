import type { Lang } from '@senjutsu/cards';
import type { CardId, Definitions, GameView, SeatId } from '@senjutsu/engine';
import { memo, useRef, useState, type ReactElement } from 'react';
import { seatColour } from '../board/characters';
import { seatNameOf } from '../board/seatName';
import { CardBack, CardFace } from '../cards/CardFace';
import type { T } from '../i18n';
import { CARD_ZOOM_ID, CardZoom, type Anchor } from './CardZoom';
import './cards.css';

// The middle of the table: each seat's chosen card face down until the simultaneous reveal
// (R-ROUND-REVEAL-1), then face up, whole and readable, with its initiative while the round
// resolves. Pointing at a revealed card, focusing it or tapping it enlarges it (./CardZoom.tsx).

type Props = { view: GameView; rules: Definitions; lang: Lang; t: T; onPreview: (p: { seat: SeatId; card: CardId } | null) => void };

/** Pointing at a revealed card draws its hexes from its owner's figure, as for a card in hand. */
function RevealStripView({ view, rules, lang, t, onPreview }: Props): ReactElement | null {
  const pointer = useRef<string>('mouse');
  const [zoom, setZoom] = useState<{ readonly seat: SeatId; readonly anchor: Anchor; readonly touch: boolean } | null>(null);
  const shown = view.seats.filter((s) => s.play !== null || s.hasSelected);
  if (shown.length === 0) return null;
  const show = (seat: SeatId, el: Element, touch: boolean) => {
    const r = el.getBoundingClientRect();
    setZoom({ seat, anchor: { left: r.left, top: r.top, right: r.right, bottom: r.bottom }, touch });
  };
  const zoomedPlay = zoom === null ? undefined : view.seats[zoom.seat]?.play;
  const zoomedDef = zoomedPlay ? rules.cards[zoomedPlay.number] : undefined;
  return (
    <div className="reveal-strip" data-testid="reveal">
      {shown.map((s) => {
        const def = s.play ? rules.cards[s.play.number] : undefined;
        const preview = (el: Element) => {
          onPreview({ seat: s.seat, card: s.play!.card });
          if (!zoom?.touch) show(s.seat, el, false);
        };
        const unpreview = () => {
          onPreview(null);
          setZoom((z) => (z?.touch ? z : null));
        };
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
                data-testid="revealed-card"
                tabIndex={0}
                aria-describedby={zoom?.seat === s.seat ? CARD_ZOOM_ID : undefined}
                onMouseEnter={(e) => preview(e.currentTarget)}
                onMouseLeave={unpreview}
                onFocus={(e) => preview(e.currentTarget)}
                onBlur={unpreview}
                onPointerDown={(e) => {
                  pointer.current = e.pointerType;
                }}
                onClick={(e) => {
                  if (pointer.current !== 'touch') return;
                  onPreview({ seat: s.seat, card: s.play!.card });
                  show(s.seat, e.currentTarget, true);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') setZoom(null);
                }}
              >
                <CardFace card={def} lang={lang} />
              </div>
            ) : (
              <CardBack label={t('board.chosen')} />
            )}
          </div>
        );
      })}
      {zoom !== null && zoomedDef !== undefined && (
        <CardZoom
          card={zoomedDef}
          lang={lang}
          t={t}
          anchor={zoom.anchor}
          touch={zoom.touch}
          optionKind={null}
          onClose={() => {
            setZoom(null);
            onPreview(null);
          }}
          onReplaced={() => setZoom(null)}
        />
      )}
    </div>
  );
}

/** Redrawn only when a seat changed (the Table shares unchanged seats across updates). */
export const RevealStrip = memo(RevealStripView, (a, b) =>
  a.view.seats === b.view.seats && a.rules === b.rules && a.lang === b.lang && a.t === b.t && a.onPreview === b.onPreview);
