// Rules coverage: which rule IDs of the rules reference are cited by the names of Vitest tests.
// Writes docs/rules-coverage.md and prints "rules covered: N of M" as its last line.
//
//   npm run coverage:rules [-- --sections 5-9,27] [-- --require 5-9]
//
// --sections S  also print the uncovered IDs of those sections
// --require S   exit 1 if any normative ID of those sections is uncovered (2 = any other error)
// RULES_FILE    overrides the rules file (default ../shared/rules/senjutsu-rules.md from the repo root)
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
 * Coverage grouped by rulebook section. `tests` are names or { name, file } objects.
 * covered/total count normative IDs only; descriptive IDs are listed but not counted.
 */
export function coverage(rules, tests) {
  const byId = new Map(rules.map((rule) => [rule.id, { ...rule, tests: [] }]));
  const unknown = [];
  for (const raw of tests) {
    const test = typeof raw === 'string' ? { name: raw } : raw;
    for (const token of new Set(test.name.match(TOKEN) ?? [])) {
      if (byId.has(token)) byId.get(token).tests.push(test);
      else if (ID_SHAPE.test(token)) unknown.push({ id: token, test });
    }
  }
  const sections = [];
  for (const rule of byId.values()) {
    let last = sections.at(-1);
    if (!last || last.number !== rule.section || last.title !== rule.sectionTitle) {
      last = { number: rule.section, title: rule.sectionTitle, rules: [], covered: 0, total: 0, descriptive: 0 };
      sections.push(last);
    }
    last.rules.push(rule);
    if (!rule.normative) last.descriptive += 1;
    else {
      last.total += 1;
      if (rule.tests.length > 0) last.covered += 1;
    }
  }
  const sum = (key) => sections.reduce((n, s) => n + s[key], 0);
  return { sections, covered: sum('covered'), total: sum('total'), unknown };
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
    'whole token, e.g. `it(\'R-KAMAE-PATH-2: a path move may stop early\')`. Descriptive IDs (R-CONV, R-COMP, R-ANAT,',
    'R-SYM, R-FRAG, R-SIG; see R-CONV-7) need no test and are not counted. Sections without rule IDs are not listed.',
    '',
    `**Rules covered: ${cov.covered} of ${cov.total}** normative IDs.`,
    '',
    '## Summary',
    '',
    '| Section | Covered | Normative | Uncovered | Descriptive |',
    '|---|--:|--:|--:|--:|',
    ...cov.sections.map(
      (s) => `| [${escapeMd(label(s))}](#${sectionAnchor(s)}) | ${s.covered} | ${s.total} | ${s.total - s.covered} | ${s.descriptive} |`,
    ),
    `| **Total** | **${cov.covered}** | **${cov.total}** | **${cov.total - cov.covered}** | |`,
  ];
  for (const s of cov.sections) {
    out.push('', `## <a id="${sectionAnchor(s)}"></a>${escapeMd(label(s))}`, '');
    out.push(s.total ? `${s.covered} of ${s.total} covered.` : 'Descriptive only: no test needed.', '');
    for (const rule of s.rules) {
      const status = !rule.normative ? '➖ _descriptive_' : rule.tests.length ? '✅' : '❌ **UNCOVERED**';
      out.push(`- <a id="${anchor(rule.id)}"></a>**${rule.id}** ${status} — ${escapeMd(excerpt(rule.text))}`);
      for (const t of rule.tests) out.push(`  - ${t.file ? `\`${t.file}\` › ` : ''}${escapeMd(t.name)}`);
    }
  }
  if (cov.unknown.length) {
    out.push('', '## Cited IDs not in the rulebook', '');
    for (const { id, test } of cov.unknown) {
      out.push(`- **${id}** — ${test.file ? `\`${test.file}\` › ` : ''}${escapeMd(test.name)}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** Full test names from Vitest itself. Runtime collection (not static parsing) expands test.each rows. */
function listTests(root) {
  const dir = mkdtempSync(join(tmpdir(), 'coverage-rules-'));
  const jsonFile = join(dir, 'tests.json');
  try {
    const cli = join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const args = [cli, 'list', '--config', join(root, 'vitest.config.ts'), '--no-staticParse', `--json=${jsonFile}`];
    const res = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
    // Vitest can print collection errors and still exit 0 without writing the JSON: check both.
    if (res.error || res.status !== 0 || !existsSync(jsonFile)) {
      const detail = res.error?.message ?? `${res.stdout ?? ''}${res.stderr ?? ''}`.trim();
      throw new Error(`vitest list failed (exit ${res.status ?? 'none'}):\n${detail}`);
    }
    const toPosix = (file) => relative(root, file).split(sep).join('/');
    return JSON.parse(readFileSync(jsonFile, 'utf8'))
      .map(({ name, file }) => ({ name, file: file ? toPosix(file) : undefined }))
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
