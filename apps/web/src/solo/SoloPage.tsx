import { AUTOMATA } from '@senjutsu/cards';
import { useCallback } from 'react';
import { characterName } from '../app/content';
import { useLang, useT } from '../i18n';
import type { PastResult } from '../worker/save';
import { newSoloGame } from './config';
import { LocalGamePage } from './LocalGamePage';
import { clearSoloSetup, pendingSoloSetup } from './setup';

// The solo page (/solo): one human against one to three automata, in this tab (section 20).

export const automatonName = (id: string, lang: ReturnType<typeof useLang>): string => AUTOMATA.find((a) => a.id === id)?.names[lang] ?? id;

export function SoloPage() {
  const t = useT();
  const lang = useLang();
  const result = useCallback((won: boolean) => t(won ? 'solo.won' : 'solo.lost'), [t]);
  const resultLine = useCallback(
    (r: PastResult) =>
      t('solo.result.line', {
        character: characterName(r.character, lang),
        opponents: r.opponents.map((o) => automatonName(o, lang)).join(', '),
        result: t(r.won ? 'solo.result.won' : 'solo.result.lost'),
        round: r.rounds,
      }),
    [t, lang],
  );
  return <LocalGamePage kind="solo" title={t('solo.title')} pending={pendingSoloSetup} clearPending={clearSoloSetup} newGame={newSoloGame} result={result} resultLine={resultLine} />;
}
