import { ALL_DIRECTIONS, fixed, step, turn, variable } from '../content/build';
import {
  AHEAD,
  AHEAD_LEFT,
  AHEAD_RIGHT,
  at,
  attackCard,
  BACKWARD,
  BEHIND,
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
  soloMoveThen,
  stepAndFace,
  strike,
  TWO_AHEAD,
} from './build';
import type { SoloCardInput } from './schema';

// The own solo cards of the first expansion cycle's automated characters (rules 21.5). None of
// them is in our texts (OP-31): every name, number and effect here is ours, in each character's
// manner (shared/design/card-design.md). Two signature cards and one nightmare card each, numbered
// XS2n1/XS2n2/XN2n1 (XS3n… from the eleventh on); Hachiko has exactly five cards and no nightmare
// card (R-SOLO-EXP-4). `bonus` holds what stealth (Assassin, Ninja: R-SOLO-EXP-5/10) or Desperation
// (Onna-Bugeisha: R-SOLO-EXP-12) adds to the part the automaton plays.


const PAIR_ASHIGARU: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS201', names: ['Bodnutí vodiče', 'Pchnięcie Przewodnika', 'Укол провідника', "Handler's Thrust"], owner: signatureOf('hachiko-ashigaru'),
    initiative: fixed(5), approach: [step(1, FORWARD)], attack: [strike(at(TWO_AHEAD))], movement: [stepAndFace(1)],
  }),
  meditationCard({
    number: 'XS202', names: ['Povel psovi', 'Komenda dla Psa', 'Команда псу', 'Command the Hound'], owner: signatureOf('hachiko-ashigaru'),
    initiative: fixed(3), effects: [changeBehaviour, stepAndFace(1)],
  }),
  attackCard({
    number: 'XN201', names: ['Smečka', 'Sfora', 'Зграя', 'The Pack'], owner: signatureOf('hachiko-ashigaru', true),
    initiative: fixed(6), approach: [step(1, FORWARD)], attack: [strike(at(AHEAD), at(TWO_AHEAD, { bleeding: true }))], movement: [stepAndFace(1), refreshDeck],
  }),
];

// Hachiko: the faithful dog, fast and low, bites and worries; five cards, never more (R-SOLO-EXP-4).
const HACHIKO: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS211', names: ['Kousnutí', 'Ugryzienie', 'Укус', 'Bite'], owner: signatureOf('hachiko'),
    initiative: fixed(8), approach: [step(2, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD))], movement: [stepAndFace(2)],
  }),
  attackCard({
    number: 'XS212', names: ['Zakousnutí', 'Zaciśnięte Szczęki', 'Мертва хватка', 'Locked Jaws'], owner: signatureOf('hachiko'),
    initiative: fixed(6), approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD, { weakness: 1 }))], movement: [stepAndFace(2)],
  }),
  attackCard({
    number: 'XS213', names: ['Skok na krk', 'Skok do Gardła', 'Стрибок до горла', 'Leap at the Throat'], owner: signatureOf('hachiko'),
    initiative: fixed(9), approach: [step(2, FORWARD)], attack: [strike(at(AHEAD, { bleeding: true }))], movement: [stepAndFace(2)],
  }),
  blockCard({
    number: 'XS214', names: ['Uskočení', 'Odskok', 'Відскок', 'Spring Aside'], owner: signatureOf('hachiko'),
    initiative: variable(4, 9), block: [guard(AHEAD)], then: [stepAndFace(2)],
  }),
  meditationCard({
    number: 'XS215', names: ['Věrnost', 'Wierność', 'Вірність', 'Loyalty'], owner: signatureOf('hachiko'),
    initiative: fixed(7), effects: [changeBehaviour, soloMove(step(2, ALL_DIRECTIONS), turn(2))],
  }),
];

