import { applyAction, createGame, createScenario, outcome, pendingDecisions, type Action, type GameEvent, type GameState } from '@senjutsu/engine';
import { TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS, TEST_DECK, TEST_POISONS, passWindows, randomPlayout } from '@senjutsu/engine/testing';
import { describe, expect, it } from 'vitest';
import { validateDeck } from '../deckbuilding';
import { CardSchema, CharacterSchema, LANGUAGES, PoisonCardSchema, type Card, type Effect } from '../schema';
import { student } from './student';

// The Student's content pack: parsing, the printed signature deck (rules §23.4), tiers and owners,
// the facts the rulebooks recovered (card-catalogue.md §1, §6; rules §25) and a smoke test of random
// games against the engine's test character.

const cards: Card[] = student.cards.map((c) => CardSchema.parse(c));
const byNumber = new Map(cards.map((c) => [c.number, c]));
const card = (number: string): Card => {
  const c = byNumber.get(number);
  if (c === undefined) throw new Error(`no card ${number} in the Student pack`);
  return c;
};
const effectsOf = (c: Card): Effect[] => c.sections.flatMap((s) => s.effects);
const deckCount = (number: string) => student.signatureDeck.cards.filter((n) => n === number).length;

/** Rules §23.4 (CZ, UKR and PL agree on every count; catalogue §7a). */
const SIGNATURE_LIST: Record<string, number> = {
  '040': 1, '042': 1, '043': 1, '044': 2, '045': 2, '046': 2, '047': 2, '048': 3, '049': 2, '050': 2,
  '084': 1, '090': 1, '099': 2, '100': 1, '105': 2, '115': 1, '117': 1, '121': 1, '122': 1, '124': 1,
};
/** Cards of the Student's deck authored in other packs: none (117 is authored here, for the Master's deck too). */
const EXPECTED_FROM_ELSEWHERE: string[] = [];
const SIGNATURE_NUMBERS = ['040', '042', '043', '044', '045', '046', '047', '048', '049', '050'];
const COMMON_NUMBERS = ['084', '090', '099', '100', '105', '115', '117', '121', '122', '124'];

describe('Student pack: parsing', () => {
  it('every card, the character and any poison parse', () => {
    for (const c of student.cards) expect(CardSchema.safeParse(c).success, c.number).toBe(true);
    expect(CharacterSchema.safeParse(student.character).success).toBe(true);
    for (const p of student.poisons ?? []) expect(PoisonCardSchema.safeParse(p).success, p.number).toBe(true);
  });

  it('names are non-empty in all four languages, for the cards and the character', () => {
    for (const c of cards) for (const lang of LANGUAGES) expect(c.names[lang].trim().length, `${c.number} ${lang}`).toBeGreaterThan(0);
    const character = CharacterSchema.parse(student.character);
    expect(character.names).toEqual({ cs: 'Učedník', pl: 'Uczeń', uk: 'Учень', en: 'Student' });
    expect(character.symbol).toBe('student');
  });

  it('card numbers are unique and printed as three digits', () => {
    const numbers = cards.map((c) => c.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^\d{3}$/);
  });

  it('the pack holds exactly the core cards and the deck list', () => {
    expect([...byNumber.keys()].sort()).toEqual(['038', '070', ...Object.keys(SIGNATURE_LIST)].sort());
  });
});

