import type { MovePart } from '@senjutsu/cards';
import { emit, type Ctx } from './context';
import type { Action } from './decisions';
import { absoluteDirection, DIRECTIONS, distance, hexKey, neighbour, turnFacing, wrapDirection, type Facing, type Hex } from './hex';
import { collide, enterHex } from './collision';
import { settleDefeats } from './victory';
import { seatOf, type GameState, type MoveProgress, type SeatId, type Task } from './state';
import { rulesOf } from './ruleset';

// Section 9: movement effects (the collisions and the entry into a hex: collision.ts).

export { collide, enterHex } from './collision';

type MoveTask = Extract<Task, { kind: 'move' }>;
type StepAction = Extract<Action, { kind: 'step' }>;
type TurnAction = Extract<Action, { kind: 'turn' }>;
export type MoveAction = StepAction | TurnAction | Extract<Action, { kind: 'endPart' | 'endMove' }>;

export function startMove(seat: SeatId, parts: readonly MovePart[], ordered: boolean): MoveTask {
  return {
    kind: 'move',
    seat,
    ordered,
    largeMap: false,
    parts: parts.map((part) => ({ part, done: 0, direction: null, rotation: null, closed: false })),
  };
}

/** OP-35, OP-41: hex distance to the nearest opponent. */
export function nearestOpponent(s: GameState, seat: SeatId): number {
  const from = seatOf(s, seat).hex!;
  const ds = s.seats.flatMap((st, i) => (i !== seat && st.defeated === null && st.hex !== null && st.team !== seatOf(s, seat).team ? [distance(from, st.hex)] : []));
  return ds.length === 0 ? 0 : Math.min(...ds);
}

/**
 * R-LARGEMAP-1..3, OP-35: far from every opponent (7 hexes or more when the movement begins), the
 * core ability card's steps may go up to 3 hexes, in any directions, until within 6 hexes.
 */
export function largeMapMove(task: MoveTask): MoveTask {
  const parts = task.parts.map((p) => (p.part.kind === 'step' ? { ...p, part: { ...p.part, count: Math.max(3, p.part.count), mandatory: false } } : p));
  return { ...task, parts, largeMap: true };
}

/** R-MOVE-12, R-MOVE-14, R-MOVE-15: a battlefield hex with no obstacle and no character. */
export function hexIsFree(s: GameState, hex: Hex): boolean {
  return hexIsFreeWith(s, hex, null);
}

/** hexIsFree with the figure of `moved.seat` standing at `moved.pose` instead (the look-ahead of R-MOVE-13), or as it is (null). */
function hexIsFreeWith(s: GameState, hex: Hex, moved: { readonly seat: SeatId; readonly pose: Pose } | null): boolean {
  return moved === null ? freeFor(s, hex.q, hex.r, -1, 0, 0) : freeFor(s, hex.q, hex.r, moved.seat, moved.pose.hex.q, moved.pose.hex.r);
}

/** Is hex (q, r) free, with the figure of seat `mover` (if one, else -1) standing at (mq, mr)? */
function freeFor(s: GameState, q: number, r: number, mover: SeatId, mq: number, mr: number): boolean {
  const key = hexKey({ q, r });
  const terrain = s.terrain[key];
  if (s.board[key] !== true || (terrain !== undefined && rulesOf(s).terrain[terrain].obstacle)) return false;
  for (let i = 0; i < s.seats.length; i++) {
    const st = s.seats[i]!;
    if (st.defeated !== null) continue;
    if (i === mover ? mq === q && mr === r : st.hex !== null && st.hex.q === q && st.hex.r === r) return false;
  }
  return true;
}

/** Where a step lands and whether it may be taken voluntarily. */
export function stepTarget(s: GameState, from: Hex, direction: number): { hex: Hex; free: boolean } {
  const hex = neighbour(from, wrapDirection(direction));
  return { hex, free: hexIsFree(s, hex) };
}

const finished = (p: MoveProgress) => p.closed || p.done >= p.part.count;
/** All mandatory movement carried out in full (R-MOVE-4); optional parts may stop anywhere (R-MOVE-5). */
const complete = (parts: readonly MoveProgress[]) => parts.every((p) => !p.part.mandatory || p.done >= p.part.count);

/** The parts that may act now: all of them, or only the first unfinished one after "then" (R-MOVE-11). */
function activeParts(task: MoveTask): number[] {
  const open: number[] = [];
  for (let i = 0; i < task.parts.length; i++) {
    if (finished(task.parts[i]!)) continue;
    open.push(i);
    if (task.ordered) break;
  }
  return open;
}

type Pose = { hex: Hex; facing: Facing };

/**
 * Each step or turn the task allows from a pose, legal or not (a step's `free` says which). The
 * pose may be one the look-ahead imagines: the mover's own figure is then taken to stand there.
 */
