import { describe, expect, it } from 'vitest';
import type { Ctx } from '../context';
import { facingsToward, hexEquals, hexKey, neighbour, turnFacing, type Direction, type Facing, type Hex } from '../hex';
import { applyAction, createGame, pendingDecisions, type GameState } from '../index';
import { draftOf, type AttackProgress } from '../state';
import { soloGameConfig } from '../testing/solo-games';
import { answerForAutomaton } from './resolve';

// R-SOLO-GOLDEN-1, ruling S34: a decision the automaton's plan does not cover is taken for the
// outcome worst for your character. Real content: Kensei (pack 0) against a katana ashigaru on the snowy battlefield.

function atSelect(): GameState {
  const r = createGame(soloGameConfig({ seed: 3, battlefield: 'snowy-battlefield', humans: [0], automata: ['katana-ashigaru'] }));
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value.state;
  for (let guard = 0; guard < 200 && s.flow.at !== 'select'; guard++) {
    const d = pendingDecisions(s)[0]!;
    const next = applyAction(s, d.seat, d.options.find((o) => o.kind === 'endPrepare') ?? d.options[0]!);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value.state;
  }
  return s;
}

/** Sixths of a turn between `facing` and facing `to` squarely: 3 is the back toward it. */
const awayFrom = (from: Hex, facing: Facing, to: Hex) => Math.min(...facingsToward(from, to).map((f) => Math.min((f - facing + 6) % 6, (facing - f + 6) % 6)));

describe('the worst case for you (R-SOLO-GOLDEN-1, S34)', () => {
  it('R-SOLO-GOLDEN-1 R-PUSH-5 an automaton rotating your character turns your back toward it, even when that is not the first listed rotation', () => {
    const s = atSelect();
    const you = s.seats[0]!.hex!;
    const it = s.seats[1]!.hex!;
    // A facing from which the first listed rotation (+1) would turn you toward the automaton, the other (-1) away.
    const start = ([0, 1, 2, 3, 4, 5] as Facing[]).find((f) => awayFrom(you, turnFacing(f, -1), it) > awayFrom(you, turnFacing(f, 1), it))!;
    expect(start).toBeDefined();
    const draft = draftOf(s);
    draft.seats[0]!.facing = start;
    const attack = { stage: 'followUps', target: 0, asked: [], followUps: [{ kind: 'rotate', target: 0, amount: 1 }], sequences: [], depth: 0 } as unknown as AttackProgress;
    draft.flow = { at: 'resolve', order: [], index: 0, section: -1, stack: [], task: { kind: 'rotation', seat: 1 }, attacks: [attack], closed: false };
    const ctx: Ctx = { s: draft, events: [] };
    expect(answerForAutomaton(ctx, draft.flow)).toBe(true);
    expect(draft.seats[0]!.facing).toBe(turnFacing(start, -1));
    expect(ctx.events).toContainEqual(expect.objectContaining({ kind: 'automaton', seat: 1, rule: 'R-SOLO-GOLDEN-1' }));
    expect(ctx.events).toContainEqual({ kind: 'turned', seat: 0, facing: turnFacing(start, -1) });
  });

  it('R-SOLO-GOLDEN-1 R-PUSH-3 of two hexes it may push you to, an automaton takes the one onto a corpse (R-TERRAIN-CORPSE-2: you are stunned), even when it is listed second', () => {
    const s = atSelect();
    const you = s.seats[0]!.hex!;
    const free = ([0, 1, 2, 3, 4, 5] as Direction[])
      .map((d) => neighbour(you, d))
      .filter((h) => s.board[hexKey(h)] === true && s.terrain[hexKey(h)] === undefined && !s.seats.some((st) => st.hex !== null && hexEquals(st.hex, h)));
    const [clean, corpse] = [free[0]!, free[1]!];
    expect(corpse).toBeDefined();
    const draft = draftOf(s);
    draft.terrain = { ...draft.terrain, [hexKey(corpse)]: 'corpse' };
    const push = { kind: 'push', target: 0, steps: 1, away: true, attacker: s.seats[1]!.hex!, origin: you } as const;
    const attack = { actor: { seat: 1, card: 'a1r1', initiative: 5 }, stage: 'followUps', target: 0, asked: [], followUps: [push], sequences: [], success: false, depth: 0 } as unknown as AttackProgress;
    draft.flow = { at: 'resolve', order: [], index: 0, section: -1, stack: [], task: { kind: 'pushHex', seat: 1, options: [clean, corpse] }, attacks: [attack], closed: false };
    const ctx: Ctx = { s: draft, events: [] };
    expect(answerForAutomaton(ctx, draft.flow)).toBe(true);
    expect(draft.seats[0]!.hex).toEqual(corpse);
    expect(ctx.events).toContainEqual({ kind: 'pushed', seat: 0, from: you, to: corpse, by: 1 });
    expect(ctx.events).toContainEqual(expect.objectContaining({ kind: 'automaton', seat: 1, rule: 'R-SOLO-GOLDEN-1', reason: expect.stringContaining('pushHex') }));
  });
});
