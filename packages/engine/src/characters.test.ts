import { CATALOG, type CharacterInput } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import type { Applied } from './flow';
import { createGame, outcome, pendingDecisions, type GameState, type SeatId } from './index';
import { act, decisionOf, eventsOf, handCard, scenario, selectCards, TEST_BATTLEFIELD } from './testing';

// The character card played through the engine with the real content (sections 3 and 4): the hand
// limit (R-CHAR-4), the weapon options (R-CHAR-6), common cards (R-CARD-2), core cards (R-CORE-1)
// and the ruling that all of these numbers are data (OP-1).
// Real cards used: 122 Deep Meditation (common, initiative 2, +2 focus), 128 Quick Stab (common,
// initiative 8, 1 wound on the hex ahead).

type Hex = { q: number; r: number };
const HERE: Hex = { q: 0, r: 1 };
const AHEAD: Hex = { q: 0, r: 0 }; // the hex in front of HERE for facing 0
const FAR: Hex = { q: 3, r: -3 };
const CHARACTERS = ['master', 'student', 'ronin', 'warrior'] as const;
/** Another real character to sit across the table from `id`. */
const rivalOf = (id: string) => CHARACTERS.find((c) => c !== id)!;

const numbersIn = (state: GameState, seat: SeatId, pile: 'hand' | 'discard') =>
  pile === 'hand' ? state.seats[seat]!.hand.map((c) => state.cards[c]!) : state.seats[seat]!.discard.map((d) => state.cards[d.card]!);

/** Answer every pending decision with its first option until round `round` is over. */
function finishRound(applied: Applied, round = 1): Applied {
  let current = applied;
  for (let i = 0; i < 60 && current.state.round === round && !outcome(current.state).over; i++) {
    const d = pendingDecisions(current.state)[0];
    if (d === undefined) break;
    current = act(current.state, d.seat, d.options[0]!);
  }
  return current;
}

describe('R-CHAR-4 the hand limit of each character card', () => {
  it.each(CHARACTERS.map((id) => ({ id, limit: CATALOG.characters[id]!.handLimit })))(
    'R-CHAR-4 $id (hand limit $limit) must discard down to its limit, and keeps a hand at the limit',
    ({ id, limit }) => {
      const core = CATALOG.characters[id]!.coreCard;
      const duel = (kept: number) =>
        scenario()
          .seat(id, HERE, 0, { hand: ['122', ...Array(kept).fill('128'), core], deck: ['122', '122', '122', '122', '122', '122'] })
          .seat(rivalOf(id), FAR, 3, { hand: ['128'], deck: ['122', '122', '122', '122', '122', '122'] })
          .build().state;
      // One card over the limit after the round: the owner is asked to discard one (OP-53), nothing is taken for it.
      const over = selectCards(duel(limit + 1), { 0: '122', 1: '128' });
      const decision = decisionOf(over.state, 0)!;
      expect(decision).toMatchObject({ kind: 'discard', context: { over: 1 } });
      // Only ability cards are offered; the core card stays (R-CORE-4).
      expect(decision.options.map((o) => over.state.cards[(o as { card: string }).card])).toEqual(Array(limit + 1).fill('128'));
      const after = act(over.state, 0, decision.options[0]!);
      expect(after.state.round).toBe(2);
      expect(numbersIn(after.state, 0, 'discard')).toEqual(['122', '128']);
      // Exactly at the limit nothing is discarded and the next round begins.
      const at = selectCards(duel(limit), { 0: '122', 1: '128' });
      expect(at.state.round).toBe(2);
      expect(numbersIn(at.state, 0, 'discard')).toEqual(['122']);
    },
  );
});

describe('R-CHAR-6 the weapon options decide the core weapon cards (createGame)', () => {
  const game = (character: string, weapons: string[]) =>
    createGame({
      seed: 3, battlefield: TEST_BATTLEFIELD,
      seats: [{ character, deck: Array(10).fill('122'), weapons }, { character: rivalOf(character), deck: Array(10).fill('122'), weapons: [] }],
    });
  // The catalogue's core weapon cards: 075 tachi, 070 katana, 071 naginata, X076 yari, X077 kanabo, 072 and X073 nodachi.
  it.each([
    { id: 'master', options: 'tachi, katana', allowed: ['075', '070'], refused: ['071', 'X076', 'X077', '072', 'X073'] },
    { id: 'student', options: 'katana, tachi', allowed: ['070', '075'], refused: ['071', 'X076', 'X077', '072', 'X073'] },
    { id: 'ronin', options: 'kanabo, naginata, nodachi, yari', allowed: ['071', 'X076', 'X077', '072', 'X073'], refused: ['075', '070'] },
    { id: 'warrior', options: 'nodachi, naginata', allowed: ['072', 'X073', '071'], refused: ['075', '070', 'X076', 'X077'] },
  ])('R-CHAR-6 R-DECKBUILD-4 $id ($options) takes only the core weapon cards of its weapons', ({ id, allowed, refused }) => {
    for (const weapon of allowed) {
      const created = game(id, [weapon]);
      expect(created.ok, weapon).toBe(true);
      if (created.ok) expect(numbersIn(created.value.state, 0, 'hand')).toContain(weapon);
    }
    for (const weapon of refused) {
      const created = game(id, [weapon]);
      expect(created.ok, weapon).toBe(false);
      if (!created.ok) {
        expect(created.error).toMatchObject({ code: 'INVALID_CONFIG', rule: 'R-CHAR-6' });
        expect(created.error.message).toContain(`${id}: ${weapon}`);
      }
    }
  });

  it('R-CHAR-6 a card that is no core weapon card is refused as a weapon, and a refused weapon spoils the whole config', () => {
    // 128 is a common ability card; 008 is the Master's core ability card, not a weapon.
    for (const weapon of ['128', '008']) {
      const created = game('master', [weapon]);
      expect(created.ok ? null : created.error.rule).toBe('R-CHAR-6');
    }
    // The Ronin may take several (R-DECKBUILD-5), but one unwielded card among them refuses the game.
    expect(game('ronin', ['071', 'X076']).ok).toBe(true);
    expect(game('ronin', ['071', '070']).ok).toBe(false);
  });
});

