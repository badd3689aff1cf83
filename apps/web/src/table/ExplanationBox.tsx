import type { GameEvent, GameView } from '@senjutsu/engine';
import type { ReactElement } from 'react';
import type { T } from '../i18n';
import { explanationSentences } from './explain';
import type { Explanation } from './overlay';

// The explained attack beside the board's marks: what it covered and, per character reached, why it
// hit or was ignored, in sentences (./explain.ts), with a legend of the marks.

type Props = {
  readonly view: GameView; readonly events: readonly GameEvent[]; readonly explanation: Explanation; readonly t: T;
  readonly seatName: (seat: number) => string; readonly cardTitle: string; readonly onHide: () => void;
};

export function ExplanationBox({ view, events, explanation, t, seatName, cardTitle, onHide }: Props): ReactElement {
  const [attack, ...verdicts] = explanationSentences(view, events, explanation, { t, seatName, cardTitle });
  return (
    <div className="explanation" data-testid="explanation" role="status">
      <strong>{t('board.explaining', { seat: seatName(explanation.event.seat), card: cardTitle })}</strong>
      <p className="explain-attack">{attack}</p>
      <ul>
        {verdicts.map((line, i) => (
          <li key={i} className={explanation.event.results[i]!.hit ? 'hit' : 'ignored'} data-testid="explain-verdict">{line}</li>
        ))}
      </ul>
      <p className="explain-legend">{t('table.explain.legend')}</p>
      <button type="button" onClick={onHide}>{t('board.hideExplain')}</button>
    </div>
  );
}
