import { defineMode } from '../mode';
import { isAutomaton, placeAutomatonFigure, placeMarkers } from './game';
import { automatonDiscards, lookAtAutomaton } from './hand';
import { discardAutomata, drawAutomata, revealAutomata } from './play';
import { answerForAutomaton, automatonEntries, endAutomatonCard, soloCounters, startAutomatonCard } from './resolve';
import { automatonTieRanks } from './tie-order';
import { automatonViews } from './view';

// Solo and co-op (sections 20-21): automaton seats that decide by themselves, at every step of the
// round. What this mode changes of the duel, hook by hook (mode.ts); the procedures are this folder's.

export const SOLO = defineMode({
  name: 'solo',
  seats: { decidesAlone: isAutomaton },
  setup: { placeFigure: placeAutomatonFigure, figuresPlaced: placeMarkers }, // R-SOLO-SETUP-4, R-SOLO-SETUP-5/6
  draw: drawAutomata, // R-SOLO-ROUND-1
  reveal: { faceUp: revealAutomata, entries: automatonEntries }, // R-SOLO-ROUND-3
  tieRanks: automatonTieRanks, // OP-74
  resolve: {
    startCard: startAutomatonCard, // R-SOLO-ROUND-4
    endCard: endAutomatonCard,
    answer: answerForAutomaton, // an automaton never decides
    counters: soloCounters, // R-SOLO-COUNTER-2/3
    discardFromDeck: automatonDiscards, // OP-79, S39
    lookAt: lookAtAutomaton, // R-SOLO-LOOK-1..3
  },
  roundEnd: discardAutomata, // R-SOLO-ROUND-5, R-SOLO-REFRESH-1/2
  view: { automata: automatonViews },
});
