import { BATTLEFIELDS } from '@senjutsu/cards';
import type { GameEvent } from '@senjutsu/engine';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser';
import { advance, atSelect, until } from './support/driver';
import { publicCardIds } from './support/frames';
import { openPage, saveScreenshot, type OpenPage } from './support/pages';
import { planRound, reached, type Goal } from './support/planner';
import { choose } from './support/policy';
import { createRoom } from './support/rooms';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The instance ids of the cards a page shows in its own hand. */
const handIds = (page: Page): Promise<string[]> =>
  page.locator('[data-testid="hand-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? ''));

/**
 * R-OVERVIEW-5: nothing a page holds names a card in the other seat's hand that no event has
 * shown face up: not its DOM, not a frame it received.
 */
async function expectNoForeignHand(viewer: OpenPage, other: OpenPage): Promise<void> {
  const shown = publicCardIds(other.received.events);
  const hidden = (await handIds(other.page)).filter((id) => !shown.has(id));
  expect(hidden.length).toBeGreaterThan(0);
  const html = await viewer.page.content();
  for (const id of hidden) {
    const quoted = `"${id}"`;
    expect(html.includes(quoted) || new RegExp(`\\b${id}\\b`).test(await viewer.page.innerText('body')), `card ${id} in the other page's DOM`).toBe(false);
    expect(viewer.received.raw.some((frame) => frame.includes(quoted)), `card ${id} in a frame the other page received`).toBe(false);
  }
}

test('online duel through the invite links: three rounds with a wounding and a blocked attack, and no page ever holds the other hand', async () => {
  const battlefield = 'snowy-battlefield';
  const room = await createRoom(baseURL, { mode: 'duel', seats: [{ character: 'master' }, { character: 'student' }], battlefield });
  const players: OpenPage[] = [];
  for (const seat of room.seats) players.push(await openPage(browser, `${baseURL}${seat.invite.path}`));
  const [a, b] = players as [OpenPage, OpenPage];

  await until('both seats joined', () => players.every((p) => p.received.view !== null));
  await advance(players, () => atSelect(players), choose);

  const goals: Goal[] = ['wound', 'block'];
  const met: GameEvent['kind'][] = [];
  let rounds = 0;
  while ((goals.length > 0 || rounds < 3) && rounds < 12) {
    await expectNoForeignHand(a, b);
    await expectNoForeignHand(b, a);
    const goal = goals[0] ?? 'wound';
    const plan = planRound([a.received.view!, b.received.view!], BATTLEFIELDS[battlefield], goal);
    const from = a.received.events.length;
    for (const [seat, p] of players.entries()) {
      await p.page.locator(`[data-testid="hand-card"][data-card="${plan.cards[seat]}"]`).first().click();
    }
    await until('the reveal', () => a.received.events.slice(from).some((e) => e.kind === 'revealed'));
    await advance(players, () => atSelect(players), choose);
    const events = a.received.events.slice(from);
    for (const g of [...goals]) {
      if (reached(g, events)) {
        goals.splice(goals.indexOf(g), 1);
        met.push(g === 'wound' ? 'wounded' : 'attack');
      }
    }
    rounds++;
  }
  expect(goals).toEqual([]);
  await expectNoForeignHand(a, b);
  await expectNoForeignHand(b, a);
  await saveScreenshot(a.page, 'online-duel');
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  for (const p of players) await p.context.close();
});
