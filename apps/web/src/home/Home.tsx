import type { ContentSummary } from '@senjutsu/protocol';
import { lazy, Suspense, useEffect, useState } from 'react';
import { errorText } from '../app/errors';
import { navigate } from '../app/router';
import { TopBar } from '../app/TopBar';
import { useT } from '../i18n';
import type { ShownError } from '../store/match';
import { fetchContent } from './api';
import { withMode } from './coop';
import { withSeatCount } from './setup';
import { useSavedDecks } from './decks';
import { JoinByLink } from './JoinByLink';
import { ModeSetup, PLAY_MODES, type PlayMode } from './ModeSetup';
import { YourGames } from './YourGames';
import { defaultForm, type SetupForm } from './setup';

// The home page opens on the ways to play; choosing one shows its short setup, whose defaults play
// at once (./ModeSetup.tsx). Below: joining by link, your games, saved decks, finished games.
const FinishedGames = lazy(() => import('../replay/FinishedGames').then((m) => ({ default: m.FinishedGames })));
const SavedDecks = lazy(() => import('./SavedDecks').then((m) => ({ default: m.SavedDecks })));

export function Home() {
  const t = useT();
  const [content, setContent] = useState<ContentSummary | null>(null);
  const [loadError, setLoadError] = useState<ShownError | null>(null);
  useEffect(() => {
    let live = true;
    void fetchContent().then((answer) => {
      if (!live) return;
      if (answer.ok) setContent(answer.value);
      else setLoadError(answer.error);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <TopBar />
      <main className="home" data-testid="home">
        <h1 className="home-title">{t('modes.title')}</h1>
        <p className="tagline">{t('home.tagline')}</p>
        {/* New players first: the guided first duel (apps/web/src/tutorial), in view on a phone too. */}
        <a className="learn-entry" href="/learn" data-testid="learn" onClick={(e) => { e.preventDefault(); navigate('/learn'); }}>
          <strong>{t('home.learn')}</strong>
          <span>{t('home.learn.hint')}</span>
        </a>
        {loadError !== null && <p className="form-warning">{t('home.contentFailed', { message: errorText(t, loadError) })}</p>}
        {content === null ? loadError === null && <p className="page-message">{t('home.loading')}</p> : <HomeForms content={content} />}
      </main>
    </>
  );
}

function HomeForms({ content }: { readonly content: ContentSummary }) {
  const t = useT();
  const saved = useSavedDecks();
  const [mode, setMode] = useState<PlayMode | null>(null);
  const [form, setForm] = useState<SetupForm>(() => defaultForm(content));
  const choose = (next: PlayMode) => {
    setMode(next);
    // Co-op seats the humans against automata; every other mode plays the versus form (solo and horde its first seat).
    setForm((f) => {
      const versus = withMode(f, next === 'coop' ? 'coop' : 'versus', content);
      // A duel against the computer: the player and the computer.
      return next === 'computer' ? withSeatCount(versus, 2, content) : versus;
    });
  };
  return (
    <>
      <nav className="mode-list" aria-label={t('modes.title')}>
        {PLAY_MODES.map((m) => (
          <button key={m} type="button" className="mode-entry" aria-pressed={mode === m} data-testid={`play-${m}`} onClick={() => choose(m)}>
            <strong>{t(`modes.${m}`)}</strong>
            <span>{t(`modes.${m}.hint`)}</span>
          </button>
        ))}
      </nav>
      {mode !== null && <ModeSetup key={mode} mode={mode} content={content} form={form} onChange={setForm} decks={saved.decks} />}
      <div className="home-more">
        <YourGames />
        <JoinByLink />
        <Suspense fallback={<p className="page-message">{t('home.loading')}</p>}>
          <SavedDecks content={content} saved={saved} />
          <FinishedGames />
        </Suspense>
      </div>
    </>
  );
}
