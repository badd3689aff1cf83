import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULESET, pendingDecisions } from './index';
import { act, decisionOf, eventsOf, scenario, selectCards } from './testing';

// R-POISON-4 with the real content: the base game's single poison card 002 (Paralysing Poison),
// given by the Master's 010 Hidden Viper Fang (initiative 7: 1 wound, 1 weakness and poison on
// the hex ahead). 002's effect (content/master.ts): the victim's Kamae jumps to Neutral and it
// discards one card. 122 Deep Meditation (initiative 2) is the victim's card.

describe('R-POISON-4 poison card 002 in play', () => {
  const duel = () =>
    scenario()
      .seat('master', { q: 0, r: 1 }, 0, { hand: ['010', '010', '122'], deck: ['122', '122', '122'] })
      .seat('ronin', { q: 0, r: 0 }, 3, { hand: ['122', '122', '128', '128'], deck: ['122', '122', '122'], kamae: 'aggression' })
      .build().state;

  it('R-POISON-4 R-POISON-3 OP-38 the Master\'s 010 poisons with 002 once: Kamae to Neutral and a discard, then never again', () => {
    expect(Object.keys(BUILT_IN_RULESET.poisons)).toEqual(['002']);
    const fang = selectCards(duel(), { 0: '010', 1: '122' });
    // The only poison card is given without a choice to make (R-POISON-2), and is no wound (R-POISON-1).
    expect(eventsOf(fang.events, 'poisoned')).toEqual([{ kind: 'poisoned', seat: 1, by: 0, poison: '002' }]);
    expect(fang.state.seats[1]!.wounds).toBe(1);
    // 002 resolves at once: the Ronin drops from Aggression to Neutral and must choose a card to discard.
    expect(eventsOf(fang.events, 'kamaeChanged')).toEqual([{ kind: 'kamaeChanged', seat: 1, from: 'aggression', to: 'neutral', how: 'jump' }]);
    const discard = decisionOf(fang.state, 1)!;
    expect(discard).toMatchObject({ kind: 'discard', context: { left: 1 } });
    let state = act(fang.state, 1, discard.options[0]!).state;
    expect(state.seats[1]!.discard).toHaveLength(1);
    // The Master's optional step after a successful fang: he stays.
    state = act(state, 0, { kind: 'endMove' }).state;
    expect(state.round).toBe(2);
    // Round 2: the fang hits again, but 002 was used (OP-38): no poison, no Kamae change, no discard.
    const again = selectCards(state, { 0: '010', 1: '122' });
    expect(eventsOf(again.events, 'attack').at(-1)?.results).toEqual([expect.objectContaining({ target: 1, hit: true })]);
    expect(eventsOf(again.events, 'poisoned')).toEqual([]);
    expect(pendingDecisions(again.state).map((d) => [d.seat, d.kind])).toEqual([[0, 'move']]);
  });
});
