import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { recordFrames, type Received } from './frames';
import { ROOT } from './server';

// Pages for the tests: each context is a separate browser profile (its own storage), the way
// two players on two machines are. Every page error or console error fails the test that opened it.

export type OpenPage = { readonly context: BrowserContext; readonly page: Page; readonly errors: string[]; readonly received: Received };

/** A screen other than the default 1280x720 with a mouse: `touch` makes it a phone or tablet (touch events, mobile viewport). */
export type Screen = { readonly width: number; readonly height: number; readonly touch?: boolean };

/**
 * `motion: true` plays the figures' animations; by default a page asks for reduced motion, so
 * the page animates nothing (motion/) and the tests never wait on an animation.
 */
export async function openPage(browser: Browser, url: string, options: { locale?: string; screen?: Screen; motion?: boolean } = {}): Promise<OpenPage> {
  const screen = options.screen ?? { width: 1280, height: 720 };
  const touch = screen.touch === true ? { hasTouch: true, isMobile: true } : {};
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, locale: options.locale ?? 'en-US', reducedMotion: options.motion === true ? 'no-preference' : 'reduce', ...touch });
  // The tests play the secret card with one click (a click sends it), the way they were written;
  // the default online "choose, then confirm" (issue 22) is played by e2e/confirm.test.ts.
  await context.addInitScript(() => {
    if (window.localStorage.getItem('senjutsu:secretChoice') === null) window.localStorage.setItem('senjutsu:secretChoice', 'oneClick');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const received = recordFrames(page);
  await page.goto(url);
  return { context, page, errors, received };
}

const SCREENSHOTS = join(ROOT, 'docs/screenshots');

/** Saves a screenshot for the README and docs (docs/screenshots/<name>.png; the latest is kept in git). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // A hand card just drawn is measured in the frame after it appeared (cards/FitWidth.tsx).
  await page.waitForFunction(() => document.querySelector('.card-face[data-fitting]') === null);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}
