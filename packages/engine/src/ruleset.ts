import {
  CATALOG,
  CardSchema,
  CharacterSchema,
  PoisonCardSchema,
  TERRAIN,
  TerrainSchema,
  type Card,
  type Character,
  type PoisonCard,
  type Terrain,
  type TerrainKind,
} from '@senjutsu/cards';
import { z } from 'zod';
import { err, ok, type Result } from './result';

// A game is (ruleset, state), as in chessops where a Position knows its rules while a FEN names
// only the variant: the ruleset is the immutable catalogue of one game (cards, characters, terrain,
// poisons), validated once; the state is the position and names its ruleset by id and hash. The
// engine binds the ruleset to each in-memory state by a symbol-keyed property, which
// `JSON.stringify` drops and object spread keeps: a stored state carries no definitions, and
// `restoreGame` binds them again.

/** The definitions a ruleset holds (the catalogue of one game). */
export type Definitions = {
  readonly cards: Readonly<Record<string, Card>>;
  readonly characters: Readonly<Record<string, Character>>;
  readonly terrain: Readonly<Record<TerrainKind, Terrain>>;
  readonly poisons: Readonly<Record<string, PoisonCard>>;
};

/** How a state names its ruleset: `hash` is FNV-1a 64 of the catalogue's canonical JSON. */
export type RulesetRef = { readonly id: string; readonly hash: string };

export type Ruleset = RulesetRef & Definitions;

/** Definitions added to a base ruleset (a game config's `definitions`; test-only cards). */
export const DefinitionsSchema = z.object({
  cards: z.array(CardSchema).default([]),
  characters: z.array(CharacterSchema).default([]),
  poisons: z.array(PoisonCardSchema).default([]),
  /** Replacements for terrain pieces (tests of terrain variants). */
  terrain: z.array(TerrainSchema).default([]),
});
export type DefinitionsInput = z.input<typeof DefinitionsSchema>;
/** What createRuleset takes: definitions as the schemas read them, also deep-readonly ones from a parsed message. */
type UncheckedDefinitions = DefinitionsInput | { readonly [K in keyof DefinitionsInput]?: readonly unknown[] };
export type ParsedDefinitions = z.infer<typeof DefinitionsSchema>;

// ---------------------------------------------------------------------------------------------
// Canonical JSON and its hash.

// Definitions are immutable and shared by every ruleset built on them, so each one's canonical
// text is computed once. Keyed by identity, the cache cannot change any result.
const canonicalCache = new WeakMap<object, string>();

/** JSON with object keys sorted at every level (undefined members left out): one text per value. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const cached = canonicalCache.get(value);
  if (cached !== undefined) return cached;
  let text: string;
  if (Array.isArray(value)) text = `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  else {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
    text = `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
  }
  canonicalCache.set(value, text);
  return text;
}

const utf8 = new TextEncoder();

/**
 * FNV-1a, 64 bits, over the UTF-8 bytes of `text`, as 16 hex digits. Pure and the same in Node and
 * the browser (no crypto module). The hash is kept in four 16-bit limbs, so the product by the FNV
 * prime 2^40 + 0x1b3 stays in small integers (a derived ruleset hashes its whole catalogue, ~64 KB,
 * once per solo or horde set of automata).
 */
export function fnv1a64(text: string): string {
  const bytes = utf8.encode(text);
  let h0 = 0x2325, h1 = 0x8422, h2 = 0x9ce4, h3 = 0xcbf2; // the offset basis cbf29ce484222325, low limb first
  for (let i = 0; i < bytes.length; i++) {
    h0 ^= bytes[i]!;
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + h0 * 0x100 + (t1 >>> 16);
    h3 = (h3 * 0x1b3 + h1 * 0x100 + (t2 >>> 16)) & 0xffff;
    h2 = t2 & 0xffff;
    h1 = t1 & 0xffff;
    h0 = t0 & 0xffff;
  }
  const word = (hi: number, lo: number) => (((hi << 16) | lo) >>> 0).toString(16).padStart(8, '0');
  return word(h3, h2) + word(h1, h0);
}

/** The catalogue in one canonical text: each record's entries in key order. */
const catalogueText = (d: Definitions): string => canonicalJson({ cards: d.cards, characters: d.characters, poisons: d.poisons, terrain: d.terrain });

// ---------------------------------------------------------------------------------------------
// Building rulesets.

/** A frozen ruleset of `definitions`, its id made from its hash. */
function sealed(idOf: (hash: string) => string, definitions: Definitions): Ruleset {
  const freeze = <T extends object>(record: T): T => Object.freeze({ ...record });
  const catalogue = { cards: freeze(definitions.cards), characters: freeze(definitions.characters), terrain: freeze(definitions.terrain), poisons: freeze(definitions.poisons) };
  const hash = fnv1a64(catalogueText(catalogue));
  return Object.freeze({ id: idOf(hash), hash, ...catalogue });
}

/**
 * Cross-references the schemas cannot see: a character's core card must exist (it starts in hand,
 * R-SETUP-6). A poison card a character names may be missing: that character has no poison to use
 * (R-POISON-EXT-3), as with the test characters.
 */
