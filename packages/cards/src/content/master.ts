import type { CardInput, CharacterInput, Effect, PoisonCard } from '../schema';
import { ALL_DIRECTIONS, step, turn, move, moveThen, mark, hit, hex, fixed, variable, focus } from './build';
import type { ContentPack } from './pack';

// The Master (Mistr, Mistrz, Майстер). The rulebooks give only numbers, names and deck counts
// (shared/rules/card-catalogue.md §1, §7a; rules §23.3); the faces are authored by this project,
// written to shared/design/card-design.md: patient, balanced between defence and offence, modest
// attacks and blocks to the sides and rear, and defensive manoeuvres that reset him for the next
// attack (move away, turn, regain focus or Kamae). His Kamae map favours Balance, so Balance
// carries the coloured effects of his cards (mostly: regain focus).

// ---------------------------------------------------------------------------------------------
// Helpers of this pack only; the shared card builders are in ./build.

const inBalance = (...effects: Effect[]): Effect => ({ kind: 'kamae', position: 'balance', effects });

// Diagram hexes (north frame): the six neighbours.
const AHEAD = hex(0, -1);
const AHEAD_RIGHT = hex(1, -1);
const BEHIND_RIGHT = hex(1, 0);
const BEHIND = hex(0, 1);
const BEHIND_LEFT = hex(-1, 1);
const AHEAD_LEFT = hex(-1, 0);
const FRONT = [AHEAD_LEFT, AHEAD, AHEAD_RIGHT];
const REAR = [BEHIND_LEFT, BEHIND, BEHIND_RIGHT];
const AROUND = [AHEAD, AHEAD_RIGHT, BEHIND_RIGHT, BEHIND, BEHIND_LEFT, AHEAD_LEFT];

const MASTER = { kind: 'character', character: 'master' } as const;
const COMMON = { kind: 'common' } as const;

// ---------------------------------------------------------------------------------------------
// The character card (R-CHAR-2). The texts give none of its numbers (catalogue §2, OP-1).

/**
 * Balance is the hub of the map: Neutral leads only to Balance, and Aggression and Determination
 * hang off it. Coming back to Balance from either side may pass a focus point (one-way, towards
 * Balance): the Master regains his focus as he resets. Leaving Balance is always a plain step.
 */
const character: CharacterInput = {
  id: 'master',
  names: { cs: 'Mistr', pl: 'Mistrz', uk: 'Майстер', en: 'Master' },
  symbol: 'master',
  // R-CHAR-3: the briefing fixes the four values so they stay distinct (Ronin 5, Student 4, Master 3, Warrior 2).
  advantage: 3,
  // The patient Master keeps more options in hand than the others (and so also withstands stuns a
  // little longer, R-STUN-4): 5.
  handLimit: 5,
  // Neither the fragile youth nor the armoured brute: a middle wound limit, 6.
  woundLimit: 6,
  // Tachi is printed in his signature deck (075, rules §23.3); the katana is the other classic
  // long sword of a sword master, so his card offers both.
  weapons: ['tachi', 'katana'],
  coreCard: '008',
  // R-POISON-4: 010 Hidden Viper Fang uses the poison card 002.
  poisons: ['002'],
  kamae: {
    nodes: [
      { id: 'neutral', kind: 'neutral' },
      { id: 'balance', kind: 'balance' },
      { id: 'aggression', kind: 'aggression' },
      { id: 'determination', kind: 'determination' },
      { id: 'focus1', kind: 'focus' },
      { id: 'focus2', kind: 'focus' },
    ],
    paths: [
      { from: 'neutral', to: 'balance', oneWay: false },
      { from: 'balance', to: 'aggression', oneWay: false },
      { from: 'balance', to: 'determination', oneWay: false },
      // The resets: from the attacking stance or the steadfast stance back to Balance, gaining focus.
      { from: 'aggression', to: 'focus1', oneWay: true },
      { from: 'focus1', to: 'balance', oneWay: true },
      { from: 'determination', to: 'focus2', oneWay: true },
      { from: 'focus2', to: 'balance', oneWay: true },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Core cards.

const core: CardInput[] = [
  // 008: the Master's core ability card: a small step and turn to reset his position, then a quiet
  // shift of stance -OR- one more card drawn.
  {
    number: '008',
    names: { cs: 'Základní karta Mistra', pl: 'Mistrz (Główna)', uk: 'Основна карта Майстра', en: 'Master core ability card' },
    owner: MASTER,
    tier: 'core',
    types: ['core'],
    keywords: ['CORE'],
    initiative: fixed(2),
    sections: [
      {
        effects: [
          move(step(1, ALL_DIRECTIONS), turn(1)),
          { kind: 'or', options: [[{ kind: 'kamaePath', max: 1 }], [{ kind: 'draw', count: 1, upTo: true }]] },
        ],
      },
    ],
  },
  // 075: the tachi's long curved cut: straight ahead, drawn on round the right side (ahead-right and
  // behind-right) for 1 focus; in Balance the Master may turn after it.
  {
    number: '075',
    names: { cs: 'Sek tachi', pl: 'Cięcie Tachi', uk: 'Відсічення тачі', en: 'Tachi Cut' },
    owner: { kind: 'weapon', weapon: 'tachi' },
    tier: 'core',
    types: ['attack', 'core'],
    keywords: ['TACHI', 'CORE', 'ATTACK', 'WEAPON'],
    initiative: fixed(5),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(0, -1)], extra: { fee: 1, hexes: [hit(1, -1), hit(1, 0)] } }, inBalance(move(turn(1)))] }],
  },
];

