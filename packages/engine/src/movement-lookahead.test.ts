import { BATTLEFIELDS, PACKS, type MovePart } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { createGame } from './index';
import { absoluteDirection, neighbour, turnFacing, wrapDirection, type Facing, type Hex } from './hex';
import { hexIsFree, moveOptions, type MoveAction } from './movement';
import { nextRandom, seedRng, type RngState } from './rng';
import type { GameState, MoveProgress, Task } from './state';
import { randomPlayout } from './testing/playout';

// R-MOVE-13: a move is offered only if the mandatory movement can still be done after it. The
// engine's look-ahead tries every sequence of steps and turns on one scratch copy of the task's
// progress, changed and restored in place (movement.ts). Checked here against the plain reading of
// the rules: each step or turn played on a new task and a state with the mover actually moved, on
// real-content positions with every kind of movement effect (one to three parts, steps and turns,
// mandatory or not, "then" or not, large battlefield or not, parts already begun).

type MoveTask = Extract<Task, { kind: 'move' }>;
type StepOrTurn = Extract<MoveAction, { kind: 'step' | 'turn' }>;
type Pose = { hex: Hex; facing: Facing };

const finished = (p: MoveProgress) => p.closed || p.done >= p.part.count;
const complete = (parts: readonly MoveProgress[]) => parts.every((p) => !p.part.mandatory || p.done >= p.part.count);

function activeParts(task: MoveTask): number[] {
  const open = task.parts.flatMap((p, i) => (finished(p) ? [] : [i]));
  return task.ordered ? open.slice(0, 1) : open;
}

/** The state with the mover's figure at `pose`. */
const posed = (s: GameState, seat: number, pose: Pose): GameState =>
  ({ ...s, seats: s.seats.map((st, i) => (i === seat ? { ...st, hex: pose.hex, facing: pose.facing } : st)) }) as GameState;

function candidates(s: GameState, task: MoveTask, pose: Pose): { action: StepOrTurn; free: boolean }[] {
  const out: { action: StepOrTurn; free: boolean }[] = [];
  const there = posed(s, task.seat, pose);
  for (const i of activeParts(task)) {
    const p = task.parts[i]!;
    if (p.part.kind === 'step') {
      for (const direction of p.direction === null || task.largeMap ? p.part.directions : [p.direction]) {
        out.push({ action: { kind: 'step', part: i, direction }, free: hexIsFree(there, neighbour(pose.hex, absoluteDirection(pose.facing, wrapDirection(direction)))) });
      }
    } else {
      for (const rotation of p.rotation === null ? ([1, -1] as const) : [p.rotation]) out.push({ action: { kind: 'turn', part: i, rotation }, free: true });
    }
  }
  return out;
}

function advance(task: MoveTask, action: StepOrTurn): MoveTask {
  const parts = task.parts.map((p, i) => {
    if (i !== action.part) return p; // OP-66: each part on its own
    return action.kind === 'step' ? { ...p, done: p.done + 1, direction: action.direction } : { ...p, done: p.done + 1, rotation: action.rotation };
  });
  return { ...task, parts: task.ordered ? parts.map((p, i) => (i < action.part ? { ...p, closed: true } : p)) : parts };
}

const moved = (pose: Pose, a: StepOrTurn): Pose =>
  a.kind === 'step'
    ? { hex: neighbour(pose.hex, absoluteDirection(pose.facing, wrapDirection(a.direction))), facing: pose.facing }
    : { hex: pose.hex, facing: turnFacing(pose.facing, a.rotation) };

const canComplete = (s: GameState, task: MoveTask, pose: Pose): boolean =>
  complete(task.parts) || candidates(s, task, pose).some(({ action, free }) => free && canComplete(s, advance(task, action), moved(pose, action)));

const closed = (task: MoveTask, part: number): MoveTask => ({ ...task, parts: task.parts.map((p, i) => (i === part ? { ...p, closed: true } : p)) });

