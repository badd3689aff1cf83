import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { fillSetup } from './support/home';
import { openPage } from './support/pages';

// Sound and motion (issue 25, apps/web/src/motion): a solo duel with motion on moves its figures
// when the engine says they stepped or turned; turned off in the top bar, nothing on the
// page animates at the next updates. A browser asking for reduced motion starts with motion off.

const baseURL = inject('baseURL');
const browser = useBrowser();

const played = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.motionPlayed ?? '0'));
const running = (page: Page) => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);

/** Clicks one option, a step or a turn first. */
async function playOne(page: Page): Promise<void> {
  const move = page.locator('[data-testid="board"] [data-option-kind="step"], [data-testid="board"] [data-option-kind="turn"]');
  if ((await move.count()) > 0) return move.first().click();
  if ((await clickSomeOption(page)) === null) await page.waitForTimeout(50);
}

test('motion: figures move on the engine\'s steps and turns; turned off, or under reduced motion, nothing animates', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL, { motion: true });
  expect(await page.getByTestId('setting-motion').isChecked()).toBe(true);
  await fillSetup(page, { mode: 'solo', characters: ['ronin'], battlefield: 'snowy-battlefield' });
  await page.getByTestId('solo-automaton-0').selectOption('katana-ashigaru');
  await page.getByTestId('solo-start').click();
  await page.getByTestId('solo').waitFor();

  // Until an update moves a figure (the page counts them in <html data-motion-played>).
  for (let guard = 0; guard < 200 && (await played(page)) === 0; guard++) await playOne(page);
  expect(await played(page)).toBeGreaterThan(0);

  // Off in the top bar: remembered, and the next moves are drawn at once.
  await page.getByTestId('motion-settings').locator('summary').click();
  await page.getByTestId('setting-motion').uncheck();
  await page.getByTestId('motion-settings').locator('summary').click();
  expect(await page.evaluate(() => [localStorage.getItem('senjutsu:motion'), document.documentElement.dataset.motion])).toEqual(['off', 'off']);
  // The next updates (whatever they are) run no animation on the page.
  // Played on until a figure stands or faces otherwise: after every click no animation runs.
  const playedBefore = await played(page);
  const poses = () => page.locator('[data-testid="board"] [data-testid="figure"]').evaluateAll((fs) => fs.map((f) => `${f.getAttribute('transform')}${f.getAttribute('style')}${f.getAttribute('data-facing')}`).join('|'));
  const before = await poses();
  const moved = async () => {
    const now = await poses();
    return now !== '' && now !== before;
  };
  for (let guard = 0; guard < 200 && !(await moved()); guard++) {
    await playOne(page);
    expect(await running(page)).toBe(0);
  }
  expect(await moved()).toBe(true);
  expect(await played(page)).toBe(playedBefore);
  expect(errors).toEqual([]);
  await context.close();

  // A browser that asks for reduced motion starts with motion off and plays nothing.
  const reduced = await openPage(browser(), baseURL);
  expect(await reduced.page.getByTestId('setting-motion').isChecked()).toBe(false);
  expect(await reduced.page.evaluate(() => document.documentElement.dataset.motion)).toBe('off');
  expect(reduced.errors).toEqual([]);
  await reduced.context.close();
}, 240_000);