// ---------------------------------------------------------------------------------------------
// The Master's signature cards (rules §23.3).

const signature: CardInput[] = [
  // 010: a fast, low strike that leaves the venom of 002 in the wound (R-POISON-2: given on a
  // successful attack); the paralysing venom also slows (weakness), and the viper withdraws.
  {
    number: '010',
    names: { cs: 'Skrytý tesák zmije', pl: 'Żmijowy Kieł', uk: 'Приховане ікло гадюки', en: 'Hidden Viper Fang' },
    owner: MASTER,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(7),
    sections: [
      {
        effects: [
          { kind: 'attack', hexes: [hit(0, -1, { poison: true, weakness: 1 })] },
          { kind: 'ifSuccessful', effects: [move(step(1, [2, 3, 4]))] },
        ],
      },
    ],
  },
  // 012: a gaze into the darkness of his own mind: the Master takes any stance and gathers himself.
  {
    number: '012',
    names: { cs: 'Pohled temnoty', pl: 'Mroczny Wgląd', uk: 'Похмуре осяяння', en: 'Dark Insight' },
    owner: MASTER,
    tier: 'steel',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(3),
    sections: [{ effects: [{ kind: 'kamaeJump', to: 'any' }, focus(1)] }],
  },
  // 013: the dragon's eye misses nothing: the Master turns to face the threat and seizes the
  // initiative (advantage); in Balance he also gathers focus.
  {
    number: '013',
    names: { cs: 'Dračí oko', pl: 'Oko Smoka', uk: 'Око дракона', en: "Dragon's Eye" },
    owner: MASTER,
    tier: 'steel',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(6),
    sections: [{ effects: [move(turn(2)), { kind: 'advantage' }, inBalance(focus(1))] }],
  },
  // 014: catalogue row 014 and R-FRAG-5: MEDITATION, RANGE, a mandatory focus fee, "search the
  // top 3 cards + draw 1 ability card from them"; the move line follows the F7 reading "1 / C'1".
  // The targeted variant ("the target draws the ability card you choose") has no term in our
  // vocabulary, so the range (F7 'i3') is printed but no effect uses it yet. In Balance the pact
  // costs nothing in the end: the focus comes back.
  {
    number: '014',
    names: { cs: 'Temná smlouva', pl: 'Mroczny Pakt', uk: 'Сумнівна угода', en: 'Dark Pact' },
    owner: MASTER,
    tier: 'steel',
    types: ['meditation'],
    keywords: ['MEDITATION', 'RANGE'],
    initiative: fixed(5),
    focusFee: 1,
    range: 3,
    sections: [{ effects: [move(step(1, ALL_DIRECTIONS), turn(1)), { kind: 'search', top: 3, take: 1 }, inBalance(focus(1))] }],
  },
  // 015: the dragon's tail lashes out behind him and sweeps the enemy away; for 1 focus it also
  // catches both rear flanks; then he may turn to face the field again.
  {
    number: '015',
    names: { cs: 'Dračí ocas', pl: 'Ogon Smoka', uk: 'Хвіст дракона', en: "Dragon's Tail" },
    owner: MASTER,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(5),
    sections: [
      {
        effects: [
          { kind: 'attack', hexes: [hit(0, 1, { push: 1 })], extra: { fee: 1, hexes: [hit(1, 0), hit(-1, 1)] } },
          move(turn(1)),
        ],
      },
    ],
  },
  // 016: he feels the blow coming from any side: a block all around him at the initiative he
  // reads; if it holds, he settles back into Balance and regains focus.
  {
    number: '016',
    names: { cs: 'Šestý smysl', pl: 'Szósty Zmysł', uk: 'Шосте відчуття', en: 'Sixth Sense' },
    owner: MASTER,
    tier: 'gold',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(2, 8),
    focusFee: 1,
    sections: [{ effects: [{ kind: 'block', hexes: AROUND }, { kind: 'ifSuccessful', effects: [{ kind: 'kamaeJump', to: 'balance' }, focus(1)] }] }],
  },
  // 017: knowledge taken from dark places: two spent techniques come back to hand, and one card
  // of the hand is the price.
  {
    number: '017',
    names: { cs: 'Nečisté znalosti', pl: 'Skażona Mądrość', uk: 'Лиха мудрість', en: 'Tainted Wisdom' },
    owner: MASTER,
    tier: 'steel',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(4),
    sections: [{ effects: [{ kind: 'recover', count: 2 }, { kind: 'discard', count: 1 }] }],
  },
  // 018: an economical strike to whichever front hex the enemy stands on, without stepping or
  // turning; in Balance the saved effort becomes focus.
  {
    number: '018',
    names: { cs: 'Prostý úder', pl: 'Oszczędny Cios', uk: 'Лінівий удар', en: 'Lazy Strike' },
    owner: MASTER,
    tier: 'wood',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(3),
    sections: [
      {
        effects: [
          { kind: 'or', options: [[{ kind: 'attack', hexes: [hit(-1, 0)] }], [{ kind: 'attack', hexes: [hit(0, -1)] }], [{ kind: 'attack', hexes: [hit(1, -1)] }]] },
          inBalance(focus(1)),
        ],
      },
    ],
  },
  // 019: one clean cut ahead; a flawless hit steadies his mind (focus), and he may turn to reset
  // his guard.
  {
    number: '019',
    names: { cs: 'Mistrný řez', pl: 'Bezbłędne Cięcie', uk: 'Майстерний удар', en: 'Masterful Cut' },
    owner: MASTER,
    tier: 'wood',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(6),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(0, -1)] }, { kind: 'ifSuccessful', effects: [focus(1)] }, move(turn(1))] }],
  },
  // 020: the Master moves away: up to 2 steps in one direction and a turn.
  {
    number: '020',
    names: { cs: 'Přemístění', pl: 'Przemieszczenie', uk: 'Переміщення', en: 'Displacement' },
    owner: MASTER,
    tier: 'wood',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(6),
    sections: [{ effects: [move(step(2, ALL_DIRECTIONS), turn(1))] }],
  },
];

