import { useCallback } from 'react';
import { characterName } from '../app/content';
import { useLang, useT } from '../i18n';
import { LocalGamePage } from '../solo/LocalGamePage';
import type { PastResult } from '../worker/save';
import type { Snapshot } from '../worker/session';
import { clearComputerSetup, newComputerGame, pendingComputerSetup } from './config';
import { WhyPanel } from './Why';

// The page of a duel against the computer (/computer): the solo page's local game (worker, save,
// exact resume) with the computer's seat played in the worker, and its "why" when asked for.

const banner = (s: Snapshot) => (s.explain ? <WhyPanel why={s.why} /> : null);

export function ComputerPage() {
  const t = useT();
  const lang = useLang();
  const result = useCallback((won: boolean) => t(won ? 'computer.won' : 'computer.lost'), [t]);
  const line = useCallback(
    (r: PastResult) =>
      t('computer.result.line', {
        character: characterName(r.character, lang),
        opponent: r.opponents.map((o) => characterName(o, lang)).join(', '),
        result: t(r.won ? 'solo.result.won' : 'solo.result.lost'),
        round: r.rounds,
      }),
    [t, lang],
  );
  return (
    <LocalGamePage
      kind="computer"
      title={t('computer.title')}
      thinking={t('computer.thinking')}
      pending={pendingComputerSetup}
      clearPending={clearComputerSetup}
      newGame={newComputerGame}
      result={result}
      resultLine={line}
      banner={banner}
    />
  );
}
