import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createScenario, pendingDecisions, restoreGame, rulesOf, viewFor, type GameState, type ScenarioSpec } from './index';
import { soloScenarioSpec } from './testing/solo-scenario';
import { newTestGame } from './testing/playout';
import { scenario, TEST_CARDS } from './testing';
import { hordeScenarioSpec } from './testing/horde';
import { HORDE_STARTS, PACKS } from '@senjutsu/cards';

// docs/engine-api.md: nothing throws for bad input; a throw is a bug (issue 23, item 18). Random and
// mutated scenario specs and stored states must each answer ok or an error value, and a position
// accepted must then play 20 random listed actions without a throw.

type Json = unknown;

/** Play up to 20 listed actions, chosen by `picks`; every call must return, never throw. */
function playOn(state: GameState, picks: readonly number[]): void {
  let s = state;
  for (const pick of picks) {
    const pending = pendingDecisions(s);
    viewFor(s, 'spectator', pending);
    const d = pending[pick % Math.max(1, pending.length)];
    if (d === undefined || d.options.length === 0) return;
    const r = applyAction(s, d.seat, d.options[pick % d.options.length]!);
    if (!r.ok) throw new Error(`a listed option was refused: ${r.error.message}`);
    s = r.value.state;
  }
}

/** `value` with the leaf (or branch) at `path` replaced by `by`: a deep copy, the input is untouched. */
function replaced(value: Json, path: readonly (string | number)[], by: Json): Json {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, by) : v));
  if (value !== null && typeof value === 'object') return { ...(value as object), [head!]: replaced((value as Record<string, Json>)[head!], rest, by) };
  return value;
}

/** Every path into a JSON value, branches included. */
function pathsOf(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...at, i])));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...at, k]));
  return out;
}

// Values a mutation puts in: the kinds a spec holds, near their edges, and the content's own names.
const NAMES = ['STUN', 'S014', 'S015', 'XS101', 'XS312', 'T10', 'T01', '008', '010', 'kensei', 'ronin', 'master', 'samurai-boss', 'katana-ashigaru', 'rock', 'torii', 'bamboo', 'left', 'defensive', 'select', 'roundStart', ''];
const leaf = fc.oneof(
  fc.integer({ min: -2, max: 40 }), fc.constantFrom(...NAMES), fc.boolean(), fc.constant(null), fc.constant(undefined),
  fc.constant([]), fc.constant({}), fc.record({ q: fc.integer({ min: -6, max: 6 }), r: fc.integer({ min: -6, max: 6 }) }),
  fc.array(fc.constantFrom(...NAMES), { maxLength: 4 }),
);

const DUEL: ScenarioSpec = scenario()
  .card(...TEST_CARDS)
  .seat('kensei', { q: 0, r: 1 }, 0, { hand: ['T10', 'T01'], deck: ['T13', 'T12'] })
  .seat('tetsu', { q: 0, r: 0 }, 3, { hand: ['T13', 'T02'], deck: ['T10'] })
  .toSpec();
const SOLO: ScenarioSpec = soloScenarioSpec({
  humans: [{ character: 'master', at: [4, 3, 0], hand: ['008', '010'] }],
  automata: [{ automaton: 'katana-ashigaru', at: [4, 1, 3], deck: ['S014', 'S015', 'S016'], drawn: 'S015' }],
});
const BASES = [DUEL, SOLO] as const;

/** A base spec with one to three of its parts replaced. */
const mutatedSpec = fc
  .tuple(fc.constantFrom(0, 1), fc.array(fc.tuple(fc.nat(), leaf), { minLength: 1, maxLength: 3 }))
  .map(([base, changes]) => {
    let spec: Json = JSON.parse(JSON.stringify(BASES[base]));
    for (const [at, by] of changes) {
      const paths = pathsOf(spec);
      spec = replaced(spec, paths[at % paths.length]!, by);
    }
    return spec;
  });

/** The automaton fields of the solo base, changed directly (a nested path is rarely drawn by chance). */
const AUTOMATON_FIELDS = ['drawn', 'deck', 'discard', 'wounds', 'bleeding', 'behaviour', 'stance', 'woundLimit', 'hex', 'facing', 'stealthed', 'contracts', 'automaton'];
const soloLeaf = fc.oneof(fc.constantFrom('STUN', 'S014', 'XS101', 'S999'), leaf);
const mutatedAutomaton = fc.tuple(fc.constantFrom(...AUTOMATON_FIELDS), soloLeaf).map(([field, by]) => replaced(JSON.parse(JSON.stringify(SOLO)), ['solo', 'automata', 0, field], by));

