import type { Lang } from '@senjutsu/cards';
import type { CardId, Definitions, GameView } from '@senjutsu/engine';
import { memo, useRef, type ReactElement } from 'react';
import { CardBack, CardFace } from '../cards/CardFace';
import type { DecisionUI, Pick } from '../decisions/types';
import type { T } from '../i18n';
import { STUN_CARD } from '../board/characters';

// The viewer's hand: each card readable at hand size and enlarged on hover or focus, which also
// previews its hexes on the board. A card a decision offers is lit and clickable.

type Props = {
  view: GameView; rules: Definitions; lang: Lang; t: T; options: DecisionUI['cards']; busy: boolean; previewed: CardId | null;
  onPreview: (card: CardId | null) => void; onPick: (p: Pick) => void;
};

function HandView({ view, rules, lang, t, options, busy, previewed, onPreview, onPick }: Props): ReactElement | null {
  // On a touch screen there is no hover: the first tap on a card shows it and its hexes, the
  // second plays the option.
  const pointer = useRef<string>('mouse');
  if (view.viewer === 'spectator') return null;
  const seat = view.seats[view.viewer];
  if (seat === undefined) return null;
  const offered = new Map(options.map((o) => [o.card, o]));
  return (
    <div className="hand" aria-label={t('board.yourHand')}>
      {(seat.hand ?? []).map((c, i) => {
        const def = rules.cards[c.number];
        const option = offered.get(c.card);
        return (
          <div
            key={c.card}
            className={`hand-card${option ? ' option' : ''}`}
            data-testid="hand-card"
            data-card={c.card}
            tabIndex={0}
            role={option ? 'button' : undefined}
            {...(i < 9 ? { 'aria-keyshortcuts': String(i + 1) } : {})}
            aria-disabled={option && busy ? true : undefined}
            {...(option ? { 'data-option-kind': option.optionKind } : {})}
            onMouseEnter={() => onPreview(c.card)}
            onMouseLeave={() => onPreview(null)}
            onFocus={() => onPreview(c.card)}
            onBlur={() => onPreview(null)}
            onPointerDown={(e) => {
              pointer.current = e.pointerType;
            }}
            onClick={() => {
              if (pointer.current === 'touch' && previewed !== c.card) {
                onPreview(c.card);
                return;
              }
              if (option && !busy) onPick(option.pick);
            }}
            onKeyDown={(e) => {
              if (option && !busy && (e.key === 'Enter' || e.key === ' ')) {
                e.preventDefault();
                onPick(option.pick);
              }
            }}
          >
            {def ? <CardFace card={def} lang={lang} /> : <CardBack label={c.number === STUN_CARD ? t('board.stunCard') : c.number} />}
          </div>
        );
      })}
      {seat.selected && (
        <div className="hand-selected" title={t('board.yourChoice')}>
          {rules.cards[seat.selected.number] ? <CardFace card={rules.cards[seat.selected.number]!} lang={lang} /> : <CardBack label={t('board.yourChoice')} />}
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
