import type { Page } from 'playwright-core';

// The page's language, switched the way a player does: the top bar's language control
// (apps/web/src/app/TopBar.tsx: one select, its options `lang-<code>`). Waits until the page reads
// in that language.

export type PageLang = 'cs' | 'pl' | 'uk' | 'en';

export async function setLanguage(page: Page, lang: PageLang): Promise<void> {
  await page.getByTestId('lang-select').selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}
