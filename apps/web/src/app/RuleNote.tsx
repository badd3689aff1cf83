import type { ReactElement } from 'react';
import type { T } from '../i18n';
import '../table/words.css';

/**
 * A rule code (R-SOLO-MOVE-1, OP-30) beside a sentence, behind a small "rules" disclosure: the
 * code is for those who look it up, not part of what the player reads (issue 22 item 10).
 */
export function RuleNote({ rule, t }: { rule: string | null | undefined; t: T }): ReactElement | null {
  if (rule === null || rule === undefined) return null;
  return (
    <details className="rule-note" data-rule={rule}>
      <summary>{t('words.rules')}</summary>
      <code>{rule}</code>
    </details>
  );
}
