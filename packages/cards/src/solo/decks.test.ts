import { describe, expect, it } from 'vitest';
import { recommendedWoundLimit } from './automata';
import { characterSoloCards, SELECTION_DECKS, SOLO_CATALOG, type SelectionPiles } from './catalog';
import { buildAutomatonDecks, shuffleSelectionDecks, type AutomatonDeckRequest, type BuiltDeck } from './decks';
import { seeded } from './random-testing';
import type { AutomatonId, SelectionDeckId } from './schema';

// Solo deck construction (rules section 21), played through the public functions: build decks
// from seeded selection decks (or from piles in a known order) and check what went in.

type Built = { decks: readonly BuiltDeck[]; piles: SelectionPiles };

function build(requests: readonly AutomatonDeckRequest[], seed = 1, piles?: SelectionPiles): Built {
  const r = buildAutomatonDecks(requests, seeded(seed), piles === undefined ? {} : { piles });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
const one = (request: AutomatonDeckRequest, seed = 1, piles?: SelectionPiles): BuiltDeck => {
  const deck = build([request], seed, piles).decks[0];
  if (deck === undefined) throw new Error('no deck built');
  return deck;
};

/** Cards per selection deck a deck's picks came from ('own' for a character's own cards). */
const fromCounts = (deck: BuiltDeck) =>
  deck.picks.reduce<Record<string, number>>((acc, p) => ({ ...acc, [String(p.from)]: (acc[String(p.from)] ?? 0) + 1 }), {});
const deckOf = (n: string) => {
  const owner = SOLO_CATALOG.cards[n]?.owner;
  return owner?.kind === 'selection' ? owner.deck : 'own';
};
const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);

/** Piles with some decks emptied (the others in number order). */
const without = (...empty: SelectionDeckId[]): SelectionPiles =>
  Object.fromEntries(Object.entries(SELECTION_DECKS).map(([d, cards]) => [d, empty.includes(Number(d) as SelectionDeckId) ? [] : cards])) as unknown as SelectionPiles;

