// Issue 11 (memory per live room): the server keeps each seat's last view (the base of its next
// patch), and most of a seat's view is the public view every viewer gets. `shareWith` makes a
// seat's view hold the spectator view's very objects wherever the two are equal, so what is
// public is kept once per room instead of once per viewer. The value stays equal (as JSON, key
// order included), so the messages made of it are byte for byte the same.

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * `value` (plain JSON) with each part deep-equal to the part of `like` at the same path replaced by
 * that part of `like`; `like` itself when the whole is equal. Neither is changed (parts that
 * differ and hold shared parts are new objects).
 */
export function shareWith<T>(value: T, like: unknown): T {
  if (value === like) return value;
  if (Array.isArray(value)) {
    if (!Array.isArray(like) || like.length !== value.length) return value;
    return merged(value, like, value.map((v, i) => shareWith(v, like[i])), true) as T;
  }
  if (isObject(value) && isObject(like)) {
    const keys = Object.keys(value);
    const parts: Record<string, unknown> = {};
    for (const key of keys) parts[key] = shareWith(value[key], like[key]);
    const sameKeys = keys.length === Object.keys(like).length && keys.every((key) => key in like);
    return merged(value, like, parts, sameKeys) as T;
  }
  return value;
}

/** `like` when every part is `like`'s and the shapes match; `value` when no part changed; else a new container of the parts. */
function merged(value: object, like: object, parts: Record<string, unknown> | unknown[], sameShape: boolean): unknown {
  const keys = Object.keys(parts);
  const [mine, from, to] = [parts as Record<string, unknown>, value as Record<string, unknown>, like as Record<string, unknown>];
  if (sameShape && keys.every((key) => mine[key] === to[key])) return like;
  if (keys.every((key) => mine[key] === from[key])) return value;
  return parts;
}
