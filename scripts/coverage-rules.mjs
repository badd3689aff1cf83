// Rules coverage: which rule IDs of the rules reference are cited by the names of Vitest tests.
// Writes docs/rules-coverage.md and prints "rules covered: N of M" as its last line.
//
//   npm run coverage:rules [-- --sections 5-9,27] [-- --require 5-9]
//
// --sections S  also print the uncovered IDs of those sections
// --require S   exit 1 if any normative ID of those sections is uncovered (2 = any other error)
// RULES_FILE    overrides the rules file (default ../shared/rules/senjutsu-rules.md from the repo root)
//
// Which citations count (issue #9, item 14). A behaviour (normative) rule is covered only by a test
// that runs rules code; a test that only reads content data cites it "weakly": the report lists
// weak citations apart and they cover nothing. How a test is known to run rules code, statically
// from its source (Vitest gives each test's file, line and column):
//  - the test's own text (the `it(...)` call) calls, directly or through a helper defined in the
//    same file (functions and consts, followed transitively), a "runner":
//  - a runner is a function imported from a rules module: by relative path from the engine's
//    sources outside packages/engine/src/testing (the engine's own unit tests, hex geometry included),
//    or from packages/cards/src/deckbuilding (the deck-building rules) or packages/cards/src/solo/decks
//    (the solo deck construction of section 21);
//  - or one of ENGINE_ENTRIES, the public functions that play a game (from '@senjutsu/engine' or the
//    engine's index), or one of TEST_RUNNERS, the testing helpers that build and play a scenario.
// Anything else (schema parsing, reading CATALOG or BATTLEFIELDS, hex helpers called on content
// data from another package) is data-only. The check errs on the weak side: a helper module that
// plays games but is not listed in TEST_RUNNERS makes its tests weak, which the report shows.
// Descriptive IDs need no test; any citation of them is listed as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// Per R-CONV-7 these families describe components or card faces: no test is needed for them.
const DESCRIPTIVE = /^R-(CONV|COMP|ANAT|SYM|FRAG|SIG)-/;
// A rule definition is a list item whose bold text starts with the ID:
// "- **R-KAMAE-PATH-1** text" or "- **OP-42 Line-of-sight edge cases.** text". D-n lines are not rules.
const DEFINITION = /^\s*[-*]\s+\*\*((?:R(?:-[A-Z][A-Z0-9]*)+|OP)-\d+)(?=\*\*|\s)(.*)$/;
// Anything shaped like a rule ID, to flag test names that cite an ID the rulebook does not have.
const ID_SHAPE = /^(?:R(?:-[A-Z][A-Z0-9]*)+|OP)-\d+$/;
// A name is split into tokens of letters, digits, "_" and "-", so an ID only matches as a whole
// token: R-KAMAE-1 never matches inside R-KAMAE-10 or R-KAMAE-1-x, nor OP-4 inside OP-42.
const TOKEN = /[\w-]+/g;

export const isNormative = (id) => !DESCRIPTIVE.test(id);

/** Every rule ID in rulebook order, with its "## N. Title" section and its text. */
export function parseRuleIds(markdown) {
  const rules = [];
  const seen = new Set();
  let section = null;
  let sectionTitle = '';
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(?:(\d+)\.\s+)?(.+?)\s*$/.exec(line);
    if (heading) {
      section = heading[1] === undefined ? null : Number(heading[1]);
      sectionTitle = heading[2];
      continue;
    }
    const def = DEFINITION.exec(line);
    if (!def || seen.has(def[1])) continue; // first definition wins if an ID is ever repeated
    seen.add(def[1]);
    const text = def[2].replaceAll('**', '').replace(/\s+/g, ' ').trim();
    rules.push({ id: def[1], section, sectionTitle, text, normative: isNormative(def[1]) });
  }
  return rules;
}

/** The known IDs that a test name cites, each once, in order of appearance. */
export function citedIds(testName, knownIds) {
  const known = knownIds instanceof Set ? knownIds : new Set(knownIds);
  return [...new Set(testName.match(TOKEN) ?? [])].filter((token) => known.has(token));
}

