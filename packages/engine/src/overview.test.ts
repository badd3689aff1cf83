import { CARD_TYPES, CATALOG, CardSchema, KAMAE_POSITIONS, LANGUAGES, validateDeck, type CardInput } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { expectRejected } from './testing/rejected';
import type { Action } from './decisions';
import { applyAction, createGame, outcome, pendingDecisions, viewFor, type GameEvent, type GameState } from './index';
import { act, decisionOf, eventsOf, handCard, hit, move, scenario, selectCards, step, TEST_BATTLEFIELD, testCard } from './testing';

// Sections 3 and 4 of the rules: the game overview (R-OVERVIEW), characters (R-CHAR), card types
// (R-CARD) and the golden rule "card over rulebook" (R-GOLDEN-1). Descriptive-sounding rules are
// proved through the behaviour or through the real content data (CATALOG) that embodies them.
// Test-only cards are numbered N1xx.

type Hex = { q: number; r: number };
const ORIGIN: Hex = { q: 0, r: 0 };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const focus1 = { kind: 'focus' as const, amount: 1 };

/** Meditation cards that gain 1 focus, at three initiatives. */
const MED7 = testCard({ number: 'N101', types: ['meditation'], initiative: fixed(7), effects: [focus1] });
const MED5 = testCard({ number: 'N102', types: ['meditation'], initiative: fixed(5), effects: [focus1] });
const MED3 = testCard({ number: 'N103', types: ['meditation'], initiative: fixed(3), effects: [focus1] });
/** A card that does nothing, for the seats a test does not watch. */
const IDLE = testCard({ number: 'N112', types: ['meditation'], initiative: fixed(1), effects: [] });
const FILLER = testCard({ number: 'N199', types: ['meditation'], initiative: fixed(9), effects: [] });
/** One wound on the hex ahead. */
const CUT7 = testCard({ number: 'N110', types: ['attack'], initiative: fixed(7), effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] });
const CUT5 = testCard({ number: 'N111', types: ['attack'], initiative: fixed(5), effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] });

const CARDS: CardInput[] = [MED7, MED5, MED3, IDLE, FILLER, CUT7, CUT5];

const resolvingSeats = (events: readonly GameEvent[]) => eventsOf(events, 'resolving').map((e) => e.seat);
const handNumbers = (state: GameState, seat: number) => state.seats[seat]!.hand.map((c) => state.cards[c]!).sort();

// ---------------------------------------------------------------------------------------------

