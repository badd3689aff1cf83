import type { GameEvent, GameView } from '@senjutsu/engine';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { playCue } from '../app/sounds';
import { useStore } from '../store';
import { playTracks } from './animate';
import { beatsOf, cuesOf, timeline, trackOf, type Pose, type Track } from './plan';
import './motion.css';

// The table's motion and sounds: each update's new events become beats (plan.ts); the figures
// play them when motion is on, the sounds sound when sounds are on. An update that does not add
// to the events (a restored or rewound game) plays nothing. <html data-motion="off"> stops every
// other animation of the page too (motion.css).

export const posesOf = (view: GameView): ReadonlyMap<number, Pose> =>
  new Map(view.seats.flatMap((s) => (s.hex === null ? [] : [[s.seat, { hex: s.hex, facing: s.facing }] as const])));

/** A hot-seat screen may copy its events: the same event then is an equal one. */
const sameEvent = (a: GameEvent, b: GameEvent): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The tracks of the figures for the events new in this update, from the poses before it to the view's. */
export function tracksOf(fresh: readonly GameEvent[], before: ReadonlyMap<number, Pose>, after: ReadonlyMap<number, Pose>): Track[] {
  const timed = timeline(beatsOf(fresh));
  const tracks: Track[] = [];
  for (const [seat, pose] of after) {
    const was = before.get(seat);
    const track = was === undefined ? null : trackOf(seat, timed, was, pose);
    if (track !== null) tracks.push(track);
  }
  return tracks;
}

/** The events an update adds to those seen before it, or null when it does not add to them (a restored or rewound game). */
export function freshEvents(seen: readonly GameEvent[], events: readonly GameEvent[]): readonly GameEvent[] | null {
  const n = seen.length;
  const grown = events.length > n && (n === 0 || sameEvent(events[n - 1]!, seen[n - 1]!));
  return grown ? events.slice(n) : null;
}

/**
 * What a table showed last, when it is not the one drawn now: a hot-seat screen after a hand-over
 * plays the moves made since the previous screen (the last moves before the hand-over).
 */
export type ShownBefore = { readonly view: GameView; readonly events: readonly GameEvent[] };

let played = 0;

export function useMotion(root: RefObject<HTMLElement | null>, view: GameView, events: readonly GameEvent[], before?: ShownBefore | null): void {
  const motion = useStore((s) => s.motion);
  const sounds = useStore((s) => s.sounds);
  const seen = useRef<{ events: readonly GameEvent[]; poses: ReadonlyMap<number, Pose> }>(
    before == null ? { events, poses: posesOf(view) } : { events: before.events, poses: posesOf(before.view) },
  );
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => {
    document.documentElement.dataset.motion = motion ? 'on' : 'off';
    // Motion turned off mid-move: the figures stand where they are drawn at once (the CSS rule stops
    // CSS animations only, not the Web Animations a track plays).
    if (!motion) {
      stop.current();
      stop.current = () => undefined;
    }
  }, [motion]);
  useEffect(() => () => stop.current(), []);

  // Before the paint, so the moved figure is never seen at its new hex before it sets off.
  useLayoutEffect(() => {
    const previous = seen.current;
    const poses = posesOf(view);
    seen.current = { events, poses };
    const fresh = freshEvents(previous.events, events);
    if (fresh === null) return;
    stop.current();
    stop.current = () => undefined;
    const board = root.current?.querySelector('[data-testid="board"]');
    const tracks = motion && board != null ? tracksOf(fresh, previous.poses, poses) : [];
    if (tracks.length > 0) {
      stop.current = playTracks(board!, tracks);
      // How many updates have moved figures, for the browser tests (nothing else reads it).
      document.documentElement.dataset.motionPlayed = String(++played);
    }
    if (sounds) for (const { cue, at } of cuesOf(fresh, timeline(beatsOf(fresh)))) playCue(cue, at);
  }, [events, view, motion, sounds, root]);
}
