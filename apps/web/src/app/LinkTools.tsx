import { useCallback, useState, useSyncExternalStore } from 'react';
import { copyText } from '../home/Invites';
import { useT, type Key } from '../i18n';
import { disconnect, replaceLink } from '../net/socket';
import { forgetGame } from '../net/saved';
import { rememberedToken } from '../net/tokens';
import { useStore } from '../store';
import { navigate } from './router';

// A game page's invite links (issue 21): a seat makes a new link for itself (the old one stops
// working everywhere at once) or for the spectators, and copies it; anyone forgets the game in
// this browser. And the pages of a link that does not work (issue 22) or was replaced.

const linkUrl = (room: string, token: string) => `${window.location.origin}/game/${room}#t=${token}`;

/** One replacement: a button, then its warning with "replace" and "cancel". */
function ReplaceButton({ label, hint, testId, onReplace }: { readonly label: Key; readonly hint: Key; readonly testId: string; readonly onReplace: () => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" data-testid={testId} onClick={() => setAsking(true)}>
        {t(label)}
      </button>
    );
  }
  return (
    <span className="link-confirm">
      <span className="hint">{t(hint)}</span>
      <button
        type="button"
        data-testid={`${testId}-confirm`}
        onClick={() => {
          setAsking(false);
          onReplace();
        }}
      >
        {t('links.confirm')}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {t('links.cancel')}
      </button>
    </span>
  );
}

function NewLink() {
  const t = useT();
  const made = useStore((s) => s.newLink);
  const [copied, setCopied] = useState<string | null>(null);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  if (made === null) return null;
  const url = linkUrl(made.room, made.token);
  const label = t(made.link === 'spectator' ? 'links.newSpectators' : 'links.newSeat');
  return (
    <p className="invite new-link">
      <span className="invite-label">{label}</span>
      <input ref={setField} className="invite-url" data-testid="new-link" data-link={String(made.link)} readOnly value={url} aria-label={label} onFocus={(e) => e.target.select()} />
      <button type="button" data-testid="copy-new-link" onClick={() => void copyText(url, field).then((ok) => setCopied(ok ? url : null))}>
        {copied === url ? t('home.copied') : t('home.copy')}
      </button>
    </p>
  );
}

/** The page's link tools, folded away under "Invite links" in the top bar (opened, a panel over the table: the table keeps its height). */
export function LinkTools({ room }: { readonly room: string }) {
  const t = useT();
  const viewer = useStore((s) => s.viewer);
  const joined = useStore((s) => s.connection === 'connected');
  if (viewer === null) return null;
  return (
    <details className="link-tools" data-testid="link-tools">
      <summary>{t('links.title')}</summary>
      <div className="link-panel">
        {viewer !== 'spectator' && (
          <div className="link-actions">
            {joined && <ReplaceButton label="links.replaceSeat" hint="links.replaceSeat.hint" testId="replace-link" onReplace={() => replaceLink(viewer)} />}
            {joined && <ReplaceButton label="links.replaceSpectators" hint="links.replaceSpectators.hint" testId="replace-spectator-link" onReplace={() => replaceLink('spectator')} />}
          </div>
        )}
        <NewLink />
        <p className="link-actions">
          <button
            type="button"
            data-testid="forget-game"
            onClick={() => {
              disconnect();
              forgetGame(room);
              navigate('/');
            }}
          >
            {t('links.forget')}
          </button>
          <span className="hint">{t('links.forget.hint')}</span>
        </p>
      </div>
    </details>
  );
}

/** The token saved for `room`, kept current when another tab of this browser changes it (the `storage` event). */
function useRememberedToken(room: string): string | null {
  const subscribe = useCallback((changed: () => void) => {
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, []);
  return useSyncExternalStore(subscribe, () => rememberedToken(room));
}

/** The page instead of the game when its link does not work, or was replaced while it was open. */
export function LinkProblem({ room, token }: { readonly room: string; readonly token: string | null }) {
  const t = useT();
  const link = useStore((s) => s.link);
  // Replaced in another tab of this browser: the new link is saved here, one click away.
  const saved = useRememberedToken(room);
  if (link === 'ok') return null;
  const reopen = link === 'replaced' && saved !== null && saved !== token;
  return (
    <main className="page-message link-problem" data-testid="link-problem" data-problem={link}>
      <h1>{t(link === 'bad' ? 'links.bad.title' : 'links.replaced.title')}</h1>
      <p>{t(link === 'bad' ? 'links.bad.text' : 'links.replaced.text')}</p>
      <p className="link-actions">
        {reopen && (
          <button type="button" data-testid="open-new-link" onClick={() => navigate(`/game/${room}`)}>
            {t('links.replaced.open')}
          </button>
        )}
        <a
          className="button-link"
          href="/"
          data-testid="link-problem-home"
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          {t('links.home')}
        </a>
      </p>
    </main>
  );
}
