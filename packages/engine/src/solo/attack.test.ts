import { SOLO_CATALOG, type Stance } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { at, soloScenario, type SoloSpec } from '../testing/solo';
import type { GameState } from '../state';
import { pendingThreats, soloBoard, type SoloBoard } from './board';
import { newAutomaton } from './round';
import { decideTurn } from './turn';
import { soloAttack, type AttackChoice, type Threat } from './attack';
import { neighbours, type Hex } from '../hex';

// Section 20.6 on the Snowy Battlefield with the real solo cards. Positions are (column, row) of
// the printed grid; `at` turns them into axial hexes. The human (seat 0) stands on (4, 1) axial =
// column 4, row 3, facing north unless a test says otherwise; behind it is (4, 2) = column 4, row 4.

const HUMAN = at(4, 3); // axial (4, 1)
const BEHIND = at(4, 4); // axial (4, 2)

type Case = { spec: SoloSpec; card: string; stance?: Stance; behaviour?: 'left' | 'middle' | 'right'; threats?: Threat[]; blocks?: Hex[] };

/** A block by the human at initiative `initiative` on hexes given in its north frame (R-BLOCK-1). */
function withBlock(state: GameState, hexes: Hex[], initiative: number): GameState {
  const block = { seat: 0, card: 'c0', initiative, hexes, extra: null, extraPaid: false, counter: [], rest: null };
  return { ...state, blocks: [block] } as GameState;
}

function decide(c: Case): { choice: AttackChoice; board: SoloBoard } {
  const { state } = soloScenario(c.spec);
  const card = SOLO_CATALOG.cards[c.card]!;
  const initiative = card.initiative.kind === 'fixed' ? card.initiative.value : card.initiative.max;
  const s = c.blocks === undefined ? state : withBlock(state, c.blocks, initiative);
  const automata = c.spec.automata.map((_, i) => c.spec.humans.length + i);
  const board = soloBoard(s, automata);
  const goal = {
    seat: c.spec.humans.length, automaton: 'katana-ashigaru' as const, behaviour: c.behaviour ?? 'middle', target: 0,
    stance: c.stance ?? 'aggressive', initiative, threats: c.threats ?? [],
  };
  return { choice: soloAttack(board, goal, card), board };
}

const attackFrom = (choice: AttackChoice) => {
  if (choice.kind !== 'attack') throw new Error(`expected an attack, got ${choice.rule}: ${choice.reason}`);
  return choice.from;
};

// The automaton beside the human on its south-east side (axial (5, 1)), facing it (north-west).
const BESIDE: SoloSpec = { humans: [[4, 3, 0]], automata: [[5, 3, 5]] };
const ROCK_BEHIND: SoloSpec = { ...BESIDE, terrain: [{ kind: 'rock', at: [4, 4] }] };

