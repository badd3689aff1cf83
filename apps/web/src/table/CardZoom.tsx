import type { Card, Lang } from '@senjutsu/cards';
import { useEffect, useRef, type CSSProperties, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { CardFace } from '../cards/CardFace';
import { CardTermList } from '../cards/CardTerms';
import type { T } from '../i18n';

// A card enlarged (one at a time: a hand card or a revealed one), in a box of its own above (or
// below) the card and always inside the window, with the meanings of the card's keywords and
// symbols beside it: shown while the pointer rests on the card or it has focus, and, on a touch
// screen, when the card is tapped, with "play this card" on it when the decision offers it (a tap
// alone never commits a card).

/** Where the card sits on screen when it was enlarged (its bounding box). */
export type Anchor = { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };

const MARGIN = 8;
/** The enlarged card and its terms' width in rem (at most the window's width less the margins). */
const WIDTH_REM = 38;

/**
 * The box's place: horizontally centred on the card, clamped to the window; above or below the
 * card, on the side with more room, at most as tall as that room. The box starts no further than
 * the window's middle (a card near an edge, or scrolled partly out, may then be covered), so it
 * always has half the window and stays inside it.
 */
export function zoomPlace(anchor: Anchor, window: { readonly width: number; readonly height: number }, rem: number): CSSProperties {
  const width = Math.min(WIDTH_REM * rem, window.width - 2 * MARGIN);
  const centre = (anchor.left + anchor.right) / 2;
  const left = Math.min(Math.max(centre - width / 2, MARGIN), window.width - width - MARGIN);
  const clamp = (edge: number) => Math.min(Math.max(edge, MARGIN), window.height / 2);
  const bottom = clamp(window.height - anchor.top + MARGIN);
  const top = clamp(anchor.bottom + MARGIN);
  const roomAbove = window.height - bottom - MARGIN;
  const roomBelow = window.height - top - MARGIN;
  return roomAbove >= roomBelow ? { left, width, bottom, maxHeight: roomAbove } : { left, width, top, maxHeight: roomBelow };
}

type Props = {
  readonly card: Card;
  readonly lang: Lang;
  readonly t: T;
  readonly anchor: Anchor;
  /** Tapped on a touch screen: the box takes taps and offers the card's option and a close button. */
  readonly touch: boolean;
  /** The card's option ('select', 'discard', …) when the decision offers it now, else null. */
  readonly optionKind: string | null;
  readonly onPlay?: () => void;
  readonly onClose: () => void;
  /** Another card was enlarged: hide this one (and leave the board's preview to the other). */
  readonly onReplaced: () => void;
};

/** The enlarged card's element id: the card it enlarges is described by it (aria-describedby). */
export const CARD_ZOOM_ID = 'card-zoom';

/** Announced when a card is enlarged: any other enlarged card (the hand's, the reveal's) closes, so one is open at a time. */
const OPENED = 'senjutsu:card-zoom';

export function CardZoom({ card, lang, t, anchor, touch, optionKind, onPlay, onClose, onReplaced }: Props): ReactElement {
  const replaced = useRef(onReplaced);
  replaced.current = onReplaced;
  useEffect(() => {
    const me = {};
    window.dispatchEvent(new CustomEvent(OPENED, { detail: me }));
    const another = (e: Event) => {
      if ((e as CustomEvent).detail !== me) replaced.current();
    };
    window.addEventListener(OPENED, another);
    return () => window.removeEventListener(OPENED, another);
  }, [card.number]);
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const place = zoomPlace(anchor, { width: window.innerWidth, height: window.innerHeight }, rem);
  return createPortal(
    <div
      id={CARD_ZOOM_ID} className={`card-zoom${touch ? ' card-zoom-touch' : ''}`} data-testid="card-zoom" data-number={card.number} style={place}
      role={touch ? 'dialog' : undefined} aria-label={touch ? card.names[lang] : undefined}
    >
      <CardFace card={card} lang={lang} />
      <CardTermList card={card} lang={lang} t={t} />
      {touch && (
        <div className="card-zoom-buttons">
          {optionKind !== null && onPlay !== undefined && (
            <button type="button" className="primary" data-testid="card-zoom-play" data-option-kind={optionKind} onClick={onPlay}>
              {t(optionKind === 'select' || optionKind === 'playCard' ? 'hand.play' : 'hand.choose')}
            </button>
          )}
          <button type="button" data-testid="card-zoom-close" onClick={onClose}>
            {t('hand.close')}
          </button>
        </div>
      )}
    </div>,
    document.body,
  );
}
