import { describe, expect, it } from 'vitest';
import { viewFor } from './index';
import { act, handCard, scenario } from './testing';

// R-OVERVIEW-5: hands are hidden; the face-down choice stays hidden until the reveal; deck order
// never leaves the engine. viewFor is the only door for state going to a seat.

const game = () =>
  scenario()
    .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T10', 'T13', 'T01'], deck: ['T11', 'T12', 'T14'] })
    .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['T10', 'T02'], deck: ['T13', 'T15'] })
    .build().state;

describe('viewFor', () => {
  it('R-OVERVIEW-5 a seat sees its own hand and only the size of the other hands and decks', () => {
    const state = game();
    const view = viewFor(state, 0);
    expect(view.seats[0]!.hand!.map((c) => c.number).sort()).toEqual(['T01', 'T10', 'T13']);
    expect(view.seats[1]!.hand).toBeUndefined();
    expect(view.seats[1]!.handCount).toBe(2);
    expect(view.seats[1]!.deckCount).toBe(2);
    const json = JSON.stringify(view);
    for (const id of [...state.seats[1]!.hand, ...state.seats[1]!.deck, ...state.seats[0]!.deck]) expect(json).not.toContain(`"${id}"`);
  });

  it('R-ROUND-SELECT-1 the other seat learns only that a card was chosen, until the reveal', () => {
    const before = game();
    const chosen = handCard(before, 1, 'T10');
    const { state } = act(before, 1, { kind: 'select', card: chosen });
    const mine = viewFor(state, 0);
    expect(mine.seats[1]!.hasSelected).toBe(true);
    expect(JSON.stringify(mine)).not.toContain(`"${chosen}"`);
    expect(JSON.stringify(viewFor(state, 'spectator'))).not.toContain(`"${chosen}"`);
    expect(viewFor(state, 1).seats[1]!.selected).toEqual({ card: chosen, number: 'T10' });
    const revealed = act(state, 0, { kind: 'select', card: handCard(state, 0, 'T13') }).state;
    expect(viewFor(revealed, 0).seats[1]!.play?.number).toBe('T10');
  });

  it('R-OVERVIEW-5 a spectator sees no hand and no pending options', () => {
    const view = viewFor(game(), 'spectator');
    expect(view.seats.every((s) => s.hand === undefined)).toBe(true);
    expect(view.decisions).toEqual([]);
    expect(view.waitingFor).toEqual([0, 1]);
  });

  it('R-ROUND-DISCARD-3 face-up discards are public, face-down ones only to their owner', () => {
    const s = scenario()
      .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T01'], deck: ['T12', 'T11'], bleeding: 1, discard: ['T13'] })
      .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['T02'], deck: ['T13'] })
      .atRoundStart()
      .build().state;
    // R-BLEED-2: the bleeding character discarded its top card face down before drawing.
    const other = viewFor(s, 1).seats[0]!.discard;
    expect(other).toEqual([{ card: expect.any(String), number: 'T13' }, { faceDown: true }]);
    expect(viewFor(s, 0).seats[0]!.discard[1]).toEqual({ card: expect.any(String), number: 'T12' });
  });

  it('R-ROUND-DISCARD-3 a view built from the owner\'s views and the public view still hides the face-down card from the others', () => {
    const s = scenario()
      .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T01'], deck: ['T12', 'T11'], bleeding: 1, discard: ['T13'] })
      .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['T02'], deck: ['T13'] })
      .atRoundStart()
      .build().state;
    const spectator = viewFor(s, 'spectator');
    const owner = viewFor(s, 0, undefined, { spectator });
    // The other seat's view, given the owner's view as its "previous": it takes only equal parts.
    const other = viewFor(s, 1, undefined, { previous: owner, spectator });
    expect(other).toEqual(viewFor(s, 1));
    expect(other.seats[0]).toBe(spectator.seats[0]); // the public part, kept once
    expect(other.seats[0]!.discard[1]).toEqual({ faceDown: true });
    expect(owner.seats[0]!.discard[1]).toEqual({ card: expect.any(String), number: 'T12' });
    expect(JSON.stringify(viewFor(s, 'spectator', undefined, { previous: owner }))).toBe(JSON.stringify(spectator));
  });
});
