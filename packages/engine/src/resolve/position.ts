import type { GameState } from '../state';

// The golden rule's search (golden.ts) rules positions out and must know one again when another
// line of play leads to it. A position is what can change while a card resolves: the round, the
// generator, the seats, the terrain, the blocks, the flow and the advantage track; two positions
// are the same when those are equal as JSON. The search used to build that JSON string for every
// state it entered (the engine's most expensive function). Now a hash picks the candidates and
// `samePosition`, a full comparison with JSON's rules, decides: the hash is computed from the
// values in the order JSON writes them, so positions equal as JSON always have the same hash, and a
// collision costs one comparison, never a position wrongly ruled out.

/**
 * A 32-bit hash of the position: equal for positions equal as JSON. It reads what moves while a card
 * resolves (poses, counters, the lengths of the card piles, the resolve stack and its task) and
 * leaves the rest, such as which cards a pile holds, to samePosition.
 */
export function positionHash(s: GameState): number {
  let h = mix(0x811c9dc5, num(s.round));
  h = mix(h, num(s.rng[0]));
  for (const st of s.seats) {
    h = mix(mix(mix(h, st.hex === null ? -1 : num(st.hex.q)), st.hex === null ? -1 : num(st.hex.r)), num(st.facing));
    h = mix(mix(mix(h, num(st.focus)), num(st.wounds)), num(st.bleeding));
    h = mix(mix(mix(h, st.hand.length), st.deck.length), st.discard.length);
    h = mix(mix(mix(h, st.weakness.length), st.extraPlayed.length), st.poisonsUsed.length);
    h = mix(mix(mix(h, num(st.stealthed)), num(st.instantUsed)), st.defeated === null ? 0 : 1);
    h = hashValue(h, st.kamae);
    if (st.play !== null) h = mix(mix(h, num(st.play.cancelled)), num(st.play.target));
  }
  for (const seat of s.advantage) h = mix(h, num(seat));
  h = mix(h, s.blocks.length);
  for (const b of s.blocks) h = mix(mix(h, num(b.extraPaid)), b.rest === null ? -1 : b.rest.length);
  const flow = s.flow;
  if (flow.at !== 'resolve') return hashValue(h, flow);
  h = mix(mix(mix(h, num(flow.index)), num(flow.section)), num(flow.closed));
  for (const f of flow.stack) h = mix(mix(mix(h, num(f.index)), f.success === null ? 2 : num(f.success)), typeof f.effects === 'string' ? f.effects.length : -1);
  for (const a of flow.attacks) h = mix(mix(mix(mix(h, a.stage.length), num(a.target)), a.followUps.length), a.sequences.length);
  return flow.task === null ? h : hashValue(h, flow.task);
}

/** A number, boolean or null as an integer to mix: JSON-equal ones give the same (NaN and Infinity, written null, give 0 like null). */
const num = (x: number | boolean | null): number => (x as number) | 0;

/** The two positions are equal as JSON (the same as comparing their JSON strings). */
export function samePosition(a: GameState, b: GameState): boolean {
  return (
    jsonEqual(a.round, b.round) &&
    jsonEqual(a.rng, b.rng) &&
    jsonEqual(a.seats, b.seats) &&
    jsonEqual(a.terrain, b.terrain) &&
    jsonEqual(a.blocks, b.blocks) &&
    jsonEqual(a.flow, b.flow) &&
    jsonEqual(a.advantage, b.advantage)
  );
}

const NULL = 0x6e756c6c;
const mix = (h: number, x: number): number => Math.imul(h ^ x, 0x01000193);

/** A value JSON leaves out of an object (and writes as null in an array). */
const omitted = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

function hashValue(h: number, v: unknown): number {
  switch (typeof v) {
    case 'number':
      return Number.isFinite(v) ? mix(mix(h, v | 0), (v / 4294967296) | 0) : mix(h, NULL); // JSON writes NaN and Infinity as null
    case 'string': {
      h = mix(h, v.length);
      for (let i = 0; i < v.length; i++) h = mix(h, v.charCodeAt(i));
      return h;
    }
    case 'boolean':
      return mix(h, v ? 1 : 2);
    case 'object': {
      if (v === null) return mix(h, NULL);
      if (Array.isArray(v)) {
        h = mix(h, v.length);
        for (let i = 0; i < v.length; i++) h = omitted(v[i]) ? mix(h, NULL) : hashValue(h, v[i]);
        return h;
      }
      // A plain record: its values in the order JSON writes them (key names are left to samePosition).
      const record = v as Record<string, unknown>;
      for (const k in record) if (!omitted(record[k])) h = hashValue(h, record[k]);
      return mix(h, 3);
    }
    default:
      return mix(h, NULL); // undefined, functions, symbols: only ever compared inside arrays, as null
  }
}

/** JSON.stringify(a) === JSON.stringify(b) for plain data, without building the strings. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return jsonPrimitive(a) === jsonPrimitive(b);
  const array = Array.isArray(a);
  if (array !== Array.isArray(b)) return false;
  if (array) {
    const x = a as readonly unknown[];
    const y = b as readonly unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!jsonEqual(inArray(x[i]), inArray(y[i]))) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const kx = Object.keys(x).filter((k) => !omitted(x[k]));
  const ky = Object.keys(y).filter((k) => !omitted(y[k]));
  if (kx.length !== ky.length) return false;
  for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i] || !jsonEqual(x[kx[i]!], y[ky[i]!])) return false;
  return true;
}

/** How JSON writes a value inside an array: omitted ones as null. */
const inArray = (v: unknown): unknown => (omitted(v) ? null : v);

/** A primitive as JSON tells it apart: non-finite numbers are null. */
const jsonPrimitive = (v: unknown): unknown => (typeof v === 'number' && !Number.isFinite(v) ? null : v);
