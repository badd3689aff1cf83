// The rules reference's contract (apps/web/src/reference/contract.json): every rule ID of the rules
// reference (/work/shared/rules/senjutsu-rules.md) with its English contract text, grouped by the
// reference's numbered sections, and the rulings OP-n of section 27 (id, title, text). The page's
// rules reference (apps/web/src/reference) lists them under the sections' explanations, which we wrote
// in cs, pl, uk and en (apps/web/src/reference/sections.ts). The file is committed, so a clone without
// the rules reference builds; run this again when the rules change:
//
//   npm run rules:reference        RULES_FILE overrides ../shared/rules/senjutsu-rules.md
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rulesFile = process.env.RULES_FILE ?? resolve(root, '../shared/rules/senjutsu-rules.md');
const out = resolve(root, 'apps/web/src/reference/contract.json');

/** Markdown marks out: the page shows plain text. */
const plain = (s) => s.replace(/\*\*/g, '').replace(/`/g, '').trim();

/** Sections `## n. Title` holding rules `- **R-…-n** text` or rulings `- **OP-n Title.** text`. */
export function parseContract(markdown) {
  const sections = [];
  for (const line of markdown.split('\n')) {
    const heading = /^## (\d+)\. (.+)$/.exec(line);
    if (heading !== null) {
      sections.push({ number: Number(heading[1]), title: heading[2].trim(), rules: [] });
      continue;
    }
    const section = sections.at(-1);
    if (section === undefined) continue;
    const rule = /^- \*\*((?:R(?:-[A-Z][A-Z0-9]*)+)-\d+)\*\*\s*(.*)$/.exec(line);
    if (rule !== null) {
      section.rules.push({ id: rule[1], text: plain(rule[2]) });
      continue;
    }
    const ruling = /^- \*\*(OP-\d+)\s+(.+?)\.?\*\*\s*(.*)$/.exec(line);
    if (ruling !== null) section.rules.push({ id: ruling[1], title: plain(ruling[2]), text: plain(ruling[3]) });
  }
  return sections.filter((s) => s.rules.length > 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sections = parseContract(readFileSync(rulesFile, 'utf8'));
  const count = sections.reduce((n, s) => n + s.rules.length, 0);
  if (count === 0) throw new Error(`no rules found in ${rulesFile}`);
  writeFileSync(out, `${JSON.stringify({ sections }, null, 1)}\n`);
  console.log(`${count} rules in ${sections.length} sections written to ${out}`);
}
