import type { CardInput, CharacterInput, Effect } from '../schema';
import { ALL_DIRECTIONS, step, turn, move, moveThen, mark, hit, attack, hex, fixed, variable, ifSuccessful, or } from './build';
import type { ContentPack } from './pack';

// The Ronin (Rónin, Ronin, Ронін): authored by this project (see docs/cards.md). The rulebooks give
// only numbers, names and deck counts (shared/rules/card-catalogue.md §1, §7a; rules §23.1) and a
// few fragments (R-FRAG-1, R-FRAG-8, R-FRAG-9); the faces are ours, written to
// shared/design/card-design.md: furious and fast. Many of his cards burn the top of his own deck
// (the `discardDeck` cost) or a card of his hand to power up an attack, so his deck runs out sooner
// and the empty-deck wound (R-ROUND-DRAW-3) is his risk. His Kamae map favours Aggression, so
// Aggression carries the coloured effects of his cards.

// ---------------------------------------------------------------------------------------------
// Helpers of this pack only; the shared card builders are in ./build.

/** The Ronin's signature cost: discard the top `count` cards of his own deck face up to resolve `effects`. */
const burn = (count: number, ...effects: Effect[]): Effect => ({ kind: 'discardDeck', count, effects });
const inAggression = (...effects: Effect[]): Effect => ({ kind: 'kamae', position: 'aggression', effects });

// Diagram hexes (north frame): the six neighbours.
const AHEAD = hex(0, -1);
const AHEAD_RIGHT = hex(1, -1);
const BEHIND_RIGHT = hex(1, 0);
const BEHIND = hex(0, 1);
const BEHIND_LEFT = hex(-1, 1);
const AHEAD_LEFT = hex(-1, 0);
const FRONT = [AHEAD_LEFT, AHEAD, AHEAD_RIGHT];
const AROUND = [AHEAD, AHEAD_RIGHT, BEHIND_RIGHT, BEHIND, BEHIND_LEFT, AHEAD_LEFT];

const RONIN = { kind: 'character', character: 'ronin' } as const;
const COMMON = { kind: 'common' } as const;

// ---------------------------------------------------------------------------------------------
// The character card (R-CHAR-2). The texts give none of its numbers (catalogue §2, OP-1).

/**
 * Aggression is where the Ronin lives. Neutral is left for good (one-way paths to Aggression and to
 * Determination: he never finds his calm again), and every position leads back to Aggression:
 * Determination through a focus point (the fury gathers as he swings between rage and resolve, both
 * ways), Balance by a one-way path only (his balance never lasts; he reaches it only from
 * Determination and it tips him straight back into Aggression).
 */
