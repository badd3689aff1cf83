import { lazy, Suspense, useEffect, useState } from 'react';
import { useModal } from './useModal';
import { useT } from '../i18n';
import { RULE_ID } from './ruleLinks';
import { BookIcon } from './TopBarIcons';

// The top bar's "Rules": a dialog with the rules reference (apps/web/src/reference, loaded on first
// opening). Every rule link of the page (app/ruleLinks.ts: `/#R-…`, `/#OP-…`) opens it at that rule
// instead of leaving the page; a link opened in a new tab lands on the home page, which opens it too.

const RulesReference = lazy(() => import('../reference/RulesReference'));
const LINKED_RULE = new RegExp(`^#${RULE_ID.source}$`);

/** The rule a link or address asks for (`#R-MOVE-3`), or null. */
const ruleOf = (hash: string): string | null => LINKED_RULE.exec(hash)?.[1] ?? null;
/** The rule the page's address asks for (a rule link opened in a new tab). */
const askedOnLoad = (): string | null => (typeof window === 'undefined' ? null : ruleOf(window.location.hash));

export function RulesHelp() {
  const t = useT();
  const [open, setOpen] = useState(() => askedOnLoad() !== null);
  const [at, setAt] = useState<string | null>(askedOnLoad);
  const dialog = useModal(open);
  // A click on a rule link anywhere in the page (a plain click: a new tab stays a new tab).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
      // Only this page's own rule links (`/#R-…`), not any anchor that happens to end so.
      const rule = link == null || link.pathname !== '/' || link.origin !== window.location.origin ? null : ruleOf(link.hash);
      if (rule === null) return;
      e.preventDefault();
      setAt(rule);
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return (
    <>
      <button type="button" className="keys-open bar-tool" data-testid="rules-open" title={t('reference.open')} onClick={() => { setAt(null); setOpen(true); }}>
        <BookIcon />
        <span className="bar-tool-label">{t('reference.open')}</span>
      </button>
      <dialog ref={dialog} className="rules-dialog" data-testid="rules-dialog" aria-labelledby="rules-dialog-title" onClose={() => setOpen(false)}>
        {open && (
          <div className="rules-dialog-body">
            <div className="rules-dialog-head">
              <h2 id="rules-dialog-title">{t('reference.title')}</h2>
              <button type="button" data-testid="rules-close" onClick={() => setOpen(false)}>{t('reference.close')}</button>
            </div>
            <Suspense fallback={<p>{t('home.loading')}</p>}>
              <RulesReference at={at} />
            </Suspense>
          </div>
        )}
      </dialog>
    </>
  );
}
