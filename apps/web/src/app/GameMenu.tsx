import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../i18n';
import { MenuIcon } from './TopBarIcons';

// Issue 25: the online table's menus (invite links, alerts, automatic pass) in one icon button
// among the top bar's tools, so the bar stays one row: on a phone a scrolling status strip would cut
// their panels off, and on a laptop they wrapped the bar in two rows (Czech at 1366 px). A native
// <details>: Enter or Space opens it, Tab walks its panel in order; Escape (or a press outside)
// closes it, Escape giving the focus back to the button.

export function GameMenu({ children }: { readonly children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  // A press anywhere else closes it, as a menu does.
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (menu.current !== null && !menu.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    e.stopPropagation(); // the table's own Escape (closing a card) is not meant
    setOpen(false);
    menu.current?.querySelector('summary')?.focus();
  };
  return (
    <details ref={menu} className="game-menu" data-testid="game-menu" open={open} onToggle={(e) => setOpen(e.currentTarget.open)} onKeyDown={onKeyDown}>
      <summary aria-label={t('gameMenu.title')} title={t('gameMenu.title')}>
        <MenuIcon />
      </summary>
      <div className="game-menu-panel">{children}</div>
    </details>
  );
}
