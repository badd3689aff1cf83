import { describe, expect, it } from 'vitest';
import { CATALOG } from '../content';
import { EffectSchema, LANGUAGES } from '../schema';
import { AUTOMATA, BEHAVIOUR_TRACK, nextBehaviour } from './automata';
import { characterSoloCards, SELECTION_DECKS, SOLO_CARD_INPUTS, SOLO_CATALOG } from './catalog';
import {
  BASE_AUTOMATED_CHARACTERS,
  EXPANSION_AUTOMATED_CHARACTERS,
  BehaviourTrackSchema,
  AutomatonSchema,
  SoloCardSchema,
  isNightmare,
  showsAttack,
  soloCardEffects,
  type SoloCard,
  type SoloCardInput,
} from './schema';

// The solo cards as data: every card parses, the eight selection decks hold exactly the numbers of
// the catalogue (§4a), the faces the Polish rulebook shows are honoured (R-FRAG-13), and the schema
// refuses cards an automaton could not use. These tests read data; the rules they rest on are
// behaviour the automata engine will prove (the report lists them).

const cards = Object.values(SOLO_CATALOG.cards);
const card = (n: string): SoloCard => {
  const c = SOLO_CATALOG.cards[n];
  if (c === undefined) throw new Error(`no solo card ${n}`);
  return c;
};
const range = (from: number, to: number, prefix = 'S') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(3, '0')}`);

/** Catalogue §4a (CZ = UKR = PL), the solo numbers with our S prefix. */
const CATALOGUE_DECKS: Record<number, string[]> = {
  1: ['S001', 'S003', 'S008', 'S009'],
  2: ['S002', 'S004', 'S005', 'S006', 'S007'],
  3: range(10, 13),
  4: range(14, 25),
  5: range(26, 35),
  6: range(36, 38),
  7: range(39, 41),
  8: range(995, 999, 'N'),
};

describe('solo cards: parsing', () => {
  it('every solo card parses and numbers are unique', () => {
    for (const c of SOLO_CARD_INPUTS) expect(SoloCardSchema.safeParse(c).success, c.number).toBe(true);
    const numbers = SOLO_CARD_INPUTS.map((c) => c.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('names are non-empty in all four languages; printed names are the Polish readings', () => {
    for (const c of cards) for (const lang of LANGUAGES) expect(c.names[lang].trim().length, `${c.number} ${lang}`).toBeGreaterThan(0);
    const printed = Object.fromEntries(cards.filter((c) => c.printedNames.length > 0).map((c) => [c.number, c.names.pl]));
    expect(printed).toEqual({ S001: 'Agresywny Umysł', S015: 'Odwrotne Cięcie', S016: 'Kopnięcie Konia', XN101: 'Żmijowy Kieł' });
  });

  it('the solo move, attack, targeted attack and block effects are valid player effects (one engine handler each)', () => {
    const shared = cards.flatMap(soloCardEffects).filter((e) => ['move', 'attack', 'targetedAttack', 'block'].includes(e.kind));
    expect(shared.length).toBeGreaterThan(60);
    for (const e of shared) expect(EffectSchema.safeParse(e).success, JSON.stringify(e)).toBe(true);
  });
});

describe('solo cards: the eight selection decks (catalogue §4a)', () => {
  it('hold exactly the printed numbers: 4, 5, 4, 12, 10, 3, 3 and 5 cards', () => {
    expect(SELECTION_DECKS).toEqual(CATALOGUE_DECKS);
    expect(Object.values(SELECTION_DECKS).map((d) => d.length)).toEqual([4, 5, 4, 12, 10, 3, 3, 5]);
  });

  it('decks 1 and 2 are meditations, 3, 4, 6, 7 and 8 attacks, 5 blocks', () => {
    const typeOf = (deck: number) => [...new Set((CATALOGUE_DECKS[deck] ?? []).map((n) => card(n).body.kind))];
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(typeOf)).toEqual([
      ['meditation'], ['meditation'], ['attack'], ['attack'], ['block'], ['attack'], ['attack'], ['attack'],
    ]);
  });

  it('the bow and the arquebus shoot beyond their preferred distance; the melee decks strike adjacent hexes', () => {
    for (const n of [...CATALOGUE_DECKS[6]!, ...CATALOGUE_DECKS[7]!]) expect(card(n).range, n).toBeGreaterThanOrEqual(6);
    for (const n of CATALOGUE_DECKS[4]!) expect(card(n).range, n).toBeUndefined();
  });
});

describe('solo cards: the nightmare cards and the characters\' own cards', () => {
  it('R-SOLO-NIGHTMARE-1: nightmare cards carry the keyword NIGHTMARE and an N number (the symbol); no other card does', () => {
    for (const c of cards) {
      expect(c.keywords.includes('NIGHTMARE'), c.number).toBe(isNightmare(c));
      expect(/^X?N/.test(c.number), c.number).toBe(isNightmare(c));
    }
    const expansion = ['XN201', 'XN221', 'XN231', 'XN241', 'XN251', 'XN261', 'XN271', 'XN281', 'XN291', 'XN301', 'XN311']; // section 21.5 (Hachiko has none)
    expect(cards.filter(isNightmare).map((c) => c.number).sort()).toEqual([...CATALOGUE_DECKS[8]!, 'XN101', 'XN111', 'XN121', 'XN131', ...expansion].sort());
  });

  it('R-SOLO-AUTO-3: each base character has its own signature solo cards and exactly one nightmare card', () => {
    for (const character of BASE_AUTOMATED_CHARACTERS) {
      const own = characterSoloCards(character);
      expect(own.signature.length, character).toBeGreaterThanOrEqual(3);
      expect(own.nightmare, character).toHaveLength(1);
      expect(CATALOG.characters[character], character).toBeDefined();
    }
  });

  it('the faces the Polish rulebook shows (catalogue §6 F31-F34) are honoured', () => {
    const kinds = (c: SoloCard) => soloCardEffects(c).map((e) => e.kind);
    // Aggressive Mind: SOLO. MEDITATION.; change AI behaviour; shuffle the top discarded card back.
    expect(card('S001').keywords).toEqual(['SOLO', 'MEDITATION']);
    expect(kinds(card('S001'))).toEqual(expect.arrayContaining(['changeBehaviour', 'returnDiscard']));
    // Master's nightmare card: SOLO. NIGHTMARE. ATTACK.; 7; change behaviour above the parts;
    // "if successful: refresh deck" in the attack part, "refresh deck" in the movement part.
    const fang = card('XN101');
    expect(fang.keywords).toEqual(['SOLO', 'NIGHTMARE', 'ATTACK']);
    expect(fang.initiative).toEqual({ kind: 'fixed', value: 7 });
    expect(fang.before).toEqual([{ kind: 'changeBehaviour' }]);
    if (fang.body.kind !== 'attack') throw new Error('XN101 is an attack card');
    expect(fang.body.attack.effects).toContainEqual({ kind: 'ifSuccessful', effects: [{ kind: 'refreshDeck' }] });
    expect(fang.body.movement).toContainEqual({ kind: 'refreshDeck' });
    // Horse Kick ("61": initiative 6) and Reverse Cut (pictured with the solo counters) are attacks.
    expect(card('S016').keywords).toEqual(['SOLO', 'ATTACK']);
    expect(card('S016').initiative).toEqual({ kind: 'fixed', value: 6 });
    expect(card('S015').counter).toBeDefined();
  });

  it('R-SOLO-COUNTER-1: counter effects sit on attack cards (Ukrainian) and on block cards (Polish), one value each', () => {
    const countered = cards.filter((c) => c.counter !== undefined);
    expect(new Set(countered.map((c) => c.body.kind))).toEqual(new Set(['attack', 'block']));
  });

  it('every attack card shows an attack effect; a meditation shows none', () => {
    for (const c of cards) {
      if (c.body.kind === 'attack') expect(showsAttack(c), c.number).toBe(true);
      if (c.body.kind === 'meditation') expect(showsAttack(c), c.number).toBe(false);
    }
    // A block whose successful block strikes back shows an attack effect too.
    expect(showsAttack(card('S029'))).toBe(true);
  });
});

describe('solo cards: the schema refuses cards an automaton could not use', () => {
  const base = SOLO_CARD_INPUTS.find((c) => c.number === 'S014') as SoloCardInput;
  const bad = (patch: Partial<SoloCardInput>) => SoloCardSchema.safeParse({ ...base, ...patch }).success;

  it('an attack card needs an attack in its attack part and a move in its movement part', () => {
    expect(bad({})).toBe(true);
    expect(bad({ body: { kind: 'attack', attack: { effects: [{ kind: 'refreshDeck' }] }, movement: [{ kind: 'move', parts: [{ kind: 'turn', count: 1, mandatory: false }] }] } })).toBe(false);
    expect(bad({ body: { kind: 'attack', attack: { effects: [{ kind: 'attack', hexes: [{ at: { q: 0, r: -1 } }] }] }, movement: [{ kind: 'refreshDeck' }] } })).toBe(false);
  });

  it('a block card needs a block and a variable initiative; other cards a fixed one', () => {
    const block = SOLO_CARD_INPUTS.find((c) => c.number === 'S026') as SoloCardInput;
    expect(SoloCardSchema.safeParse({ ...block, initiative: { kind: 'fixed', value: 5 } }).success).toBe(false);
    expect(bad({ initiative: { kind: 'variable', min: 3, max: 6 } })).toBe(false);
  });

  it('the keywords SOLO and NIGHTMARE and the N number go together with the owner; a targeted attack needs a range', () => {
    expect(bad({ keywords: ['ATTACK'] })).toBe(false);
    expect(bad({ keywords: ['SOLO', 'NIGHTMARE', 'ATTACK'] })).toBe(false);
    expect(bad({ owner: { kind: 'selection', deck: 8 } })).toBe(false);
    const shot = SOLO_CARD_INPUTS.find((c) => c.number === 'S036') as SoloCardInput;
    expect(SoloCardSchema.safeParse({ ...shot, range: undefined }).success).toBe(false);
    expect(bad({ range: 3 })).toBe(false);
  });
});

describe('automata data (catalogue §4b, §4c)', () => {
  it('the nine base-game automata parse, each with a recipe and its rule', () => {
    for (const a of AUTOMATA) expect(AutomatonSchema.safeParse(a).success, a.id).toBe(true);
    expect(AUTOMATA.map((a) => a.id).slice(0, 9)).toEqual([
      'samurai-boss', 'katana-ashigaru', 'yari-ashigaru', 'yumi-ashigaru', 'arquebusier', 'master', 'student', 'ronin', 'warrior',
    ]);
    expect(AUTOMATA.map((a) => a.id).slice(9)).toEqual([...EXPANSION_AUTOMATED_CHARACTERS]); // section 21.5
  });

  it('preferred distances as printed: boss and katana 1, yari 2, yumi 5+, arquebusier 6+, Master 1, Student 1, Ronin 2, Warrior 1', () => {
    const dist = Object.fromEntries(Object.values(SOLO_CATALOG.automata).map((a) => [a.id, `${a.preferredDistance.hexes}${a.preferredDistance.orMore ? '+' : ''}`]));
    expect(dist).toEqual({
      'samurai-boss': '1', 'katana-ashigaru': '1', 'yari-ashigaru': '2', 'yumi-ashigaru': '5+', arquebusier: '6+',
      master: '1', student: '1', ronin: '2', warrior: '1',
      // Section 21.5 (R-SOLO-DIST-6, Polish rulebook).
      'hachiko-ashigaru': '2', hachiko: '1', assassin: '1', kojiro: '1', monk: '2', musashi: '1', ninja: '1', 'onna-bugeisha': '2',
      sailor: '1', wakou: '1', yasuke: '1', yojimbo: '1',
    });
    // The yari moves as a melee automaton (OP-32); bow and arquebus as ranged ones.
    const ranged = Object.values(SOLO_CATALOG.automata).filter((a) => a.movement === 'ranged').map((a) => a.id);
    expect(ranged).toEqual(['yumi-ashigaru', 'arquebusier']);
  });
});

describe('behaviour track data (the ruling of the track order and sides; the geometry needs the engine)', () => {
  it('the marker cycles left, middle, right, left; middle is straight ahead of the target, left and right its front diagonals', () => {
    expect(['left', 'middle', 'right'].map((b) => nextBehaviour(b as 'left'))).toEqual(['middle', 'right', 'left']);
    expect(BEHAVIOUR_TRACK.side).toEqual({ left: 5, middle: 0, right: 1 });
    // A track whose arrows skip a space is refused.
    expect(BehaviourTrackSchema.safeParse({ next: { left: 'middle', middle: 'left', right: 'left' }, side: BEHAVIOUR_TRACK.side }).success).toBe(false);
  });
});
