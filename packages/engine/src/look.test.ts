import { describe, expect, it } from 'vitest';
import { createScenario, eventsFor, pendingDecisions, viewFor, type Action, type GameEvent, type GameState } from './index';
import { recordOf } from './solo/game';
import { act, decisionOf, handCard, scenario, selectCards, TEST_CARDS, type ScenarioBuilder } from './testing';
import { automatonNotes, playUntil, selecting, soloScenarioSpec } from './testing/solo-scenario';

// OP-73 "look at the hand" (test cards T43 and T44: no printed base card carries it, OP-45). The
// looker chooses an opponent at R-DIAG-6's time (after Reveal step 5, OP-21) and, when the effect
// resolves, sees that hand once, core and stun cards included: a private event that only the
// looking seat receives with its cards. Against an automaton, R-SOLO-LOOK-1..3.

const looks = (events: readonly GameEvent[]) => events.filter((e): e is Extract<GameEvent, { kind: 'handLooked' }> => e.kind === 'handLooked');

/** Kensei (seat 0) holds the look card; Tetsu (seat 1) a core card and a stun besides what it plays. */
const duel = (): ScenarioBuilder =>
  scenario()
    .seat('kensei', { q: 0, r: 2 }, 0, { hand: ['T43', 'T10'] })
    .seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T11', 'STUN', 'T02', 'T13'] });

describe('look at the hand (OP-73)', () => {
  it('OP-73 OP-45 R-DIAG-6 OP-21 the looker declares the opponent after the reveal and sees its whole hand, core and stun cards included, when the card resolves', () => {
    const revealed = selectCards(duel().build().state, { 0: 'T43', 1: 'T13' });
    const declare = decisionOf(revealed.state, 0)!;
    expect(declare).toMatchObject({ kind: 'declareTarget', rule: 'OP-21', options: [{ kind: 'target', seat: 1 }] });
    const declared = act(revealed.state, 0, { kind: 'target', seat: 1 });
    // The declaration was the last step of the reveal: T43 (5) resolves first, before Tetsu's T13 (4),
    // so the hand is what Tetsu kept, sorted by number.
    const round = declared;
    expect(looks(round.events)).toEqual([{ kind: 'handLooked', seat: 0, target: 1, from: 'hand', rule: 'OP-73', cards: ['STUN', 'T02', 'T11'] }]);
  });

  it('OP-73 only the looking seat receives the cards; the looked-at seat and spectators learn only that the look happened, and no view keeps them', () => {
    const revealed = selectCards(duel().build().state, { 0: 'T43', 1: 'T13' });
    const declared = act(revealed.state, 0, { kind: 'target', seat: 1 });
    const round = declared;
    const seen = (viewer: 0 | 1 | 'spectator') => looks(eventsFor(round.events, viewer));
    expect(seen(0).map((e) => e.cards)).toEqual([['STUN', 'T02', 'T11']]);
    expect(seen(1)).toEqual([{ kind: 'handLooked', seat: 0, target: 1, from: 'hand', rule: 'OP-73', cards: null }]);
    expect(seen('spectator').map((e) => e.cards)).toEqual([null]);
    // Nothing else changes: every other event is the same object for every viewer.
    expect(eventsFor(round.events, 1).filter((e) => e.kind !== 'handLooked')).toEqual(round.events.filter((e) => e.kind !== 'handLooked'));
    expect(eventsFor(revealed.events, 1)).toBe(revealed.events); // no look: the same array
    // A one-time event, not a lasting part of the looker's view: T11 is only ever in Tetsu's hand.
    expect(JSON.stringify(viewFor(round.state, 0))).not.toContain('T11');
  });

  it('OP-73 with two opponents, the declaration offers both (a look alone is no attack for the golden rule, OP-56) and the look shows the declared one', () => {
    const three = scenario()
      .seat('kensei', { q: 0, r: 2 }, 0, { hand: ['T43'] })
      .seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T13', 'T11'] })
      .seat('kensei', { q: 2, r: -2 }, 4, { hand: ['T24', 'T12', 'STUN'] })
      .build();
    const revealed = selectCards(three.state, { 0: 'T43', 1: 'T13', 2: 'T24' });
    const declare = pendingDecisions(revealed.state).find((d) => d.kind === 'declareTarget')!;
    expect(declare.seat).toBe(0);
    expect(declare.options).toEqual([{ kind: 'target', seat: 1 }, { kind: 'target', seat: 2 }]);
    const declared = act(revealed.state, 0, { kind: 'target', seat: 2 });
    const round = declared;
    expect(looks(round.events).map((e) => [e.target, e.cards])).toEqual([[2, ['STUN', 'T12']]]);
    expect(looks(eventsFor(round.events, 1)).map((e) => e.cards)).toEqual([null]);
  });

  it('OP-73 R-DIAG-6 a look on a card played from hand mid-round (no declaration) asks the looker whose hand, among the opponents', () => {
    const three = scenario()
      .seat('kensei', { q: 0, r: 2 }, 0, { hand: ['T13', 'T44'] })
      .seat('tetsu', { q: 0, r: -2 }, 3, { hand: ['T11', 'T02'] })
      .seat('kensei', { q: 2, r: -2 }, 4, { hand: ['T11', 'T10'] })
      .build();
    let { state } = selectCards(three.state, { 0: 'T13', 1: 'T11', 2: 'T11' });
    // R-INSTANT-1, OP-20: at the start of its turn Kensei plays the instant T44 from hand.
    for (let guard = 0; guard < 10; guard++) {
      const d = decisionOf(state, 0);
      if (d?.kind === 'instant') break;
      const first = pendingDecisions(state)[0]!;
      state = act(state, first.seat, first.options[0]!).state;
    }
    expect(decisionOf(state, 0)).toMatchObject({ kind: 'instant', context: { window: 'startOfTurn' } });
    state = act(state, 0, { kind: 'playCard', card: handCard(state, 0, 'T44') }).state;
    const choose = decisionOf(state, 0)!;
    expect(choose.kind).toBe('lookTarget');
    expect(choose).toMatchObject({ rule: 'OP-73', options: [{ kind: 'target', seat: 1 }, { kind: 'target', seat: 2 }] });
    const looked = act(state, 0, { kind: 'target', seat: 1 });
    expect(looks(looked.events)).toEqual([{ kind: 'handLooked', seat: 0, target: 1, from: 'hand', rule: 'OP-73', cards: ['T02'] }]);
  });
});

