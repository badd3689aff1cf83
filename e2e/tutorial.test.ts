import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { tutorial as words } from '../apps/web/src/i18n/tutorial';
import { TUTORIAL_STEPS } from '../apps/web/src/tutorial/steps';
import { useBrowser } from './support/browser';
import { countPointerEvents, pointerEvents, reachButton, tabTo } from './support/keyboard';
import { describeViolations, seriousViolations } from './support/axe';
import { openPage, saveScreenshot } from './support/pages';

// The guided first duel (apps/web/src/tutorial): a Ukrainian player on a phone, with the keyboard
// alone and no network once the page has loaded, goes from the home page's "Learn to play" through
// every step to victory, choosing each time the control the tutorial highlights; a card off the
// lesson is refused with the step's reason.
// Screenshots of a step at 390x844 and 1366x768.

const baseURL = inject('baseURL');
const browser = useBrowser();

/** How the highlighted control is reached with the keyboard. */
type Reach = { readonly via: 'digit'; readonly n: number } | { readonly via: 'board'; readonly item: string } | { readonly via: 'button'; readonly index: number } | { readonly via: 'tab' };

const reachOf = (page: Page): Promise<Reach | null> =>
  page.evaluate(() => {
    const target = document.querySelector('.tutorial-target');
    if (target === null) return null;
    const cards = [...document.querySelectorAll('[data-testid="hand-card"]')];
    if (cards.includes(target)) return { via: 'digit' as const, n: cards.indexOf(target) + 1 };
    const item = target.getAttribute('data-item');
    if (item !== null) return { via: 'board' as const, item };
    const buttons = [...document.querySelectorAll('[data-testid="decision"] button')];
    if (buttons.includes(target)) return { via: 'button' as const, index: buttons.indexOf(target) };
    return { via: 'tab' as const };
  });

const focusedItem = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-item') ?? null);

/**
 * Moves the focus on the board to `item` with B and the arrow keys: the key towards it first, and
 * from a spot already left by that key, another one (a walk that cannot go round in a circle).
 */
async function reachOnBoard(page: Page, item: string): Promise<void> {
  if ((await focusedItem(page)) === null) await page.keyboard.press('b');
  const tried = new Set<string>();
  for (let i = 0; i < 60; i++) {
    const at = await focusedItem(page);
    if (at === item) return;
    const keys = await page.evaluate((target) => {
      const t = document.querySelector(`[data-item="${target}"]`)!.getBoundingClientRect();
      const f = document.activeElement!.getBoundingClientRect();
      const dx = t.left + t.width / 2 - (f.left + f.width / 2);
      const dy = t.top + t.height / 2 - (f.top + f.height / 2);
      const [h, v] = [dx > 0 ? 'ArrowRight' : 'ArrowLeft', dy > 0 ? 'ArrowDown' : 'ArrowUp'];
      const [oh, ov] = [dx > 0 ? 'ArrowLeft' : 'ArrowRight', dy > 0 ? 'ArrowUp' : 'ArrowDown'];
      return Math.abs(dx) > Math.abs(dy) ? [h, v, ov, oh] : [v, h, oh, ov];
    }, item);
    const key = keys.find((k) => !tried.has(`${at} ${k}`)) ?? keys[0]!;
    tried.add(`${at} ${key}`);
    await page.keyboard.press(key);
  }
  throw new Error(`the arrow keys did not reach ${item}`);
}

/** Chooses the highlighted control with the keyboard. */
async function playHighlighted(page: Page): Promise<void> {
  const reach = await waitFor(() => reachOf(page), 'a highlighted control');
  if (reach.via === 'digit') return page.keyboard.press(String(reach.n));
  if (reach.via === 'board') await reachOnBoard(page, reach.item);
  else if (reach.via === 'button') await reachButton(page, reach.index);
  else await tabTo(page, '.tutorial-target');
  await page.keyboard.press('Enter');
}

/** Polls `read` until it gives a value (generous: the machine may be loaded). */
async function waitFor<T>(read: () => Promise<T | null>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} in 20 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The panel's step, stage and completion, the table's step and how many options it offers. */
const signature = (page: Page) =>
  page.evaluate(() => {
    const panel = document.querySelector('[data-testid="tutorial"]');
    const attrs = ['data-step', 'data-stage', 'data-complete'].map((a) => panel?.getAttribute(a) ?? '');
    return `${attrs.join(' ')} ${document.querySelector('.table')?.getAttribute('data-step') ?? ''} ${document.querySelectorAll('[data-option-kind]').length}`;
  });

