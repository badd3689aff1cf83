import { CATALOG } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { createScenario, pendingDecisions, rulesOf } from '../index';
import { automatonNotes, nextRound, playUntil, soloPosition, soloScenarioSpec, type Run } from '../testing/solo-scenario';

// R-SOLO-POISON-1/2 through the engine: the automated Master's nightmare card XN101 (Viper's Fang)
// poisons with the Master's poison deck (card 002), drawn by the automaton, resolved by you.

// The Student (seat 0) faces north on (4, 3); the automated Master stands two hexes behind her.
const FANG = {
  humans: [{ character: 'student' as const, at: [4, 3, 0] as const, hand: ['038', '040'] }],
  automata: [{ automaton: 'master' as const, at: [4, 5, 0] as const, deck: ['XN101', 'XS101'], nightmare: true }],
};

const poisonedEvents = (run: Run) => run.events.filter((e) => e.kind === 'poisoned');

describe('automata poisoning your character (R-SOLO-POISON-1, R-SOLO-POISON-2)', () => {
  it('R-SOLO-POISON-1 R-SOLO-POISON-2 XN101 hits from behind and poisons you with 002 from the Master\'s poison deck; you resolve it (your own discard decision)', () => {
    const before = soloPosition(FANG);
    let discardAsked = false;
    const after = playUntil(before, nextRound(2), (options, kind) => {
      if (kind === 'discard') discardAsked = true;
      return kind === 'select' ? options.find((a) => a.kind === 'select' && before.state.cards[(a as { card: string }).card] === '038')! : options[0]!;
    });
    expect(poisonedEvents(after)).toEqual([{ kind: 'poisoned', seat: 0, by: 1, poison: '002' }]);
    // 002 (our reading, master.ts): Kamae to Neutral and you discard a card of your choice; 040 was the only one.
    expect(discardAsked).toBe(true);
    expect(after.state.seats[0]!.discard.map((d) => after.state.cards[d.card])).toContain('040');
    // OP-38: the poisoner has used 002 up.
    expect(after.state.seats[1]!.poisonsUsed).toEqual(['002']);
  });

  it('R-SOLO-POISON-2 with two poison cards the automaton draws one from its shuffled poison deck: both come up over seeds, and nobody is asked', () => {
    const p002 = CATALOG.poisons['002']!;
    const master = CATALOG.characters['master']!;
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const spec = soloScenarioSpec({ ...FANG, seed });
      const r = createScenario({
        ...spec,
        definitions: { characters: [{ ...master, poisons: ['002', 'T901'] }], poisons: [{ ...p002, number: 'T901', effects: [{ kind: 'kamaeJump', to: 'neutral' }] }] },
      });
      if (!r.ok) throw new Error(r.error.message);
      const before = { state: r.value.state, events: [...r.value.events] };
      const after = playUntil(before, (s) => s.seats[1]!.poisonsUsed.length > 0 || s.round === 2, (options, kind) => {
        expect(kind).not.toBe('poisonCard');
        return kind === 'select' ? options.find((a) => a.kind === 'select' && before.state.cards[(a as { card: string }).card] === '038')! : options[0]!;
      });
      expect(pendingDecisions(after.state).every((d) => d.seat === 0)).toBe(true);
      const [poisoned] = poisonedEvents(after);
      if (poisoned?.kind === 'poisoned') drawn.add(poisoned.poison);
      expect(automatonNotes(after.events, 1).some((e) => e.rule === 'R-SOLO-POISON-2')).toBe(true);
    }
    expect([...drawn].sort()).toEqual(['002', 'T901']);
  });

  it('R-SOLO-POISON-1 the automated Master builds the Master\'s poison deck as usual; a troop has none', () => {
    const master = soloPosition(FANG).state;
    expect(rulesOf(master).characters[master.seats[1]!.character]!.poisons).toEqual(['002']);
    const troop = soloPosition({ ...FANG, automata: [{ automaton: 'katana-ashigaru', at: [4, 5, 0], deck: ['S014'] }] }).state;
    expect(rulesOf(troop).characters[troop.seats[1]!.character]!.poisons).toEqual([]);
  });
});
