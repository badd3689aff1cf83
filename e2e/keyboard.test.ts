import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import type { PlayMode } from './support/home';
import { countPointerEvents, keySomeOption, pointerEvents, tabTo } from './support/keyboard';
import { openPage } from './support/pages';

// Keyboard-only play (issue 22, docs/keyboard.md): a hot-seat duel to round 3 and a solo game to
// its end, every choice made with page.keyboard (support/keyboard.ts) and no click API; the page
// counts mouse, pointer and touch events and must have seen none. Each decision must have taken
// the focus on its own before the driver acts.

const baseURL = inject('baseURL');
const browser = useBrowser();

const roundsStarted = (page: Page) => page.locator('[data-testid="log"] li[data-event="roundStarted"]').count();

/** A page of its own that counts pointer events from its first load. */
async function keyboardPage(url: string) {
  const opened = await openPage(browser(), url);
  await countPointerEvents(opened.page);
  await opened.page.reload();
  return opened;
}

/** Chooses a way to play on the home page with Tab and Enter: its short setup appears. */
async function chooseModeByKey(page: Page, mode: PlayMode): Promise<void> {
  await page.getByTestId(`play-${mode}`).waitFor();
  await tabTo(page, `[data-testid="play-${mode}"]`);
  await page.keyboard.press('Enter');
  await page.getByTestId(`setup-${mode}`).waitFor();
}

test('keyboard only: the keys help opens with ?, and a hot-seat duel is played from the home page to round 3 (a torii gate and the figures placed by key)', async () => {
  const { page, errors, context } = await keyboardPage(baseURL);
  await page.getByTestId('play-hotseat').waitFor();
  // The help lists the shortcuts; Escape closes it.
  await page.keyboard.press('?');
  await page.getByTestId('keys-help').waitFor({ state: 'visible' });
  expect(await page.getByTestId('keys-help').textContent()).toContain('1 to 9');
  await page.keyboard.press('Escape');
  await page.getByTestId('keys-help').waitFor({ state: 'hidden' });

  // The hot-seat entry of the modes, then its "More options" opened by key (a summary takes Enter).
  await chooseModeByKey(page, 'hotseat');
  await tabTo(page, '[data-testid="setup-details"] > summary');
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="setup-details"][open]').waitFor();
  // A torii gate (three hexes): placed on a hex, then turned with its facing arrows.
  await tabTo(page, '[data-testid="terrain-add-torii"]');
  await page.keyboard.press('Enter');
  await tabTo(page, '[data-testid="hotseat-start"]');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/hotseat$/);

  const kinds = new Map<string, number>();
  let handovers = 0;
  for (let guard = 0; guard < 600 && (await roundsStarted(page)) < 3; guard++) {
    if (await page.getByTestId('handover').isVisible()) {
      await page.keyboard.press('c');
      await page.getByTestId('handover').waitFor({ state: 'detached' });
      handovers++;
      continue;
    }
    const kind = await keySomeOption(page);
    if (kind === null) await page.waitForTimeout(50);
    else kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  expect(await roundsStarted(page)).toBeGreaterThanOrEqual(3);
  // Both figures were placed and cards chosen by key; the hand-over was confirmed by key.
  expect(kinds.get('placeFigure')).toBe(2);
  // The torii: a hex (a draft: the piece turns several ways there), then one of its facing arrows.
  expect(kinds.get('placeTerrain')).toBe(2);
  expect(await page.locator('[data-testid="board"] [data-terrain="torii"]').count()).toBeGreaterThan(0);
  expect(kinds.get('select')).toBeGreaterThanOrEqual(4);
  expect(handovers).toBeGreaterThanOrEqual(4);
  console.log(`keyboard hot-seat: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}; ${handovers} hand-overs`);
  expect(await pointerEvents(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('keyboard only: a solo game against an automaton, from the home page to its result', async () => {
  const { page, errors, context } = await keyboardPage(baseURL);
  await chooseModeByKey(page, 'solo');
  await tabTo(page, '[data-testid="solo-start"]');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/solo$/);
  await page.getByTestId('solo').waitFor();

  const kinds = new Map<string, number>();
  for (let guard = 0; guard < 2000 && (await page.getByTestId('result').count()) === 0; guard++) {
    await page.getByTestId('solo-thinking').waitFor({ state: 'detached' });
    const kind = await keySomeOption(page);
    if (kind === null) await page.waitForTimeout(30);
    else kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  await page.getByTestId('result').waitFor();
  expect(kinds.get('placeFigure')).toBe(1);
  expect(kinds.get('select')).toBeGreaterThanOrEqual(2);
  console.log(`keyboard solo: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  expect(await pointerEvents(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}, 600_000);
