import type { AttackMark, BattlefieldInput, CardInput, CharacterInput, Effect, MovePart, RelativeHex } from '@senjutsu/cards';

type PoisonCardInput = { number: string; names: { cs: string; pl: string; uk: string; en: string }; keywords: string[]; effects: Effect[] };

// Test-only content: two small characters, a small deck and a small battlefield. They prove the
// rules independently of the authored cards (which come with the content issue).

const names = (en: string) => ({ cs: en, pl: en, uk: en, en });

/**
 * Kensei's map: Neutral joins all three positions. A focus point sits between Aggression and
 * Balance; Determination -> Aggression is one-way.
 */
export const KENSEI: CharacterInput = {
  id: 'kensei',
  names: names('Kensei'),
  symbol: 'K',
  advantage: 6,
  handLimit: 4,
  woundLimit: 5,
  weapons: ['katana'],
  coreCard: 'T01',
  poisons: ['P01', 'P02'],
  kamae: {
    nodes: [
      { id: 'neutral', kind: 'neutral' },
      { id: 'aggression', kind: 'aggression' },
      { id: 'balance', kind: 'balance' },
      { id: 'determination', kind: 'determination' },
      { id: 'f1', kind: 'focus' },
    ],
    paths: [
      { from: 'neutral', to: 'aggression', oneWay: false },
      { from: 'neutral', to: 'balance', oneWay: false },
      { from: 'neutral', to: 'determination', oneWay: false },
      { from: 'aggression', to: 'f1', oneWay: false },
      { from: 'f1', to: 'balance', oneWay: false },
      { from: 'determination', to: 'aggression', oneWay: true },
    ],
  },
};

/**
 * Tetsu's map: a line Neutral - Balance - Determination, and a focus point reachable only from
 * Balance by a one-way path, whose only exit leads back to Balance. Two weapon options, so Tetsu may
 * take two core weapon cards (R-DECKBUILD-5, R-CHAR-6).
 */
export const TETSU: CharacterInput = {
  id: 'tetsu',
  names: names('Tetsu'),
  symbol: 'T',
  advantage: 3,
  handLimit: 3,
  woundLimit: 4,
  weapons: ['naginata', 'katana'],
  coreCard: 'T02',
  poisons: ['P01'],
  kamae: {
    nodes: [
      { id: 'n', kind: 'neutral' },
      { id: 'a', kind: 'aggression' },
      { id: 'b', kind: 'balance' },
      { id: 'd', kind: 'determination' },
      { id: 'fp', kind: 'focus' },
    ],
    paths: [
      { from: 'n', to: 'b', oneWay: false },
      { from: 'b', to: 'd', oneWay: false },
      { from: 'n', to: 'a', oneWay: false },
      { from: 'b', to: 'fp', oneWay: true },
      { from: 'fp', to: 'b', oneWay: true },
    ],
  },
};

export const TEST_CHARACTERS: CharacterInput[] = [KENSEI, TETSU];

// Shorthands for writing test cards.
export const step = (count: number, directions: number[], mandatory = true): MovePart => ({ kind: 'step', count, directions, mandatory });
export const turn = (count: number, mandatory = true): MovePart => ({ kind: 'turn', count, mandatory });
export const move = (...parts: MovePart[]): Effect => ({ kind: 'move', parts, ordered: false });
export const moveThen = (...parts: MovePart[]): Effect => ({ kind: 'move', parts, ordered: true });
/** What an attack does, with every mark at its default: one wound. */
export const mark = (extra: Partial<AttackMark> = {}): AttackMark => ({
  wounds: 1, bleeding: false, execution: false, stun: 0, weakness: 0, poison: false, push: 0, pull: 0, rotate: 0, advantage: false, ...extra,
});
/** An attacked diagram hex at (q, r) in the north frame. */
export const hit = (q: number, r: number, extra: Partial<AttackMark> = {}) => ({ at: { q, r }, ...mark(extra) });
export const AHEAD: RelativeHex = { q: 0, r: -1 };

type CardSketch = Partial<CardInput> & Pick<CardInput, 'number' | 'types' | 'initiative'>;
/** A test card with sensible defaults. */
export function testCard(c: CardSketch & { effects?: Effect[] }): CardInput {
  const { effects, ...rest } = c;
  return {
    names: names(`Test ${c.number}`),
    owner: { kind: 'common' },
    tier: c.types.includes('core') ? 'core' : 'wood',
    keywords: [],
    sections: [{ effects: effects ?? [] }],
    ...rest,
  };
}

const fixed = (value: number) => ({ kind: 'fixed' as const, value });

