import type { Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { act, decisionOf, eventsOf, handCard, hit, mark, scenario, selectCards, testCard } from '../testing';

// R-DIAG-6: a targeted attack whose target no declaration settled (OP-21 declares only for the
// revealed card) asks its player which opponent in range to attack: here a counterattack card.

const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const A1 = testCard({ number: 'A01', types: ['attack'], initiative: fixed(5), effects: [{ kind: 'attack', hexes: [hit(0, -1)] }] });
// The block covers the hex ahead of its player (the attacker's hex), with a counter icon of 5.
const A2 = testCard({ number: 'A02', types: ['block'], initiative: fixed(5), effects: [{ kind: 'block', hexes: [{ q: 0, r: -1 }], counter: [5] } as Effect] });
const A3 = testCard({ number: 'A03', types: ['attack'], initiative: fixed(3), range: 3, effects: [{ kind: 'targetedAttack', mark: mark({ wounds: 1 }) }] });
const A4 = testCard({ number: 'A04', types: ['meditation'], initiative: fixed(1), effects: [] });

describe('R-DIAG-6 the target of a targeted attack', () => {
  it('R-DIAG-6 R-COUNTER-3 a counterattack\'s targeted attack with two opponents in range asks its player which', () => {
    const start = scenario()
      .card(A1, A2, A3, A4)
      .seat('kensei', { q: 0, r: 0 }, 0, { hand: ['A01'] })
      .seat('tetsu', { q: 0, r: -1 }, 3, { hand: ['A02', 'A03'] })
      .seat('kensei', { q: 2, r: -2 }, 3, { hand: ['A04'] })
      .build().state;
    const blocked = selectCards(start, { 0: 'A01', 1: 'A02', 2: 'A04' }).state;
    const counter = decisionOf(blocked, 1)!;
    expect(counter.kind).toBe('counter');
    const asked = act(blocked, 1, { kind: 'playCard', card: handCard(blocked, 1, 'A03') }).state;
    const d = decisionOf(asked, 1)!;
    expect(d.kind).toBe('attackTarget');
    expect(d.rule).toBe('R-DIAG-6');
    expect(d.options).toEqual([{ kind: 'target', seat: 0 }, { kind: 'target', seat: 2 }]);
    const counterattack = eventsOf(act(asked, 1, { kind: 'target', seat: 2 }).events, 'attack').find((e) => e.seat === 1)!;
    expect(counterattack.results.map((r) => [r.target, r.hit])).toEqual([[2, true]]);
  });
});