describe('section 21.1: selection decks', () => {
  it('R-SOLO-DECK-1: every card taken comes from the selection deck the recipe names, and each card is in one deck only', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const { decks } = build([{ automaton: 'samurai-boss' }, { automaton: 'yari-ashigaru' }, { automaton: 'arquebusier' }], seed);
      for (const deck of decks) for (const p of deck.picks) expect(deckOf(p.card)).toBe(p.from);
      const all = decks.flatMap((d) => d.cards);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('R-SOLO-DECK-2: each selection deck is shuffled on its own: cards never change deck, orders depend on the seed', () => {
    const a = shuffleSelectionDecks(SELECTION_DECKS, seeded(1)).piles;
    const b = shuffleSelectionDecks(SELECTION_DECKS, seeded(2)).piles;
    for (const d of [1, 2, 3, 4, 5, 6, 7, 8] as const) expect([...a[d]].sort()).toEqual(SELECTION_DECKS[d]);
    expect(a).not.toEqual(b);
    expect(shuffleSelectionDecks(SELECTION_DECKS, seeded(1)).piles).toEqual(a);
    // The 12 melee attacks come out in many orders over the seeds, not one fixed order.
    const tops = new Set(SEEDS.map((s) => shuffleSelectionDecks(SELECTION_DECKS, seeded(s)).piles[4][0]));
    expect(tops.size).toBe(12);
  });

  it('R-SOLO-DECK-3: "2x deck 4" takes the top two cards of deck 4', () => {
    const piles = { ...SELECTION_DECKS, 4: ['S025', 'S014', 'S020', ...SELECTION_DECKS[4].filter((n) => !['S025', 'S014', 'S020'].includes(n))] };
    const deck = one({ automaton: 'katana-ashigaru', choices: [5] }, 1, piles);
    expect(deck.picks.filter((p) => p.from === 4).map((p) => p.card)).toEqual(['S025', 'S014']);
    expect(deck.picks.find((p) => p.from === 2)?.card).toBe('S002');
  });

  it('R-SOLO-DECK-4: a card due from an empty deck comes from another deck of the recipe', () => {
    // Arquebusier: 1x deck 2, 1x deck 5, 3x deck 7, +1 from 2 or 5; with deck 7 empty its three shots come from 2 or 5.
    for (const seed of SEEDS.slice(0, 30)) {
      const deck = one({ automaton: 'arquebusier' }, seed, without(7));
      const fallbacks = deck.picks.filter((p) => p.requested === 7);
      expect(fallbacks).toHaveLength(3);
      for (const p of fallbacks) {
        expect([2, 5]).toContain(p.from);
        expect(p.rule).toBe('R-SOLO-DECK-4');
      }
      expect(deck.cards).toHaveLength(6);
    }
  });

  it('R-SOLO-DECK-4: when every deck of the recipe is empty the card comes from deck 4; with deck 4 empty too, an error', () => {
    const deck = one({ automaton: 'arquebusier' }, 3, without(2, 5, 7));
    expect(deck.picks.map((p) => p.from)).toEqual([4, 4, 4, 4, 4, 4]);
    const r = buildAutomatonDecks([{ automaton: 'arquebusier' }], seeded(3), { piles: without(2, 4, 5, 7) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'SELECTION_EXHAUSTED', rule: 'R-SOLO-DECK-4' });
  });

  it('R-SOLO-DECK-4: two arquebusiers share deck 7: the second takes its shots from its other decks', () => {
    for (const seed of SEEDS.slice(0, 30)) {
      const [first, second] = build([{ automaton: 'arquebusier' }, { automaton: 'arquebusier' }], seed).decks;
      expect(fromCounts(first!)[7]).toBe(3);
      expect(fromCounts(second!)[7]).toBeUndefined();
      expect(second!.cards).toHaveLength(6);
    }
  });
});

/** Per recipe: the fixed cards per deck, the free picks and their decks, the total. */
const RECIPES: [string, AutomatonId, Record<number, number>, number, SelectionDeckId[], number][] = [
  ['R-SOLO-RECIPE-1', 'samurai-boss', { 1: 2, 4: 2, 5: 1 }, 1, [4, 5], 6],
  ['R-SOLO-RECIPE-2', 'katana-ashigaru', { 2: 1, 4: 2, 5: 1 }, 1, [4, 5], 5],
  ['R-SOLO-RECIPE-3', 'yari-ashigaru', { 2: 1, 3: 2, 5: 1 }, 1, [3, 5], 5],
  ['R-SOLO-RECIPE-4', 'yumi-ashigaru', { 2: 1, 5: 1, 6: 1 }, 2, [2, 5, 6], 5],
  ['R-SOLO-RECIPE-5', 'arquebusier', { 2: 1, 5: 1, 7: 3 }, 1, [2, 5], 6],
];

describe('section 21.2: recipes for automata', () => {
  it.each(RECIPES)('%s: the %s deck holds its fixed cards and its free picks, over 200 seeds', (_rule, automaton, fixed, free, freeDecks, total) => {
    for (const seed of SEEDS) {
      const deck = one({ automaton }, seed);
      expect(deck.cards).toHaveLength(total);
      const counts = fromCounts(deck);
      for (const [d, n] of Object.entries(fixed)) expect(counts[d] ?? 0, `deck ${d}`).toBeGreaterThanOrEqual(n);
      const extra = deck.picks.filter((p) => p.chosenBy !== undefined);
      expect(extra).toHaveLength(free);
      for (const p of extra) expect(freeDecks).toContain(p.from);
      expect([...deck.cards].sort()).toEqual(deck.picks.map((p) => p.card).sort());
      expect(deck.setAside).toEqual([]);
    }
  });

  it('R-SOLO-RECIPE-1: the boss is built with the player choosing the sixth card from deck 5', () => {
    const deck = one({ automaton: 'samurai-boss', choices: [5] });
    expect(fromCounts(deck)).toEqual({ 1: 2, 4: 2, 5: 2 });
    expect(deck.picks.at(-1)).toMatchObject({ from: 5, chosenBy: 'player' });
  });
});

const CHARACTERS: [string, AutomatonId, Record<number, number>][] = [
  ['R-SOLO-CHAR-2', 'master', { 1: 1, 4: 2, 5: 1 }],
  ['R-SOLO-CHAR-3', 'student', { 1: 1, 4: 2, 5: 1 }],
  ['R-SOLO-CHAR-4', 'ronin', { 1: 1, 3: 1, 4: 1, 5: 1 }],
  ['R-SOLO-CHAR-5', 'warrior', { 1: 1, 3: 1, 4: 1, 5: 1 }],
];

describe('section 21.3: automated characters', () => {
  it.each(CHARACTERS)('%s, R-SOLO-CHAR-1: the %s deck is its own cards without its nightmare card, plus its recipe', (_rule, automaton, fixed) => {
    const own = characterSoloCards(automaton);
    for (const seed of SEEDS.slice(0, 100)) {
      const deck = one({ automaton }, seed);
      expect(deck.picks.filter((p) => p.from === 'own').map((p) => p.card)).toEqual(own.signature);
      expect(deck.setAside).toEqual(own.nightmare);
      expect(deck.cards).not.toContain(own.nightmare[0]);
      expect(deck.cards).toHaveLength(own.signature.length + 5);
      const counts = fromCounts(deck);
      for (const [d, n] of Object.entries(fixed)) expect(counts[d] ?? 0, `deck ${d}`).toBeGreaterThanOrEqual(n);
      const extra = deck.picks.filter((p) => p.chosenBy !== undefined);
      expect(extra).toHaveLength(1);
      expect([2, 4, 5]).toContain(extra[0]!.from);
    }
  });
});

describe('section 21.4: nightmare mode', () => {
  it('R-SOLO-NIGHTMARE-2: without nightmare mode no deck holds a nightmare card', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const { decks } = build([{ automaton: 'samurai-boss' }, { automaton: 'katana-ashigaru' }, { automaton: 'master' }], seed);
      for (const deck of decks) expect(deck.cards.filter((n) => /^X?N/.test(n)), deck.automaton).toEqual([]);
    }
  });

  it.each([
    ['samurai-boss', 4],
    ['katana-ashigaru', 4],
    ['yari-ashigaru', 3],
  ] as const)('R-SOLO-NIGHTMARE-3, OP-27: the %s takes exactly one card from deck 8 instead of one from deck %i', (automaton, replaced) => {
    for (const seed of SEEDS.slice(0, 100)) {
      const plain = one({ automaton }, seed);
      const nightmare = one({ automaton, nightmare: true }, seed);
      expect(nightmare.cards).toHaveLength(plain.cards.length);
      const swapped = nightmare.picks.filter((p) => p.from === 8);
      expect(swapped).toHaveLength(1);
      expect(swapped[0]).toMatchObject({ requested: replaced, rule: 'R-SOLO-NIGHTMARE-3' });
      const requestedCounts = (d: BuiltDeck) => d.picks.filter((p) => p.requested === replaced).length;
      expect(requestedCounts(nightmare)).toBe(requestedCounts(plain));
    }
  });

  it('OP-27: the yumi ashigaru and the arquebusier take nothing from decks 3 or 4, so nightmare mode leaves their decks as they are', () => {
    for (const automaton of ['yumi-ashigaru', 'arquebusier'] as const) {
      for (const seed of SEEDS.slice(0, 50)) expect(one({ automaton, nightmare: true }, seed).cards).toEqual(one({ automaton }, seed).cards);
    }
  });

  it('OP-27: once deck 8 is empty, a nightmare ashigaru takes its card from deck 4 as usual', () => {
    const requests = Array.from({ length: 6 }, () => ({ automaton: 'katana-ashigaru' as const, nightmare: true, choices: [5 as const] }));
    const { decks } = build(requests, 9);
    expect(decks.map((d) => d.picks.filter((p) => p.from === 8).length)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(decks[5]!.cards).toHaveLength(5);
  });

  it.each(['master', 'student', 'ronin', 'warrior'] as const)(
    'R-SOLO-NIGHTMARE-4, OP-27: the nightmare %s adds its own nightmare card first and nothing from deck 8',
    (automaton) => {
      const own = characterSoloCards(automaton);
      for (const seed of SEEDS.slice(0, 50)) {
        const deck = one({ automaton, nightmare: true }, seed);
        expect(deck.picks[0]).toMatchObject({ card: own.nightmare[0], rule: 'R-SOLO-NIGHTMARE-4' });
        expect(deck.picks.filter((p) => p.from === 8)).toEqual([]);
        expect(deck.setAside).toEqual([]);
        expect(deck.cards).toHaveLength(own.signature.length + 6);
      }
    },
  );
});

