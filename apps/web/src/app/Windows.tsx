import { isCardWindow } from '@senjutsu/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n';
import { sendAction } from '../net/socket';
import { useStore } from '../store';
import { AUTO_PASS_KINDS } from '../store/settings';
import { autoPassAction } from './autopass';

// OP-68 online: the automatic pass (a setting per kind of window), the room's hold shown as a short
// progress while a window of this seat is open, and the notice of a room without the hold. Hot-seat
// and solo have neither: no hold is needed there, and every window is answered by hand, so the
// game never moves on by itself in front of the player (docs/web-solo.md).

/** The page's pass for its player at a window where nothing is playable (once per version). */
export function useAutoPass(): void {
  const view = useStore((s) => s.view);
  const autoPass = useStore((s) => s.autoPass);
  const busy = useStore((s) => Object.keys(s.inFlight).length > 0);
  const passed = useRef(-1);
  useEffect(() => {
    if (view === null || busy || passed.current === view.version) return;
    const action = autoPassAction(view, autoPass);
    if (action === null) return;
    passed.current = view.version;
    sendAction(action); // the server holds it like any other answer
  }, [view, autoPass, busy]);
}

/** The settings: one checkbox per kind of window. */
export function AutoPassSettings() {
  const t = useT();
  const autoPass = useStore((s) => s.autoPass);
  const setAutoPass = useStore((s) => s.setAutoPass);
  return (
    <details className="alert-settings" data-testid="autopass-settings">
      <summary>{t('windows.title')}</summary>
      <p>{t('windows.explain')}</p>
      {AUTO_PASS_KINDS.map((kind) => (
        <label key={kind}>
          <input type="checkbox" data-testid={`autopass-${kind}`} checked={autoPass[kind]} onChange={(e) => setAutoPass(kind, e.target.checked)} />
          {t(`windows.${kind}`)}
        </label>
      ))}
    </details>
  );
}

/** While a window of this seat is open: the hold as a short progress; in a room without it, the notice. */
export function WindowHold() {
  const t = useT();
  const hold = useStore((s) => s.windowHoldMs);
  const version = useStore((s) => (s.view !== null && s.view.decisions.some(isCardWindow) ? s.view.version : null));
  const [elapsed, setElapsed] = useState(0);
  // Formatting a number builds a number format each time (a reveal's render took ~0.5 ms for it, bench:web): once per hold.
  const seconds = useMemo(() => (hold === null ? '' : (hold / 1000).toLocaleString()), [hold]);
  useEffect(() => {
    if (version === null || hold === null || hold === 0) return;
    const opened = Date.now();
    setElapsed(0);
    const timer = setInterval(() => {
      const ms = Date.now() - opened;
      setElapsed(Math.min(ms, hold));
      if (ms >= hold) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [version, hold]);
  if (hold === 0) return <p className="window-hold off" data-testid="window-hold-off">{t('windows.off')}</p>;
  if (hold === null || version === null) return null;
  return (
    <p className="window-hold" data-testid="window-hold">
      <progress max={hold} value={elapsed} />
      {t('windows.hold', { seconds })}
    </p>
  );
}
