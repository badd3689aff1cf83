import { ALL_DIRECTIONS, step, turn, variable } from '../content/build';
import {
  AHEAD,
  AHEAD_LEFT,
  AHEAD_RIGHT,
  at,
  BACKWARD,
  blockCard,
  changeBehaviour,
  changeStance,
  FORWARD,
  FRONT,
  guard,
  ifSuccessful,
  refreshDeck,
  returnDiscard,
  selection,
  soloMove,
  strike,
} from './build';
import type { SoloCardInput } from './schema';

// Selection deck 5 (blocks: 026-035), R-SOLO-DECK-1. Names and effects are ours. Each is two
// parts the automaton always resolves (R-SOLO-BLOCK-1): a block at the initiative it picks from
// the card's range to match the attack (R-SOLO-BLOCK-2), then a second part (a move, a behaviour
// or stance change, deck management). The Polish rulebook puts the solo counters on block cards
// (R-SOLO-COUNTER-1 note), so several carry one.

const DECK_5 = selection(5);

export const BLOCK_CARDS: readonly SoloCardInput[] = [
  blockCard({
    number: 'S026',
    names: ['Vysoká garda', 'Wysoka Garda', 'Висока оборона', 'High Guard'],
    owner: DECK_5,
    initiative: variable(3, 7),
    block: [guard(AHEAD)],
    then: [soloMove(turn(1))],
  }),
  blockCard({
    number: 'S027',
    names: ['Boční garda', 'Boczna Garda', 'Бічна оборона', 'Side Guard'],
    owner: DECK_5,
    initiative: variable(4, 8),
    block: [guard(AHEAD_LEFT, AHEAD)],
    then: [changeBehaviour],
  }),
  blockCard({
    number: 'S028',
    names: ['Plná garda', 'Pełna Garda', 'Повна оборона', 'Full Guard'],
    owner: DECK_5,
    initiative: variable(2, 6),
    block: [guard(...FRONT)],
    then: [soloMove(step(1, ALL_DIRECTIONS))],
  }),
  blockCard({
    number: 'S029',
    names: ['Odrazit a udeřit', 'Odbicie i Cios', 'Відбити й ударити', 'Deflect and Strike'],
    owner: DECK_5,
    initiative: variable(4, 7),
    counter: 5,
    block: [guard(AHEAD), ifSuccessful(strike(at(AHEAD)))],
    then: [soloMove(turn(1))],
  }),
  blockCard({
    number: 'S030',
    names: ['Ústup', 'Odwrót', 'Відступ', 'Step Back'],
    owner: DECK_5,
    initiative: variable(3, 6),
    block: [guard(AHEAD)],
    then: [soloMove(step(1, BACKWARD), turn(1))],
  }),
  blockCard({
    number: 'S031',
    names: ['Kryt', 'Zasłona', 'Парирування', 'Parry'],
    owner: DECK_5,
    initiative: variable(5, 8),
    counter: 6,
    block: [guard(AHEAD, AHEAD_RIGHT)],
    then: [changeStance('other')],
  }),
  blockCard({
    number: 'S032',
    names: ['Železná zeď', 'Żelazny Mur', 'Залізна стіна', 'Iron Wall'],
    owner: DECK_5,
    initiative: variable(1, 5),
    block: [guard(...FRONT)],
    then: [returnDiscard(1)],
  }),
  blockCard({
    number: 'S033',
    names: ['Otočná garda', 'Garda z Obrotem', 'Оборона з розворотом', 'Turning Guard'],
    owner: DECK_5,
    initiative: variable(3, 8),
    block: [guard(AHEAD)],
    then: [soloMove(turn(2))],
  }),
  blockCard({
    number: 'S034',
    names: ['Hradba kopí', 'Mur Włóczni', 'Стіна списів', 'Wall of Spears'],
    owner: DECK_5,
    initiative: variable(2, 7),
    counter: 3,
    block: [guard(...FRONT), ifSuccessful(changeStance('aggressive'))],
    then: [soloMove(step(1, FORWARD))],
  }),
  blockCard({
    number: 'S035',
    names: ['Bdělá garda', 'Czujna Garda', 'Пильна оборона', 'Watchful Guard'],
    owner: DECK_5,
    initiative: variable(4, 9),
    block: [guard(AHEAD)],
    then: [refreshDeck],
  }),
];



