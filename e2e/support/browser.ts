import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

// The e2e tests and the web benchmark drive Chromium through playwright-core. A browser that
// Playwright manages (`npx playwright-core install chromium`) is used when it is there; otherwise
// Debian's /usr/bin/chromium (.ci/run installs it with apt-get). CHROMIUM_PATH overrides both.

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags for a headless browser on a server: no sandbox (CI runs as root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** The browser binary to launch, or a message saying how to get one. */
export function chromiumPath(): { ok: true; path: string } | { ok: false; message: string } {
  const override = process.env['CHROMIUM_PATH'];
  if (override !== undefined && override !== '') {
    return existsSync(override) ? { ok: true, path: override } : { ok: false, message: `CHROMIUM_PATH=${override} does not exist.` };
  }
  const managed = chromium.executablePath();
  if (managed !== '' && existsSync(managed)) return { ok: true, path: managed };
  if (existsSync(DEBIAN_CHROMIUM)) return { ok: true, path: DEBIAN_CHROMIUM };
  return {
    ok: false,
    message:
      'No Chromium found: install Debian\'s (`apt-get install chromium`) or Playwright\'s ' +
      '(`npx playwright-core install chromium`), or set CHROMIUM_PATH. See the README.',
  };
}

export async function launchChromium(): Promise<Browser> {
  const found = chromiumPath();
  if (!found.ok) throw new Error(found.message);
  return chromium.launch({ executablePath: found.path, args: [...CHROMIUM_ARGS], timeout: 60_000 });
}

/** One browser for a test file: launched before its tests, closed after them. Call at the top level of the file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('useBrowser(): the browser is used before beforeAll launched it.');
    return browser;
  };
}
