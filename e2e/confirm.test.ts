import { BUILT_IN_RULESET } from '@senjutsu/engine';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { fillSetup } from './support/home';
import { openPage } from './support/pages';

// Issue 22, confirm and undo, on one screen: the secret card is chosen, changed and confirmed with
// the C key (setting "choose, then confirm"); a step is taken back with the U key, as the engine
// lists it (docs/keyboard.md).

const baseURL = inject('baseURL');
const browser = useBrowser();

/** Whether a card prints a movement with steps (its figure will be offered a step). */
const steps = (number: string): boolean =>
  BUILT_IN_RULESET.cards[number]?.sections.some((s) => s.effects.some((e) => e.kind === 'move' && e.parts.some((p) => p.kind === 'step'))) ?? false;

const figures = (page: Page) => page.locator('[data-testid="figure"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent));
const chosen = (page: Page) => page.locator('[data-testid="hand-card"][data-chosen]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));

/** The secret choice in two steps: mark one card, change to one that moves, confirm with C. */
async function chooseThenConfirm(page: Page): Promise<void> {
  const setting = page.getByTestId('setting-secret-choice');
  if ((await setting.inputValue()) !== 'confirm') await setting.selectOption('confirm');
  const hand = await page.locator('[data-testid="hand-card"][data-option-kind="select"]').evaluateAll((els) =>
    els.map((e) => ({ card: e.getAttribute('data-card')!, number: e.querySelector('[data-number]')?.getAttribute('data-number') ?? '' })));
  const mover = hand.find((c) => steps(c.number)) ?? hand[0]!;
  const other = hand.find((c) => c !== mover) ?? mover;
  await page.mouse.move(0, 0);
  await page.locator(`[data-testid="hand-card"][data-card="${other.card}"]`).click();
  expect(await chosen(page)).toEqual([other.card]);
  // A change of mind: nothing was sent, the decision is still the secret choice.
  await page.locator(`[data-testid="hand-card"][data-card="${mover.card}"]`).click();
  expect(await chosen(page)).toEqual([mover.card]);
  expect(await page.locator('[data-testid="decision"][data-decision-kind="select"]').count()).toBe(1);
  await page.keyboard.press('c');
  await page.locator(`[data-testid="hand-card"][data-card="${mover.card}"]`).waitFor({ state: 'detached' });
}

test('confirm and undo on one screen: a secret card changed before it is confirmed with C, a step taken back with U', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL);
  await fillSetup(page, { mode: 'hotseat', characters: ['ronin', 'warrior'], battlefield: 'burnt-village' });
  await page.getByTestId('hotseat-start').click();
  await page.waitForURL(/\/hotseat$/);

  let confirmed = 0;
  let undone = false;
  let endedByStep = 0;
  for (let guard = 0; guard < 400 && !undone; guard++) {
    const handover = page.getByTestId('handover');
    if (await handover.isVisible()) {
      await page.getByTestId('handover-confirm').click();
      await handover.waitFor({ state: 'detached' });
      continue;
    }
    const decision = page.locator('[data-testid="decision"]').first();
    if ((await decision.count()) === 0) {
      await page.waitForTimeout(50);
      continue;
    }
    if ((await decision.getAttribute('data-decision-kind')) === 'select') {
      await chooseThenConfirm(page);
      confirmed++;
      continue;
    }
    const step = page.locator('[data-testid="board"] [data-option-kind="step"]').first();
    if ((await step.count()) > 0) {
      const before = await figures(page);
      await step.click();
      await page.waitForFunction((was) => JSON.stringify([...document.querySelectorAll('[data-testid="figure"]')].map((e) => e.getAttribute('aria-label') ?? e.textContent)) !== was, JSON.stringify(before));
      const undo = page.locator('[data-testid="decision"] [data-option-kind="undo"]');
      // A step that ends its movement (its last step, nothing else left) leaves nothing to take back
      // (movement-undo.ts: the end of the movement ends the window): a later movement is tried.
      if ((await undo.count()) === 0) {
        endedByStep++;
        continue;
      }
      await undo.waitFor();
      expect(await undo.getAttribute('aria-keyshortcuts')).toBe('U');
      await page.keyboard.press('u');
      await undo.waitFor({ state: 'detached' });
      expect(await figures(page)).toEqual(before);
      await page.locator('[data-testid="log"] li[data-event="moveUndone"]').waitFor({ state: 'attached' });
      undone = true;
      continue;
    }
    await clickSomeOption(page);
  }
  expect(confirmed).toBeGreaterThanOrEqual(2);
  expect(undone, `steps that ended their movement first: ${endedByStep}`).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