const character: CharacterInput = {
  id: 'ronin',
  names: { cs: 'Rónin', pl: 'Ronin', uk: 'Ронін', en: 'Ronin' },
  symbol: 'ronin',
  // R-CHAR-3: the briefing fixes the four values so they stay distinct (Ronin 5, Student 4, Master 3, Warrior 2).
  advantage: 5,
  // His hand is his fuel: cards he throws away for power (032) as well as cards he plays, so he
  // keeps as many as the patient Master: 5 (which also bears stuns a little longer, R-STUN-4).
  handLimit: 5,
  // No thicker hide than the others: 6. His own deck runs out first and every draw from an empty
  // deck is a wound (R-ROUND-DRAW-3): that risk is his to carry, not softened. (In 100 random games
  // on the test arena each, 5/6 came out near even against the Master and the Student; 4/7 won about
  // 4 in 5, because random games are decided by empty-deck wounds.)
  woundLimit: 6,
  // R-FRAG-1 / catalogue §2: the only weapon-option list the books show, with the naginata of his
  // signature deck (071) in it.
  weapons: ['kanabo', 'naginata', 'nodachi', 'yari'],
  coreCard: '023',
  kamae: {
    nodes: [
      { id: 'neutral', kind: 'neutral' },
      { id: 'aggression', kind: 'aggression' },
      { id: 'balance', kind: 'balance' },
      { id: 'determination', kind: 'determination' },
      { id: 'focus1', kind: 'focus' },
    ],
    paths: [
      { from: 'neutral', to: 'aggression', oneWay: true },
      { from: 'neutral', to: 'determination', oneWay: true },
      // Between rage and resolve, both ways, the fury gathers into focus (R-FOCUS-POINT-1/2).
      { from: 'aggression', to: 'focus1', oneWay: false },
      { from: 'focus1', to: 'determination', oneWay: false },
      // A moment of balance, reached only from Determination, tips straight back into Aggression.
      { from: 'determination', to: 'balance', oneWay: true },
      { from: 'balance', to: 'aggression', oneWay: true },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Core cards: the core ability card and the core weapon cards of his weapon options (R-FRAG-1).
// The nodachi cards (072, X073) are authored by the Warrior's file.

const core: CardInput[] = [
  // 023: the Ronin's core ability card: a step and turn -OR- a Kamae shift -OR- burn the top card
  // of his deck for 1 focus (his restless core: even resting costs him cards).
  {
    number: '023',
    names: { cs: 'Základní karta Rónina', pl: 'Ronin (Główna)', uk: 'Основна карта Роніна', en: 'Ronin core ability card' },
    owner: RONIN,
    tier: 'core',
    types: ['core'],
    keywords: ['CORE'],
    initiative: fixed(2),
    sections: [
      {
        effects: [
          or(
            [move(step(1, ALL_DIRECTIONS), turn(1))],
            [{ kind: 'kamaePath', max: 1 }],
            [burn(1, { kind: 'focus', amount: 1 })],
          ),
        ],
      },
    ],
  },
  // 071: the naginata's swing: the blade ahead, swept round the whole front arc for 1 focus.
  {
    number: '071',
    names: { cs: 'Švih naginatou', pl: 'Cięcie Naginatą', uk: 'Помах нагінатою', en: 'Naginata Swing' },
    owner: { kind: 'weapon', weapon: 'naginata' },
    tier: 'core',
    types: ['attack', 'core'],
    keywords: ['NAGINATA', 'CORE', 'ATTACK', 'WEAPON'],
    initiative: fixed(5),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(0, -1)], extra: { fee: 1, hexes: [hit(-1, 0), hit(1, -1)] } }] }],
  },
  // X076 (ours, no printed number): the yari's thrust runs through the two hexes ahead; the long
  // spear is slower to bring round than the naginata.
  {
    number: 'X076',
    names: { cs: 'Bodnutí jari', pl: 'Pchnięcie Yari', uk: 'Удар ярі', en: 'Yari Thrust' },
    owner: { kind: 'weapon', weapon: 'yari' },
    tier: 'core',
    types: ['attack', 'core'],
    keywords: ['YARI', 'CORE', 'ATTACK', 'WEAPON'],
    initiative: fixed(4),
    sections: [{ effects: [attack(hit(0, -1), hit(0, -2))] }],
  },
  // X077 (ours, no printed number): the iron club is slow, and it knocks whoever it hits a hex back.
  {
    number: 'X077',
    names: { cs: 'Úder kanabem', pl: 'Uderzenie Kanabo', uk: 'Удар канабо', en: 'Kanabo Smash' },
    owner: { kind: 'weapon', weapon: 'kanabo' },
    tier: 'core',
    types: ['attack', 'core'],
    keywords: ['KANABO', 'CORE', 'ATTACK', 'WEAPON'],
    initiative: fixed(3),
    sections: [{ effects: [attack(hit(0, -1, { push: 1 }))] }],
  },
];

// ---------------------------------------------------------------------------------------------
// The Ronin's signature cards (rules §23.1).

