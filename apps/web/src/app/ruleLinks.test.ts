import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { RuleNote } from './RuleNote';
import { RULINGS_PAGE, ruleLink, ruleLinks } from './ruleLinks';

// Issue 23 item 19: the rule notes the page shows link each ruling OP-n to its text. The target
// must exist: the rulings page holds an anchor for every ruling up to OP-87 (the newest, OP-61 to
// OP-87, among them), so no link lands on a page without its ruling.

const page = readFileSync(new URL(`../../public${RULINGS_PAGE}`, import.meta.url), 'utf8');
const anchors = new Set([...page.matchAll(/<section id="(OP-\d+)">/g)].map((m) => m[1]));

describe('rule links', () => {
  it('every ruling OP-1 to OP-87 links to its own anchor on the rulings page', () => {
    for (let n = 1; n <= 87; n++) {
      const href = ruleLink(`OP-${n}`);
      expect(href).toBe(`/rulings.html#OP-${n}`);
      expect(anchors.has(href!.split('#')[1]!), `OP-${n}`).toBe(true);
    }
    expect(page).toContain('Look at the hand'); // OP-73's title, as the reference words it
  });

  it('rulebook IDs have no page and stay plain text; a note is read ID by ID', () => {
    expect(ruleLink('R-SOLO-LOOK-1')).toBeNull();
    expect(ruleLink('OP-7x')).toBeNull();
    expect(ruleLinks('OP-21, R-DIAG-6 and OP-73')).toEqual([
      { id: 'OP-21', href: '/rulings.html#OP-21' },
      { id: 'R-DIAG-6', href: null },
      { id: 'OP-73', href: '/rulings.html#OP-73' },
    ]);
  });

  it('the "rules" disclosure beside a sentence links each ruling and leaves rulebook IDs as text', () => {
    const html = renderToStaticMarkup(createElement(RuleNote, { rule: 'OP-30, R-SOLO-MOVE-1', t: (key, params) => translate('cs', key, params) }));
    expect(html).toContain('<a href="/rulings.html#OP-30" target="_blank" rel="noopener">OP-30</a>');
    expect(html).toContain('R-SOLO-MOVE-1');
    expect(html).not.toContain('#R-SOLO-MOVE-1');
    expect(html).toContain(`<summary>${translate('cs', 'words.rules')}</summary>`);
  });
});