/** Plays the current step to its end, choosing each highlighted control with `choose`. */
async function playStep(page: Page, choose: () => Promise<void>, before?: (stage: string) => Promise<void>): Promise<void> {
  for (let guard = 0; (await page.getByTestId('tutorial').getAttribute('data-complete')) !== 'true'; guard++) {
    expect(guard, 'the step does not end').toBeLessThan(12);
    await before?.((await page.getByTestId('tutorial').getAttribute('data-stage')) ?? '');
    const was = await signature(page);
    await choose();
    await waitFor(async () => {
      const now = await signature(page);
      return now !== was && (await page.getByTestId('tutorial-busy').count()) === 0 ? now : null;
    }, 'a change after the action');
  }
}

test('a new player learns to play: Ukrainian, 390x844, keyboard only, offline once loaded, from the home page through every step to victory; a card off the lesson is refused with the reason', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL, { locale: 'uk-UA', screen: { width: 390, height: 844 } });
  await countPointerEvents(page);
  await page.reload();
  // The way in is on the first screen of the home page, and Tab reaches it.
  const learn = page.getByTestId('learn');
  await learn.waitFor();
  expect(await learn.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })).toBe(true);
  expect(await learn.textContent()).toContain(words.uk['home.learn']);
  await tabTo(page, '[data-testid="learn"]');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/learn/);
  // From here on the page has no network: the tutorial runs in the engine's Web Worker alone.
  await page.getByTestId('tutorial').waitFor();
  await context.setOffline(true);

  for (const [index, step] of TUTORIAL_STEPS.entries()) {
    await page.locator(`[data-testid="tutorial"][data-step="${step.id}"][data-complete="false"]`).waitFor();
    expect(page.url()).toMatch(new RegExp(`/learn#step-${index + 1}$`));
    expect(await page.getByTestId('tutorial').textContent()).toContain(words.uk[`tutorial.${step.id}.title`]);
    if (index === 0) {
      // The other card of the hand is legal but not the lesson: refused, with the step's reason.
      const other = await page.locator('[data-testid="hand-card"]').evaluateAll((cards) => cards.findIndex((c) => c.hasAttribute('data-option-kind') && !c.classList.contains('tutorial-target')));
      await page.keyboard.press(String(other + 1));
      await page.getByTestId('tutorial-refusal').waitFor();
      expect(await page.getByTestId('tutorial-refusal').getAttribute('data-by')).toBe('lesson');
      expect(await page.getByTestId('tutorial-refusal').textContent()).toContain(words.uk['tutorial.reveal.offLesson']);
      expect(await page.getByTestId('tutorial').getAttribute('data-stage')).toBe('0');
    }
    await playStep(page, () => playHighlighted(page), async (stage) => {
      if (step.id === 'move' && stage === '1') await saveScreenshot(page, 'phone-tutorial-step');
    });
    expect(await page.getByTestId('tutorial-done').textContent()).toContain(words.uk[`tutorial.${step.id}.done`]);
    // The next step's button takes the focus: Enter goes on.
    await waitFor(async () => ((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === 'tutorial-next' ? true : null), 'focus on the next step');
    if (index + 1 < TUTORIAL_STEPS.length) await page.keyboard.press('Enter');
  }
  // Online again for the home page (it loads the content list from the server).
  await context.setOffline(false);
  await page.keyboard.press('Enter');
  await page.getByTestId('home').waitFor();
  expect(await pointerEvents(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a tutorial step at 1366x768: the lesson above the table, the next control highlighted, the rule IDs cited', async () => {
  // The address names the step: a reload stays on it.
  const { page, errors, context } = await openPage(browser(), `${baseURL}/learn#step-2`, { screen: { width: 1366, height: 768 } });
  await page.locator('[data-testid="tutorial"][data-step="move"]').waitFor();
  await page.locator('.hand-card.tutorial-target').click();
  await page.locator('.decision .buttons > button.tutorial-target').click();
  await page.locator('[data-testid="tutorial"][data-stage="1"]').waitFor();
  await page.locator('.hex.tutorial-target').waitFor();
  expect(await page.locator('.tutorial-rules').textContent()).toContain('R-MOVE-1');
  await saveScreenshot(page, 'tutorial-step');
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
