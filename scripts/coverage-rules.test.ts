import { describe, expect, it } from 'vitest';
import {
  citedIds,
  coverage,
  excerpt,
  importsOf,
  isNormative,
  parseRuleIds,
  parseSectionList,
  renderMarkdown,
  testsRunningRules,
} from './coverage-rules.mjs';

// NB: these test names must not contain rule IDs themselves, or they would count as coverage.

const RULEBOOK = [
  '# Rules reference',
  '## Contents',
  '5. Kamae and focus (`R-KAMAE`, `R-KAMAE-PATH`)',
  '## 0. Conventions',
  '- **R-CONV-1** "Must" = mandatory.',
  '## 5. Kamae and focus',
  '### 5.1 Kamae map',
  '- **R-KAMAE-1** Each character has a **unique** Kamae map.',
  '  - Note (translations): a note, not a rule.',
  '- **R-KAMAE-10** The tenth rule.',
  '- **R-KAMAE-PATH-1** A path move of up to X.',
  '## 24. Symbol glossary',
  '- **R-SYM-1** General symbols.',
  '## 26. Index of translation discrepancies',
  '- **D-1** Kamae verbs swapped (R-KAMAE-1).',
  '## 27. Open points',
  '- **OP-4 Initial facing.** **Suggestion:** face the enemy.',
  '- **OP-42 Line-of-sight edge cases.** **Suggestion:** vertices block.',
].join('\n');

const rules = parseRuleIds(RULEBOOK);
const ids = rules.map((r) => r.id);

describe('parseRuleIds', () => {
  it('extracts every rule and ruling in rulebook order with its section', () => {
    expect(rules.map((r) => [r.id, r.section, r.sectionTitle])).toEqual([
      ['R-CONV-1', 0, 'Conventions'],
      ['R-KAMAE-1', 5, 'Kamae and focus'],
      ['R-KAMAE-10', 5, 'Kamae and focus'],
      ['R-KAMAE-PATH-1', 5, 'Kamae and focus'],
      ['R-SYM-1', 24, 'Symbol glossary'],
      ['OP-4', 27, 'Open points'],
      ['OP-42', 27, 'Open points'],
    ]);
  });

  it('skips discrepancy lines, notes, subsection headings and the contents list', () => {
    expect(ids.some((id) => id.startsWith('D-'))).toBe(false);
    expect(ids).not.toContain('R-KAMAE');
  });

  it('keeps the rule text without bold markers, including a ruling title', () => {
    expect(rules.find((r) => r.id === 'R-KAMAE-1')?.text).toBe('Each character has a unique Kamae map.');
    expect(rules.find((r) => r.id === 'OP-4')?.text).toBe('Initial facing. Suggestion: face the enemy.');
  });

  it('marks the descriptive families as non-normative', () => {
    expect(rules.filter((r) => !r.normative).map((r) => r.id)).toEqual(['R-CONV-1', 'R-SYM-1']);
    for (const family of ['CONV', 'COMP', 'ANAT', 'SYM', 'FRAG', 'SIG']) expect(isNormative(`R-${family}-3`)).toBe(false);
    expect(isNormative('R-SIGNAL-1')).toBe(true); // a prefix is a whole family name, not a string prefix
    expect(isNormative('OP-1')).toBe(true);
  });
});

describe('citedIds', () => {
  it('matches an ID only as a whole token, never inside a longer ID', () => {
    expect(citedIds('kamae > R-KAMAE-10 tenth', ids)).toEqual(['R-KAMAE-10']);
    expect(citedIds('R-KAMAE-1-x variant', ids)).toEqual([]);
    expect(citedIds('XR-KAMAE-1 and R-KAMAE-1x', ids)).toEqual([]);
    expect(citedIds('ruling OP-42', ids)).toEqual(['OP-42']);
    expect(citedIds('ruling OP-4: facing', ids)).toEqual(['OP-4']);
  });

  it('finds several IDs next to punctuation, each once', () => {
    expect(citedIds('moves (R-KAMAE-PATH-1, OP-4). R-KAMAE-1/R-KAMAE-PATH-1', new Set(ids))).toEqual([
      'R-KAMAE-PATH-1',
      'OP-4',
      'R-KAMAE-1',
    ]);
  });

  it('ignores IDs the rulebook does not define and other casing', () => {
    expect(citedIds('R-KAMAE-99 and r-kamae-1', ids)).toEqual([]);
  });
});

