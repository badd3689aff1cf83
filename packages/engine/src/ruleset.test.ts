import { BATTLEFIELDS, CATALOG, PACKS, TERRAIN, type TerrainKind } from '@senjutsu/cards';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  BUILT_IN_RULESET,
  createGame,
  createRuleset,
  createScenario,
  pendingDecisions,
  restoreGame,
  rulesOf,
  viewFor,
  type GameConfig,
  type GameState,
} from './index';
import { fnv1a64, canonicalJson } from './ruleset';
import { hit, randomPlayout, TEST_BATTLEFIELD, TEST_CARDS, TEST_CHARACTERS, TEST_DECK, testCard } from './testing';

// Issue 11 item 1: a game is (ruleset, state). The ruleset is the catalogue, validated once and
// named by id and content hash; the state is the position, carries no definitions, and is bound
// to its ruleset again by restoreGame when it comes back from JSON.

const TEST_DEFINITIONS = { cards: TEST_CARDS, characters: TEST_CHARACTERS };

const derived = (extra: Parameters<typeof createRuleset>[0]) => {
  const r = createRuleset(extra);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A real-content duel: two signature decks on a printed battlefield with terrain placed in setup. */
function realDuel(seed: number, terrain: TerrainKind[] = ['rock', 'bamboo', 'torii', 'boat']): GameConfig {
  const [a, b] = [PACKS[seed % PACKS.length]!, PACKS[(seed + 1) % PACKS.length]!];
  const seat = (p: typeof a) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] });
  return { seed, battlefield: BATTLEFIELDS['burnt-village'], seats: [seat(a), seat(b)], terrain };
}