export const TEST_CARDS: CardInput[] = [
  // Core ability cards: a step or turn, or a Kamae shift (the Student-like core card of R-FRAG-6).
  testCard({
    number: 'T01', types: ['core'], initiative: fixed(2), owner: { kind: 'character', character: 'kensei' },
    effects: [{ kind: 'or', options: [[move(step(1, [0, 1, 2, 3, 4, 5], false), turn(1, false))], [{ kind: 'kamaePath', max: 1 }]] }],
  }),
  testCard({
    number: 'T02', types: ['core'], initiative: fixed(2), owner: { kind: 'character', character: 'tetsu' },
    effects: [{ kind: 'or', options: [[move(step(1, [0, 3], false), turn(1, false))], [{ kind: 'kamaePath', max: 1 }]] }],
  }),
  // Core weapon cards (R-ROUND-RESOLVE-5): Attack and Core at once.
  testCard({
    number: 'T70', types: ['attack', 'core'], initiative: fixed(5), keywords: ['KATANA', 'CORE', 'ATTACK', 'WEAPON'],
    owner: { kind: 'weapon', weapon: 'katana' }, effects: [{ kind: 'attack', hexes: [hit(0, -1)] }],
  }),
  testCard({
    number: 'T71', types: ['attack', 'core'], initiative: fixed(4), keywords: ['NAGINATA', 'CORE', 'ATTACK', 'WEAPON'],
    owner: { kind: 'weapon', weapon: 'naginata' }, effects: [{ kind: 'attack', hexes: [hit(0, -2)] }],
  }),
  testCard({ number: 'T10', types: ['attack'], initiative: fixed(6), effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] }),
  testCard({ number: 'T11', types: ['meditation'], initiative: fixed(7), effects: [move(step(1, [0]))] }),
  testCard({ number: 'T12', types: ['block'], initiative: { kind: 'variable', min: 3, max: 7 }, effects: [{ kind: 'block', hexes: [AHEAD] }] }),
  testCard({ number: 'T13', types: ['meditation'], initiative: fixed(4), effects: [{ kind: 'focus', amount: 1 }, { kind: 'kamaePath', max: 2 }] }),
  testCard({ number: 'T14', types: ['attack'], tier: 'steel', initiative: fixed(4), focusFee: 1, effects: [{ kind: 'attack', hexes: [hit(0, -1, { wounds: 2 })] }] }),
  testCard({
    number: 'T15', types: ['attack'], tier: 'steel', initiative: fixed(5), alternativeInitiative: { value: 9, fee: 1 },
    effects: [{ kind: 'attack', hexes: [hit(0, -1), hit(0, -2)] }],
  }),
  testCard({ number: 'T16', types: ['meditation'], initiative: fixed(8), instant: 'replacement', effects: [move(turn(1))] }),
  testCard({ number: 'T17', types: ['meditation'], initiative: fixed(3), prepared: true, effects: [{ kind: 'kamaeJump', to: 'any' }] }),
  testCard({ number: 'T18', types: ['attack'], initiative: fixed(7), kamaeRequirement: 'aggression', effects: [{ kind: 'attack', hexes: [hit(0, -1), hit(1, -1)] }] }),
  testCard({
    number: 'T19', types: ['attack'], initiative: fixed(5),
    effects: [{ kind: 'attack', hexes: [hit(0, -1)], extra: { fee: 1, hexes: [hit(1, -1), hit(-1, 0)] } }],
  }),
  testCard({ number: 'T20', types: ['meditation'], initiative: fixed(6), effects: [moveThen(step(2, [0]), turn(1, false))] }),
  testCard({ number: 'T21', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'draw', count: 2, upTo: true }, { kind: 'discard', count: 1 }] }),
  testCard({
    number: 'T22', types: ['meditation'], initiative: fixed(6),
    effects: [move(step(1, [0, 1, 5], false), turn(2, false))],
  }),
  testCard({
    number: 'T23', types: ['attack'], initiative: fixed(7),
    sections: [
      { effects: [{ kind: 'attack', hexes: [hit(0, -1)] }, { kind: 'ifSuccessful', effects: [{ kind: 'focus', amount: 1 }] }] },
      { initiative: fixed(2), effects: [move(step(1, [3], false))] },
    ],
  }),
  testCard({
    number: 'T24', types: ['meditation'], initiative: fixed(3),
    effects: [
      { kind: 'kamae', position: 'balance', effects: [{ kind: 'focus', amount: 2 }] },
      { kind: 'optionalFee', fee: 1, effects: [{ kind: 'draw', count: 1, upTo: false }] },
      { kind: 'kamaeJump', to: 'balance' },
    ],
  }),
  // OP-73: "look at the hand" is on no printed base card (OP-45, S41); these test cards carry it.
  testCard({ number: 'T43', types: ['meditation'], initiative: fixed(5), effects: [{ kind: 'lookAtHand' }, { kind: 'focus', amount: 1 }] }),
  testCard({ number: 'T44', types: ['meditation'], initiative: fixed(3), instant: 'instant', instantWindow: 'startOfTurn', effects: [{ kind: 'lookAtHand' }] }),
];