const ASSASSIN: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS221', names: ['Dýka ze stínu', 'Sztylet z Cienia', 'Кинджал з тіні', 'Dagger from the Shadows'], owner: signatureOf('assassin'),
    initiative: fixed(7), approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD))], movement: [stepAndFace(1)],
    bonus: [{ when: 'stealthed', effects: [strike(at(AHEAD, { wounds: 1, bleeding: true }))] }],
  }),
  meditationCard({
    number: 'XS222', names: ['Splynout se tmou', 'Wtopić się w Mrok', 'Розчинитися в пітьмі', 'Melt into the Dark'], owner: signatureOf('assassin'),
    initiative: fixed(4), effects: [changeStance('defensive'), stepAndFace(2), returnDiscard(1)],
  }),
  attackCard({
    number: 'XN221', names: ['Tichá smrt', 'Cicha Śmierć', 'Тиха смерть', 'Silent Death'], owner: signatureOf('assassin', true),
    initiative: fixed(8), approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD, { wounds: 2 }))], movement: [stepAndFace(1), refreshDeck],
    bonus: [{ when: 'stealthed', effects: [strike(at(AHEAD, { execution: true }))] }],
  }),
];

// Kojiro: the long nodachi "drying pole", the swallow cut that turns back on itself.
const KOJIRO: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS231', names: ['Vlaštovčí sek', 'Cięcie Jaskółki', 'Удар ластівки', 'Swallow Cut'], owner: signatureOf('kojiro'),
    initiative: fixed(8), approach: [step(1, FORWARD), turn(1)], attack: [strike(at(AHEAD), at(AHEAD_RIGHT), at(TWO_AHEAD))], movement: [stepAndFace(1)],
  }),
  blockCard({
    number: 'XS232', names: ['Dlouhá čepel', 'Długie Ostrze', 'Довгий клинок', 'Long Blade'], owner: signatureOf('kojiro'),
    initiative: variable(4, 8), counter: 6, block: [guard(...FRONT)], then: [soloMove(step(1, BACKWARD), turn(1))],
  }),
  attackCard({
    number: 'XN231', names: ['Obrácená vlaštovka', 'Powracająca Jaskółka', 'Зворотна ластівка', 'Returning Swallow'], owner: signatureOf('kojiro', true),
    initiative: fixed(9), approach: [step(1, FORWARD), turn(1)], attack: [strike(at(AHEAD, { wounds: 2 }), at(TWO_AHEAD, { bleeding: true }))], movement: [stepAndFace(1), refreshDeck],
  }),
];

// The Monk: the staff keeps foes at two hexes; calm, strikes and steps back.
const MONK: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS241', names: ['Úder holí', 'Uderzenie Kijem', 'Удар посохом', 'Staff Strike'], owner: signatureOf('monk'),
    initiative: fixed(5), approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(TWO_AHEAD, { push: 1 }))], movement: [stepAndFace(1)],
  }),
  meditationCard({
    number: 'XS242', names: ['Sútra klidu', 'Sutra Spokoju', 'Сутра спокою', 'Sutra of Calm'], owner: signatureOf('monk'),
    initiative: fixed(2), effects: [changeStance('defensive'), soloMove(turn(2)), returnDiscard(1)],
  }),
  attackCard({
    number: 'XN241', names: ['Hněv Buddhy', 'Gniew Buddy', 'Гнів Будди', "Buddha's Wrath"], owner: signatureOf('monk', true),
    initiative: fixed(6), approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD, { stun: 1 }), at(TWO_AHEAD, { stun: 1 }))], movement: [stepAndFace(1), refreshDeck],
  }),
];

// Musashi: two swords, strikes on both sides at once.
const MUSASHI: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS251', names: ['Dva meče', 'Dwa Miecze', 'Два мечі', 'Two Swords'], owner: signatureOf('musashi'),
    initiative: fixed(6), approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD_LEFT), at(AHEAD_RIGHT))], movement: [stepAndFace(1)],
  }),
  blockCard({
    number: 'XS252', names: ['Křížová garda', 'Krzyżowa Garda', 'Хрестова оборона', 'Crossed Guard'], owner: signatureOf('musashi'),
    initiative: variable(3, 7), block: [guard(...FRONT)], then: [soloMove(turn(1))],
  }),
  attackCard({
    number: 'XN251', names: ['Kniha pěti kruhů', 'Księga Pięciu Kręgów', 'Книга п’яти кілець', 'Book of Five Rings'], owner: signatureOf('musashi', true),
    initiative: fixed(7), approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD_LEFT), at(AHEAD, { wounds: 2 }), at(AHEAD_RIGHT))], movement: [stepAndFace(1), refreshDeck],
  }),
];

