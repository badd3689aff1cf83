import type { CardInput, CharacterInput } from '../schema';
import { ALL_DIRECTIONS, step, turn, move, mark, hitAt as hit, hex, fixed, variable, focus, inKamae, ifSuccessful } from './build';
import type { ContentPack } from './pack';

// The Warrior (Válečnice, Wojowniczka, Воїн), the Onna-bushi with the great nodachi: authored by
// this project (see docs/cards.md). The rulebooks give only numbers, names and deck counts
// (shared/rules/card-catalogue.md §1, §7a; rules §23.2); the faces are ours, written to
// shared/design/card-design.md: each of her signature cards can kill in one blow (2 wounds,
// bleeding, execution behind a fee or Kamae), but she must stand exactly right: a long, narrow
// reach (two hexes straight ahead), slow initiatives and awkward turns. Her Kamae map favours
// Determination (the resolve to strike once and for all), so Determination carries the coloured
// effects of her cards; Aggression, one path before it, lengthens her lunge.

// ---------------------------------------------------------------------------------------------
// Helpers of this pack only; the shared card builders are in ./build.

/** Relative step directions (R-MOVE-2): 0 forward, 3 back. */
const FORWARD = 0;
const BACK = 3;

// Diagram hexes (north frame). The nodachi's reach is the straight line ahead: AHEAD and TWO_AHEAD.
const AHEAD = hex(0, -1);
const TWO_AHEAD = hex(0, -2);
const AHEAD_RIGHT = hex(1, -1);
const BEHIND_RIGHT = hex(1, 0);
const BEHIND_LEFT = hex(-1, 1);
const AHEAD_LEFT = hex(-1, 0);
const FRONT = [AHEAD_LEFT, AHEAD, AHEAD_RIGHT];

const WARRIOR = { kind: 'character', character: 'warrior' } as const;
const NODACHI = { kind: 'weapon', weapon: 'nodachi' } as const;
const COMMON = { kind: 'common' } as const;

// ---------------------------------------------------------------------------------------------
// The character card (R-CHAR-2). The texts give none of its numbers (catalogue §2, OP-1).

/**
 * Two roads lead to Determination, and both are hers. The quick one runs through Aggression and is
 * one-way: once she commits to the charge she cannot take it back. The patient one runs through
 * Balance and a focus point: she gathers her breath on the way (and may walk it back). From
 * Determination the only other way out is a one-way exhale through a second focus point to
 * Neutral: after the decisive blow she lets go, and gains focus for the next one.
 */