const signature: CardInput[] = [
  // 025: armour all round: a prepared block (R-PREP-1: it can start in hand) of every neighbouring
  // hex, at one slow-to-middle initiative the Ronin must read.
  {
    number: '025',
    names: { cs: 'Těžká zbroj', pl: 'Ciężka Zbroja', uk: 'Важка броня', en: 'Heavy Armour' },
    owner: RONIN,
    tier: 'gold',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(2, 5),
    prepared: true,
    sections: [{ effects: [{ kind: 'block', hexes: AROUND }] }],
  },
  // 026: the charge: up to two steps straight ahead, then a goring blow that throws the foe back;
  // burn 2 cards to gore for 2 wounds. In Aggression he follows the foe he threw.
  {
    number: '026',
    names: { cs: 'Zuřivý býk', pl: 'Pęd Byka', uk: 'Натиск бика', en: 'Charging Bull' },
    owner: RONIN,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(7),
    sections: [
      {
        effects: [
          moveThen(step(2, [0])),
          or([burn(2, attack(hit(0, -1, { wounds: 2, push: 1 })))], [attack(hit(0, -1, { push: 1 }))]),
          inAggression(move(step(1, [0]))),
        ],
      },
    ],
  },
  // 027: a reverse-grip strike at the foe behind him; burn 1 card to rake the whole rear, then turn
  // to face the fight.
  {
    number: '027',
    names: { cs: 'Obrácený pařát', pl: 'Rzeźbiony Kieł', uk: 'Заднє ікло', en: 'Reversed Talon' },
    owner: RONIN,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(6),
    sections: [{ effects: [attack(hit(0, 1)), burn(1, attack(hit(-1, 1), hit(1, 0))), move(turn(3))] }],
  },
  // 028: dread: whoever is slower than his fury (R-INITCMP-1) within 3 hexes is stunned with
  // terror; in Aggression the Ronin seizes the advantage.
  {
    number: '028',
    names: { cs: 'Hrůza', pl: 'Groza', uk: 'Жах', en: 'Dread' },
    owner: RONIN,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK', 'RANGE'],
    initiative: fixed(7),
    focusFee: 1,
    range: 3,
    sections: [{ effects: [{ kind: 'initiativeAttack', mark: mark({ wounds: 0, stun: 1 }) }, inAggression({ kind: 'advantage' })] }],
  },
  // 029: a brutal cut ahead that widens to the whole front arc: for free in Aggression (R-OR-2),
  // otherwise for 1 card burnt from his deck.
  {
    number: '029',
    names: { cs: 'Surový sek', pl: 'Zwierzęcy Atak', uk: 'Широкий розмах', en: 'Brutal Slash' },
    owner: RONIN,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(6),
    sections: [
      {
        effects: [
          attack(hit(0, -1)),
          or([inAggression(attack(hit(-1, 0), hit(1, -1)))], [burn(1, attack(hit(-1, 0), hit(1, -1)))]),
        ],
      },
    ],
  },
  // 030: the clenched claws tear: a bleeding wound, and a second rake for 2 cards burnt. Only in
  // Aggression (Kamae requirement).
  {
    number: '030',
    names: { cs: 'Zatnuté pařáty', pl: 'Rozerwanie', uk: 'Кігті, що шматують', en: 'Rending Claws' },
    owner: RONIN,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(7),
    kamaeRequirement: 'aggression',
    sections: [{ effects: [attack(hit(0, -1, { bleeding: true })), burn(2, attack(hit(0, -1, { bleeding: true })))] }],
  },
  // 031 (R-FRAG-9: '7-3'): a steel wall across the front at any initiative from 3 to 7; a
  // successful block throws the Ronin into Aggression.
  {
    number: '031',
    names: { cs: 'Ocelový blok', pl: 'Stalowa Zapora', uk: 'Сталевий блок', en: 'Steel Block' },
    owner: RONIN,
    tier: 'steel',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(3, 7),
    sections: [{ effects: [{ kind: 'block', hexes: FRONT }, ifSuccessful({ kind: 'kamaeJump', to: 'aggression' })] }],
  },
  // 032: the wolf lunges a step and bites; throw away a card of his hand to bite for 2 wounds. A
  // successful bite in Aggression wins the advantage.
  {
    number: '032',
    names: { cs: 'Vlčí výpad', pl: 'Wilczy Pazur', uk: 'Пазурі вовка', en: "Wolf's Claw" },
    owner: RONIN,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(7),
    sections: [
      {
        effects: [
          moveThen(step(1, [0, 1, 5])),
          or([{ kind: 'discard', count: 1 }, attack(hit(0, -1, { wounds: 2 }))], [attack(hit(0, -1))]),
          ifSuccessful(inAggression({ kind: 'advantage' })),
        ],
      },
    ],
  },
  // 033: a low, quick bite at the ankle: no wound, but the foe is weakened (slower for 4 rounds).
  {
    number: '033',
    names: { cs: 'Rána do kotníku', pl: 'Ugryzienie', uk: 'Укус за щиколотку', en: 'Ankle Bite' },
    owner: RONIN,
    tier: 'wood',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(7),
    sections: [{ effects: [attack(hit(0, -1, { wounds: 0, weakness: 1 }))] }],
  },
  // 034: he lets himself fall out of reach (a step to the rear or rear sides and a turn), losing his
  // composure: a shift of Kamae.
  {
    number: '034',
    names: { cs: 'Ztráta soudnosti', pl: 'Opanowanie Upadku', uk: 'Сповільнене падіння', en: 'Controlled Fall' },
    owner: RONIN,
    tier: 'wood',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(8),
    sections: [{ effects: [move(step(1, [2, 3, 4]), turn(1)), { kind: 'kamaePath', max: 1 }] }],
  },
  // 035: the bull drives straight in: a blow that pushes the foe a hex back, and he may follow.
  {
    number: '035',
    names: { cs: 'Býčí dusot', pl: 'Bycze Pchnięcie', uk: 'Запряжена волами баржа', en: 'Bull Thrust' },
    owner: RONIN,
    tier: 'wood',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(5),
    sections: [{ effects: [attack(hit(0, -1, { push: 1 })), move(step(1, [0]))] }],
  },
];

