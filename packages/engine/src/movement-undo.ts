import { emit, type Ctx } from './context';
import type { Action, OptionOf } from './decisions';
import type { GameEvent } from './events';
import { modeOf } from './mode';
import { seatOf, type GameState, type MoveStart, type Task } from './state';

// Issue 22: a player may take back the steps and turns of a movement effect until it ends. A
// movement effect is its steps and turns (R-MOVE-1), its parts taken in any interleaving
// (R-MOVE-10) or in printed order after "then" (R-MOVE-11); while only steps and turns have
// happened, the task keeps where the movement began (`start`, plain data in the state) and the
// move decision lists `undo`, which puts the figure and the parts back there. Nothing revealed
// may be taken back: anything besides a step or turn (a collision, a terrain's penalty, a card
// drawn or a stun taken) drops the start, and the end of the movement ends the window.

type MoveTask = Extract<Task, { kind: 'move' }>;

const UNDO: Extract<Action, { kind: 'undo' }> = { kind: 'undo' };

/** The move decision's options: the movement's own, then `undo` while the task keeps its start. */
export function withUndo(task: MoveTask, options: OptionOf<'move'>[]): OptionOf<'move'>[] {
  return task.start === undefined ? options : [...options, UNDO];
}

/** Where the movement began: kept from an earlier step or turn, else the pose and progress now. */
export function moveStart(s: GameState, task: MoveTask): MoveStart {
  if (task.start !== undefined) return task.start;
  const st = seatOf(s, task.seat);
  return { hex: st.hex!, facing: st.facing, parts: task.parts, largeMap: task.largeMap };
}

const MOVES_ONLY: ReadonlySet<GameEvent['kind']> = new Set(['stepped', 'turned']);

/**
 * The task left after a step, turn or endPart, with the movement's start while the action did
 * nothing but step or turn (`events` from `from` on are the action's). An automaton never undoes.
 */
export function keepStart(ctx: Ctx, next: MoveTask | null, start: MoveStart, from: number): MoveTask | null {
  if (next === null) return null;
  const onlyMoved = ctx.events.slice(from).every((e) => MOVES_ONLY.has(e.kind));
  if (onlyMoved && !modeOf(ctx.s).seats.decidesAlone(ctx.s, next.seat)) return { ...next, start };
  return withoutStart(next);
}

function withoutStart(task: MoveTask): MoveTask {
  if (task.start === undefined) return task;
  const { start: _dropped, ...rest } = task;
  return rest;
}

/** `undo`: the figure back where and as it stood when the movement began, the parts as they were then. */
export function undoMove(ctx: Ctx, task: MoveTask): MoveTask {
  const start = task.start!; // listed only with a start (withUndo)
  const st = seatOf(ctx.s, task.seat);
  st.hex = start.hex;
  st.facing = start.facing;
  emit(ctx, { kind: 'moveUndone', seat: task.seat, hex: start.hex, facing: start.facing });
  return { ...withoutStart(task), parts: start.parts, largeMap: start.largeMap };
}
