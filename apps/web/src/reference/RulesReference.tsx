import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { Lang } from '@senjutsu/cards';
import { ruleLink } from '../app/ruleLinks';
import { useLang, useT } from '../i18n';
import { searchRules, type Entry } from './search';
import './reference.css';

// The rules reference in the page (loaded on demand, app/RulesHelp.tsx opens it): a search field,
// then one entry per section of the rules reference, our explanation in the player's language and
// the section's rule IDs, each with its anchor and its English contract text. Opened at a rule ID
// (a link from a log line's "rules" note), it shows that rule's section and scrolls to the rule.

export default function RulesReference({ at }: { readonly at: string | null }): ReactElement {
  const t = useT();
  const lang = useLang();
  const [query, setQuery] = useState('');
  const list = useRef<HTMLDivElement>(null);
  // A rule asked for by a link: the search is cleared so its entry is there to scroll to.
  useEffect(() => {
    if (at === null) return;
    setQuery('');
    const target = list.current?.querySelector<HTMLElement>(`[id="${CSS.escape(at)}"]`);
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [at]);
  const entries = useMemo(() => searchRules(query), [query]);
  const count = entries.reduce((n, e) => n + e.rules.length, 0);
  return (
    <div className="rules-reference" data-testid="rules-reference">
      <label className="rules-search">
        {t('reference.search')}
        <input type="search" data-testid="rules-search" value={query} autoFocus={at === null} onChange={(e) => setQuery(e.target.value)} placeholder={t('reference.searchHint')} />
      </label>
      <p className="rules-count" role="status" data-testid="rules-count">{count === 0 ? t('reference.none') : t('reference.count', { count })}</p>
      <div className="rules-list" ref={list}>
        <EntryList entries={entries} lang={lang} at={at} />
      </div>
    </div>
  );
}

/** The entries: each section's explanation in `lang`, then its rules, each with its anchor (its ID as the element's id). */
export function EntryList({ entries, lang, at }: { readonly entries: readonly Entry[]; readonly lang: Lang; readonly at: string | null }): ReactElement {
  return (
    <>
      {entries.map((e) => (
        <section key={e.number} data-testid="rules-section" data-section={e.number}>
          <h3>{e.number}. {e.texts[lang].title}</h3>
          <p>{e.texts[lang].text}</p>
          <ul>
            {e.rules.map((r) => (
              <li key={r.id} id={r.id} tabIndex={-1} className={r.id === at ? 'rule-entry rule-asked' : 'rule-entry'} data-rule-entry={r.id}>
                <a href={ruleLink(r.id) ?? undefined}>{r.id}</a>{' '}
                <span lang="en">{r.title !== undefined && <strong>{r.title}. </strong>}{r.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
