import { Children, type ReactNode } from 'react';
import { LANGS, useLang, useSetLang, useT, type Lang } from '../i18n';
import { KeysHelp } from './KeysHelp';
import { MotionSettings } from '../motion/MotionSettings';
import { RulesHelp } from './RulesHelp';
import { navigate } from './router';
import { GlobeIcon, HomeMark } from './TopBarIcons';

// The strip above every page, one row even on a phone: the name (back home), what the page adds
// (connection, clock, seat: its "status"), and the tools: rules, sound and motion, keys, language.
// On a narrow window the tools show icons (their names stay for screen readers and tooltips), and
// with a status the name shrinks to a mark so the status keeps the room between (app.css). A page's
// `menu` (the online table's game menu on a phone) sits first among the tools, outside the strip.

const LANG_NAMES: Readonly<Record<Lang, string>> = { cs: 'Čeština', pl: 'Polski', uk: 'Українська', en: 'English' };
// Ukrainian is УКР: "UK" reads as the United Kingdom.
const LANG_SHORT: Readonly<Record<Lang, string>> = { cs: 'CS', pl: 'PL', uk: 'УКР', en: 'EN' };

export function TopBar({ children, menu }: { readonly children?: ReactNode; readonly menu?: ReactNode }) {
  const t = useT();
  const hasStatus = Children.toArray(children).length > 0;
  return (
    <header className={hasStatus ? 'topbar topbar-with-status' : 'topbar'}>
      <a
        className="topbar-title"
        href="/"
        title={t('app.title')}
        onClick={(e) => {
          e.preventDefault();
          navigate('/');
        }}
      >
        <HomeMark />
        <span className="topbar-title-text">{t('app.title')}</span>
      </a>
      <div className="topbar-middle">{children}</div>
      <div className="topbar-tools">
        {menu}
        <RulesHelp />
        <MotionSettings />
        <KeysHelp />
        <LanguageSwitch />
      </div>
    </header>
  );
}

/**
 * One native select for the four languages: keyboard and screen readers get a real listbox named
 * "Language" in the page's language, each option its language's own name; the eye sees the short
 * code over it. The choice is remembered by the store (settings.ts), as before.
 */
export function LanguageSwitch() {
  const t = useT();
  const lang = useLang();
  const setLang = useSetLang();
  return (
    <span className="lang-switch">
      <GlobeIcon />
      <span className="lang-code" aria-hidden>{LANG_SHORT[lang]}</span>
      <select
        aria-label={t('bar.language')}
        title={t('bar.language')}
        value={lang}
        data-testid="lang-select"
        onChange={(e) => setLang(e.target.value as Lang)}
      >
        {LANGS.map((code) => (
          <option key={code} value={code} lang={code} data-testid={`lang-${code}`}>
            {LANG_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
