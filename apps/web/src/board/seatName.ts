import type { Lang } from '@senjutsu/cards';
import type { GameView } from '@senjutsu/engine';
import type { Key, T } from '../i18n';
import { characterName, SEAT_COLOURS } from './characters';

// A seat's name wherever the table names it (log, panels, board labels, decisions): a character by
// its name; an automaton by its kind, its number among automata of that kind when there are
// several, and the colour of its base (seatColour), "Katana Ashigaru 2 (green)" (issue 22 item 10).

export function seatNameOf(view: Pick<GameView, 'seats' | 'automata'>, seat: number, lang: Lang, t: T): string {
  const st = view.seats[seat];
  if (st === undefined) return `#${seat + 1}`;
  const name = characterName(st.character, lang);
  const automaton = view.automata.find((a) => a.seat === seat);
  if (automaton === undefined) return name;
  const colour = t(`words.colour.${seat % SEAT_COLOURS.length}` as Key);
  const kind = view.automata.filter((a) => a.automaton === automaton.automaton);
  return kind.length > 1 ? t('words.automatonNumbered', { name, n: kind.indexOf(automaton) + 1, colour }) : t('words.automaton', { name, colour });
}
