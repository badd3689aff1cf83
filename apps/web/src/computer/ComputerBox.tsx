import type { ContentSummary } from '@senjutsu/protocol';
import { useEffect, useState, type ReactNode } from 'react';
import { navigate } from '../app/router';
import { useNames } from '../app/useNames';
import { useLang, useT } from '../i18n';
import { Details } from '../home/ModeSetup';
import type { SavedDeck } from '../home/decks';
import { useStartGuard } from '../home/savedGames';
import { duplicateCharacters, toRoomSetup, type SetupForm } from '../home/setup';
import { saveStore } from '../worker/save';
import { levelOf, levelOptions } from '../home/levels';
import { COMPUTER_SEAT, handComputerSetup, type ComputerLevel } from './config';

// The home page's "Duel the computer": the shared two-seat form (Player 1 the player, Player 2 the
// computer: characters, decks, battlefield, terrain) with the computer's level and whether its
// cards are explained; "Duel the computer" asks first while such a duel is saved unfinished.

type Props = { readonly content: ContentSummary; readonly form: SetupForm; readonly decks: readonly SavedDeck[]; readonly details: ReactNode };

export function ComputerBox({ form, decks, details }: Props) {
  const t = useT();
  const lang = useLang();
  const names = useNames();
  const { guard, prompt } = useStartGuard('computer');
  const [level, setLevel] = useState<ComputerLevel>('normal');
  const [explain, setExplain] = useState(false);
  const [current, setCurrent] = useState(false);
  useEffect(() => {
    let live = true;
    saveStore()
      .current('computer')
      .then((saved) => live && setCurrent(saved !== null && !saved.finished))
      .catch(() => undefined); // no IndexedDB: nothing to resume
    return () => {
      live = false;
    };
  }, []);
  const duel = { ...form, mode: 'versus' as const, seats: form.seats.slice(0, 2).map((s) => ({ ...s, team: null })) };
  const character = duel.seats[COMPUTER_SEAT]?.character ?? '';
  return (
    <div className="computer-box" data-testid="computer-box">
      <p className="setup-summary" data-testid="computer-summary">
        {t('home.computer.plays', { character: names?.characterName(character, lang) ?? character })}
      </p>
      <label>
        {t('home.computer.level')}
        <select value={level} data-testid="computer-level" onChange={(e) => setLevel(levelOf(e.target.value) ?? 'normal')}>
          {levelOptions(t)}
        </select>
      </label>
      <Details>
        {details}
        <label className="check">
          <input type="checkbox" data-testid="computer-explain" checked={explain} onChange={(e) => setExplain(e.target.checked)} />
          {t('home.computer.explain')}
        </label>
      </Details>
      <div className="solo-buttons">
        <button
          type="button"
          className="primary"
          data-testid="computer-start"
          disabled={duplicateCharacters(duel)}
          onClick={() =>
            guard(() => {
              handComputerSetup({ room: { ...toRoomSetup(duel, decks), clock: null }, level, explain });
              navigate('/computer');
            })
          }
        >
          {t('home.computer.start')}
        </button>
        {current && (
          <button type="button" data-testid="computer-resume" onClick={() => navigate('/computer')}>
            {t('home.computer.resume')}
          </button>
        )}
      </div>
      {prompt}
    </div>
  );
}