describe('Student pack: signature deck (R-SIG-1, R-SIG-2, rules §23.4)', () => {
  it('R-SIG-2 the deck is the printed list: 30 ability cards with repeats', () => {
    const counts: Record<string, number> = {};
    for (const n of student.signatureDeck.cards) counts[n] = (counts[n] ?? 0) + 1;
    expect(counts).toEqual(SIGNATURE_LIST);
    expect(student.signatureDeck.cards).toHaveLength(30);
  });

  it('R-SIG-2 the core weapon card is 070 Katana Cut (UKR misprints it as [071]; catalogue §7)', () => {
    expect(student.signatureDeck.weapon).toBe('070');
  });

  it('R-DECK-2 no core card is counted in the 30', () => {
    for (const n of student.signatureDeck.cards) expect(card(n).tier).not.toBe('core');
  });

  it('every card of the deck is authored here or expected from another pack', () => {
    for (const n of new Set([...student.signatureDeck.cards, student.signatureDeck.weapon])) {
      expect(byNumber.has(n) || EXPECTED_FROM_ELSEWHERE.includes(n), n).toBe(true);
    }
  });

  it('R-DECKBUILD-1..11 R-SCHOOL-4 the signature deck is a legal 30-card deck of the Jade River school', () => {
    const catalog = {
      cards: Object.fromEntries(cards.map((c) => [c.number, c])),
      characters: { student: CharacterSchema.parse(student.character) },
    };
    const deck = { character: 'student', weapons: [student.signatureDeck.weapon], cards: student.signatureDeck.cards };
    expect(validateDeck(deck, { catalog, size: 30, school: 'jade-river' })).toEqual([]);
  });

  it('R-CHAR-1 the core ability card and the core weapon card are in the pack', () => {
    const character = CharacterSchema.parse(student.character);
    expect(character.coreCard).toBe('038');
    expect(card('038').types).toEqual(['core']);
    expect(card(student.signatureDeck.weapon).types).toContain('core');
  });
});

describe('Student pack: tiers and owners', () => {
  it('R-DECKBUILD-8/9 a card held 3 times is wood, 2 times wood or steel', () => {
    for (const [n, k] of Object.entries(SIGNATURE_LIST)) {
      if (k === 3) expect(card(n).tier, n).toBe('wood');
      if (k === 2) expect(['wood', 'steel'], n).toContain(card(n).tier);
    }
  });

  it('R-DECKBUILD-10/11 at most 8 gold cards and at most 1 jade card in the deck', () => {
    const tiers = student.signatureDeck.cards.map((n) => card(n).tier);
    expect(tiers.filter((t) => t === 'gold').length).toBeLessThanOrEqual(8);
    expect(tiers.filter((t) => t === 'jade').length).toBeLessThanOrEqual(1);
  });

  it('R-CORE-1 exactly the two core cards are of the core tier', () => {
    expect(cards.filter((c) => c.tier === 'core').map((c) => c.number).sort()).toEqual(['038', '070']);
  });

  it('R-CARD-3 the signature cards 040-050 and the core card 038 belong to the Student', () => {
    for (const n of ['038', ...SIGNATURE_NUMBERS]) expect(card(n).owner, n).toEqual({ kind: 'character', character: 'student' });
  });

  it('R-CARD-2 the common cards of the deck are owned by no one', () => {
    for (const n of COMMON_NUMBERS) expect(card(n).owner, n).toEqual({ kind: 'common' });
  });

  it('every card is in the spirit of its type: blocks block, attacks attack, meditations do neither', () => {
    const kinds = (c: Card) => JSON.stringify(c.sections);
    for (const c of cards) {
      if (c.types.includes('block')) expect(kinds(c), c.number).toContain('"kind":"block"');
      if (c.types.includes('attack')) expect(kinds(c), c.number).toContain('"kind":"attack"');
      if (c.types.includes('meditation')) expect(kinds(c), c.number).not.toMatch(/"kind":"(attack|block)"/);
    }
  });

  it('fees and initiatives stay on the design scale (card-design.md)', () => {
    for (const c of cards) {
      expect(c.focusFee, c.number).toBeLessThanOrEqual(3);
      const values = c.initiative.kind === 'fixed' ? [c.initiative.value] : [c.initiative.min, c.initiative.max];
      for (const v of values) expect(v, c.number).toBeLessThanOrEqual(10);
    }
  });
});

