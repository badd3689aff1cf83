import './horde.css';
import { useCallback } from 'react';
import { useLang, useT } from '../i18n';
import { LocalGamePage } from '../solo/LocalGamePage';
import { resultLine } from '../solo/results';
import type { PastResult } from '../worker/save';
import type { Snapshot } from '../worker/session';
import { HORDE_KIND, newHordeGame } from './config';
import { HordeBanner } from './HordeBanner';
import { HordeResult } from './HordeResult';
import { clearHordeSetup, pendingHordeSetup } from './setup';

// The horde page (/horde): one player against waves of automata in this tab (section 22), the
// solo page's local game (worker, save, exact resume) with a horde config, banner and result.

const banner = (s: Snapshot) => <HordeBanner view={s.view} />;
const detail = (s: Snapshot) => <HordeResult snapshot={s} />;

export function HordePage() {
  const t = useT();
  const lang = useLang();
  const result = useCallback((won: boolean) => t(won ? 'horde.won' : 'horde.lost'), [t]);
  const line = useCallback((r: PastResult) => resultLine(t, lang, r), [t, lang]);
  return (
    <LocalGamePage
      kind={HORDE_KIND}
      title={t('horde.title')}
      pending={pendingHordeSetup}
      clearPending={clearHordeSetup}
      newGame={newHordeGame}
      result={result}
      resultLine={line}
      banner={banner}
      resultDetail={detail}
    />
  );
}
