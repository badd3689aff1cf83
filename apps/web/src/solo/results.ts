import { AUTOMATA, type Lang } from '@senjutsu/cards';
import { characterName } from '../app/content';
import type { T } from '../i18n';
import type { PastResult } from '../worker/save';

// One line of the past results: the player's character, the automata, won or lost, the round.

export const automatonName = (id: string, lang: Lang): string => AUTOMATA.find((a) => a.id === id)?.names[lang] ?? id;

export const resultLine = (t: T, lang: Lang, r: PastResult): string =>
  t('solo.result.line', {
    character: characterName(r.character, lang),
    opponents: r.opponents.map((o) => automatonName(o, lang)).join(', '),
    result: t(r.won ? 'solo.result.won' : 'solo.result.lost'),
    round: r.rounds,
  });
