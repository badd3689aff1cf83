import { BATTLEFIELDS, buildAutomatonDecks, PACKS, TERRAIN_PIECES } from '@senjutsu/cards';
import { RoomSetupSchema, type ContentSummary } from '@senjutsu/protocol';
import { describe, expect, it } from 'vitest';
import { AUTOMATON_KINDS, defaultWoundLimit, freePicks, maxHumans, newAutomaton, withAutomata, withChosenPicks, withMode } from './coop';
import type { SavedDeck } from './decks';
import { computerSetup, defaultForm, duplicateCharacters, toRoomSetup, withSeatCount } from './setup';

// The home form always stands for a room setup the server's schema accepts.

const content: ContentSummary = {
  characters: PACKS.map((p) => ({ id: p.character.id, name: p.character.names.en, weapons: [p.signatureDeck.weapon], signatureDeck: [...p.signatureDeck.cards] })),
  battlefields: Object.values(BATTLEFIELDS).map((b) => ({ id: b.id, name: b.names.en, startAreas: b.startAreas.length })),
  terrain: Object.keys(TERRAIN_PIECES) as ContentSummary['terrain'],
};

describe('home setup form', () => {
  it('issue 26: an online duel against the computer, and the take-over of a seat left, accepted by RoomSetupSchema; never outside a duel', () => {
    const form = { ...defaultForm(content), computer: 'hard' as const, takeOver: 'easy' as const };
    const setup = RoomSetupSchema.parse({ ...toRoomSetup(form, []), ...computerSetup(form) });
    expect(setup.computer).toEqual({ seat: 1, level: 'hard' });
    expect(setup.takeOver).toEqual({ level: 'easy' });
    expect(computerSetup({ ...form, computer: null, takeOver: null })).toEqual({});
    const three = withSeatCount(form, 3, content);
    expect(computerSetup(three)).toEqual({});
    expect(RoomSetupSchema.safeParse({ ...toRoomSetup(three, []), computer: { seat: 1, level: 'easy' } }).success).toBe(false);
  });

  it('a duel by default, distinct characters, accepted by RoomSetupSchema', () => {
    const form = defaultForm(content);
    expect(form.seats).toHaveLength(2);
    expect(duplicateCharacters(form)).toBe(false);
    const setup = RoomSetupSchema.parse(toRoomSetup(form, []));
    expect(setup.mode).toBe('duel');
    expect(setup.clock).toBeNull();
  });

  it('three and four seats: a multiplayer room with teams, terrain, a clock and a saved deck', () => {
    for (const count of [3, 4]) {
      let form = withSeatCount(defaultForm(content), count, content);
      expect(new Set(form.seats.map((s) => s.character)).size).toBe(count);
      const deck: SavedDeck = { id: 'deck-1', name: 'Mine', character: form.seats[0]!.character, weapon: content.characters[0]!.weapons[0]!, cards: ['001', '002'] };
      form = {
        ...form,
        seats: form.seats.map((s, i) => ({ ...s, team: i % 2, deck: i === 0 ? deck.id : s.deck })),
        terrain: { rock: 2, bamboo: 1 },
        clock: { on: true, bankMinutes: 15, incrementSeconds: 5 },
      };
      const setup = RoomSetupSchema.parse(toRoomSetup(form, [deck]));
      expect(setup.mode).toBe('multiplayer');
      expect(setup.seats.map((s) => s.team)).toEqual(form.seats.map((_, i) => i % 2));
      expect(setup.seats[0]!.deck).toEqual({ kind: 'custom', cards: ['001', '002'] });
      expect(setup.seats[0]!.weapon).toBe(deck.weapon);
      expect(setup.terrain.sort()).toEqual(['bamboo', 'rock', 'rock']);
      expect(setup.clock).toEqual({ bankSeconds: 900, incrementSeconds: 5 });
    }
  });

  it('back to two seats drops the teams; a deck of another character falls back to the signature deck', () => {
    let form = withSeatCount(defaultForm(content), 3, content);
    form = { ...form, seats: form.seats.map((s) => ({ ...s, team: 0, deck: 'deck-x' })) };
    const two = withSeatCount(form, 2, content);
    const setup = RoomSetupSchema.parse(toRoomSetup(two, [{ id: 'deck-x', name: 'x', character: 'nobody', weapon: null, cards: ['001'] }]));
    expect(setup.mode).toBe('duel');
    expect(setup.seats.every((s) => s.team === undefined && s.deck.kind === 'signature')).toBe(true);
  });
});

