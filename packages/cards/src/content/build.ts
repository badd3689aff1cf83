import type { AttackMark, Effect, KamaePosition, MovePart, RelativeHex } from '../schema';

// Small builders for writing cards as data, shared by the content packs. Steps and turns are
// optional (white arrows, R-MOVE-5) unless `mandatory` is given; diagram hexes are in the frame of a
// character facing north (forward = (0, -1)).

export const ALL_DIRECTIONS = [0, 1, 2, 3, 4, 5];
export const step = (count: number, directions: number[], mandatory = false): MovePart => ({ kind: 'step', count, directions, mandatory });
export const turn = (count: number, mandatory = false): MovePart => ({ kind: 'turn', count, mandatory });
/** Parts in any order (R-MOVE-10). */
export const move = (...parts: MovePart[]): Effect => ({ kind: 'move', parts, ordered: false });
/** Parts linked by "then", in printed order (R-MOVE-11). */
export const moveThen = (...parts: MovePart[]): Effect => ({ kind: 'move', parts, ordered: true });
/** What an attack does, every mark at its default: one wound. */
export const mark = (extra: Partial<AttackMark> = {}): AttackMark => ({
  wounds: 1, bleeding: false, execution: false, stun: 0, weakness: 0, poison: false, push: 0, pull: 0, rotate: 0, advantage: false, ...extra,
});
/** An attacked diagram hex at (q, r). */
export const hit = (q: number, r: number, extra: Partial<AttackMark> = {}) => hitAt({ q, r }, extra);
/** An attacked diagram hex at `at`. */
export const hitAt = (at: RelativeHex, extra: Partial<AttackMark> = {}) => ({ at, ...mark(extra) });
export const attack = (...hexes: ReturnType<typeof hit>[]): Effect => ({ kind: 'attack', hexes });
export const hex = (q: number, r: number): RelativeHex => ({ q, r });
export const fixed = (value: number) => ({ kind: 'fixed' as const, value });
export const variable = (min: number, max: number) => ({ kind: 'variable' as const, min, max });
export const focus = (amount: number): Effect => ({ kind: 'focus', amount });
export const inKamae = (position: KamaePosition, ...effects: Effect[]): Effect => ({ kind: 'kamae', position, effects });
export const ifSuccessful = (...effects: Effect[]): Effect => ({ kind: 'ifSuccessful', effects });
export const or = (...options: Effect[][]): Effect => ({ kind: 'or', options });
