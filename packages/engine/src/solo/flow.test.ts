import { buildAutomatonDecks, PACKS, SOLO_CATALOG, type AutomatonId } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import type { Action } from '../decisions';
import type { GameEvent } from '../events';
import { applyAction, createGame, pendingDecisions, rulesOf, viewFor, type GameState } from '../index';
import { randomInt, seedRng } from '../rng';
import { soloGameConfig, type SoloGameSpec } from '../testing/solo-games';
import { isAutomaton, recordOf, soloOf } from './game';

// Section 20 in the engine's flow, through the public API: set-up with automaton seats, the round
// with automata (draw, no Select, reveal, resolution, discard), and what a view shows of them.

type Run = { state: GameState; events: GameEvent[] };

function create(spec: Partial<SoloGameSpec> & { automata: readonly AutomatonId[] }): Run {
  const r = createGame(soloGameConfig({ seed: 7, battlefield: 'snowy-battlefield', humans: [1], ...spec }));
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.value.state, events: [...r.value.events] };
}

/** Answer the humans' decisions with their first option (ending preparation at once) until `until` holds. */
function playUntil(run: Run, until: (s: GameState) => boolean, pick: (options: readonly Action[]) => Action = (o) => o.find((a) => a.kind === 'endPrepare') ?? o[0]!): Run {
  let { state } = run;
  const events = [...run.events];
  for (let guard = 0; guard < 2000 && !until(state) && state.winners === null; guard++) {
    const d = pendingDecisions(state)[0]!;
    const r = applyAction(state, d.seat, pick(d.options as readonly Action[]));
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}
const atSelect = (s: GameState) => s.flow.at === 'select';
const automatonEvents = (events: readonly GameEvent[], seat: number) => events.filter((e): e is Extract<GameEvent, { kind: 'automaton' }> => e.kind === 'automaton' && e.seat === seat);

describe('set-up with automaton seats (R-SOLO-SETUP-1..6, OP-22, OP-46)', () => {
  it('R-SOLO-SETUP-3 each automaton seat holds the deck section 21 builds from the game seed, on the automata side; R-SOLO-SETUP-2 your character is set up as usual', () => {
    const { state } = create({ automata: ['samurai-boss', 'katana-ashigaru'] });
    // Your seat: the shuffled signature deck and the core card in hand (R-SETUP-5, R-SETUP-6), as without automata.
    const human = state.seats[0]!;
    expect(human.deck.length).toBeGreaterThan(10);
    expect(human.hand.map((c) => state.cards[c])).toContain(rulesOf(state).characters[human.character]!.coreCard);
    expect(state.seats.map((st) => st.team)).toEqual([0, 1, 1]);
    expect([1, 2].map((seat) => isAutomaton(state, seat))).toEqual([true, true]);
    expect(isAutomaton(state, 0)).toBe(false);
    const decks = [1, 2].map((seat) => [...recordOf(state, seat).deck].sort());
    // The same cards as packages/cards builds (the deck order depends on the game's RNG draws).
    const built = buildAutomatonDecks([{ automaton: 'samurai-boss' }, { automaton: 'katana-ashigaru' }], { state: seedRng(1), int: randomInt });
    if (!built.ok) throw new Error(built.error.message);
    expect(decks.map((d) => d.length)).toEqual(built.value.decks.map((d) => d.cards.length));
    for (const d of decks) for (const n of d) expect(SOLO_CATALOG.cards[n]).toBeDefined();
    // Automata hold no cards of the engine's (R-SOLO-ROUND-2).
    expect(state.seats[1]!.hand).toEqual([]);
    expect(state.seats[1]!.deck).toEqual([]);
  });

  it('R-SOLO-WOUND-2 the recommended wound limit by number of automata, R-SOLO-WOUND-3 a chosen one, R-SOLO-STUN-1 the stun limit equals it', () => {
    expect(recordOf(create({ automata: ['samurai-boss'] }).state, 1).woundLimit).toBe(7);
    const two = create({ automata: ['samurai-boss', 'yumi-ashigaru'] }).state;
    expect([1, 2].map((seat) => recordOf(two, seat).woundLimit)).toEqual([3, 3]);
    const chosen = recordOf(create({ automata: ['ronin'], woundLimit: 5 }).state, 1);
    expect([chosen.woundLimit, chosen.stunLimit]).toEqual([5, 5]);
  });

  it('R-SOLO-SETUP-4 automaton figures go down by themselves in their start area; no set-up decision is ever an automaton\'s', () => {
    const run = create({ automata: ['samurai-boss', 'arquebusier'], humans: [0, 3] });
    const after = playUntil(run, atSelect, (o) => {
      return o.find((a) => a.kind === 'endPrepare') ?? o[0]!;
    });
    const automataArea = run.state.startAreas[1]!.hexes; // the state drops its start areas once every figure stands
    const placed = after.events.filter((e) => e.kind === 'figurePlaced').map((e) => (e as { seat: number }).seat).sort();
    expect(placed).toEqual([0, 1, 2, 3]);
    for (const seat of [2, 3]) {
      expect(automatonEvents(after.events, seat).some((e) => e.rule === 'R-SOLO-SETUP-4')).toBe(true);
      const hex = after.state.seats[seat]!.hex!;
      expect(automataArea.some((h) => h.q === hex.q && h.r === hex.r)).toBe(true);
    }
  });

  it('R-SOLO-SETUP-5 each automaton gets its marker once the figures stand; OP-25 markers by position: stances alternate from aggressive; R-SOLO-SETUP-6 random ones come from the seed', () => {
    const byPosition = playUntil(create({ automata: ['katana-ashigaru', 'yari-ashigaru'], markers: 'position' }), atSelect).state;
    expect([1, 2].map((seat) => recordOf(byPosition, seat).stance)).toEqual(['aggressive', 'defensive']);
    const a = playUntil(create({ automata: ['samurai-boss'], seed: 3 }), atSelect);
    const b = playUntil(create({ automata: ['samurai-boss'], seed: 3 }), atSelect);
    expect(recordOf(a.state, 1)).toEqual(recordOf(b.state, 1));
    expect(automatonEvents(a.events, 1).some((e) => e.rule === 'R-SOLO-SETUP-6')).toBe(true);
  });

  it('a bad automaton is refused with a clear error', () => {
    const r = createGame({ ...soloGameConfig({ seed: 1, battlefield: 'snowy-battlefield', humans: [0], automata: ['samurai-boss'] }), solo: { automata: [{ automaton: 'dragon' as AutomatonId }] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('INVALID_CONFIG');
  });
});

describe('the round with automata (R-SOLO-ROUND-1..5)', () => {
  const started = () => playUntil(create({ automata: ['samurai-boss'], seed: 11 }), atSelect);

  it('R-SOLO-ROUND-1 the automaton takes its top card face down; R-SOLO-ROUND-2 it has no Select decision', () => {
    const { state, events } = started();
    const record = recordOf(state, 1);
    expect(record.drawn).not.toBeNull();
    expect(automatonEvents(events, 1).some((e) => e.rule === 'R-SOLO-ROUND-1' && e.card === null)).toBe(true);
    expect(pendingDecisions(state).map((d) => d.seat)).toEqual([0]);
    // Face down: the views show that it has a card, not which, and never its deck.
    for (const viewer of [0, 1, 'spectator'] as const) {
      const view = viewFor(state, viewer).automata[0]!;
      expect(view).toMatchObject({ seat: 1, automaton: 'samurai-boss', drawn: null, hasDrawn: true, deckCount: record.deck.length });
      expect(JSON.stringify(view)).not.toContain(record.drawn!);
    }
  });

  it('R-SOLO-ROUND-3 its card is turned face up with yours; R-SOLO-ROUND-4 it resolves by its plan, each choice logged with its rule', () => {
    const before = started();
    const drawn = recordOf(before.state, 1).drawn!;
    const after = playUntil({ state: before.state, events: [] }, (s) => s.round === 2 && s.flow.at === 'select');
    const logged = automatonEvents(after.events, 1);
    expect(logged.find((e) => e.rule === 'R-SOLO-ROUND-3')?.card).toBe(drawn);
    expect(logged.filter((e) => e.card === drawn).map((e) => e.rule)).toContain('R-SOLO-TARGET-1');
    // Never a decision for the automaton, the whole round through.
    expect(pendingDecisions(after.state).every((d) => !isAutomaton(after.state, d.seat))).toBe(true);
  });

  it('R-SOLO-ROUND-5 its card is discarded face up; R-SOLO-REFRESH-1 R-SOLO-REFRESH-2 after a refresh effect every card of it, the played one too, makes a new deck', () => {
    const met = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const before = playUntil(create({ automata: ['katana-ashigaru'], seed }), atSelect);
      const drawn = recordOf(before.state, 1).drawn!;
      const after = playUntil({ state: before.state, events: [] }, (s) => s.round === 2 && s.flow.at === 'select');
      const r = recordOf(after.state, 1);
      if (automatonEvents(after.events, 1).some((e) => e.rule === 'R-SOLO-REFRESH-1')) {
        met.add('refresh');
        expect(r.discard).toEqual([]);
        expect(r.deck).toContain(drawn);
        expect(automatonEvents(after.events, 1).some((e) => e.rule === 'R-SOLO-REFRESH-2')).toBe(true);
      } else if (r.drawn !== null || after.events.some((e) => e.kind === 'automaton' && e.rule === 'R-SOLO-ROUND-3')) {
        met.add('discard');
        expect(r.discard.map((d) => d.card)).toContain(drawn);
        expect(viewFor(after.state, 0).automata[0]!.discard).toContainEqual({ number: drawn });
      }
    }
    expect([...met].sort()).toEqual(['discard', 'refresh']);
  });

  it('R-SOLO-ROUND-4 an automaton attack card moves its figure and attacks through the engine (events of its seat)', () => {
    // Over a few seeded games, automata step, turn and attack the human with the ordinary handlers.
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const run = playUntil(create({ automata: ['katana-ashigaru'], seed }), (s) => s.round > 6);
      for (const e of run.events) if ('seat' in e && e.seat === 1) kinds.add(e.kind);
    }
    expect(kinds).toContain('stepped');
    expect(kinds).toContain('attack');
  });
});

describe('the solo state', () => {
  it('is absent from a game of humans only', () => {
    const r = createGame({ ...soloGameConfig({ seed: 1, battlefield: 'snowy-battlefield', humans: [0, 1], automata: ['ronin'] }), solo: undefined });
    if (!r.ok) throw new Error(r.error.message);
    expect(soloOf(r.value.state)).toBeUndefined();
    expect(viewFor(r.value.state, 0).automata).toEqual([]);
  });
});

describe('resolution order with automata (R-SOLO-ADV-1..5, OP-46)', () => {
  it('R-SOLO-ADV-1 automata are last in advantage order; R-SOLO-ADV-5 a tie with a human is the human\'s to order; R-SOLO-ADV-3 a tie of automata is fixed', () => {
    const { state } = create({ automata: ['samurai-boss', 'katana-ashigaru'], humans: [0, 1] });
    expect(state.advantage.slice(-2).sort()).toEqual([2, 3]);
    const met = { mixed: 0, automataOnly: 0 };
    for (let seed = 1; seed <= 40 && (met.mixed === 0 || met.automataOnly === 0); seed++) {
      let s = create({ automata: ['katana-ashigaru', 'yari-ashigaru'], humans: [0], seed }).state;
      for (let i = 0; i < 600 && s.winners === null; i++) {
        const d = pendingDecisions(s)[0]!;
        if (d.kind === 'tieOrder') {
          met.mixed++;
          expect(isAutomaton(s, d.seat)).toBe(false);
          expect(['R-ROUND-RESOLVE-7', 'R-MULTI-2']).toContain(d.rule);
          expect(d.context.seats.some((seat) => isAutomaton(s, seat))).toBe(true);
        }
        const r = applyAction(s, d.seat, d.options[i % d.options.length]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        // Automata tied with each other (same initiative and type) resolve in an order nobody is asked about.
        const resolving = r.value.events.filter((e): e is Extract<GameEvent, { kind: 'resolving' }> => e.kind === 'resolving');
        for (let k = 1; k < resolving.length; k++) {
          const [a, b] = [resolving[k - 1]!, resolving[k]!];
          const type = (e: typeof a) => SOLO_CATALOG.cards[s.cards[e.card]!]?.body.kind;
          if (a.initiative === b.initiative && isAutomaton(s, a.seat) && isAutomaton(s, b.seat) && type(a) === type(b)) met.automataOnly++;
        }
      }
    }
    expect(met.mixed).toBeGreaterThan(0);
    expect(met.automataOnly).toBeGreaterThan(0);
  });
});

describe('ties between automata (R-SOLO-ADV-3, S13, S38)', () => {
  it('R-SOLO-ADV-3 OP-74 automata tied in initiative and type: of orders doing equal harm, the one nearest its target first, not seat order; any other order is logged as chosen for its harm', () => {
    const met = { tied: 0, againstSeatOrder: 0 };
    for (let seed = 1; seed <= 80 && met.againstSeatOrder < 2; seed++) {
      let s = create({ automata: ['katana-ashigaru', 'yari-ashigaru', 'samurai-boss'], humans: [seed % 4], seed }).state;
      for (let i = 0; i < 600 && s.winners === null; i++) {
        const d = pendingDecisions(s)[0]!;
        const before = s;
        const r = applyAction(s, d.seat, d.options[(i * 3) % d.options.length]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        // The order is fixed when the cards are revealed: nothing moves between the last action before it and the order.
        if (!r.value.events.some((e) => e.kind === 'revealed')) continue;
        const resolve = s.flow.at === 'resolve' || s.flow.at === 'ties' ? s.flow.order : [];
        // One human: every automaton's target is your character (R-SOLO-TARGET-1).
        const you = before.seats[0]!.hex!;
        const toYou = (seat: number) => { const h = before.seats[seat]!.hex!; return Math.max(Math.abs(h.q - you.q), Math.abs(h.r - you.r), Math.abs(h.q + h.r - you.q - you.r)); };
        const byHarm = r.value.events.some((e) => e.kind === 'automaton' && e.rule === 'OP-74');
        for (let k = 1; k < resolve.length; k++) {
          const [a, b] = [resolve[k - 1]!, resolve[k]!];
          if (a.initiative !== b.initiative || a.typeRank !== b.typeRank || !isAutomaton(s, a.seat) || !isAutomaton(s, b.seat) || byHarm) continue;
          met.tied++;
          expect(toYou(a.seat)).toBeLessThanOrEqual(toYou(b.seat));
          if (toYou(a.seat) === toYou(b.seat)) expect(a.seat).toBeLessThan(b.seat);
          if (a.seat > b.seat) met.againstSeatOrder++;
        }
      }
    }
    expect(met.tied).toBeGreaterThan(0);
    // Seat order (the old flow, S38) would have put these the other way round.
    expect(met.againstSeatOrder).toBeGreaterThan(0);
  });
});

describe('decisions outside the automaton\'s plan (R-SOLO-GOLDEN-1, S34)', () => {
  it('R-SOLO-GOLDEN-1 every decision the plan does not cover is logged as taken for the worst case for you, never as the first listed option', () => {
    let met = 0;
    for (let seed = 1; seed <= 40 && met < 3; seed++) {
      const automaton = (['samurai-boss', 'katana-ashigaru', 'ronin'] as const)[seed % 3]!;
      const human = PACKS[seed % 4]!.character.id === automaton ? (seed + 1) % 4 : seed % 4; // OP-70: never the player's own character
      let s = create({ automata: [automaton], humans: [human], seed }).state;
      for (let i = 0; i < 800 && s.winners === null; i++) {
        const d = pendingDecisions(s)[0]!;
        const r = applyAction(s, d.seat, d.options[(i * 3) % d.options.length]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        for (const e of automatonEvents(r.value.events, 1)) {
          expect(e.rule).not.toBe('S34');
          if (!/its \w+ decision has one option|of its \w+ options, the one worst for you/.test(e.reason)) continue;
          expect(e.rule).toBe('R-SOLO-GOLDEN-1');
          met++;
        }
      }
    }
    expect(met).toBeGreaterThan(0);
  });
});

describe('attacks on automata (R-SOLO-STUN-2, OP-78, R-SOLO-WOUND-1)', () => {
  it('R-SOLO-STUN-2 a stun it receives is shuffled into its deck; OP-78 drawn, it goes beside the deck and the automaton takes the next card', () => {
    const met = new Set<string>();
    for (let seed = 1; seed <= 40 && met.size < 2; seed++) {
      let s = create({ automata: ['katana-ashigaru'], humans: [1], seed }).state;
      for (let i = 0; i < 800 && s.winners === null; i++) {
        const d = pendingDecisions(s)[0]!;
        const r = applyAction(s, d.seat, d.options[(i * 5) % d.options.length]!);
        if (!r.ok) throw new Error(r.error.message);
        const before = recordOf(s, 1);
        s = r.value.state;
        const after = recordOf(s, 1);
        const notes = automatonEvents(r.value.events, 1);
        if (notes.some((e) => e.rule === 'R-SOLO-STUN-2')) {
          met.add('shuffled');
          expect(after.stuns).toBeGreaterThan(before.stuns);
        }
        if (notes.some((e) => e.rule === 'OP-78')) {
          met.add('drawn');
          expect(after.stunsBeside).toBeGreaterThan(before.stunsBeside);
          expect(after.drawn).not.toBe('STUN');
          expect(after.drawn).not.toBeNull(); // the next card (the deck is rebuilt when empty, OP-30)
        }
      }
    }
    expect([...met].sort()).toEqual(['drawn', 'shuffled']);
  });
});

describe('automaton block cards (R-SOLO-BLOCK-2, R-SOLO-BLOCK-1)', () => {
  it('R-SOLO-BLOCK-2 its block card takes the initiative of your attack aimed at it', () => {
    let met = 0;
    for (let seed = 1; seed <= 60 && met < 3; seed++) {
      let s = create({ automata: ['samurai-boss'], humans: [seed % 4], seed }).state;
      for (let i = 0; i < 800 && s.winners === null; i++) {
        const d = pendingDecisions(s)[0]!;
        const r = applyAction(s, d.seat, d.options[(i * 3) % d.options.length]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        const events = r.value.events;
        events.forEach((e, k) => {
          if (e.kind !== 'automaton' || e.rule !== 'R-SOLO-BLOCK-2') return;
          const at = Number(/it blocks at (\d+)/.exec(e.reason)![1]);
          const resolving = events.slice(k).find((x) => x.kind === 'resolving' && x.seat === e.seat);
          expect(resolving).toMatchObject({ initiative: at });
          met++;
        });
      }
    }
    expect(met).toBeGreaterThan(0);
  });
});

describe('solo counters (R-SOLO-COUNTER-2, R-SOLO-COUNTER-3, OP-24)', () => {
  it('R-SOLO-COUNTER-2 your attack at its counter initiative turns up its top card (OP-24: discarded face up); R-SOLO-COUNTER-3 one showing an attack wounds you', () => {
    const met = { counter: 0, wound: 0 };
    for (let seed = 1; seed <= 120 && met.wound === 0; seed++) {
      let s = create({ automata: [(['katana-ashigaru', 'samurai-boss', 'yari-ashigaru'] as const)[seed % 3]!], humans: [seed % 4], seed }).state;
      for (let i = 0; i < 800 && s.winners === null; i++) {
        const d = pendingDecisions(s)[0]!;
        const before = recordOf(s, 1);
        const r = applyAction(s, d.seat, d.options[(i * 3) % d.options.length]!);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        r.value.events.forEach((e, k) => {
          if (e.kind !== 'automaton' || e.rule !== 'R-SOLO-COUNTER-3' || e.card === null) return;
          met.counter++;
          const attack = r.value.events.slice(0, k).reverse().find((x) => x.kind === 'attack');
          expect(attack?.kind === 'attack' && attack.initiative).toBe(SOLO_CATALOG.cards[before.drawn!]!.counter);
          expect(recordOf(s, 1).discard.map((x) => x.card)).toContain(e.card);
          if (/shows an attack/.test(e.reason)) {
            met.wound++;
            expect(r.value.events[k + 1]).toMatchObject({ kind: 'wounded', seat: attack?.kind === 'attack' ? attack.seat : -1, wounds: 1 });
          }
        });
      }
    }
    expect(met.counter).toBeGreaterThan(0);
    expect(met.wound).toBeGreaterThan(0);
  });
});
