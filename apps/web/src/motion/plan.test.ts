import { applyAction, pendingDecisions, viewFor, type GameEvent, type GameState, type GameView } from '@senjutsu/engine';
import { hit, move, scenario, selectCards, step, testCard, turn } from '@senjutsu/engine/testing';
import type { CardInput, Effect } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import { centre, type Hex } from '../board/geometry';
import { beatsOf, cuesOf, LONGEST, timeline, trackOf, type Pose, type Track } from './plan';
import { tracksOf } from './useMotion';

// The events of real positions, played through the engine, become the figures' motion: a step
// glides, a push knocks back while the pusher thrusts, a hit shakes, a turn swings; an update whose
// events do not lead from the pose before to the view's (a restored or rewound game) plays nothing.
// Seat 0 (kensei) stands on the origin facing north; seat 1 (tetsu) just north of it, facing south.

const ORIGIN: Hex = { q: 0, r: 0 };
const NORTH: Hex = { q: 0, r: -1 };
const fixed = (value: number) => ({ kind: 'fixed' as const, value });
const card = (number: string, types: CardInput['types'], initiative: number, effects: Effect[]): CardInput => testCard({ number, types, initiative: fixed(initiative), effects });
/** Seat 1's card: slower, and waits on an optional turn, so the round stops after seat 0's card. */
const WAIT = card('M00', ['meditation'], 1, [move(turn(1, false))]);
const FILLER = card('M99', ['meditation'], 9, []);
/** R-PUSH-1: a hit on the hex ahead that pushes the one struck one hex straight away. */
const SHOVE = card('M01', ['attack'], 5, [{ kind: 'attack', hexes: [hit(0, -1, { wounds: 1, push: 1 })] }]);
/** Two steps forward (R-MOVE), then a turn. */
const ADVANCE = card('M02', ['meditation'], 5, [move(step(2, [0])), move(turn(1))]);

function duel(played: CardInput, other: Hex): { before: GameState; state: GameState; events: GameEvent[] } {
  const { state: before } = scenario()
    .card(played, WAIT, FILLER)
    .seat('kensei', ORIGIN, 0, { hand: [played.number], deck: ['M99', 'M99'] })
    .seat('tetsu', other, 3, { hand: [WAIT.number, 'M99'], deck: ['M99', 'M99'] })
    .build();
  const picked = selectCards(before, { 0: played.number, 1: WAIT.number });
  return { before, state: picked.state, events: [...picked.events] };
}

/** Seat 0 takes its first listed option until it has no decision left (its steps and turn). */
function playOn(state: GameState, events: GameEvent[]): { state: GameState; events: GameEvent[] } {
  for (let guard = 0; guard < 20; guard++) {
    const decision = pendingDecisions(state).find((d) => d.seat === 0);
    if (decision === undefined) break;
    const applied = applyAction(state, 0, decision.options[0]!);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    events.push(...applied.value.events);
  }
  return { state, events };
}

const posesOf = (view: GameView): Map<number, Pose> =>
  new Map(view.seats.flatMap((s) => (s.hex === null ? [] : [[s.seat, { hex: s.hex, facing: s.facing }] as const])));
const offset = (from: Hex, to: Hex) => ({ dx: centre(from).x - centre(to).x, dy: centre(from).y - centre(to).y });
/** A track's keyframes in time order (the Web Animations API refuses any other), each figure one beat at a time. */
const trackFor = (tracks: readonly Track[], seat: number) => {
  for (const t of tracks) for (const [i, f] of t.frames.entries()) if (i > 0) expect(f.time, `seat ${t.seat} frame ${i}`).toBeGreaterThanOrEqual(t.frames[i - 1]!.time);
  return tracks.find((t) => t.seat === seat);
};

