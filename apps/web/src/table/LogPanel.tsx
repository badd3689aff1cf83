import type { GameEvent } from '@senjutsu/engine';
import { memo, type ReactElement } from 'react';
import type { T } from '../i18n';
import { describeEvent, ruleOf, seatName, type LogContext } from './log';
import { RuleNote } from '../app/RuleNote';
import { controlLine, type LoggedControl } from '../app/seatControl';

// The log in the chosen language, newest at the bottom; each attack can be explained on the board.

type Props = {
  events: readonly GameEvent[]; ctx: LogContext; t: T; explained: number | null; onExplain: (index: number | null) => void;
  /** Issue 26, online: who plays a seat changed (the computer took it over, or its player is back), each after the events before it. */
  controls?: readonly LoggedControl[];
};

// Events that only repeat what the board shows at once.
const QUIET = new Set<GameEvent['kind']>(['stepped', 'turned', 'deckShuffled']);

// Events never change once received: each is worded once per language.
const worded = new WeakMap<GameEvent, { lang: string; text: string }>();
function lineOf(e: GameEvent, ctx: LogContext): string {
  const hit = worded.get(e);
  if (hit !== undefined && hit.lang === ctx.lang) return hit.text;
  const text = describeEvent(e, ctx);
  worded.set(e, { lang: ctx.lang, text });
  return text;
}

/** One line; unchanged lines are not rendered again when the log grows. */
const LogLine = memo(function LogLine({ kind, index, text, rule, explained, t, onExplain }: {
  kind: GameEvent['kind']; index: number; text: string; rule: string | null; explained: boolean; t: T; onExplain: (index: number | null) => void;
}): ReactElement {
  return (
    <li className={`log-${kind}${kind === 'roundStarted' ? ' log-round' : ''}`} data-event={kind} {...(rule !== null ? { 'data-rule': rule } : {})}>
      <span className="log-text">{text}</span>
      {/* The rule code stays out of the sentence, one click away (issue 22 item 10). */}
      <RuleNote rule={rule} t={t} />
      {kind === 'attack' && (
        <button type="button" className="explain" data-explain={index} aria-pressed={explained} onClick={() => onExplain(explained ? null : index)}>
          {explained ? t('board.hideExplain') : t('board.explain')}
        </button>
      )}
    </li>
  );
});

function LogView({ events, ctx, t, explained, onExplain, controls = [] }: Props): ReactElement {
  // Only the newest 200 events are shown: the rest of a long game is not walked on every update.
  const from = Math.max(0, events.length - 200);
  const shown = events.slice(from).map((e, i) => [e, from + i] as const).filter(([e]) => !QUIET.has(e.kind));
  const changes = controls.filter((c) => c.afterEvent >= from);
  let next = 0;
  /** The seat changes placed before the event at `index` (all that are left, at the end). */
  const changesBefore = (index: number): ReactElement[] => {
    const lines: ReactElement[] = [];
    for (; next < changes.length && changes[next]!.afterEvent <= index; next++) {
      const { change } = changes[next]!;
      lines.push(
        <li key={`control-${change.at}-${change.seat}-${change.by}`} className="log-seatControl" data-event="seatControl" data-by={change.by}>
          <span className="log-text">{controlLine(change, seatName(ctx, change.seat), t)}</span>
        </li>,
      );
    }
    return lines;
  };
  return (
    // The scroller runs bottom-up (column-reverse), so the newest line stays in sight with no
    // script reading the layout after each update. A Tab stop, so the keyboard can scroll it.
    <div className="log-scroll" role="region" aria-label={t('board.log')} tabIndex={0}>
    <ol className="log" data-testid="log" aria-label={t('board.log')}>
      {shown.map(([e, i]) => [
        ...changesBefore(i),
        <LogLine key={i} kind={e.kind} index={i} text={lineOf(e, ctx)} rule={ruleOf(e)} explained={explained === i} t={t} onExplain={onExplain} />,
      ])}
      {changesBefore(Number.POSITIVE_INFINITY)}
    </ol>
    </div>
  );
}

export const LogPanel = memo(LogView);
