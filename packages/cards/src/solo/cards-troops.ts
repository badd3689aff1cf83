import { ALL_DIRECTIONS, fixed, step, turn } from '../content/build';
import {
  AHEAD,
  AHEAD_LEFT,
  AHEAD_RIGHT,
  at,
  attackCard,
  BACKWARD,
  changeBehaviour,
  FORWARD,
  ifSuccessful,
  refreshDeck,
  selection,
  shoot,
  soloMove,
  stepAndFace,
  strike,
} from './build';
import type { SoloCardInput } from './schema';

// Selection decks 6 (yumi: 036-038), 7 (arquebus: 039-041) and 8 (nightmare: N995-N999),
// R-SOLO-DECK-1. Names and effects are ours. The bow and the arquebus shoot a target in range and
// sight (R-SOLO-ATK-RANGED-1); the ranges reach past the preferred distances (yumi 5+, arquebusier
// 6+, R-SOLO-DIST-4/5) so that a ranged automaton standing where it wants to be can shoot. When it
// cannot, it keeps its distance and side (R-SOLO-MOVE-RANGED-2/3): their movement parts step in any
// direction. The arquebus is slow and hits hard. The nightmare cards (R-SOLO-NIGHTMARE-1) replace an
// attack (R-SOLO-NIGHTMARE-3), so they are attacks, each worse than the deck 3 and 4 card it replaces.

const DECK_6 = selection(6);
const DECK_7 = selection(7);
const DECK_8 = selection(8);

const KEEP_DISTANCE = stepAndFace(2);
const CLOSE_IN = stepAndFace(2);

export const YUMI_CARDS: readonly SoloCardInput[] = [
  attackCard({
    number: 'S036',
    names: ['Výstřel z luku', 'Strzał z Łuku', 'Постріл з лука', 'Bow Shot'],
    owner: DECK_6,
    initiative: fixed(5),
    range: 7,
    attack: [shoot()],
    movement: [KEEP_DISTANCE],
  }),
  attackCard({
    number: 'S037',
    names: ['Průrazný šíp', 'Przebijająca Strzała', 'Бронебійна стріла', 'Piercing Arrow'],
    owner: DECK_6,
    initiative: fixed(3),
    range: 6,
    attack: [shoot({ bleeding: true })],
    movement: [stepAndFace(1)],
  }),
  attackCard({
    number: 'S038',
    names: ['Salva', 'Salwa', 'Залп', 'Volley'],
    owner: DECK_6,
    initiative: fixed(6),
    range: 8,
    counter: 4,
    attack: [shoot(), ifSuccessful(changeBehaviour)],
    movement: [KEEP_DISTANCE],
  }),
];

export const ARQUEBUS_CARDS: readonly SoloCardInput[] = [
  attackCard({
    number: 'S039',
    names: ['Výstřel z arkebuzy', 'Strzał z Arkebuza', 'Постріл з аркебузи', 'Arquebus Shot'],
    owner: DECK_7,
    initiative: fixed(2),
    range: 8,
    attack: [shoot({ wounds: 2 })],
    movement: [stepAndFace(1)],
  }),
  attackCard({
    number: 'S040',
    names: ['Mířená rána', 'Celny Strzał', 'Прицільний постріл', 'Aimed Shot'],
    owner: DECK_7,
    initiative: fixed(1),
    range: 10,
    attack: [shoot({ bleeding: true })],
    movement: [soloMove(step(1, BACKWARD), turn(1))],
  }),
  attackCard({
    number: 'S041',
    names: ['Hrom a dým', 'Grzmot i Dym', 'Грім і дим', 'Thunder and Smoke'],
    owner: DECK_7,
    initiative: fixed(3),
    range: 6,
    attack: [shoot({ stun: 1 })],
    movement: [KEEP_DISTANCE, refreshDeck],
  }),
];

export const NIGHTMARE_CARDS: readonly SoloCardInput[] = [
  attackCard({
    number: 'N995',
    names: ['Sek z noční můry', 'Koszmarne Cięcie', 'Кошмарний удар', 'Nightmare Cleave'],
    owner: DECK_8,
    initiative: fixed(6),
    approach: [step(1, ALL_DIRECTIONS), turn(1)],
    attack: [strike(at(AHEAD_LEFT), at(AHEAD), at(AHEAD_RIGHT)), ifSuccessful(changeBehaviour)],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'N996',
    names: ['Karmínové ostří', 'Szkarłatne Ostrze', 'Багряне лезо', 'Crimson Edge'],
    owner: DECK_8,
    initiative: fixed(5),
    approach: [step(2, FORWARD)],
    attack: [strike(at(AHEAD, { wounds: 2 }))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'N997',
    names: ['Krvavý déšť', 'Krwawy Deszcz', 'Кривавий дощ', 'Blood Rain'],
    owner: DECK_8,
    initiative: fixed(7),
    approach: [step(1, ALL_DIRECTIONS)],
    attack: [strike(at(AHEAD, { bleeding: true }), at(AHEAD_RIGHT, { bleeding: true }))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'N998',
    names: ['Smrtící rána', 'Śmiertelny Cios', 'Смертельний удар', 'Death Blow'],
    owner: DECK_8,
    initiative: fixed(3),
    approach: [step(1, FORWARD)],
    attack: [strike(at(AHEAD, { execution: true }))],
    movement: [CLOSE_IN, refreshDeck],
  }),
  attackCard({
    number: 'N999',
    names: ['Neúprosný nápor', 'Nieustępliwy Napór', 'Невблаганний натиск', 'Relentless Onslaught'],
    owner: DECK_8,
    initiative: fixed(8),
    counter: 6,
    approach: [step(2, FORWARD), turn(1)],
    attack: [strike(at(AHEAD, { stun: 1 })), ifSuccessful(refreshDeck)],
    movement: [CLOSE_IN],
  }),
];
