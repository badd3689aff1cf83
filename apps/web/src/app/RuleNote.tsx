import type { ReactElement } from 'react';
import type { T } from '../i18n';
import { ruleLink, RULE_ID } from './ruleLinks';
import '../table/words.css';

/**
 * A rule code (R-SOLO-MOVE-1, OP-30) beside a sentence, behind a small "rules" disclosure: the
 * code is for those who look it up, not part of what the player reads (issue 22 item 10). Each ID
 * links to its entry in the rules reference (app/ruleLinks.ts), opened in the page (app/RulesHelp.tsx).
 */
export function RuleNote({ rule, t }: { rule: string | null | undefined; t: T }): ReactElement | null {
  if (rule === null || rule === undefined) return null;
  return (
    <details className="rule-note" data-rule={rule}>
      <summary>{t('words.rules')}</summary>
      <code>
        {rule.split(RULE_ID).map((part, i) => {
          const href = i % 2 === 1 ? ruleLink(part) : null; // odd parts are the IDs the split kept
          return href === null ? part : <a key={i} href={href} data-rule-link={part}>{part}</a>;
        })}
      </code>
    </details>
  );
}
