import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { advance, atSelect, selectCard, until, type Player } from './support/driver';
import { chooseMode, createOnline, fillSetup, openDetails } from './support/home';
import { openPage } from './support/pages';
import { choose } from './support/policy';

// "Duel the computer" in the page (apps/web/src/computer, worker/computer.ts): a duel against the
// computer at the easy level played to its end, resumed once after a reload; the computer thinks
// in the engine worker, so the main thread runs no long task (over 50 ms) while it thinks.
// Then the online form's "Player 2: the computer" (the server plays the seat, docs/server.md "The
// computer in a room"): created from the home page and played a few rounds in the page.

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

test('online against the computer (easy): created from the home page, played in the page until the computer has revealed cards and moved, its cards in the log like a player’s', async () => {
  const { page, errors, context, received } = await openPage(browser(), inject('baseURL'));
  await fillSetup(page, { mode: 'online', characters: ['ronin', 'warrior'], battlefield: 'frozen-lake' });
  await page.getByTestId('online-opponent').selectOption('easy');
  const links = await createOnline(page);
  // Only the person's seat has a link: the computer's is never handed out.
  expect(links).toHaveLength(1);
  await page.getByTestId('seat-link-0').click();
  const me: Player = { page, received };
  await until('the join', () => received.view !== null);
  expect(received.view!.viewer).toBe(0);

  const computerDid = (kinds: readonly string[]) => received.events.some((e) => kinds.includes(e.kind) && 'seat' in e && e.seat === 1);
  const computerRevealed = () => received.events.some((e) => e.kind === 'revealed' && e.cards.some((c) => c.seat === 1));
  const over = () => received.view?.winners != null;
  for (let round = 0; round < 4 && !over() && !(computerRevealed() && computerDid(['stepped', 'turned'])); round++) {
    await advance([me], () => atSelect([me]) || over(), choose);
    if (over()) break;
    // The reveal must be on the page before the round is played on: until then it still shows Select.
    const from = received.events.length;
    const select = received.view!.decisions.find((d) => d.kind === 'select')!;
    const first = select.options[0]!;
    if (first.kind !== 'select') throw new Error('the hidden choice offered something else');
    await selectCard(page, first.card);
    await until('the reveal', () => received.events.slice(from).some((e) => e.kind === 'revealed'));
    await advance([me], () => atSelect([me]) || over(), choose);
  }
  expect(computerRevealed()).toBe(true);
  expect(computerDid(['stepped', 'turned'])).toBe(true);
  // The computer's revealed card is in the log like a player's: the reveal line names its character and its card.
  const warrior = /Warrior|Válečník|Wojownik|Воїн/i;
  const reveals = await page.locator('[data-testid="log"] li[data-event="revealed"]').allTextContents();
  expect(reveals.length).toBeGreaterThan(0);
  expect(reveals.every((r) => warrior.test(r) && !r.includes('?')), reveals.join(' | ')).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
