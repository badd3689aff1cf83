import type { Lang } from '@senjutsu/cards';
import type { CardView, Definitions, GameView } from '@senjutsu/engine';
import type { ReactElement } from 'react';
import { seatColour } from '../board/characters';
import { seatNameOf } from '../board/seatName';
import { CardBack, CardFace, StatusCardFace, statusOf } from '../cards/CardFace';
import { FitWidth } from '../cards/FitWidth';
import type { T } from '../i18n';
import type { SeatHand } from './timeline';
import '../table/cards.css';

// "Every hand revealed" (issue 25): the game is over, so a replay rebuilt from its log shows every
// seat's hand at once, each as a row of whole cards at hand size under its seat's name and colour,
// with the face-down choice of the round before its reveal.

type Props = { readonly hands: readonly SeatHand[]; readonly view: GameView; readonly rules: Definitions; readonly lang: Lang; readonly t: T };

export function EveryHand({ hands, view, rules, lang, t }: Props): ReactElement {
  return (
    <section className="every-hand" aria-label={t('replay.everyHand')} data-testid="every-hand">
      {hands.map(({ seat, hand, selected }) => (
        <div key={seat} className="every-hand-seat" data-seat={seat} style={{ borderColor: seatColour(seat) }}>
          <h3 className="every-hand-name" style={{ background: seatColour(seat) }}>
            {seatNameOf(view, seat, lang, t)}
          </h3>
          <div className="hand" data-testid="seat-hand" data-seat={seat}>
            {hand.length === 0 && selected === null && <p className="hint">{t('replay.emptyHand')}</p>}
            {hand.map((c) => (
              <div key={c.card} className="hand-card" data-testid="replay-hand-card" data-card={c.card}>
                <Face card={c} rules={rules} lang={lang} />
              </div>
            ))}
            {selected !== null && (
              <div className="hand-selected" data-testid="replay-selected" data-card={selected.card}>
                <Face card={selected} rules={rules} lang={lang} />
                <span className="hand-selected-label">{t('replay.chosen')}</span>
              </div>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}

function Face({ card, rules, lang }: { readonly card: CardView; readonly rules: Definitions; readonly lang: Lang }): ReactElement {
  const def = rules.cards[card.number];
  return (
    <FitWidth fitKey={`${lang}:${card.number}`}>
      {def ? <CardFace card={def} lang={lang} /> : statusOf(card.number) !== null ? <StatusCardFace number={card.number} lang={lang} /> : <CardBack label={card.number} />}
    </FitWidth>
  );
}