// ---------------------------------------------------------------------------------------------
// Common cards of the Ronin's deck (owner common: 102 and 107 are in two decks, R-SIG-3; the
// others sit in the common number block 081-128, catalogue §1).

const commons: CardInput[] = [
  // 089: the last resort: an instant replacement (R-INSTANT-REPL-1) that swaps the revealed card
  // for a block of the front at any initiative from 4 to 8.
  {
    number: '089',
    names: { cs: 'Poslední záchrana', pl: 'Zasłona Awaryjna', uk: 'Швидке блокування', en: 'Emergency Block' },
    owner: COMMON,
    tier: 'steel',
    types: ['block'],
    keywords: ['BLOCK', 'INSTANT REPLACEMENT'],
    initiative: variable(4, 8),
    instant: 'replacement',
    sections: [{ effects: [{ kind: 'block', hexes: FRONT }] }],
  },
  // 098: a war cry that seizes the advantage and drives one foe within 2 hexes a hex back (pictured
  // in the Polish Collisions section, catalogue §6 F14).
  {
    number: '098',
    names: { cs: 'Bojový výkřik', pl: 'Okrzyk Wojenny', uk: 'Бойовий клич', en: 'Battle Cry' },
    owner: COMMON,
    tier: 'steel',
    types: ['meditation'],
    keywords: ['MEDITATION', 'RANGE'],
    initiative: fixed(6),
    range: 2,
    sections: [{ effects: [{ kind: 'advantage' }, { kind: 'targetedAttack', mark: mark({ wounds: 0, push: 1 }) }] }],
  },
  // 102 (R-FRAG-8, catalogue §6 F26: initiative 3, 'Draw up to 2 cards', a Kamae line 'Draw up to
  // 3 cards'): a steady mind: a step away to safety (the tie example of R-MULTI-3), then draw up to
  // 2 -OR- in Determination up to 3 (R-OR-2 makes that line mandatory there).
  {
    number: '102',
    names: { cs: 'Zocelená mysl', pl: 'Pewny Umysł', uk: 'Твердість духу', en: 'Steeled Mind' },
    owner: COMMON,
    tier: 'wood',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(3),
    sections: [
      {
        effects: [
          move(step(1, ALL_DIRECTIONS)),
          or([{ kind: 'draw', count: 2, upTo: true }], [{ kind: 'kamae', position: 'determination', effects: [{ kind: 'draw', count: 3, upTo: true }] }]),
        ],
      },
    ],
  },
  // 104: a maiming blow: a wound that also weakens.
  {
    number: '104',
    names: { cs: 'Oslabující rána', pl: 'Okaleczenie', uk: 'Разючий удар', en: 'Crippling Blow' },
    owner: COMMON,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(5),
    sections: [{ effects: [attack(hit(0, -1, { weakness: 1 }))] }],
  },
  // 107: a leap forward into a long thrust through the two hexes ahead.
  {
    number: '107',
    names: { cs: 'Útok ve skoku', pl: 'Dalekie Pchnięcie', uk: 'Раптовий випад', en: 'Leaping Lunge' },
    owner: COMMON,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(6),
    sections: [{ effects: [moveThen(step(1, [0])), attack(hit(0, -1), hit(0, -2))] }],
  },
  // 110: a quick dodge before the blows land: a step anywhere but forward, and a turn.
  {
    number: '110',
    names: { cs: 'Úhyb', pl: 'Szybki Unik', uk: 'Швидке ухилення', en: 'Quick Dodge' },
    owner: COMMON,
    tier: 'wood',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(9),
    sections: [{ effects: [move(step(1, [1, 2, 3, 4, 5]), turn(1))] }],
  },
  // 125: the horse kicks backwards: a turn if he likes, then a kick at the hex behind him that
  // throws the foe 2 hexes away.
  {
    number: '125',
    names: { cs: 'Kop kopytem', pl: 'Kopnięcie Konia', uk: 'Удар коня', en: 'Horse Kick' },
    owner: COMMON,
    tier: 'wood',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(6),
    sections: [{ effects: [move(turn(1)), attack(hit(0, 1, { push: 2 }))] }],
  },
  // 126: a crushing blow with the hilt; burn 2 cards to follow with a pommel to the head that stuns.
  {
    number: '126',
    names: { cs: 'Drtivá rána', pl: 'Cios Głownią', uk: "Удар руків'ям", en: 'Hilt Strike' },
    owner: COMMON,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(7),
    sections: [{ effects: [attack(hit(0, -1)), burn(2, attack(hit(0, -1, { wounds: 0, stun: 1 })))] }],
  },
  // 127: a kick that shoves the foe ahead 2 hexes away (into terrain, it collides: R-PUSH-4).
  {
    number: '127',
    names: { cs: 'Odkopnutí', pl: 'Odepchnięcie', uk: 'Поштовх', en: 'Shove' },
    owner: COMMON,
    tier: 'wood',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(7),
    sections: [{ effects: [attack(hit(0, -1, { wounds: 0, push: 2 }))] }],
  },
];

// ---------------------------------------------------------------------------------------------

/** Rules §23.1 (catalogue §7a): the printed Ronin deck, 30 cards with repeats. */
const SIGNATURE_DECK = [
  '025', '026', '027', '028', '029', '029', '030', '031', '031', '032', '033', '033', '034', '034', '035', '035', '035',
  '089', '098', '102', '104', '107', '110', '125', '125', '126', '126', '127', '127', '127',
];

export const ronin: ContentPack = {
  character,
  cards: [...core, ...signature, ...commons],
  signatureDeck: { weapon: '071', cards: SIGNATURE_DECK },
};
