import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { clickSomeOption } from './support/dom-policy';
import { advance, atSelect } from './support/driver';
import { chooseMode, openDetails } from './support/home';
import { setLanguage } from './support/language';
import { measureTable, overlaps, partsOutOfView, topBarNotOneRow, type Box } from './support/layout';
import { openPage, saveScreenshot, type OpenPage } from './support/pages';
import { choose } from './support/policy';
import { createRoom } from './support/rooms';

// The table at a glance (issue 22, "Layout"): at 1366x768 and 1920x1080 the board, the decision,
// the hand, every seat's and automaton's panel and at least 8 log lines are in view without
// scrolling, in every way to play (online duel, hot-seat, solo against 1 and 3 automata, horde,
// co-op); hand cards show their whole names in text of at least 12 px, and the enlarged card sits
// beside the hand, not over it. At 390x844 the decision sits right below the board, and the top bar
// is one row in every language (issue 25), on the home page and at a table (online: its menus in one game menu). Each way to
// play is photographed at 1366x768 and 390x844 for docs/screenshots (table-<mode>, phone-table-<mode>).

const baseURL = inject('baseURL');
const browser = useBrowser();

const WIDE = [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }] as const;
const PHONE = { width: 390, height: 844 } as const;

/** Plays a game in the page (hot-seat, solo, horde) until its first hidden choice of a card. */
async function playToSelect(page: Page): Promise<void> {
  for (let guard = 0; guard < 300; guard++) {
    if ((await page.locator('[data-testid="hand-card"][data-option-kind="select"]').count()) > 0) return;
    if (await page.getByTestId('handover').isVisible()) {
      await page.getByTestId('handover-confirm').click();
      continue;
    }
    if ((await clickSomeOption(page)) === null) await page.waitForTimeout(100);
  }
  throw new Error('the game never reached the choice of a card');
}

/** Waits for the animations on the page to end (a card's reveal flip, a figure's move; endless ones aside). */
const settle = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));

async function expectTableInView(page: Page, mode: string): Promise<void> {
  for (const size of WIDE) {
    await page.setViewportSize(size);
    await page.mouse.move(0, 0);
    await settle(page);
    const layout = await measureTable(page);
    const where = `${mode} at ${size.width}x${size.height}`;
    expect(partsOutOfView(layout), `${where}: parts out of view`).toEqual([]);
    expect(layout.parts.filter((p) => p.name.startsWith('seat') || p.name.startsWith('automaton')).length, `${where}: panels`).toBeGreaterThanOrEqual(2);
    expect(layout.logCapacity, `${where}: log lines the log holds`).toBeGreaterThanOrEqual(8);
    expect(layout.logLines, `${where}: log lines in view`).toBeGreaterThanOrEqual(Math.min(8, layout.logTotal));
    expect(layout.cutNames, `${where}: hand card names cut`).toEqual([]);
    expect(layout.smallestHandText, `${where}: smallest hand text (px)`).toBeGreaterThanOrEqual(12);
    // The enlarged card (pointer on the first card) lies beside the hand, inside the window.
    await page.locator('[data-testid="hand-card"]').first().hover();
    const zoom = page.getByTestId('card-zoom');
    await zoom.waitFor();
    const [zoomBox, handBox] = [await zoom.boundingBox(), await page.locator('.table-hand > .hand').boundingBox()];
    const box = (b: { x: number; y: number; width: number; height: number } | null): Box => ({ left: b!.x, top: b!.y, right: b!.x + b!.width, bottom: b!.y + b!.height });
    expect(overlaps(box(zoomBox), box(handBox)), `${where}: the enlarged card covers the hand`).toBe(false);
    expect(box(zoomBox).top).toBeGreaterThanOrEqual(0);
    await page.mouse.move(0, 0);
    await zoom.waitFor({ state: 'detached' });
  }
  await page.setViewportSize(WIDE[0]);
  await settle(page);
  await saveScreenshot(page, `table-${mode}`);
  // A phone: the decision right below the board (the revealed cards, when any, between them).
  await page.setViewportSize(PHONE);
  await settle(page);
  const [board, decision] = [await page.locator('.table-board').boundingBox(), await page.getByTestId('decision').first().boundingBox()];
  expect(decision!.y - (board!.y + board!.height), `${mode} at 390x844: the gap between the board and the decision`).toBeLessThanOrEqual(16);
  expect(decision!.y - (board!.y + board!.height)).toBeGreaterThanOrEqual(0);
  await saveScreenshot(page, `phone-table-${mode}`);
  await page.setViewportSize(WIDE[0]);
}

