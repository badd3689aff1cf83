import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { advance, atSelect, selectCard, until } from './support/driver';
import { chooseMode, openDetails } from './support/home';
import { openPage } from './support/pages';
import { choose } from './support/policy';
import { createRoom } from './support/rooms';

// axe-core over every kind of page (issue 22): home and each way to play's setup, a game's setup (figure placement), an online
// duel at its first hidden choice, solo and horde against automata. No serious or critical
// violation; every page has its h1 and the board is a named group of buttons.

const baseURL = inject('baseURL');
const browser = useBrowser();

async function expectAccessible(page: Page, what: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${what}:\n${describeViolations(violations)}`).toEqual([]);
  expect(await page.locator('h1').count(), `${what}: one h1`).toBe(1);
}

/** The font sizes (px) of every card text the page shows (HTML text in card faces; diagrams' symbols aside). */
const cardTextSizes = (page: Page): Promise<{ text: string; px: number }[]> =>
  page.evaluate(() => {
    const out: { text: string; px: number }[] = [];
    for (const el of document.querySelectorAll('.card-face *, .hand-selected-label')) {
      if (el instanceof SVGElement) continue;
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent?.trim() ?? '').join('');
      if (own !== '') out.push({ text: own.slice(0, 30), px: parseFloat(getComputedStyle(el).fontSize) });
    }
    return out;
  });

async function expectBoardGroup(page: Page): Promise<void> {
  const board = page.getByRole('group', { name: /Battlefield/ });
  await board.waitFor();
  expect(await board.getByRole('button').count()).toBeGreaterThan(20);
}

test('axe: home (the ways to play), the keys help open on it, and the setup of each way with its details open', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL);
  await page.getByTestId('play-hotseat').waitFor();
  await expectAccessible(page, 'home');
  await page.keyboard.press('?');
  await page.getByTestId('keys-help').waitFor({ state: 'visible' });
  await expectAccessible(page, 'home with the keys help');
  await page.keyboard.press('Escape');
  await page.getByTestId('keys-help').waitFor({ state: 'hidden' });
  for (const mode of ['online', 'hotseat', 'solo', 'horde', 'coop', 'computer'] as const) {
    await chooseMode(page, mode);
    await expectAccessible(page, `home, the ${mode} setup`);
    await openDetails(page);
    await expectAccessible(page, `home, the ${mode} setup with its details`);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('axe: a hot-seat game at setup (figure placement), and its hand-over screen', async () => {
  // A hot-seat game starts from its setup on the home page (/hotseat alone only resumes a saved one).
  const { page, errors, context } = await openPage(browser(), baseURL);
  await chooseMode(page, 'hotseat');
  await page.getByTestId('hotseat-start').click();
  await page.getByTestId('handover').waitFor();
  await expectAccessible(page, 'hot-seat hand-over');
  await page.keyboard.press('c');
  await page.locator('[data-decision-kind="placeFigure"]').waitFor();
  await expectBoardGroup(page);
  await expectAccessible(page, 'hot-seat setup');
  expect(errors).toEqual([]);
  await context.close();
});

test('axe: an online duel at its setup, at its hidden choice and after the reveal, for a seat and a spectator; the other seat choosing leaves the focus where it is', async () => {
  const room = await createRoom(baseURL, { mode: 'duel', seats: [{ character: 'ronin' }, { character: 'warrior' }], battlefield: 'burnt-village', terrain: ['rock'] });
  const seat = await openPage(browser(), `${baseURL}${room.seats[0]!.invite.path}`);
  await seat.page.locator('[data-decision-kind="placeTerrain"], [data-decision-kind="placeFigure"], [data-testid="waiting"]').first().waitFor();
  await expectBoardGroup(seat.page);
  await expectAccessible(seat.page, 'online duel at setup, seat 1');
  const other = await openPage(browser(), `${baseURL}${room.seats[1]!.invite.path}`);
  const players = [seat, other];
  await advance(players, () => atSelect(players), choose);
  await expectAccessible(seat.page, 'online duel at the hidden choice, seat 1');
  // The other seat's choice changes seat 1's view but not its decision: the focus (here on the
  // log) stays where the player left it (table/keys.ts moves it only when the decisions change).
  await seat.page.focus('.log-scroll');
  await selectCard(other.page, other.received.view!.seats[1]!.hand![0]!.card);
  await seat.page.getByTestId('waiting').waitFor({ state: 'detached' });
  expect(await seat.page.evaluate(() => document.activeElement?.className)).toBe('log-scroll');
  await selectCard(seat.page, seat.received.view!.seats[0]!.hand![0]!.card);
  await until('the reveal', () => seat.received.events.some((e) => e.kind === 'revealed'));
  await seat.page.locator('.revealed-card').first().waitFor();
  await expectAccessible(seat.page, 'online duel after the reveal, seat 1');
  const spectator = await openPage(browser(), `${baseURL}${room.spectator.path}`);
  await expectBoardGroup(spectator.page);
  await expectAccessible(spectator.page, 'online duel, spectator');
  expect([...seat.errors, ...other.errors, ...spectator.errors]).toEqual([]);
  for (const p of [seat, other, spectator]) await p.context.close();
});

for (const mode of ['solo', 'horde'] as const) {
  test(`axe: a ${mode} game against automata`, async () => {
    const { page, errors, context } = await openPage(browser(), baseURL);
    await chooseMode(page, mode);
    await page.getByTestId(`${mode}-start`).click();
    await page.waitForURL(new RegExp(`/${mode}$`));
    await page.locator('[data-testid="decision"]').first().waitFor();
    await expectBoardGroup(page);
    await expectAccessible(page, mode);
    // No card text under 11 px (the hand of a new game: names, keywords, chips, effect lines).
    const sizes = await cardTextSizes(page);
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.filter((s) => s.px < 11)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}
