import type { Page } from 'playwright-core';

// Playing from the page alone, where no view arrives over the network (hot-seat: the engine runs
// in the page): whatever decision the page shows, click one of the options it offers. Optional
// things are passed, fees paid, otherwise the first option is taken (the first card for the
// hidden choice, the first hex for a placement).

export const PREFERRED = ['pass', 'keepCard', 'endPrepare', 'endKamae', 'endMove', 'endPart', 'payFee', 'payInitiativeFee', 'placeFigure', 'placeTerrain', 'select'] as const;

/** Clicks one offered option; returns its kind, or null when the page offers none. */
export async function clickSomeOption(page: Page): Promise<string | null> {
  const decision = page.locator('[data-testid="decision"]');
  if ((await decision.count()) === 0) return null;
  const kinds = new Set(await page.locator('[data-option-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-option-kind') ?? '')));
  const kind = PREFERRED.find((k) => kinds.has(k)) ?? [...kinds][0];
  if (kind === undefined) return null;
  await page.mouse.move(0, 0);
  // Board and hand options first (a hex, a card), then the decision panel's buttons.
  const onBoard = page.locator(`[data-testid="board"] [data-option-kind="${kind}"], [data-testid="hand-card"][data-option-kind="${kind}"]`);
  const target = (await onBoard.count()) > 0 ? onBoard.first() : page.locator(`[data-testid="decision"] [data-option-kind="${kind}"]`).first();
  await target.click();
  // A draft pick (a terrain kind, a hex with several facings) leads to a second click of the same kind.
  return kind;
}
