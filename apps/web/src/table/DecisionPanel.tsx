import type { Decision, GameView } from '@senjutsu/engine';
import type { ReactElement } from 'react';
import type { DecisionUI, Pick } from '../decisions/types';
import type { T } from '../i18n';
import { isConfirm } from './confirm';
import { DECISIONS_PANEL, isPass, isUndo } from './keys';
import { SecretChoiceSetting } from './SecretChoiceSetting';

// The prompt and buttons of each pending decision of the viewer, and who else the game waits on.

type Props = {
  view: GameView; uis: readonly DecisionUI[]; t: T; busy: boolean; seatName: (seat: number) => string; onPick: (p: Pick) => void;
  /** Hot-seat: the others decide after this player, at the same screen, not somewhere else. */
  sameScreen?: boolean;
};

function DecisionBox({ decision, ui, busy, t, onPick }: { decision: Decision; ui: DecisionUI; busy: boolean; t: T; onPick: (p: Pick) => void }): ReactElement {
  return (
    // A named group the focus can land on (table/keys.ts) when it has no button to offer.
    <div className="decision" role="group" aria-label={ui.prompt} tabIndex={-1} data-testid="decision" data-decision-kind={decision.kind} data-rule={decision.rule}>
      <div className="decision-title">{t('board.yourDecision')}</div>
      <p className="prompt">{ui.prompt}</p>
      <div className="buttons">
        {ui.buttons.map((b, i) => {
          const pass = isPass(b.pick);
          const key = pass ? 'P' : isConfirm(b.pick) ? 'C' : isUndo(b.pick) ? 'U' : null;
          return (
          <button
            key={i}
            type="button"
            className={`${b.selected ? 'selected ' : ''}${pass ? 'pass' : ''}`}
            {...(key !== null ? { 'aria-keyshortcuts': key } : {})}
            {...(key === 'C' ? { 'data-shortcut': 'confirm' } : {})}
            data-option-kind={b.optionKind}
            {...('draft' in b.pick ? { 'data-draft': '1' } : {})}
            disabled={busy && 'action' in b.pick}
            onClick={() => onPick(b.pick)}
          >
            {b.label}
          </button>
          );
        })}
      </div>
      {decision.kind === 'select' && <SecretChoiceSetting />}
    </div>
  );
}

export function DecisionPanel({ view, uis, t, busy, seatName, onPick, sameScreen = false }: Props): ReactElement {
  const others = view.waitingFor.filter((s) => s !== view.viewer);
  return (
    // Focusable by script only: the focus waits here after an action (keys.ts parkFocus).
    <div className="decisions" data-testid={DECISIONS_PANEL} tabIndex={-1}>
      {/* Keyed by place: a decision that follows another is drawn in the same box, not a new one. */}
      {view.decisions.map((d, i) => <DecisionBox key={i} decision={d} ui={uis[i]!} busy={busy} t={t} onPick={onPick} />)}
      {others.length > 0 && (
        <div className="waiting" data-testid="waiting" data-seats={others.join(',')}>
          {sameScreen
            ? t('table.nextOnScreen', { names: others.map((s) => `${t('home.seat', { n: s + 1 })} (${seatName(s)})`).join(', ') })
            : t('board.waiting', { names: others.map(seatName).join(', ') })}
        </div>
      )}
    </div>
  );
}
