import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { setLanguage } from './support/language';
import { clickSomeOption } from './support/dom-policy';
import { chooseMode } from './support/home';
import { openPage, saveScreenshot } from './support/pages';

// Cards that read like cards (issue 25): at 1366x768, 1920x1080 and 390x844, in English and in
// Ukrainian (the longest words), every hand card shows its whole name and text, nothing cut, in
// text of at least 12 px; one card opens enlarged with the meanings of its terms by pointer,
// keyboard and touch, and a long press on a word shows its meaning; the revealed cards of a round
// are whole and readable. Photographed for the README: the hand and a duel at the reveal.

const baseURL = inject('baseURL');
const browser = useBrowser();

const SIZES = [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }, { width: 390, height: 844 }] as const;

/** Every card face under `selector`: the ones whose content is cut, and the smallest text size (px). */
const readability = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const faces = [...document.querySelectorAll<HTMLElement>(`${selector} .card-face`)];
    const cut = faces
      .filter((f) => f.scrollHeight > f.clientHeight + 1 || f.scrollWidth > f.clientWidth + 1)
      .map((f) => `${f.querySelector('.card-name')?.textContent}: ${f.scrollWidth}x${f.scrollHeight} in ${f.clientWidth}x${f.clientHeight}`);
    const sizes = faces.flatMap((f) => [...f.querySelectorAll('*')])
      .filter((el) => !(el instanceof SVGElement) && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''))
      .map((el) => parseFloat(getComputedStyle(el).fontSize));
    const incomplete = faces.filter((f) => ['.initiative', '.card-name', '.type-symbols svg', '.sections'].some((part) => f.querySelector(part) === null)).length;
    return { faces: faces.length, cut, smallest: Math.min(...sizes), incomplete };
  }, selector);

/** Nothing pointed at nor focused: no card enlarged over the photograph. */
async function rest(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByTestId('card-zoom').waitFor({ state: 'detached' });
}

/** Waits for the hand to refit its cards after a change of size or language (FitWidth marks a face it has yet to measure) and for the animations to end. */
const settle = async (page: Page) => {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.querySelector('.card-face[data-fitting]') === null);
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));
};

const selectOffered = (page: Page) => page.locator('[data-testid="hand-card"][data-option-kind="select"]');

/** Plays on until `done`; with `lastCard`, each secret choice is the hand's last offered card (an ordinary card rather than a core card, for the photograph). */
async function playUntil(page: Page, done: () => Promise<boolean>, lastCard = false): Promise<void> {
  for (let guard = 0; guard < 300; guard++) {
    if (await done()) return;
    if (await page.getByTestId('handover').isVisible()) {
      await page.getByTestId('handover-confirm').click();
      continue;
    }
    if (lastCard && (await selectOffered(page).count()) > 0) {
      await selectOffered(page).last().click();
      continue;
    }
    if ((await clickSomeOption(page)) === null) await page.waitForTimeout(100);
  }
  throw new Error('the game never got there');
}

