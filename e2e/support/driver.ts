import { hex, isCardWindow, type Action, type Decision, type GameView } from '@senjutsu/engine';
import type { Page } from 'playwright-core';
import type { Received } from './frames';

// Plays a decision on a page as a player would: by clicking the element that offers the chosen
// option (test hooks: data-option-kind, data-hex, data-card, data-facing). Which option is chosen
// is decided in Node from the page's own view (what the page received), never from the server.

const keyOf = (h: { q: number; r: number }) => `${h.q},${h.r}`;

/** Clicks the first of `selectors` that the page shows within 15 s (the view arrives before React renders it; a busy machine is slow). */
async function clickFirst(page: Page, selectors: readonly string[]): Promise<string> {
  const deadline = Date.now() + 15_000;
  do {
    for (const selector of selectors) {
      const target = page.locator(selector).first();
      if ((await target.count()) > 0) {
        // A hovered hand card is drawn enlarged over its neighbours: rest the pointer first, as a hand leaves the mouse.
        await page.mouse.move(0, 0);
        await target.click({ timeout: 10_000 });
        return selector;
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  } while (Date.now() < deadline);
  const offered = await page
    .locator('[data-option-kind]')
    .evaluateAll((els) => els.map((e) => `${e.tagName.toLowerCase()}[${['data-option-kind', 'data-hex', 'data-card', 'data-facing'].flatMap((a) => (e.hasAttribute(a) ? [`${a}=${e.getAttribute(a)}`] : [])).join(' ')}]`));
  throw new Error(`no element offers the option: tried ${selectors.join(' | ')}; the page offers ${offered.join(', ') || 'nothing'}`);
}

/** The nth control of this kind in the decision (controls list a kind's options in the engine's order). */
function nth(decision: Decision, action: Action): string {
  const index = decision.options.filter((o) => o.kind === action.kind).findIndex((o) => JSON.stringify(o) === JSON.stringify(action));
  return `[data-testid="decision"] [data-option-kind="${action.kind}"] >> nth=${Math.max(0, index)}`;
}

/** Clicks the element offering `action` (one of `decision`'s options, as `view` shows it). */
export async function clickAction(page: Page, view: GameView, decision: Decision, action: Action): Promise<void> {
  switch (action.kind) {
    case 'placeFigure':
    case 'pushTo':
      await clickFirst(page, [`[data-hex="${keyOf(action.hex)}"][data-option-kind="${action.kind}"]`, nth(decision, action)]);
      return;
    case 'placeTerrain': {
      const kinds = [...new Set(decision.options.flatMap((o) => (o.kind === 'placeTerrain' ? [o.terrain] : [])))];
      if (kinds.length > 1) {
        await page.locator(`[data-testid="decision"] [data-option-kind="placeTerrain"] >> nth=${kinds.indexOf(action.terrain)}`).click();
      }
      await page.locator(`[data-hex="${keyOf(action.hex)}"][data-option-kind="placeTerrain"]`).first().click();
      const facings = decision.options.filter((o) => o.kind === 'placeTerrain' && o.terrain === action.terrain && keyOf(o.hex) === keyOf(action.hex));
      if (facings.length > 1) await page.locator(`[data-option-kind="placeTerrain"][data-facing="${action.facing ?? 0}"]`).first().click();
      return;
    }
    case 'step': {
      const me = view.seats[decision.seat]!;
      const to = me.hex === null ? null : hex.neighbour(me.hex, hex.absoluteDirection(me.facing, hex.wrapDirection(action.direction)));
      const onBoard = to === null ? [] : [`[data-testid="board"] [data-hex="${keyOf(to)}"][data-option-kind="step"]`];
      await clickFirst(page, [...onBoard, nth(decision, action)]);
      return;
    }
    case 'select':
    case 'prepare':
    case 'replace':
    case 'discard':
    case 'take':
    case 'playCard':
      await clickFirst(page, [`[data-testid="hand-card"][data-card="${action.card}"][data-option-kind="${action.kind}"]`, `[data-testid="hand-card"][data-card="${action.card}"] [data-option-kind="${action.kind}"]`, nth(decision, action)]);
      return;
    default:
      await clickFirst(page, [nth(decision, action)]);
  }
}

/** Selects a card of the hand for the round's hidden choice. */
export async function selectCard(page: Page, card: string): Promise<void> {
  await clickFirst(page, [`[data-testid="hand-card"][data-card="${card}"][data-option-kind="select"]`]);
}

/** Waits until `test` holds for the page's received state (polling; the frames arrive on their own). */
export async function until(what: string, test: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Plays `action` on the page and waits for the server's update that follows it. On a busy machine
 * Playwright may report a click as failed (it retries when the element changed under the pointer)
 * although the page already sent the action: what counts is that the game moved on.
 */
export async function play(page: Page, received: Received, decision: Decision, action: Action): Promise<void> {
  const view = received.view!;
  const version = view.version;
  const moved = () => (received.view?.version ?? -1) > version;
  let failed: Error | null = null;
  await clickAction(page, view, decision, action).catch((error: Error) => {
    failed = error;
  });
  try {
    await until(`the update after ${JSON.stringify(action)}`, moved, failed === null ? 30_000 : 3_000);
  } catch (timeout) {
    const pending = view.decisions.map((d) => `${d.kind} (${d.options.length} options)`).join(', ');
    const shown = await page.evaluate(() => {
      const table = document.querySelector('.table');
      return `step ${table?.getAttribute('data-step')}, round ${table?.getAttribute('data-round')}, connection ${document.querySelector('[data-testid="connection"]')?.getAttribute('data-state')}`;
    });
    const recent = received.raw.slice(-6).map((f) => f.replace(/"cards":\{.*?\}\}\}/g, '').slice(0, 160));
    throw new Error(
      `${(failed ?? (timeout as Error)).message}\nbefore the click the frames' view was at version ${version}, step ${view.step}, with ${pending}; ` +
        `now the page shows ${shown}\nlast frames:\n${recent.join('\n')}`,
    );
  }
}

export type Player = { readonly page: Page; readonly received: Received };

/** Whether every seat's page shows its Select decision (the start of a round's hidden choice). */
export const atSelect = (players: readonly Player[]): boolean =>
  players.every((p) => p.received.view?.decisions.some((d) => d.kind === 'select') === true);

/**
 * Plays the pages by the policy until `stop` holds: whichever page shows a decision acts on it.
 * Throws after `maxActions` actions or `timeoutMs` without reaching `stop`.
 */
export async function advance(players: readonly Player[], stop: () => boolean, choose: (d: Decision, v: GameView) => Action, maxActions = 300, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let actions = 0;
  while (!stop()) {
    if (Date.now() > deadline || actions >= maxActions) throw new Error(`the game did not reach the expected point (${actions} actions)`);
    // The hidden choice of a card is the caller's (stop at atSelect); everything else the policy plays.
    const player = players.find((p) => p.received.view?.decisions.some((d) => d.kind !== 'select') === true);
    if (player === undefined) {
      await new Promise((r) => setTimeout(r, 25));
      continue;
    }
    const view = player.received.view!;
    const decision = view.decisions.find((d) => d.kind !== 'select')!;
    if (isCardWindow(decision) && decision.options.length === 1) {
      // OP-68: a window with nothing playable; the page passes by itself (its automatic pass, on by default), after the room's hold.
      await until('the page\'s automatic pass', () => (player.received.view?.version ?? -1) > view.version);
    } else await play(player.page, player.received, decision, choose(decision, view));
    actions++;
  }
  return actions;
}