describe('look at the hand of an automaton (OP-73, R-SOLO-LOOK-1..3)', () => {
  const T43 = TEST_CARDS.find((c) => c.number === 'T43')!;
  const position = (deck: string[], discard: string[] = []) => {
    const spec = soloScenarioSpec({
      humans: [{ character: 'master', at: [4, 5, 0], hand: ['T43', '008'] }],
      automata: [{ automaton: 'katana-ashigaru', at: [4, 1, 3], deck, discard }],
    });
    const created = createScenario({ ...spec, definitions: { cards: [T43] } });
    if (!created.ok) throw new Error(created.error.message);
    return { state: created.value.state, events: [...created.value.events] };
  };

  /** The master selects T43; every other decision takes its first option, until the look has happened. */
  function untilLook(run: { state: GameState; events: GameEvent[] }) {
    let { state } = run;
    const events = [...run.events];
    const pick = selecting(run.state, 'T43');
    while (looks(events).length === 0) {
      const d = pendingDecisions(state)[0]!;
      const applied = act(state, d.seat, pick(d.options as readonly Action[], d.kind));
      state = applied.state;
      events.push(...applied.events);
    }
    return { state, events };
  }

  it('R-SOLO-LOOK-1 R-SOLO-LOOK-3 the looker sees the top 2 cards of its deck, which go back on top in a new order; the others see only the look', () => {
    const before = position(['S004', 'S014', 'S026', 'S015']); // S004 (4) is its card this round
    // T43 (5) resolves before S004 (4).
    const after = untilLook(before);
    const [look] = looks(after.events);
    expect(look).toEqual({ kind: 'handLooked', seat: 0, target: 1, from: 'deck', rule: 'R-SOLO-LOOK-1', cards: ['S014', 'S026'] });
    expect(automatonNotes(after.events, 1).map((e) => e.rule)).toContain('R-SOLO-LOOK-3');
    // The same action played the round out (S004 shuffles nothing) and round 2 took its top card:
    // one of the two, the other under it, then the rest.
    const r = recordOf(after.state, 1);
    expect([r.drawn, r.deck[0]].sort()).toEqual(['S014', 'S026']);
    expect(r.deck.slice(1)).toEqual(['S015']);
    expect(looks(eventsFor(after.events, 'spectator')).map((e) => e.cards)).toEqual([null]);
  });

  it('R-SOLO-LOOK-2 a deck of 0 or 1 cards is first rebuilt from its discard pile', () => {
    const before = position(['S007', 'S014'], ['S026', 'S015']);
    const after = playUntil(before, (s) => s.round === 2, selecting(before.state, 'T43'));
    const [look] = looks(after.events);
    expect(look!.cards).toHaveLength(2);
    expect(automatonNotes(after.events, 1).map((e) => e.rule)).toContain('R-SOLO-LOOK-2');
    expect(['S014', 'S026', 'S015']).toEqual(expect.arrayContaining(look!.cards!));
  });
});
