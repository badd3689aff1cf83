import { useEffect, useState } from 'react';
import { useModal } from './useModal';
import { useT, type Key } from '../i18n';
import { isTyping } from '../table/keys';
import { KeyboardIcon } from './TopBarIcons';

// The "keys" help of the top bar (docs/keyboard.md): a dialog listing the shortcuts and how hexes
// are named, opened by its button or by "?" anywhere. "C" confirms where a page marks a button
// with data-shortcut="confirm" (the hot-seat hand-over).

const LINES: readonly Key[] = ['keys.help.tab', 'keys.help.arrows', 'keys.help.enter', 'keys.help.digits', 'keys.help.pass', 'keys.help.confirm', 'undo.help', 'replay.keys', 'keys.help.jump', 'keys.help.help', 'keys.help.coords'];

export function KeysHelp() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const dialog = useModal(open);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey || isTyping(document.activeElement)) return;
      if (e.key === '?') {
        e.preventDefault();
        setOpen((o) => !o);
      } else if (e.key.toLowerCase() === 'c' && !dialog.current?.open) {
        const confirm = document.querySelector<HTMLButtonElement>('[data-shortcut="confirm"]:not(:disabled)');
        if (confirm !== null) {
          e.preventDefault();
          confirm.click();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button type="button" className="keys-open bar-tool" data-testid="keys-open" aria-keyshortcuts="?" title={`${t('keys.help.open')} (?)`} onClick={() => setOpen(true)}>
        <KeyboardIcon />
        <span className="bar-tool-label">{t('keys.help.open')}</span>
      </button>
      <dialog ref={dialog} className="keys-help" data-testid="keys-help" aria-labelledby="keys-help-title" onClose={() => setOpen(false)}>
        <h2 id="keys-help-title">{t('keys.help.title')}</h2>
        <ul>
          {LINES.map((k) => <li key={k}>{t(k)}</li>)}
        </ul>
        <button type="button" autoFocus onClick={() => setOpen(false)}>
          {t('keys.help.close')}
        </button>
      </dialog>
    </>
  );
}