// ---------------------------------------------------------------------------------------------
// Common cards of the Master's signature deck that this file authors (102 comes with the Ronin's
// file, 117 with the Student's), and the common gold example 085.

const commons: CardInput[] = [
  // 085: the CZ rulebook's example of a gold card (R-DECKBUILD-11 note); its name and face are not
  // in the texts, so both are ours: a guard that mirrors the blow back (a counter) and, if it holds,
  // seizes the initiative (advantage).
  {
    number: '085',
    names: { cs: 'Odraz měsíce', pl: 'Odbicie Księżyca', uk: 'Відображення місяця', en: "Moon's Reflection" },
    namesAuthored: true, // no book prints a name for 085
    owner: COMMON,
    tier: 'gold',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(3, 7),
    sections: [{ effects: [{ kind: 'block', hexes: FRONT, counter: [4, 5, 6] }, { kind: 'ifSuccessful', effects: [{ kind: 'advantage' }] }] }],
  },
  // 096 (School of the Autumn Hare): a great, slow swing that cleaves what stands ahead (2 bleeding
  // wounds); for 1 focus it sweeps both front flanks too.
  {
    number: '096',
    names: { cs: 'Velké rozmáchnutí', pl: 'Rozpłatanie', uk: 'Перерубування навпіл', en: 'Cleave' },
    owner: COMMON,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(3),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(0, -1, { wounds: 2, bleeding: true })], extra: { fee: 1, hexes: [hit(-1, 0), hit(1, -1)] } }] }],
  },
  // 097: mockery lures the target one hex closer (a pull with no wound), and the mocker keeps his calm.
  {
    number: '097',
    names: { cs: 'Výsměch', pl: 'Drwina', uk: 'Глум', en: 'Taunt' },
    owner: COMMON,
    tier: 'wood',
    types: ['meditation'],
    keywords: ['MEDITATION', 'RANGE'],
    initiative: fixed(6),
    range: 3,
    sections: [{ effects: [{ kind: 'targetedAttack', mark: mark({ wounds: 0, pull: 1 }) }, focus(1)] }],
  },
  // 111: a guard that flows like a river across the whole front, then drifts aside if it held.
  {
    number: '111',
    names: { cs: 'Blok řeky', pl: 'Rzeczna Zapora', uk: 'Водний блок', en: 'River Block' },
    owner: COMMON,
    tier: 'steel',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(3, 7),
    sections: [{ effects: [{ kind: 'block', hexes: FRONT }, { kind: 'ifSuccessful', effects: [move(step(1, ALL_DIRECTIONS))] }] }],
  },
  // 112 (School of the Autumn Hare): the blade spins: turn first if you like, then cut ahead and
  // ahead-right.
  {
    number: '112',
    names: { cs: 'Roztočená čepel', pl: 'Cięcie z Przewrotu', uk: 'Ковзний поріз', en: 'Spinning Blade' },
    owner: COMMON,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(5),
    sections: [{ effects: [moveThen(turn(1)), { kind: 'attack', hexes: [hit(0, -1), hit(1, -1)] }] }],
  },
  // 120: a windbreak at his back: blocks the three rear hexes, then he may turn into the wind.
  {
    number: '120',
    names: { cs: 'Blok vánku', pl: 'Wiatrołap', uk: 'Повітряний блок', en: 'Windbreak' },
    owner: COMMON,
    tier: 'wood',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(3, 7),
    sections: [{ effects: [{ kind: 'block', hexes: REAR }, move(turn(1))] }],
  },
  // 128 (School of the Autumn Hare): a quick stab ahead, before most blows land.
  {
    number: '128',
    names: { cs: 'Rychlé bodnutí', pl: 'Szybkie Dźgnięcie', uk: 'Швидкий удар', en: 'Quick Stab' },
    owner: COMMON,
    tier: 'wood',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(8),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] }],
  },
];

