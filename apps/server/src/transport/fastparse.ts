import type { z } from 'zod';

// A strict zod schema compiled once into plain checks, for the one parse every incoming message
// pays (zod's generic machinery cost ~20 µs a message in the server, 3% of its CPU: megamorphic
// loads over hundreds of schema objects). It accepts exactly what the schema accepts and returns
// what zod returns (a fresh copy, keys in the schema's order); the caller runs zod itself on
// anything it refuses, for zod's error message. Only the schema forms the protocol's client
// messages use are compiled (strict objects, discriminated unions, literals, enums, strings with
// length and pattern checks, integers with bounds, booleans, optional keys); a schema using any
// other form is not compiled at all (`compileParser` returns null) and zod parses every message.

/** What a compiled parser returns for a value its schema refuses. */
export const REFUSED: unique symbol = Symbol('refused');
export type Parser = (value: unknown) => unknown;
/** A compiled schema: its parser, and the longest JSON of any value it accepts (Infinity when unbounded). */
export type Compiled = { readonly parse: Parser; readonly maxJson: number };

type Def = { readonly type: string; readonly [key: string]: unknown };
type Check = { readonly _zod: { readonly def: Def } };

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The checks of a string or number schema as one predicate; null if one is of a kind not compiled. */
function checksOf(def: Def, kind: 'string' | 'number'): ((v: never) => boolean)[] | null {
  const out: ((v: never) => boolean)[] = [];
  for (const check of (def.checks as readonly Check[] | undefined) ?? []) {
    const c = check._zod.def;
    if (kind === 'string' && c.check === 'min_length') {
      const min = c.minimum as number;
      out.push((v: string) => v.length >= min);
    } else if (kind === 'string' && c.check === 'max_length') {
      const max = c.maximum as number;
      out.push((v: string) => v.length <= max);
    } else if (kind === 'string' && c.check === 'string_format' && c.format === 'regex' && c.pattern instanceof RegExp) {
      const pattern = c.pattern;
      out.push((v: string) => {
        pattern.lastIndex = 0;
        return pattern.test(v);
      });
    } else if (kind === 'number' && (c.check === 'greater_than' || c.check === 'less_than') && typeof c.value === 'number') {
      const bound = c.value;
      const above = c.check === 'greater_than';
      out.push(c.inclusive === true ? (v: number) => (above ? v >= bound : v <= bound) : (v: number) => (above ? v > bound : v < bound));
    } else return null;
  }
  return out;
}

const all = <T>(checks: readonly ((v: T) => boolean)[], v: T): boolean => {
  for (const check of checks) if (!check(v)) return false;
  return true;
};