describe('Student character (OP-1, OP-2)', () => {
  const character = CharacterSchema.parse(student.character);

  it('R-CHAR-3 starting advantage 4 (Ronin 5, Student 4, Master 3, Warrior 2)', () => {
    expect(character.advantage).toBe(4);
  });

  it('R-CHAR-4/5 hand limit 4 or 5 and wound limit 5 to 7', () => {
    expect([4, 5]).toContain(character.handLimit);
    expect(character.woundLimit).toBeGreaterThanOrEqual(5);
    expect(character.woundLimit).toBeLessThanOrEqual(7);
  });

  it('R-DECKBUILD-4 the katana is a weapon option and 070 names it among its keywords', () => {
    expect(character.weapons).toContain('katana');
    expect(card('070').keywords).toContain('KATANA');
    expect(character.weapons.length).toBe(2);
  });

  it('OP-2 the map uses the standard node ids and every position can be reached by path moves', () => {
    expect(character.kamae.nodes.map((n) => n.id).sort()).toEqual(['aggression', 'balance', 'determination', 'focus1', 'neutral']);
    const next = (id: string) => character.kamae.paths.flatMap((p) => (p.from === id ? [p.to] : !p.oneWay && p.to === id ? [p.from] : []));
    for (const start of ['neutral', 'aggression', 'balance', 'determination']) {
      const seen = new Set([start]);
      const queue = [start];
      while (queue.length > 0) for (const n of next(queue.shift()!)) if (!seen.has(n)) { seen.add(n); queue.push(n); }
      expect([...seen].sort(), start).toEqual(['aggression', 'balance', 'determination', 'focus1', 'neutral']);
    }
  });

  it('R-KAMAE-3 the favoured Aggression and Determination carry Kamae effects on the Student cards', () => {
    const positions = cards.flatMap((c) => effectsOf(c).filter((e) => e.kind === 'kamae').map((e) => (e as { position: string }).position));
    expect(positions).toContain('aggression');
    expect(positions).toContain('determination');
  });
});