// ---------------------------------------------------------------------------------------------
// The poison card 002 (R-POISON-4), resolved by the poisoned character (R-POISON-3).

/**
 * R-FRAG-12 / catalogue F24: "POISON. STATUS EFFECT. Shuffle this card into the top 5 cards … while
 * you have this card you must …". A card waiting in the deck has no term in our vocabulary, so the
 * poison acts at once, in its spirit: the paralysed victim loses its stance (Kamae to Neutral) and
 * drops a card from hand. Its weakness rides on the fang itself (010's hex carries weakness 1),
 * and "lose focus" has no term either.
 */
const poisons: PoisonCard[] = [
  {
    number: '002',
    names: { cs: 'Ochromující jed', pl: 'Paraliżujący Jad', uk: 'Сильна отрута', en: 'Paralysing Poison' },
    keywords: ['POISON', 'STATUS EFFECT'],
    effects: [{ kind: 'kamaeJump', to: 'neutral' }, { kind: 'discard', count: 1 }],
  },
];

export const master: ContentPack = {
  character,
  cards: [...core, ...signature, ...commons],
  poisons,
  signatureDeck: {
    weapon: '075',
    // Rules §23.3 (= catalogue §7a), in the printed order; 102 and 117 are authored elsewhere.
    cards: [
      '010',
      '012',
      '013',
      '014', '014',
      '015', '015',
      '016',
      '017',
      '018', '018', '018',
      '019', '019', '019',
      '020', '020', '020',
      '096',
      '097',
      '102',
      '111', '111',
      '112', '112',
      '117',
      '120', '120',
      '128', '128',
    ],
  },
};