const character: CharacterInput = {
  id: 'warrior',
  names: { cs: 'Válečnice', pl: 'Wojowniczka', uk: 'Воїн', en: 'Warrior' },
  symbol: 'warrior',
  // R-CHAR-3: the briefing fixes the four values so they stay distinct (Ronin 5, Student 4, Master 3, Warrior 2).
  // The heavy blade is the last to move: she starts at the bottom of the track.
  advantage: 2,
  // A narrow repertoire: she commits to few techniques, so she holds the fewest cards, and stuns
  // (R-STUN-4) are her real danger: 4.
  handLimit: 4,
  // Her slow initiatives mean she usually takes the first blow of an exchange before her own lands,
  // but one of her blows is worth two of theirs: a middle wound limit, 6.
  woundLimit: 6,
  // Nodachi is printed in her signature deck (072, rules §23.2; Nodachi Thrust in R-FRAG-2). The
  // naginata is the onna-bushi's own traditional weapon, and it stands beside the nodachi in the one
  // weapon-option list the texts show (R-FRAG-1: kanabo, naginata, nodachi, yari).
  weapons: ['nodachi', 'naginata'],
  coreCard: '053',
  kamae: {
    nodes: [
      { id: 'neutral', kind: 'neutral' },
      { id: 'aggression', kind: 'aggression' },
      { id: 'balance', kind: 'balance' },
      { id: 'determination', kind: 'determination' },
      { id: 'focus1', kind: 'focus' },
      { id: 'focus2', kind: 'focus' },
    ],
    paths: [
      { from: 'neutral', to: 'aggression', oneWay: false },
      { from: 'neutral', to: 'balance', oneWay: false },
      // The charge: committed, one-way.
      { from: 'aggression', to: 'determination', oneWay: true },
      // The patient road, gathering focus (R-FOCUS-POINT-1).
      { from: 'balance', to: 'focus1', oneWay: false },
      { from: 'focus1', to: 'determination', oneWay: false },
      // The exhale after the blow, one-way, gathering focus.
      { from: 'determination', to: 'focus2', oneWay: true },
      { from: 'focus2', to: 'neutral', oneWay: true },
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Core cards (R-CORE-1..7).

const core: CardInput[] = [
  // 053: the Warrior's core ability card. Awkward on her feet: ONE of a step straight forward or
  // back, a single turn, or a shift of stance; never a step and a turn together.
  {
    number: '053',
    names: { cs: 'Základní karta Válečnice', pl: 'Wojowniczka (Główna)', uk: 'Основна карта Воїна', en: 'Warrior core ability card' },
    owner: WARRIOR,
    tier: 'core',
    types: ['core'],
    keywords: ['CORE'],
    initiative: fixed(2),
    sections: [
      {
        effects: [
          { kind: 'or', options: [[move(step(1, [FORWARD, BACK]))], [move(turn(1))], [{ kind: 'kamaePath', max: 1 }]] },
        ],
      },
    ],
  },
  // 072: the plain cut of the nodachi, slow (the katana's cut is quicker): the hex ahead; for 1
  // focus she puts the blade's full length into it and the cut runs on to the hex two ahead. The
  // free reach of two is the thrust's (X073), at the tip only. (Issue #4 balance report, engaged
  // play: with the whole line free on the card that never leaves her hand she won 61-73% against
  // each of the others; with the reach behind a focus, 52-63%.)
  {
    number: '072',
    names: { cs: 'Řez nodachi', pl: 'Cięcie Nodachi', uk: 'Відсічення нодачі', en: 'Nodachi Cut' },
    owner: NODACHI,
    tier: 'core',
    types: ['attack', 'core'],
    keywords: ['NODACHI', 'CORE', 'ATTACK', 'WEAPON'],
    initiative: fixed(4),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(AHEAD)], extra: { fee: 1, hexes: [hit(TWO_AHEAD)] } }] }],
  },
  // X073 (R-FRAG-2, catalogue §1b / §3, number not printed): the nodachi's thrust: quicker than the
  // cut, but only the tip: it hits two hexes ahead and nothing closer.
  {
    number: 'X073',
    names: { cs: 'Bodnutí nodachi', pl: 'Pchnięcie Nodachi', uk: 'Укол нодачі', en: 'Nodachi Thrust' },
    owner: NODACHI,
    tier: 'core',
    types: ['attack', 'core'],
    keywords: ['NODACHI', 'CORE', 'ATTACK', 'WEAPON'],
    initiative: fixed(6),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(TWO_AHEAD)] }] }],
  },
];

// ---------------------------------------------------------------------------------------------
// The Warrior's signature cards (rules §23.2). Every attack among them can deal 2 wounds, bleeding
// or an execution on a hex of the nodachi's line, some of it behind a fee or Determination.

