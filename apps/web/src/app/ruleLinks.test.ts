import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { ENTRIES } from '../reference/search';
import { RuleNote } from './RuleNote';
import { ruleLink, ruleLinks } from './ruleLinks';

// Issue 25: one place (ruleLinks.ts) decides where a rule ID links: its entry in the page's rules
// reference, `/#<ID>`, which the top bar's Rules dialog opens. Every ruling OP-1 to OP-87 and every
// rulebook ID has that entry (reference.test.ts checks the anchors themselves).

const ids = new Set(ENTRIES.flatMap((e) => e.rules.map((r) => r.id)));

describe('rule links', () => {
  it('every ruling OP-1 to OP-87 links to its own entry of the rules reference', () => {
    for (let n = 1; n <= 87; n++) {
      expect(ruleLink(`OP-${n}`)).toBe(`/#OP-${n}`);
      expect(ids.has(`OP-${n}`), `OP-${n}`).toBe(true);
    }
  });

  it('rulebook IDs link to their entries too; what is no rule ID stays plain text; a note is read ID by ID', () => {
    expect(ruleLink('R-SOLO-LOOK-1')).toBe('/#R-SOLO-LOOK-1');
    expect(ids.has('R-SOLO-LOOK-1')).toBe(true);
    expect(ruleLink('OP-7x')).toBeNull();
    expect(ruleLink('S12')).toBeNull();
    expect(ruleLinks('OP-21, R-DIAG-6 and OP-73')).toEqual([
      { id: 'OP-21', href: '/#OP-21' },
      { id: 'R-DIAG-6', href: '/#R-DIAG-6' },
      { id: 'OP-73', href: '/#OP-73' },
    ]);
  });

  it('the "rules" disclosure beside a sentence links each rule ID to its entry, in the page', () => {
    const html = renderToStaticMarkup(createElement(RuleNote, { rule: 'OP-30, R-SOLO-MOVE-1', t: (key, params) => translate('cs', key, params) }));
    expect(html).toContain('<a href="/#OP-30" data-rule-link="OP-30">OP-30</a>');
    expect(html).toContain('<a href="/#R-SOLO-MOVE-1" data-rule-link="R-SOLO-MOVE-1">R-SOLO-MOVE-1</a>');
    expect(html).not.toContain('target="_blank"');
    expect(html).toContain(`<summary>${translate('cs', 'words.rules')}</summary>`);
  });
});
