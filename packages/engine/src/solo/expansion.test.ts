import { characterSoloCards, SOLO_CATALOG, type AutomatonId, type SelectionDeckId } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { createGame, viewFor } from '../index';
import { soloGameConfig } from '../testing/solo-games';
import { automatonNotes, nextRound, playUntil, soloPosition } from '../testing/solo-scenario';
import { recordOf } from './game';

// Section 21.5 through the engine: the first expansion cycle's automated characters (our data:
// automata-expansion.ts, cards-expansion.ts), their decks (R-SOLO-EXP-1..19) and special rules.

function game(automata: { automaton: AutomatonId; nightmare?: boolean; choices?: SelectionDeckId[]; woundLimit?: number }[], seed = 3) {
  const config = soloGameConfig({ seed, battlefield: 'snowy-battlefield', humans: [1], automata: [] });
  return createGame({ ...config, solo: { automata } });
}

/** Where each card of an automaton's built deck came from: 'own' or its selection deck. */
function origins(automaton: AutomatonId, choice: SelectionDeckId) {
  const r = game([{ automaton, choices: [choice] }]);
  if (!r.ok) throw new Error(r.error.message);
  const deck = recordOf(r.value.state, 1).deck;
  const count: Record<string, number> = {};
  for (const n of deck) {
    const owner = SOLO_CATALOG.cards[n]!.owner;
    const key = owner.kind === 'selection' ? `deck ${owner.deck}` : 'own';
    count[key] = (count[key] ?? 0) + 1;
  }
  return { deck, count };
}

const RECIPES: readonly { id: AutomatonId; rule: string; decks: Record<string, number> }[] = [
  { id: 'assassin', rule: 'R-SOLO-EXP-6', decks: { 'deck 1': 1, 'deck 4': 2, 'deck 5': 1 } },
  { id: 'kojiro', rule: 'R-SOLO-EXP-7', decks: { 'deck 1': 1, 'deck 3': 1, 'deck 4': 1, 'deck 5': 1 } },
  { id: 'monk', rule: 'R-SOLO-EXP-8', decks: { 'deck 1': 1, 'deck 3': 2, 'deck 5': 1 } },
  { id: 'musashi', rule: 'R-SOLO-EXP-9', decks: { 'deck 1': 1, 'deck 4': 2, 'deck 5': 1 } },
  { id: 'ninja', rule: 'R-SOLO-EXP-11', decks: { 'deck 1': 1, 'deck 4': 2, 'deck 5': 1 } },
  { id: 'onna-bugeisha', rule: 'R-SOLO-EXP-13', decks: { 'deck 1': 1, 'deck 3': 2, 'deck 5': 1 } },
  { id: 'sailor', rule: 'R-SOLO-EXP-14', decks: { 'deck 1': 1, 'deck 4': 2, 'deck 5': 1 } },
  { id: 'wakou', rule: 'R-SOLO-EXP-16', decks: { 'deck 1': 1, 'deck 3': 1, 'deck 4': 1, 'deck 5': 1 } },
  { id: 'yasuke', rule: 'R-SOLO-EXP-17', decks: { 'deck 1': 1, 'deck 4': 2, 'deck 5': 1 } },
  { id: 'yojimbo', rule: 'R-SOLO-EXP-19', decks: { 'deck 1': 1, 'deck 4': 2, 'deck 5': 1 } },
];