function referenceErrors(d: Definitions): string[] {
  const errors: string[] = [];
  for (const c of Object.values(d.characters)) {
    if (d.cards[c.coreCard] === undefined) errors.push(`character ${c.id}: core card ${c.coreCard} is not defined`);
  }
  return errors;
}

/** The built-in content of @senjutsu/cards: the four characters, their cards, the terrain pieces. */
export const BUILT_IN_RULESET: Ruleset = sealed(() => 'built-in', { cards: CATALOG.cards, characters: CATALOG.characters, terrain: TERRAIN, poisons: CATALOG.poisons });

const zodMessage = (e: z.ZodError) => e.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

const isEmpty = (d: ParsedDefinitions) => d.cards.length + d.characters.length + d.poisons.length + d.terrain.length === 0;

// Tests and rooms build the same derived ruleset again and again (one per scenario): keep a few per
// base, by the JSON of what they add. Keyed by content, the cache cannot change a result.
const derivedCache = new WeakMap<Ruleset, Map<string, Ruleset>>();
const DERIVED_KEPT = 64;

/**
 * A ruleset: `base` (the built-in content by default) with `extra` definitions added, replacing
 * base entries of the same number or id. The result is validated once (zod schemas, then the
 * references between definitions) and frozen; its `hash` depends only on its content.
 */
export function createRuleset(extra?: UncheckedDefinitions, base: Ruleset = BUILT_IN_RULESET): Result<Ruleset> {
  const parsed = DefinitionsSchema.safeParse(extra ?? {});
  if (!parsed.success) return err('INVALID_DEFINITIONS', zodMessage(parsed.error));
  return derivedRuleset(parsed.data, base);
}

/**
 * What `played` adds to `base`, the inverse of derivedRuleset: the definitions a client needs
 * besides the ones it bundles (a co-op or solo game's automaton characters and solo cards).
 */
export function addedDefinitions(played: Ruleset, base: Ruleset = BUILT_IN_RULESET) {
  const added = <T,>(mine: Readonly<Record<string, T>>, theirs: Readonly<Record<string, T>>): T[] => Object.keys(mine).filter((k) => mine[k] !== theirs[k]).map((k) => mine[k]!);
  return { cards: added(played.cards, base.cards), characters: added(played.characters, base.characters), terrain: added(played.terrain, base.terrain), poisons: added(played.poisons, base.poisons) };
}

/** createRuleset for definitions already parsed by DefinitionsSchema (a parsed game config's). */
export function derivedRuleset(added: ParsedDefinitions, base: Ruleset): Result<Ruleset> {
  if (isEmpty(added)) return ok(base);
  // Parsed definitions list their keys in the schemas' order, so plain JSON names the content.
  const key = JSON.stringify(added);
  let kept = derivedCache.get(base);
  const found = kept?.get(key);
  if (found !== undefined) return ok(found);
  const definitions: Definitions = {
    cards: { ...base.cards, ...Object.fromEntries(added.cards.map((c) => [c.number, c])) },
    characters: { ...base.characters, ...Object.fromEntries(added.characters.map((c) => [c.id, c])) },
    terrain: { ...base.terrain, ...Object.fromEntries(added.terrain.map((t) => [t.kind, t])) },
    poisons: { ...base.poisons, ...Object.fromEntries(added.poisons.map((c) => [c.number, c])) },
  };
  const errors = referenceErrors(definitions);
  if (errors.length > 0) return err('INVALID_DEFINITIONS', errors.join('; '));
  // The id: the root ruleset's and the content hash's, so the same content has one id however it was built.
  const ruleset = sealed((hash) => `${base.id.split('+')[0]!}+${hash.slice(0, 8)}`, definitions);
  if (kept === undefined) derivedCache.set(base, (kept = new Map()));
  if (kept.size >= DERIVED_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, ruleset);
  return ok(ruleset);
}

// ---------------------------------------------------------------------------------------------
// The binding of a ruleset to an in-memory state.

// A registered symbol, so that two copies of the engine loaded side by side (a bundle with a
// duplicate, bench/engine-ab.ts) read each other's states.
const RULESET = Symbol.for('senjutsu.ruleset');

const UNBOUND =
  'this game state has no ruleset bound: it was read from JSON or built by hand. Bind its ruleset with restoreGame(ruleset, json).';

/** Bind `ruleset` to a state object the engine has just built (enumerable, so spreads keep it). */
export function bindRuleset<T extends object>(state: T, ruleset: Ruleset): T {
  (state as Record<symbol, unknown>)[RULESET] = ruleset;
  return state;
}

/** The ruleset bound to a state, or undefined for a state read from JSON and not restored. */
export const boundRuleset = (state: object): Ruleset | undefined => (state as { [RULESET]?: Ruleset })[RULESET];

/**
 * The one accessor through which rule functions read definitions: one property read. A state with
 * no ruleset bound is a caller's bug (the public entry points check it first), so this throws.
 */
export function rulesOf(state: object): Ruleset {
  const ruleset = (state as { [RULESET]?: Ruleset })[RULESET];
  if (ruleset === undefined) throw new Error(UNBOUND);
  return ruleset;
}

/** The public entry points' check: a clear error for a state with no ruleset bound. */
export const unboundError = (state: object): Result<never> | null => (boundRuleset(state) === undefined ? err('UNBOUND_STATE', UNBOUND) : null);