function candidateMoves(s: GameState, task: MoveTask, pose: Pose): { action: StepAction | TurnAction; free: boolean }[] {
  const moved = { seat: task.seat, pose };
  const out: { action: StepAction | TurnAction; free: boolean }[] = [];
  for (const i of activeParts(task)) {
    const p = task.parts[i]!;
    if (p.part.kind === 'step') {
      // R-MOVE-8: every step of a part goes the way its first step went (not on a large
      // battlefield, R-LARGEMAP-3). OP-19: the arrow is relative to the character, so it is read
      // against the facing at each step.
      const directions = p.direction === null || task.largeMap ? p.part.directions : [p.direction];
      for (const direction of directions) {
        const free = hexIsFreeWith(s, neighbour(pose.hex, absoluteDirection(pose.facing, wrapDirection(direction))), moved);
        out.push({ action: { kind: 'step', part: i, direction }, free });
      }
    } else {
      // R-MOVE-3: either way; R-MOVE-9, OP-66: then every turn of this part the same way.
      for (const rotation of p.rotation === null ? ([1, -1] as const) : [p.rotation]) {
        out.push({ action: { kind: 'turn', part: i, rotation }, free: true });
      }
    }
  }
  return out;
}

function advanceTask(task: MoveTask, action: StepAction | TurnAction): MoveTask {
  const parts = task.parts.map((p, i) => {
    // OP-66: each part chooses its arrow or its turning way on its own (R-MOVE-8/9 within a part).
    if (i !== action.part) return p;
    return action.kind === 'step'
      ? { ...p, done: p.done + 1, direction: action.direction }
      : { ...p, done: p.done + 1, rotation: action.rotation };
  });
  // R-MOVE-11: after "then", starting a later part closes the earlier optional ones.
  return { ...task, parts: task.ordered ? parts.map((p, i) => (i < action.part ? { ...p, closed: true } : p)) : parts };
}

/**
 * R-MOVE-13's look-ahead: the progress of a move task as plain arrays it changes and restores in
 * place while it tries every sequence of steps and turns, instead of a new task and pose per step
 * tried. Made from the task for one moveOptions call and never shared; the task is left untouched.
 */
type Trial = {
  readonly s: GameState;
  readonly task: MoveTask;
  readonly done: number[];
  readonly direction: (number | null)[];
  readonly rotation: (1 | -1 | null)[];
  readonly closed: boolean[];
};

function trialOf(s: GameState, task: MoveTask): Trial {
  const parts = task.parts;
  return {
    s,
    task,
    done: parts.map((p) => p.done),
    direction: parts.map((p) => p.direction),
    rotation: parts.map((p) => p.rotation),
    closed: parts.map((p) => p.closed),
  };
}

/** complete() of the trial's progress: every mandatory part done in full (R-MOVE-4). */
function trialComplete(t: Trial): boolean {
  const parts = t.task.parts;
  for (let i = 0; i < parts.length; i++) if (parts[i]!.part.mandatory && t.done[i]! < parts[i]!.part.count) return false;
  return true;
}

/** Can the rest of the mandatory movement be carried out without entering a forbidden hex, from the trial's progress with the mover imagined at (q, r) facing `facing`? */
function completable(t: Trial, q: number, r: number, facing: Facing): boolean {
  if (trialComplete(t)) return true;
  const parts = t.task.parts;
  for (let i = 0; i < parts.length; i++) {
    if (t.closed[i] || t.done[i]! >= parts[i]!.part.count) continue; // finished
    const part = parts[i]!.part;
    if (part.kind === 'step') {
      const fixed = t.direction[i]!;
      if (fixed === null || t.task.largeMap) {
        for (const direction of part.directions) if (stepCompletes(t, i, direction, q, r, facing)) return true;
      } else if (stepCompletes(t, i, fixed, q, r, facing)) return true;
    } else {
      const fixed = t.rotation[i]!;
      if (fixed === null) {
        if (turnCompletes(t, i, 1, q, r, facing) || turnCompletes(t, i, -1, q, r, facing)) return true;
      } else if (turnCompletes(t, i, fixed, q, r, facing)) return true;
    }
    if (t.task.ordered) return false; // R-MOVE-11: only the first unfinished part may act
  }
  return false;
}

/** A free step of part i in `direction` (relative) after which the rest can be done. */
function stepCompletes(t: Trial, i: number, direction: number, q: number, r: number, facing: Facing): boolean {
  const to = DIRECTIONS[absoluteDirection(facing, wrapDirection(direction))];
  if (!freeFor(t.s, q + to.q, r + to.r, t.task.seat, q, r)) return false;
  const direction0 = t.direction[i]!;
  t.done[i]!++;
  t.direction[i] = direction;
  const can = completable(t, q + to.q, r + to.r, facing);
  t.done[i]!--;
  t.direction[i] = direction0;
  return can;
}

/** A turn of part i after which the rest can be done; R-MOVE-9, OP-66: it fixes the rotation of that part only. */
function turnCompletes(t: Trial, i: number, rotation: 1 | -1, q: number, r: number, facing: Facing): boolean {
  const rotation0 = t.rotation[i]!;
  t.rotation[i] = rotation;
  t.done[i]!++;
  const can = completable(t, q, r, turnFacing(facing, rotation));
  t.done[i]!--;
  t.rotation[i] = rotation0;
  return can;
}