const NINJA: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS261', names: ['Úder z úkrytu', 'Cios z Ukrycia', 'Удар із засідки', 'Strike from Hiding'], owner: signatureOf('ninja'),
    initiative: fixed(8), approach: [step(2, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD))], movement: [stepAndFace(2)],
    bonus: [{ when: 'stealthed', effects: [strike(at(AHEAD, { wounds: 1, stun: 1 }))] }],
  }),
  meditationCard({
    number: 'XS262', names: ['Kouřová clona', 'Zasłona Dymna', 'Димова завіса', 'Smoke Screen'], owner: signatureOf('ninja'),
    initiative: fixed(5), effects: [changeBehaviour, soloMove(step(2, ALL_DIRECTIONS), turn(2))],
  }),
  attackCard({
    number: 'XN261', names: ['Stín smrti', 'Cień Śmierci', 'Тінь смерті', 'Shadow of Death'], owner: signatureOf('ninja', true),
    initiative: fixed(9), approach: [step(2, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD, { wounds: 2 }))], movement: [stepAndFace(2), refreshDeck],
    bonus: [{ when: 'stealthed', effects: [strike(at(AHEAD, { bleeding: true }))] }],
  }),
];

// Onna-Bugeisha: the naginata at two hexes; cornered, she fights all the harder (Desperation).
const ONNA_BUGEISHA: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS271', names: ['Švih naginatou', 'Zamach Naginatą', 'Замах нагінатою', 'Naginata Sweep'], owner: signatureOf('onna-bugeisha'),
    initiative: fixed(5), approach: [step(1, FORWARD), turn(1)], attack: [strike(at(TWO_AHEAD), at(AHEAD_RIGHT))], movement: [stepAndFace(1)],
    bonus: [{ when: 'desperate', effects: [strike(at(AHEAD), at(TWO_AHEAD, { wounds: 2 }))] }],
  }),
  blockCard({
    number: 'XS272', names: ['Obrana domu', 'Obrona Domu', 'Захист дому', 'Defend the House'], owner: signatureOf('onna-bugeisha'),
    initiative: variable(3, 8), block: [guard(...FRONT)], then: [soloMove(turn(1))],
    bonus: [{ when: 'desperate', effects: [changeStance('aggressive')] }],
  }),
  attackCard({
    number: 'XN271', names: ['Poslední stráž', 'Ostatnia Straż', 'Остання варта', 'Last Stand'], owner: signatureOf('onna-bugeisha', true),
    initiative: fixed(7), approach: [step(1, FORWARD), turn(1)], attack: [strike(at(AHEAD), at(TWO_AHEAD, { bleeding: true }))], movement: [stepAndFace(1), refreshDeck],
    bonus: [{ when: 'desperate', effects: [strike(at(TWO_AHEAD, { execution: true }))] }],
  }),
];

// The Sailor: rolling gait, hook and rope, pulls foes off balance.
const SAILOR: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS281', names: ['Lodní hák', 'Bosak', 'Абордажний гак', 'Boarding Hook'], owner: signatureOf('sailor'),
    initiative: fixed(4), approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD, { rotate: 1 }))], movement: [stepAndFace(1)],
  }),
  meditationCard({
    number: 'XS282', names: ['Houpání paluby', 'Kołysanie Pokładu', 'Хитання палуби', 'Rolling Deck'], owner: signatureOf('sailor'),
    initiative: fixed(3), effects: [changeStance('other'), stepAndFace(2)],
  }),
  attackCard({
    number: 'XN281', names: ['Přes palubu', 'Za Burtę', 'За борт', 'Overboard'], owner: signatureOf('sailor', true),
    initiative: fixed(6), approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD, { wounds: 2, push: 2 }))], movement: [stepAndFace(1), refreshDeck],
  }),
];