describe('coverage', () => {
  const tests = [
    { name: 'kamae > R-KAMAE-1 map', file: 'packages/engine/src/kamae.test.ts' },
    'kamae > R-KAMAE-10 and OP-42',
    'symbols > R-SYM-1 is descriptive',
    'stale > R-KAMAE-99',
  ];
  const cov = coverage(rules, tests);

  it('groups by section and counts only normative IDs', () => {
    expect(cov.sections.map((s) => [s.number, s.covered, s.total, s.descriptive])).toEqual([
      [0, 0, 0, 1],
      [5, 2, 3, 0],
      [24, 0, 0, 1],
      [27, 1, 2, 0],
    ]);
    expect([cov.covered, cov.total]).toEqual([3, 5]);
  });

  it('lists the citing tests per ID, keeping the file', () => {
    const kamae = cov.sections[1]?.rules ?? [];
    expect(kamae.map((r) => r.tests.map((t) => t.name))).toEqual([['kamae > R-KAMAE-1 map'], ['kamae > R-KAMAE-10 and OP-42'], []]);
    expect(kamae[0]?.tests[0]?.file).toBe('packages/engine/src/kamae.test.ts');
  });

  it('puts normative citations of data-only tests apart as weak: they cover nothing', () => {
    const weak = coverage(rules, [
      { name: 'data > R-KAMAE-1 the map data', file: 'a.test.ts', engine: false },
      { name: 'data > R-SYM-1 symbols', file: 'a.test.ts', engine: false },
      { name: 'engine > R-KAMAE-10', file: 'b.test.ts', engine: true },
    ]);
    const kamae = weak.sections[1]!.rules;
    expect(kamae.map((r) => [r.id, r.tests.length, r.weak.length])).toEqual([['R-KAMAE-1', 0, 1], ['R-KAMAE-10', 1, 0], ['R-KAMAE-PATH-1', 0, 0]]);
    expect([weak.covered, weak.weakOnly]).toEqual([1, 1]);
    // A descriptive ID needs no test: a data test's citation is listed as it is.
    expect(weak.sections[2]!.rules[0]!.tests.map((t) => t.name)).toEqual(['data > R-SYM-1 symbols']);
    const md = renderMarkdown(weak, '../rules.md');
    expect(md).toContain('**R-KAMAE-1** ❌ **UNCOVERED** ([weak citations only](#weak-r-kamae-1))');
    expect(md).toContain('## Weak citations');
    expect(md).toContain('- <a id="weak-r-kamae-1"></a>**R-KAMAE-1** (covered by no other test)\n  - `a.test.ts` › data > R-KAMAE-1 the map data');
  });

  it('reports ID-shaped citations that the rulebook does not define', () => {
    expect(cov.unknown.map((u) => u.id)).toEqual(['R-KAMAE-99']);
  });

  it('renders a deterministic markdown report with anchors and uncovered IDs marked', () => {
    const md = renderMarkdown(cov, '../rules.md');
    expect(md).toBe(renderMarkdown(coverage(rules, tests), '../rules.md'));
    expect(md).toContain('Generated by `npm run coverage:rules`');
    expect(md).toContain('**Rules covered: 3 of 5**');
    expect(md).toContain('| [§5 Kamae and focus](#section-5) | 2 | 3 | 1 | 0 |');
    expect(md).toContain('- <a id="r-kamae-path-1"></a>**R-KAMAE-PATH-1** ❌ **UNCOVERED** — A path move of up to X.');
    expect(md).toContain('  - `packages/engine/src/kamae.test.ts` › kamae > R-KAMAE-1 map');
  });
});

describe('which tests run rules code', () => {
  // Each test is found by its line and column, as Vitest reports them (1-based; the column of it.each's second call).
  const at = (source: string, needle: string) => {
    const before = source.slice(0, source.indexOf(needle));
    return { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
  };
  const classify = (source: string, file: string, needles: string[]) => testsRunningRules(source, file, needles.map((n) => at(source, n)));

  it('parses named imports, aliases and type-only imports', () => {
    const source = "import { a, b as c, type T } from './x';\nimport type { U } from './y';\nimport {\n  d,\n} from '@senjutsu/engine';";
    expect(importsOf(source)).toEqual([
      { name: 'a', imported: 'a', from: './x' },
      { name: 'c', imported: 'b', from: './x' },
      { name: 'd', imported: 'd', from: '@senjutsu/engine' },
    ]);
  });

  it('a content-data test is weak; one that creates a game, directly or through a local helper, runs the engine', () => {
    const source = [
      "import { createGame, hex } from '@senjutsu/engine';",
      "import { CATALOG } from './content';",
      'function play(seed: number) {',
      '  return createGame({ seed });',
      '}',
      'const twice = (seed: number) => [play(seed), play(seed + 1)];',
      "it('data', () => { expect(CATALOG.cards['001']).toBeDefined(); expect(hex.distance(a, b)).toBe(1); });",
      "it('direct', () => { expect(createGame({ seed: 1 }).ok).toBe(true); });",
      "it('helper', () => { expect(twice(1)).toHaveLength(2); });",
      "it('mentions createGame only in a string', () => { expect('createGame(').toBeTruthy(); });",
    ].join('\n');
    expect(classify(source, 'packages/cards/src/x.test.ts', ["it('data'", "it('direct'", "it('helper'", "it('mentions"])).toEqual([false, true, true, false]);
  });

  it('the engine\'s own modules run rules code, its testing fixtures do not; the deck-building rules do', () => {
    const engine = [
      "import { distance } from './coords';",
      "import { hit, scenario } from '../testing';",
      "it('geometry', () => { expect([...[1].map(distance)]).toEqual([1]); });",
      "it('fixture', () => { expect(hit(0, -1)).toBeDefined(); });",
      "it.each([1])('builder %i', (n) => { expect(scenario().seed(n)).toBeDefined(); });",
    ].join('\n');
    expect(classify(engine, 'packages/engine/src/hex/x.test.ts', ["it('geometry'", "it('fixture'", "('builder"])).toEqual([true, false, true]);
    const cards = "import { validateDeck } from './deckbuilding';\nimport { hexDistance } from './battlefields';\nit('deck', () => { validateDeck([]); });\nit('hexes', () => { hexDistance(a, b); });";
    expect(classify(cards, 'packages/cards/src/y.test.ts', ["it('deck'", "it('hexes'"])).toEqual([true, false]);
  });
});

describe('helpers', () => {
  it('parses section lists with ranges and rejects malformed ones', () => {
    expect([...parseSectionList('5-9,27')]).toEqual([5, 6, 7, 8, 9, 27]);
    expect([...parseSectionList(' 3 ')]).toEqual([3]);
    for (const bad of ['', '5-', 'a', '9-5', '5,,6']) expect(() => parseSectionList(bad)).toThrow();
  });

  it('cuts long rule text at a word boundary', () => {
    const long = 'word '.repeat(40).trim();
    expect(excerpt(long).length).toBeLessThanOrEqual(101);
    expect(excerpt(long).endsWith('word…')).toBe(true);
    expect(excerpt('short')).toBe('short');
  });
});
