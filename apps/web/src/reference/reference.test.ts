import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n';
import contract from './contract.json';
import { EntryList } from './RulesReference';
import { ENTRIES, searchRules } from './search';
import { SECTIONS } from './sections';
// @ts-expect-error: a plain .mjs script without types
import { parseContract } from '../../../../scripts/rules-reference.mjs';

// The rules reference (issue 25): one entry per section of the rules reference, explained by us in
// cs, pl, uk and en, listing every rule ID of the contract with its anchor and English text;
// searchable by ID and by a word in each language; every rule the engine cites has its entry.

const RULES_FILE = process.env.RULES_FILE ?? join(__dirname, '../../../../../shared/rules/senjutsu-rules.md');
const ENGINE = join(__dirname, '../../../../packages/engine/src');
const allIds = ENTRIES.flatMap((e) => e.rules.map((r) => r.id));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('rules reference', () => {
  it('holds every rule ID of the contract once, each with an anchor and its English text, in every language', () => {
    // The committed contract.json is the rules reference as it stands (npm run rules:reference).
    if (existsSync(RULES_FILE)) expect(parseContract(readFileSync(RULES_FILE, 'utf8'))).toEqual(contract.sections);
    expect(allIds.length).toBeGreaterThan(590);
    expect(new Set(allIds).size).toBe(allIds.length);
    for (const lang of LANGS) {
      const html = renderToStaticMarkup(createElement(EntryList, { entries: ENTRIES, lang, at: null }));
      const anchors = new Set([...html.matchAll(/<li id="([^"]+)"/g)].map((m) => m[1]));
      expect(anchors.size, lang).toBe(allIds.length);
      for (const id of allIds) expect(anchors.has(id), `${lang} ${id}`).toBe(true);
      for (const e of ENTRIES) expect(html, `${lang} section ${e.number}`).toContain(`${e.number}. ${SECTIONS[e.number]![lang].title}`);
    }
    const move = ENTRIES.flatMap((e) => e.rules).find((r) => r.id === 'R-MOVE-1')!;
    expect(move.text.length).toBeGreaterThan(20);
  });

  it('every section has its title and explanation in cs, pl, uk and en, each its own', () => {
    for (const e of ENTRIES) {
      for (const lang of LANGS) {
        const text = e.texts[lang];
        expect(text.title.trim(), `${e.number} ${lang}`).not.toBe('');
        expect(text.text.trim().length, `${e.number} ${lang}`).toBeGreaterThan(30);
        if (lang !== 'en') expect(text.text, `${e.number} ${lang} is the English text`).not.toBe(e.texts.en.text);
      }
    }
    // No explanation without its section, none missing (search.ts throws on a missing one).
    expect(Object.keys(SECTIONS).map(Number).sort((a, b) => a - b)).toEqual(ENTRIES.map((e) => e.number));
  });

  it('finds a rule by its ID, exactly', () => {
    expect(searchRules('R-MOVE-1').flatMap((e) => e.rules.map((r) => r.id))).toEqual(['R-MOVE-1']);
    expect(searchRules(' op-73 ').flatMap((e) => e.rules.map((r) => r.id))).toEqual(['OP-73']);
    // A part of an ID finds every rule it begins (and the rules whose text cites them).
    const stuns = searchRules('R-STUN').flatMap((e) => e.rules.map((r) => r.id));
    expect(stuns).toEqual(expect.arrayContaining(['R-STUN-1', 'R-STUN-2', 'R-STUN-3', 'R-STUN-4']));
    expect(stuns).not.toContain('R-MOVE-1');
  });

  it.each([
    ['en', 'bamboo', 16],
    ['cs', 'otrava', 13],
    ['cs', 'srazky', 9], // accents do not matter: "Srážky"
    ['pl', 'Skupienie', 5],
    ['uk', 'місцевість', 16],
  ] as const)('finds a section by a word in %s (%s)', (_lang, word, section) => {
    const found = searchRules(word);
    expect(found.map((e) => e.number)).toContain(section);
    // The section's own words match: all its rules are listed.
    expect(found.find((e) => e.number === section)!.rules).toEqual(ENTRIES.find((e) => e.number === section)!.rules);
    expect(found.length).toBeLessThan(ENTRIES.length);
  });

  it('a word of a rule\'s English text finds that rule in its section; nonsense finds nothing', () => {
    const found = searchRules('caltrops');
    expect(found.flatMap((e) => e.rules).every((r) => /caltrops/i.test(`${r.title ?? ''} ${r.text}`))).toBe(true);
    expect(found.length).toBeGreaterThan(0);
    expect(searchRules('qqqzzz')).toEqual([]);
  });

  it('every rule ID the engine cites (automaton reasons, refusals, events) has its entry', () => {
    const cited = new Set<string>();
    for (const file of sources(ENGINE)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:because\(|rule: )'((?:R(?:-[A-Z][A-Z0-9]*)+|OP)-\d+)'/g)) cited.add(m[1]!);
    }
    expect(cited.size).toBeGreaterThan(50);
    const ids = new Set(allIds);
    expect([...cited].filter((id) => !ids.has(id))).toEqual([]);
  });
});
