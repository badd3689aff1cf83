import { BATTLEFIELDS } from '@senjutsu/cards';
import { board } from '../apps/web/src/i18n/board';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { advance, atSelect, selectCard, until } from './support/driver';
import { publicCardIds } from './support/frames';
import { openPage, saveScreenshot, type OpenPage } from './support/pages';
import { planRound, reached, type Goal } from './support/planner';
import { choose } from './support/policy';
import { createOnline, fillSetup } from './support/home';

const baseURL = inject('baseURL');
const browser = useBrowser();

/** A pattern matching the English text of a log line (placeholders match any text). */
const logLine = (key: keyof typeof board.en): RegExp =>
  new RegExp(board.en[key].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+'));

/** The text of the page's log lines for one event kind. */
const logTexts = (page: Page, kind: string): Promise<string[]> => page.locator(`[data-testid="log"] li[data-event="${kind}"]`).allInnerTexts();

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
  const text = await viewer.page.innerText('body');
  for (const id of hidden) {
    const quoted = `"${id}"`;
    expect(html.includes(quoted) || new RegExp(`\\b${id}\\b`).test(text), `card ${id} in the other page's DOM`).toBe(false);
    expect(viewer.received.raw.some((frame) => frame.includes(quoted)), `card ${id} in a frame the other page received`).toBe(false);
  }
}

test('online duel through the invite links: three rounds with a wounding and a blocked attack, and no page ever holds the other hand', async () => {
  const battlefield = 'snowy-battlefield';
  // The first player creates the room on the home page and opens seat 1's link; the second
  // player, in another browser profile, opens the link for seat 2 that the first sent.
  const a = await openPage(browser(), baseURL);
  await fillSetup(a.page, { mode: 'online', characters: ['master', 'student'], battlefield });
  const links = await createOnline(a.page);
  expect(links).toHaveLength(2);
  expect(links[0]).toMatch(new RegExp(`^${baseURL}/game/[A-Za-z0-9_-]+#t=`));
  await a.page.getByTestId('seat-link-0').click();
  const b = await openPage(browser(), links[1]!);
  const players = [a, b];

  await until('both seats joined', () => players.every((p) => p.received.view !== null));
  for (const p of players) await p.page.locator('[data-testid="connection"][data-state="connected"]').waitFor();
  await advance(players, () => atSelect(players), choose);

  const goals: Goal[] = ['wound', 'block'];
  let rounds = 0;
  while ((goals.length > 0 || rounds < 3) && rounds < 12) {
    await expectNoForeignHand(a, b);
    await expectNoForeignHand(b, a);
    const goal = goals[0] ?? 'wound';
    const plan = planRound([a.received.view!, b.received.view!], BATTLEFIELDS[battlefield], goal);
    const from = a.received.events.length;
    await selectCard(a.page, plan.cards[0]);
    // The hidden choice: the first to choose waits for the other, whose page shows that it has chosen.
    await a.page.getByTestId('waiting').waitFor();
    await selectCard(b.page, plan.cards[1]);
    await until('the reveal', () => a.received.events.slice(from).some((e) => e.kind === 'revealed'));
    if (rounds === 0) {
      for (const p of players) await p.page.locator('[data-testid="log"] li[data-event="revealed"]').last().waitFor();
      // The revealed cards flip over (0.45 s): photographed once every animation on the page ended.
      await a.page.evaluate(() => Promise.all(document.getAnimations().filter((x) => x.effect?.getComputedTiming().endTime !== Infinity).map((x) => x.finished.catch(() => undefined))));
      await saveScreenshot(a.page, 'reveal');
    }
    await advance(players, () => atSelect(players), choose);
    const events = a.received.events.slice(from);
    if (goals.includes('wound') && reached('wound', events)) {
      goals.splice(goals.indexOf('wound'), 1);
      // Both pages tell the same wound in their logs.
      const [shownA, shownB] = [await logTexts(a.page, 'wounded'), await logTexts(b.page, 'wounded')];
      expect(shownA.length).toBeGreaterThan(0);
      expect(shownA.at(-1)).toMatch(logLine('log.wounded'));
      expect(shownB.at(-1)).toBe(shownA.at(-1));
    }
    if (goals.includes('block') && reached('block', events)) {
      goals.splice(goals.indexOf('block'), 1);
      // The blocked attack in the log, explained on the board on demand: the attacked hexes, the
      // ignored one and the blocked hexes that did it.
      const line = a.page.locator('[data-testid="log"] li[data-event="attack"]').filter({ hasText: logLine('log.resultBlocked') }).last();
      await line.locator('button[data-explain]').click();
      await a.page.getByTestId('explanation').waitFor();
      expect(await a.page.locator('[data-testid="board"] [data-mark="ignored"]').count()).toBeGreaterThan(0);
      expect(await a.page.locator('[data-testid="board"] [data-mark="blocked"]').count()).toBeGreaterThan(0);
      expect(await a.page.locator('[data-testid="board"] [data-mark="attack"]').count()).toBeGreaterThan(0);
      // And in words: who was not hit, on which hex, and which blocked hex did it (table/explain.ts).
      expect(await a.page.getByTestId('explain-verdict').allInnerTexts()).toContainEqual(expect.stringMatching(/ on [A-Z]+\d+ is not hit: .+ blocks [A-Z]+\d+/));
      await saveScreenshot(a.page, 'explained-attack');
      await line.locator('button[data-explain]').click();
    }
    rounds++;
  }
  expect(goals).toEqual([]);
  expect(rounds).toBeGreaterThanOrEqual(3);
  await expectNoForeignHand(a, b);
  await expectNoForeignHand(b, a);
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  for (const p of players) await p.context.close();
});
