import type { CardInput, CharacterInput } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import type { Action } from './decisions';
import type { Applied } from './flow';
import { applyAction, pendingDecisions, type GameState } from './index';
import { KENSEI, actAll, decisionOf, eventsOf, hit, move, scenario, selectCards, step, testCard, turn, type ScenarioBuilder } from './testing';

// Section 19.4 (movement across large battlefields, R-LARGEMAP-1..3) with the rulings OP-35 and
// OP-41. The battlefield is a hexagon of radius 8 around (0,0). Seat 0 (kensei, facing north) plays
// its core ability card T01 ("step 1 in any direction and/or turn 1", -OR- a Kamae path) unless a
// test says otherwise; seat 1 (tetsu) stands north of it. Distances are hex distances
// max(|dq|, |dr|, |dq + dr|), worked out by hand; kensei's relative step directions while facing
// north are the absolute ones: 0 N (0,-1), 1 NE (1,-1), 2 SE (1,0), 3 S (0,1), 4 SW (-1,1), 5 NW (-1,0).

type Hex = { q: number; r: number };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const ALL = [0, 1, 2, 3, 4, 5];

function hexagon(radius: number): Hex[] {
  const out: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) out.push({ q, r });
  }
  return out;
}
const LARGE = { hexes: hexagon(8) };

// ---------------------------------------------------------------------------------------------
// Cards

/** The opponents' card: nothing to do, resolves after T01 (initiative 2). */
const G200 = testCard({ number: 'G200', types: ['meditation'], initiative: fixed(1) });
/** A non-core card with the same movement as T01. */
const G201 = testCard({ number: 'G201', types: ['meditation'], initiative: fixed(3), effects: [move(step(1, ALL, false), turn(1, false))] });
/** A core weapon card (Attack and Core) that steps before it strikes. */
const G202 = testCard({
  number: 'G202', types: ['attack', 'core'], initiative: fixed(3), keywords: ['KATANA', 'CORE', 'ATTACK', 'WEAPON'],
  owner: { kind: 'weapon', weapon: 'katana' }, effects: [move(step(1, ALL, false)), { kind: 'attack', hexes: [hit(0, -1)] }],
});
/** Tetsu's faster cards: one mandatory step forward, or back. */
const G203 = testCard({ number: 'G203', types: ['meditation'], initiative: fixed(5), effects: [move(step(1, [0]))] });
const G204 = testCard({ number: 'G204', types: ['meditation'], initiative: fixed(5), effects: [move(step(1, [3]))] });
/** Gaku's core ability card: one mandatory step forward or forward-diagonal, then 1 focus. */
const G210 = testCard({
  number: 'G210', types: ['core'], initiative: fixed(2), owner: { kind: 'character', character: 'gaku' },
  effects: [move(step(1, [0, 1, 5])), { kind: 'focus', amount: 1 }],
});
const GAKU: CharacterInput = { ...KENSEI, id: 'gaku', names: { cs: 'Gaku', pl: 'Gaku', uk: 'Gaku', en: 'Gaku' }, symbol: 'U', coreCard: 'G210' };
const FILLER = testCard({ number: 'G299', types: ['meditation'], initiative: fixed(9) });

const CARDS: CardInput[] = [G200, G201, G202, G203, G204, G210, FILLER];

// ---------------------------------------------------------------------------------------------
// Helpers

type Other = { at: Hex; plays?: string; team?: number; character?: string };

/** Seat 0 (`mover`) on `at` facing north plays `card`; the others play theirs (G200 for seat 1, G299 for more). */
function game(at: Hex, others: Other[], card = 'T01', opts: { mover?: string; terrain?: Hex[]; team?: number } = {}): Applied {
  let b: ScenarioBuilder = scenario().card(...CARDS).character(GAKU).battlefield(LARGE);
  b = b.seat(opts.mover ?? 'kensei', at, 0, { hand: [card], deck: ['G299', 'G299'], ...(opts.team === undefined ? {} : { team: opts.team }) });
  others.forEach((o, i) => {
    b = b.seat(o.character ?? (i === 0 ? 'tetsu' : 'kensei'), o.at, 3, {
      hand: [o.plays ?? (i === 0 ? 'G200' : 'G299')], deck: ['G299', 'G299'], ...(o.team === undefined ? {} : { team: o.team }),
    });
  });
  for (const h of opts.terrain ?? []) b = b.terrain('rock', h);
  const { state } = b.build();
  const picks: Record<number, string> = { 0: card };
  others.forEach((o, i) => {
    picks[i + 1] = o.plays ?? (i === 0 ? 'G200' : 'G299');
  });
  let applied = selectCards(state, picks);
  // Faster opponents' cards (a single forced step each) resolve first.
  for (let i = 0; i < 5; i++) {
    const d = pendingDecisions(applied.state)[0];
    if (d === undefined || d.seat === 0) break;
    expect(d.options).toHaveLength(1);
    applied = then(applied, [[d.seat, d.options[0]!]]);
  }
  // T01 is "move -OR- Kamae path": take the movement.
  if (decisionOf(applied.state, 0)?.kind === 'or') applied = then(applied, [[0, { kind: 'chooseOption', option: 0 }]]);
  return applied;
}