describe('decks of the expansion\'s automated characters (R-SOLO-EXP-1, recipes)', () => {
  it.each(RECIPES)('R-SOLO-EXP-1 $rule $id: all its own signature solo cards, then its recipe, + 1 from deck 2, 4 or 5 (the player picked 2)', ({ id, decks }) => {
    const own = characterSoloCards(id);
    const { deck, count } = origins(id, 2);
    expect(own.signature.length).toBeGreaterThanOrEqual(2);
    for (const n of own.signature) expect(deck).toContain(n);
    for (const n of own.nightmare) expect(deck).not.toContain(n); // set aside outside nightmare mode
    expect(count).toEqual({ own: own.signature.length, ...decks, 'deck 2': 1 });
    // The free pick may also go to deck 4 or 5, never elsewhere (OP-28 as a setting).
    expect(game([{ automaton: id, choices: [3] }]).ok).toBe(false);
  });

  it('R-SOLO-EXP-3 R-SOLO-EXP-2 the Ashigaru of the pair: its own cards, 1× deck 1, 2× deck 3, 1× deck 5, + 1 from deck 2, 4 or 5; built beside Hachiko', () => {
    const r = game([{ automaton: 'hachiko-ashigaru', choices: [4] }, { automaton: 'hachiko' }]);
    if (!r.ok) throw new Error(r.error.message);
    const deck = recordOf(r.value.state, 1).deck;
    const from = (d: number) => deck.filter((n) => { const o = SOLO_CATALOG.cards[n]!.owner; return o.kind === 'selection' && o.deck === d; }).length;
    expect([from(1), from(3), from(4), from(5)]).toEqual([1, 2, 1, 1]);
    for (const n of characterSoloCards('hachiko-ashigaru').signature) expect(deck).toContain(n);
  });

  it('R-SOLO-EXP-4 Hachiko plays exactly its own 5 solo cards, in nightmare mode too; its deck takes no free pick', () => {
    for (const nightmare of [false, true]) {
      const r = game([{ automaton: 'hachiko-ashigaru', nightmare }, { automaton: 'hachiko', nightmare }]);
      if (!r.ok) throw new Error(r.error.message);
      expect([...recordOf(r.value.state, 2).deck].sort()).toEqual(['XS211', 'XS212', 'XS213', 'XS214', 'XS215']);
    }
    const picked = game([{ automaton: 'hachiko-ashigaru' }, { automaton: 'hachiko', choices: [5] }]);
    expect(!picked.ok && picked.error.rule).toBe('OP-28');
  });

  it('R-SOLO-EXP-2 Ashigaru and Hachiko always fight as a pair: either alone is refused with the rule', () => {
    for (const alone of ['hachiko', 'hachiko-ashigaru'] as const) {
      const r = game([{ automaton: alone }]);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.rule]).toEqual(['INVALID_CONFIG', 'R-SOLO-EXP-2']);
    }
    expect(game([{ automaton: 'hachiko' }, { automaton: 'hachiko-ashigaru' }]).ok).toBe(true);
  });
});

describe('stealth (R-SOLO-EXP-5, R-SOLO-EXP-10)', () => {
  it.each([['assassin', 'R-SOLO-EXP-5'], ['ninja', 'R-SOLO-EXP-10']] as const)('%s starts the game stealthed (%s), the other automata do not', (automaton) => {
    const r = game([{ automaton }, { automaton: 'katana-ashigaru' }]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.seats.map((s) => s.stealthed)).toEqual([false, true, false]);
    expect(viewFor(r.value.state, 0).seats[1]!.stealthed).toBe(true);
  });

  // The Student faces north on (4, 3); the automaton stands two hexes behind her, facing north.
  const behind = (automaton: AutomatonId, card: string, stealthed: boolean) =>
    soloPosition({ humans: [{ character: 'student', at: [4, 3, 0] }], automata: [{ automaton, at: [4, 5, 0], deck: [card, 'S014'], stealthed }] });

  it.each([
    ['assassin', 'XS221', 'R-SOLO-EXP-5', 1, 2], // the bonus wound bleeds (R-BLEED: counted apart)
    ['ninja', 'XS261', 'R-SOLO-EXP-10', 1, 2],
  ] as const)('%s: %s is stronger while stealthed (%s): %i wound unstealthed, %i stealthed', (automaton, card, rule, plain, hidden) => {
    const results = [false, true].map((stealthed) => {
      const after = playUntil(behind(automaton, card, stealthed), nextRound(2));
      return { wounds: after.state.seats[0]!.wounds + after.state.seats[0]!.bleeding, notes: automatonNotes(after.events, 1).map((e) => e.rule), stealthedAfter: after.state.seats[1]!.stealthed };
    });
    expect(results.map((r) => r.wounds)).toEqual([plain, hidden]);
    expect(results[0]!.notes).not.toContain(rule);
    expect(results[1]!.notes).toContain(rule);
    expect(results[1]!.stealthedAfter).toBe(false); // R-STEALTH: a successful attack ends stealth as usual
  });
});