/** Horde positions (horde/scenario.ts): a base position with one setting or one entered automaton's field changed, and random positions. */
const STARTS = HORDE_STARTS['snowy-battlefield'];
const RONIN = PACKS.find((p) => p.character.id === 'ronin')!;
const HORDE: ScenarioSpec = {
  ...hordeScenarioSpec(
    { hex: STARTS.X.hex, facing: 0, character: 'ronin', hand: RONIN.signatureDeck.cards.slice(0, 3), deck: RONIN.signatureDeck.cards.slice(3, 15) },
    { wave: 2, entered: [{ letter: 'A', deck: ['S014', 'S015', 'S016'], drawn: 'S015' }, { letter: 'C' }] },
  ),
  definitions: undefined, // the real content: its ruleset is the quickest to bind
};
const HORDE_FIELDS = ['nightmare', 'replacement', 'characters', 'fallenLord', 'level', 'wave', 'entered', 'lord'];
const ENTERED_FIELDS = ['letter', 'hex', 'facing', 'behaviour', 'stance', 'deck', 'drawn', 'discard', 'wounds', 'bleeding', 'defeated'];
const hordeLeaf = fc.oneof(
  fc.constantFrom('A', 'B', 'C', 'D', 'one', 'all', 'hachiko', 'hachiko-ashigaru', 'onna-bugeisha', 'ronin', 'STUN', 'S014', 'XS101', 'S999', 4, 0, true),
  fc.constantFrom(STARTS.A.hex, STARTS.B.hex, STARTS.X.hex, { q: 4, r: 3 }, ['onna-bugeisha', 'master', 'student'], [{ letter: 'B' }]),
  leaf,
);
const mutatedHorde = fc.oneof(
  fc.tuple(fc.constantFrom(...HORDE_FIELDS), hordeLeaf).map(([field, by]) => replaced(JSON.parse(JSON.stringify(HORDE)), ['horde', field], by)),
  fc.tuple(fc.constantFrom(0, 1), fc.constantFrom(...ENTERED_FIELDS), hordeLeaf).map(([i, field, by]) => replaced(JSON.parse(JSON.stringify(HORDE)), ['horde', 'entered', i, field], by)),
);
const randomHorde = fc
  .record({
    level: fc.integer({ min: 0, max: 4 }), wave: fc.integer({ min: 0, max: 5 }), fallenLord: fc.boolean(), placed: fc.boolean(),
    settings: fc.constantFrom({}, { nightmare: 'one', replacement: 'hachiko' }, { nightmare: 'one', replacement: 'yumi-ashigaru' }, { nightmare: 'all', characters: ['onna-bugeisha', 'ninja', 'yojimbo'] }, { nightmare: 'all', characters: ['hachiko', 'ronin', 'hachiko-ashigaru'] }),
    entered: fc.array(fc.record({ letter: fc.constantFrom('A', 'B', 'C', 'D'), defeated: fc.boolean(), wounds: fc.integer({ min: 0, max: 3 }) }), { maxLength: 5 }),
    start: fc.constantFrom('select', 'roundStart'),
  })
  .map((r) => ({ ...HORDE, start: r.start, horde: { ...r.settings, level: r.level, wave: r.wave, fallenLord: r.fallenLord, entered: r.entered, ...(r.fallenLord && r.placed ? { lord: { q: STARTS.X.hex.q, r: STARTS.X.hex.r - 1 } } : {}) } }));

const picks = fc.array(fc.nat(), { minLength: 20, maxLength: 20 });

/** createScenario on `spec`, then 20 actions: the error a throw gave, or null. */
function thrown(make: () => { ok: boolean; value?: { state: GameState } }, moves: readonly number[]): string | null {
  try {
    const r = make();
    if (r.ok) playOn(r.value!.state, moves);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('no throw for any scenario or stored state (docs/engine-api.md: a throw is a bug)', () => {
  it('OP-78 createScenario answers ok or an error value for random and mutated specs, and an accepted position plays 20 random actions', () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 1, arbitrary: fc.anything() }, { weight: 4, arbitrary: mutatedSpec }, { weight: 3, arbitrary: mutatedAutomaton }), picks, (spec, moves) => {
        expect(thrown(() => createScenario(spec as ScenarioSpec), moves)).toBeNull();
      }),
      { numRuns: 1500, seed: 23 },
    );
  });

  it('createScenario answers ok or an error value for random and mutated horde positions, and an accepted one plays 20 random actions', () => {
    fc.assert(
      fc.property(fc.oneof(mutatedHorde, randomHorde), picks, (spec, moves) => {
        expect(thrown(() => createScenario(spec as ScenarioSpec), moves)).toBeNull();
      }),
      { numRuns: 200, seed: 23 },
    );
  });

  it('restoreGame answers ok or an error value for random and mutated stored states, and an accepted state plays 20 random actions', () => {
    const game = newTestGame(5);
    const stored: Json[] = [JSON.parse(JSON.stringify(game))];
    const mutatedState = fc.tuple(fc.constantFrom(...stored.keys()), fc.nat(), leaf).map(([i, at, by]) => {
      const paths = pathsOf(stored[i]).filter((p) => p.length <= 1); // the stored outline: its top-level fields, each replaced whole
      return replaced(stored[i], paths[at % paths.length]!, by);
    });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), mutatedState), picks, (json, moves) => {
        expect(thrown(() => { const r = restoreGame(rulesOf(game), json); return r.ok ? { ok: true, value: { state: r.value } } : r; }, moves)).toBeNull();
      }),
      { numRuns: 500, seed: 23 },
    );
  });
});