/** The longest JSON of a string schema's values: a string of at most n characters, each escaped (`\\u0000`). */
function stringMaxJson(def: Def): number {
  let max = Infinity;
  for (const check of (def.checks as readonly Check[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
    // A whole-string pattern of one repeated character class, as the protocol's ids: /^[...]{m,n}$/.
    const bounded = c.pattern instanceof RegExp ? /^\^\[[^\]]*\]\{\d+,(\d+)\}\$$/.exec(c.pattern.source) : null;
    if (bounded !== null && c.pattern instanceof RegExp && c.pattern.flags === '') max = Math.min(max, Number(bounded[1]));
  }
  return 2 + 6 * max;
}

const jsonLength = (v: unknown) => JSON.stringify(v)?.length ?? 0;

/** Compile `schema`, or null when it uses a form this module does not compile. */
export function compileParser(schema: z.ZodType): Compiled | null {
  const def = defOf(schema);
  if (def.coerce === true) return null;
  switch (def.type) {
    case 'string': {
      const checks = checksOf(def, 'string');
      if (checks === null) return null;
      return { parse: (v) => (typeof v === 'string' && all(checks as ((v: string) => boolean)[], v) ? v : REFUSED), maxJson: stringMaxJson(def) };
    }
    case 'number': {
      // z.int(): a safe integer; any other number format (or a plain number) is not compiled.
      if (def.format !== 'safeint') return null;
      const checks = checksOf(def, 'number');
      if (checks === null) return null;
      const parse: Parser = (v) => (typeof v === 'number' && Number.isSafeInteger(v) && all(checks as ((v: number) => boolean)[], v) ? v : REFUSED);
      return { parse, maxJson: String(Number.MIN_SAFE_INTEGER).length };
    }
    case 'boolean':
      return { parse: (v) => (typeof v === 'boolean' ? v : REFUSED), maxJson: 5 };
    case 'literal': {
      const values = new Set(def.values as readonly unknown[]);
      return { parse: (v) => (values.has(v) ? v : REFUSED), maxJson: Math.max(...[...values].map(jsonLength)) };
    }
    case 'enum': {
      const entries = Object.entries(def.entries as Record<string, unknown>);
      if (entries.some(([k, v]) => k !== v)) return null; // a TypeScript enum's reverse mappings: not compiled
      const values = new Set(entries.map(([, v]) => v));
      return { parse: (v) => (values.has(v) ? v : REFUSED), maxJson: Math.max(...[...values].map(jsonLength)) };
    }
    case 'object':
      return compileObject(def);
    case 'union':
      return compileDiscriminatedUnion(def);
    default:
      return null;
  }
}

function compileObject(def: Def): Compiled | null {
  // Strict objects only: an unknown key is refused (zod's catchall `never`).
  if (def.catchall === undefined || defOf(def.catchall).type !== 'never' || (def.checks as unknown[] | undefined)?.length) return null;
  const shape = def.shape as Record<string, z.ZodType>;
  const keys = Object.keys(shape);
  const known = new Set(keys);
  const fields: { key: string; optional: boolean; parse: Parser }[] = [];
  let maxJson = 2 + Math.max(0, keys.length - 1); // braces and commas
  for (const key of keys) {
    const field = defOf(shape[key]);
    const optional = field.type === 'optional';
    const compiled = compileParser(optional ? (field.innerType as z.ZodType) : shape[key]!);
    if (compiled === null || key === '__proto__') return null;
    fields.push({ key, optional, parse: compiled.parse });
    maxJson += jsonLength(key) + 1 + compiled.maxJson;
  }
  const parse: Parser = (v) => {
    if (!isObject(v)) return REFUSED;
    const out: Record<string, unknown> = {};
    for (const { key, optional, parse } of fields) {
      const value = v[key];
      if (optional && value === undefined) {
        if (key in v) out[key] = undefined;
        continue;
      }
      const parsed = parse(value);
      if (parsed === REFUSED) return REFUSED;
      out[key] = parsed;
    }
    for (const key in v) if (!known.has(key)) return REFUSED;
    return out;
  };
  return { parse, maxJson };
}

function compileDiscriminatedUnion(def: Def): Compiled | null {
  const discriminator = def.discriminator;
  if (typeof discriminator !== 'string' || def.unionFallback === true || (def.checks as unknown[] | undefined)?.length) return null;
  const byValue = new Map<unknown, Parser>();
  let maxJson = 0;
  for (const option of def.options as readonly z.ZodType[]) {
    const tag = defOf(option).type === 'object' ? (defOf(option).shape as Record<string, z.ZodType>)[discriminator] : undefined;
    if (tag === undefined || defOf(tag).type !== 'literal') return null;
    const compiled = compileParser(option);
    if (compiled === null) return null;
    maxJson = Math.max(maxJson, compiled.maxJson);
    for (const value of defOf(tag).values as readonly unknown[]) {
      if (byValue.has(value) || value === undefined) return null;
      byValue.set(value, compiled.parse);
    }
  }
  const parse: Parser = (v) => {
    if (!isObject(v)) return REFUSED;
    const option = byValue.get(v[discriminator]);
    return option === undefined ? REFUSED : option(v);
  };
  return { parse, maxJson };
}
