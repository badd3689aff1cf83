// View differences (issue 13 item 7): an update carries what changed in the receiver's view since
// the version before, not the whole view. A patch is a list of operations, each setting the value
// at a path (object keys and array indexes) or, without `value`, deleting an object's key; the
// empty path replaces the whole. Objects are compared key by key and arrays of the same length
// index by index; an array whose length changed is sent whole. Plain JSON values only.
// No zod here: the web client imports this module (`@senjutsu/protocol/patch`) without the schemas.

export type PatchPath = readonly (string | number)[];
/** Set `value` at `path`; without `value` (JSON has no `undefined`), delete the key at `path`. */
export type PatchOp = { readonly path: PatchPath; readonly value?: unknown };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The operations that turn `before` into `after` (both plain JSON values). */
export function diff(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  if (before !== after) walk(before, after, [], ops);
  return ops;
}

/**
 * `path`: where `before` and `after` are, one array pushed and popped on the way down (an op
 * gets its own copy); parts that are the same object are passed over before anything is made.
 */
function walk(before: unknown, after: unknown, path: (string | number)[], ops: PatchOp[]): void {
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    for (let i = 0; i < after.length; i++) {
      const b = before[i];
      const a = after[i];
      if (b === a) continue;
      path.push(i);
      walk(b, a, path, ops);
      path.pop();
    }
    return;
  }
  if (isObject(before) && isObject(after)) {
    for (const key in after) {
      const b = before[key];
      const a = after[key];
      if (b === a || a === undefined) continue; // unchanged, or absent in JSON
      if (b === undefined) ops.push({ path: [...path, key], value: a });
      else {
        path.push(key);
        walk(b, a, path, ops);
        path.pop();
      }
    }
    for (const key in before) if (before[key] !== undefined && after[key] === undefined) ops.push({ path: [...path, key] });
    return;
  }
  ops.push({ path: [...path], value: after });
}

/** A patch that does not fit the value it is applied to (the receiver then asks for the whole view again). */
export class PatchMismatch extends Error {}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `base` with `ops` applied, leaving `base` untouched: the containers on each path are copied,
 * everything else is shared (so a UI keeps the identity of what did not change). Throws
 * PatchMismatch when a path does not exist in `base`.
 */
export function applyPatch<T>(base: T, ops: readonly PatchOp[]): T {
  const copies = new WeakSet<object>();
  const own = <C extends object>(container: C): C => {
    if (copies.has(container)) return container;
    const copy = (Array.isArray(container) ? [...container] : { ...container }) as C;
    copies.add(copy);
    return copy;
  };
  let root: unknown = base;
  for (const op of ops) {
    if (op.path.length === 0) {
      root = op.value;
      continue;
    }
    if (typeof root !== 'object' || root === null) throw new PatchMismatch('a patch path goes into a plain value');
    root = own(root);
    let node = root as Record<string | number, unknown>;
    for (let i = 0; i < op.path.length; i++) {
      const key = op.path[i]!;
      if (typeof key === 'string' && FORBIDDEN_KEYS.has(key)) throw new PatchMismatch(`a patch may not touch '${key}'`);
      if (Array.isArray(node) !== (typeof key === 'number')) throw new PatchMismatch(`patch path ${op.path.join('.')} does not fit the view`);
      if (i === op.path.length - 1) {
        if ('value' in op) node[key] = op.value;
        else if (Array.isArray(node)) throw new PatchMismatch('a patch cannot delete an array element');
        else delete node[key];
        break;
      }
      const child = node[key];
      if (typeof child !== 'object' || child === null) throw new PatchMismatch(`patch path ${op.path.join('.')} does not fit the view`);
      node = node[key] = own(child) as Record<string | number, unknown>;
    }
  }
  return root as T;
}

/**
 * A receiver's next view from an update: `previous` (the view of version `update.base`) patched,
 * Null when the update does not fit
 * `previous` (another base, or a patch that does not apply): the receiver joins again with
 * `since` = its version (a resync).
 */
export function nextView<V extends { readonly version: number }>(previous: V, update: { readonly base: number; readonly patch: readonly PatchOp[] }): V | null {
  const whole = update.patch[0]?.path.length === 0;
  if (!whole && previous.version !== update.base) return null;
  try {
    return applyPatch(previous, update.patch);
  } catch (e) {
    if (e instanceof PatchMismatch) return null;
    throw e;
  }
}
