import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { fillSetup } from './support/home';
import { createRoom } from './support/rooms';

// Issue 21 item 8: the built page under the server's Content-Security-Policy ('self' for scripts,
// styles and fonts, no inline styles): Chromium reports every blocked load or inline style as a
// `securitypolicyviolation` event and a console error. None on the home page, in an online duel
// (both seats, some moves played), in solo play, hot-seat or a horde run.

const baseURL = inject('baseURL');
const browser = useBrowser();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

type Watched = { readonly page: Page; readonly errors: string[] };

/** A page that records CSP violations (from the first script on) and console errors, at `url`. */
async function watched(url: string): Promise<Watched> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  // An init script runs before the page's own (and is not subject to its CSP).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`));
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  const response = await page.goto(url);
  // The policy under test is really the one served.
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self';");
  return { page, errors };
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/**
 * Play a little on the pages in turn: pass a hot-seat hand-over, wait while the automata think,
 * click an offered option (a click the page no longer offers is let go). Up to `clicks` in all.
 */
async function play(pages: readonly Page[], clicks: number): Promise<number> {
  let done = 0;
  for (let round = 0; round < clicks * 6 && done < clicks; round++) {
    const page = pages[round % pages.length]!;
    page.setDefaultTimeout(5_000);
    try {
      if (await page.getByTestId('handover').isVisible()) await page.getByTestId('handover-confirm').click();
      await page.getByTestId('solo-thinking').waitFor({ state: 'detached' });
      if ((await clickSomeOption(page)) !== null) done++;
    } catch {
      // the page moved on under the click: look again
    }
    await page.waitForTimeout(150);
  }
  return done;
}

test('CSP: the home page has no violations', async () => {
  const home = await watched(baseURL);
  await home.page.getByTestId('home').waitFor();
  await home.page.getByTestId('play-online').waitFor();
  expect(await violations(home.page)).toEqual([]);
  expect(home.errors).toEqual([]);
});

test('CSP: an online duel (both seats, moves played) has no violations', async () => {
  const room = await createRoom(baseURL, { mode: 'duel', seats: [{ character: 'ronin' }, { character: 'student' }], battlefield: 'burnt-village', terrain: ['rock', 'torii'] });
  const seats: Watched[] = [];
  for (const seat of room.seats) seats.push(await watched(`${baseURL}${seat.invite.path}`));
  for (const seat of seats) await seat.page.locator('[data-testid="connection"][data-state="connected"]').waitFor();
  await seats[0]!.page.getByTestId('board').waitFor();
  expect(await play(seats.map((s) => s.page), 8)).toBeGreaterThan(0);
  for (const seat of seats) {
    expect(await violations(seat.page)).toEqual([]);
    expect(seat.errors).toEqual([]);
  }
});

test('CSP: solo play in the tab has no violations', async () => {
  const solo = await watched(baseURL);
  await fillSetup(solo.page, { mode: 'solo', characters: ['ronin', 'warrior'], battlefield: 'burnt-village' });
  await solo.page.getByTestId('solo-automaton-0').selectOption('katana-ashigaru');
  await solo.page.getByTestId('solo-start').click();
  await solo.page.waitForURL(/\/solo$/);
  await solo.page.getByTestId('solo').waitFor();
  expect(await play([solo.page], 8)).toBeGreaterThan(0);
  expect(await violations(solo.page)).toEqual([]);
  expect(solo.errors).toEqual([]);
});

test('CSP: the hot-seat and horde pages have no violations', async () => {
  for (const [mode, path] of [['hotseat', /\/hotseat$/], ['horde', /\/horde$/]] as const) {
    const local = await watched(baseURL);
    await fillSetup(local.page, { mode, characters: ['ronin', 'warrior'], battlefield: 'burnt-village' });
    await local.page.getByTestId(`${mode}-start`).click();
    await local.page.waitForURL(path);
    await local.page.locator('[data-testid="board"], [data-testid="handover"]').first().waitFor();
    expect(await play([local.page], 4), mode).toBeGreaterThan(0);
    expect(await violations(local.page), mode).toEqual([]);
    expect(local.errors, mode).toEqual([]);
  }
});
