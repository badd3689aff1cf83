import type { Lang } from '@senjutsu/cards';
import type { Definitions, GameView, SeatView } from '@senjutsu/engine';
import { memo, useCallback, useState, type ReactElement } from 'react';
import { characterName, characterOf, seatColour } from '../board/characters';
import { KamaeMap } from '../board/KamaeMap';
import { CardBack, CardFace } from '../cards/CardFace';
import { nodeName } from '../decisions/movement';
import type { DecisionUI, Pick } from '../decisions/types';
import type { T } from '../i18n';
import { WoundTrack } from './WoundTrack';

// One character's side of the table: the wound track (wounds and bleeding wounds against the limit), stuns, weakness, poison, focus, the
// Kamae map with its ring, hand and deck sizes, the face-up discard pile and the card in play.

function Stat({ label, value, className }: { label: string; value: ReactElement | string | number; className: string }): ReactElement {
  return (
    <div className={`stat ${className}`} title={label}>
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
    </div>
  );
}

export function DiscardPile({ seat, rules, lang, t, onClose }: { seat: SeatView; rules: Definitions; lang: Lang; t: T; onClose: () => void }): ReactElement {
  return (
    <div className="modal" role="dialog" aria-label={t('board.discardPile')} onClick={onClose}>
      <div className="modal-body" onClick={(e) => e.stopPropagation()}>
        <header>
          <h3>{t('board.discardPile')}: {characterName(seat.character, lang)}</h3>
          <button type="button" onClick={onClose}>{t('board.close')}</button>
        </header>
        {seat.discard.length === 0 && <p>{t('board.emptyPile')}</p>}
        <div className="pile">
          {[...seat.discard].reverse().map((d, i) =>
            'card' in d && rules.cards[d.number] ? <CardFace key={i} card={rules.cards[d.number]!} lang={lang} /> : <CardBack key={i} label={t('board.faceDown')} />,
          )}
        </div>
      </div>
    </div>
  );
}

export type SeatPanelProps = Props;
type Props = {
  seat: SeatView; view: GameView; rules: Definitions; lang: Lang; t: T; poisoned: boolean; waiting: boolean;
  kamaeOptions: DecisionUI['kamae']; onPick: (p: Pick) => void;
};

function SeatPanelView({ seat, view, rules, lang, t, poisoned, waiting, kamaeOptions, onPick }: Props): ReactElement {
  const [pileOpen, setPileOpen] = useState(false);
  const character = characterOf(seat.character);
  // The game's own ruleset first: a horde level sets its own limits (R-HORDE-7).
  const woundLimit = rules.characters[seat.character]?.woundLimit ?? character?.woundLimit ?? seat.wounds + seat.bleeding;
  const own = view.viewer === seat.seat;
  const names = useCallback((n: string) => nodeName({ lang, t }, n, character?.kamae), [lang, t, character]);
  return (
    <section className={`seat-panel${seat.defeated ? ' defeated' : ''}`} data-seat={seat.seat} style={{ borderColor: seatColour(seat.seat) }}>
      <header>
        <span className="seat-dot" style={{ background: seatColour(seat.seat) }} />
        <strong>{characterName(seat.character, lang)}</strong>
        {own && <span className="you">({t('board.you')})</span>}
        {seat.defeated && <span className="badge defeated">{t('board.defeated')}</span>}
        {waiting && <span className="badge waiting-dot">{seat.hasSelected ? t('board.chosen') : t('board.choosing')}</span>}
      </header>
      <div className="seat-body">
        <div className="stats">
          <Stat className="wounds" label={t('board.wounds')} value={<WoundTrack wounds={seat.wounds} bleeding={seat.bleeding} limit={woundLimit} t={t} />} />
          <Stat className="stuns" label={t('board.stuns')} value={seat.stuns} />
          <Stat className="weakness" label={t('board.weakness')} value={seat.weakness.length} />
          <Stat className="focus" label={t('board.focus')} value={seat.focus} />
          {poisoned && <Stat className="poison" label={t('board.poison')} value="☣" />}
          <Stat className="hand-size" label={t('board.hand')} value={seat.handCount} />
          <Stat className="deck" label={t('board.deck')} value={seat.deckCount} />
          <button type="button" className="stat discard-button" onClick={() => setPileOpen(true)} title={t('board.discardPile')}>
            <span className="stat-label">{t('board.discardPile')}</span>
            <span className="stat-value">{seat.discard.length}</span>
          </button>
        </div>
        {character && (
          <KamaeMap map={character.kamae} current={seat.kamae} names={names} options={kamaeOptions} onPick={onPick} t={t} />
        )}
      </div>
      {pileOpen && <DiscardPile seat={seat} rules={rules} lang={lang} t={t} onClose={() => setPileOpen(false)} />}
    </section>
  );
}

/** One seat's panel is redrawn only when that seat (or what else it shows) changed: the Table shares unchanged seats across updates. */
export const seatPanelUnchanged = (a: Props, b: Props): boolean =>
  a.seat === b.seat && a.view.viewer === b.view.viewer && a.rules === b.rules && a.lang === b.lang && a.t === b.t
  && a.poisoned === b.poisoned && a.waiting === b.waiting && a.kamaeOptions === b.kamaeOptions && a.onPick === b.onPick;
export const SeatPanel = memo(SeatPanelView, seatPanelUnchanged);
