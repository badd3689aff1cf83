import type { GameEvent } from '@senjutsu/engine';
import { memo, useEffect, useRef, type ReactElement } from 'react';
import type { T } from '../i18n';
import { describeEvent, type LogContext } from './log';

// The log in the chosen language, newest at the bottom; each attack can be explained on the board.

type Props = { events: readonly GameEvent[]; ctx: LogContext; t: T; explained: number | null; onExplain: (index: number | null) => void };

// Events that only repeat what the board shows at once.
const QUIET = new Set<GameEvent['kind']>(['stepped', 'turned', 'deckShuffled']);

function LogView({ events, ctx, t, explained, onExplain }: Props): ReactElement {
  const list = useRef<HTMLOListElement>(null);
  // Keep the newest line in sight, scrolling the log only (never the page or the side panel).
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [events.length]);
  const shown = events.map((e, i) => [e, i] as const).slice(-200).filter(([e]) => !QUIET.has(e.kind));
  return (
    <ol ref={list} className="log" data-testid="log" aria-label={t('board.log')}>
      {shown.map(([e, i]) => (
        <li key={i} className={`log-${e.kind}${e.kind === 'roundStarted' ? ' log-round' : ''}`} data-event={e.kind}>
          <span>{describeEvent(e, ctx)}</span>
          {e.kind === 'attack' && (
            <button type="button" className="explain" data-explain={i} aria-pressed={explained === i} onClick={() => onExplain(explained === i ? null : i)}>
              {explained === i ? t('board.hideExplain') : t('board.explain')}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

export const LogPanel = memo(LogView);
