import type { CardInput, CharacterInput, RelativeHex } from '../schema';
import { step, turn, move, moveThen, mark, hit, fixed, variable } from './build';
import type { ContentPack } from './pack';

// The Student (Učedník / Uczeń / Учень): young and energetic, more aggressive than the Master.
// His cards step and turn around an opponent and out of harm's way, and strike at flanks and backs.
// Card faces are authored by this project (card-design.md); the facts the rulebooks recovered
// (card-catalogue.md §1, §6; senjutsu-rules.md §23.4, §25) are kept and tested in student.test.ts.

// ---------------------------------------------------------------------------------------------
// Small writing helpers (the same shapes as the engine's test fixtures).

const ALL = [0, 1, 2, 3, 4, 5];

// Diagram hexes, the character facing north (R-DIAG-2).
const AHEAD: RelativeHex = { q: 0, r: -1 };
const AHEAD_RIGHT: RelativeHex = { q: 1, r: -1 };
const AHEAD_LEFT: RelativeHex = { q: -1, r: 0 };
const BEHIND_RIGHT: RelativeHex = { q: 1, r: 0 };
const BEHIND: RelativeHex = { q: 0, r: 1 };
const BEHIND_LEFT: RelativeHex = { q: -1, r: 1 };
const FRONT = [AHEAD_LEFT, AHEAD, AHEAD_RIGHT];
const REAR = [BEHIND_LEFT, BEHIND, BEHIND_RIGHT];

const STUDENT = { kind: 'character', character: 'student' } as const;
const COMMON = { kind: 'common' } as const;

// ---------------------------------------------------------------------------------------------
// The character card (OP-1, OP-2).

export const STUDENT_CHARACTER: CharacterInput = {
  id: 'student',
  names: { cs: 'Učedník', pl: 'Uczeń', uk: 'Учень', en: 'Student' },
  symbol: 'student',
  // R-CHAR-3: fixed for this project so the four values stay distinct (Ronin 5, Student 4, Master 3, Warrior 2).
  advantage: 4,
  // Hand limit 4: a student keeps fewer techniques ready than his patient teacher (the Master holds
  // 5); his core card (draw up to 2, or take back a discarded card) keeps the small hand fresh.
  handLimit: 4,
  // Wound limit 5, the lowest: the fragile youth has neither armour nor a hardened body; he
  // survives by getting out of the way, not by standing firm (the Master and the Warrior hold 6).
  woundLimit: 5,
  // R-CHAR-6: the katana of the signature deck (070), and the tachi: the Student learns the
  // Master's sword, an older blade of the same family, so his sword techniques carry over to it.
  weapons: ['katana', 'tachi'],
  coreCard: '038',
  // OP-2. Aggression is the Student's home: the hub between Neutral and the focus point. Balance is
  // only a stepping stone for him (one-way into Aggression: an eager youth cannot stay calm), and
  // after Determination he drops back to Neutral (one-way) to start again. Swinging between
  // Aggression and Determination through the focus point is how he gathers focus.
  kamae: {
    nodes: [
      { id: 'neutral', kind: 'neutral' },
      { id: 'aggression', kind: 'aggression' },
      { id: 'balance', kind: 'balance' },
      { id: 'determination', kind: 'determination' },
      { id: 'focus1', kind: 'focus' },
    ],
    paths: [
      { from: 'neutral', to: 'aggression', oneWay: false },
      { from: 'neutral', to: 'balance', oneWay: false },
      { from: 'balance', to: 'aggression', oneWay: true },
      { from: 'aggression', to: 'focus1', oneWay: false },
      { from: 'focus1', to: 'determination', oneWay: false },
      { from: 'determination', to: 'neutral', oneWay: true },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Core cards.

const coreCards: CardInput[] = [
  // 038: a step and turns to reposition, then study: draw up to 2 -OR- discard 1 then take 1 back
  // from the discard pile -OR- shift Kamae up to 1 path (R-FRAG-3, R-FRAG-6; catalogue §6 F2, F6,
  // F8, F19, F30: the move line '21 C2' read as step 1 / turn 2).
  {
    number: '038',
    names: { cs: 'Základní karta Učedníka', pl: 'Uczeń (Główna)', uk: 'Основна карта Учня', en: 'Student core ability card' },
    owner: STUDENT, tier: 'core', types: ['core'], keywords: ['CORE'],
    initiative: fixed(2),
    sections: [{
      effects: [
        move(step(1, ALL), turn(2)),
        { kind: 'or', options: [
          [{ kind: 'draw', count: 2, upTo: true }],
          [{ kind: 'discard', count: 1 }, { kind: 'recover', count: 1 }],
          [{ kind: 'kamaePath', max: 1 }],
        ] },
      ],
    }],
  },
  // 070: the katana cut, straight ahead; a focus widens it into the flanks (R-FRAG-2: KATANA.
  // CORE. ATTACK. WEAPON.).
  {
    number: '070',
    names: { cs: 'Sek katanou', pl: 'Cięcie Kataną', uk: 'Змах катаною', en: 'Katana Cut' },
    owner: { kind: 'weapon', weapon: 'katana' }, tier: 'core', types: ['attack', 'core'],
    keywords: ['KATANA', 'CORE', 'ATTACK', 'WEAPON'],
    initiative: fixed(5),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(0, -1)], extra: { fee: 1, hexes: [hit(1, -1), hit(-1, 0)] } }] }],
  },
];

