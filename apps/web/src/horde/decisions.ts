import { HORDE_BEHAVIOUR } from '@senjutsu/cards';
import { seatNameOf } from '../board/seatName';
import { button, hexOptions, optionsOf } from '../decisions/common';
import { EMPTY_UI, type Control, type ControlProps, type DecisionUI } from '../decisions/types';
import { startLetterAt } from './names';

// The horde's decisions (docs/horde.md "Decisions") are existing kinds (placeFigure, or); here they
// get the horde's words: which automaton enters and on which start hex with which behaviour
// (R-HORDE-8, R-HORDE-10), where the fallen lord lies (R-HORDE-LORD-1), and the level change's
// choices (R-HORDE-RESET-6/7: option 0 does it, option 1 declines).

/** The horde control of `p`'s decision, or null for any other decision of the kind. */
export function hordeControl(p: ControlProps): DecisionUI | null {
  switch (p.decision.rule) {
    case 'R-HORDE-8': return entering(p);
    case 'R-HORDE-LORD-1': return { ...EMPTY_UI, prompt: p.t('horde.placeLord'), hexes: hexOptions(p, 'placeFigure') };
    case 'R-HORDE-RESET-6': return recovery(p, 'horde.recovery.stun', 'horde.recovery.stunYes');
    case 'R-HORDE-RESET-7': return recovery(p, 'horde.recovery.bleeding', 'horde.recovery.bleedingYes');
    default: return null;
  }
}

/** A kind's control that words the horde's decisions of that kind. */
export const withHorde = <C extends Control>(control: C): C => ((p: ControlProps) => hordeControl(p) ?? control(p as never)) as C;

function entering(p: ControlProps): DecisionUI {
  const seat = p.view.horde?.placing ?? null;
  const automaton = seat === null ? '?' : seatNameOf(p.view, seat, p.lang, p.t);
  const hexes = hexOptions(p, 'placeFigure').map((h) => {
    const letter = startLetterAt(p.view.board, h.hex);
    // OP-82: the free hex nearest a start hex (none free) has no letter of its own.
    const label = letter === null ? p.t('board.placeFigure') : `${p.t('horde.place.hex', { letter })} · ${p.t(`automata.behaviour.${HORDE_BEHAVIOUR[letter]}`)}`;
    return { ...h, label };
  });
  return {
    ...EMPTY_UI,
    prompt: p.t('horde.place', { automaton }),
    hexes,
    buttons: optionsOf(p, 'placeFigure').map((a, i) => button(a, hexes[i]!.label)),
  };
}

function recovery(p: ControlProps, prompt: 'horde.recovery.stun' | 'horde.recovery.bleeding', yes: 'horde.recovery.stunYes' | 'horde.recovery.bleedingYes'): DecisionUI {
  return { ...EMPTY_UI, prompt: p.t(prompt), buttons: optionsOf(p, 'chooseOption').map((a) => button(a, p.t(a.option === 0 ? yes : 'horde.recovery.no'))) };
}
