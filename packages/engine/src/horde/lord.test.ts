import { HORDE_STARTS, PACKS, type AutomatonId } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, outcome, pendingDecisions, viewFor, type GameEvent, type GameState } from '../index';
import { distance, neighbours } from '../hex';
import { HERO_DECK, heroConfig, hordeConfig, playUntil, WALKER_DECK } from '../testing/horde';

// Horde around the fallen lord (R-HORDE-LORD-1..4, OP-34), played through the engine with a test
// hero who only walks (testing/horde.ts), so the lord is never hit by the player's own attacks.

const X = HORDE_STARTS['snowy-battlefield'].X;
const AHEAD = { q: X.hex.q, r: X.hex.r - 1 }; // X faces north (0)
const LORD = 5; // the player, four automata, then the lord

function newRun(seed: number, fallenLord = true): GameState {
  const r = createGame(heroConfig(seed, { fallenLord }, 'snowy-battlefield', WALKER_DECK));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Play set-up up to the lord's placement and put it on `hex`. */
function placeLord(seed: number, hex = AHEAD): { state: GameState; events: readonly GameEvent[] } {
  const at = playUntil(newRun(seed), (s) => pendingDecisions(s)[0]?.rule === 'R-HORDE-LORD-1', seed).state;
  const r = applyAction(at, 0, { kind: 'placeFigure', hex });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the fallen lord (R-HORDE-LORD-1..4, OP-34)', () => {
  it('R-HORDE-LORD-1: before wave 1 the player places the fallen lord on a free hex beside start hex X', () => {
    const at = playUntil(newRun(1), (s) => pendingDecisions(s)[0]?.rule === 'R-HORDE-LORD-1').state;
    const d = pendingDecisions(at)[0]!;
    expect(d).toMatchObject({ seat: 0, kind: 'placeFigure' });
    const offered = d.options.map((o) => (o.kind === 'placeFigure' ? o.hex : null));
    expect(offered.length).toBeGreaterThan(0);
    for (const hex of offered) expect(distance(hex!, X.hex)).toBe(1);
    expect(offered).toEqual(neighbours(X.hex).filter((h) => offered.some((o) => o!.q === h.q && o!.r === h.r)));
    expect(viewFor(at, 0).horde!.fallenLord).toBeNull();
    const { state, events } = placeLord(1);
    expect(viewFor(state, 'spectator').horde!.fallenLord).toEqual(AHEAD);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'horde', event: 'lordPlaced', rule: 'R-HORDE-LORD-1' }));
    expect(state.seats[LORD]).toMatchObject({ character: 'fallen-lord', team: 0, hex: AHEAD });
    expect(pendingDecisions(state)[0]!.rule).toBe('R-HORDE-8'); // then wave 1 enters
  });

  it('OP-34: the lord occupies its hex like a character: the player cannot step into it', () => {
    const { state } = placeLord(2);
    const move = playUntil(state, (s) => pendingDecisions(s)[0]?.kind === 'move', 2).state;
    const d = pendingDecisions(move)[0]!;
    expect(move.seats[0]).toMatchObject({ hex: X.hex, facing: 0 });
    const steps = d.options.filter((o) => o.kind === 'step');
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.filter((o) => o.kind === 'step' && o.direction === 0)).toEqual([]); // forward is the lord's hex
  });

  it('OP-34, R-HORDE-LORD-2: the lord holds no cards, is never asked to decide, and stands on the player’s side', () => {
    const seen = new Set<number>();
    const { state } = playUntil(placeLord(3).state, (s) => {
      for (const d of pendingDecisions(s)) seen.add(d.seat);
      const lord = s.seats[LORD]!;
      expect(lord.hand.length + lord.deck.length + lord.discard.length).toBe(0);
      return false;
    }, 3, undefined, 30);
    expect(seen).toEqual(new Set([0]));
    expect(viewFor(state, 0).seats[LORD]!.team).toBe(viewFor(state, 0).seats[0]!.team);
  });

  it('R-HORDE-LORD-2, R-HORDE-LORD-3: the automata may attack the lord; an automaton’s successful attack on it loses the run', () => {
    let found: { state: GameState; events: readonly GameEvent[] } | null = null;
    for (let seed = 1; seed <= 20 && found === null; seed++) {
      const run = playUntil(placeLord(seed).state, () => false, seed);
      if (run.events.some((e) => e.kind === 'horde' && e.event === 'runEnded' && e.detail === 'an automaton attacked the fallen lord')) found = run;
    }
    expect(found).not.toBeNull();
    const { state, events } = found!;
    const attack = events.find((e) => e.kind === 'attack' && e.seat >= 1 && e.seat <= 4 && e.results.some((x) => x.target === LORD && x.hit));
    expect(attack).toBeDefined();
    expect(outcome(state)).toMatchObject({ over: true, winners: [1, 2, 3, 4] });
    expect(state.seats[0]!.defeated).toBeNull(); // the player still stands, and has lost
    expect(viewFor(state, 0).horde!.over).toBe(true);
  });

  it('R-HORDE-LORD-4, OP-34: each round that starts with the player beside the lord gives the player 1 focus, and only then', () => {
    let beside = 0;
    let apart = 0;
    playUntil(placeLord(4).state, (s, events) => {
      const last = events.lastIndexOf(events.findLast((e) => e.kind === 'roundStarted')!);
      if (last < 0 || pendingDecisions(s)[0]?.kind !== 'select' || s.flow.at !== 'select') return false;
      const sinceStart = events.slice(last);
      if (sinceStart.some((e) => e.kind === 'selected' || e.kind === 'revealed')) return false;
      const gained = sinceStart.some((e) => e.kind === 'focusGained' && e.seat === 0);
      const near = s.seats[LORD]!.hex !== null && s.seats[0]!.hex !== null && distance(s.seats[LORD]!.hex!, s.seats[0]!.hex!) === 1;
      expect(gained).toBe(near);
      if (near) beside++;
      else apart++;
      return false;
    }, 4, undefined, 40);
    expect(beside).toBeGreaterThan(0);
    expect(apart).toBeGreaterThan(0);
  });

  it('R-HORDE-LORD-4: without the variant, no focus comes at the start of a round', () => {
    const { events } = playUntil(newRun(4, false), (s) => s.round > 3, 4);
    const start = events.findIndex((e) => e.kind === 'roundStarted');
    const end = events.findIndex((e, i) => i > start && e.kind === 'selected');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(events.slice(start, end).filter((e) => e.kind === 'focusGained')).toEqual([]);
    expect(viewFor(newRun(4, false), 0).horde!.fallenLord).toBeUndefined();
  });
});

