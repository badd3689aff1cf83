import { ALL_DIRECTIONS, fixed, step, turn } from '../content/build';
import {
  AHEAD,
  AHEAD_LEFT,
  AHEAD_RIGHT,
  at,
  attackCard,
  BEHIND_RIGHT,
  changeBehaviour,
  FORWARD,
  ifSuccessful,
  refreshDeck,
  selection,
  shoot,
  stepAndFace,
  strike,
  TWO_AHEAD,
  TWO_AHEAD_LEFT,
  TWO_AHEAD_RIGHT,
} from './build';
import type { SoloCardInput } from './schema';

// Selection decks 3 (reach attacks: 010-013) and 4 (melee attacks: 014-025), R-SOLO-DECK-1.
// Printed: the names Reverse Cut ("Odwrotne Cięcie", pictured by the solo counter rules, so it
// carries a counter) and Horse Kick ("Kopnięcie Konia", read "61" beside it: initiative 6) in the
// Polish rulebook (R-FRAG-13); their numbers are ours. Everything else is ours. Deck 3 serves the
// yari (preferred distance 2, R-SOLO-DIST-3) and the long-reaching characters: its diagrams reach
// two hexes, and one card throws (a range symbol: ranged checks apply to it, OP-32). Deck 4 is the
// sword work of boss, katana ashigaru and characters: adjacent hexes, one wound, now and then a
// push, a weakness, a bleeding wound or a stun. Each attack part names the steps it may take to get
// into position (OP-29), each movement part what it does when the attack is impossible.

const DECK_3 = selection(3);
const DECK_4 = selection(4);

/** The usual fallback: close in (R-SOLO-MOVE-1) up to 2 hexes and face the target. */
const CLOSE_IN = stepAndFace(2);
const SIDESTEP = stepAndFace(1);

export const REACH_ATTACK_CARDS: readonly SoloCardInput[] = [
  attackCard({
    number: 'S010',
    names: ['Bodnutí oštěpem', 'Pchnięcie Włócznią', 'Удар списом', 'Spear Thrust'],
    owner: DECK_3,
    initiative: fixed(5),
    approach: [step(1, FORWARD), turn(1)],
    attack: [strike(at(AHEAD), at(TWO_AHEAD))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S011',
    names: ['Široký švih', 'Szerokie Zamachnięcie', 'Широкий замах', 'Long Sweep'],
    owner: DECK_3,
    initiative: fixed(4),
    counter: 6,
    attack: [strike(at(TWO_AHEAD_LEFT), at(TWO_AHEAD), at(TWO_AHEAD_RIGHT))],
    movement: [SIDESTEP],
  }),
  attackCard({
    number: 'S012',
    names: ['Vržený oštěp', 'Rzucona Włócznia', 'Кинутий спис', 'Thrown Spear'],
    owner: DECK_3,
    initiative: fixed(6),
    range: 3,
    attack: [shoot()],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S013',
    names: ['Přitažení hákem', 'Przyciągnięcie Hakiem', 'Притягування гаком', 'Hooking Pull'],
    owner: DECK_3,
    initiative: fixed(3),
    approach: [step(1, FORWARD)],
    attack: [strike(at(TWO_AHEAD, { pull: 1 }))],
    movement: [SIDESTEP],
  }),
];

export const MELEE_ATTACK_CARDS: readonly SoloCardInput[] = [
  attackCard({
    number: 'S014',
    names: ['Přímý sek', 'Proste Cięcie', 'Прямий удар', 'Straight Cut'],
    owner: DECK_4,
    initiative: fixed(5),
    approach: [step(1, ALL_DIRECTIONS), turn(1)],
    attack: [strike(at(AHEAD))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S015',
    names: ['Obrácený sek', 'Odwrotne Cięcie', 'Зворотний удар', 'Reverse Cut'],
    printed: ['pl'],
    owner: DECK_4,
    initiative: fixed(6),
    counter: 5,
    approach: [step(1, ALL_DIRECTIONS)],
    attack: [strike(at(AHEAD), at(AHEAD_RIGHT))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S016',
    names: ['Koňský kop', 'Kopnięcie Konia', 'Кінський удар', 'Horse Kick'],
    printed: ['pl'],
    owner: DECK_4,
    initiative: fixed(6),
    approach: [step(1, FORWARD)],
    attack: [strike(at(AHEAD, { push: 1 }))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S017',
    names: ['Nízký sek', 'Niskie Cięcie', 'Низький удар', 'Low Slash'],
    owner: DECK_4,
    initiative: fixed(4),
    approach: [step(1, ALL_DIRECTIONS), turn(1)],
    attack: [strike(at(AHEAD, { weakness: 1 }))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S018',
    names: ['Stoupající sek', 'Wznoszące Cięcie', 'Висхідний удар', 'Rising Cut'],
    owner: DECK_4,
    initiative: fixed(7),
    approach: [step(1, FORWARD)],
    attack: [strike(at(AHEAD)), ifSuccessful(changeBehaviour)],
    movement: [SIDESTEP],
  }),
  attackCard({
    number: 'S019',
    names: ['Dvojitý úder', 'Podwójne Uderzenie', 'Подвійний удар', 'Double Strike'],
    owner: DECK_4,
    initiative: fixed(5),
    approach: [step(1, ALL_DIRECTIONS), turn(1)],
    attack: [strike(at(AHEAD_LEFT), at(AHEAD))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S020',
    names: ['Výpad', 'Wypad', 'Випад', 'Lunge'],
    owner: DECK_4,
    initiative: fixed(6),
    approach: [step(2, [0], true)],
    attack: [strike(at(AHEAD))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S021',
    names: ['Úder hlavicí', 'Uderzenie Głowicą', 'Удар навершям', 'Pommel Strike'],
    owner: DECK_4,
    initiative: fixed(8),
    attack: [strike(at(AHEAD, { wounds: 0, stun: 1 }))],
    movement: [SIDESTEP],
  }),
  attackCard({
    number: 'S022',
    names: ['Široký oblouk', 'Szeroki Łuk', 'Широка дуга', 'Wide Arc'],
    owner: DECK_4,
    initiative: fixed(3),
    counter: 4,
    approach: [turn(1)],
    attack: [strike(at(AHEAD_LEFT), at(AHEAD), at(AHEAD_RIGHT))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S023',
    names: ['Náraz ramenem', 'Szarża Barkiem', 'Удар плечем', 'Shoulder Charge'],
    owner: DECK_4,
    initiative: fixed(4),
    approach: [step(2, FORWARD)],
    attack: [strike(at(AHEAD, { push: 1 }))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S024',
    names: ['Krvavý sek', 'Krwawe Cięcie', 'Кривавий удар', 'Bleeding Cut'],
    owner: DECK_4,
    initiative: fixed(5),
    approach: [step(1, ALL_DIRECTIONS)],
    attack: [strike(at(AHEAD, { bleeding: true }))],
    movement: [CLOSE_IN],
  }),
  attackCard({
    number: 'S025',
    names: ['Sek z otočky', 'Cięcie z Półobrotu', 'Удар з розвороту', 'Turning Slash'],
    owner: DECK_4,
    initiative: fixed(6),
    approach: [turn(2)],
    attack: [strike(at(AHEAD), at(BEHIND_RIGHT))],
    movement: [SIDESTEP, refreshDeck],
  }),
];
