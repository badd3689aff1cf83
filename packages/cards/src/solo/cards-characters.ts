import { ALL_DIRECTIONS, fixed, step, turn, variable } from '../content/build';
import {
  AHEAD,
  AHEAD_LEFT,
  AHEAD_RIGHT,
  at,
  attackCard,
  BACKWARD,
  BEHIND_LEFT,
  BEHIND_RIGHT,
  blockCard,
  changeBehaviour,
  changeStance,
  FORWARD,
  FRONT,
  guard,
  ifSuccessful,
  meditationCard,
  refreshDeck,
  returnDiscard,
  signatureOf,
  soloMove,
  stepAndFace,
  strike,
  TWO_AHEAD,
} from './build';
import type { SoloCardInput } from './schema';

// The automated characters' own solo cards (R-SOLO-AUTO-3, R-SOLO-CHAR-1): how many each has and
// what they do are not in the texts (OP-31), so all of it is ours: three signature solo cards and
// one nightmare card per character, in the character's manner (shared/design/card-design.md), with
// our numbers (XS1n1-XS1n3, XN1n1). Printed: only the Master's nightmare card (R-FRAG-13, catalogue
// §6 F32: "SOLO. NIGHTMARE. ATTACK.", a "7" (read as its initiative), "change AI behaviour", "1 C 1"
// (a step and a turn), "if successful: … refresh deck -OR- … refresh deck"; its Polish name reads
// "Żmijowy Kieł"); we read the -OR- as the line between its attack and movement parts.


const MASTER: readonly SoloCardInput[] = [
  // The Master: patient, attacks and blocks to the sides and rear, resets himself.
  attackCard({
    number: 'XS101',
    names: ['Mistrův kruh', 'Krąg Mistrza', 'Коло Майстра', "Master's Circle"],
    owner: signatureOf('master'),
    initiative: fixed(5),
    approach: [step(1, ALL_DIRECTIONS), turn(1)],
    attack: [strike(at(AHEAD_LEFT), at(AHEAD), at(BEHIND_RIGHT))],
    movement: [soloMove(step(1, ALL_DIRECTIONS), turn(2))],
  }),
  blockCard({
    number: 'XS102',
    names: ['Mistrova odpověď', 'Odpowiedź Mistrza', 'Відповідь Майстра', "Master's Answer"],
    owner: signatureOf('master'),
    initiative: variable(3, 7),
    counter: 5,
    block: [guard(...FRONT)],
    then: [soloMove(step(1, BACKWARD), turn(1))],
  }),
  meditationCard({
    number: 'XS103',
    names: ['Mistrův klid', 'Spokój Mistrza', 'Спокій Майстра', "Master's Calm"],
    owner: signatureOf('master'),
    initiative: fixed(2),
    effects: [changeStance('defensive'), soloMove(turn(1)), returnDiscard(1)],
  }),
  attackCard({
    number: 'XN101',
    names: ['Zmijí tesák', 'Żmijowy Kieł', 'Ікло гадюки', "Viper's Fang"],
    printed: ['pl'],
    owner: signatureOf('master', true),
    initiative: fixed(7),
    before: [changeBehaviour],
    approach: [step(1, ALL_DIRECTIONS), turn(1)],
    attack: [strike(at(AHEAD, { poison: true })), ifSuccessful(refreshDeck)],
    movement: [stepAndFace(1), refreshDeck],
  }),
];

const STUDENT: readonly SoloCardInput[] = [
  // The Student: quick, gets round the opponent, attacks from the flank.
  attackCard({
    number: 'XS111',
    names: ['Učedníkův úder z boku', 'Cios Ucznia z Flanki', 'Фланговий удар Учня', "Student's Flank Strike"],
    owner: signatureOf('student'),
    initiative: fixed(6),
    approach: [step(2, ALL_DIRECTIONS), turn(1)],
    attack: [strike(at(AHEAD), at(AHEAD_RIGHT))],
    movement: [stepAndFace(2)],
  }),
  attackCard({
    number: 'XS112',
    names: ['Učedníkův skok', 'Skok Ucznia', 'Стрибок Учня', "Student's Leap"],
    owner: signatureOf('student'),
    initiative: fixed(7),
    approach: [step(2, ALL_DIRECTIONS), turn(2)],
    attack: [strike(at(AHEAD)), ifSuccessful(changeBehaviour)],
    movement: [soloMove(step(2, ALL_DIRECTIONS), turn(2))],
  }),
  blockCard({
    number: 'XS113',
    names: ['Učedníkův úhyb', 'Unik Ucznia', 'Ухилення Учня', "Student's Evasion"],
    owner: signatureOf('student'),
    initiative: variable(4, 8),
    block: [guard(AHEAD_LEFT, AHEAD)],
    then: [stepAndFace(1)],
  }),
  attackCard({
    number: 'XN111',
    names: ['Bouře čepelí', 'Burza Ostrzy', 'Буря клинків', 'Storm of Blades'],
    owner: signatureOf('student', true),
    initiative: fixed(8),
    approach: [step(2, ALL_DIRECTIONS), turn(1)],
    attack: [strike(at(AHEAD_LEFT), at(AHEAD), at(AHEAD_RIGHT), at(BEHIND_LEFT)), ifSuccessful(changeBehaviour)],
    movement: [soloMove(step(2, ALL_DIRECTIONS), turn(2)), refreshDeck],
  }),
];