/** Seat-panel figures whose label runs into its value, or out of its box (a label may wrap, never overlap). */
const labelsOverValues = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.seat-panel .stat')].flatMap((stat) => {
      const labelEl = stat.querySelector('.stat-label')!;
      const [label, value, box] = [labelEl.getBoundingClientRect(), stat.querySelector('.stat-value')!.getBoundingClientRect(), stat.getBoundingClientRect()];
      const apart = label.right <= value.left + 0.5 || label.bottom <= value.top + 0.5;
      const inside = label.left >= box.left - 0.5 && label.right <= box.right + 0.5 && value.right <= box.right + 0.5 && labelEl.scrollWidth <= labelEl.clientWidth + 1;
      return apart && inside ? [] : [`"${labelEl.textContent}": label ${Math.round(label.left)}-${Math.round(label.right)}, value ${Math.round(value.left)}-${Math.round(value.right)}, box ${Math.round(box.left)}-${Math.round(box.right)}`];
    }),
  );

async function closeAll(pages: readonly OpenPage[]): Promise<void> {
  for (const p of pages) expect(p.errors).toEqual([]);
  for (const p of pages) await p.context.close();
}

test('layout: an online duel, each seat from its own side (the second seat sees the board turned)', async () => {
  const room = await createRoom(baseURL, { mode: 'duel', seats: [{ character: 'ronin' }, { character: 'warrior' }], battlefield: 'burnt-village', terrain: ['rock'] });
  const players: OpenPage[] = [];
  for (const seat of room.seats) players.push(await openPage(browser(), `${baseURL}${seat.invite.path}`, { screen: WIDE[0] }));
  await advance(players, () => atSelect(players), choose);
  await players[0]!.page.locator('[data-testid="hand-card"][data-option-kind="select"]').first().waitFor();
  expect(await players[0]!.page.getByTestId('board').getAttribute('data-turned')).toBe('false');
  expect(await players[1]!.page.getByTestId('board').getAttribute('data-turned')).toBe('true');
  await expectTableInView(players[0]!.page, 'online');
  // On a phone the table's menus (links, alerts, automatic pass) fold into one game menu, so the
  // top bar stays one row (issue 25); the menu works from the keyboard alone.
  const page = players[0]!.page;
  await page.setViewportSize(PHONE);
  for (const lang of ['uk', 'cs'] as const) {
    await setLanguage(page, lang);
    expect(await topBarNotOneRow(page), `the online table's top bar in ${lang} at 390x844`).toEqual([]);
  }
  const menu = page.getByTestId('game-menu');
  const button = menu.locator('summary').first();
  expect(await button.getAttribute('aria-label')).toMatch(/^Menu hry/);
  const focused = (testId: string) => page.evaluate((id) => document.activeElement?.closest(`[data-testid="${id}"]`) != null, testId);
  await button.focus();
  await page.keyboard.press('Enter');
  expect(await menu.getAttribute('open')).not.toBeNull();
  await page.keyboard.press('Tab');
  expect(await focused('link-tools'), 'Tab moves into the menu').toBe(true);
  await page.keyboard.press('Escape');
  expect(await menu.getAttribute('open')).toBeNull();
  expect(await button.evaluate((el) => el === document.activeElement), 'Escape gives the focus back to the button').toBe(true);
  await closeAll(players);
});

