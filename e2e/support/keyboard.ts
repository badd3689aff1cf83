import type { Page } from 'playwright-core';

// Playing with the keyboard alone (docs/keyboard.md), as dom-policy.ts plays with the mouse: the
// same choice of option (pass, pay, place, the first card), reached only through page.keyboard:
// 1-9 for a card of the hand, P for a pass, B and the arrow keys for a spot on the board, D and
// Tab for a decision's button, then Enter or Space. The page is only read (page.evaluate), never
// clicked; `countPointerEvents` makes any mouse, pointer or touch event in the page countable.

const PREFERRED = ['pass', 'keepCard', 'endPrepare', 'endKamae', 'endMove', 'endPart', 'payFee', 'payInitiativeFee', 'placeFigure', 'placeTerrain', 'select'] as const;

type Plan =
  | { readonly kind: string; readonly via: 'digit'; readonly n: number }
  | { readonly kind: string; readonly via: 'pass' }
  | { readonly kind: string; readonly via: 'board'; readonly item: string }
  | { readonly kind: string; readonly via: 'button'; readonly index: number };

/** From now on the page counts every mouse, pointer and touch event it sees (window.__pointerEvents). */
export async function countPointerEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __pointerEvents: string[] };
    w.__pointerEvents = [];
    for (const type of ['mousedown', 'mouseup', 'mousemove', 'pointerdown', 'pointerup', 'touchstart', 'touchend', 'wheel']) {
      window.addEventListener(type, (e) => w.__pointerEvents.push(`${e.type}${e.isTrusted ? '' : ' (synthetic)'}`), { capture: true });
    }
  });
}

/** The mouse, pointer and touch events the page saw since `countPointerEvents`. */
export const pointerEvents = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __pointerEvents?: string[] }).__pointerEvents ?? ['(not counted)']);

/** Whether the focus is where a decision is made: in the decision, on a board spot or a card that offers an option. */
const focusOnDecision = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (a === null || a === document.body) return false;
    return a.closest('[data-testid="decision"]') !== null || a.hasAttribute('data-option-kind') || a.closest('.kamae-node.option') !== null;
  });

/** Presses Tab until `selector` has the focus (at most `max` presses). */
export async function tabTo(page: Page, selector: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) === true, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${max} presses of Tab did not reach ${selector}`);
}

/** Which option to take and how to reach it, read from the page. */
function planOf(page: Page): Promise<Plan | null> {
  return page.evaluate((preferred) => {
    const decision = document.querySelector('[data-testid="decision"]');
    if (decision === null) return null;
    const kinds = new Set([...document.querySelectorAll('[data-option-kind]')].map((e) => e.getAttribute('data-option-kind') ?? ''));
    const kind = preferred.find((k) => kinds.has(k)) ?? [...kinds][0];
    if (kind === undefined) return null;
    const cards = [...document.querySelectorAll('[data-testid="hand-card"]')];
    const card = cards.findIndex((c) => c.getAttribute('data-option-kind') === kind);
    if (card >= 0 && card < 9) return { kind, via: 'digit' as const, n: card + 1 };
    // A facing arrow before the hexes: the hex's choice is already made (a draft).
    // A terrain piece goes on the middle one of its hexes, where it can usually be turned several ways.
    const spots = [...document.querySelectorAll(`[data-testid="board"] [data-item][data-option-kind="${kind}"]`)];
    const spot = document.querySelector(`[data-testid="board"] .arrow[data-item][data-option-kind="${kind}"]`)
      ?? (kind === 'placeTerrain' ? spots[Math.floor(spots.length / 2)] : spots[0]) ?? null;
    if (spot !== null) return { kind, via: 'board' as const, item: spot.getAttribute('data-item')! };
    const buttons = [...document.querySelectorAll('[data-testid="decision"] button')];
    const index = buttons.findIndex((b) => b.getAttribute('data-option-kind') === kind && !(b as HTMLButtonElement).disabled);
    if (index < 0) return null;
    if (buttons[index]!.classList.contains('pass')) return { kind, via: 'pass' as const };
    return { kind, via: 'button' as const, index };
  }, PREFERRED);
}

/** The arrow key that leads from the focused board spot towards `item`, or null once it has the focus. */
function arrowTowards(page: Page, item: string, avoid: string | null): Promise<string | null> {
  return page.evaluate(
    ([target, avoid]) => {
      const a = document.activeElement;
      if (a?.getAttribute('data-item') === target) return null;
      const t = document.querySelector(`[data-item="${target}"]`)!.getBoundingClientRect();
      const f = a!.getBoundingClientRect();
      const dx = t.left + t.width / 2 - (f.left + f.width / 2);
      const dy = t.top + t.height / 2 - (f.top + f.height / 2);
      const horizontal = dx > 0 ? 'ArrowRight' : 'ArrowLeft';
      const vertical = dy > 0 ? 'ArrowDown' : 'ArrowUp';
      const [main, other] = Math.abs(dx) > Math.abs(dy) ? [horizontal, vertical] : [vertical, horizontal];
      return main === avoid && Math.min(Math.abs(dx), Math.abs(dy)) > 1 ? other : main;
    },
    [item, avoid] as const,
  );
}

const focusedItem = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-item') ?? null);

/** Moves the focus on the board to `item` with B and the arrow keys. */
async function reachOnBoard(page: Page, item: string): Promise<void> {
  if ((await focusedItem(page)) === null) await page.keyboard.press('b');
  const visited: string[] = [];
  let avoid: string | null = null;
  for (let i = 0; i < 80; i++) {
    const key = await arrowTowards(page, item, avoid);
    if (key === null) return;
    await page.keyboard.press(key);
    const at = (await focusedItem(page)) ?? '';
    // Back on a spot already seen: the straight key leads round in a circle; next time go across.
    avoid = visited.includes(at) ? key : null;
    visited.push(at);
  }
  throw new Error(`the arrow keys did not reach ${item} (visited ${visited.slice(-8).join(' ')})`);
}

/** Moves the focus to the decision's `index`th button with D and Tab. */
export async function reachButton(page: Page, index: number): Promise<void> {
  const at = () => page.evaluate((i) => document.activeElement === document.querySelectorAll('[data-testid="decision"] button')[i], index);
  if (!(await page.evaluate(() => document.activeElement?.closest('[data-testid="decision"]') !== null))) await page.keyboard.press('d');
  for (let i = 0; i < 40 && !(await at()); i++) await page.keyboard.press('Tab');
  if (!(await at())) throw new Error(`Tab did not reach the decision's button ${index}`);
}

let presses = 0;

/**
 * Plays one option of the decision the page shows with the keyboard; returns its kind, or null
 * when the page offers none. First checks that the focus went to the decision on its own.
 */
export async function keySomeOption(page: Page): Promise<string | null> {
  const plan = await planOf(page);
  if (plan === null) return null;
  // Generous for a loaded machine: the focus moves in the render's effect, well within a second.
  const deadline = Date.now() + 15_000;
  while (!(await focusOnDecision(page))) {
    if (Date.now() > deadline) {
      const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
      throw new Error(`a ${plan.kind} decision is shown but the focus is not on it: ${active}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  switch (plan.via) {
    case 'digit':
      await page.keyboard.press(String(plan.n));
      return plan.kind;
    case 'pass':
      await page.keyboard.press('p');
      return plan.kind;
    case 'board':
      await reachOnBoard(page, plan.item);
      break;
    case 'button':
      await reachButton(page, plan.index);
      break;
  }
  // Enter and Space both choose: alternate them.
  await page.keyboard.press(presses++ % 2 === 0 ? 'Enter' : ' ');
  return plan.kind;
}
