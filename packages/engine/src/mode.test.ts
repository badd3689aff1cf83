import { BATTLEFIELDS, PACKS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  BUILT_IN_RULESET,
  createGame,
  defineMode,
  outcome,
  pendingDecisions,
  restoreGame,
  viewFor,
  type GameConfig,
  type GameEvent,
  type GameState,
  type Mode,
} from './index';

// A mode from outside the engine, plugged in through the public API only (issue 24): "first blood
// wins". Nothing of the core changes; the mode fills one hook, a victory condition checked after
// every step of the Resolve step. The first character wounded loses at once: every team without a
// wounded character wins (if every team bled in the same step, the team highest on the advantage
// track wins, as OP-15 spares it).

const FIRST_BLOOD: Mode = defineMode({
  name: 'first-blood',
  victory: {
    afterStep: (ctx) => {
      const s = ctx.s;
      if (s.winners !== null) return;
      const bled = new Set(s.seats.filter((st) => st.wounds + st.bleeding > 0).map((st) => st.team));
      if (bled.size === 0) return;
      const teams = new Set(s.seats.map((st) => st.team));
      const spared = bled.size === teams.size ? s.seats[s.advantage[0]!]!.team : null;
      s.winners = s.seats.flatMap((st, seat) => (!bled.has(st.team) || st.team === spared ? [seat] : []));
      s.flow = { at: 'over' };
      ctx.events.push({ kind: 'gameOver', winners: s.winners });
    },
  },
});

function duelConfig(seed: number): GameConfig {
  const [a, b] = [PACKS[seed % PACKS.length]!, PACKS[(seed + 1) % PACKS.length]!];
  return {
    seed,
    battlefield: BATTLEFIELDS['burnt-village'],
    seats: [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
    terrain: ['rock', 'bamboo'],
  };
}

/** A seeded pick among the listed options (a small LCG: the test needs no engine internals). */
function chooser(seed: number) {
  let x = seed * 2654435761 + 1;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

type Played = { state: GameState; events: GameEvent[]; actions: number };

/** Play seeded legal options from `state` until the game is over, or `until` holds, or the cap. */
function play(state: GameState, seed: number, until: (s: GameState) => boolean = () => false, cap = 4000): Played {
  const pick = chooser(seed);
  const events: GameEvent[] = [];
  let actions = 0;
  while (!outcome(state).over && !until(state) && actions < cap) {
    const decisions = pendingDecisions(state);
    const d = decisions[pick(decisions.length)]!;
    const r = applyAction(state, d.seat, d.options[pick(d.options.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    events.push(...r.value.events);
    actions++;
  }
  return { state, events, actions };
}

const SEEDS = [1, 2, 3, 4, 5, 6];

describe('a mode from outside the engine: first blood wins', () => {
  it.each(SEEDS)('seed %i: the first wound ends the game, the wounded side loses, nobody had to be defeated', (seed) => {
    const created = createGame(duelConfig(seed), undefined, FIRST_BLOOD);
    if (!created.ok) throw new Error(created.error.message);
    const { state, events } = play(created.value.state, seed);
    const result = outcome(state);
    expect(result.over).toBe(true);
    if (!result.over) return;
    const wounded = state.seats.flatMap((st, seat) => (st.wounds + st.bleeding > 0 ? [seat] : []));
    expect(wounded.length).toBeGreaterThan(0);
    expect(result.defeated).toEqual([]); // no wound limit was reached: the mode ended it
    expect(result.winners.some((w) => wounded.includes(w))).toBe(wounded.length === state.seats.length);
    expect(events.at(-1)).toEqual({ kind: 'gameOver', winners: result.winners });
    expect(events.filter((e) => e.kind === 'wounded').length).toBeGreaterThan(0);
    expect(viewFor(state, 'spectator').winners).toEqual(result.winners);
  });

  it('the same game as a duel goes on past the first wound: the mode, not the content, ended it', () => {
    const seed = SEEDS[0]!;
    const created = createGame(duelConfig(seed));
    if (!created.ok) throw new Error(created.error.message);
    const bled = (s: GameState) => s.seats.some((st) => st.wounds + st.bleeding > 0);
    const duel = play(created.value.state, seed, bled);
    expect(bled(duel.state)).toBe(true);
    expect(outcome(duel.state).over).toBe(false);
    expect(pendingDecisions(duel.state).length).toBeGreaterThan(0);
  });

  it('a stored game comes back in the mode it is given, and plays on to the same end', () => {
    const seed = SEEDS[1]!;
    const created = createGame(duelConfig(seed), undefined, FIRST_BLOOD);
    if (!created.ok) throw new Error(created.error.message);
    const whole = play(created.value.state, seed);
    const halfway = play(created.value.state, seed, () => false, Math.floor(whole.actions / 2));
    const restored = restoreGame(BUILT_IN_RULESET, JSON.stringify(halfway.state), FIRST_BLOOD);
    if (!restored.ok) throw new Error(restored.error.message);
    // The chooser starts over on the restored game, so it is played to its end, not replayed: the mode still ends it at the first wound.
    const rest = play(restored.value, seed + 100);
    const result = outcome(rest.state);
    expect(result.over && result.defeated.length === 0).toBe(true);
    expect(rest.state.seats.some((st) => st.wounds + st.bleeding > 0)).toBe(true);
  });
});