/** Cards that together use every term of the effect vocabulary, for random games (issue #3). */
export const COMBAT_CARDS: CardInput[] = [
  testCard({ number: 'T30', types: ['attack'], initiative: fixed(6), effects: [{ kind: 'attack', hexes: [hit(0, -1, { push: 2 })] }] }),
  testCard({ number: 'T31', types: ['attack'], initiative: fixed(5), range: 3, effects: [{ kind: 'targetedAttack', mark: mark({ pull: 1 }) }] }),
  testCard({ number: 'T32', types: ['attack'], initiative: fixed(7), effects: [{ kind: 'attack', hexes: [hit(0, -1, { rotate: 1, wounds: 0, stun: 1 })] }] }),
  testCard({ number: 'T33', types: ['attack'], initiative: fixed(4), effects: [{ kind: 'attack', hexes: [hit(0, -1, { poison: true, bleeding: true })] }] }),
  testCard({ number: 'T34', types: ['attack'], initiative: fixed(8), range: 4, effects: [{ kind: 'initiativeAttack', mark: mark({ weakness: 1, wounds: 0 }) }] }),
  testCard({
    number: 'T35', types: ['block'], initiative: { kind: 'variable', min: 4, max: 7 },
    effects: [{ kind: 'block', hexes: [AHEAD, { q: 1, r: -1 }, { q: -1, r: 0 }], counter: [5, 6] }, { kind: 'ifSuccessful', effects: [{ kind: 'focus', amount: 1 }] }],
  }),
  testCard({
    number: 'T36', types: ['meditation'], initiative: fixed(4), instant: 'supplemental', instantWindow: 'attackSuccessful',
    effects: [{ kind: 'kamaeJump', to: 'any' }],
  }),
  testCard({ number: 'T37', types: ['meditation'], initiative: fixed(3), instant: 'instant', instantWindow: 'startOfTurn', effects: [{ kind: 'focus', amount: 1 }] }),
  testCard({
    number: 'T38', types: ['meditation'], initiative: fixed(5),
    effects: [{ kind: 'search', top: 3, take: 1 }, { kind: 'recover', count: 1 }],
  }),
  testCard({
    number: 'T39', types: ['attack'], initiative: fixed(6),
    effects: [{ kind: 'discardDeck', count: 2, effects: [{ kind: 'attack', hexes: [hit(0, -1, { wounds: 2, advantage: true })] }] }, { kind: 'attack', hexes: [hit(0, -1)] }],
  }),
  testCard({
    number: 'T40', types: ['meditation'], initiative: fixed(5),
    effects: [{ kind: 'stealth' }, { kind: 'condition', condition: 'stealthed', effects: [move(step(1, [0, 1, 5], false))] }],
  }),
  testCard({
    number: 'T41', types: ['block'], initiative: fixed(5), instant: 'supplemental', instantWindow: 'afterResolve',
    effects: [{ kind: 'block', hexes: [AHEAD], extra: { fee: 1, hexes: [{ q: 0, r: 1 }] } }],
  }),
  testCard({ number: 'T42', types: ['attack'], tier: 'jade', initiative: fixed(3), focusFee: 2, effects: [{ kind: 'attack', hexes: [hit(0, -1, { execution: true, wounds: 0 })] }] }),
];

export const TEST_POISONS = [
  { number: 'P01', names: names('Test venom'), keywords: ['POISON'], effects: [{ kind: 'discard', count: 1 }] },
  { number: 'P02', names: names('Test numbing venom'), keywords: ['POISON'], effects: [{ kind: 'kamaeJump', to: 'neutral' }] },
] satisfies PoisonCardInput[];

/** A hexagon of radius 4 with start areas on its north and south edges. */
function hexagon(radius: number) {
  const out: { q: number; r: number }[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) out.push({ q, r });
  }
  return out;
}

export const TEST_BATTLEFIELD: BattlefieldInput = {
  id: 'test-hexagon',
  names: names('Test hexagon'),
  hexes: hexagon(4),
  startAreas: [
    { hexes: [{ q: -1, r: 4 }, { q: 0, r: 4 }, { q: 1, r: 3 }], facing: 0 },
    { hexes: [{ q: 1, r: -4 }, { q: 0, r: -4 }, { q: -1, r: -3 }], facing: 3 },
  ],
};

/** A small arena (radius 3) whose start areas are 3 to 4 hexes apart, so random games come to blows. */
export const TEST_ARENA: BattlefieldInput = {
  id: 'test-arena',
  names: names('Test arena'),
  hexes: hexagon(3),
  startAreas: [
    { hexes: [{ q: 0, r: 2 }, { q: -1, r: 2 }, { q: 1, r: 1 }], facing: 0 },
    { hexes: [{ q: 0, r: -2 }, { q: 1, r: -2 }, { q: -1, r: -1 }], facing: 3 },
  ],
};

/** Every test card number a character may use in a random test deck. */
export const TEST_DECK: string[] = ['T10', 'T10', 'T11', 'T12', 'T12', 'T13', 'T14', 'T15', 'T16', 'T17', 'T18', 'T19', 'T20', 'T21', 'T22', 'T23', 'T24', 'T13'];

/** A deck using every effect kind and instant window, for the property test and the benchmark. */
export const COMBAT_DECK: string[] = [...TEST_DECK.slice(0, 12), ...COMBAT_CARDS.map((c) => c.number)];
