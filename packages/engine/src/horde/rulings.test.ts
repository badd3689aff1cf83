import { HORDE_BEHAVIOUR, HORDE_STARTS } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, createScenario, outcome, pendingDecisions, restoreGame, rulesOf, viewFor, type GameEvent, type GameState } from '../index';
import { neighbour, wrapDirection, type Hex } from '../hex';
import { offsetToHex } from '@senjutsu/cards';
import { heroConfig, hordePosition, hordeScenarioSpec, playUntil } from '../testing/horde';

// The horde rulings OP-82 to OP-87 (rules reference, section 27), each from a horde position set by
// createScenario (horde/scenario.ts) and played through the engine's public API.

const STARTS = HORDE_STARTS['snowy-battlefield'];
const X = STARTS.X;
const AHEAD_OF_X = neighbour(X.hex, wrapDirection(X.facing)); // beside X, where the lord stands
/** Two hexes in front of start hex D: the player's hex in the fights below, away from X. */
const FIGHT = neighbour(neighbour(STARTS.D.hex, 3), 3);
const BESIDE_FIGHT = neighbour(FIGHT, 0);

function act(s: GameState, seat: number, action: unknown): { state: GameState; events: readonly GameEvent[] } {
  const r = applyAction(s, seat, action as never);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Play the pending decisions (first option; the player's select takes the sweep) until `until` holds. */
function playOn(s: GameState, until: (s: GameState, events: readonly GameEvent[]) => boolean): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 300 && !until(s, events) && s.winners === null; guard++) {
    const d = pendingDecisions(s)[0]!;
    const r = act(s, d.seat, d.options[0]!);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const entryHexes = (s: GameState): Hex[] => {
  const d = pendingDecisions(s)[0]!;
  expect(d).toMatchObject({ seat: 0, kind: 'placeFigure', rule: 'R-HORDE-8' });
  return d.options.map((o) => (o as { hex: Hex }).hex);
};

/** The last automaton of wave 4 of `level` stands beside the player, one wound from its limit; the rest of the wave has fallen. */
const lastOfLevel = (level: number, extra: object = {}) => ({
  level, wave: 4, ...extra,
  entered: [
    { letter: 'A' as const, hex: BESIDE_FIGHT, wounds: level - 1 },
    { letter: 'B' as const, defeated: true }, { letter: 'C' as const, defeated: true }, { letter: 'D' as const, defeated: true },
  ],
});

describe('createScenario sets up a horde position (issue 23 item 17)', () => {
  it('R-HORDE-8, R-HORDE-10, R-HORDE-RESET-10: level 2, wave 3 with two automata entered and the third to enter', () => {
    const s = hordePosition({ hex: X.hex, facing: X.facing }, { level: 2, wave: 3, entered: [{ letter: 'B', wounds: 1 }, { letter: 'D', behaviour: 'left', stance: 'defensive' }] }, 'roundStart');
    const view = viewFor(s, 0);
    expect(view.horde).toMatchObject({ level: 2, wave: 3, rank: 'steel', woundLimit: 2, automata: [1, 2], placing: 3 });
    expect(s.seats[1]).toMatchObject({ hex: STARTS.B.hex, facing: STARTS.B.facing, wounds: 1 });
    expect(s.seats[3]!.hex).toBeNull();
    expect(view.automata.find((a) => a.seat === 1)).toMatchObject({ behaviour: HORDE_BEHAVIOUR.B, stance: 'aggressive', woundLimit: 2 });
    expect(view.automata.find((a) => a.seat === 2)).toMatchObject({ behaviour: 'left', stance: 'defensive' });
    expect(entryHexes(s)).toEqual([STARTS.A.hex, STARTS.C.hex]);
    const back = restoreGame(rulesOf(s), JSON.parse(JSON.stringify(s)));
    expect(back.ok && JSON.stringify(back.value)).toBe(JSON.stringify(s)); // a stored horde position comes back whole
    const entered = act(s, 0, { kind: 'placeFigure', hex: STARTS.C.hex }).state;
    expect(viewFor(entered, 0).horde).toMatchObject({ automata: [1, 2, 3], placing: null });
    expect(pendingDecisions(entered)[0]!.kind).toBe('select');
  });

  it('R-HORDE-LORD-1: with the fallen lord not yet placed, the position starts with its placement beside X', () => {
    const s = hordePosition({ hex: X.hex, facing: X.facing }, { fallenLord: true }, 'roundStart');
    expect(pendingDecisions(s)[0]).toMatchObject({ seat: 0, kind: 'placeFigure', rule: 'R-HORDE-LORD-1' });
  });

  it.each([
    ['more automata than the wave holds', { wave: 1, entered: [{ letter: 'A' }, { letter: 'B' }] }, 'select', 'R-HORDE-3'],
    ['two automata on one start hex', { wave: 2, entered: [{ letter: 'A' }, { letter: 'A', hex: BESIDE_FIGHT }] }, 'select', 'OP-33'],
    ['automata still to enter at the Select step', { wave: 2, entered: [{ letter: 'A' }] }, 'select', 'R-HORDE-8'],
    ['a lord without the variant', { lord: AHEAD_OF_X, entered: [{ letter: 'A' }] }, 'select', 'R-HORDE-LORD-1'],
    ['the lord to place after wave 1', { fallenLord: true, wave: 2 }, 'roundStart', 'R-HORDE-LORD-1'],
    ['a wave being fought with nobody standing', { wave: 1, entered: [{ letter: 'A', defeated: true }] }, 'select', 'R-HORDE-11'],
    ['the player’s own character as an automaton', { nightmare: 'one', replacement: 'master', entered: [{ letter: 'A' }] }, 'select', 'OP-81'],
    ['an automaton on the player’s hex', { entered: [{ letter: 'A', hex: FIGHT }] }, 'select', 'R-SETUP-11'],
    ['a stun card as an automaton’s card', { entered: [{ letter: 'A', deck: ['STUN'] }] }, 'select', undefined],
  ] as const)('bad input: %s is INVALID_SCENARIO with a message, never a throw', (_name, horde, start, rule) => {
    const character = (horde as { replacement?: string }).replacement === 'master' ? 'master' : 'hero';
    const r = createScenario(hordeScenarioSpec({ hex: FIGHT, facing: 0, character, ...(character === 'master' ? { hand: ['008'], deck: [] } : {}) }, horde as never, start));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('INVALID_SCENARIO');
      expect(r.error.message.length).toBeGreaterThan(10);
      if (rule !== undefined) expect(r.error.rule).toBe(rule);
    }
  });

  it('bad input: a horde position on a bare set of hexes (no horde start hexes) or with a second human is refused', () => {
    const bare = { ...hordeScenarioSpec({ hex: FIGHT, facing: 0 }, { entered: [{ letter: 'A' }] }), battlefield: { hexes: [FIGHT, BESIDE_FIGHT, STARTS.A.hex] } };
    expect(createScenario(bare)).toMatchObject({ ok: false, error: { code: 'INVALID_SCENARIO', rule: 'R-HORDE-10' } });
    const spec = hordeScenarioSpec({ hex: FIGHT, facing: 0 }, { entered: [{ letter: 'A' }] });
    expect(createScenario({ ...spec, seats: [...spec.seats, { ...spec.seats[0]!, hex: X.hex }] })).toMatchObject({ ok: false, error: { code: 'INVALID_SCENARIO', rule: 'R-HORDE-1' } });
  });
});

describe('horde rulings OP-82 to OP-87', () => {
  it('OP-82: a start hex the player stands on is not offered while another start hex is free', () => {
    const s = hordePosition({ hex: STARTS.A.hex, facing: 3 }, { wave: 1 }, 'roundStart');
    expect(entryHexes(s)).toEqual([STARTS.B.hex, STARTS.C.hex, STARTS.D.hex]);
  });

  it('OP-82: with no start hex free, an entering automaton takes the free hex nearest its start hex, ties clockwise from the start hex’s facing, with that start hex’s behaviour and facing', () => {
    // Wave 4: the boss and one troop entered at C and D, the player stands on A and the lord on B.
    const s = hordePosition({ hex: STARTS.A.hex, facing: 3 }, { fallenLord: true, lord: STARTS.B.hex, wave: 4, entered: [{ letter: 'C' }, { letter: 'D' }] }, 'roundStart');
    const nearA = neighbour(STARTS.A.hex, wrapDirection(STARTS.A.facing));
    const nearB = neighbour(STARTS.B.hex, wrapDirection(STARTS.B.facing));
    expect(entryHexes(s)).toEqual([nearA, nearB]);
    const after = act(s, 0, { kind: 'placeFigure', hex: nearB }).state;
    expect(after.seats[2]).toMatchObject({ hex: nearB, facing: STARTS.B.facing });
    expect(viewFor(after, 0).automata.find((a) => a.seat === 2)!.behaviour).toBe(HORDE_BEHAVIOUR.B);
    expect(entryHexes(after)).toEqual([nearA]);
  });

  it('OP-83: the player beside the lord placed before round 1 gains its focus at the start of round 1', () => {
    const s = hordePosition({ hex: X.hex, facing: X.facing }, { fallenLord: true }, 'roundStart');
    const before = s.seats[0]!.focus;
    const placed = act(s, 0, { kind: 'placeFigure', hex: AHEAD_OF_X });
    const entered = act(placed.state, 0, { kind: 'placeFigure', hex: STARTS.A.hex });
    expect(entered.state.round).toBe(1);
    expect(entered.events).toContainEqual(expect.objectContaining({ kind: 'focusGained', seat: 0, amount: 1 }));
    expect(entered.state.seats[0]!.focus).toBe(before + 1);
  });

  it('OP-84: at the level change the player returns to X with X’s facing from the battlefield data', () => {
    const s = hordePosition({ hex: FIGHT, facing: 3 }, lastOfLevel(1));
    const { state, events } = playOn(s, (_s, evs) => evs.some((e) => e.kind === 'horde' && e.event === 'levelStarted'));
    expect(events).toContainEqual(expect.objectContaining({ kind: 'horde', event: 'levelCompleted', level: 1 }));
    expect(state.seats[0]).toMatchObject({ hex: X.hex, facing: X.facing });
    expect(X.facing).not.toBe(3);
  });

  it('OP-85 R-SOLO-EXP-12: in the ultimate challenge the automated Onna-Bugeisha enters level 3 as a new figure, without Desperation (wound limit 3, unwounded)', () => {
    const s = hordePosition({ hex: FIGHT, facing: 3 }, lastOfLevel(2, { nightmare: 'all', characters: ['onna-bugeisha', 'master', 'student'] }));
    expect(viewFor(s, 0).automata.find((a) => a.automaton === 'onna-bugeisha')!.desperate).toBe(true); // level 2: limit 2, 2 wounds left
    const { state } = playOn(s, (x) => pendingDecisions(x)[0]?.rule === 'R-HORDE-8');
    expect(viewFor(state, 0).horde).toMatchObject({ level: 3, wave: 1, placing: 1 });
    const entered = act(state, 0, { kind: 'placeFigure', hex: STARTS.A.hex }).state;
    const onna = viewFor(entered, 0).automata.find((a) => a.seat === 1)!;
    expect(onna).toMatchObject({ automaton: 'onna-bugeisha', woundLimit: 3, desperate: false });
    expect(entered.seats[1]!.wounds).toBe(0);
  });

  it('OP-85 R-SOLO-EXP-10: each wave’s automated Ninja is a new figure that enters stealthed, as its data says', () => {
    const s = hordePosition({ hex: X.hex, facing: X.facing }, { nightmare: 'all', characters: ['ninja', 'master', 'student'], wave: 2 }, 'roundStart');
    const entered = act(s, 0, { kind: 'placeFigure', hex: STARTS.A.hex }).state;
    expect(entered.seats[1]!.stealthed).toBe(true);
  });

  it('OP-86 R-SOLO-EXP-2: the Hachiko pair takes two troop places and enters together, each on a start hex the player chooses', () => {
    const game = createGame(heroConfig(1, { nightmare: 'one', replacement: 'hachiko' }));
    if (!game.ok) throw new Error(game.error.message);
    expect(viewFor(game.value.state, 0).automata.map((a) => a.automaton)).toEqual(['hachiko', 'hachiko-ashigaru', 'katana-ashigaru', 'samurai-boss']);
    const atEntry = playUntil(game.value.state, (x) => pendingDecisions(x)[0]?.rule === 'R-HORDE-8').state;
    const played = act(atEntry, 0, pendingDecisions(atEntry)[0]!.options[0]!).state;
    expect(viewFor(played, 0).horde!.placing).toBe(2); // from createGame too: wave 1 brings the whole pair
    const s = hordePosition({ hex: X.hex, facing: X.facing }, { nightmare: 'one', replacement: 'hachiko-ashigaru', wave: 1 }, 'roundStart');
    expect(viewFor(s, 0).horde!.placing).toBe(1);
    const first = act(s, 0, { kind: 'placeFigure', hex: STARTS.A.hex }).state;
    expect(viewFor(first, 0).horde!.placing).toBe(2); // wave 1's one troop place holds the pair: both enter
    const both = act(first, 0, { kind: 'placeFigure', hex: STARTS.D.hex }).state;
    expect(viewFor(both, 0).horde).toMatchObject({ automata: [1, 2], placing: null });
    expect(both.seats[2]).toMatchObject({ hex: STARTS.D.hex });
    // Wave 3: the pair and one katana ashigaru fill the three troop places.
    const wave3 = hordePosition({ hex: X.hex, facing: X.facing }, { nightmare: 'one', replacement: 'hachiko-ashigaru', wave: 3, entered: [{ letter: 'A' }, { letter: 'B' }] }, 'roundStart');
    expect(viewFor(wave3, 0).horde!.placing).toBe(3);
    expect(viewFor(wave3, 0).automata.find((a) => a.seat === 3)!.automaton).toBe('katana-ashigaru');
  });

  it('OP-87: completing level 3 makes the player’s side (the player and the lord) the winner, with rank jade', () => {
    const s = hordePosition({ hex: FIGHT, facing: 3 }, lastOfLevel(3, { fallenLord: true, lord: AHEAD_OF_X }));
    const { state, events } = playOn(s, () => false);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'horde', event: 'runEnded', detail: 'level 3 complete' }));
    expect(outcome(state)).toMatchObject({ over: true, winners: [0, 5] });
    expect(viewFor(state, 0).horde).toMatchObject({ rank: 'jade', over: true });
  });
});

