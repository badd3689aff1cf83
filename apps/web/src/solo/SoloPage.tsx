import { useCallback } from 'react';
import { useLang, useT } from '../i18n';
import type { PastResult } from '../worker/save';
import { newSoloGame } from './config';
import { LocalGamePage } from './LocalGamePage';
import { resultLine } from './results';
import { clearSoloSetup, pendingSoloSetup } from './setup';

// The solo page (/solo): one human against one to three automata, in this tab (section 20).

export function SoloPage() {
  const t = useT();
  const lang = useLang();
  const result = useCallback((won: boolean) => t(won ? 'solo.won' : 'solo.lost'), [t]);
  const line = useCallback((r: PastResult) => resultLine(t, lang, r), [t, lang]);
  return <LocalGamePage kind="solo" title={t('solo.title')} pending={pendingSoloSetup} clearPending={clearSoloSetup} newGame={newSoloGame} result={result} resultLine={line} />;
}