// ---------------------------------------------------------------------------------------------
// Signature cards of the Student.

const signatureCards: CardInput[] = [
  // 040 Lightning at the Heels: dart past the opponent (a slanting step, then straight on), wheel
  // and cut at the back you left behind; the hex straight behind takes 2 wounds.
  {
    number: '040',
    names: { cs: 'Blesku v patách', pl: 'Ogon Grzmotu', uk: 'Хвіст блискавки', en: "Thunder's Tail" },
    owner: STUDENT, tier: 'gold', types: ['attack'], keywords: ['ATTACK'],
    initiative: fixed(8), focusFee: 1,
    sections: [{
      effects: [
        moveThen(step(1, [1, 5]), step(1, [0]), turn(1)),
        { kind: 'attack', hexes: [hit(-1, 1), hit(0, 1, { wounds: 2 }), hit(1, 0)] },
      ],
    }],
  },
  // 042 Moment of Understanding: reflect on what went before: take a discarded card back and
  // settle the Kamae; resolve (Determination) brings focus.
  {
    number: '042',
    names: { cs: 'Okamžik pochopení', pl: 'Sadzawka Zadumy', uk: 'Блискучий ставок', en: 'Reflecting Pool' },
    owner: STUDENT, tier: 'steel', types: ['meditation'], keywords: ['MEDITATION'],
    initiative: fixed(4),
    sections: [{
      effects: [
        { kind: 'recover', count: 1 },
        { kind: 'kamaePath', max: 1 },
        { kind: 'kamae', position: 'determination', effects: [{ kind: 'focus', amount: 1 }] },
      ],
    }],
  },
  // 043 Claws of the Creeping Tiger: sidle to the flank, then rake with both claws (bleeding); in
  // Aggression the pounce also seizes the advantage.
  {
    number: '043',
    names: { cs: 'Drápy plíživého tygra', pl: 'Tygrysia Łapa', uk: 'Лапа скрадливого тигра', en: "Stalking Tiger's Claw" },
    owner: STUDENT, tier: 'gold', types: ['attack'], keywords: ['ATTACK'],
    initiative: fixed(6), focusFee: 1,
    sections: [{
      effects: [
        move(step(1, [1, 2, 4, 5]), turn(1)),
        { kind: 'attack', hexes: [hit(0, -1, { bleeding: true }), hit(1, -1, { bleeding: true })] },
        { kind: 'kamae', position: 'aggression', effects: [{ kind: 'advantage' }] },
      ],
    }],
  },
  // 044 Deliberate Strike: timed to the opponent (variable initiative); from Aggression, his home,
  // it lands with the whole of his eagerness (2 wounds, R-OR-2 makes that line mandatory there); a
  // hit shifts the Kamae, and in Aggression the Student steps back out of reach after striking.
  {
    number: '044',
    names: { cs: 'Promyšlený úder', pl: 'Wnikliwy Cios', uk: 'Виважений удар', en: 'Measured Strike' },
    owner: STUDENT, tier: 'steel', types: ['attack'], keywords: ['ATTACK'],
    initiative: variable(3, 7),
    sections: [{
      effects: [
        { kind: 'or', options: [
          [{ kind: 'kamae', position: 'aggression', effects: [{ kind: 'attack', hexes: [hit(0, -1, { wounds: 2 })] }] }],
          [{ kind: 'attack', hexes: [hit(0, -1)] }],
        ] },
        { kind: 'ifSuccessful', effects: [{ kind: 'kamaePath', max: 1 }] },
      ],
    }, {
      initiative: 'same',
      effects: [{ kind: 'kamae', position: 'aggression', effects: [move(step(1, [2, 3, 4]))] }],
    }],
  },
  // 045 Obedience: the student does as he is told: back to the basic stance (Neutral) and take the
  // drilled technique (an attack card) from the deck.
  {
    number: '045',
    names: { cs: 'Poslušnost', pl: 'Posłuszeństwo', uk: 'Послух', en: 'Obedience' },
    owner: STUDENT, tier: 'wood', types: ['meditation'], keywords: ['MEDITATION'],
    initiative: fixed(4),
    sections: [{ effects: [{ kind: 'kamaeJump', to: 'neutral' }, { kind: 'search', take: 1, types: ['attack'] }] }],
  },
  // 046 Stone Blow / Falling Boulder: a heavy, slow downward blow that knocks the opponent back;
  // struck with resolve (Determination) it also steadies the mind (focus).
  {
    number: '046',
    names: { cs: 'Kamenná rána', pl: 'Spadający Głaz', uk: 'Удар каменем', en: 'Falling Stone' },
    owner: STUDENT, tier: 'steel', types: ['attack'], keywords: ['ATTACK'],
    initiative: fixed(4),
    sections: [{
      effects: [
        { kind: 'attack', hexes: [hit(0, -1, { push: 1 })] },
        { kind: 'kamae', position: 'determination', effects: [{ kind: 'focus', amount: 1 }] },
      ],
    }],
  },
  // 047 Spinning Blow: an instant supplemental attack (catalogue §6 F12, tentative: 'ATAK. NAGŁA
  // KORZYŚĆ.'): when a step or a block has resolved, spin round and cut.
  {
    number: '047',
    names: { cs: 'Rána z otočky', pl: 'Cięcie z Obrotem', uk: 'Удар з розвороту', en: 'Spinning Cut' },
    owner: STUDENT, tier: 'steel', types: ['attack'], keywords: ['ATTACK', 'INSTANT SUPPLEMENTAL'],
    initiative: fixed(5), instant: 'supplemental', instantWindow: 'afterResolve',
    sections: [{ effects: [move(turn(2)), { kind: 'attack', hexes: [hit(0, -1), hit(1, -1)] }] }],
  },
  // 048 Cleft / Wide Waterfall: a double attack (catalogue: the automaton blocks one part, then
  // the other): first the fall straight down at 7, then the water splits to both flanks at 4
  // (F15 '47': read as the two initiatives); in Aggression, his home, the water also crashes down
  // the middle again. (The Aggression lines of 044 and 048 came from the issue #4 balance report:
  // the Student exchanged blows evenly with the Master but fell first, winning 27-31% of engaged
  // games against the Master and the Warrior, 36-45% with these lines; "more aggressive than the
  // Master", card-design.md.)
  {
    number: '048',
    names: { cs: 'Proseknutý vodopád', pl: 'Szeroki Wodospad', uk: 'Хвилі водоспаду', en: 'Waterfall' },
    owner: STUDENT, tier: 'wood', types: ['attack'], keywords: ['ATTACK'],
    initiative: fixed(7),
    sections: [
      { effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] },
      {
        initiative: fixed(4),
        effects: [
          { kind: 'attack', hexes: [hit(-1, 0), hit(1, -1)] },
          { kind: 'kamae', position: 'aggression', effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] },
        ],
      },
    ],
  },
  // 049 Path around the Mountain: circle round the opponent: a slanting step, a turn, another step
  // and a turn to face him from the side.
  {
    number: '049',
    names: { cs: 'Cesta kolem hory', pl: 'Górskie Przejście', uk: 'Порух гори', en: 'Mountain Pass' },
    owner: STUDENT, tier: 'wood', types: ['meditation'], keywords: ['MEDITATION'],
    initiative: fixed(6),
    sections: [{ effects: [moveThen(step(1, [1, 5]), turn(1), step(1, [0, 1, 5]), turn(1))] }],
  },
  // 050 Calm Mind: catalogue §6 F5: 'MEDYTACJA.', '1 C1' (step 1, turn 1), 'ZMIEŃ KAMAE O MAKS.
  // 1 GAŁĄŹ', initiative 3.
  {
    number: '050',
    names: { cs: 'Pročištěná mysl', pl: 'Spokojny Umysł', uk: 'Спокійний розум', en: 'Calm Mind' },
    owner: STUDENT, tier: 'wood', types: ['meditation'], keywords: ['MEDITATION'],
    initiative: fixed(3),
    sections: [{ effects: [move(step(1, ALL), turn(1)), { kind: 'kamaePath', max: 1 }] }],
  },
];

