import type { Lang } from '@senjutsu/cards';
import type { Definitions, GameView } from '@senjutsu/engine';
import { memo, type ReactElement } from 'react';
import { nameOfNumber, seatColour } from '../board/characters';
import { seatNameOf } from '../board/seatName';
import type { T } from '../i18n';
import { WoundTrack } from './WoundTrack';

// The automata's public facts (section 20), for solo and co-op games alike: behaviour and stance
// markers, deck size, discard pile, the drawn card once revealed, wounds and stuns against their
// limits. Only what viewFor lists (never the order of an automaton's deck).

type Props = { readonly view: GameView; readonly rules: Definitions; readonly lang: Lang; readonly t: T };
type AutomatonView = GameView['automata'][number];

const cardName = (rules: Definitions, number: string, lang: Lang) => nameOfNumber(rules, number, lang) ?? number;

function AutomatonRow({ a, view, rules, lang, t }: { readonly a: AutomatonView } & Props): ReactElement {
  const seat = view.seats[a.seat];
  const name = seatNameOf(view, a.seat, lang, t);
  const discardText = a.discard.map((c) => ('number' in c ? cardName(rules, c.number, lang) : t('automata.faceDown'))).reverse().join(' · ');
  const drawn = a.drawn !== null ? cardName(rules, a.drawn, lang) : a.hasDrawn ? t('automata.notRevealed') : t('automata.none');
  return (
    <li className={`automaton${a.defeated ? ' defeated' : ''}`} data-seat={a.seat} data-automaton={a.automaton} style={{ borderColor: seatColour(a.seat) }}>
      <header>
        <span className="seat-dot" style={{ background: seatColour(a.seat) }} />
        <strong>{name}</strong>
        {a.defeated && <span className="badge defeated">{t('automata.defeated')}</span>}
      </header>
      <dl className="automaton-facts">
        <dt>{t('automata.behaviour')}</dt>
        <dd data-fact="behaviour">{t(`automata.behaviour.${a.behaviour}`)}</dd>
        <dt>{t('automata.stance')}</dt>
        <dd data-fact="stance">{t(`automata.stance.${a.stance}`)}</dd>
        <dt>{t('automata.wounds')}</dt>
        <dd data-fact="wounds">
          <WoundTrack wounds={seat?.wounds ?? 0} bleeding={seat?.bleeding ?? 0} limit={a.woundLimit} t={t} />
        </dd>
        <dt>{t('automata.stuns')}</dt>
        <dd data-fact="stuns">
          {a.stuns}/{a.stunLimit}
          {a.stunsBeside > 0 && ` (${t('automata.stunsBeside', { n: a.stunsBeside })})`}
        </dd>
        <dt>{t('board.weakness')}</dt>
        <dd data-fact="weakness">{seat?.weakness.length ?? 0}</dd>
        <dt>{t('automata.deck')}</dt>
        <dd data-fact="deck">{a.deckCount}</dd>
        <dt>{t('automata.drawn')}</dt>
        <dd data-fact="drawn">{drawn}</dd>
        <dt>{t('automata.discard')}</dt>
        <dd data-fact="discard" title={discardText}>
          {a.discard.length === 0
            ? t('automata.none')
            : a.discard
                .map((c) => ('number' in c ? cardName(rules, c.number, lang) : t('automata.faceDown')))
                .reverse() // the top card first
                .join(' · ')}
        </dd>
      </dl>
    </li>
  );
}

function Panel(props: Props): ReactElement | null {
  // A horde run shows the wave's automata: the others wait off the battlefield (docs/horde.md, H2).
  const wave = props.view.horde?.automata;
  const shown = wave === undefined ? props.view.automata : props.view.automata.filter((a) => wave.includes(a.seat));
  if (shown.length === 0) return null;
  return (
    <section className="automata-panel" data-testid="automata" aria-label={props.t('automata.title')}>
      <h3>{props.t('automata.title')}</h3>
      <ol>
        {shown.map((a) => (
          <AutomatonRow key={a.seat} a={a} {...props} />
        ))}
      </ol>
    </section>
  );
}

/** Redrawn only when the automata or the seats (their wounds) changed: the Table shares unchanged parts of each update. */
export const AutomataPanel = memo(Panel, (a, b) =>
  a.rules === b.rules && a.lang === b.lang && a.t === b.t && a.view.automata === b.view.automata && a.view.seats === b.view.seats);
