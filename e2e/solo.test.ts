import { cpus, loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { chooseMode, fillSetup } from './support/home';
import { openPage, saveScreenshot } from './support/pages';
import { longTasks, observeLongTasks, useOwnServer } from './support/local';

// Solo in the tab (apps/web/src/solo, apps/web/src/worker): a server of this file's own serves the
// page; a reload mid-fight resumes the same position from IndexedDB; then the server is stopped
// (the solo page and its engine worker have loaded) and the game against a katana ashigaru is
// played to its end with no server at all. A PerformanceObserver records the main thread's long
// tasks while the automata play.

const browser = useBrowser();
const server = useOwnServer();

/** What must be the same after a reload: the round and step, every seat's wounds, the hand, the log's length. */
async function position(page: Page) {
  const solo = page.getByTestId('solo');
  return {
    round: await page.locator('.table').getAttribute('data-round'),
    step: await page.locator('.table').getAttribute('data-step'),
    events: await solo.getAttribute('data-events'),
    saved: await solo.getAttribute('data-saved'),
    hand: await page.locator('[data-testid="hand-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? '')),
    seats: await page.locator('.seat-panel').evaluateAll((panels) => panels.map((p) => p.textContent ?? '')),
    automata: await page.getByTestId('automata').textContent(),
    log: await page.locator('[data-testid="log"] li').count(),
  };
}


/**
 * The renderer main thread's time in tasks (wall) and its CPU time, in ms (CDP Performance metrics,
 * counted from `Performance.enable`): on a loaded machine the tasks' wall time is mostly waiting
 * for a core, which a long-task observer cannot tell from work.
 */
async function mainThread(page: Page, cdp?: CDPSession): Promise<{ cdp: CDPSession; task: number; cpu: number }> {
  const session = cdp ?? (await page.context().newCDPSession(page));
  if (cdp === undefined) await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { cdp: session, task: metric('TaskDuration'), cpu: metric('ThreadTime') };
}

/** Waits until the page is not waiting on the worker (the automata's turns are done). */
const settled = (page: Page) => page.getByTestId('solo-thinking').waitFor({ state: 'detached' });

test('solo against a katana ashigaru: played to the end in the tab with the server stopped, resumed exactly after a reload mid-fight', async () => {
  const { page, errors, context, received } = await openPage(browser(), server.url());
  await fillSetup(page, { mode: 'solo', characters: ['ronin', 'warrior'], battlefield: 'burnt-village' });
  await page.getByTestId('solo-automaton-0').selectOption('katana-ashigaru');
  await page.getByTestId('solo-start').click();
  await page.waitForURL(/\/solo$/);
  await page.getByTestId('solo').waitFor();
  await observeLongTasks(page);
  let since = await mainThread(page);
  const spent = { task: 0, cpu: 0 };
  const add = (from: typeof since, to: typeof since) => {
    spent.task += to.task - from.task;
    spent.cpu += to.cpu - from.cpu;
  };
  let reloaded = false;
  let screenshot = false;
  let actions = 0;
  const tasksBeforeReload: number[] = [];
  for (let guard = 0; guard < 1500 && (await page.getByTestId('result').count()) === 0; guard++) {
    await settled(page);
    const round = Number(await page.locator('.table').getAttribute('data-round'));
    if (!reloaded && round >= 3 && (await page.locator('[data-testid="decision"]').count()) > 0) {
      // Mid-fight: the saved actions replay to the same position after a reload.
      const saved = Number(await page.getByTestId('solo').getAttribute('data-saved'));
      expect(saved).toBe(actions);
      const before = await position(page);
      tasksBeforeReload.push(...(await longTasks(page)));
      add(since, await mainThread(page, since.cdp));
      await since.cdp.detach();
      await page.reload();
      await page.getByTestId('solo').waitFor();
      expect(await position(page)).toEqual(before);
      // Every chunk the game needs is in again (the page, the content, the worker with the engine): the server goes.
      await server.stop();
      await observeLongTasks(page);
      since = await mainThread(page);
      reloaded = true;
    }
    if (!screenshot && round >= 2 && (await page.getByTestId('automata').count()) > 0) {
      await saveScreenshot(page, 'solo-fight');
      screenshot = true;
    }
    const kind = await clickSomeOption(page);
    if (kind === null) await page.waitForTimeout(20);
    else actions++;
  }
  await page.getByTestId('result').waitFor();
  add(since, await mainThread(page, since.cdp));
  expect(reloaded).toBe(true);
  expect(server.running()).toBe(false);
  expect(screenshot).toBe(true);
  // The automaton's moves are in the log with their reasons; each rule id behind the line's "rules" disclosure, not in the sentence (issue 22 item 10).
  const reasons = await page.locator('[data-testid="log"] li[data-event="automaton"] .log-text').allTextContents();
  expect(reasons.length).toBeGreaterThan(0);
  expect(reasons.every((r) => !/(R|OP)-[A-Z0-9-]+/.test(r)), reasons.slice(0, 3).join(' | ')).toBe(true);
  const rules = await page.locator('[data-testid="log"] li[data-event="automaton"]').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-rule') ?? ''));
  expect(rules.every((r) => /^(R|OP)-[A-Z0-9-]+$/.test(r)), rules.slice(0, 3).join(' | ')).toBe(true);
  // The finished game is in the past results.
  await page.getByTestId('solo-results').locator('summary').click();
  expect(await page.getByTestId('solo-results').locator('li').count()).toBeGreaterThanOrEqual(1);
  // No socket: the game never needed the server.
  expect(received.raw).toEqual([]);

  // Printed, not asserted: on a loaded two-core machine a render can pass 50 ms for reasons of its own.
  const tasks = [...tasksBeforeReload, ...(await longTasks(page))].sort((a, b) => b - a);
  console.log(
    `solo e2e: ${actions} actions; main-thread long tasks (over 50 ms) while the automata played: ${tasks.length}, ` +
      `longest ${(tasks[0] ?? 0).toFixed(0)} ms, the five longest ${tasks.slice(0, 5).map((d) => d.toFixed(0)).join(', ')} ms; ` +
      `the main thread's tasks took ${spent.task.toFixed(0)} ms of wall time for ${spent.cpu.toFixed(0)} ms of CPU ` +
      `(load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${cpus().length} cores)`,
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('solo: the home page offers to resume a game in progress; abandoning it (asked twice) forgets it', async () => {
  const { page, errors, context } = await openPage(browser(), inject('baseURL'));
  await fillSetup(page, { mode: 'solo', characters: ['warrior', 'ronin'], battlefield: 'burnt-village' });
  await page.getByTestId('solo-add').click();
  await page.getByTestId('solo-automaton-1').selectOption('yumi-ashigaru');
  await page.getByTestId('solo-nightmare-1').check();
  await page.getByTestId('solo-start').click();
  await page.getByTestId('solo').waitFor();
  expect(await page.locator('[data-testid="automata"] li').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-automaton')))).toEqual(['katana-ashigaru', 'yumi-ashigaru']);
  await clickSomeOption(page);
  await page.getByTestId('solo').and(page.locator('[data-saved="1"]')).waitFor();

  await page.getByTestId('bar-home').or(page.locator('.topbar-title')).first().click();
  await chooseMode(page, 'solo');
  await page.getByTestId('solo-resume').click();
  await page.getByTestId('solo').and(page.locator('[data-saved="1"]')).waitFor();

  await page.getByTestId('solo-abandon').click();
  await page.getByTestId('solo-abandon-yes').click();
  await page.getByTestId('home').waitFor();
  await chooseMode(page, 'solo');
  await page.getByTestId('solo-start').waitFor();
  expect(await page.getByTestId('solo-resume').count()).toBe(0);
  await page.goto(`${inject('baseURL')}/solo`);
  await page.getByTestId('solo-none').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