describe('OP-28: who picks the "+1 more card"', () => {
  it('OP-28: by default each listed deck is picked at random with equal probability', () => {
    const picks = Array.from({ length: 2000 }, (_, i) => one({ automaton: 'samurai-boss' }, i + 1).picks.at(-1)!);
    for (const p of picks) expect(p.chosenBy).toBe('random');
    const fromFour = picks.filter((p) => p.requested === 4).length / picks.length;
    expect(fromFour).toBeGreaterThan(0.45);
    expect(fromFour).toBeLessThan(0.55);
    // Three decks for the Master's extra card: each about a third.
    const master = Array.from({ length: 1500 }, (_, i) => one({ automaton: 'master' }, i + 1).picks.at(-1)!.requested);
    for (const d of [2, 4, 5]) {
      const share = master.filter((x) => x === d).length / master.length;
      expect(share, `deck ${d}`).toBeGreaterThan(0.28);
      expect(share, `deck ${d}`).toBeLessThan(0.39);
    }
  });

  it('OP-28: as a setting, the player picks the deck; a pick outside the listed decks or a wrong number of picks is refused', () => {
    const deck = one({ automaton: 'yumi-ashigaru', choices: [6, 2] });
    expect(deck.picks.filter((p) => p.chosenBy === 'player').map((p) => p.requested)).toEqual([6, 2]);
    for (const choices of [[3], [4, 5]] as SelectionDeckId[][]) {
      const r = buildAutomatonDecks([{ automaton: 'katana-ashigaru', choices }], seeded(1));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'BAD_CHOICE', rule: 'OP-28' });
    }
  });
});