const RONIN: readonly SoloCardInput[] = [
  // The Ronin: furious and fast, reaches two hexes (preferred distance 2, R-SOLO-DIST-6).
  attackCard({
    number: 'XS121',
    names: ['Róninova zuřivost', 'Furia Ronina', 'Лють Роніна', "Ronin's Fury"],
    owner: signatureOf('ronin'),
    initiative: fixed(8),
    approach: [step(1, FORWARD)],
    attack: [strike(at(AHEAD), at(TWO_AHEAD))],
    movement: [stepAndFace(2)],
  }),
  attackCard({
    number: 'XS122',
    names: ['Róninův bezhlavý útok', 'Szarża Ronina', 'Навальна атака Роніна', "Ronin's Reckless Charge"],
    owner: signatureOf('ronin'),
    initiative: fixed(7),
    approach: [step(2, FORWARD)],
    attack: [strike(at(AHEAD, { wounds: 2 }))],
    movement: [soloMove(step(2, FORWARD), turn(1)), changeStance('aggressive')],
  }),
  blockCard({
    number: 'XS123',
    names: ['Róninova ocelová garda', 'Stalowa Garda Ronina', 'Сталева оборона Роніна', "Ronin's Steel Guard"],
    owner: signatureOf('ronin'),
    initiative: variable(3, 7),
    block: [guard(...FRONT), ifSuccessful(strike(at(AHEAD)))],
    then: [soloMove(turn(1))],
  }),
  attackCard({
    number: 'XN121',
    names: ['Krvavé šílenství', 'Krwawy Szał', 'Кривавий шал', 'Blood Frenzy'],
    owner: signatureOf('ronin', true),
    initiative: fixed(9),
    approach: [step(2, FORWARD)],
    attack: [strike(at(AHEAD, { bleeding: true }), at(TWO_AHEAD, { bleeding: true })), ifSuccessful(refreshDeck)],
    movement: [stepAndFace(2)],
  }),
];

const WARRIOR: readonly SoloCardInput[] = [
  // The Warrior: the great nodachi, two hexes ahead, slow, each blow can kill.
  attackCard({
    number: 'XS131',
    names: ['Válečnicin švih nodači', 'Zamach Nodachi Wojowniczki', 'Замах нодаті Воїна', "Warrior's Nodachi Sweep"],
    owner: signatureOf('warrior'),
    initiative: fixed(3),
    approach: [step(1, FORWARD)],
    attack: [strike(at(AHEAD), at(TWO_AHEAD, { bleeding: true }))],
    movement: [stepAndFace(1)],
  }),
  attackCard({
    number: 'XS132',
    names: ['Válečnicin rozhodný sek', 'Decydujące Cięcie Wojowniczki', 'Вирішальний удар Воїна', "Warrior's Decisive Cut"],
    owner: signatureOf('warrior'),
    initiative: fixed(2),
    approach: [step(1, FORWARD)],
    attack: [strike(at(TWO_AHEAD, { execution: true }))],
    movement: [stepAndFace(1)],
  }),
  blockCard({
    number: 'XS133',
    names: ['Válečnicin postoj', 'Postawa Wojowniczki', 'Стійка Воїна', "Warrior's Stand"],
    owner: signatureOf('warrior'),
    initiative: variable(2, 5),
    counter: 4,
    block: [guard(AHEAD_LEFT, AHEAD, AHEAD_RIGHT)],
    then: [soloMove(turn(1))],
  }),
  attackCard({
    number: 'XN131',
    names: ['Karmínový měsíc', 'Szkarłatny Księżyc', 'Багряний місяць', 'Crimson Moon'],
    owner: signatureOf('warrior', true),
    initiative: fixed(4),
    approach: [step(1, FORWARD)],
    attack: [strike(at(AHEAD, { wounds: 2 }), at(TWO_AHEAD, { wounds: 2 }))],
    movement: [stepAndFace(1), refreshDeck],
  }),
];

/** Each automated character's own solo cards, nightmare card included (R-SOLO-CHAR-1). */
export const CHARACTER_SOLO_CARDS: readonly SoloCardInput[] = [...MASTER, ...STUDENT, ...RONIN, ...WARRIOR];
