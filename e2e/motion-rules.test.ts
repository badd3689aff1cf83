import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { fillSetup } from './support/home';
import { openPage, type OpenPage } from './support/pages';

// Sound and motion (issue 25, apps/web/src/motion): a solo duel with motion on moves its figures
// when the engine says they stepped or turned; turned off in the top bar, nothing on the
// page animates at the next updates. A browser asking for reduced motion starts with motion off.
// The rules reference (apps/web/src/reference): opened from the top bar by keyboard, searched, and
// opened at a rule by the link in a log line's "rules" note, on the same solo page.

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

let solo: OpenPage | null = null;

test('motion: figures move on the engine\'s steps and turns; turned off, or under reduced motion, nothing animates', async () => {
  solo = await openPage(browser(), baseURL, { motion: true });
  const { page, errors } = solo;
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

  // A browser that asks for reduced motion starts with motion off and plays nothing.
  const reduced = await openPage(browser(), baseURL);
  expect(await reduced.page.getByTestId('setting-motion').isChecked()).toBe(false);
  expect(await reduced.page.evaluate(() => document.documentElement.dataset.motion)).toBe('off');
  expect(reduced.errors).toEqual([]);
  await reduced.context.close();
}, 240_000);

test('rules reference: opened from the top bar by keyboard, searched, and at a rule from a log line\'s "rules" note', async () => {
  const { page, errors, context } = solo!;
  const dialog = page.getByTestId('rules-dialog');
  await page.getByTestId('rules-open').focus();
  await page.keyboard.press('Enter');
  // The search field has the focus: a rule ID finds that rule alone, a Czech word its sections.
  await page.getByTestId('rules-search').waitFor();
  await page.keyboard.type('R-MOVE-1');
  await dialog.locator('li[data-rule-entry]').first().waitFor();
  expect(await dialog.locator('li[data-rule-entry]').evaluateAll((ls) => ls.map((l) => l.id))).toEqual(['R-MOVE-1']);
  await page.getByTestId('rules-search').fill('srážky');
  await dialog.locator('section[data-section="9"]').waitFor();
  // Escape clears a filled search field first, then closes the dialog.
  await page.keyboard.press('Escape');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // Played on until the log holds a line with a rule note (an automaton's reason names its rule).
  const noted = page.locator('[data-testid="log"] li[data-rule] details.rule-note');
  for (let guard = 0; guard < 200 && (await noted.count()) === 0; guard++) await playOne(page);
  const note = noted.last();
  await note.locator('summary').click();
  const link = note.locator('a[data-rule-link]').first();
  const id = (await link.getAttribute('data-rule-link'))!;
  expect(await link.getAttribute('href')).toBe(`/#${id}`);
  await link.click();
  // The dialog opens at the rule's entry, in the page (the game stays where it is).
  const entry = dialog.locator(`li[id="${id}"]`);
  await entry.waitFor();
  expect(await entry.getAttribute('class')).toContain('rule-asked');
  expect(await entry.isVisible()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/solo');
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