// ---------------------------------------------------------------------------------------------
// Common cards of the Student's deck (084, 100, 105: School of the Jade River, R-SCHOOL-4; 117 is
// shared with the Master's deck, R-SIG-3). Written for any character.

const commonCards: CardInput[] = [
  // 084 Peace in the Soul: breathe: gain focus (more if already in Balance) and settle into Balance.
  {
    number: '084',
    names: { cs: 'Klid v duši', pl: 'Spokój Ducha', uk: 'Внутрішній спокій', en: 'Inner Peace' },
    owner: COMMON, tier: 'steel', types: ['meditation'], keywords: ['MEDITATION'],
    initiative: fixed(2),
    sections: [{
      effects: [
        { kind: 'kamae', position: 'balance', effects: [{ kind: 'focus', amount: 1 }] },
        { kind: 'focus', amount: 1 },
        { kind: 'kamaeJump', to: 'balance' },
      ],
    }],
  },
  // 090 Leap Aside: an instant replacement: swap the revealed card for a quick leap out of harm's way.
  {
    number: '090',
    names: { cs: 'Úskok', pl: 'Odskok', uk: 'Ухильний крок', en: 'Sidestep' },
    owner: COMMON, tier: 'steel', types: ['meditation'], keywords: ['MEDITATION', 'INSTANT REPLACEMENT'],
    initiative: fixed(9), instant: 'replacement',
    sections: [{ effects: [move(step(1, [1, 2, 3, 4, 5]), turn(1))] }],
  },
  // 099 Protective Windmill: the blade circles the front; a focus closes the circle behind.
  {
    number: '099',
    names: { cs: 'Kruhová obrana', pl: 'Ochronny Wiatrak', uk: 'Кругова оборона', en: 'Circular Defence' },
    owner: COMMON, tier: 'steel', types: ['block'], keywords: ['BLOCK'],
    initiative: variable(4, 6),
    sections: [{ effects: [{ kind: 'block', hexes: FRONT, extra: { fee: 1, hexes: REAR } }] }],
  },
  // 100 Oblique Strike: a turn to line it up, then one slanting cut into the forward-right hex
  // for 2 wounds.
  {
    number: '100',
    names: { cs: 'Šikmý úder', pl: 'Skośne Cięcie', uk: 'Удар навскіс', en: 'Slanting Cut' },
    owner: COMMON, tier: 'gold', types: ['attack'], keywords: ['ATTACK'],
    initiative: fixed(6), focusFee: 1,
    sections: [{ effects: [move(turn(1)), { kind: 'attack', hexes: [hit(1, -1, { wounds: 2 })] }] }],
  },
  // 105 Horizontal Cut: one level sweep across the whole front.
  {
    number: '105',
    names: { cs: 'Vodorovný sek', pl: 'Poprzeczne Cięcie', uk: 'Поперечне розсічення', en: 'Horizontal Cut' },
    owner: COMMON, tier: 'steel', types: ['attack'], keywords: ['ATTACK'],
    initiative: fixed(5),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(-1, 0), hit(0, -1), hit(1, -1)] }] }],
  },
  // 115 Quick / Nimble Block: a fast guard across the front; if it holds, slip away a step.
  {
    number: '115',
    names: { cs: 'Rychlý blok', pl: 'Zwinny Blok', uk: 'Спритний блок', en: 'Nimble Block' },
    owner: COMMON, tier: 'steel', types: ['block'], keywords: ['BLOCK'],
    initiative: variable(5, 8),
    sections: [{ effects: [{ kind: 'block', hexes: FRONT }, { kind: 'ifSuccessful', effects: [move(step(1, ALL), turn(1))] }] }],
  },
  // 117 Trained Mind: a practised eye: look at the top 3 cards and take 1, then shift the Kamae.
  {
    number: '117',
    names: { cs: 'Vycvičená mysl', pl: 'Biegły Umysł', uk: 'Загартований розум', en: 'Trained Mind' },
    owner: COMMON, tier: 'steel', types: ['meditation'], keywords: ['MEDITATION'],
    initiative: fixed(4),
    sections: [{ effects: [{ kind: 'search', top: 3, take: 1 }, { kind: 'kamaePath', max: 1 }] }],
  },
  // 121 Calm Defence: wait for the blow at any pace (3-7), turn it aside and answer it (counter
  // 5, 6); a calm success brings focus.
  {
    number: '121',
    names: { cs: 'Klidná obrana', pl: 'Spokojna Obrona', uk: 'Спокійна оборона', en: 'Calm Defence' },
    owner: COMMON, tier: 'gold', types: ['block'], keywords: ['BLOCK'],
    initiative: variable(3, 7),
    sections: [{ effects: [{ kind: 'block', hexes: FRONT, counter: [5, 6] }, { kind: 'ifSuccessful', effects: [{ kind: 'focus', amount: 1 }] }] }],
  },
  // 122 Deep Meditation: Wood (CZ deck-building example 'DŘEVO: 122'): sink deep and gain 2 focus.
  {
    number: '122',
    names: { cs: 'Hluboká meditace', pl: 'Głęboka Medytacja', uk: 'Глибока медитація', en: 'Deep Meditation' },
    owner: COMMON, tier: 'wood', types: ['meditation'], keywords: ['MEDITATION'],
    initiative: fixed(2),
    sections: [{ effects: [{ kind: 'focus', amount: 2 }] }],
  },
  // 124 Bandages: step back to bind the wounds. A stand-in face: the schema has no term to remove
  // a wound or a bleeding wound, so the card withdraws and takes back one discarded card (the lost
  // composure); give it a heal term when the vocabulary has one.
  {
    number: '124',
    names: { cs: 'Obvazy', pl: 'Opatrunek', uk: "Перев'язка", en: 'Bandages' },
    owner: COMMON, tier: 'wood', types: ['meditation'], keywords: ['MEDITATION'],
    initiative: fixed(3),
    sections: [{ effects: [move(step(1, [2, 3, 4])), { kind: 'recover', count: 1 }] }],
  },
];

// ---------------------------------------------------------------------------------------------

export const student: ContentPack = {
  character: STUDENT_CHARACTER,
  cards: [...coreCards, ...signatureCards, ...commonCards],
  // R-SIG-2, rules §23.4: the printed list, 30 ability cards with repeats, and the katana card.
  signatureDeck: {
    weapon: '070',
    cards: [
      '040', '042', '043', '044', '044', '045', '045', '046', '046', '047', '047', '048', '048', '048',
      '049', '049', '050', '050', '084', '090', '099', '099', '100', '105', '105', '115', '117', '121', '122', '124',
    ],
  },
};