describe('melee attack steps (R-SOLO-ATK-MELEE-1..8) with S014 Straight Cut (1 step, 1 turn, ahead)', () => {
  it('R-SOLO-ATK-MELEE-1 step 1: it steps behind the human, turns to face it and attacks from there', () => {
    const { choice } = decide({ spec: BESIDE, card: 'S014' });
    expect(choice.rule).toBe('R-SOLO-ATK-MELEE-1');
    expect(attackFrom(choice)).toEqual({ hex: BEHIND, facing: 0 });
    if (choice.kind === 'attack') expect(choice.actions).toEqual([{ kind: 'step', part: 0, direction: 5 }, { kind: 'turn', part: 1, rotation: 1 }]);
  });

  it('R-SOLO-ATK-MELEE-2 step 2: behind is a rock, so it stays where it is and attacks', () => {
    const { choice } = decide({ spec: ROCK_BEHIND, card: 'S014' });
    expect(choice.rule).toBe('R-SOLO-ATK-MELEE-2');
    expect(attackFrom(choice)).toEqual({ hex: at(5, 3), facing: 5 });
    if (choice.kind === 'attack') expect(choice.actions).toEqual([]);
  });

  it('R-SOLO-ATK-MELEE-3 (3A): the human blocks its hex, so it attacks from the free alternative hex', () => {
    // The human's block covers its behind-right hex (1, 0), where the automaton stands (R-BLOCK-3 b).
    const { choice } = decide({ spec: ROCK_BEHIND, card: 'S014', blocks: [{ q: 1, r: 0 }] });
    expect(choice.rule).toBe('R-SOLO-ATK-MELEE-3');
    expect(choice.reason).toContain('3A');
    expect(attackFrom(choice)).toEqual({ hex: at(5, 2), facing: 4 }); // the human's ahead-right hex, facing it
  });

  it('R-SOLO-ATK-MELEE-4: an alternative hex that is blocked too is no alternative (and it attacks anyway, R-SOLO-ATK-2)', () => {
    const { choice } = decide({ spec: ROCK_BEHIND, card: 'S014', blocks: [{ q: 1, r: 0 }, { q: 1, r: -1 }] });
    expect(choice.rule).toBe('R-SOLO-ATK-2');
    expect(attackFrom(choice)).toEqual({ hex: at(5, 3), facing: 5 });
  });

  it('R-SOLO-ATK-MELEE-3 (3B): where it stands the human\'s coming attack would hit it, so it moves', () => {
    const { choice } = decide({ spec: ROCK_BEHIND, card: 'S014', threats: [{ seat: 0, hexes: [at(5, 3)] }] });
    expect(choice.rule).toBe('R-SOLO-ATK-MELEE-3');
    expect(choice.reason).toContain('3B');
    expect(attackFrom(choice)).toEqual({ hex: at(5, 2), facing: 4 });
  });

  it('OP-76 R-SOLO-ATK-MELEE-2 (was 3C): S015 Reverse Cut as it faces would also hit the automaton beside the human; turning in place avoids it, so it stays and turns', () => {
    // The human faces south; the second automaton stands on its north-east side (axial (5, 0)).
    const spec: SoloSpec = { humans: [[4, 3, 3]], automata: [[5, 3, 5], [5, 2, 0]] };
    const { choice } = decide({ spec, card: 'S015' });
    expect(choice.rule).toBe('R-SOLO-ATK-MELEE-2');
    expect(attackFrom(choice)).toEqual({ hex: at(5, 3), facing: 4 }); // it hits the human with its ahead-right hex, not the automaton
    expect(choice).toMatchObject({ actions: [{ kind: 'turn', part: 0, rotation: -1 }], turnInPlace: 1 }); // S015 has no turn: a turn in place
  });

  it('R-SOLO-ATK-MELEE-2 R-SOLO-AUTO-2 staying includes turning its base on the spot: S019 turns north and strikes with its ahead-left hex', () => {
    const spec: SoloSpec = { humans: [[4, 3, 0]], automata: [[5, 3, 5], [4, 4, 0]] };
    const { choice } = decide({ spec, card: 'S019' });
    expect(choice.rule).toBe('R-SOLO-ATK-MELEE-2');
    expect(attackFrom(choice)).toEqual({ hex: at(5, 3), facing: 0 });
  });

  const everywhere = [{ seat: 0, hexes: neighbours(HUMAN) }];
  it('R-SOLO-ATK-MELEE-6 step 4, aggressive: hit back wherever it stands, it attacks anyway from where it is', () => {
    const { choice } = decide({ spec: ROCK_BEHIND, card: 'S014', stance: 'aggressive', threats: everywhere });
    expect(choice.rule).toBe('R-SOLO-ATK-MELEE-6');
    expect(attackFrom(choice)).toEqual({ hex: at(5, 3), facing: 5 });
  });

  it('R-SOLO-ATK-MELEE-7 step 4, defensive: the same position makes it resolve the movement part instead', () => {
    const { choice } = decide({ spec: ROCK_BEHIND, card: 'S014', stance: 'defensive', threats: everywhere });
    expect(choice).toMatchObject({ kind: 'movement', rule: 'R-SOLO-ATK-MELEE-7' });
  });

  it('R-SOLO-STANCE-3 the stance decides step 4 only: without a threat both stances attack from the same hex', () => {
    const a = decide({ spec: ROCK_BEHIND, card: 'S014', stance: 'aggressive' }).choice;
    const d = decide({ spec: ROCK_BEHIND, card: 'S014', stance: 'defensive' }).choice;
    expect(d).toEqual(a);
  });

  it('R-SOLO-ATK-MELEE-8 R-SOLO-ATK-1 step 5: the attack cannot reach the human this turn, so it resolves the movement part', () => {
    const { choice } = decide({ spec: { humans: [[4, 3, 0]], automata: [[4, 0, 3]] }, card: 'S014' });
    expect(choice).toMatchObject({ kind: 'movement', rule: 'R-SOLO-ATK-MELEE-8' });
  });

  it('R-SOLO-ATK-2 an attack that every reachable hex would see blocked is still made', () => {
    const { choice } = decide({ spec: ROCK_BEHIND, card: 'S014', blocks: [{ q: 0, r: 0 }] }); // the human's own hex (R-BLOCK-3 a)
    expect(choice.kind).toBe('attack');
    expect(choice.rule).toBe('R-SOLO-ATK-2');
  });
});

