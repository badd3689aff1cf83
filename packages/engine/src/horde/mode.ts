import { defineMode } from '../mode';
import { SOLO } from '../solo/mode';
import { applyHorde, hordeDecisions, hordeDefeats, stepHorde, watchRun } from './flow';
import { isLord, lordFocus } from './lord';
import { untouchableLord } from './state';
import { hordeView } from './view';

// Horde mode (section 22): solo's automata, in waves the run brings on between rounds, with the
// fallen lord's token and the run's own end. Built on the solo mode: what it adds, hook by hook.

export const HORDE = defineMode(
  {
    name: 'horde',
    seats: { token: isLord, untouchable: untouchableLord }, // R-HORDE-LORD-1, OP-72
    roundStart: { decisions: hordeDecisions, apply: applyHorde, step: stepHorde, afterDraw: lordFocus }, // R-HORDE-8, R-HORDE-RESET-*, R-HORDE-LORD-4
    victory: { afterStep: watchRun, afterDefeats: hordeDefeats }, // R-HORDE-LORD-3, H11, R-HORDE-3..12
    view: { horde: hordeView },
  },
  SOLO,
);
