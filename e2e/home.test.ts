import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { chooseMode } from './support/home';
import { openPage } from './support/pages';

// The home page by modes (apps/web/src/home): a first duel in two clicks, online or on one screen;
// "Create" makes one room however often it is clicked and moves to the invites; hot-seat games are
// saved in the browser and resume after a reload; a new game asks before it replaces a saved one.

const baseURL = inject('baseURL');
const browser = useBrowser();

/** Counts the player's clicks (trusted events only) from now on, across the page's own navigations. */
const countClicks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __clicks: number };
    w.__clicks = 0;
    document.addEventListener('click', (e) => e.isTrusted && w.__clicks++, true);
  });
const clicks = (page: Page) => page.evaluate(() => (window as unknown as { __clicks: number }).__clicks);

const roundsStarted = (page: Page) => page.locator('[data-testid="log"] li[data-event="roundStarted"]').count();
const handIds = (page: Page): Promise<string[]> =>
  page.locator('[data-testid="hand-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? ''));
const goHome = (page: Page) => page.locator('.topbar-title').click();

test('a first duel takes two clicks from the home page: online to the invites (own seat first, opened with one more), on one screen to the game', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL);
  await page.getByTestId('play-online').waitFor();
  await countClicks(page);
  await page.getByTestId('play-online').click();
  await page.getByTestId('create-game').click();
  await page.getByTestId('invites').waitFor();
  expect(await clicks(page)).toBe(2);
  // The view moved to the invites: their heading and the creator's own seat are on screen.
  await page.getByTestId('open-my-seat').waitFor();
  expect(await page.getByTestId('open-my-seat').evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })).toBe(true);
  expect(await page.locator('[data-testid^="seat-link-"]').first().getAttribute('data-testid')).toBe('seat-link-0');
  await page.getByTestId('open-my-seat').click();
  await page.waitForURL(/\/game\/[A-Za-z0-9_-]+$/);
  await page.locator('[data-testid="connection"][data-state="connected"]').waitFor();

  await page.goto(baseURL);
  await page.getByTestId('play-hotseat').waitFor();
  await countClicks(page);
  await page.getByTestId('play-hotseat').click();
  await page.getByTestId('hotseat-start').click();
  await page.getByTestId('handover').waitFor();
  expect(await clicks(page)).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
});

test('Create: the form is disabled while the request runs, and a double click (and one more) makes one room', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/rooms')) posts.push(r.url());
  });
  // A slow server: the request runs long enough to be clicked again.
  await page.route('**/api/rooms', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await chooseMode(page, 'online');
  await page.getByTestId('create-game').dblclick();
  await page.locator('fieldset.setup-form[disabled]').waitFor();
  expect(await page.getByTestId('create-game').isDisabled()).toBe(true);
  await page.getByTestId('create-game').click({ force: true });
  await page.getByTestId('invites').waitFor();
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(1);
  expect(await page.locator('fieldset.setup-form[disabled]').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('hot-seat: a reload resumes the saved game at the hand-over of the seat it waits on, with the same hand and log; a new game asks first', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL);
  await chooseMode(page, 'hotseat');
  await page.getByTestId('hotseat-start').click();
  await page.waitForURL(/\/hotseat$/);
  // Play into round 2, up to a seat's decision on screen.
  for (let guard = 0; guard < 400; guard++) {
    if (await page.getByTestId('handover').isVisible()) {
      await page.getByTestId('handover-confirm').click();
      await page.getByTestId('handover').waitFor({ state: 'detached' });
      continue;
    }
    if ((await page.locator('[data-testid="decision"]').count()) === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    if ((await roundsStarted(page)) >= 2) break;
    await clickSomeOption(page);
  }
  const seat = await page.getByTestId('hotseat-seat').getAttribute('data-seat');
  const before = { round: await page.locator('.table').getAttribute('data-round'), step: await page.locator('.table').getAttribute('data-step'), hand: await handIds(page), log: await page.locator('[data-testid="log"] li').count() };
  expect(Number(before.round)).toBeGreaterThanOrEqual(2);
  // What the browser holds: the saved game with every action so far, and no setup left to start again.
  const stored = await page.evaluate(
    () =>
      new Promise<{ actions: number; seats: number; pending: string | null }>((resolve, reject) => {
        const open = indexedDB.open('senjutsu-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('games').objectStore('games').get('current:hotseat');
          get.onsuccess = () => resolve({ actions: get.result?.actions.length ?? -1, seats: get.result?.seats.length ?? -1, pending: sessionStorage.getItem('senjutsu:hotseat') });
        };
      }),
  );
  expect(stored.pending).toBeNull();
  expect(stored.actions).toBeGreaterThan(10);
  expect(stored.seats).toBe(stored.actions);
  await page.reload();
  // The hand-over first (whoever looks at the reloaded screen sees no hand), then the same position.
  await page.locator(`[data-testid="handover"][data-seat="${seat}"]`).waitFor();
  expect(await page.locator('[data-testid="hand-card"]').count()).toBe(0);
  await page.getByTestId('handover-confirm').click();
  await page.locator('.table').waitFor();
  const after = { round: await page.locator('.table').getAttribute('data-round'), step: await page.locator('.table').getAttribute('data-step'), hand: await handIds(page), log: await page.locator('[data-testid="log"] li').count() };
  expect(after).toEqual(before);

  // Home: "Your games" lists it; a new hot-seat game asks first, and "resume" goes back to it.
  await goHome(page);
  await page.getByTestId('your-game-hotseat').waitFor();
  expect(await page.getByTestId('your-game-hotseat').innerText()).toContain(`round ${before.round}`);
  await chooseMode(page, 'hotseat');
  await page.getByTestId('hotseat-start').click();
  await page.locator('[data-testid="saved-prompt"][data-kind="hotseat"]').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByTestId('saved-resume').click();
  await page.locator(`[data-testid="handover"][data-seat="${seat}"]`).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('solo: "Play solo" with a saved game asks first: resume keeps it, discard and start begins a new one', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL);
  await chooseMode(page, 'solo');
  await page.getByTestId('solo-start').click();
  await page.getByTestId('solo').waitFor();
  await clickSomeOption(page);
  const first = page.locator('[data-testid="solo"][data-saved="1"]');
  await first.waitFor();
  const game = await first.getAttribute('data-game');

  await goHome(page);
  await page.getByTestId('your-game-solo').waitFor();
  await chooseMode(page, 'solo');
  await page.getByTestId('solo-start').click();
  await page.locator('[data-testid="saved-prompt"][data-kind="solo"]').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByTestId('saved-resume').click();
  await page.locator(`[data-testid="solo"][data-game="${game}"][data-saved="1"]`).waitFor();

  await goHome(page);
  await chooseMode(page, 'solo');
  await page.getByTestId('solo-start').click();
  await page.getByTestId('saved-discard').click();
  await page.locator('[data-testid="solo"][data-saved="0"]').waitFor();
  expect(await page.getByTestId('solo').getAttribute('data-game')).not.toBe(game);
  // Cancel leaves everything as it was: the new game is the one saved.
  await goHome(page);
  await chooseMode(page, 'solo');
  await page.getByTestId('solo-start').click();
  await page.getByTestId('saved-prompt').getByRole('button', { name: 'Cancel' }).click();
  expect(await page.getByTestId('saved-prompt').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
