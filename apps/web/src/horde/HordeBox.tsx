import './horde.css';
import { AUTOMATED_CHARACTERS, AUTOMATA, type AutomatedCharacter } from '@senjutsu/cards';
import { useEffect, useState, type ReactNode } from 'react';
import { navigate } from '../app/router';
import type { SavedDeck } from '../home/decks';
import { Details } from '../home/ModeSetup';
import { useStartGuard } from '../home/savedGames';
import type { SetupForm } from '../home/setup';
import { useLang, useT } from '../i18n';
import { saveStore } from '../worker/save';
import { bestStore, type HordeBest } from './best';
import { HORDE_KIND } from './config';
import { BestList } from './HordeResult';
import { defaultCharacters, defaultHordeForm, handHordeSetup, hordeProblem, REPLACEMENTS, toHordeSetup, type HordeForm, type ReplacementId } from './setup';

// The home page's horde entry (section 22): Player 1 of the shared setup form (character, deck,
// battlefield, terrain) against the horde, with the nightmare horde (R-HORDE-NIGHTMARE-1/2) and
// the fallen lord (R-HORDE-LORD-1..4); resume a run in progress; the personal bests.

type Props = { readonly form: SetupForm; readonly decks: readonly SavedDeck[]; readonly details: ReactNode };

const automatonName = (id: string, lang: ReturnType<typeof useLang>) => AUTOMATA.find((a) => a.id === id)?.names[lang] ?? id;

export function HordeBox({ form, decks, details }: Props) {
  const t = useT();
  const lang = useLang();
  const { guard, prompt } = useStartGuard(HORDE_KIND);
  const player = form.seats[0]?.character ?? '';
  const [horde, setHorde] = useState<HordeForm>(() => defaultHordeForm(player));
  const [current, setCurrent] = useState(false);
  const [bests, setBests] = useState<readonly HordeBest[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all([saveStore().current(HORDE_KIND), bestStore().list()])
      .then(([saved, list]) => {
        if (!live) return;
        setCurrent(saved !== null && !saved.finished);
        setBests(list);
      })
      .catch(() => undefined); // no IndexedDB: nothing to resume
    return () => {
      live = false;
    };
  }, []);
  // A new character for Player 1: the automated characters stay three others (R-HORDE-NIGHTMARE-2).
  useEffect(() => {
    setHorde((h) => (h.characters.includes(player as AutomatedCharacter) ? { ...h, characters: defaultCharacters(player) } : h));
  }, [player]);
  const problem = hordeProblem(form, horde);
  const setCharacter = (i: number, c: AutomatedCharacter) => setHorde({ ...horde, characters: horde.characters.map((x, j) => (j === i ? c : x)) as unknown as HordeForm['characters'] });
  return (
    <div className="horde-box" data-testid="horde-box">
      <p className="hint">{t('home.horde.hint')}</p>
      <Details>
        {details}
        <label>
          {t('home.horde.nightmare')}
          <select value={horde.nightmare} data-testid="horde-nightmare" onChange={(e) => setHorde({ ...horde, nightmare: e.target.value as HordeForm['nightmare'] })}>
            <option value="none">{t('home.horde.nightmare.none')}</option>
            <option value="one">{t('home.horde.nightmare.one')}</option>
            <option value="all">{t('home.horde.nightmare.all')}</option>
          </select>
        </label>
        {horde.nightmare === 'one' && (
          <label>
            {t('home.horde.replacement')}
            <select value={horde.replacement} data-testid="horde-replacement" onChange={(e) => setHorde({ ...horde, replacement: e.target.value as ReplacementId })}>
              {REPLACEMENTS.filter((a) => a !== player).map((a) => (
                <option key={a} value={a}>
                  {automatonName(a, lang)}
                </option>
              ))}
            </select>
          </label>
        )}
        {horde.nightmare === 'all' && (
          <div className="horde-characters">
            {horde.characters.map((c, i) => (
              <label key={i}>
                {t('home.horde.troop', { n: i + 1 })}
                <select value={c} data-testid={`horde-character-${i}`} onChange={(e) => setCharacter(i, e.target.value as AutomatedCharacter)}>
                  {AUTOMATED_CHARACTERS.map((a) => (
                    <option key={a} value={a} disabled={a === player}>
                      {automatonName(a, lang)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        )}
        <label className="check">
          <input type="checkbox" data-testid="horde-lord" checked={horde.fallenLord} onChange={(e) => setHorde({ ...horde, fallenLord: e.target.checked })} />
          {t('home.horde.lord')}
        </label>
      </Details>
      {problem !== null && <p className="form-warning">{t(problem === 'noStarts' ? 'home.horde.noStarts' : 'home.horde.ownCharacter')}</p>}
      <div className="horde-buttons">
        <button
          type="button"
          className="primary"
          data-testid="horde-start"
          disabled={problem !== null}
          onClick={() =>
            guard(() => {
              handHordeSetup(toHordeSetup(form, horde, decks));
              navigate('/horde');
            })
          }
        >
          {t('home.horde.start')}
        </button>
        {current && (
          <button type="button" data-testid="horde-resume" onClick={() => navigate('/horde')}>
            {t('home.horde.resume')}
          </button>
        )}
      </div>
      {prompt}
      <BestList bests={bests} />
    </div>
  );
}