test('cards: hand cards whole and readable at three sizes in English and Ukrainian; enlarged by pointer and keyboard with their meanings; the reveal readable', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL, { screen: SIZES[0] });
  await chooseMode(page, 'hotseat');
  await page.getByTestId('hotseat-start').click();
  await playUntil(page, async () => (await selectOffered(page).count()) > 0);

  for (const lang of ['en', 'uk'] as const) {
    await setLanguage(page, lang);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settle(page);
      const where = `${lang} at ${size.width}x${size.height}`;
      const hand = await readability(page, '.table-hand');
      expect(hand.faces, where).toBeGreaterThanOrEqual(3);
      expect(hand.cut, `${where}: cut hand cards`).toEqual([]);
      expect(hand.incomplete, `${where}: cards without initiative, name, type or text`).toBe(0);
      expect(hand.smallest, `${where}: smallest hand text (px)`).toBeGreaterThanOrEqual(12);
    }
  }

  // English at 1366x768: the pointer on a card enlarges it with the meanings of its terms, and a word's meaning shows on hover.
  await setLanguage(page, 'en');
  await page.setViewportSize(SIZES[0]);
  const first = page.locator('[data-testid="hand-card"]').first();
  await first.hover();
  const zoom = page.getByTestId('card-zoom');
  await zoom.waitFor();
  expect(await zoom.locator('.card-terms dt').first().textContent()).toBe('Initiative');
  expect(await zoom.locator('.card-terms [data-term="initiative"] dd').textContent()).toMatch(/highest initiative to the lowest/);
  await zoom.evaluate((el) => el.querySelector('.card-face')!.scrollHeight <= el.querySelector('.card-face')!.clientHeight + 1).then((whole) => expect(whole).toBe(true));
  await first.locator('.card-name').hover();
  await first.locator('.initiative').hover();
  const tip = page.getByTestId('term-tip');
  await tip.waitFor();
  expect(await tip.getAttribute('data-term')).toBe('initiative');
  await saveScreenshot(page, 'cards-hand');
  await page.mouse.move(0, 0);
  await zoom.waitFor({ state: 'detached' });

  // The keyboard: H goes to the hand; the focused card is enlarged and described by it; Escape closes it.
  await page.keyboard.press('h');
  await zoom.waitFor();
  const focused = page.locator('[data-testid="hand-card"]:focus');
  expect(await focused.getAttribute('aria-describedby')).toBe('card-zoom');
  await page.keyboard.press('Escape');
  await zoom.waitFor({ state: 'detached' });

  await page.setViewportSize(SIZES[2]);
  await settle(page);
  await page.locator('.table-hand').scrollIntoViewIfNeeded();
  await rest(page);
  await saveScreenshot(page, 'phone-cards-hand');

  // Both players choose; at the reveal both cards are face up, whole and readable.
  await page.setViewportSize(SIZES[0]);
  await playUntil(page, async () => (await page.locator('[data-testid="revealed-card"]').count()) >= 2, true);
  await settle(page);
  // A revealed card enlarges on the pointer too, and one card is enlarged at a time.
  const revealed = page.locator('[data-testid="revealed-card"]').first();
  await revealed.hover();
  await zoom.waitFor();
  expect(await zoom.getAttribute('data-number')).toBe(await revealed.locator('.card-face').getAttribute('data-number'));
  await page.locator('[data-testid="hand-card"]').first().hover();
  await page.waitForTimeout(200);
  expect(await page.getByTestId('card-zoom').count()).toBe(1);
  for (const size of [SIZES[0], SIZES[2]]) {
    await page.setViewportSize(size);
    await settle(page);
    const reveal = await readability(page, '[data-testid="reveal"]');
    const where = `the reveal at ${size.width}x${size.height}`;
    expect(reveal.faces, where).toBe(2);
    expect(reveal.cut, `${where}: cut cards`).toEqual([]);
    expect(reveal.smallest, `${where}: smallest text (px)`).toBeGreaterThanOrEqual(12);
    // The revealed cards fit the window's width (side by side on a phone, a column beside the board otherwise).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${where}: the page is wider than the window`).toBe(true);
    if (size.width < 600) await page.getByTestId('reveal').scrollIntoViewIfNeeded();
    await rest(page);
    await saveScreenshot(page, size.width < 600 ? 'phone-cards-reveal' : 'cards-reveal');
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('cards on a touch screen: a tap enlarges a card with its meanings and the play button; a long press on a word shows its meaning and taps nothing', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL, { screen: { ...SIZES[2], touch: true }, locale: 'uk-UA' });
  await chooseMode(page, 'solo');
  await page.getByTestId('solo-start').click();
  await page.waitForURL(/\/solo$/);
  await playUntil(page, async () => (await selectOffered(page).count()) > 0);
  const card = selectOffered(page).filter({ has: page.locator('.initiative') }).first();
  await card.scrollIntoViewIfNeeded();

  // A long press on the card's initiative: its meaning in Ukrainian, and no enlarged card (the press is not a tap).
  const box = (await card.locator('.initiative').boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  const tip = page.getByTestId('term-tip');
  await tip.waitFor();
  // Held on as a finger holds a long press: released before the browser's own long-press threshold
  // (~0.5 s), the browser may take it for a tap and focus the card (seen once in CI).
  await page.waitForTimeout(500);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  expect(await tip.textContent()).toMatch(/^Ініціатива Число вгорі ліворуч/);
  await page.waitForTimeout(300);
  expect(await page.getByTestId('card-zoom').count()).toBe(0);

  // A tap: the enlarged card, its meanings and the play button in view.
  await card.tap();
  const zoom = page.getByTestId('card-zoom');
  await zoom.waitFor();
  expect(await zoom.locator('.card-terms h3').textContent()).toBe('На цій карті');
  const play = page.getByTestId('card-zoom-play');
  const [playBox, view] = [(await play.boundingBox())!, page.viewportSize()!];
  expect(playBox.y + playBox.height).toBeLessThanOrEqual(view.height);
  await page.getByTestId('card-zoom-close').tap();
  await zoom.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await context.close();
});
