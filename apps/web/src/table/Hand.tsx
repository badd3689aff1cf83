import type { Lang } from '@senjutsu/cards';
import type { CardId, Definitions, GameView } from '@senjutsu/engine';
import { memo, useEffect, useRef, useState, type ReactElement } from 'react';
import { CardBack, CardFace, StatusCardFace, statusOf } from '../cards/CardFace';
import type { DecisionUI, Pick } from '../decisions/types';
import type { T } from '../i18n';
import { FitWidth } from '../cards/FitWidth';
import { CARD_ZOOM_ID, CardZoom, type Anchor } from './CardZoom';
import './cards.css';

// The viewer's hand, one row that scrolls sideways: each card as wide as its whole text needs at
// hand size (../cards/FitWidth.tsx), and enlarged beside it with the meanings of its terms on hover
// or keyboard focus (./CardZoom.tsx; Escape closes it), which also previews its hexes on the board.
// A card a decision offers is lit and clickable; on a touch screen a tap enlarges it, and the
// enlarged card's button plays it.

type Props = {
  view: GameView; rules: Definitions; lang: Lang; t: T; options: DecisionUI['cards']; busy: boolean; previewed: CardId | null;
  onPreview: (card: CardId | null) => void; onPick: (p: Pick) => void;
};

function HandView({ view, rules, lang, t, options, busy, onPreview, onPick }: Props): ReactElement | null {
  // On a touch screen there is no hover: a tap enlarges the card and shows its hexes; the enlarged card plays it.
  const pointer = useRef<string>('mouse');
  /** When a finger last pressed a card: the browser's mouse events and focus that follow a touch (a long press too) open no preview; a tap opens it (onClick). */
  const touchedAt = useRef(-Infinity);
  const fromTouch = () => performance.now() - touchedAt.current < 1500;
  const [zoom, setZoom] = useState<{ readonly card: CardId; readonly anchor: Anchor; readonly touch: boolean } | null>(null);
  const hand = view.viewer === 'spectator' ? undefined : view.seats[view.viewer]?.hand;
  // A card that left the hand (played, discarded) is no longer shown enlarged.
  useEffect(() => {
    if (zoom !== null && !(hand ?? []).some((c) => c.card === zoom.card)) setZoom(null);
  }, [hand, zoom]);
  if (view.viewer === 'spectator') return null;
  const seat = view.seats[view.viewer];
  if (seat === undefined) return null;
  const offered = new Map(options.map((o) => [o.card, o]));
  const show = (card: CardId, el: Element, touch: boolean) => {
    const r = el.getBoundingClientRect();
    setZoom({ card, anchor: { left: r.left, top: r.top, right: r.right, bottom: r.bottom }, touch });
  };
  // Hover and focus end the enlarged view; a tapped card stays until closed or played.
  const hide = () => setZoom((z) => (z?.touch ? z : null));
  const zoomed = zoom === null ? undefined : (seat.hand ?? []).find((c) => c.card === zoom.card);
  const zoomedDef = zoomed === undefined ? undefined : rules.cards[zoomed.number];
  const zoomedOption = zoom === null ? undefined : offered.get(zoom.card);
  return (
    <div className="hand" aria-label={t('board.yourHand')}>
      {(seat.hand ?? []).map((c, i) => {
        const def = rules.cards[c.number];
        const option = offered.get(c.card);
        // Hover and keyboard focus preview the card alike.
        const preview = (el: Element) => {
          onPreview(c.card);
          if (!zoom?.touch) show(c.card, el, false);
        };
        const unpreview = () => {
          onPreview(null);
          hide();
        };
        return (
          <div
            key={c.card}
            className={`hand-card${option ? ' option' : ''}${option?.chosen ? ' chosen' : ''}`}
            {...(option?.chosen ? { 'aria-pressed': true, 'data-chosen': '1' } : {})}
            data-testid="hand-card"
            data-card={c.card}
            tabIndex={0}
            role={option ? 'button' : undefined}
            {...(i < 9 ? { 'aria-keyshortcuts': String(i + 1) } : {})}
            aria-disabled={option && busy ? true : undefined}
            aria-describedby={zoom?.card === c.card ? CARD_ZOOM_ID : undefined}
            {...(option ? { 'data-option-kind': option.optionKind } : {})}
            onMouseEnter={(e) => !fromTouch() && preview(e.currentTarget)}
            onMouseLeave={unpreview}
            onFocus={(e) => !fromTouch() && preview(e.currentTarget)}
            onBlur={unpreview}
            onPointerDown={(e) => {
              pointer.current = e.pointerType;
              if (e.pointerType === 'touch') touchedAt.current = performance.now();
            }}
            onClick={(e) => {
              if (pointer.current === 'touch') {
                onPreview(c.card);
                show(c.card, e.currentTarget, true);
                return;
              }
              if (option && !busy) onPick(option.pick);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && zoom !== null) {
                setZoom(null);
                return;
              }
              if (option && !busy && (e.key === 'Enter' || e.key === ' ')) {
                e.preventDefault();
                onPick(option.pick);
              }
            }}
          >
            <FitWidth fitKey={`${lang}:${c.number}`}>
              {def ? <CardFace card={def} lang={lang} /> : statusOf(c.number) !== null ? <StatusCardFace number={c.number} lang={lang} /> : <CardBack label={c.number} />}
            </FitWidth>
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
          optionKind={zoomedOption !== undefined && !busy ? zoomedOption.optionKind : null}
          onPlay={() => {
            setZoom(null);
            if (zoomedOption !== undefined && !busy) onPick(zoomedOption.pick);
          }}
          onClose={() => {
            setZoom(null);
            onPreview(null);
          }}
          onReplaced={() => setZoom(null)}
        />
      )}
      {seat.selected && (
        <div className="hand-selected" title={t('board.yourChoice')}>
          <FitWidth fitKey={`${lang}:${seat.selected.number}`}>
            {rules.cards[seat.selected.number] ? <CardFace card={rules.cards[seat.selected.number]!} lang={lang} /> : <CardBack label={t('board.yourChoice')} />}
          </FitWidth>
          <span className="hand-selected-label">{t('board.yourChoice')}</span>
        </div>
      )}
    </div>
  );
}

const ownSeat = (view: GameView) => (view.viewer === 'spectator' ? undefined : view.seats[view.viewer]);

/** Redrawn only when the viewer's own seat or the offered cards changed (the Table shares unchanged parts of each update). */
export const Hand = memo(HandView, (a, b) =>
  ownSeat(a.view) === ownSeat(b.view) && a.options === b.options && a.busy === b.busy && a.previewed === b.previewed
  && a.rules === b.rules && a.lang === b.lang && a.t === b.t && a.onPreview === b.onPreview && a.onPick === b.onPick);