describe('deck construction: determinism and bad input', () => {
  it('the same seed builds the same decks; the built deck is shuffled', () => {
    const requests: AutomatonDeckRequest[] = [{ automaton: 'samurai-boss' }, { automaton: 'ronin', nightmare: true }];
    expect(build(requests, 42)).toEqual(build(requests, 42));
    const orders = new Set(SEEDS.map((s) => one({ automaton: 'master' }, s).cards.slice(0, 3).join()));
    expect(orders.size).toBeGreaterThan(50);
  });

  it('unknown automata, malformed requests and foreign piles are errors, not throws', () => {
    const bad = [
      buildAutomatonDecks([{ automaton: 'dragon' as AutomatonId }], seeded(1)),
      buildAutomatonDecks([{ automaton: 'master', choices: [9 as SelectionDeckId] }], seeded(1)),
      buildAutomatonDecks([{ automaton: 'master' }], seeded(1), { piles: { ...SELECTION_DECKS, 4: ['S014', 'S026'] } }),
      buildAutomatonDecks([{ automaton: 'master' }], seeded(1), { piles: { ...SELECTION_DECKS, 4: ['S014', 'S014'] } }),
      buildAutomatonDecks([{ automaton: 'master' }], seeded(1), { piles: { ...SELECTION_DECKS, 4: ['XS101'] } }),
    ];
    expect(bad.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['INVALID_REQUEST', 'INVALID_REQUEST', 'BAD_PILES', 'BAD_PILES', 'BAD_PILES']);
  });
});