function created(config: GameConfig): GameState {
  const r = createGame(config);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('createRuleset', () => {
  it('the built-in ruleset holds the catalogue of @senjutsu/cards and every terrain piece', () => {
    expect(BUILT_IN_RULESET.id).toBe('built-in');
    expect(BUILT_IN_RULESET.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(Object.keys(BUILT_IN_RULESET.cards)).toEqual(Object.keys(CATALOG.cards));
    expect(Object.keys(BUILT_IN_RULESET.terrain).sort()).toEqual(Object.keys(TERRAIN).sort());
    expect(Object.isFrozen(BUILT_IN_RULESET) && Object.isFrozen(BUILT_IN_RULESET.cards)).toBe(true);
  });

  it('no extra definitions: the base ruleset itself', () => {
    expect(createRuleset()).toEqual({ ok: true, value: BUILT_IN_RULESET });
    expect(createRuleset({ cards: [] }).ok && createRuleset({ cards: [] })).toEqual({ ok: true, value: BUILT_IN_RULESET });
  });

  it('extra definitions derive a ruleset: base entries kept, the added ones in, a new id and hash', () => {
    const r = derived(TEST_DEFINITIONS);
    expect(r.cards['T10']?.names.en).toBe(TEST_CARDS.find((c) => c.number === 'T10')!.names.en);
    expect(r.cards['003']).toBe(BUILT_IN_RULESET.cards['003']);
    expect(r.characters['kensei']).toBeDefined();
    expect(r.id).toMatch(/^built-in\+[0-9a-f]{8}$/);
    expect(r.hash).not.toBe(BUILT_IN_RULESET.hash);
  });

  it.each([
    ['a card that fails its schema', { cards: [{ number: 'X1' }] }, /cards\.0/],
    ['a character with no Kamae map', { characters: [{ ...TEST_CHARACTERS[0]!, kamae: undefined }] }, /characters\.0\.kamae/],
    ['a character whose core card is not defined', { characters: [{ ...TEST_CHARACTERS[0]!, coreCard: 'NOPE' }] }, /core card NOPE is not defined/],
    ['not an object at all', 'cards' as never, /\(root\)/],
  ])('bad extra definitions are refused with INVALID_DEFINITIONS: %s', (_name, extra, message) => {
    const r = createRuleset(extra as never);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('INVALID_DEFINITIONS');
    expect(r.error.message).toMatch(message);
  });

  it('a game config with bad definitions is refused, naming the definitions', () => {
    const r = createGame({ seed: 1, battlefield: TEST_BATTLEFIELD, seats: [
      { character: 'kensei', deck: TEST_DECK }, { character: 'tetsu', deck: TEST_DECK },
    ], definitions: { cards: TEST_CARDS, characters: [{ ...TEST_CHARACTERS[0]!, coreCard: 'NOPE' }, TEST_CHARACTERS[1]!] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'INVALID_CONFIG', message: expect.stringMatching(/^definitions: .*core card NOPE/) });
  });
});

describe('the content hash', () => {
  it('is FNV-1a 64 over UTF-8 (published test vectors)', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
    expect(fnv1a64('ž')).not.toBe(fnv1a64('~')); // every byte of a multi-byte character counts
  });

  it('the 16-bit-limb arithmetic gives the hash of the 32-bit-halves definition, on texts of every UTF-8 length and lone surrogates', () => {
    // The first implementation, over two 32-bit halves (each partial product exact in a double).
    const reference = (text: string): string => {
      let hi = 0xcbf29ce4;
      let lo = 0x84222325;
      for (const byte of new TextEncoder().encode(text)) {
        lo = (lo ^ byte) >>> 0;
        const low = lo * 0x1b3;
        hi = (hi * 0x1b3 + (lo & 0xffffff) * 0x100 + Math.floor(low / 0x100000000)) >>> 0;
        lo = low >>> 0;
      }
      return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
    };
    const units = ['a', '~', '\u00fe', '\u017e', '\u0436', '\u4e2d', '\uffff', '\ud83d\ude00', '\ud800', '\udfff', '"', '\u0000'];
    let seed = 12345;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let k = 0; k < 500; k++) {
      const text = Array.from({ length: next(40) }, () => units[next(units.length)]).join('');
      expect(fnv1a64(text)).toBe(reference(text));
    }
    const catalogue = canonicalJson({ cards: BUILT_IN_RULESET.cards, characters: BUILT_IN_RULESET.characters, poisons: BUILT_IN_RULESET.poisons, terrain: BUILT_IN_RULESET.terrain });
    expect(fnv1a64(catalogue)).toBe(reference(catalogue));
    expect(BUILT_IN_RULESET.hash).toBe(reference(catalogue));
  });

  it('canonical JSON sorts keys at every level, so key order never changes the hash', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe('{"a":{"d":[2,{"e":0,"f":1}]},"b":1}');
  });

  it('same content, same hash and id: built twice, from copies (keys in another order), or derived again', () => {
    const a = derived(TEST_DEFINITIONS);
    // (The schemas also put keys in their own order; the canonical JSON above does not rely on it.)
    const reordered = TEST_CARDS.map((c) => Object.fromEntries(Object.entries(c).reverse()));
    const b = derived({ cards: reordered as typeof TEST_CARDS, characters: structuredClone(TEST_CHARACTERS) });
    expect(b.hash).toBe(a.hash);
    expect(b.id).toBe(a.id);
    // Deriving again from the derived ruleset with the same definitions changes nothing either.
    const again = createRuleset(TEST_DEFINITIONS, a);
    expect(again.ok && [again.value.id, again.value.hash]).toEqual([a.id, a.hash]);
  });

  it('one changed effect gives another hash', () => {
    const base = derived(TEST_DEFINITIONS);
    const t10 = TEST_CARDS.find((c) => c.number === 'T10')!;
    // T10 hits the hex ahead for one wound; the same card hitting for two is another ruleset.
    const changed = testCard({ number: 'T10', types: ['attack'], initiative: { kind: 'fixed', value: 6 }, effects: [{ kind: 'attack', hexes: [hit(0, -1, { wounds: 2 })] }] });
    expect(changed.sections).not.toEqual(t10.sections);
    const other = derived({ cards: [...TEST_CARDS.filter((c) => c !== t10), changed], characters: TEST_CHARACTERS });
    expect(other.hash).not.toBe(base.hash);
    expect(other.id).not.toBe(base.id);
  });
});