/**
 * Coverage grouped by rulebook section. `tests` are names or { name, file, engine } objects; a test
 * with `engine: false` does not run rules code (see the top of this file): its citations of
 * normative IDs go to `weak` and cover nothing. covered/total count normative IDs only;
 * descriptive IDs are listed but not counted.
 */
export function coverage(rules, tests) {
  const byId = new Map(rules.map((rule) => [rule.id, { ...rule, tests: [], weak: [] }]));
  const unknown = [];
  for (const raw of tests) {
    const test = typeof raw === 'string' ? { name: raw } : raw;
    for (const token of new Set(test.name.match(TOKEN) ?? [])) {
      const rule = byId.get(token);
      if (rule) (rule.normative && test.engine === false ? rule.weak : rule.tests).push(test);
      else if (ID_SHAPE.test(token)) unknown.push({ id: token, test });
    }
  }
  const sections = [];
  for (const rule of byId.values()) {
    let last = sections.at(-1);
    if (!last || last.number !== rule.section || last.title !== rule.sectionTitle) {
      last = { number: rule.section, title: rule.sectionTitle, rules: [], covered: 0, total: 0, descriptive: 0, weakOnly: 0 };
      sections.push(last);
    }
    last.rules.push(rule);
    if (!rule.normative) last.descriptive += 1;
    else {
      last.total += 1;
      if (rule.tests.length > 0) last.covered += 1;
      else if (rule.weak.length > 0) last.weakOnly += 1;
    }
  }
  const sum = (key) => sections.reduce((n, s) => n + s[key], 0);
  return { sections, covered: sum('covered'), total: sum('total'), weakOnly: sum('weakOnly'), unknown };
}

// ---------------------------------------------------------------------------------------------
// Which tests run rules code (see the top of this file).

/** The public functions of @senjutsu/engine that play a game. */
export const ENGINE_ENTRIES = ['createGame', 'createScenario', 'applyAction', 'pendingDecisions', 'viewFor', 'outcome'];
/** Testing helpers that build a scenario or play through the engine (engine and server testing modules). */
export const TEST_RUNNERS = [
  'scenario', 'act', 'actAll', 'selectCards', 'firstOptions', 'decisionOf', 'newTestGame', 'playout', 'randomPlayout',
  'expectRejected', 'rejected', 'startTestServer', 'newSoloGame', 'runSoloGame', 'soloPosition', 'playUntil',
];

/** Index just past a string or template literal that starts at `i` (no nesting inside `${}`). */
function stringEnd(src, i) {
  const quote = src[i];
  for (i += 1; i < src.length && src[i] !== quote; i++) if (src[i] === '\\') i++;
  return i + 1;
}

/**
 * Scan from `i` over brackets, strings and comments. With `statement`, stop at a ";" at depth 0
 * (or at the bracket that closes the enclosing block); otherwise stop after the group that opens at `i`.
 */
function scanEnd(src, i, statement = false) {
  let depth = 0;
  for (; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') i = stringEnd(src, i) - 1;
    else if (c === '/' && src[i + 1] === '/') i = src.indexOf('\n', i) < 0 ? src.length : src.indexOf('\n', i);
    else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i) < 0 ? src.length : src.indexOf('*/', i) + 1;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0 && !statement) return i + 1;
      if (depth < 0) return i;
    } else if (c === ';' && depth === 0 && statement) return i + 1;
  }
  return src.length;
}

/** `text` with string literals and comments emptied, so a name inside a test title or a comment is no call. */
function codeOnly(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      const end = stringEnd(text, i);
      out += `${c}${c}`;
      i = end - 1;
    } else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      const end = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i) + 2;
      i = (end <= 0 ? text.length : end) - 1;
      out += ' ';
    } else out += c;
  }
  return out;
}