/** R-MOVE-4..13 read plainly. */
function expectedOptions(s: GameState, task: MoveTask): MoveAction[] {
  const st = s.seats[task.seat]!;
  const pose = { hex: st.hex!, facing: st.facing };
  const all = candidates(s, task, pose);
  const legal = all.filter((c) => c.free).map((c) => c.action);
  const ends: MoveAction[] = [];
  if (task.ordered) {
    const i = activeParts(task)[0];
    if (i !== undefined && task.parts.some((p, j) => j > i && !finished(p)) && !task.parts[i]!.part.mandatory) ends.push({ kind: 'endPart', part: i });
  }
  if (complete(task.parts)) ends.push({ kind: 'endMove' });
  if (canComplete(s, task, pose)) {
    const keeps = legal.filter((a) => canComplete(s, advance(task, a), moved(pose, a)));
    return [...keeps, ...ends.filter((a) => a.kind === 'endMove' || canComplete(s, closed(task, a.part), pose))];
  }
  const mandatory = (c: { action: StepOrTurn }) => task.parts[c.action.part]!.part.mandatory;
  if (all.some((c) => c.free && mandatory(c))) return [...legal, ...ends];
  return [...legal, ...all.filter((c) => !c.free && mandatory(c)).map((c) => c.action), ...ends];
}

/** A random movement effect, possibly already begun. */
function randomTask(seat: number, rng: RngState): [MoveTask, RngState] {
  const draw = (n: number): number => {
    let x: number;
    [x, rng] = nextRandom(rng);
    return x % n;
  };
  const parts: MoveProgress[] = [];
  for (let k = 1 + draw(3); k > 0; k--) {
    const count = 1 + draw(3);
    const mandatory = draw(3) > 0;
    const part: MovePart =
      draw(3) > 0
        ? { kind: 'step', count, mandatory, directions: [0, 1, 2, 3, 4, 5].filter((d) => d === draw(6) || draw(3) === 0) }
        : { kind: 'turn', count: Math.min(count, 2), mandatory };
    if (part.kind === 'step' && part.directions.length === 0) part.directions.push(draw(6));
    const done = draw(4) === 0 ? Math.min(1, part.count) : 0;
    const direction = part.kind === 'step' && done > 0 ? part.directions[0]! : null;
    const rotation = part.kind === 'turn' && done > 0 ? (draw(2) === 0 ? 1 : -1) : null;
    parts.push({ part, done, direction, rotation, closed: draw(8) === 0 });
  }
  return [{ kind: 'move', seat, parts, ordered: draw(2) === 0, largeMap: draw(6) === 0 }, rng];
}

const taskOf = (s: GameState): MoveTask => (s.flow as unknown as { task: MoveTask }).task;

function movePositions(): GameState[] {
  const found: GameState[] = [];
  for (let seed = 0; seed < 6; seed++) {
    const [a, b] = [PACKS[seed % PACKS.length]!, PACKS[(seed + 2) % PACKS.length]!];
    const made = createGame({
      seed,
      battlefield: BATTLEFIELDS[seed % 2 === 0 ? 'burnt-village' : 'ice-bridge'],
      seats: [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
      terrain: seed % 2 === 0 ? ['rock', 'bamboo'] : ['boat', 'torii'],
    });
    if (!made.ok) throw new Error(made.error.message);
    randomPlayout(made.value.state, seed, 60, (s, rng) => {
      if (s.flow.at === 'resolve' && s.flow.task?.kind === 'move') found.push(s);
      return rng;
    });
  }
  return found;
}

describe('the R-MOVE-13 look-ahead', () => {
  const positions = movePositions();

  it('R-MOVE-13 the movement options of real-content positions are those of the rules read plainly', () => {
    expect(positions.length).toBeGreaterThan(50);
    for (const s of positions) {
      const task = taskOf(s);
      expect(moveOptions(s, task)).toEqual(expectedOptions(s, task));
    }
  });

  it('R-MOVE-4 R-MOVE-8 R-MOVE-9 R-MOVE-11 R-MOVE-13 R-LARGEMAP-3 random movement effects on real-content positions: the same options as the rules read plainly', () => {
    let rng = seedRng('move-lookahead');
    let narrowed = 0;
    for (const s of positions) {
      for (let k = 0; k < 6; k++) {
        let task: MoveTask;
        [task, rng] = randomTask(taskOf(s).seat, rng);
        const before = JSON.stringify(task);
        const options = moveOptions(s, task);
        expect(options).toEqual(expectedOptions(s, task));
        expect(JSON.stringify(task)).toBe(before); // the look-ahead changes only its own scratch copy
        if (options.length < candidates(s, task, { hex: s.seats[task.seat]!.hex!, facing: s.seats[task.seat]!.facing }).length) narrowed++;
      }
    }
    expect(narrowed).toBeGreaterThan(20); // R-MOVE-13 really ruled moves out in these positions
  });
});