const signature: CardInput[] = [
  // 055: the blazing phoenix: a rising arc of fire over the front (burning, bleeding wounds) that
  // ends in the full weight of the blade two hexes ahead (2 wounds). In Determination, with 2 more
  // focus, the phoenix's fire is final: an execution two hexes ahead.
  {
    number: '055',
    names: { cs: 'Technika planoucího fénixe', pl: 'Ogon Feniksa', uk: 'Вогняна райдуга фенікса', en: 'Phoenix Technique' },
    owner: WARRIOR,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(3),
    focusFee: 1,
    sections: [
      {
        effects: [
          {
            kind: 'attack',
            hexes: [
              hit(AHEAD_LEFT, { bleeding: true }),
              hit(AHEAD, { bleeding: true }),
              hit(AHEAD_RIGHT, { bleeding: true }),
              hit(TWO_AHEAD, { wounds: 2 }),
            ],
          },
          inKamae('determination', {
            kind: 'optionalFee',
            fee: 2,
            effects: [{ kind: 'attack', hexes: [hit(TWO_AHEAD, { wounds: 0, execution: true })] }],
          }),
        ],
      },
    ],
  },
  // 056: the blind spot: the opponent who commits to a slower technique has opened a gap she sees
  // and he does not. No diagram: an opponent within 2 hexes and in sight whose revealed card is
  // slower (R-INITCMP-1..4) takes 2 wounds.
  {
    number: '056',
    names: { cs: 'Slepé místo', pl: 'Martwy Punkt', uk: 'Сліпа зона', en: 'Blind Spot' },
    owner: WARRIOR,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK', 'RANGE'],
    initiative: fixed(5),
    focusFee: 1,
    range: 2,
    sections: [{ effects: [{ kind: 'initiativeAttack', mark: mark({ wounds: 2 }) }] }],
  },
  // 058: the reaping feint: a quick low sweep across the front that makes the enemy flinch, a leap
  // back, and then, later in the round, the real cut: 2 wounds two hexes ahead.
  {
    number: '058',
    names: { cs: 'Úder s úskokem', pl: 'Kosząca Finta', uk: 'Оманлива коса', en: 'Reaping Feint' },
    owner: WARRIOR,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(6),
    focusFee: 1,
    sections: [
      { effects: [{ kind: 'attack', hexes: FRONT.map((h) => hit(h)) }, move(step(1, [BACK]))] },
      { initiative: fixed(3), effects: [{ kind: 'attack', hexes: [hit(TWO_AHEAD, { wounds: 2 })] }] },
    ],
  },
  // 059: the bowed, focused mind: she gathers focus and shifts her stance; if the shift brings her
  // to Determination, the next technique comes to hand.
  {
    number: '059',
    names: { cs: 'Ukloněná mysl', pl: 'Zmiana Intencji', uk: 'Зосереджений розум', en: 'Focused Mind' },
    owner: WARRIOR,
    tier: 'steel',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(4),
    sections: [{ effects: [focus(1), { kind: 'kamaePath', max: 1 }, inKamae('determination', { kind: 'draw', count: 1, upTo: false })] }],
  },
  // 060: the long blade mows low across the front; the hex straight ahead is cut at the legs
  // (weakness), and for 1 focus the cut there goes deep (2 wounds).
  {
    number: '060',
    names: { cs: 'Kosivý úder', pl: 'Koszące Podcięcie', uk: 'Замашний удар знизу', en: 'Reaping Undercut' },
    owner: WARRIOR,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(4),
    sections: [
      {
        effects: [
          {
            kind: 'attack',
            hexes: [hit(AHEAD_LEFT), hit(AHEAD, { weakness: 1 }), hit(AHEAD_RIGHT)],
            extra: { fee: 1, hexes: [hit(AHEAD)] },
          },
        ],
      },
    ],
  },
  // 061: the quick lunge: the fastest of her strikes, at the tip of the blade (two hexes ahead);
  // 1 focus drives it home (2 wounds). In Aggression she first lunges a step forward.
  {
    number: '061',
    names: { cs: 'Rychlý výpad', pl: 'Krótkie Pchnięcie', uk: 'Різкий удар', en: 'Quick Thrust' },
    owner: WARRIOR,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(6),
    sections: [
      {
        effects: [
          inKamae('aggression', move(step(1, [FORWARD]))),
          { kind: 'attack', hexes: [hit(TWO_AHEAD)], extra: { fee: 1, hexes: [hit(TWO_AHEAD)] } },
        ],
      },
    ],
  },
  // 062: the circle of death / protective arc: the blade sweeps a guard over the front and along
  // the line ahead (four hexes, so also against reach-2 attackers); in Determination a held guard
  // steadies her (focus). No counter: counters are gold (card-design.md), and this card is held twice.
  {
    number: '062',
    names: { cs: 'Kruh smrti', pl: 'Krąg Ochrony', uk: 'Захисна дуга', en: 'Protective Arc' },
    owner: WARRIOR,
    tier: 'steel',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(3, 6),
    sections: [
      { effects: [{ kind: 'block', hexes: [...FRONT, TWO_AHEAD] }, ifSuccessful(inKamae('determination', focus(1)))] },
    ],
  },
  // 063: a wall of heat: the plain block of the front three hexes.
  {
    number: '063',
    names: { cs: 'Ohnivý blok', pl: 'Ściana Żaru', uk: 'Жаристий блок', en: 'Fire Block' },
    owner: WARRIOR,
    tier: 'wood',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(4, 6),
    sections: [{ effects: [{ kind: 'block', hexes: FRONT }] }],
  },
  // 064: when the enemy gets inside the nodachi's reach: a headbutt that knocks him back a hex, to
  // where the blade works (push 1); 1 focus makes it daze him (stun).
  {
    number: '064',
    names: { cs: 'Úder hlavou', pl: 'Cios Głową', uk: 'Удар головою', en: 'Headbutt' },
    owner: WARRIOR,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(7),
    sections: [
      { effects: [{ kind: 'attack', hexes: [hit(AHEAD, { wounds: 0, push: 1 })], extra: { fee: 1, hexes: [hit(AHEAD, { wounds: 0, stun: 1 })] } }] },
    ],
  },
  // 065: a spiral of flames: she may pivot once into the cut, then the burning blade runs along the
  // whole line ahead (bleeding wounds).
  {
    number: '065',
    names: { cs: 'Spirála plamenů', pl: 'Skręcony Płomień', uk: "Полум'яні кола", en: 'Flame Spiral' },
    owner: WARRIOR,
    tier: 'steel',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(4),
    sections: [{ effects: [move(turn(1)), { kind: 'attack', hexes: [hit(AHEAD, { bleeding: true }), hit(TWO_AHEAD, { bleeding: true })] }] }],
  },
];