const escapeRe = (s) => s.replace(/[$]/g, '\\$&');
/** Whether `text` calls one of `names` or passes it as an argument (`.map(f)`); a method of the same name does not count. */
const callsAny = (text, names) =>
  names.size > 0 && new RegExp(`(?:^|[^\\w$.]|\\.{3})(?:${[...names].map(escapeRe).join('|')})\\s*(?:<[^()]*?>)?\\s*[(),]`).test(codeOnly(text));

/** Local names imported by `source`, with the module each comes from (type-only imports left out). */
export function importsOf(source) {
  const out = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      const [, imported, local] = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(item) ?? [];
      if (imported) out.push({ name: local ?? imported, imported, from: m[3] });
    }
  }
  return out;
}

/**
 * For each test of one file (its source, its path from the repo root, and each test's 1-based
 * line and column as Vitest reports them), whether the test runs rules code.
 */
export function testsRunningRules(source, file, locations) {
  const dir = file.split('/').slice(0, -1);
  const resolveSpec = (spec) => {
    const parts = [...dir];
    for (const seg of spec.split('/')) {
      if (seg === '..') parts.pop();
      else if (seg !== '.') parts.push(seg);
    }
    return parts.join('/').replace(/\.(m?js|ts)$/, '');
  };
  const isRulesModule = (spec) => {
    if (!spec.startsWith('.')) return false;
    const path = resolveSpec(spec);
    return (path.startsWith('packages/engine/src/') && !path.startsWith('packages/engine/src/testing')) || path === 'packages/cards/src/deckbuilding' || path === 'packages/cards/src/solo/decks';
  };
  const named = new Set([...ENGINE_ENTRIES, ...TEST_RUNNERS]);
  const runners = new Set(importsOf(source).filter((i) => isRulesModule(i.from) || named.has(i.imported)).map((i) => i.name));

  // Helpers defined in the file, followed until no new runner turns up.
  const helpers = [];
  for (const m of source.matchAll(/(?:^|[^\w$.])(?:function\s*\*?\s*([\w$]+)\s*[(<]|(?:const|let)\s+([\w$]+)\s*(?::[^=]+)?=)/g)) {
    const start = m.index;
    const isFunction = m[1] !== undefined;
    let end;
    if (isFunction) {
      // The body is the first "{" that ends its line: a return type's object literal stays on the signature's line.
      const params = source.indexOf('(', start);
      const after = scanEnd(source, params);
      const bodyAt = /\{[ \t]*\r?\n/.exec(source.slice(after));
      const body = bodyAt ? after + bodyAt.index : source.indexOf('{', after);
      end = body < 0 ? source.length : scanEnd(source, body);
    } else end = scanEnd(source, start + m[0].length, true);
    helpers.push({ name: m[1] ?? m[2], text: source.slice(start + m[0].length, end) });
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const h of helpers) {
      if (!runners.has(h.name) && callsAny(h.text, runners)) {
        runners.add(h.name);
        grew = true;
      }
    }
  }

  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  return locations.map((loc) => {
    if (!loc || lineStarts[loc.line - 1] === undefined) return false;
    const open = source.indexOf('(', lineStarts[loc.line - 1] + loc.column - 1);
    if (open < 0) return false;
    return callsAny(source.slice(open, scanEnd(source, open)), runners);
  });
}

/** "5-9,27" -> Set {5,6,7,8,9,27}; throws on anything else. */
export function parseSectionList(spec) {
  const numbers = new Set();
  for (const part of spec.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    const from = Number(m?.[1]);
    const to = Number(m?.[2] ?? m?.[1]);
    if (!m || to < from) throw new Error(`bad section list "${spec}" (expected e.g. 5-9,27)`);
    for (let n = from; n <= to; n++) numbers.add(n);
  }
  return numbers;
}

/** First ~max characters of a rule, cut at a word boundary. */
export function excerpt(text, max = 100) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max / 2 ? space : max).replace(/[\s,;:.(-]+$/, '')}…`;
}

// ">" is left alone: it only matters at the start of a line, and Vitest uses it between name parts.
const escapeMd = (s) => s.replace(/[\\`*_[\]<|]/g, '\\$&');
const anchor = (id) => id.toLowerCase();
const label = (s) => `§${s.number ?? '-'} ${s.title}`;
const sectionAnchor = (s) => `section-${s.number ?? anchor(s.title).replace(/[^a-z0-9]+/g, '-')}`;

