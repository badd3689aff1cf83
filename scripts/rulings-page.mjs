// A static page of all rulings (the page's own links go to the in-page rules reference since
// issue 25, apps/web/src/app/ruleLinks.ts; this page stays for reading them all at once): the adopted
// rulings OP-1 … OP-n of the rules reference's section 27, one `id="OP-n"` anchor each, written to
// apps/web/public/rulings.html (a static file the server and Vite serve as /rulings.html). The
// file is committed, so a clone without the rules reference still has it; run this again when the
// rulings change:
//
//   npm run rulings:page            RULES_FILE overrides ../shared/rules/senjutsu-rules.md
//
// The rulings are the reference's own English text; the page's frame names itself in cs, pl, uk
// and en. No script and no inline style (the server's Content-Security-Policy allows neither).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rulesFile = process.env.RULES_FILE ?? resolve(root, '../shared/rules/senjutsu-rules.md');
const out = resolve(root, 'apps/web/public/rulings.html');

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The few inline marks the rulings use: **bold**, `code`. */
const inline = (s) => escape(s).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>').replace(/`([^`]+)`/g, '<code>$1</code>');

/** Every "- **OP-n Title.** text" item of the reference, with its nested lines. */
export function parseRulings(markdown) {
  const rulings = [];
  for (const line of markdown.split('\n')) {
    const item = /^- \*\*(OP-(\d+))\s+(.+?)\*\*\s*(.*)$/.exec(line);
    if (item !== null) rulings.push({ id: item[1], title: item[3].replace(/\.$/, ''), lines: [item[4]] });
    else if (rulings.length > 0 && /^\s+[-*]\s/.test(line)) rulings.at(-1).lines.push(line.trim().replace(/^[-*]\s+/, ''));
    else if (rulings.length > 0 && /^#/.test(line)) break;
  }
  return rulings;
}

export function rulingsPage(rulings) {
  const items = rulings.map((r) =>
    `<section id="${r.id}">\n<h2><a href="#${r.id}">${r.id}</a> ${inline(r.title)}</h2>\n${r.lines.map((l) => `<p>${inline(l)}</p>`).join('\n')}\n</section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Senjutsu Online: rulings OP-1 to ${rulings.at(-1).id}</title>
</head>
<body>
<main>
<h1>Senjutsu Online: rulings</h1>
<p lang="en">Where the rulebooks are silent, the game follows these rulings (the rules reference's section 27, in English).</p>
<p lang="cs">Kde pravidla mlčí, hra se řídí těmito výklady (anglicky).</p>
<p lang="pl">Tam, gdzie instrukcja milczy, gra stosuje te rozstrzygnięcia (po angielsku).</p>
<p lang="uk">Там, де правила мовчать, гра дотримується цих тлумачень (англійською).</p>
${items.join('\n')}
</main>
</body>
</html>
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rulings = parseRulings(readFileSync(rulesFile, 'utf8'));
  if (rulings.length === 0) throw new Error(`no OP-n rulings found in ${rulesFile}`);
  writeFileSync(out, rulingsPage(rulings));
  console.log(`${rulings.length} rulings (${rulings[0].id} to ${rulings.at(-1).id}) written to ${out}`);
}
