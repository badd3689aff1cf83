import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { chooseMode, openDetails } from './support/home';
import { openPage } from './support/pages';

// "Duel the computer" in the page (apps/web/src/computer, worker/computer.ts): a duel against the
// computer at the easy level played to its end, resumed once after a reload; the computer thinks
// in the engine worker, so the main thread runs no long task (over 50 ms) while it thinks.

const browser = useBrowser();

/** Records in the page the long tasks (PerformanceObserver 'longtask') from now on. */
const observe = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __tasks: { start: number; end: number }[] };
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: false });
  });

/**
 * The long tasks that ran while the computer thought: between the page's question to the worker
 * and its answer (the marks worker/client.ts sets). The task that takes the answer in is the
 * page's own work (parsing and drawing it), not thinking: it ends after the answer's mark.
 */
const whileThinking = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __tasks: { start: number; end: number }[] };
    const asked = performance.getEntriesByName('senjutsu:worker:asked').map((m) => m.startTime);
    const answered = performance.getEntriesByName('senjutsu:worker:answered').map((m) => m.startTime);
    const spans = asked.flatMap((start) => {
      const end = answered.find((a) => a > start);
      return end === undefined ? [] : [{ start, end }];
    });
    const inside = w.__tasks.filter((t) => spans.some((s) => t.start >= s.start && t.end < s.end));
    performance.clearMarks('senjutsu:worker:asked');
    performance.clearMarks('senjutsu:worker:answered');
    return { tasks: inside.map((t) => t.end - t.start), spans: spans.length, thought: spans.reduce((n, s) => n + s.end - s.start, 0) };
  });

test('duel the computer (easy): played to its end in the page, resumed after a reload, the computer’s cards in the log, no long main-thread task while it thinks', async () => {
  const { page, errors, context, received } = await openPage(browser(), inject('baseURL'));
  await chooseMode(page, 'computer');
  await openDetails(page);
  await page.getByTestId('seat-character-0').selectOption('ronin');
  await page.getByTestId('seat-character-1').selectOption('warrior');
  await page.getByTestId('battlefield').selectOption('burnt-village');
  await page.getByTestId('computer-level').selectOption('easy');
  await page.getByTestId('computer-explain').check();
  await page.getByTestId('computer-start').click();
  await page.waitForURL(/\/computer$/);
  await page.getByTestId('solo').waitFor();
  await page.getByTestId('computer-why').waitFor();
  await observe(page);
  let reloaded = false;
  let actions = 0;
  const measured = { tasks: [] as number[], spans: 0, thought: 0 };
  for (let guard = 0; guard < 2000 && (await page.getByTestId('result').count()) === 0; guard++) {
    await page.getByTestId('solo-thinking').waitFor({ state: 'detached' });
    const round = Number(await page.locator('.table').getAttribute('data-round'));
    if (!reloaded && round >= 2 && (await page.locator('[data-testid="decision"]').count()) > 0) {
      const before = { round, saved: await page.getByTestId('solo').getAttribute('data-saved'), log: await page.locator('[data-testid="log"] li').count() };
      const part = await whileThinking(page);
      measured.tasks.push(...part.tasks), (measured.spans += part.spans), (measured.thought += part.thought);
      await page.reload();
      await page.getByTestId('solo').waitFor();
      // The player's and the computer's saved actions replay to the same position.
      expect({ round: Number(await page.locator('.table').getAttribute('data-round')), saved: await page.getByTestId('solo').getAttribute('data-saved'), log: await page.locator('[data-testid="log"] li').count() }).toEqual(before);
      await observe(page);
      reloaded = true;
    }
    if ((await clickSomeOption(page)) === null) await page.waitForTimeout(20);
    else actions++;
  }
  await page.getByTestId('result').waitFor();
  const part = await whileThinking(page);
  measured.tasks.push(...part.tasks), (measured.spans += part.spans), (measured.thought += part.thought);
  expect(reloaded).toBe(true);
  // Both seats' revealed cards are in the log, each line naming its seat's character.
  const reveals = await page.locator('[data-testid="log"] li[data-event="revealed"]').allTextContents();
  expect(reveals.length).toBeGreaterThan(0);
  expect(reveals.some((r) => /Warrior|Válečník|Wojownik|Воїн/i.test(r)), reveals.slice(0, 2).join(' | ')).toBe(true);
  // No server was needed after the page loaded: the game never opened a socket.
  expect(received.raw).toEqual([]);
  console.log(
    `computer e2e: ${actions} actions; the computer thought ${measured.spans} times for ${measured.thought.toFixed(0)} ms in all; ` +
      `main-thread long tasks meanwhile: ${measured.tasks.length}${measured.tasks.length > 0 ? ` (${measured.tasks.map((d) => d.toFixed(0)).join(', ')} ms)` : ''}`,
  );
  expect(measured.spans).toBeGreaterThan(0);
  expect(measured.tasks).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