describe('home setup form: co-op rooms (section 20)', () => {
  it('co-op: 1 human against a katana ashigaru by default, the solo settings and automata accepted by RoomSetupSchema', () => {
    let form = withMode(withSeatCount(defaultForm(content), 1, content), 'coop', content);
    expect(form.seats).toHaveLength(1);
    let setup = RoomSetupSchema.parse(toRoomSetup(form, []));
    expect(setup.mode).toBe('coop');
    expect(setup.coop).toEqual({ automata: [{ automaton: 'katana-ashigaru', nightmare: false }], markers: 'random', stunProcedure: 'shuffle' });
    // Two humans against a nightmare samurai boss with 5 wounds and a yumi ashigaru, OP-25 and OP-23 the Czech way.
    form = withSeatCount(form, 2, content);
    form = withAutomata(form, [{ automaton: 'samurai-boss', nightmare: true, woundLimit: 5, choices: null }, newAutomaton('yumi-ashigaru')]);
    form = { ...form, coop: { ...form.coop, markers: 'position', stunProcedure: 'beside' } };
    setup = RoomSetupSchema.parse(toRoomSetup(form, []));
    expect(setup.seats.map((s) => s.character)).toEqual(form.seats.map((s) => s.character));
    expect(setup.coop).toEqual({
      automata: [{ automaton: 'samurai-boss', nightmare: true, woundLimit: 5 }, { automaton: 'yumi-ashigaru', nightmare: false }],
      markers: 'position',
      stunProcedure: 'beside',
    });
    expect(defaultWoundLimit(form.coop)).toBeGreaterThan(0);
  });

  it('R-OVERVIEW-1 at most four figures: switching four players to co-op keeps three; an automaton too many is refused', () => {
    let form = withSeatCount(defaultForm(content), 4, content);
    form = { ...form, seats: form.seats.map((s, i) => ({ ...s, team: i % 2 })) };
    form = withMode(form, 'coop', content);
    expect(form.seats).toHaveLength(3);
    expect(maxHumans(form)).toBe(3);
    expect(withAutomata(form, [newAutomaton(), newAutomaton()])).toBe(form); // 3 humans + 2 automata
    const setup = RoomSetupSchema.parse(toRoomSetup(form, []));
    expect(setup.seats.every((s) => s.team === undefined)).toBe(true); // one side: no teams in co-op
    const two = withAutomata(withSeatCount(form, 2, content), [newAutomaton(), newAutomaton('arquebusier')]);
    expect(two.coop.automata).toHaveLength(2);
    expect(maxHumans(two)).toBe(2);
    expect(withAutomata(two, [])).toBe(two); // at least one automaton
    // Back to versus: at least two seats, no automata sent.
    const versus = withMode(withSeatCount(two, 1, content), 'versus', content);
    expect(versus.seats).toHaveLength(2);
    expect(RoomSetupSchema.parse(toRoomSetup(versus, [])).coop).toBeUndefined();
  });

  it('OP-28: the free picks of every automaton kind, chosen in the form, are picks the deck builder accepts (R-SOLO-DECK-3)', () => {
    let random = 0;
    const rng = { state: 0, int: (state: number, n: number): [number, number] => [(random = (random * 7 + 3) % 97) % n, state + 1] };
    for (const kind of AUTOMATON_KINDS) {
      const picks = freePicks(kind);
      expect(picks.length, kind).toBeGreaterThan(0); // every recipe has a "+n more" line
      // The first and the last deck offered for each pick.
      for (const last of [false, true]) {
        const chosen = withChosenPicks(newAutomaton(kind), true);
        const a = last ? { ...chosen, choices: picks.map((decks) => decks.at(-1)!) } : chosen;
        const form = withMode(withSeatCount(defaultForm(content), 1, content), 'coop', content);
        const setup = RoomSetupSchema.parse(toRoomSetup(withAutomata(form, [a]), []));
        const sent = setup.coop!.automata[0]!;
        expect(sent.choices).toEqual(a.choices);
        const built = buildAutomatonDecks([{ automaton: kind, nightmare: false, choices: sent.choices! }], rng);
        expect(built.ok && built.value.decks[0]!.picks.filter((p) => p.chosenBy === 'player').map((p) => p.requested), kind).toEqual(a.choices);
      }
    }
    // Left to chance: no choices sent (the engine picks each deck at random).
    expect(RoomSetupSchema.parse(toRoomSetup(withMode(defaultForm(content), 'coop', content), [])).coop!.automata[0]!.choices).toBeUndefined();
  });
});
