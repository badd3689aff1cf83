import { useLayoutEffect, useMemo, useRef } from 'react';

// Structural sharing for what the Table draws: every update brings a freshly parsed view, so each
// seat, the board and the automata are new objects even when nothing in them changed, and every
// memoised panel would redraw. `shareEqual` keeps the previous object wherever the new one is
// deep-equal to it, so an update that changes only the log or one panel leaves the other props
// identical (===) and their components skip rendering.

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && Object.getPrototypeOf(x) === Object.prototype;

/** `next`, with each part deep-equal to the same part of `prev` replaced by prev's (JSON-like data: plain objects, arrays, primitives). */
export function shareEqual<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item: unknown, i) => {
      const shared = i < prev.length ? shareEqual(prev[i], item) : item;
      if (shared !== prev[i]) same = false;
      return shared;
    });
    return (same ? prev : out) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(prev).length;
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      const shared = k in prev ? shareEqual(prev[k], next[k]) : next[k];
      if (shared !== prev[k]) same = false;
      out[k] = shared;
    }
    return (same ? prev : out) as T;
  }
  // Functions and class instances (a Map, a Set) are kept as they come: only equal by identity.
  return next;
}

/** `value`, sharing every unchanged part with the value this hook returned on the last render. */
export function useShared<T>(value: T): T {
  const last = useRef<T>(value);
  const shared = useMemo(() => shareEqual(last.current, value), [value]);
  useLayoutEffect(() => {
    last.current = shared;
  });
  return shared;
}