describe('OP-72 the fallen lord is untouchable by your side', () => {
  it('OP-72 R-HORDE-LORD-3 the player\'s own sweeping attack covers the lord\'s hex: it does not apply there, the lord takes nothing, the run goes on', () => {
    // The hero sweeps every hex within 2 (3 wounds); the lord stands right ahead of X.
    const made = createGame(heroConfig(2, { fallenLord: true }, 'snowy-battlefield', HERO_DECK));
    if (!made.ok) throw new Error(made.error.message);
    const at = playUntil(made.value.state, (s) => pendingDecisions(s)[0]?.rule === 'R-HORDE-LORD-1', 2).state;
    const placed = applyAction(at, 0, { kind: 'placeFigure', hex: AHEAD });
    if (!placed.ok) throw new Error(placed.error.message);
    const swept = playUntil(placed.value.state, (_s, events) => events.some((e) => e.kind === 'attack' && e.seat === 0), 2);
    const sweep = swept.events.find((e): e is Extract<GameEvent, { kind: 'attack' }> => e.kind === 'attack' && e.seat === 0)!;
    expect(sweep.hexes).toContainEqual(AHEAD);
    expect(sweep.results.map((r) => r.target)).not.toContain(LORD);
    expect(swept.state.seats[LORD]).toMatchObject({ wounds: 0, defeated: null, hex: AHEAD });
    expect(swept.events.filter((e) => e.kind === 'horde' && e.event === 'runEnded')).toEqual([]);
  });
});

describe('OP-81 nightmare horde troops', () => {
  it('OP-81 OP-70 with nightmare \'one\' the replacement is never the player\'s own character nor a second boss', () => {
    const own = createGame(hordeConfig({ seed: 1, battlefield: 'snowy-battlefield', pack: 0, horde: { nightmare: 'one', replacement: PACKS[0]!.character.id as Exclude<AutomatonId, 'katana-ashigaru'> } }));
    expect(own).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG', rule: 'OP-81' } });
    const boss = createGame(hordeConfig({ seed: 1, battlefield: 'snowy-battlefield', pack: 0, horde: { nightmare: 'one', replacement: 'samurai-boss' } }));
    expect(boss).toMatchObject({ ok: false, error: { code: 'INVALID_CONFIG', rule: 'OP-81' } });
    expect(createGame(hordeConfig({ seed: 1, battlefield: 'snowy-battlefield', pack: 0, horde: { nightmare: 'one', replacement: 'yari-ashigaru' } })).ok).toBe(true);
  });
});