describe('alternative hexes and behaviour (R-SOLO-ATK-MELEE-5, R-SOLO-BEHAV-3)', () => {
  // The human faces south-east; the automaton, two hexes east of it, must move to attack. Two hexes
  // next to the human are one step away: its ahead-left (north-east) and straight-ahead (south-east).
  const spec: SoloSpec = { humans: [[4, 3, 2]], automata: [[6, 3, 5]] };
  it('R-SOLO-ATK-MELEE-5 R-SOLO-BEHAV-3 behaviour left: the hex on the human\'s front-left', () => {
    const { choice } = decide({ spec, card: 'S014', behaviour: 'left' });
    expect(choice.rule).toBe('R-SOLO-ATK-MELEE-5');
    expect(attackFrom(choice).hex).toEqual(at(5, 2));
  });
  it('R-SOLO-ATK-MELEE-5 behaviour middle: the hex straight ahead of the human', () => {
    const { choice } = decide({ spec, card: 'S014', behaviour: 'middle' });
    expect(attackFrom(choice).hex).toEqual(at(5, 3));
  });
});

describe('automated characters (R-SOLO-AUTO-3, R-SOLO-AUTO-4)', () => {
  it('R-SOLO-AUTO-4 an automated character follows the same procedures: the Master and the boss (both 1 hex) choose alike', () => {
    const { state } = soloScenario(ROCK_BEHIND);
    const board = soloBoard(state, [1]);
    const card = SOLO_CATALOG.cards['S014']!;
    const goal = { seat: 1, behaviour: 'middle' as const, target: 0, stance: 'aggressive' as const, initiative: 5, threats: [] };
    expect(soloAttack(board, { ...goal, automaton: 'master' }, card)).toEqual(soloAttack(board, { ...goal, automaton: 'samurai-boss' }, card));
  });
  it('R-SOLO-AUTO-3 an automated character plays its own solo cards: the Warrior\'s XS132 executes two hexes ahead', () => {
    // The automaton two hexes south of the human, facing it: XS132 reaches (0, -2) with an execution.
    const { choice } = decide({ spec: { humans: [[4, 3, 0]], automata: [[4, 5, 0]] }, card: 'XS132' });
    expect(choice).toMatchObject({ kind: 'attack', wounds: 5 });
  });
});

