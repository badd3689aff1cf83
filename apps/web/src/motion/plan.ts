import type { GameEvent } from '@senjutsu/engine';
import type { Cue } from '../app/sounds';
import { centre, facingAngle, type Hex } from '../board/geometry';

// What the figures do, read from the engine's events (never guessed from two views): a step glides
// hex to hex, a push knocks the figure back while its pusher thrusts, a turn swings the figure, an
// attack thrusts the attacker at the hex it strikes and a hit shakes the one struck. The beats play
// one after the other in the events' order; each beat has a sound. Pure, so the mapping is tested
// without a browser (plan.test.ts); motion/animate.ts plays it on the board's figures.

export type Pose = { readonly hex: Hex; readonly facing: number };

export type Beat =
  | { readonly kind: 'step' | 'push'; readonly seat: number; readonly from: Hex; readonly to: Hex }
  | { readonly kind: 'turn'; readonly seat: number; readonly facing: number }
  | { readonly kind: 'thrust'; readonly seat: number; readonly toward: Hex }
  | { readonly kind: 'hit' | 'block' | 'defeat'; readonly seat: number };

export type BeatKind = Beat['kind'];

/** Each beat's length (ms) and how long the next beat waits for it (a thrust and its hit overlap). */
export const TIMING: Readonly<Record<BeatKind, { readonly duration: number; readonly advance: number }>> = {
  step: { duration: 240, advance: 240 },
  push: { duration: 300, advance: 300 },
  turn: { duration: 200, advance: 200 },
  thrust: { duration: 260, advance: 110 },
  hit: { duration: 320, advance: 200 },
  block: { duration: 0, advance: 120 },
  defeat: { duration: 0, advance: 0 },
};

/** A whole update plays in at most this long: longer chains are played faster. */
export const LONGEST = 2400;

const SOUND: Readonly<Partial<Record<BeatKind, Cue>>> = { step: 'step', push: 'hit', hit: 'hit', block: 'block', defeat: 'defeat' };

/** The beats of the events, in order. */
export function beatsOf(events: readonly GameEvent[]): Beat[] {
  const beats: Beat[] = [];
  for (const e of events) {
    switch (e.kind) {
      case 'stepped':
        beats.push({ kind: 'step', seat: e.seat, from: e.from, to: e.to });
        break;
      case 'pushed':
        beats.push({ kind: 'thrust', seat: e.by, toward: e.from }, { kind: 'push', seat: e.seat, from: e.from, to: e.to });
        break;
      case 'turned':
        beats.push({ kind: 'turn', seat: e.seat, facing: e.facing });
        break;
      case 'attack': {
        const struck = e.results[0];
        if (struck !== undefined) beats.push({ kind: 'thrust', seat: e.seat, toward: struck.hex });
        for (const r of e.results) if (!r.hit) beats.push({ kind: 'block', seat: r.target });
        break;
      }
      case 'wounded':
        // An empty deck's wound is no blow; an attack's or a terrain's is.
        if (e.cause !== 'emptyDeck') beats.push({ kind: 'hit', seat: e.seat });
        break;
      case 'defeated':
        beats.push({ kind: 'defeat', seat: e.seat });
        break;
      default:
        break;
    }
  }
  return beats;
}

export type Timed = Beat & { readonly at: number; readonly duration: number };

/** When each beat starts (ms after the update) and how long it lasts, squeezed into LONGEST. */
export function timeline(beats: readonly Beat[]): Timed[] {
  let cursor = 0;
  const timed = beats.map((b) => {
    const { duration, advance } = TIMING[b.kind];
    const at = cursor;
    cursor += advance;
    return { ...b, at, duration };
  });
  const end = Math.max(0, ...timed.map((b) => b.at + b.duration));
  const scale = end > LONGEST ? LONGEST / end : 1;
  return scale === 1 ? timed : timed.map((b) => ({ ...b, at: b.at * scale, duration: b.duration * scale }));
}

