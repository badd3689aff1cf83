import './solo.css';
import type { ContentSummary } from '@senjutsu/protocol';
import { useEffect, useState, type ReactNode } from 'react';
import { navigate } from '../app/router';
import { useLang, useT, type Key } from '../i18n';
import { AUTOMATON_ENTRIES, automatonName, entryRows, pairKey, withEntry, withoutEntry, type AutomatonEntry } from '../home/coop';
import type { SavedDeck } from '../home/decks';
import { Details } from '../home/ModeSetup';
import { useStartGuard } from '../home/savedGames';
import type { SetupForm } from '../home/setup';
import { saveStore, type PastResult } from '../worker/save';
import { resultLine } from './results';
import { defaultSoloForm, handSoloSetup, MAX_OPPONENTS, toSoloSetup, type OpponentForm, type SoloForm } from './setup';

// The home page's solo setup: Player 1 of the shared setup form (character, deck, battlefield,
// terrain) against one to three automata of any kind the engine offers, nightmare or not, with
// the two open rulings of the solo rules (OP-25 markers, OP-23 stun cards), all in the details
// disclosure; "Play solo" asks first while a solo game is saved unfinished. Loaded on demand.

type Props = { readonly content: ContentSummary; readonly form: SetupForm; readonly decks: readonly SavedDeck[]; readonly details: ReactNode };

export function SoloBox({ content, form, decks, details }: Props) {
  const t = useT();
  const lang = useLang();
  const { guard, prompt } = useStartGuard('solo');
  const [solo, setSolo] = useState<SoloForm>(defaultSoloForm);
  const [current, setCurrent] = useState(false);
  const [results, setResults] = useState<readonly PastResult[]>([]);
  useEffect(() => {
    let live = true;
    const store = saveStore();
    Promise.all([store.current('solo'), store.results()])
      .then(([saved, past]) => {
        if (!live) return;
        setCurrent(saved !== null && !saved.finished);
        setResults(past.filter((r) => r.kind === 'solo').slice(0, 5));
      })
      .catch(() => undefined); // no IndexedDB: nothing to resume
    return () => {
      live = false;
    };
  }, []);
  const setOpponent = (i: number, o: OpponentForm) => setSolo({ ...solo, opponents: solo.opponents.map((x, j) => (j === i ? o : x)) });
  // R-SOLO-EXP-2: Hachiko and his ashigaru are one choice that fills two opponent rows.
  const rows = entryRows(solo.opponents);
  const label = (e: AutomatonEntry) => {
    const key = pairKey(e);
    return key === null ? automatonName(e.id, lang) : t(key as Key);
  };
  const fits = (i: number, e: AutomatonEntry) => solo.opponents.length - rows[i]!.entry.automata.length + e.automata.length <= MAX_OPPONENTS;
  const setEntry = (i: number, e: AutomatonEntry) =>
    setSolo({ ...solo, opponents: withEntry(solo.opponents, i, e, (automaton, old) => ({ automaton, nightmare: old?.nightmare ?? false })) });
  const areas = content.battlefields.find((b) => b.id === form.battlefield)?.startAreas ?? 0;
  const tooFew = areas < 1 + solo.opponents.length;
  return (
    <div className="solo-box" data-testid="solo-box">
      <p className="setup-summary" data-testid="solo-summary">
        {t('home.solo.opponents')}: {[...new Set(solo.opponents.map((o) => automatonName(o.automaton, lang)))].join(', ')}
      </p>
      <Details>
        {details}
        <fieldset className="solo-opponents">
          <legend>{t('home.solo.opponents')}</legend>
          {solo.opponents.map((o, i) => (
            <div key={i} className="solo-opponent" data-testid={`solo-opponent-${i}`}>
              <label>
                {t('home.solo.opponent', { n: i + 1 })}
                {rows[i]!.lead ? (
                  <select value={rows[i]!.entry.id} data-testid={`solo-automaton-${i}`} onChange={(e) => setEntry(i, AUTOMATON_ENTRIES.find((x) => x.id === e.target.value)!)}>
                    {AUTOMATON_ENTRIES.map((e) => (
                      <option key={e.id} value={e.id} disabled={!fits(i, e)}>
                        {label(e)}
                      </option>
                    ))}
                  </select>
                ) : null}
                {rows[i]!.entry.automata.length > 1 && <span data-testid={`solo-member-${i}`}>{automatonName(o.automaton, lang)}</span>}
              </label>
              <label className="check">
                <input type="checkbox" data-testid={`solo-nightmare-${i}`} checked={o.nightmare} onChange={(e) => setOpponent(i, { ...o, nightmare: e.target.checked })} />
                {t('home.solo.nightmare')}
              </label>
              {rows.filter((r) => r.lead).length > 1 && rows[i]!.lead && (
                <button type="button" onClick={() => setSolo({ ...solo, opponents: withoutEntry(solo.opponents, i) })}>
                  {t('home.solo.remove')}
                </button>
              )}
            </div>
          ))}
          {solo.opponents.length < MAX_OPPONENTS && (
            <button type="button" data-testid="solo-add" onClick={() => setSolo({ ...solo, opponents: [...solo.opponents, { automaton: 'katana-ashigaru', nightmare: false }] })}>
              {t('home.solo.add')}
            </button>
          )}
        </fieldset>
        <label>
          {t('home.solo.markers')}
          <select value={solo.markers} data-testid="solo-markers" onChange={(e) => setSolo({ ...solo, markers: e.target.value as SoloForm['markers'] })}>
            <option value="random">{t('home.solo.markers.random')}</option>
            <option value="position">{t('home.solo.markers.position')}</option>
          </select>
        </label>
        <label>
          {t('home.solo.stuns')}
          <select value={solo.stunProcedure} data-testid="solo-stuns" onChange={(e) => setSolo({ ...solo, stunProcedure: e.target.value as SoloForm['stunProcedure'] })}>
            <option value="shuffle">{t('home.solo.stuns.shuffle')}</option>
            <option value="beside">{t('home.solo.stuns.beside')}</option>
          </select>
        </label>
      </Details>
      {tooFew && <p className="form-warning">{t('home.solo.tooFewAreas')}</p>}
      <div className="solo-buttons">
        <button
          type="button"
          className="primary"
          data-testid="solo-start"
          disabled={tooFew}
          onClick={() =>
            guard(() => {
              handSoloSetup(toSoloSetup(form, solo, decks));
              navigate('/solo');
            })
          }
        >
          {t('home.solo.start')}
        </button>
        {current && (
          <button type="button" data-testid="solo-resume" onClick={() => navigate('/solo')}>
            {t('home.solo.resume')}
          </button>
        )}
      </div>
      {prompt}
      {results.length > 0 && (
        <details className="solo-results" data-testid="solo-home-results">
          <summary>{t('solo.results')}</summary>
          <ol>
            {results.map((r) => (
              <li key={r.id}>{resultLine(t, lang, r)}</li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