describe('section 20.3: wound limits', () => {
  it('R-SOLO-WOUND-2: recommended limits: 1 automaton 7, 2 automata 3 each, 3 automata 2 each, 4 or more 1 each', () => {
    expect([1, 2, 3, 4, 5, 9].map(recommendedWoundLimit)).toEqual([7, 3, 2, 1, 1, 1]);
  });
});

describe('deck construction: a safety net over random requests', () => {
  const KINDS = Object.keys(SOLO_CATALOG.automata) as AutomatonId[];
  const recipeSize = (id: AutomatonId) => SOLO_CATALOG.automata[id].recipe.reduce((n, line) => n + line.count, 0);

  it('R-SOLO-DECK-1, R-SOLO-DECK-4: 500 seeded games of 1-4 automata: sizes follow the recipes and no card is lost or doubled', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const pick = seeded(seed * 7919);
      let state = pick.state;
      const roll = (n: number) => {
        const [x, s] = pick.int(state, n);
        state = s;
        return x;
      };
      // R-SOLO-EXP-2: an automaton of a pair comes with its partner.
      const requests = Array.from({ length: 1 + roll(4) }, () => ({ automaton: KINDS[roll(KINDS.length)]!, nightmare: roll(2) === 1 }))
        .flatMap((r) => { const partner = SOLO_CATALOG.automata[r.automaton].pairedWith; return partner === undefined ? [r] : [r, { automaton: partner, nightmare: r.nightmare }]; });
      const r = buildAutomatonDecks(requests, seeded(seed));
      expect(r.ok, `seed ${seed}`).toBe(true);
      if (!r.ok) continue;
      const { decks, piles } = r.value;
      const selectionCards = decks.flatMap((d) => d.cards).filter((n) => deckOf(n) !== 'own');
      const all = [...selectionCards, ...Object.values(piles).flat()];
      expect([...all].sort(), `seed ${seed}`).toEqual(Object.values(SELECTION_DECKS).flat().sort());
      decks.forEach((deck, i) => {
        const request = requests[i]!;
        const own = SOLO_CATALOG.automata[request.automaton].character === undefined ? null : characterSoloCards(request.automaton);
        const expected = recipeSize(request.automaton) + (own === null ? 0 : own.signature.length + (request.nightmare ? own.nightmare.length : 0));
        expect(deck.cards, `seed ${seed} ${request.automaton}`).toHaveLength(expected);
        expect(deck.picks.filter((p) => p.from === 8).length, `seed ${seed}`).toBeLessThanOrEqual(own === null && request.nightmare ? 1 : 0);
      });
    }
  });
});

describe('OP-70 fixed recipe lines before free picks', () => {
  it('OP-70 R-SOLO-DECK-3 every automaton\'s fixed lines are dealt before any free pick: a free pick never takes a card another automaton\'s fixed line needs', () => {
    // Deck 4 holds exactly the four cards the katana ashigaru's and the boss's fixed lines take (2 + 2).
    // The katana ashigaru's free pick asks for deck 4 too; dealt first, it would leave the boss short.
    const piles = { ...SELECTION_DECKS, 4: SELECTION_DECKS[4].slice(0, 4) } as SelectionPiles;
    const { decks } = build([{ automaton: 'katana-ashigaru', choices: [4] }, { automaton: 'samurai-boss', choices: [5] }], 1, piles);
    const [katana, boss] = decks as [BuiltDeck, BuiltDeck];
    const bossRule = SOLO_CATALOG.automata['samurai-boss'].rule;
    expect(boss.picks.filter((p) => p.requested === 4).map((p) => [p.from, p.rule])).toEqual([[4, bossRule], [4, bossRule]]);
    expect(katana.picks.filter((p) => p.requested === 4 && p.from === 4)).toHaveLength(2);
    const free = katana.picks.find((p) => p.chosenBy !== undefined)!;
    expect([free.requested, free.rule]).toEqual([4, 'R-SOLO-DECK-4']); // deck 4 was empty by then: a stand-in
  });
});
