import type { ContentSummary, CreateRoomResponse } from '@senjutsu/protocol';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { errorText } from '../app/errors';
import { RuleNote } from '../app/RuleNote';
import { navigate } from '../app/router';
import { useNames } from '../app/useNames';
import { startHotSeat } from '../hotseat/handoff';
import { useLang, useT } from '../i18n';
import type { ShownError } from '../store/match';
import { createRoom } from './api';
import { CoopFields } from './CoopFields';
import type { SavedDeck } from './decks';
import { Invites } from './Invites';
import { useStartGuard } from './savedGames';
import { HandsSetting } from '../replay/HandsSetting';
import { SetupFields } from './SetupFields';
import { computerSetup, duplicateCharacters, isDuel, toRoomSetup, type SetupForm } from './setup';
import { ComputerSeatFields } from './ComputerSeatFields';

// The short setup of one way to play: what the defaults make (who, where), the button that plays
// them, and every detail one click away in a disclosure. Online and co-op create a room and show
// its invites; hot-seat, solo and horde ask first when a game of theirs is saved unfinished.

export type PlayMode = 'online' | 'hotseat' | 'solo' | 'horde' | 'coop' | 'computer';
export const PLAY_MODES: readonly PlayMode[] = ['online', 'hotseat', 'solo', 'computer', 'horde', 'coop'];

// Solo and horde name the automata (content): loaded on demand like the deck editor.
const SoloBox = lazy(() => import('../solo/SoloBox').then((m) => ({ default: m.SoloBox })));
const HordeBox = lazy(() => import('../horde/HordeBox').then((m) => ({ default: m.HordeBox })));
const ComputerBox = lazy(() => import('../computer/ComputerBox').then((m) => ({ default: m.ComputerBox })));

type Props = {
  readonly mode: PlayMode;
  readonly content: ContentSummary;
  readonly form: SetupForm;
  readonly onChange: (form: SetupForm) => void;
  readonly decks: readonly SavedDeck[];
};

export function ModeSetup({ mode, content, form, onChange, decks }: Props) {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  const panel = useRef<HTMLElement>(null);
  // The setup comes into view when its mode is chosen (below the modes on a phone).
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const single = mode === 'solo' || mode === 'horde';
  const seats = single ? form.seats.slice(0, 1) : form.seats;
  const summary = t('modes.summary', {
    names: seats.map((s) => names?.characterName(s.character, lang) ?? s.character).join(', '),
    battlefield: names?.battlefieldName(form.battlefield, lang) ?? form.battlefield,
  });
  const shared = <SetupFields content={content} decks={decks} form={form} onChange={onChange} single={single} duel={mode === 'computer'} />;
  return (
    <section ref={panel} className="panel mode-setup" data-testid={`setup-${mode}`} aria-labelledby="mode-setup-title">
      <h2 id="mode-setup-title">{t(`modes.${mode}`)}</h2>
      <p className="setup-summary" data-testid="setup-summary">{summary}</p>
      {mode === 'online' || mode === 'coop' ? (
        <RoomSetup form={form} onChange={onChange} decks={decks} details={shared} />
      ) : mode === 'hotseat' ? (
        <HotSeatSetup form={form} decks={decks} details={shared} />
      ) : (
        <Suspense fallback={<p className="page-message">{t('home.loading')}</p>}>
          {mode === 'solo' ? (
            <SoloBox content={content} form={form} decks={decks} details={shared} />
          ) : mode === 'computer' ? (
            <ComputerBox content={content} form={form} decks={decks} details={shared} />
          ) : (
            <HordeBox form={form} decks={decks} details={shared} />
          )}
        </Suspense>
      )}
    </section>
  );
}

/** The disclosure that keeps the details of a setup one click away. */
export function Details({ children }: { readonly children: ReactNode }) {
  const t = useT();
  return (
    <details className="setup-details" data-testid="setup-details">
      <summary>{t('modes.details')}</summary>
      {children}
    </details>
  );
}

type RoomProps = { readonly form: SetupForm; readonly onChange: (form: SetupForm) => void; readonly decks: readonly SavedDeck[]; readonly details: ReactNode };

/** An online room (versus or co-op): the whole form is disabled while the request runs, so a second click makes no second room. */
function RoomSetup({ form, onChange, decks, details }: RoomProps) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  // Set at once (the state only after the next render): a click in between finds it taken.
  const inFlight = useRef(false);
  const [created, setCreated] = useState<CreateRoomResponse | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const create = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setCreating(true);
    setError(null);
    const answer = await createRoom({ ...toRoomSetup(form, decks), ...computerSetup(form) });
    inFlight.current = false;
    setCreating(false);
    if (answer.ok) setCreated(answer.value);
    else setError(answer.error);
  };
  return (
    <>
      <fieldset className="setup-form" disabled={creating} aria-busy={creating}>
        <Details>
          {details}
          {form.mode === 'coop' && <CoopFields form={form} onChange={onChange} />}
          {isDuel(form) && <ComputerSeatFields form={form} onChange={onChange} />}
          <ClockFields form={form} onChange={onChange} />
          <HandsSetting value={form.replayHands ?? 'hidden'} onChange={(replayHands) => onChange({ ...form, replayHands })} />
        </Details>
        <button type="button" className="primary start-button" data-testid="create-game" disabled={creating || duplicateCharacters(form)} onClick={() => void create()}>
          {creating ? t('home.creating') : t('home.create')}
        </button>
      </fieldset>
      {error !== null && (
        <p className="form-warning" role="alert" data-testid="create-error">
          {errorText(t, error)}
          <RuleNote rule={error.rule} t={t} />
        </p>
      )}
      {created !== null && <Invites key={created.room} created={created} />}
    </>
  );
}

function HotSeatSetup({ form, decks, details }: { readonly form: SetupForm; readonly decks: readonly SavedDeck[]; readonly details: ReactNode }) {
  const t = useT();
  const { guard, prompt } = useStartGuard('hotseat');
  return (
    <>
      <Details>{details}</Details>
      <p className="hint">{t('home.hotseat.hint')}</p>
      <button
        type="button"
        className="primary start-button"
        data-testid="hotseat-start"
        disabled={duplicateCharacters(form)}
        onClick={() =>
          guard(() => {
            startHotSeat(toRoomSetup(form, decks));
            navigate('/hotseat');
          })
        }
      >
        {t('home.hotseat.start')}
      </button>
      {prompt}
    </>
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
