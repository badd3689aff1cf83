import { ClientMessageSchema } from '@senjutsu/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileParser, REFUSED, type Compiled } from './fastparse';

// The compiled parser must agree with zod on every input: the same verdict, and for an accepted
// message the same value with its keys in the same order (what the master stores and hashes).
// Inputs: valid messages of every kind drawn from the schema itself, and the same messages with
// one change anywhere inside (a key removed, added or given another value).

type Def = { type: string; [key: string]: unknown };
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

/** Values the schema accepts, drawn from its definition. */
function valid(schema: unknown): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const checks = ((def.checks as { _zod: { def: Def } }[] | undefined) ?? []).map((c) => c._zod.def);
  switch (def.type) {
    case 'string': {
      const pattern = checks.find((c) => c.check === 'string_format')?.pattern as RegExp | undefined;
      if (pattern !== undefined) return fc.stringMatching(pattern);
      const min = (checks.find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 0;
      const max = (checks.find((c) => c.check === 'max_length')?.maximum as number | undefined) ?? 40;
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'number': {
      const min = checks.find((c) => c.check === 'greater_than')?.value as number | undefined;
      const max = checks.find((c) => c.check === 'less_than')?.value as number | undefined;
      return fc.integer({ min: min ?? -1000, max: max ?? 1000 });
    }
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(valid(def.innerType), { nil: undefined });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(valid));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const required = Object.keys(shape).filter((k) => defOf(shape[k]).type !== 'optional');
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, defOf(s).type === 'optional' ? valid(defOf(s).innerType) : valid(s)])), { requiredKeys: required });
    }
    default:
      throw new Error(`no generator for ${def.type}`);
  }
}

const oddValues = fc.oneof(
  fc.constantFrom<unknown>(-0, 0.5, -1, 17, 31, 65, -65, 2 ** 53, NaN, Infinity, '', 'x'.repeat(17), 'x'.repeat(65), 'select', 'action', 'join', 'rock', null, [], {}, true, undefined),
  fc.jsonValue(),
);
const mutation = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('delete', 'add', 'replace', 'shuffle'),
  key: fc.constantFrom('type', 'id', 'version', 'action', 'kind', 'card', 'hex', 'q', 'r', 'since', 'facing', 'extra', '__proto__', 'constructor'),
  value: oddValues,
});

/** `message` with one change in the object at index `at` of a walk over its objects. */
function mutate(message: unknown, m: { at: number; op: string; key: string; value: unknown }): unknown {
  const copy = structuredClone(message) as Record<string, unknown>;
  const objects: Record<string, unknown>[] = [];
  const walk = (v: unknown) => {
    if (typeof v !== 'object' || v === null) return;
    objects.push(v as Record<string, unknown>);
    Object.values(v).forEach(walk);
  };
  walk(copy);
  const target = objects[m.at % objects.length]!;
  const keys = Object.keys(target);
  const key = m.op === 'add' ? m.key : (keys[m.at % Math.max(1, keys.length)] ?? m.key);
  if (m.op === 'delete') delete target[key];
  else if (m.op === 'shuffle') {
    const entries = Object.entries(target).reverse();
    for (const k of keys) delete target[k];
    for (const [k, v] of entries) target[k] = v;
  } else Object.defineProperty(target, key, { value: m.value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function agree(compiled: Compiled, schema: z.ZodType, input: unknown): void {
  const expected = schema.safeParse(input);
  const got = compiled.parse(input);
  expect(got === REFUSED, JSON.stringify(input)).toBe(!expected.success);
  if (expected.success) {
    expect(got).toStrictEqual(expected.data);
    expect(JSON.stringify(got)).toBe(JSON.stringify(expected.data)); // the same key order
    expect(JSON.stringify(got).length).toBeLessThanOrEqual(compiled.maxJson);
  }
}

describe('compileParser', () => {
  const parse = compileParser(ClientMessageSchema)!;

  it('compiles the client messages, whose JSON is bounded (the transport then skips measuring it)', () => {
    expect(parse).not.toBeNull();
    expect(parse.maxJson).toBeLessThan(2048);
    // Strings of escaped characters reach the bound the parser claims, never beyond it.
    const card = '\u0000'.repeat(16);
    agree(parse, ClientMessageSchema, { type: 'action', id: 'x'.repeat(64), version: Number.MAX_SAFE_INTEGER, action: { kind: 'poison', poison: card + card } });
  });

  it('accepts and returns exactly what zod does for valid client messages', () => {
    fc.assert(fc.property(valid(ClientMessageSchema), (message) => agree(parse, ClientMessageSchema, message)), { numRuns: 3000 });
  });

  it('refuses exactly what zod refuses: any one change inside a valid message', () => {
    fc.assert(fc.property(valid(ClientMessageSchema), mutation, (message, m) => agree(parse, ClientMessageSchema, mutate(message, m))), { numRuns: 6000 });
  });

  it('refuses what is not an object, and arbitrary JSON', () => {
    for (const v of [null, undefined, 1, 'msg', [], [{ type: 'claim', id: 'x' }], true]) agree(parse, ClientMessageSchema, v);
    fc.assert(fc.property(fc.jsonValue(), (v) => agree(parse, ClientMessageSchema, v)), { numRuns: 1000 });
  });

  it('does not compile schema forms it does not know (zod then parses everything)', () => {
    expect(compileParser(z.strictObject({ a: z.string().trim() }))).toBeNull();
    expect(compileParser(z.object({ a: z.string() }))).toBeNull(); // not strict
    expect(compileParser(z.strictObject({ a: z.number() }))).toBeNull(); // not an integer
    expect(compileParser(z.strictObject({ a: z.string().refine((s) => s !== 'x') }))).toBeNull();
    expect(compileParser(z.union([z.string(), z.boolean()]))).toBeNull();
    expect(compileParser(z.coerce.number().int())).toBeNull();
  });
});