/** The sounds of the beats, at their start (ms); a reveal's sound first. At most one sound per instant. */
export function cuesOf(events: readonly GameEvent[], timed: readonly Timed[]): { readonly cue: Cue; readonly at: number }[] {
  const cues: { cue: Cue; at: number }[] = events.some((e) => e.kind === 'revealed') ? [{ cue: 'reveal', at: 0 }] : [];
  for (const b of timed) {
    const cue = SOUND[b.kind];
    if (cue === undefined) continue;
    const at = cues.length === 0 ? b.at : Math.max(b.at, cues[cues.length - 1]!.at + 90);
    cues.push({ cue, at });
  }
  return cues;
}

/** One keyframe of a figure: where it is drawn relative to where the view puts it (SVG units, degrees). */
export type Frame = { readonly time: number; readonly dx: number; readonly dy: number; readonly turn: number; readonly easing: string };

/** A figure's animation: keyframes from the update's start (time 0) to its last beat's end. */
export type Track = { readonly seat: number; readonly frames: readonly Frame[] };

const EASING: Readonly<Record<BeatKind, string>> = {
  step: 'ease-in-out',
  // Fast off the mark and past the hex, then settling back: knocked, not walking.
  push: 'cubic-bezier(0.2, 1.5, 0.45, 1)',
  turn: 'ease-in-out',
  thrust: 'ease-out',
  hit: 'linear',
  block: 'linear',
  defeat: 'linear',
};

/** Turning from one facing to another the short way round, in degrees (clockwise positive). */
const turnBetween = (from: number, to: number): number => {
  const steps = (((to - from) % 6) + 6) % 6;
  return (steps > 3 ? steps - 6 : steps) * 60;
};

/**
 * The seat's keyframes over the timeline, from its pose before the update to the view's pose
 * after it; null when the seat does nothing, or when its beats do not lead from the one pose to
 * the other (a restored or rewound game): then it is drawn where the view puts it, unanimated.
 */
export function trackOf(seat: number, timed: readonly Timed[], before: Pose, after: Pose): Track | null {
  const mine = timed.filter((b) => b.seat === seat && b.duration > 0);
  if (mine.length === 0) return null;
  const end = centre(after.hex);
  // The pose walked beat by beat: position in SVG units, heading in degrees (unwrapped).
  let x = centre(before.hex).x;
  let y = centre(before.hex).y;
  let facing = before.facing;
  let heading = facingAngle(before.facing);
  let hex = before.hex;
  const frames: Frame[] = [];
  const at = (time: number, easing: string, ox = 0, oy = 0, turn = heading) =>
    frames.push({ time, dx: x + ox - end.x, dy: y + oy - end.y, turn: turn - facingAngle(after.facing), easing });
  // A figure does one thing at a time: a beat of its own that the timeline overlaps with its
  // previous one (a hit, then the push of the same blow) waits for that one to end.
  let free = 0;
  for (const timed of mine) {
    const b = { ...timed, at: Math.max(timed.at, free) };
    free = b.at + b.duration;
    at(b.at, EASING[b.kind]);
    switch (b.kind) {
      case 'step':
      case 'push': {
        if (b.from.q !== hex.q || b.from.r !== hex.r) return null;
        const to = centre(b.to);
        hex = b.to;
        x = to.x;
        y = to.y;
        break;
      }
      case 'turn':
        heading += turnBetween(facing, b.facing);
        facing = b.facing;
        break;
      case 'thrust': {
        // A third of the way at the target and back.
        const c = centre(b.toward);
        at(b.at + b.duration * 0.4, 'ease-in', (c.x - x) / 3, (c.y - y) / 3);
        break;
      }
      case 'hit':
        for (const [i, ox] of [6, -6, 4, -3].entries()) at(b.at + (b.duration * (i + 1)) / 5, 'linear', ox, 0);
        break;
      default:
        break;
    }
    at(b.at + b.duration, 'linear');
  }
  if (hex.q !== after.hex.q || hex.r !== after.hex.r || ((((facing - after.facing) % 6) + 6) % 6) !== 0) return null;
  return { seat, frames };
}
