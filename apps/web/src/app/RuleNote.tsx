import type { ReactElement } from 'react';
import type { T } from '../i18n';
import { ruleLinks } from './ruleLinks';
import '../table/words.css';

/**
 * A rule code (R-SOLO-MOVE-1, OP-30) beside a sentence, behind a small "rules" disclosure: the
 * code is for those who look it up, not part of what the player reads (issue 22 item 10). A ruling
 * OP-n opens its text on the rulings page in a new tab (issue 23 item 19); rulebook IDs stay text.
 */
export function RuleNote({ rule, t }: { rule: string | null | undefined; t: T }): ReactElement | null {
  if (rule === null || rule === undefined) return null;
  return (
    <details className="rule-note" data-rule={rule}>
      <summary>{t('words.rules')}</summary>
      <code>
        {ruleLinks(rule).map(({ id, href }, i) => (
          <span key={`${id}-${i}`}>
            {i > 0 && ', '}
            {href === null ? id : <a href={href} target="_blank" rel="noopener">{id}</a>}
          </span>
        ))}
        {ruleLinks(rule).length === 0 && rule}
      </code>
    </details>
  );
}