/** The report. Deterministic (rulebook order, no dates) so that it diffs cleanly. */
export function renderMarkdown(cov, rulesPath) {
  const out = [
    '# Rules coverage',
    '',
    `> Generated by \`npm run coverage:rules\` (scripts/coverage-rules.mjs) from \`${rulesPath}\`. Do not edit by hand.`,
    '',
    'A rule ID is covered when the full name of at least one Vitest test (describe blocks included) cites it as a',
    'whole token, e.g. `it(\'R-KAMAE-PATH-2: a path move may stop early\')`, and, for a normative rule, that test runs',
    'rules code: it plays the engine (createGame, createScenario, applyAction or a testing helper that does), or calls',
    'the engine\'s own modules or the deck-building rules. A test that only reads content data cites a rule *weakly*:',
    'weak citations cover nothing and are listed apart, under "Weak citations". How a test is classified is described',
    'at the top of scripts/coverage-rules.mjs. Descriptive IDs (R-CONV, R-COMP, R-ANAT, R-SYM, R-FRAG, R-SIG; see',
    'R-CONV-7) need no test and are not counted. Sections without rule IDs are not listed.',
    '',
    `**Rules covered: ${cov.covered} of ${cov.total}** normative IDs; ${cov.weakOnly} more are cited by data-only tests only.`,
    '',
    '## Summary',
    '',
    '| Section | Covered | Normative | Uncovered | Weak only | Descriptive |',
    '|---|--:|--:|--:|--:|--:|',
    ...cov.sections.map(
      (s) => `| [${escapeMd(label(s))}](#${sectionAnchor(s)}) | ${s.covered} | ${s.total} | ${s.total - s.covered} | ${s.weakOnly} | ${s.descriptive} |`,
    ),
    `| **Total** | **${cov.covered}** | **${cov.total}** | **${cov.total - cov.covered}** | **${cov.weakOnly}** | |`,
  ];
  const cite = (t) => `${t.file ? `\`${t.file}\` › ` : ''}${escapeMd(t.name)}`;
  for (const s of cov.sections) {
    out.push('', `## <a id="${sectionAnchor(s)}"></a>${escapeMd(label(s))}`, '');
    out.push(s.total ? `${s.covered} of ${s.total} covered.` : 'Descriptive only: no test needed.', '');
    for (const rule of s.rules) {
      const status = !rule.normative
        ? '➖ _descriptive_'
        : rule.tests.length
          ? '✅'
          : rule.weak.length
            ? `❌ **UNCOVERED** ([weak citations only](#weak-${anchor(rule.id)}))`
            : '❌ **UNCOVERED**';
      out.push(`- <a id="${anchor(rule.id)}"></a>**${rule.id}** ${status} — ${escapeMd(excerpt(rule.text))}`);
      for (const t of rule.tests) out.push(`  - ${cite(t)}`);
    }
  }
  const weak = cov.sections.flatMap((s) => s.rules.filter((r) => r.weak.length > 0));
  if (weak.length) {
    out.push('', '## Weak citations', '', 'Data-only tests that cite a normative rule: they read content data and run no rules code, so they cover nothing.', '');
    for (const rule of weak) {
      out.push(`- <a id="weak-${anchor(rule.id)}"></a>**${rule.id}**${rule.tests.length ? '' : ' (covered by no other test)'}`);
      for (const t of rule.weak) out.push(`  - ${cite(t)}`);
    }
  }
  if (cov.unknown.length) {
    out.push('', '## Cited IDs not in the rulebook', '');
    for (const { id, test } of cov.unknown) out.push(`- **${id}** — ${cite(test)}`);
  }
  return `${out.join('\n')}\n`;
}