describe('a horde run an automaton wins by itself (our ruling H11, docs/horde.md)', () => {
  it('H11 R-SOLO-EXP-18: an automated Yojimbo fulfilling its last contracts in a horde wave wins the game, and the run ends as lost', () => {
    // As the solo test of R-SOLO-EXP-18: the Yojimbo (Counter already done) wounds and stuns the Student with XN311 before the Student's card resolves.
    const s = hordePosition(
      { character: 'student', hand: ['038'], deck: [], hex: offsetToHex(4, 3), facing: 0 },
      { nightmare: 'all', characters: ['yojimbo', 'master', 'ronin'], entered: [{ letter: 'A', hex: offsetToHex(4, 5), facing: 0, deck: ['XN311', 'S014'], contracts: ['counter'] }] },
    );
    expect(viewFor(s, 0).automata.find((a) => a.seat === 1)).toMatchObject({ automaton: 'yojimbo' });
    const { state, events } = playOn(s, () => false);
    expect(outcome(state)).toMatchObject({ over: true, winners: [1, 2, 3, 4] });
    expect(events).toContainEqual(expect.objectContaining({ kind: 'horde', event: 'runEnded', detail: 'an automaton fulfilled its contracts' }));
    expect(viewFor(state, 0).horde).toMatchObject({ over: true });
  });
});