/** After `action` (a step or turn of the real task), can the mandatory movement still be done? */
function completesAfter(t: Trial, action: StepAction | TurnAction, pose: Pose): boolean {
  return action.kind === 'step'
    ? stepCompletes(t, action.part, action.direction, pose.hex.q, pose.hex.r, pose.facing)
    : turnCompletes(t, action.part, action.rotation, pose.hex.q, pose.hex.r, pose.facing);
}

function poseOf(s: GameState, seat: SeatId): Pose {
  const st = seatOf(s, seat);
  return { hex: st.hex!, facing: st.facing };
}

/** The movement options a player has now (R-MOVE-4..13). */
export function moveOptions(s: GameState, task: MoveTask): MoveAction[] {
  const pose = poseOf(s, task.seat);
  const candidates = candidateMoves(s, task, pose);
  const legal = candidates.filter((c) => c.free).map((c) => c.action);
  const ends: MoveAction[] = [];
  if (task.ordered) {
    // R-MOVE-5, R-MOVE-11: an optional part may be left (unused or partly used) for a later one,
    // even when nothing mandatory is left; the last open part is left by ending the movement.
    const i = activeParts(task)[0];
    const later = i !== undefined && task.parts.some((p, j) => j > i && !finished(p));
    if (later && !task.parts[i]!.part.mandatory) ends.push({ kind: 'endPart', part: i });
  }
  const done = complete(task.parts);
  if (done) ends.push({ kind: 'endMove' });
  // Offer only the moves after which the mandatory movement can still be done legally (R-MOVE-13).
  const trial = trialOf(s, task);
  const keeps = legal.filter((a) => completesAfter(trial, a, pose));
  if (done || keeps.length > 0) {
    // The movement can be completed: it is, or some legal step or turn keeps it completable.
    const endsKeeping = ends.filter((a) => a.kind === 'endMove' || closedCompletes(trial, a.part, pose));
    return [...keeps, ...endsKeeping];
  }
  // A legal step or turn of a mandatory part is a legal alternative to colliding now; an optional
  // one is not, since the player may leave optional movement unused (R-MOVE-5).
  const mandatory = (c: { action: StepAction | TurnAction }) => task.parts[c.action.part]!.part.mandatory;
  if (candidates.some((c) => c.free && mandatory(c))) return [...legal, ...ends];
  // R-MOVE-13: no legal alternative is left, so the mandatory step leads into the forbidden hex.
  const forced = candidates.filter((c) => !c.free && mandatory(c)).map((c) => c.action);
  return [...legal, ...forced, ...ends];
}

/** After leaving optional part `part` (endPart), can the mandatory movement still be done? */
function closedCompletes(t: Trial, part: number, pose: Pose): boolean {
  const closed = t.closed[part]!;
  t.closed[part] = true;
  const can = completable(t, pose.hex.q, pose.hex.r, pose.facing);
  t.closed[part] = closed;
  return can;
}

function closePart(task: MoveTask, part: number): MoveTask {
  return { ...task, parts: task.parts.map((p, i) => (i === part ? { ...p, closed: true } : p)) };
}

/** Carry out one movement choice. Returns the task left to do, or null when the movement is over. */
type MoveResult = { task: MoveTask | null; collided: boolean; mustDiscard: boolean };

export function applyMove(ctx: Ctx, task: MoveTask, action: MoveAction): MoveResult {
  if (action.kind === 'endMove') return { task: null, collided: false, mustDiscard: false };
  if (action.kind === 'endPart') {
    const next = closePart(task, action.part);
    return { task: next.parts.every(finished) ? null : next, collided: false, mustDiscard: false };
  }
  const st = seatOf(ctx.s, task.seat);
  if (action.kind === 'turn') {
    st.facing = turnFacing(st.facing, action.rotation); // R-MOVE-7
    emit(ctx, { kind: 'turned', seat: task.seat, facing: st.facing });
  } else {
    const target = stepTarget(ctx.s, st.hex!, absoluteDirection(st.facing, wrapDirection(action.direction)));
    if (!target.free) {
      const discarder = collide(ctx, task.seat, target.hex);
      settleDefeats(ctx); // R-VICTORY-1, R-VICTORY-2: collision stuns and wounds defeat at once
      return { task: null, collided: true, mustDiscard: discarder !== null && seatOf(ctx.s, discarder).defeated === null };
    }
    const from = st.hex!;
    st.hex = target.hex; // R-MOVE-6: facing unchanged
    emit(ctx, { kind: 'stepped', seat: task.seat, from, to: target.hex });
    enterHex(ctx, task.seat, target.hex);
  }
  let next = advanceTask(task, action);
  // R-LARGEMAP-2: the enhanced steps end once within 6 hexes of an opponent.
  if (next.largeMap && action.kind === 'step' && nearestOpponent(ctx.s, task.seat) <= 6) {
    next = { ...next, largeMap: false, parts: next.parts.map((p) => (p.part.kind === 'step' ? { ...p, closed: true } : p)) };
  }
  return { task: next.parts.every(finished) ? null : next, collided: false, mustDiscard: false };
}