describe('R-CARD-2 common cards are played by every character', () => {
  it.each(CHARACTERS.map((id) => ({ id })))('R-CARD-2 $id plays the common Quick Stab (128): one wound to the character ahead', ({ id }) => {
    const rival = rivalOf(id);
    const { state } = scenario()
      .seat(id, HERE, 0, { hand: ['128', '122'], deck: ['122', '122'] })
      .seat(rival, AHEAD, 3, { hand: ['122', '122'], deck: ['122', '122'] })
      .build();
    const played = finishRound(selectCards(state, { 0: '128', 1: '122' }));
    expect(played.state.seats[1]!.wounds).toBe(1);
    expect(numbersIn(played.state, 0, 'discard')).toEqual(['128']);
    // The same common card in the rival's hand works for the rival too.
    const back = scenario()
      .seat(id, HERE, 0, { hand: ['122', '122'], deck: ['122', '122'] })
      .seat(rival, AHEAD, 3, { hand: ['128', '122'], deck: ['122', '122'] })
      .build();
    const returned = finishRound(selectCards(back.state, { 0: '122', 1: '128' }));
    expect(returned.state.seats[0]!.wounds).toBe(1);
  });
});

describe('R-CORE-1 core cards follow their extra rules', () => {
  it.each(CHARACTERS.map((id) => ({ id, core: CATALOG.characters[id]!.coreCard })))(
    'R-CORE-1 R-CORE-6 the core ability card $core of $id returns to hand after play, where an ability card is discarded',
    ({ id, core }) => {
      const { state } = scenario()
        .seat(id, HERE, 0, { hand: [core, '122'], deck: ['122', '122', '122', '122', '122'] })
        .seat(rivalOf(id), FAR, 3, { hand: ['122', '122'], deck: ['122', '122', '122', '122', '122'] })
        .build();
      const coreId = handCard(state, 0, core);
      const round1 = finishRound(selectCards(state, { 0: core, 1: '122' }));
      expect(round1.state.round).toBe(2);
      expect(round1.state.seats[0]!.hand).toContain(coreId);
      expect(numbersIn(round1.state, 0, 'discard')).not.toContain(core);
      expect(numbersIn(round1.state, 1, 'discard')).toEqual(['122']);
      // Round 2: the core card can be chosen again.
      const again = decisionOf(round1.state, 0)!;
      expect(again.kind).toBe('select');
      expect(again.options).toContainEqual({ kind: 'select', card: coreId });
    },
  );
});

describe('OP-1 the character statistics are data', () => {
  /** A fixture copy of the Master's card with other numbers: the engine must follow the data. */
  const FIXTURE: CharacterInput = { ...CATALOG.characters['master']!, id: 'master-fixture', advantage: 9, handLimit: 2, woundLimit: 2 };

  it('OP-1 R-CHAR-4 R-CHAR-5 R-CHAR-3 a character card with other numbers changes the hand limit, wound limit and advantage', () => {
    const build = (hand: string[], wounds = 0) =>
      scenario()
        .character(FIXTURE)
        .seat('ronin', HERE, 0, { hand: ['128', '122'], deck: ['122', '122'] })
        .seat('master-fixture', AHEAD, 3, { hand, deck: ['122', '122'], wounds })
        .build().state;
    // Advantage 9 tops the Ronin's 5 (R-ADV-2 from the data, not from the Master's printed 3).
    expect(build(['122']).advantage).toEqual([1, 0]);
    // Hand limit 2: three ability cards left after the round are one too many.
    const over = selectCards(build(['128', '122', '122', '122']), { 0: '122', 1: '128' });
    expect(decisionOf(over.state, 1)).toMatchObject({ kind: 'discard', context: { over: 1 } });
    // Wound limit 2: a second wound defeats.
    const cut = selectCards(build(['122'], 1), { 0: '128', 1: '122' });
    expect(eventsOf(cut.events, 'defeated')).toEqual([{ kind: 'defeated', seat: 1, reason: 'wounds' }]);
    // The Master as printed (wound limit 6) survives the same cut.
    const printed = scenario()
      .seat('ronin', HERE, 0, { hand: ['128', '122'], deck: ['122', '122'] })
      .seat('master', AHEAD, 3, { hand: ['122'], deck: ['122', '122'], wounds: 1 })
      .build().state;
    expect(selectCards(printed, { 0: '128', 1: '122' }).state.seats[1]!.defeated).toBeNull();
  });
});
