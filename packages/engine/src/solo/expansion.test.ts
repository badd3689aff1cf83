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
  it.each([['assassin', 'R-SOLO-EXP-5'], ['ninja', 'R-SOLO-EXP-10']] as const)('%s starts the game stealthed (%s), the other automata do not', (automaton, _rule) => {
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

describe('Onna-Bugeisha\'s Desperation (R-SOLO-EXP-12)', () => {
  // The Student faces north on (4, 3); Onna-Bugeisha (preferred distance 2) three hexes behind her.
  const onna = (wounds: number, woundLimit?: number) =>
    soloPosition({ humans: [{ character: 'student', at: [4, 3, 0] }], automata: [{ automaton: 'onna-bugeisha', at: [4, 6, 0], deck: ['XS271', 'S014'], wounds, ...(woundLimit === undefined ? {} : { woundLimit }) }] });

  it('R-SOLO-EXP-12 with 3 wounds left XS271 hits for 1; with 2 left Desperation switches on and adds its bonus (3 wounds)', () => {
    const calm = playUntil(onna(4), nextRound(2));
    const desperate = playUntil(onna(5), nextRound(2));
    expect([calm.state.seats[0]!.wounds, desperate.state.seats[0]!.wounds]).toEqual([1, 3]);
    expect(automatonNotes(calm.events, 1).some((e) => e.rule === 'R-SOLO-EXP-12')).toBe(false);
    expect(automatonNotes(desperate.events, 1).filter((e) => e.rule === 'R-SOLO-EXP-12').map((e) => e.reason)).toEqual([
      'Desperation: 2 wound(s) left before defeat', 'Desperation: its card\'s bonus is added',
    ]);
    expect(viewFor(desperate.state, 0).automata[0]!.desperate).toBe(true);
  });

  it('R-SOLO-EXP-12 under a wound limit of 3 she starts the game with Desperation active', () => {
    const r = game([{ automaton: 'onna-bugeisha', woundLimit: 2 }]);
    if (!r.ok) throw new Error(r.error.message);
    expect(recordOf(r.value.state, 1).desperate).toBe(true);
    const seven = game([{ automaton: 'onna-bugeisha' }]);
    if (!seven.ok) throw new Error(seven.error.message);
    expect(recordOf(seven.value.state, 1).desperate).toBe(false);
  });
});

describe('the Wakou\'s movement (R-SOLO-EXP-15)', () => {
  it('R-SOLO-EXP-15 R-MOVE-8 with a movement of two parts (XS292: 3 steps, 2 turns) the Wakou changes direction between steps; another automaton on the same card keeps one direction', () => {
    const end = (automaton: AutomatonId) => {
      const run = playUntil(
        soloPosition({ humans: [{ character: 'student', at: [4, 3, 0] }], automata: [{ automaton, at: [0, 1, 3], behaviour: 'left', deck: ['XS292', 'S014'] }] }),
        nextRound(2),
      );
      const steps = run.events.flatMap((e) => (e.kind === 'stepped' && e.seat === 1 ? [`${e.to.q - e.from.q},${e.to.r - e.from.r}`] : []));
      return { hex: run.state.seats[1]!.hex, directions: new Set(steps).size, steps: steps.length };
    };
    const wakou = end('wakou');
    const kojiro = end('kojiro');
    expect(wakou).toEqual({ hex: { q: 3, r: 0 }, directions: 2, steps: 3 });
    expect(kojiro).toEqual({ hex: { q: 3, r: 1 }, directions: 1, steps: 3 });
  });
});

describe('the Yojimbo\'s contracts (R-SOLO-EXP-18)', () => {
  it('R-SOLO-EXP-18 XN311 wounds and stuns you: First Blood and Tools of the Trade; with Counter already done it wins at once, before your card resolves', () => {
    const spec = (contracts: ('counter' | 'first-blood' | 'tools-of-the-trade')[]) =>
      soloPosition({ humans: [{ character: 'student', at: [4, 3, 0] }], automata: [{ automaton: 'yojimbo', at: [4, 5, 0], deck: ['XN311', 'S014'], contracts }] });
    const open = playUntil(spec([]), nextRound(2));
    expect(open.state.winners).toBeNull();
    expect([...recordOf(open.state, 1).contracts].sort()).toEqual(['first-blood', 'tools-of-the-trade']);
    expect(viewFor(open.state, 0).automata[0]!.contracts).toHaveLength(2);
    const last = playUntil(spec(['counter']), nextRound(2));
    expect(last.state.winners).toEqual([1]);
    expect(last.state.flow.at).toBe('over');
    expect(last.events.some((e) => e.kind === 'resolving' && e.seat === 0)).toBe(false);
    expect(automatonNotes(last.events, 1).at(-1)?.reason).toBe('every contract fulfilled: it wins at once');
  });

  it('R-SOLO-EXP-18 R-SOLO-COUNTER-3 Counter: your 010 (initiative 7) meets its block card\'s counter 7, the turned card shows an attack, you take the wound: the last contract, it wins', () => {
    const before = soloPosition({
      humans: [{ character: 'master', at: [4, 3, 0], hand: ['008', '010'] }],
      automata: [{ automaton: 'yojimbo', at: [4, 2, 0], deck: ['XS312', 'S014', 'S016'], contracts: ['first-blood', 'tools-of-the-trade'] }],
    });
    const after = playUntil(before, (s) => s.winners !== null || s.round === 2, (o, kind) =>
      kind === 'select' ? o.find((a) => a.kind === 'select' && before.state.cards[(a as { card: string }).card] === '010')! : o[0]!);
    const counter = automatonNotes(after.events, 1).find((e) => e.rule === 'R-SOLO-COUNTER-3' || e.rule === 'R-SOLO-COUNTER-2');
    expect(counter?.card).toBe('S014');
    expect(after.state.seats[0]!.wounds).toBe(1);
    expect(after.state.winners).toEqual([1]);
  });
});

describe('own cards and wound limits of automated characters (OP-31)', () => {
  it('OP-31 R-SOLO-WOUND-2 an automated character\'s own cards come from the data lists and its wound limit is the recommended one unless set', () => {
    const r = game([{ automaton: 'musashi' }, { automaton: 'warrior' }]);
    if (!r.ok) throw new Error(r.error.message);
    const decks = [1, 2].map((seat) => recordOf(r.value.state, seat));
    expect(decks.map((d) => d.woundLimit)).toEqual([3, 3]);
    for (const [i, id] of (['musashi', 'warrior'] as const).entries()) {
      for (const n of characterSoloCards(id).signature) expect(decks[i]!.deck).toContain(n);
    }
    const set = soloPosition({ humans: [{ character: 'ronin', at: [4, 3, 0] }], automata: [{ automaton: 'musashi', at: [4, 0, 3], woundLimit: 4 }] });
    expect([recordOf(set.state, 1).woundLimit, recordOf(set.state, 1).stunLimit]).toEqual([4, 4]);
  });
});
