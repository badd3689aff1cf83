import type { Page } from 'playwright-core';
import type { RoomSetupInput } from '@senjutsu/protocol';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { openPage, saveScreenshot } from './support/pages';
import { createRoom } from './support/rooms';

// Invite links (issue 21 item 6, issue 22): a seat replaces its link on the game page and copies the
// new one; its other tab is told and offers the new link saved in this browser; the old link then
// opens the page of a link that does not work (not an "Offline" badge), which is kept out of "your
// games"; "forget this game" removes a game from them.

const baseURL = inject('baseURL');
const browser = useBrowser();

const DUEL: RoomSetupInput = { mode: 'duel', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: 'snowy-battlefield' };

const connected = (page: Page) => page.locator('[data-testid="connection"][data-state="connected"]').waitFor();

/** The games "your games" lists on the home page (none: the section is not shown). */
async function yourGames(page: Page): Promise<number> {
  await page.getByTestId('play-online').waitFor();
  return page.locator('[data-testid="your-games"] li').count();
}

test('a seat replaces its link: the other tab is told, the old link stops working, the new one plays', async () => {
  const room = await createRoom(baseURL, DUEL);
  const [seat0, seat1] = room.seats.map((s) => s.invite.url);
  const a = await openPage(browser(), seat0!);
  const otherTab = await a.context.newPage();
  await otherTab.goto(seat0!);
  const b = await openPage(browser(), seat1!);
  for (const page of [a.page, otherTab, b.page]) await connected(page);

  await a.page.getByTestId('game-menu').locator('summary').first().click();
  await a.page.getByTestId('link-tools').locator('summary').click();
  await a.page.getByTestId('replace-link').click();
  await a.page.getByTestId('replace-link-confirm').click();
  const field = a.page.getByTestId('new-link');
  await field.waitFor();
  const fresh = await field.inputValue();
  expect(fresh).toMatch(new RegExp(`^${baseURL}/game/${room.room}#t=[A-Za-z0-9_-]{43}$`));
  expect(fresh).not.toBe(seat0);
  await a.page.getByTestId('copy-new-link').click();
  await saveScreenshot(a.page, 'new-seat-link');

  // The other tab of this seat is told, in words, and offers the new link this browser now holds.
  const told = otherTab.getByTestId('link-problem');
  await told.waitFor();
  expect(await told.getAttribute('data-problem')).toBe('replaced');
  expect(await told.innerText()).toContain('This link was replaced');
  expect(await otherTab.getByTestId('connection').count()).toBe(0);
  await otherTab.getByTestId('open-new-link').click();
  await connected(otherTab);
  // The tab that replaced it and the opponent played on undisturbed.
  for (const page of [a.page, b.page]) expect(await page.getByTestId('connection').getAttribute('data-state')).toBe('connected');

  // Another device with the old link: the page of a link that does not work, not one of its games.
  const stranger = await openPage(browser(), seat0!);
  const bad = stranger.page.getByTestId('link-problem');
  await bad.waitFor();
  expect(await bad.getAttribute('data-problem')).toBe('bad');
  await saveScreenshot(stranger.page, 'bad-invite-link');
  await stranger.page.getByTestId('link-problem-home').click();
  expect(await yourGames(stranger.page)).toBe(0);
  // The new link opens the seat there.
  await stranger.page.goto(fresh);
  await connected(stranger.page);
  expect(await stranger.page.locator('.seat-label').first().innerText()).toMatch(/Master/);

  for (const p of [a, b, stranger]) expect(p.errors).toEqual([]);
  for (const p of [a, b, stranger]) await p.context.close();
});

test('a bad invite link gets a clear page with a way home and is not added to "your games"; "forget this game" removes one', async () => {
  // A browser that already holds one game.
  const room = await createRoom(baseURL, DUEL);
  const player = await openPage(browser(), room.seats[1]!.invite.url);
  await connected(player.page);
  await player.page.goto(`${baseURL}/`);
  expect(await yourGames(player.page)).toBe(1);

  // A link to no room at all, then a wrong token for a real room.
  for (const link of [`${baseURL}/game/NoSuchRoom0000000000#t=${'x'.repeat(43)}`, `${baseURL}/game/${room.room}#t=${'y'.repeat(43)}`]) {
    await player.page.goto(link);
    const page = player.page.getByTestId('link-problem');
    await page.waitFor();
    expect(await page.getAttribute('data-problem')).toBe('bad');
    expect(await page.locator('h1').innerText()).toBe('This invite link does not work');
    expect(await page.innerText()).toContain('The game may have been removed, or the link replaced');
    expect(await player.page.getByTestId('connection').count()).toBe(0); // no red "Offline" badge
    await player.page.getByTestId('link-problem-home').click();
    expect(await yourGames(player.page)).toBe(1); // still only the game it holds
  }

  // Forget this game, on its page: gone from "your games" and from this browser's storage.
  await player.page.locator('[data-testid="your-games"] a').first().click();
  await connected(player.page);
  await player.page.getByTestId('game-menu').locator('summary').first().click();
  await player.page.getByTestId('link-tools').locator('summary').click();
  await player.page.getByTestId('forget-game').click();
  expect(await yourGames(player.page)).toBe(0);
  const stored = await player.page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes(':token:') || key.includes(':expires:')));
  expect(stored).toEqual([]);

  expect(player.errors).toEqual([]);
  await player.context.close();
});
