import { describe, expect, it } from 'vitest';
import { applyAction, createScenario, isCardWindow, outcome, pendingDecisions, passOption, viewFor } from './index';
import { TEST_CARDS, TEST_CHARACTERS } from './testing';

// The worked example of docs/engine-api.md, run as a test so the document cannot drift.

describe('docs/engine-api.md worked example', () => {
  it('R-ROUND-RESOLVE-1 R-SEQ-REVEAL-7 a cut at initiative 6 lands before a meditation at 4, once the reveal is done', () => {
    const created = createScenario({
      battlefield: { hexes: [{ q: 0, r: 0 }, { q: 0, r: 1 }, { q: 0, r: 2 }, { q: 1, r: 0 }] },
      seats: [
        { character: 'kensei', hex: { q: 0, r: 1 }, facing: 0, hand: ['T10', 'T01'] },
        { character: 'tetsu', hex: { q: 0, r: 0 }, facing: 3, hand: ['T13', 'T02'] },
      ],
      definitions: { cards: TEST_CARDS, characters: TEST_CHARACTERS },
    });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;

    // The Select step: both seats choose at once.
    const [kensei, tetsu] = pendingDecisions(state);
    expect(kensei!.kind).toBe('select');
    const cut = state.seats[0]!.hand.find((id) => state.cards[id] === 'T10')!;
    const breath = state.seats[1]!.hand.find((id) => state.cards[id] === 'T13')!;
    expect(tetsu!.options).toContainEqual({ kind: 'select', card: breath });

    const first = applyAction(state, 0, { kind: 'select', card: cut });
    if (!first.ok) throw new Error(first.error.message);
    expect(viewFor(first.value.state, 1).seats[0]!.hasSelected).toBe(true);

    const second = applyAction(first.value.state, 1, { kind: 'select', card: breath });
    if (!second.ok) throw new Error(second.error.message);
    state = second.value.state;
    // OP-68: Reveal step 4 asks each seat whose card public facts leave replaceable, whatever it
    // holds (lowest on the track first): Tetsu, then Kensei, each only able to keep its card.
    const events = [...second.value.events];
    expect(pendingDecisions(state)).toEqual([{ seat: 1, kind: 'replacement', rule: 'R-ROUND-REVEAL-4', options: [{ kind: 'keepCard' }] }]);
    for (let d = pendingDecisions(state)[0]; d !== undefined && isCardWindow(d); d = pendingDecisions(state)[0]) {
      const passed = applyAction(state, d.seat, passOption(d));
      if (!passed.ok) throw new Error(passed.error.message);
      state = passed.value.state;
      events.push(...passed.value.events);
    }
    const kinds = events.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['revealed', 'resolving', 'attack', 'wounded', 'focusGained']));
    // R-SEQ-REVEAL-6/7: initiatives are compared, then the cards resolve.
    expect(kinds.indexOf('resolving')).toBeGreaterThan(kinds.lastIndexOf('initiativeSet'));
    expect(state.seats[1]!.wounds).toBe(1);

    // Tetsu's Kamae path move waits on Tetsu: up to 2 paths, or stop.
    const [pathMove] = pendingDecisions(state);
    expect(pathMove).toMatchObject({ seat: 1, kind: 'kamaePath', rule: 'R-KAMAE-PATH-2' });
    expect(pathMove!.options).toEqual([{ kind: 'kamaeStep', node: 'b' }, { kind: 'kamaeStep', node: 'a' }, { kind: 'endKamae' }]);

    const wrong = applyAction(state, 0, { kind: 'endKamae' });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_DECISION' } });
    expect(outcome(state)).toEqual({ over: false });
  });
});
