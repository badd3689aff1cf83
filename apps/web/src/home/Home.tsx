import type { ContentSummary, CreateRoomResponse } from '@senjutsu/protocol';
import { lazy, Suspense, useEffect, useState } from 'react';
import { errorText } from '../app/errors';
import { navigate } from '../app/router';
import { TopBar } from '../app/TopBar';
import { useT } from '../i18n';
import { startHotSeat } from '../hotseat/handoff';
import type { ShownError } from '../store/match';
import { createRoom, fetchContent } from './api';
import { CoopFields, ModeFields } from './CoopFields';
import { useSavedDecks } from './decks';
import { Invites } from './Invites';
import { JoinByLink } from './JoinByLink';
import { YourGames } from './YourGames';
import { SetupFields } from './SetupFields';
import { defaultForm, duplicateCharacters, toRoomSetup, type SetupForm } from './setup';

// The home page: one game setup for an online room or a hot-seat game, joining by link, saved decks.
const SavedDecks = lazy(() => import('./SavedDecks').then((m) => ({ default: m.SavedDecks })));
// The solo entry names the automata (content): loaded on demand like the deck editor.
const SoloBox = lazy(() => import('../solo/SoloBox').then((m) => ({ default: m.SoloBox })));
const HordeBox = lazy(() => import('../horde/HordeBox').then((m) => ({ default: m.HordeBox })));

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
        <p className="tagline">{t('home.tagline')}</p>
        {loadError !== null && <p className="form-warning">{t('home.contentFailed', { message: errorText(t, loadError) })}</p>}
        {content === null ? loadError === null && <p className="page-message">{t('home.loading')}</p> : <HomeForms content={content} />}
      </main>
    </>
  );
}

function HomeForms({ content }: { readonly content: ContentSummary }) {
  const t = useT();
  const saved = useSavedDecks();
  const [form, setForm] = useState<SetupForm>(() => defaultForm(content));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreateRoomResponse | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const blocked = duplicateCharacters(form);
  const create = async () => {
    setCreating(true);
    setError(null);
    const answer = await createRoom(toRoomSetup(form, saved.decks));
    setCreating(false);
    if (answer.ok) setCreated(answer.value);
    else setError(answer.error);
  };
  return (
    <div className="home-columns">
      <section className="panel setup-panel">
        <h2>{t('home.setup.title')}</h2>
        {/* Co-op is offered here, not in the shared setup fields: a room's opponents are the home page's choice. */}
        <ModeFields content={content} form={form} onChange={setForm} />
        <SetupFields content={content} decks={saved.decks} form={form} onChange={setForm} />
        {form.mode === 'coop' && <CoopFields form={form} onChange={setForm} />}
        <div className="home-actions">
          <section className="action-box">
            <h3>{t('home.online.title')}</h3>
            <ClockFields form={form} onChange={setForm} />
            <button type="button" className="primary" data-testid="create-game" disabled={creating || blocked} onClick={() => void create()}>
              {creating ? t('home.creating') : t('home.create')}
            </button>
            {error !== null && (
              <p className="form-warning" role="alert" data-testid="create-error">
                {errorText(t, error)}
              </p>
            )}
          </section>
          <section className="action-box">
            <h3>{t('home.hotseat.title')}</h3>
            <p className="hint">{t(form.mode === 'coop' ? 'coop.hotseat' : 'home.hotseat.hint')}</p>
            <button
              type="button"
              className="primary"
              data-testid="hotseat-start"
              disabled={blocked || form.mode === 'coop'}
              onClick={() => {
                startHotSeat(toRoomSetup(form, saved.decks));
                navigate('/hotseat');
              }}
            >
              {t('home.hotseat.start')}
            </button>
          </section>
          <Suspense fallback={<p className="page-message">{t('home.loading')}</p>}>
            <SoloBox content={content} form={form} decks={saved.decks} />
            <HordeBox form={form} decks={saved.decks} />
          </Suspense>
        </div>
        {created !== null && <Invites created={created} />}
      </section>
      <div className="side-column">
        <JoinByLink />
        <YourGames />
        <Suspense fallback={<p className="page-message">{t('home.loading')}</p>}>
          <SavedDecks content={content} saved={saved} />
        </Suspense>
      </div>
    </div>
  );
}

function ClockFields({ form, onChange }: { readonly form: SetupForm; readonly onChange: (form: SetupForm) => void }) {
  const t = useT();
  const clock = form.clock;
  const set = (next: Partial<SetupForm['clock']>) => onChange({ ...form, clock: { ...clock, ...next } });
  return (
    <fieldset className="clock-fields">
      <legend>{t('home.clock')}</legend>
      <label className="check">
        <input type="checkbox" data-testid="clock-on" checked={clock.on} onChange={(e) => set({ on: e.target.checked })} />
        {t('home.clock.on')}
      </label>
      {clock.on && (
        <>
          <label>
            {t('home.clock.bank')}
            <input type="number" min={1} max={600} value={clock.bankMinutes} onChange={(e) => set({ bankMinutes: Math.max(1, Number(e.target.value) || 1) })} />
          </label>
          <label>
            {t('home.clock.increment')}
            <input type="number" min={0} max={600} value={clock.incrementSeconds} onChange={(e) => set({ incrementSeconds: Math.max(0, Number(e.target.value) || 0) })} />
          </label>
        </>
      )}
    </fieldset>
  );
}