// ---------------------------------------------------------------------------------------------
// Common cards of the Warrior's signature deck that this file authors (107 comes with the Ronin's
// file), and the common jade example 081. Commons serve every character, so their diagrams stay
// adjacent; 086, 113 and 119 are the School of the Blazing Sun (R-SCHOOL-2): heavy, decisive blows.

const commons: CardInput[] = [
  // 081: the CZ rulebook's example of a jade card (R-DECKBUILD-11 note; card-design.md: the one card
  // a deck is built around). Its name and face are not in the texts, so both are ours: the decisive
  // strike, an execution of the hex ahead, only from Determination and for 2 focus, and slow.
  {
    number: '081',
    names: { cs: 'Rozhodující úder', pl: 'Rozstrzygający Cios', uk: 'Вирішальний удар', en: 'Decisive Strike' },
    namesAuthored: true, // no book prints a name for 081
    owner: COMMON,
    tier: 'jade',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(3),
    focusFee: 2,
    kamaeRequirement: 'determination',
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(AHEAD, { wounds: 0, execution: true })] }] }],
  },
  // 083: a wide block: the whole front and both flanks, everything but the back.
  {
    number: '083',
    names: { cs: 'Široký blok', pl: 'Szeroka Zasłona', uk: 'Широкий блок', en: 'Wide Block' },
    owner: COMMON,
    tier: 'steel',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(4, 7),
    sections: [{ effects: [{ kind: 'block', hexes: [AHEAD_LEFT, AHEAD, AHEAD_RIGHT, BEHIND_RIGHT, BEHIND_LEFT] }] }],
  },
  // 086 (School of the Blazing Sun): the devastating rising cut: 2 wounds ahead, and the one who
  // lands it seizes the initiative (advantage).
  {
    number: '086',
    names: { cs: 'Prudký úder', pl: 'Cięcie z Dołu', uk: 'Нищівний удар', en: 'Devastating Strike' },
    owner: COMMON,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(5),
    focusFee: 1,
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(AHEAD, { wounds: 2 })] }, ifSuccessful({ kind: 'advantage' })] }],
  },
  // 087: a fistful of dirt in the eyes: fast and woundless, it blinds and slows (weakness).
  {
    number: '087',
    names: { cs: 'Hlína v očích', pl: 'Sypnięcie Piachem', uk: 'Кидок грязюкою', en: 'Dirt in the Eyes' },
    owner: COMMON,
    tier: 'wood',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(8),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(AHEAD, { wounds: 0, weakness: 1 })] }] }],
  },
  // 103: steel by the CZ rulebook's example ('OCEL: 103'): with a light step, up to 2 hexes in one
  // direction and a turn.
  {
    number: '103',
    names: { cs: 'Lehký krok', pl: 'Lekkim Krokiem', uk: 'Граціозний крок', en: 'Light Step' },
    owner: COMMON,
    tier: 'steel',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(7),
    sections: [{ effects: [move(step(2, ALL_DIRECTIONS), turn(1))] }],
  },
  // 113 (School of the Blazing Sun): the deep cut: a bleeding wound ahead, and for 1 focus a second.
  {
    number: '113',
    names: { cs: 'Seknutí', pl: 'Odcięcie', uk: 'Глибокий поріз', en: 'Deep Cut' },
    owner: COMMON,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(4),
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(AHEAD, { bleeding: true })], extra: { fee: 1, hexes: [hit(AHEAD, { bleeding: true })] } }] }],
  },
  // 116: quick wits: a card drawn and a stance shifted, quickly.
  {
    number: '116',
    names: { cs: 'Bystrá mysl', pl: 'Zwinny Umysł', uk: 'Кмітливість', en: 'Quick Wits' },
    owner: COMMON,
    tier: 'wood',
    types: ['meditation'],
    keywords: ['MEDITATION'],
    initiative: fixed(7),
    sections: [{ effects: [{ kind: 'draw', count: 1, upTo: false }, { kind: 'kamaePath', max: 1 }] }],
  },
  // 118: a wild block: one hex ahead, at any initiative from 2 to 8; if it holds, the blocker
  // lashes back at the hex ahead.
  {
    number: '118',
    names: { cs: 'Zběsilý blok', pl: 'Dziki Blok', uk: 'Дикий блок', en: 'Wild Block' },
    owner: COMMON,
    tier: 'steel',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(2, 8),
    sections: [{ effects: [{ kind: 'block', hexes: [AHEAD] }, ifSuccessful({ kind: 'attack', hexes: [hit(AHEAD)] })] }],
  },
  // 119 (School of the Blazing Sun): the wild swing: the whole front, 2 wounds straight ahead, and
  // the swing carries the swinger round (a mandatory turn).
  {
    number: '119',
    names: { cs: 'Zběsilé máchnutí', pl: 'Dziki Zamach', uk: 'Лютий замах', en: 'Wild Swing' },
    owner: COMMON,
    tier: 'gold',
    types: ['attack'],
    keywords: ['ATTACK'],
    initiative: fixed(5),
    focusFee: 1,
    sections: [{ effects: [{ kind: 'attack', hexes: [hit(AHEAD_LEFT), hit(AHEAD, { wounds: 2 }), hit(AHEAD_RIGHT)] }, move(turn(1, true))] }],
  },
  // 123: a reliable deflection of the hex ahead, at the initiative read; if it holds, the defender
  // may step back out of reach.
  {
    number: '123',
    names: { cs: 'Odrázení', pl: 'Odparcie', uk: 'Надійний захист', en: 'Repel' },
    owner: COMMON,
    tier: 'wood',
    types: ['block'],
    keywords: ['BLOCK'],
    initiative: variable(3, 7),
    sections: [{ effects: [{ kind: 'block', hexes: [AHEAD] }, ifSuccessful(move(step(1, [BACK])))] }],
  },
];

export const warrior: ContentPack = {
  character,
  cards: [...core, ...signature, ...commons],
  signatureDeck: {
    weapon: '072',
    // Rules §23.2 (= catalogue §7a), in the printed order; 107 is authored by the Ronin's file
    // (UKR misprints it as [104] in this list; CZ and PL print 107, catalogue §7).
    cards: [
      '055',
      '056',
      '058',
      '059', '059',
      '060', '060',
      '061', '061',
      '062', '062',
      '063', '063',
      '064', '064',
      '065', '065',
      '083',
      '086',
      '087',
      '103', '103',
      '107',
      '113',
      '116', '116',
      '118',
      '119',
      '123', '123',
    ],
  },
};