function then(start: Applied, steps: [number, Action][]): Applied {
  const next = actAll(start.state, steps);
  return { state: next.state, events: [...start.events, ...next.events] };
}

/** The step directions seat 0 is offered now (empty when it may not step, or is not deciding). */
function stepDirections(state: GameState): number[] {
  const d = decisionOf(state, 0);
  if (d?.kind !== 'move') return [];
  return d.options.flatMap((o) => (o.kind === 'step' ? [o.direction] : [])).sort();
}
const stepTo = (start: Applied, direction: number) => then(start, [[0, { kind: 'step', part: 0, direction }]]);
const steppedTo = (a: Applied) => eventsOf(a.events, 'stepped').filter((e) => e.seat === 0).map((e) => e.to);

const NORTH: Hex = { q: 0, r: -4 };

// ---------------------------------------------------------------------------------------------

describe('large battlefields (19.4)', () => {
  it('R-LARGEMAP-1 seven or more hexes from the opponent, the core card moves up to 3 hexes instead of 1', () => {
    // (0,6) to (0,-4): 10 hexes. Three steps north end on (0,3), still 7 away.
    let a = game({ q: 0, r: 6 }, [{ at: NORTH }]);
    expect(stepDirections(a.state)).toEqual(ALL);
    a = stepTo(a, 0);
    expect(stepDirections(a.state)).toEqual(ALL);
    a = stepTo(a, 0);
    expect(stepDirections(a.state)).toEqual(ALL);
    a = stepTo(a, 0);
    expect(steppedTo(a)).toEqual([{ q: 0, r: 5 }, { q: 0, r: 4 }, { q: 0, r: 3 }]);
    // The fourth step is not offered; the turn of the card still is.
    expect(stepDirections(a.state)).toEqual([]);
    expect(decisionOf(a.state, 0)!.options).toEqual([
      { kind: 'turn', part: 1, rotation: 1 },
      { kind: 'turn', part: 1, rotation: -1 },
      { kind: 'endMove' },
      { kind: 'undo' }, // issue 22: the steps so far can be taken back (movement-undo.ts)
    ]);
  });

  it('R-LARGEMAP-1 exactly seven hexes away is enough', () => {
    // (0,3) to (0,-4): 7. A step NE to (1,2) keeps it at 7 (dq 1, dr 6).
    const a = stepTo(game({ q: 0, r: 3 }, [{ at: NORTH }]), 1);
    expect(steppedTo(a)).toEqual([{ q: 1, r: 2 }]);
    expect(stepDirections(a.state)).toEqual(ALL);
  });

  it('R-LARGEMAP-3 the enhanced steps need not all go the same way', () => {
    // (0,6): N to (0,5), NE to (1,4), NW to (0,4); every hex at least 8 from (0,-4).
    let a = game({ q: 0, r: 6 }, [{ at: NORTH }]);
    a = stepTo(a, 0);
    a = stepTo(a, 1);
    a = stepTo(a, 5);
    expect(steppedTo(a)).toEqual([{ q: 0, r: 5 }, { q: 1, r: 4 }, { q: 0, r: 4 }]);
    expect(a.state.seats[0]!.hex).toEqual({ q: 0, r: 4 });
  });

  it('R-LARGEMAP-2 OP-35 the enhanced movement ends as soon as the character is 6 hexes away; the rest of the card goes on', () => {
    // (0,4) to (0,-4): 8. North to (0,3): 7, may go on; north to (0,2): 6, stops.
    let a = game({ q: 0, r: 4 }, [{ at: NORTH }]);
    a = stepTo(a, 0);
    expect(stepDirections(a.state)).toEqual(ALL);
    a = stepTo(a, 0);
    expect(a.state.seats[0]!.hex).toEqual({ q: 0, r: 2 });
    expect(stepDirections(a.state)).toEqual([]);
    expect(decisionOf(a.state, 0)!.options).toContainEqual({ kind: 'turn', part: 1, rotation: 1 });
    const rejected = applyAction(a.state, 0, { kind: 'step', part: 0, direction: 0 });
    expect(rejected.ok).toBe(false);
    const turned = then(a, [[0, { kind: 'turn', part: 1, rotation: 1 }]]);
    expect(turned.state.seats[0]!.facing).toBe(1);
  });

  it('R-LARGEMAP-2 after the enhanced steps the card\'s other effects resolve normally', () => {
    // Gaku's core card: step 1 forward or diagonal, then 1 focus. From (0,6), 10 hexes away.
    let a = game({ q: 0, r: 6 }, [{ at: NORTH }], 'G210', { mover: 'gaku' });
    expect(stepDirections(a.state)).toEqual([0, 1, 5]);
    a = stepTo(a, 0);
    a = stepTo(a, 1);
    expect(stepDirections(a.state)).toEqual([0, 1, 5]);
    a = stepTo(a, 5);
    expect(steppedTo(a)).toEqual([{ q: 0, r: 5 }, { q: 1, r: 4 }, { q: 0, r: 4 }]);
    expect(a.state.seats[0]!.focus).toBe(1);
  });

  it('R-LARGEMAP-1 six hexes away the core card moves its printed 1 hex, even if that step leads 7 away', () => {
    // (0,2) to (0,-4): 6. A step back to (0,3) makes it 7, but the distance counts at the start.
    const a = stepTo(game({ q: 0, r: 2 }, [{ at: NORTH }]), 3);
    expect(steppedTo(a)).toEqual([{ q: 0, r: 3 }]);
    expect(stepDirections(a.state)).toEqual([]);
  });

  it('R-LARGEMAP-1 a non-core card moves its printed 1 hex however far away', () => {
    const a = stepTo(game({ q: 0, r: 6 }, [{ at: NORTH }], 'G201'), 0);
    expect(steppedTo(a)).toEqual([{ q: 0, r: 5 }]);
    expect(stepDirections(a.state)).toEqual([]);
  });

  it('R-LARGEMAP-1 the core weapon card is not the core ability card: 1 hex only', () => {
    const a = stepTo(game({ q: 0, r: 6 }, [{ at: NORTH }], 'G202'), 0);
    expect(steppedTo(a)).toEqual([{ q: 0, r: 5 }]);
    expect(stepDirections(a.state)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('which opponent, and when (OP-35, OP-41)', () => {
  it('OP-35 the nearest opponent counts: one 9 hexes away and another 5 away leave the printed 1 hex', () => {
    // Seat 1 on (0,-4) is 9 from (0,5); seat 2 on (5,0) is 5 from it (dq 5, dr -5).
    const far = game({ q: 0, r: 5 }, [{ at: NORTH }]);
    expect(stepDirections(stepTo(far, 0).state)).toEqual(ALL);
    const near = game({ q: 0, r: 5 }, [{ at: NORTH }, { at: { q: 5, r: 0 } }]);
    expect(stepDirections(stepTo(near, 0).state)).toEqual([]);
  });

  it('OP-35 an ally nearby does not count: only opponents do', () => {
    // Seat 2 on (1,5), next to seat 0, is on its team; the only opponent is 9 hexes away.
    const a = game({ q: 0, r: 5 }, [{ at: NORTH, team: 1 }, { at: { q: 1, r: 5 }, team: 0 }], 'T01', { team: 0 });
    expect(stepDirections(stepTo(a, 0).state)).toEqual(ALL);
  });

  it('OP-35 the distance is measured when the core card\'s movement begins: an opponent who came to 6 earlier in the round', () => {
    // Tetsu (initiative 5) steps south from (0,-4) to (0,-3) before T01 (2): 7 becomes 6.
    const a = game({ q: 0, r: 3 }, [{ at: NORTH, plays: 'G203' }]);
    expect(eventsOf(a.events, 'stepped').filter((e) => e.seat === 1).map((e) => e.to)).toEqual([{ q: 0, r: -3 }]);
    expect(stepDirections(stepTo(a, 1).state)).toEqual([]);
  });

  it('OP-35 and an opponent who went back to 7 earlier in the round', () => {
    // Tetsu steps back north from (0,-3) to (0,-4): 6 becomes 7.
    const a = game({ q: 0, r: 3 }, [{ at: { q: 0, r: -3 }, plays: 'G204' }]);
    expect(eventsOf(a.events, 'stepped').filter((e) => e.seat === 1).map((e) => e.to)).toEqual([{ q: 0, r: -4 }]);
    expect(stepDirections(stepTo(a, 1).state)).toEqual(ALL);
  });

  it('OP-41 the distance ignores terrain and figures: a wall of rocks and a character in between do not make 7 hexes farther', () => {
    // (0,3) to (0,-4) is 7 in a straight line; rocks on (-1,0), (0,0), (1,-1) and an ally on (0,1)
    // would make a walk longer, but the grid distance is still 7.
    const a = game(
      { q: 0, r: 3 },
      [{ at: NORTH, team: 1 }, { at: { q: 0, r: 1 }, team: 0 }],
      'T01',
      { team: 0, terrain: [{ q: -1, r: 0 }, { q: 0, r: 0 }, { q: 1, r: -1 }] },
    );
    const stepped = stepTo(a, 1);
    expect(steppedTo(stepped)).toEqual([{ q: 1, r: 2 }]);
    expect(stepDirections(stepped.state)).toEqual(ALL);
  });
});