describe('wounds (R-SOLO-ATK-3, R-SOLO-ATK-4, R-SOLO-GOLDEN-1)', () => {
  it('R-SOLO-ATK-4 an execution counts as 5 wounds (N998, a nightmare card)', () => {
    const { choice } = decide({ spec: ROCK_BEHIND, card: 'N998' });
    expect(choice).toMatchObject({ kind: 'attack', wounds: 5 });
  });

  it('R-SOLO-ATK-3 of the places it may attack from, the one wounding most: both humans in S019\'s reach', () => {
    // Two humans side by side (co-op); S019 hits ahead-left and ahead: turning towards both beats one.
    const spec: SoloSpec = { humans: [[4, 3, 0], [5, 3, 0]], automata: [[5, 4, 0]] };
    const { choice } = decide({ spec, card: 'S019', behaviour: 'middle' });
    expect(choice).toMatchObject({ kind: 'attack', wounds: 2 });
  });

  it('R-SOLO-GOLDEN-1 of equal places it picks the one worst for you, here 2 wounds over 1', () => {
    const spec: SoloSpec = { humans: [[4, 3, 0], [5, 3, 0]], automata: [[5, 4, 0]] };
    const one = decide({ spec, card: 'S014', behaviour: 'middle' }).choice;
    const two = decide({ spec, card: 'S019', behaviour: 'middle' }).choice;
    expect(one).toMatchObject({ kind: 'attack', wounds: 1 });
    expect(two.kind === 'attack' && two.wounds).toBeGreaterThan(one.kind === 'attack' ? one.wounds : 0);
  });
});

describe('ranged attacks (R-SOLO-ATK-RANGED-1/2) with S036 (yumi, range 7)', () => {
  const far: SoloSpec = { humans: [[4, 6, 0]], automata: [[4, 0, 3]] }; // 6 hexes apart, same column
  it('R-SOLO-ATK-RANGED-1 in sight and range: it shoots from where it stands', () => {
    const { choice } = decide({ spec: far, card: 'S036' });
    expect(choice).toMatchObject({ kind: 'attack', rule: 'R-SOLO-ATK-RANGED-1', actions: [] });
  });
  it('R-SOLO-ATK-RANGED-2 a rock between them breaks the line of sight: the movement part', () => {
    const { choice } = decide({ spec: { ...far, terrain: [{ kind: 'rock', at: [4, 3] }] }, card: 'S036' });
    expect(choice).toMatchObject({ kind: 'movement', rule: 'R-SOLO-ATK-RANGED-2' });
  });
  it('R-SOLO-ATK-RANGED-2 in sight but out of range (S041, range 6, at 6 it shoots; S012 thrown spear, range 3, does not)', () => {
    expect(decide({ spec: far, card: 'S041' }).choice.kind).toBe('attack');
    expect(decide({ spec: far, card: 'S012' }).choice).toMatchObject({ kind: 'movement', rule: 'R-SOLO-ATK-RANGED-2' });
  });
});

describe('threats read from the revealed cards (R-SOLO-ATK-MELEE-3 (3B), S10)', () => {
  it('R-SOLO-ATK-MELEE-3 (3B) the human revealed the Master\'s 010 (attack ahead): the automaton standing ahead of it moves aside', () => {
    const { state } = soloScenario({ humans: [[4, 3, 0]], automata: [[4, 2, 3]] });
    const card = state.seats[0]!.hand.find((c) => state.cards[c] === '010')!;
    const play = { card, paid: 0, alternative: false, chosen: null, initiative: 7, cancelled: false, target: null, weakness: 0 };
    const revealed = { ...state, seats: state.seats.map((st, i) => (i === 0 ? { ...st, hand: st.hand.filter((c) => c !== card), play } : st)) } as GameState;
    const board = soloBoard(revealed, [1]);
    const r = { ...newAutomaton({ automaton: 'katana-ashigaru', seat: 1, deck: [], behaviour: 'middle', stance: 'aggressive' }), drawn: 'S014' };
    expect(pendingThreats(board, 1)).toEqual([{ seat: 0, hexes: [at(4, 2)] }]);
    const plan = decideTurn(board, r);
    expect(plan.attack).toMatchObject({ kind: 'attack', rule: 'R-SOLO-ATK-MELEE-3' });
    expect(plan.attack!.reason).toContain('3B');
    expect(plan.attack!.kind === 'attack' && plan.attack!.from.hex).not.toEqual(at(4, 2));
    // Without the revealed card it would simply stay and strike (step 2).
    expect(decideTurn(soloBoard(state, [1]), r).attack).toMatchObject({ rule: 'R-SOLO-ATK-MELEE-2' });
  });
});
