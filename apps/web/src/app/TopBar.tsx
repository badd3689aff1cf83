import type { ReactNode } from 'react';
import { LANGS, useLang, useSetLang, useT, type Lang } from '../i18n';
import { KeysHelp } from './KeysHelp';
import { MotionSettings } from '../motion/MotionSettings';
import { RulesHelp } from './RulesHelp';
import { navigate } from './router';

// The strip above every page: the name (back home), what the page adds (connection, clock, seat),
// and the language switch. Language names are written in their own language, as switches are.

const LANG_NAMES: Readonly<Record<Lang, string>> = { cs: 'Čeština', pl: 'Polski', uk: 'Українська', en: 'English' };
// Ukrainian is УКР: "UK" reads as the United Kingdom.
const LANG_SHORT: Readonly<Record<Lang, string>> = { cs: 'CS', pl: 'PL', uk: 'УКР', en: 'EN' };

export function TopBar({ children }: { readonly children?: ReactNode }) {
  const t = useT();
  return (
    <header className="topbar">
      <a
        className="topbar-title"
        href="/"
        onClick={(e) => {
          e.preventDefault();
          navigate('/');
        }}
      >
        {t('app.title')}
      </a>
      <div className="topbar-middle">{children}</div>
      <RulesHelp />
      <MotionSettings />
      <KeysHelp />
      <LanguageSwitch />
    </header>
  );
}

export function LanguageSwitch() {
  const t = useT();
  const lang = useLang();
  const setLang = useSetLang();
  return (
    <nav className="lang-switch" aria-label={t('bar.language')}>
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          title={LANG_NAMES[code]}
          aria-pressed={code === lang}
          data-testid={`lang-${code}`}
          onClick={() => setLang(code)}
        >
          {LANG_SHORT[code]}
        </button>
      ))}
    </nav>
  );
}
