import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { fillSetup } from './support/home';
import { openPage, saveScreenshot } from './support/pages';

const baseURL = inject('baseURL');
const browser = useBrowser();

const roundsStarted = (page: Page) => page.locator('[data-testid="log"] li[data-event="roundStarted"]').count();
const handIds = (page: Page): Promise<string[]> =>
  page.locator('[data-testid="hand-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? ''));

test('hot-seat: two players on one screen play setup and a full round; every change of player passes the hand-over screen, which holds no hand', async () => {
  const { page, errors, context, received } = await openPage(browser(), baseURL);
  await fillSetup(page, { mode: 'hotseat', characters: ['ronin', 'warrior'], battlefield: 'burnt-village' });
  await page.getByTestId('hotseat-start').click();
  await page.waitForURL(/\/hotseat$/);

  let handovers = 0;
  let lastHand: string[] = [];
  let selectsBeforeHandover = 0;
  for (let guard = 0; guard < 400 && (await roundsStarted(page)) < 2; guard++) {
    const handover = page.getByTestId('handover');
    if (await handover.isVisible()) {
      // The hand-over screen: the previous player's hand is gone from the page, not just hidden.
      expect(await page.locator('[data-testid="hand-card"]').count()).toBe(0);
      const html = await page.content();
      for (const id of lastHand) expect(html.includes(`"${id}"`), `card ${id} of the previous hand is still in the page`).toBe(false);
      if (handovers === 1) await saveScreenshot(page, 'hotseat-handover');
      handovers++;
      selectsBeforeHandover = 0;
      await page.getByTestId('handover-confirm').click();
      await handover.waitFor({ state: 'detached' });
      continue;
    }
    if ((await page.locator('[data-testid="decision"]').count()) === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    lastHand = await handIds(page);
    const kind = await clickSomeOption(page);
    if (kind === 'select') {
      // After a secret choice the next thing on screen is the hand-over (the other seat chooses next, or reveals).
      selectsBeforeHandover++;
      expect(selectsBeforeHandover).toBe(1);
      await page.getByTestId('handover').waitFor();
    }
  }
  expect(await roundsStarted(page)).toBeGreaterThanOrEqual(2);
  expect(handovers).toBeGreaterThanOrEqual(2);
  // The engine ran in the page: no socket was opened.
  expect(received.raw).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