test('layout: hot-seat, with "after you on this screen" and the board turned with the hand-over (and the top bar in one row on a phone, at home and at the table)', async () => {
  const p = await openPage(browser(), baseURL, { screen: PHONE });
  await p.page.getByTestId('play-hotseat').waitFor();
  for (const lang of ['uk', 'cs', 'pl', 'en'] as const) {
    await setLanguage(p.page, lang);
    expect(await topBarNotOneRow(p.page), `the home page's top bar in ${lang} at 390x844`).toEqual([]);
  }
  await p.page.setViewportSize(WIDE[0]);
  await chooseMode(p.page, 'hotseat');
  await p.page.getByTestId('hotseat-start').click();
  await playToSelect(p.page);
  expect(await p.page.getByTestId('waiting').textContent()).toMatch(/^After you on this screen: /);
  expect(await p.page.getByTestId('board').getAttribute('data-turned')).toBe('false');
  await expectTableInView(p.page, 'hotseat');
  // The seat panels in every language, on a laptop and a phone: no label runs into its value (issue 22);
  // on the phone the top bar, with the page's status in it, is one row (issue 25).
  for (const lang of ['uk', 'cs', 'pl', 'en'] as const) {
    await setLanguage(p.page, lang);
    for (const size of [WIDE[0], PHONE]) {
      await p.page.setViewportSize(size);
      expect(await labelsOverValues(p.page), `${lang} at ${size.width}x${size.height}`).toEqual([]);
    }
    expect(await topBarNotOneRow(p.page), `the table's top bar in ${lang} at 390x844`).toEqual([]);
  }
  await p.page.setViewportSize(WIDE[0]);
  // The second seat gets the screen after the hand-over, and the board from its side.
  await p.page.locator('[data-testid="hand-card"][data-option-kind="select"]').first().click();
  await p.page.getByTestId('handover-confirm').click();
  await p.page.locator('[data-testid="hand-card"][data-option-kind="select"]').first().waitFor();
  expect(await p.page.getByTestId('board').getAttribute('data-turned')).toBe('true');
  await closeAll([p]);
});

for (const automata of [1, 3]) {
  test(`layout: solo against ${automata} automat${automata === 1 ? 'on' : 'a'}`, async () => {
    const p = await openPage(browser(), baseURL, { screen: WIDE[0] });
    await chooseMode(p.page, 'solo');
    if (automata > 1) {
      await openDetails(p.page);
      for (let i = 1; i < automata; i++) await p.page.getByTestId('solo-add').click();
    }
    await p.page.getByTestId('solo-start').click();
    await p.page.waitForURL(/\/solo$/);
    await playToSelect(p.page);
    expect(await p.page.locator('.automaton').count()).toBe(automata);
    await expectTableInView(p.page, automata === 1 ? 'solo' : `solo-${automata}`);
    await closeAll([p]);
  });
}

test('layout: horde', async () => {
  const p = await openPage(browser(), baseURL, { screen: WIDE[0] });
  await chooseMode(p.page, 'horde');
  await p.page.getByTestId('horde-start').click();
  await p.page.waitForURL(/\/horde$/);
  await playToSelect(p.page);
  await expectTableInView(p.page, 'horde');
  await closeAll([p]);
});

test('layout: co-op, two players against an automaton', async () => {
  const room = await createRoom(baseURL, {
    mode: 'coop', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: 'snowy-battlefield', terrain: ['rock'], coop: { automata: [{ automaton: 'katana-ashigaru' }] },
  });
  const players: OpenPage[] = [];
  for (const seat of room.seats) players.push(await openPage(browser(), `${baseURL}${seat.invite.path}`, { screen: WIDE[0] }));
  await advance(players, () => atSelect(players), choose);
  await players[0]!.page.locator('[data-testid="hand-card"][data-option-kind="select"]').first().waitFor();
  await expectTableInView(players[0]!.page, 'coop');
  await closeAll(players);
});