/** Full test names from Vitest itself (runtime collection expands test.each rows), each marked whether it runs rules code. */
function listTests(root) {
  const dir = mkdtempSync(join(tmpdir(), 'coverage-rules-'));
  const jsonFile = join(dir, 'tests.json');
  try {
    const cli = join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const args = [cli, 'list', '--config', join(root, 'vitest.config.ts'), '--no-staticParse', '--includeTaskLocation', `--json=${jsonFile}`];
    const res = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
    // Vitest can print collection errors and still exit 0 without writing the JSON: check both.
    if (res.error || res.status !== 0 || !existsSync(jsonFile)) {
      const detail = res.error?.message ?? `${res.stdout ?? ''}${res.stderr ?? ''}`.trim();
      throw new Error(`vitest list failed (exit ${res.status ?? 'none'}):\n${detail}`);
    }
    const toPosix = (file) => relative(root, file).split(sep).join('/');
    const listed = JSON.parse(readFileSync(jsonFile, 'utf8')).map(({ name, file, location }) => ({ name, file: file ? toPosix(file) : undefined, location }));
    const byFile = new Map();
    for (const t of listed) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
    for (const [file, tests] of byFile) {
      const engine = file ? testsRunningRules(readFileSync(join(root, file), 'utf8'), file, tests.map((t) => t.location)) : tests.map(() => false);
      tests.forEach((t, i) => { t.engine = engine[i]; });
    }
    return listed
      .map(({ name, file, engine }) => ({ name, file, engine }))
      // Files come back in scheduling order, which varies; a stable sort by path keeps source order inside a file.
      .sort((a, b) => ((a.file ?? '') < (b.file ?? '') ? -1 : (a.file ?? '') > (b.file ?? '') ? 1 : 0));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { values } = parseArgs({
    options: { sections: { type: 'string', multiple: true }, require: { type: 'string', multiple: true } },
  });
  const rulesFile = process.env.RULES_FILE ? resolve(process.env.RULES_FILE) : resolve(root, '../shared/rules/senjutsu-rules.md');
  const markdown = readFileSync(rulesFile, 'utf8');

  // Reject section numbers the rulebook does not have, so a typo in --require cannot pass silently.
  const headings = new Set([...markdown.matchAll(/^##\s+(\d+)\.\s/gm)].map((m) => Number(m[1])));
  const sectionsOption = (name) => {
    if (!values[name]) return new Set();
    const numbers = parseSectionList(values[name].join(','));
    for (const n of numbers) if (!headings.has(n)) throw new Error(`--${name}: the rulebook has no section ${n}`);
    return numbers;
  };
  const show = sectionsOption('sections');
  const required = sectionsOption('require');

  const rules = parseRuleIds(markdown);
  const cov = coverage(rules, listTests(root));

  for (const { id, test } of cov.unknown) {
    console.error(`warning: ${test.file ?? '?'} › "${test.name}" cites ${id}, which is not in the rulebook`);
  }
  for (const s of cov.sections) {
    console.log(`${label(s)}: ${s.covered} of ${s.total}${s.descriptive ? ` (+${s.descriptive} descriptive)` : ''}`);
    if (!show.has(s.number)) continue;
    for (const r of s.rules) if (r.normative && !r.tests.length) console.log(`    uncovered ${r.id}  ${excerpt(r.text, 70)}`);
  }

  const outFile = join(root, 'docs', 'rules-coverage.md');
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, renderMarkdown(cov, relative(root, rulesFile).split(sep).join('/')));
  console.log(`wrote ${relative(root, outFile)}`);

  const failing = cov.sections.filter((s) => required.has(s.number) && s.covered < s.total);
  if (failing.length) {
    const list = failing.map((s) => `§${s.number} (${s.total - s.covered} uncovered)`).join(', ');
    console.error(`--require: not fully covered: ${list}`);
    process.exitCode = 1;
  }
  console.log(`weak only (cited by data-only tests, not covered): ${cov.weakOnly}`);
  console.log(`rules covered: ${cov.covered} of ${cov.total}`);
}

// Run only as a script, not when the test file imports the pure functions above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`coverage:rules: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2; // distinct from 1, which means that --require failed
  }
}