describe('motion: the engine\'s events become the figures\' motion', () => {
  it('R-PUSH-1: a push knocks the struck figure back, its pusher thrusts, the hit shakes it; sounds follow the beats', () => {
    const { before, state, events } = duel(SHOVE, NORTH);
    const pushed = events.find((e) => e.kind === 'pushed');
    expect(pushed).toMatchObject({ seat: 1, from: NORTH, by: 0 });
    const after = viewFor(state, 0);
    const to = after.seats[1]!.hex!;
    expect(to).not.toEqual(NORTH);
    const tracks = tracksOf(events, posesOf(viewFor(before, 0)), posesOf(after));
    // The struck figure starts where it stood, ends where the view draws it, and is knocked, not walked.
    const struck = trackFor(tracks, 1)!;
    expect(struck.frames[0]).toMatchObject({ ...offset(NORTH, to), turn: 0 });
    expect(struck.frames.at(-1)).toMatchObject({ dx: 0, dy: 0, turn: 0 });
    expect(struck.frames.some((f) => f.easing.startsWith('cubic-bezier'))).toBe(true);
    expect(struck.frames.some((f) => f.easing === 'ease-in-out')).toBe(false);
    // The hit: the figure shakes sideways before it is pushed (the wound comes first).
    const kinds = beatsOf(events).filter((b) => b.seat === 1).map((b) => b.kind);
    expect(kinds).toEqual(['hit', 'push']);
    expect(struck.frames.filter((f) => f.dx !== struck.frames[0]!.dx && f.dy === struck.frames[0]!.dy).length).toBeGreaterThan(0);
    // The attacker thrusts at the struck hex and comes back to its own.
    const attacker = trackFor(tracks, 0)!;
    const towards = offset(NORTH, ORIGIN);
    const furthest = attacker.frames.reduce((a, f) => (Math.hypot(f.dx, f.dy) > Math.hypot(a.dx, a.dy) ? f : a));
    expect(Math.sign(furthest.dy)).toBe(Math.sign(towards.dy));
    expect(Math.abs(furthest.dy)).toBeLessThan(Math.abs(towards.dy));
    expect(attacker.frames.at(-1)).toMatchObject({ dx: 0, dy: 0 });
    // Sounds: the reveal, then the hit and the push, in the beats' order.
    expect(cuesOf(events, timeline(beatsOf(events))).map((c) => c.cue)).toEqual(['reveal', 'hit', 'hit']);
  });

  it('R-MOVE: two steps glide hex by hex, then the figure turns the short way round', () => {
    const start = duel(ADVANCE, { q: 3, r: -3 });
    const { state, events } = playOn(start.state, start.events);
    const was = viewFor(start.before, 0);
    const steps = events.filter((e) => e.kind === 'stepped');
    expect(steps).toHaveLength(2);
    const after = viewFor(state, 0);
    const turned = events.filter((e) => e.kind === 'turned');
    expect(turned).toHaveLength(1);
    const track = trackFor(tracksOf(events, posesOf(was), posesOf(after)), 0)!;
    const end = after.seats[0]!.hex!;
    // Three poses on the way: the origin, the first step's hex, the second's; each step eased in and out.
    const places = [...new Set(track.frames.map((f) => `${f.dx.toFixed(1)},${f.dy.toFixed(1)}`))];
    const firstStep = steps[0]!.kind === 'stepped' ? steps[0]!.to : ORIGIN;
    const place = (h: Hex) => `${offset(h, end).dx.toFixed(1)},${offset(h, end).dy.toFixed(1)}`;
    expect(places).toEqual([ORIGIN, firstStep, end].map(place));
    expect(track.frames.filter((f) => f.easing === 'ease-in-out').length).toBeGreaterThanOrEqual(3);
    // One turn of 60 degrees: the figure starts turned back by it and ends unturned.
    expect(Math.abs(track.frames[0]!.turn)).toBe(60);
    expect(track.frames.at(-1)!.turn).toBe(0);
  });

  it('a restored or rewound game plays nothing: the events must lead from the pose before to the view\'s', () => {
    const { before, state, events } = duel(SHOVE, NORTH);
    const after = posesOf(viewFor(state, 0));
    // The pose before is not where the push started: no guess, no animation of that figure.
    const elsewhere = new Map(posesOf(viewFor(before, 0)));
    elsewhere.set(1, { hex: { q: 2, r: -2 }, facing: 3 });
    expect(trackFor(tracksOf(events, elsewhere, after), 1)).toBeUndefined();
    // Nothing moved or struck: no tracks at all.
    expect(tracksOf(events.filter((e) => e.kind === 'revealed'), posesOf(viewFor(before, 0)), after)).toEqual([]);
  });

  it('R-BLOCK-3 R-VICTORY-1: an ignored hex is a block (its sound, no motion of the blocker); a defeat sounds last', () => {
    const events: GameEvent[] = [
      { kind: 'attack', seat: 0, card: 'c1', initiative: 5, hexes: [NORTH], results: [{ hex: NORTH, target: 1, hit: false, blockedBy: { condition: 'a', by: 'card', blocker: 1, hexes: [NORTH] } }] },
      { kind: 'defeated', seat: 1, reason: 'wounds' },
    ];
    expect(beatsOf(events).map((b) => `${b.kind} ${b.seat}`)).toEqual(['thrust 0', 'block 1', 'defeat 1']);
    expect(cuesOf(events, timeline(beatsOf(events))).map((c) => c.cue)).toEqual(['block', 'defeat']);
    const poses = new Map([[0, { hex: ORIGIN, facing: 0 }], [1, { hex: NORTH, facing: 3 }]]);
    const tracks = tracksOf(events, poses, poses);
    expect(tracks.map((t) => t.seat)).toEqual([0]);
  });

  it('a wound from an empty deck is no blow; a long chain is played faster, never longer than LONGEST', () => {
    expect(beatsOf([{ kind: 'wounded', seat: 0, wounds: 1, bleeding: false, cause: 'emptyDeck' }])).toEqual([]);
    const walk: GameEvent[] = Array.from({ length: 30 }, (_, i) => ({ kind: 'stepped', seat: 0, from: { q: 0, r: -i }, to: { q: 0, r: -i - 1 } }));
    const timed = timeline(beatsOf(walk));
    expect(Math.max(...timed.map((b) => b.at + b.duration))).toBeCloseTo(LONGEST);
    const track = trackOf(0, timed, { hex: ORIGIN, facing: 0 }, { hex: { q: 0, r: -30 }, facing: 0 })!;
    expect(track.frames.at(-1)!.time).toBeCloseTo(LONGEST);
  });
});