// The Wakou: the pirate zigzags (its movement has several parts: R-SOLO-EXP-15).
const WAKOU: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS291', names: ['Pirátský výpad', 'Piracki Wypad', 'Піратський випад', "Pirate's Lunge"], owner: signatureOf('wakou'),
    initiative: fixed(7), approach: [step(2, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD), at(AHEAD_LEFT))], movement: [soloMove(step(2, ALL_DIRECTIONS), turn(1))],
  }),
  meditationCard({
    number: 'XS292', names: ['Klikatá stezka', 'Zygzak', 'Зигзаг', 'Zigzag'], owner: signatureOf('wakou'),
    initiative: fixed(4), effects: [changeBehaviour, soloMove(step(3, ALL_DIRECTIONS), turn(2))],
  }),
  attackCard({
    number: 'XN291', names: ['Nájezd', 'Najazd', 'Набіг', 'Raid'], owner: signatureOf('wakou', true),
    initiative: fixed(8), approach: [step(3, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD, { wounds: 2 }))], movement: [soloMoveThen(step(3, ALL_DIRECTIONS), turn(2)), refreshDeck],
  }),
];

// Yasuke: the giant, slow and crushing.
const YASUKE: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS301', names: ['Drtivý úder', 'Miażdżący Cios', 'Нищівний удар', 'Crushing Blow'], owner: signatureOf('yasuke'),
    initiative: fixed(3), approach: [step(1, FORWARD)], attack: [strike(at(AHEAD, { wounds: 2, stun: 1 }))], movement: [stepAndFace(1)],
  }),
  blockCard({
    number: 'XS302', names: ['Hradba', 'Mur', 'Мур', 'Bulwark'], owner: signatureOf('yasuke'),
    initiative: variable(2, 6), counter: 4, block: [guard(...FRONT), guard(BEHIND)], then: [soloMove(turn(1))],
  }),
  attackCard({
    number: 'XN301', names: ['Lavina', 'Lawina', 'Лавина', 'Avalanche'], owner: signatureOf('yasuke', true),
    initiative: fixed(4), approach: [step(1, FORWARD)], attack: [strike(at(AHEAD_LEFT, { wounds: 2 }), at(AHEAD, { wounds: 2 }), at(AHEAD_RIGHT, { wounds: 2 }))], movement: [stepAndFace(1), refreshDeck],
  }),
];

// Yojimbo: the bodyguard for hire works his contracts (R-SOLO-EXP-18): first blood, a counter,
// the tools of the trade (a status on you).
const YOJIMBO: readonly SoloCardInput[] = [
  attackCard({
    number: 'XS311', names: ['Práce na zakázku', 'Robota na Zlecenie', 'Робота на замовлення', 'Work for Hire'], owner: signatureOf('yojimbo'),
    initiative: fixed(6), counter: 5, approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD, { weakness: 1 }))], movement: [stepAndFace(1)],
  }),
  blockCard({
    number: 'XS312', names: ['Placená ochrana', 'Opłacona Ochrona', 'Оплачений захист', 'Paid Protection'], owner: signatureOf('yojimbo'),
    initiative: variable(3, 7), counter: 7, block: [guard(...FRONT)], then: [soloMove(turn(1))],
  }),
  attackCard({
    number: 'XN311', names: ['Splatná smlouva', 'Spłacony Kontrakt', 'Виконаний контракт', 'Contract Paid'], owner: signatureOf('yojimbo', true),
    initiative: fixed(7), counter: 4, approach: [step(1, ALL_DIRECTIONS), turn(1)], attack: [strike(at(AHEAD, { wounds: 2, stun: 1 })), ifSuccessful(changeStance('aggressive'))], movement: [stepAndFace(1), refreshDeck],
  }),
];

/** The expansion characters' own solo cards (R-SOLO-EXP-1), nightmare cards included. */
export const EXPANSION_SOLO_CARDS: readonly SoloCardInput[] = [
  ...PAIR_ASHIGARU, ...HACHIKO, ...ASSASSIN, ...KOJIRO, ...MONK, ...MUSASHI, ...NINJA, ...ONNA_BUGEISHA, ...SAILOR, ...WAKOU, ...YASUKE, ...YOJIMBO,
];