describe('the (ruleset, state) binding', () => {
  it('the state names its ruleset; JSON drops the binding, spread keeps it', () => {
    const state = created(realDuel(1));
    expect(state.ruleset).toEqual({ id: BUILT_IN_RULESET.id, hash: BUILT_IN_RULESET.hash });
    expect(rulesOf(state)).toBe(BUILT_IN_RULESET);
    expect(rulesOf({ ...state })).toBe(BUILT_IN_RULESET);
    expect(() => rulesOf(JSON.parse(JSON.stringify(state)))).toThrow(/restoreGame/);
  });

  it('a state read from JSON and not restored: applyAction answers UNBOUND_STATE; pendingDecisions and viewFor throw (a caller bug)', () => {
    const state = created(realDuel(2));
    const raw = JSON.parse(JSON.stringify(state)) as GameState;
    const d = pendingDecisions(state)[0]!;
    const r = applyAction(raw, d.seat, d.options[0]!);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'UNBOUND_STATE', message: expect.stringMatching(/restoreGame/) });
    expect(() => pendingDecisions(raw)).toThrow(/no ruleset bound/);
    expect(() => viewFor(raw, 0)).toThrow(/no ruleset bound/);
  });

  it('restoreGame round trip: through JSON at every step, play goes on with identical states and events (real content, all terrain kinds)', () => {
    const terrain = Object.keys(TERRAIN).filter((k) => k !== 'boat').slice(0, 4) as TerrainKind[];
    for (const seed of [3, 4]) {
      let direct = created(realDuel(seed, ['boat', ...terrain]));
      let stored = JSON.stringify(direct);
      for (let i = 0; i < 80 && direct.winners === null; i++) {
        const d = pendingDecisions(direct)[(seed + i) % pendingDecisions(direct).length]!;
        const action = d.options[(i * 7) % d.options.length]!;
        const restored = restoreGame(BUILT_IN_RULESET, stored);
        if (!restored.ok) throw new Error(restored.error.message);
        const a = applyAction(direct, d.seat, action);
        const b = applyAction(restored.value, d.seat, action);
        if (!a.ok || !b.ok) throw new Error(`seed ${seed}, action ${i} refused`);
        expect(JSON.stringify(b.value.events)).toBe(JSON.stringify(a.value.events));
        expect(JSON.stringify(b.value.state)).toBe(JSON.stringify(a.value.state));
        direct = a.value.state;
        stored = JSON.stringify(b.value.state);
      }
    }
  });

  it('restoreGame works on a derived ruleset too (a scenario with test cards), and leaves its input unbound', () => {
    const rules = derived(TEST_DEFINITIONS);
    const r = createScenario({ battlefield: TEST_BATTLEFIELD, seats: [
      { character: 'kensei', hex: { q: 0, r: 1 }, facing: 0, hand: ['T10'] }, { character: 'tetsu', hex: { q: 0, r: -1 }, facing: 3, hand: ['T13'] },
    ] }, rules);
    if (!r.ok) throw new Error(r.error.message);
    const json = JSON.parse(JSON.stringify(r.value.state));
    const restored = restoreGame(rules, json);
    expect(restored).toEqual({ ok: true, value: r.value.state });
    expect(() => rulesOf(json)).toThrow();
  });

  it('restoreGame refuses a state played with another ruleset: RULESET_MISMATCH', () => {
    const state = created(realDuel(5));
    const r = restoreGame(derived(TEST_DEFINITIONS), JSON.stringify(state));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'RULESET_MISMATCH', message: expect.stringContaining(BUILT_IN_RULESET.hash) });
    // Same id, other content (a catalogue changed since the game was stored).
    const edited = { ...JSON.parse(JSON.stringify(state)), ruleset: { id: 'built-in', hash: '0123456789abcdef' } };
    expect(restoreGame(BUILT_IN_RULESET, edited)).toMatchObject({ ok: false, error: { code: 'RULESET_MISMATCH' } });
  });

  it.each([
    ['not JSON', '{"version":'],
    ['not an object', '42'],
    ['no seats', JSON.stringify({ ruleset: { id: 'built-in', hash: BUILT_IN_RULESET.hash } })],
  ])('restoreGame refuses malformed input with INVALID_STATE: %s', (_name, json) => {
    expect(restoreGame(BUILT_IN_RULESET, json)).toMatchObject({ ok: false, error: { code: 'INVALID_STATE' } });
  });

  it('restoreGame refuses a state naming a card its ruleset does not define', () => {
    const state = JSON.parse(JSON.stringify(created(realDuel(6))));
    const id = Object.keys(state.cards)[0]!;
    state.cards = { ...state.cards, [id]: 'Z999' };
    expect(restoreGame(BUILT_IN_RULESET, state)).toMatchObject({ ok: false, error: { code: 'INVALID_STATE', message: expect.stringContaining('Z999') } });
  });
});

describe('no definitions in states and views (real content)', () => {
  // Card definition text: every card's names in four languages and its sections.
  const DEFINITION_TEXT = Object.values(BUILT_IN_RULESET.cards).flatMap((c) => Object.values(c.names)).filter((n) => n.length >= 4);

  it('a real-content duel, at every step of a played game: the state and every view as JSON hold no card definition text', () => {
    const config = realDuel(7);
    const states: GameState[] = [];
    randomPlayout(created(config), 7, 40, (s, rng) => {
      states.push(s);
      return rng;
    });
    expect(states.length).toBeGreaterThan(50);
    for (const s of states.filter((_, i) => i % 10 === 0)) {
      const texts = [JSON.stringify(s), ...[0, 1, 'spectator' as const].map((v) => JSON.stringify(viewFor(s, v)))];
      for (const text of texts) {
        // (The resolve stack keeps the effects still to resolve of the card in play: position, not catalogue.)
        expect(text).not.toMatch(/"names"|"keywords"|"tier"|"owner"/);
        const named = DEFINITION_TEXT.find((n) => text.includes(JSON.stringify(n)));
        expect(named, 'a card name in the JSON').toBeUndefined();
      }
    }
  });
});