describe('Student pack: the facts the rulebooks recovered', () => {
  it('R-FRAG-3 R-FRAG-6 038 (catalogue §6 F6, F19): draw up to 2 -OR- discard 1 then take 1 from the discard pile -OR- Kamae up to 1 path', () => {
    const or = effectsOf(card('038')).find((e) => e.kind === 'or');
    expect(or).toEqual({
      kind: 'or',
      options: [
        [{ kind: 'draw', count: 2, upTo: true }],
        [{ kind: 'discard', count: 1 }, { kind: 'recover', count: 1 }],
        [{ kind: 'kamaePath', max: 1 }],
      ],
    });
  });

  it("catalogue §6 F2, F8: 038's move line '21 C2' / '&1 C2' is step 1, turn 2", () => {
    const m = effectsOf(card('038')).find((e) => e.kind === 'move');
    expect(m).toEqual({ kind: 'move', ordered: false, parts: [
      { kind: 'step', count: 1, directions: [0, 1, 2, 3, 4, 5], mandatory: false },
      { kind: 'turn', count: 2, mandatory: false },
    ] });
  });

  it('catalogue row 038: the core ability card (red bar) is of the core type and tier', () => {
    expect(card('038').tier).toBe('core');
    expect(card('038').keywords).toContain('CORE');
  });

  it('R-FRAG-2 catalogue §6 F33: 070 Katana Cut is KATANA. CORE. ATTACK. WEAPON., an attack and core card of the katana', () => {
    const c = card('070');
    expect(c.keywords).toEqual(expect.arrayContaining(['KATANA', 'CORE', 'ATTACK', 'WEAPON']));
    expect([...c.types].sort()).toEqual(['attack', 'core']);
    expect(c.owner).toEqual({ kind: 'weapon', weapon: 'katana' });
    expect(c.names).toMatchObject({ cs: 'Sek katanou', pl: 'Cięcie Kataną', uk: 'Змах катаною' });
  });

  it('catalogue row 048 and §6 F15: Waterfall is an attack with a double attack effect, wood (x3), the parts at 7 and 4', () => {
    const c = card('048');
    expect(c.types).toEqual(['attack']);
    expect(c.tier).toBe('wood');
    const attacks = c.sections.map((s) => s.effects.filter((e) => e.kind === 'attack').length);
    expect(attacks).toEqual([1, 1]);
    expect(c.initiative).toEqual({ kind: 'fixed', value: 7 });
    expect(c.sections[1]!.initiative).toEqual({ kind: 'fixed', value: 4 });
  });

  it("catalogue row 050 and §6 F5: Calm Mind is a meditation at 3: step 1, turn 1, shift Kamae up to 1 path", () => {
    const c = card('050');
    expect(c.types).toEqual(['meditation']);
    expect(c.keywords).toContain('MEDITATION');
    expect(c.initiative).toEqual({ kind: 'fixed', value: 3 });
    const effects = effectsOf(c);
    expect(effects).toContainEqual({ kind: 'kamaePath', max: 1 });
    const m = effects.find((e) => e.kind === 'move') as Extract<Effect, { kind: 'move' }>;
    expect(m.parts.map((p) => [p.kind, p.count])).toEqual([['step', 1], ['turn', 1]]);
  });

  it('catalogue row 047 and §6 F12 (tentative): Spinning Cut is ATTACK. INSTANT BOOST (an instant supplemental attack)', () => {
    const c = card('047');
    expect(c.types).toEqual(['attack']);
    expect(c.instant).toBe('supplemental');
    expect(c.keywords).toEqual(expect.arrayContaining(['ATTACK', 'INSTANT SUPPLEMENTAL']));
  });

  it("R-DECKBUILD-11 note, catalogue row 122: Deep Meditation is Wood (CZ 'DŘEVO: 122')", () => {
    expect(card('122').tier).toBe('wood');
    expect(card('122').types).toEqual(['meditation']);
  });

  it('R-SCHOOL-4 R-SCHOOL-8 the Jade River cards 084, 105, 100 are common and all in the Student deck', () => {
    for (const n of ['084', '105', '100']) {
      expect(card(n).owner, n).toEqual({ kind: 'common' });
      expect(deckCount(n), n).toBeGreaterThan(0);
    }
  });

  it('R-SIG-3 117 Trained Mind is common (also in the Master deck) and a meditation ("Mind")', () => {
    expect(card('117').owner).toEqual({ kind: 'common' });
    expect(card('117').types).toEqual(['meditation']);
    expect(card('117').names).toMatchObject({ cs: 'Vycvičená mysl', pl: 'Biegły Umysł', uk: 'Загартований розум', en: 'Trained Mind' });
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour through the engine.

const definitions = {
  cards: [...student.cards, ...TEST_CARDS],
  characters: [student.character, ...TEST_CHARACTERS],
  poisons: TEST_POISONS,
};

function mustAct(state: GameState, seat: number, action: Action): { state: GameState; events: readonly GameEvent[] } {
  const r = applyAction(state, seat, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('Student pack in the engine', () => {
  it('R-FRAG-6 R-OR-1 038 in play: discard 1, then take a card back from the discard pile', () => {
    const built = createScenario({
      battlefield: TEST_BATTLEFIELD,
      seats: [
        { character: 'student', hex: { q: 0, r: 2 }, facing: 0, hand: ['038', '045'], deck: ['049', '049'], discard: ['048'] },
        { character: 'kensei', hex: { q: 0, r: -2 }, facing: 3, hand: ['T13'], deck: ['T13', 'T13'] },
      ],
      definitions,
    });
    if (!built.ok) throw new Error(built.error.message);
    let state = built.value.state;
    const events: GameEvent[] = [];
    const handId = (seat: number, number: string) => state.seats[seat]!.hand.find((c) => state.cards[c] === number)!;
    for (const [seat, number] of [[0, '038'], [1, 'T13']] as const) {
      const r = mustAct(state, seat, { kind: 'select', card: handId(seat, number) });
      state = r.state;
      events.push(...r.events);
    }
    let chose = false;
    for (let i = 0; i < 60 && state.round === 1; i++) {
      const d = pendingDecisions(state)[0];
      if (d === undefined) break;
      let action = d.options[0]!;
      if (d.seat === 0 && d.kind === 'or') { action = { kind: 'chooseOption', option: 1 }; chose = true; }
      if (d.seat === 0 && d.kind === 'recover') action = d.options.find((o) => o.kind === 'take' && state.cards[o.card] === '048') ?? action;
      if (d.seat === 0 && d.kind === 'move') action = d.options.find((o) => o.kind === 'endMove') ?? action;
      const r = mustAct(state, d.seat, action);
      state = r.state;
      events.push(...r.events);
    }
    expect(chose).toBe(true);
    expect(events.some((e) => e.kind === 'discarded' && e.seat === 0 && e.number === '045')).toBe(true);
    expect(events.some((e) => e.kind === 'recovered' && e.seat === 0 && e.number === '048')).toBe(true);
    expect(state.seats[0]!.hand.map((c) => state.cards[c])).toContain('048');
  });

  /** Play both selected cards to the end of round 1, taking `wanted` actions of seat 0 when offered, else the first option. */
  function playRound(seats: Parameters<typeof createScenario>[0]['seats'], picks: [string, string], wanted: Action[]) {
    const built = createScenario({ battlefield: TEST_BATTLEFIELD, seats, definitions });
    if (!built.ok) throw new Error(built.error.message);
    let state = built.value.state;
    const events: GameEvent[] = [];
    for (const [seat, number] of picks.entries()) {
      const id = state.seats[seat]!.hand.find((c) => state.cards[c] === number)!;
      const r = mustAct(state, seat, { kind: 'select', card: id });
      state = r.state;
      events.push(...r.events);
    }
    const todo = [...wanted];
    for (let i = 0; i < 80 && state.round === 1 && !outcome(state).over; i++) {
      const d = pendingDecisions(state)[0];
      if (d === undefined) break;
      const want = d.seat === 0 ? d.options.find((o) => todo.length > 0 && JSON.stringify(o) === JSON.stringify(todo[0])) : undefined;
      if (want !== undefined) todo.shift();
      const r = mustAct(state, d.seat, want ?? d.options[0]!);
      state = r.state;
      events.push(...r.events);
    }
    return { state, events, unused: todo };
  }

  it("040 Thunder's Tail: dart past the opponent, wheel, and cut at its back for 2 wounds", () => {
    const { state, events, unused } = playRound(
      [
        { character: 'student', hex: { q: 0, r: 0 }, facing: 0, focus: 1, hand: ['040'], deck: ['049', '049'] },
        { character: 'kensei', hex: { q: 0, r: -1 }, facing: 3, hand: ['T13'], deck: ['T13', 'T13'] },
      ],
      ['040', 'T13'],
      [{ kind: 'step', part: 0, direction: 1 }, { kind: 'step', part: 1, direction: 0 }, { kind: 'turn', part: 2, rotation: 1 }],
    );
    expect(unused).toEqual([]);
    expect(state.seats[0]!.hex).toEqual({ q: 1, r: -2 });
    expect(events.filter((e) => e.kind === 'wounded' && e.seat === 1 && e.cause === 'attack').reduce((n, e) => n + (e as { wounds: number }).wounds, 0)).toBe(2);
  });

  it("R-MOVE-5 R-MOVE-11 040 Thunder's Tail: the sidestep may be skipped, and the card still steps forward, wheels and cuts", () => {
    // From (0,0) facing north: no sidestep, one step forward to (0,-1), a turn to face north-east;
    // the two-wound hex behind is then (-1,0), where the opponent stands.
    const { state, events, unused } = playRound(
      [
        { character: 'student', hex: { q: 0, r: 0 }, facing: 0, focus: 1, hand: ['040'], deck: ['049', '049'] },
        { character: 'kensei', hex: { q: -1, r: 0 }, facing: 2, hand: ['T13'], deck: ['T13', 'T13'] },
      ],
      ['040', 'T13'],
      [{ kind: 'endPart', part: 0 }, { kind: 'step', part: 1, direction: 0 }, { kind: 'turn', part: 2, rotation: 1 }],
    );
    expect(unused).toEqual([]);
    expect(state.seats[0]!.hex).toEqual({ q: 0, r: -1 });
    expect(state.seats[0]!.facing).toBe(1);
    expect(attackWounds(events)).toBe(2);
  });

  it('R-MOVE-5 R-MOVE-11 OP-66 049 Mountain Pass: skip the first step, turn, step, and the last turn chooses its own way', () => {
    const built = createScenario({
      battlefield: TEST_BATTLEFIELD,
      seats: [
        { character: 'student', hex: { q: 0, r: 0 }, facing: 0, hand: ['049'], deck: ['049', '049'] },
        { character: 'kensei', hex: { q: 0, r: -3 }, facing: 3, hand: ['T13'], deck: ['T13', 'T13'] },
      ],
      definitions,
    });
    if (!built.ok) throw new Error(built.error.message);
    let state = built.value.state;
    for (const [seat, number] of [[0, '049'], [1, 'T13']] as const) {
      state = mustAct(state, seat, { kind: 'select', card: state.seats[seat]!.hand.find((c) => state.cards[c] === number)! }).state;
    }
    const moveOptions = () => {
      // OP-68: the replacement windows open for both seats whatever they hold; nobody replaces here.
      state = passWindows({ state, events: [] }).state;
      const d = pendingDecisions(state)[0]!;
      expect([d.seat, d.kind]).toEqual([0, 'move']);
      return d.options;
    };
    expect(moveOptions()).toContainEqual({ kind: 'endPart', part: 0 });
    for (const action of [{ kind: 'endPart', part: 0 }, { kind: 'turn', part: 1, rotation: 1 }, { kind: 'step', part: 2, direction: 0 }] as Action[]) {
      state = mustAct(state, 0, action).state;
    }
    expect(state.seats[0]!.hex).toEqual({ q: 1, r: -1 }); // forward from north-east
    // OP-66: the turn part after "then" chooses its way independently of the first turn part.
    // Issue 22: the turn and the step since the part ended can be taken back (undo, listed last).
    expect(moveOptions()).toEqual([{ kind: 'turn', part: 3, rotation: 1 }, { kind: 'turn', part: 3, rotation: -1 }, { kind: 'endMove' }, { kind: 'undo' }]);
    state = mustAct(state, 0, { kind: 'turn', part: 3, rotation: -1 }).state;
    expect(state.seats[0]!.facing).toBe(0);
  });

  it('048 Waterfall: the flank part (initiative 4) reaches an opponent ahead-left whom the first part misses', () => {
    const { state } = playRound(
      [
        { character: 'student', hex: { q: 0, r: 0 }, facing: 0, hand: ['048'], deck: ['049', '049'] },
        { character: 'kensei', hex: { q: -1, r: 0 }, facing: 2, hand: ['T13'], deck: ['T13', 'T13'] },
      ],
      ['048', 'T13'],
      [],
    );
    expect(state.seats[1]!.wounds).toBe(1);
  });

  const attackWounds = (events: readonly GameEvent[]) =>
    events.filter((e) => e.kind === 'wounded' && e.seat === 1 && e.cause === 'attack').reduce((n, e) => n + (e as { wounds: number }).wounds, 0);

  it.each([
    ['neutral', 1],
    ['aggression', 2],
  ] as const)('048 Waterfall in %s: an opponent straight ahead takes %i wound(s) (in Aggression the water crashes down the middle again at 4)', (kamae, wounds) => {
    const { events } = playRound(
      [
        { character: 'student', hex: { q: 0, r: 0 }, facing: 0, kamae, hand: ['048'], deck: ['049', '049'] },
        { character: 'kensei', hex: { q: 0, r: -1 }, facing: 3, hand: ['T13'], deck: ['T13', 'T13'] },
      ],
      ['048', 'T13'],
      [],
    );
    expect(attackWounds(events)).toBe(wounds);
  });

  it.each([
    ['neutral', 1],
    ['aggression', 2],
  ] as const)('R-OR-2 044 Measured Strike in %s: %i wound(s) to the opponent ahead', (kamae, wounds) => {
    const { events } = playRound(
      [
        { character: 'student', hex: { q: 0, r: 0 }, facing: 0, kamae, hand: ['044'], deck: ['049', '049'] },
        { character: 'kensei', hex: { q: 0, r: -1 }, facing: 3, hand: ['T13'], deck: ['T13', 'T13'] },
      ],
      ['044', 'T13'],
      [],
    );
    expect(attackWounds(events)).toBe(wounds);
  });

  it('smoke: 50 seeded random games of the signature deck against the test character raise no engine error', () => {
    let finished = 0;
    for (let seed = 1; seed <= 50; seed++) {
      const created = createGame({
        seed,
        battlefield: TEST_BATTLEFIELD,
        seats: [
          { character: 'student', deck: [...student.signatureDeck.cards], weapons: [student.signatureDeck.weapon] },
          { character: 'kensei', deck: TEST_DECK, weapons: ['T70'] },
        ],
        definitions,
      });
      if (!created.ok) throw new Error(created.error.message);
      let state = created.value.state;
      try {
        state = randomPlayout(state, seed, 60).state;
      } catch (e) {
        throw new Error(`seed ${seed}: ${(e as Error).message}`);
      }
      if (outcome(state).over) finished++;
    }
    expect(finished).toBeGreaterThan(0);
  });
});