describe('3. game overview', () => {
  function threeSeats() {
    return scenario()
      .card(...CARDS)
      .seat('kensei', { q: -2, r: 0 }, 0, { hand: ['N103', 'N199'], deck: ['N199', 'N199'] })
      .seat('tetsu', { q: 0, r: 0 }, 0, { hand: ['N101', 'N199'], deck: ['N199', 'N199'] })
      .seat('kensei', { q: 2, r: 0 }, 0, { hand: ['N102', 'N199'], deck: ['N199', 'N199'] })
      .build();
  }

  it('R-OVERVIEW-2 R-OVERVIEW-5 every player chooses one card in secret; nothing is revealed until the last has chosen', () => {
    const { state } = threeSeats();
    expect(pendingDecisions(state).map((d) => [d.seat, d.kind])).toEqual([[0, 'select'], [1, 'select'], [2, 'select']]);
    const first = act(state, 0, { kind: 'select', card: handCard(state, 0, 'N103') });
    expect(first.events).toEqual([{ kind: 'selected', seat: 0 }]);
    // The others see that seat 0 has chosen, not what.
    const seen = viewFor(first.state, 1).seats[0]!;
    expect(seen.hasSelected).toBe(true);
    expect(seen.play).toBeNull();
    expect(seen.selected).toBeUndefined();
    expect(seen.hand).toBeUndefined();
    expect(viewFor(first.state, 0).seats[0]!.selected).toEqual({ card: handCard(state, 0, 'N103'), number: 'N103' });
    // One card per round: a second choice is refused.
    expectRejected(first.state, 0, { kind: 'select', card: handCard(first.state, 0, 'N199') }, 'ALREADY_SELECTED', 'R-ROUND-SELECT-1');
    const second = act(first.state, 1, { kind: 'select', card: handCard(state, 1, 'N101') });
    expect(eventsOf(second.events, 'revealed')).toEqual([]);
    expect(pendingDecisions(second.state).map((d) => d.seat)).toEqual([2]);
  });

  it('R-OVERVIEW-2 the chosen cards are revealed all at once, resolved in initiative order, and the next round begins', () => {
    const { state } = threeSeats();
    const { state: after, events } = selectCards(state, { 0: 'N103', 1: 'N101', 2: 'N102' });
    const revealed = eventsOf(events, 'revealed');
    expect(revealed).toHaveLength(1);
    expect(revealed[0]!.cards.map((c) => [c.seat, c.number])).toEqual([[0, 'N103'], [1, 'N101'], [2, 'N102']]);
    expect(events.findIndex((e) => e.kind === 'revealed')).toBeLessThan(events.findIndex((e) => e.kind === 'resolving'));
    // Initiative 7 (seat 1), then 5 (seat 2), then 3 (seat 0): not seat order.
    expect(eventsOf(events, 'resolving').map((e) => [e.seat, e.initiative])).toEqual([[1, 7], [2, 5], [0, 3]]);
    expect(eventsOf(events, 'focusGained').map((e) => e.seat)).toEqual([1, 2, 0]);
    // The round is over: round 2 starts with a new secret choice for everyone.
    expect(after.round).toBe(2);
    expect(pendingDecisions(after).map((d) => [d.seat, d.kind])).toEqual([[0, 'select'], [1, 'select'], [2, 'select']]);
  });

  it('R-OVERVIEW-3 R-OVERVIEW-1 a character acts only through its cards: the Select step offers the cards in hand and nothing else', () => {
    const STEP = testCard({ number: 'N104', types: ['meditation'], initiative: fixed(5), effects: [move(step(1, [0], false))] });
    const GUARD = testCard({ number: 'N105', types: ['block'], initiative: fixed(4), effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }] }] });
    const { state } = scenario()
      .card(...CARDS, STEP, GUARD)
      .seat('kensei', ORIGIN, 0, { hand: ['N104', 'N105', 'N110', 'T01'], deck: ['N199'] })
      .seat('tetsu', { q: 3, r: -3 }, 3, { hand: ['N112'], deck: ['N199'] })
      .build();
    const d = decisionOf(state, 0)!;
    expect(d.kind).toBe('select');
    expect(d.options.map((o) => (o.kind === 'select' ? state.cards[o.card] : o.kind)).sort()).toEqual(['N104', 'N105', 'N110', 'T01']);
    // Moving, turning or changing Kamae outside a card is not an action a player has.
    expectRejected(state, 0, { kind: 'step', part: 0, direction: 0 }, 'ILLEGAL_OPTION');
    expectRejected(state, 0, { kind: 'turn', part: 0, rotation: 1 }, 'ILLEGAL_OPTION');
    expectRejected(state, 0, { kind: 'kamaeJump', node: 'aggression' }, 'ILLEGAL_OPTION');
    // The step comes as an effect of the chosen card, once that card resolves.
    const { state: resolving, events } = selectCards(state, { 0: 'N104', 1: 'N112' });
    expect(resolvingSeats(events)).toEqual([0]);
    expect(decisionOf(resolving, 0)?.kind).toBe('move');
    expect(decisionOf(resolving, 0)?.options).toContainEqual({ kind: 'step', part: 0, direction: 0 });
  });

  it('R-OVERVIEW-4 a successful attack wounds; a character at its wound limit is defeated and the game goes on until one is left', () => {
    // Seat 0 (kensei, 4 of 5 wounds) strikes seat 1 (tetsu, 3 of 4) at 7; seat 2 (kensei) strikes seat 0 at 5.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', ORIGIN, 0, { hand: ['N110'], deck: ['N199'], wounds: 4 })
      .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['N112'], deck: ['N199'], wounds: 3 })
      .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['N111'], deck: ['N199'] })
      .build();
    const { state: after, events } = selectCards(state, { 0: 'N110', 1: 'N112', 2: 'N111' });
    expect(eventsOf(events, 'wounded')).toEqual([
      { kind: 'wounded', seat: 1, wounds: 1, bleeding: false, cause: 'attack' },
      { kind: 'wounded', seat: 0, wounds: 1, bleeding: false, cause: 'attack' },
    ]);
    const kinds = events.map((e) => (e.kind === 'resolving' || e.kind === 'defeated' ? `${e.kind}:${e.seat}` : e.kind));
    // Seat 1 falls first; the game goes on: seat 2 still resolves its card and defeats seat 0.
    expect(kinds.filter((k) => k.startsWith('resolving') || k.startsWith('defeated') || k === 'gameOver')).toEqual([
      'resolving:0', 'defeated:1', 'resolving:2', 'defeated:0', 'gameOver',
    ]);
    expect(outcome(after)).toEqual({
      over: true, winners: [2],
      defeated: [{ seat: 0, reason: 'wounds', round: 1 }, { seat: 1, reason: 'wounds', round: 1 }],
    });
    expect(pendingDecisions(after)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('3. characters (the four characters of the content)', () => {
  const characters = Object.values(CATALOG.characters);

  it('R-CHAR-1 there are the four characters, each with its own Kamae map, its core ability card and core weapon cards for every weapon option', () => {
    expect(characters.map((c) => c.id).sort()).toEqual(['master', 'ronin', 'student', 'warrior']);
    for (const c of characters) {
      // A Kamae map with the three positions and Neutral (R-KAMAE-2).
      expect(c.kamae.nodes.filter((n) => n.kind !== 'focus').map((n) => n.kind).sort(), c.id).toEqual([...KAMAE_POSITIONS].sort());
      // The core ability card: a core card of this character.
      const core = CATALOG.cards[c.coreCard]!;
      expect(core, c.id).toBeDefined();
      expect(core.tier).toBe('core');
      expect(core.types).toEqual(['core']);
      expect(core.owner).toEqual({ kind: 'character', character: c.id });
      // Every weapon option has a core weapon card to choose (R-DECKBUILD-4).
      for (const weapon of c.weapons) {
        const cards = Object.values(CATALOG.cards).filter((w) => w.tier === 'core' && w.owner.kind === 'weapon' && w.owner.weapon === weapon);
        expect(cards.length, `${c.id} ${weapon}`).toBeGreaterThan(0);
        for (const w of cards) expect(w.keywords).toContain(weapon.toUpperCase());
      }
    }
    // Unique maps: no two characters share one.
    const maps = characters.map((c) => JSON.stringify(c.kamae));
    expect(new Set(maps).size).toBe(characters.length);
  });

  it('R-CHAR-1 R-CORE-7 in a game each character holds its core ability card and its chosen core weapon card from the start', () => {
    const created = createGame({
      seed: 5, battlefield: TEST_BATTLEFIELD,
      seats: [{ character: 'ronin', deck: Array(10).fill('102'), weapons: ['071'] }, { character: 'master', deck: Array(10).fill('102'), weapons: ['075'] }],
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    let { state } = created.value;
    expect(handNumbers(state, 0)).toEqual(['023', '071']);
    expect(handNumbers(state, 1)).toEqual(['008', '075']);
    // Through setup to round 1: the core cards are still there, beside the drawn ability cards.
    state = act(state, 1, { kind: 'placeFigure', hex: { q: 0, r: -4 } }).state;
    state = act(state, 0, { kind: 'placeFigure', hex: { q: 0, r: 4 } }).state;
    expect(state.flow.at).toBe('select');
    expect(handNumbers(state, 0).filter((n) => n !== '102')).toEqual(['023', '071']);
    expect(handNumbers(state, 1).filter((n) => n !== '102')).toEqual(['008', '075']);
  });

  it('R-CHAR-2 each character card gives a name, a symbol, an advantage value, a hand limit, a wound limit and weapon options', () => {
    for (const c of characters) {
      for (const lang of LANGUAGES) expect(c.names[lang].length, `${c.id} ${lang}`).toBeGreaterThan(0);
      expect(c.symbol.length).toBeGreaterThan(0);
      expect(Number.isInteger(c.advantage) && c.advantage > 0).toBe(true);
      expect(c.handLimit).toBeGreaterThanOrEqual(1);
      expect(c.woundLimit).toBeGreaterThanOrEqual(1);
      expect(c.weapons.length).toBeGreaterThan(0);
    }
    // Symbols and advantage values tell the characters apart (R-CHAR-3: ties are decided by advantage).
    expect(new Set(characters.map((c) => c.symbol)).size).toBe(4);
    expect(new Set(characters.map((c) => c.advantage)).size).toBe(4);
  });

  it('R-CHAR-2 R-CHAR-3 R-ADV-2 the advantage values of the character cards set the starting track, highest on top', () => {
    const FOUR_SIDES = {
      ...TEST_BATTLEFIELD,
      id: 'four-sides',
      startAreas: [...TEST_BATTLEFIELD.startAreas, { hexes: [{ q: 4, r: -2 }], facing: 5 }, { hexes: [{ q: -4, r: 2 }], facing: 2 }],
    };
    const order = ['master', 'warrior', 'ronin', 'student'];
    const created = createGame({ seed: 1, battlefield: FOUR_SIDES, seats: order.map((character) => ({ character, deck: Array(8).fill('102') })) });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const byValue = [...order].sort((a, b) => CATALOG.characters[b]!.advantage - CATALOG.characters[a]!.advantage);
    expect(created.value.state.advantage.map((seat) => order[seat])).toEqual(byValue);
  });

  it.each([
    { defender: 'kensei', attacker: 'tetsu', limit: 5 },
    { defender: 'tetsu', attacker: 'kensei', limit: 4 },
  ])('R-CHAR-5 R-VICTORY-1 $defender (wound limit $limit) survives a wound below the limit and falls on reaching it', ({ defender, attacker, limit }) => {
    const duel = (wounds: number) => {
      const { state } = scenario()
        .card(...CARDS)
        .seat(attacker, ORIGIN, 0, { hand: ['N110'], deck: ['N199', 'N199'] })
        .seat(defender, { q: 0, r: -1 }, 3, { hand: ['N112'], deck: ['N199', 'N199'], wounds })
        .build();
      return selectCards(state, { 0: 'N110', 1: 'N112' });
    };
    const short = duel(limit - 2);
    expect(short.state.seats[1]!.wounds).toBe(limit - 1);
    expect(short.state.seats[1]!.defeated).toBeNull();
    expect(outcome(short.state).over).toBe(false);
    const reached = duel(limit - 1);
    expect(reached.state.seats[1]!.wounds).toBe(limit);
    expect(eventsOf(reached.events, 'defeated')).toEqual([{ kind: 'defeated', seat: 1, reason: 'wounds' }]);
    expect(outcome(reached.state)).toMatchObject({ over: true, winners: [0] });
  });

  it('R-CHAR-6 R-DECKBUILD-4 the weapon options decide which core weapon cards a character may take', () => {
    const deck = (character: string, weapons: string[]) =>
      validateDeck({ character, weapons, cards: [] }, { catalog: CATALOG }).filter((v) => v.rule === 'R-DECKBUILD-4');
    // The Master wields tachi and katana: the Tachi Cut (075) and Katana Cut (070) are his to take.
    expect(deck('master', ['075'])).toEqual([]);
    expect(deck('master', ['070'])).toEqual([]);
    // The Naginata Swing (071) belongs to no weapon of his; the Ronin, who wields a naginata, may take it.
    expect(deck('master', ['071'])).toEqual([expect.objectContaining({ rule: 'R-DECKBUILD-4', cards: ['071'] })]);
    expect(deck('ronin', ['071'])).toEqual([]);
    // A character must take one (R-DECKBUILD-4).
    expect(deck('ronin', [])).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe('4. card types and the golden rule', () => {
  it('R-CARD-1 there are four card types, Attack, Block, Meditation and Core; a core weapon card shows two', () => {
    expect([...CARD_TYPES].sort()).toEqual(['attack', 'block', 'core', 'meditation']);
    const cards = Object.values(CATALOG.cards);
    expect(new Set(cards.flatMap((c) => c.types))).toEqual(new Set(CARD_TYPES));
    for (const c of cards) expect(c.types.length, c.number).toBeGreaterThan(0);
    const weapons = cards.filter((c) => c.owner.kind === 'weapon' && c.tier === 'core');
    expect(weapons.length).toBeGreaterThan(0);
    for (const w of weapons) expect([...w.types].sort(), w.number).toEqual(['attack', 'core']);
    // No fifth type exists.
    const base = { number: 'N150', names: { cs: 'x', pl: 'x', uk: 'x', en: 'x' }, owner: { kind: 'common' }, tier: 'wood', initiative: fixed(3), sections: [{ effects: [] }] };
    expect(CardSchema.safeParse({ ...base, types: ['movement'] }).success).toBe(false);
    expect(CardSchema.safeParse({ ...base, types: ['meditation'] }).success).toBe(true);
  });

  it('R-CARD-1 R-ROUND-RESOLVE-5 a core weapon card plays as both its types: an Attack before a Meditation of the same initiative', () => {
    // T70 (Katana, Attack + Core, initiative 5) against a meditation at 5: the attack type wins the tie.
    const { state } = scenario()
      .card(...CARDS)
      .seat('kensei', ORIGIN, 0, { hand: ['T70'], deck: ['N199'] })
      .seat('tetsu', { q: 3, r: -3 }, 3, { hand: ['N102'], deck: ['N199'] })
      .build();
    const { events } = selectCards(state, { 0: 'T70', 1: 'N102' });
    expect(eventsOf(events, 'resolving').map((e) => [e.seat, e.initiative])).toEqual([[0, 5], [1, 5]]);
  });

  it('R-GOLDEN-1 R-KAMAE-JUMP-3 by default a jump never chooses Neutral, but a card that names Neutral (045 Obedience) puts the ring there', () => {
    const ANY = testCard({ number: 'N160', types: ['meditation'], initiative: fixed(4), effects: [{ kind: 'kamaeJump', to: 'any' }] });
    const game = (card: string) =>
      scenario()
        .card(...CARDS, ANY)
        .seat('student', ORIGIN, 0, { hand: [card], deck: ['N199', 'N199'], kamae: 'aggression' })
        .seat('tetsu', { q: 3, r: -3 }, 3, { hand: ['N112'], deck: ['N199'] })
        .build().state;
    // The rulebook default: "any Kamae" offers every position but Neutral.
    const any = selectCards(game('N160'), { 0: 'N160', 1: 'N112' });
    const d = decisionOf(any.state, 0)!;
    expect(d.kind).toBe('kamaeJump');
    expect(d.options.map((o) => (o.kind === 'kamaeJump' ? o.node : '')).sort()).toEqual(['aggression', 'balance', 'determination']);
    expectRejected(any.state, 0, { kind: 'kamaeJump', node: 'neutral' }, 'ILLEGAL_OPTION', 'R-KAMAE-JUMP-3');
    // The card's own text wins: Obedience jumps to Neutral.
    const obedience = selectCards(game('045'), { 0: '045', 1: 'N112' });
    expect(eventsOf(obedience.events, 'kamaeChanged')).toEqual([{ kind: 'kamaeChanged', seat: 0, from: 'aggression', to: 'neutral', how: 'jump' }]);
    expect(obedience.state.seats[0]!.kamae).toBe('neutral');
  });
});
