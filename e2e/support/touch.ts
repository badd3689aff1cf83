import type { Page } from 'playwright-core';
import { PREFERRED } from './dom-policy';

// Playing from the page with a finger (a touch screen: playwright's hasTouch and tap): the same
// choices as dom-policy's clickSomeOption, made with taps. A hand card is tapped to enlarge it, and
// its "play this card" button on the enlarged card plays it (a tap on the card alone never does).

/** Taps one offered option; returns its kind, or null when the page offers none. */
export async function tapSomeOption(page: Page): Promise<string | null> {
  const decision = page.locator('[data-testid="decision"]');
  if ((await decision.count()) === 0) return null;
  const kinds = new Set(await page.locator('[data-testid="board"] [data-option-kind], [data-testid="hand-card"][data-option-kind], [data-testid="decision"] [data-option-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-option-kind') ?? '')));
  const kind = PREFERRED.find((k) => kinds.has(k)) ?? [...kinds][0];
  if (kind === undefined) return null;
  const card = page.locator(`[data-testid="hand-card"][data-option-kind="${kind}"]`);
  if ((await card.count()) > 0) {
    await card.first().tap({ timeout: 10_000 });
    const play = page.getByTestId('card-zoom-play');
    await play.waitFor({ timeout: 10_000 });
    await play.tap({ timeout: 10_000 });
    return kind;
  }
  const onBoard = page.locator(`[data-testid="board"] [data-option-kind="${kind}"]`);
  const target = (await onBoard.count()) > 0 ? onBoard.first() : page.locator(`[data-testid="decision"] [data-option-kind="${kind}"]`).first();
  await target.tap({ timeout: 10_000 });
  return kind;
}

/** Whether the page is as wide as the window: nothing sticks out sideways, on the page or inside the game's own scrolling area. */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const wide = [document.documentElement, ...document.querySelectorAll('.app, .game, .table, main, .topbar')].filter((el) => el.scrollWidth > el.clientWidth + 1);
    const out = [...document.querySelectorAll('body *')].filter((el) => {
      const r = el.getBoundingClientRect();
      // Inside a container that scrolls sideways on purpose (the hand, the top bar's status strip: not the strip itself) an element may lie beyond the window.
      return r.width > 0 && r.right > innerWidth + 1 && el.closest('.hand') === null && el.parentElement?.closest('.topbar-middle') == null;
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      wide: wide.map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`),
      out: out.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${String(el.className)} right ${Math.round(el.getBoundingClientRect().right)}`),
    };
  });
