import type { RoomSetupInput } from '@senjutsu/protocol';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { presence } from '../apps/web/src/i18n/presence';
import { useBrowser } from './support/browser';
import { setLanguage } from './support/language';
import { advance, until } from './support/driver';
import { createOnline, fillSetup } from './support/home';
import { openPage, type OpenPage } from './support/pages';
import { choose } from './support/policy';
import { createRoom } from './support/rooms';

// Issue 22, fair clocks and presence, with two browser profiles (two players on two machines):
// the clock waits until both seats opened their links, the creator's page offers the missing
// seat's link again, the tab title says whose decision it is, a closed tab shows "left" within
// seconds, and a rematch offer reaches the other player with accept and decline.

const baseURL = inject('baseURL');
const browser = useBrowser();
const DUEL: RoomSetupInput = { mode: 'duel', seats: [{ character: 'master' }, { character: 'student' }], battlefield: 'snowy-battlefield', terrain: [] };

const presenceOf = (page: Page, seat: number) => page.getByTestId(`presence-${seat}`);
const clockTexts = (page: Page) => page.locator('[data-testid="clock"] .clock').allInnerTexts();

test('the clock waits until both seats opened their links; then it runs', async () => {
  const room = await createRoom(baseURL, { ...DUEL, clock: { bankSeconds: 60, incrementSeconds: 0 } });
  // Only seat 2 opens its link.
  const b = await openPage(browser(), room.seats[1]!.invite.url);
  await b.page.locator('[data-testid="connection"][data-state="connected"]').waitFor();
  await b.page.getByTestId('waiting-for').waitFor();
  expect(await presenceOf(b.page, 0).getAttribute('data-state')).toBe('invited');
  const before = await clockTexts(b.page);
  expect(before).toHaveLength(2);
  for (const text of before) expect(text).toMatch(/1:00$/);
  // Seconds pass: nobody's time runs while seat 1 has not come (no running clock at all).
  await new Promise((r) => setTimeout(r, 2_500));
  expect(await clockTexts(b.page)).toEqual(before);
  expect(await b.page.locator('[data-testid="clock"] .clock-running').count()).toBe(0);
  // A page that did not create the room has no invite to offer: it says where the link was shown.
  expect(await b.page.locator('[data-testid^="invite-again-"]').count()).toBe(0);

  // Seat 1 opens its link: the wait ends on both pages and the clock of the seat(s) to decide runs.
  const a = await openPage(browser(), room.seats[0]!.invite.url);
  await presenceOf(b.page, 0).and(b.page.locator('[data-state="connected"]')).waitFor();
  await presenceOf(a.page, 1).and(a.page.locator('[data-state="connected"]')).waitFor();
  await b.page.getByTestId('waiting-for').waitFor({ state: 'detached' });
  await b.page.locator('[data-testid="clock"] .clock-running').first().waitFor();
  await b.page.waitForFunction(() => [...document.querySelectorAll('[data-testid="clock"] .clock-running')].some((el) => !/1:00$/.test(el.textContent ?? '')), undefined, { timeout: 15_000 });
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  for (const p of [a, b]) await p.context.close();
});

test('the creator\'s page offers the missing seat\'s link again; the tab title says when it is your decision', async () => {
  const a = await openPage(browser(), baseURL);
  await fillSetup(a.page, { mode: 'online', characters: ['master', 'student'], battlefield: 'snowy-battlefield' });
  const links = await createOnline(a.page);
  await a.page.getByTestId('seat-link-0').click();
  // The creator's own seat is open; seat 2's link is offered again, as created.
  const again = a.page.getByTestId('invite-again-1');
  await again.waitFor();
  expect(await again.locator('input').inputValue()).toBe(links[1]);
  expect(await presenceOf(a.page, 1).getAttribute('data-state')).toBe('invited');

  const b = await openPage(browser(), links[1]!);
  const players = [a, b];
  await until('both seats joined', () => players.every((p) => p.received.view !== null));
  await a.page.getByTestId('waiting-for').waitFor({ state: 'detached' });
  await presenceOf(a.page, 1).and(a.page.locator('[data-state="connected"]')).waitFor();

  // Whoever the game waits on reads "● Your turn" in its tab title; the other the usual title.
  const titleSays = async () => {
    for (const p of players) {
      const mine = (p.received.view?.decisions.length ?? 0) > 0;
      await p.page.waitForFunction((expected) => document.title.startsWith('● Your turn') === expected, mine, { timeout: 15_000 });
    }
  };
  const turnOf = () => players.findIndex((p) => (p.received.view?.decisions.length ?? 0) > 0);
  await until('a seat to decide', () => turnOf() >= 0);
  await titleSays();
  const first = turnOf();
  expect(await players[first]!.page.title()).toBe(presence.en['attention.title'].replace('{title}', 'Senjutsu Online'));
  expect(await players[1 - first]!.page.title()).toBe('Senjutsu Online');
  expect(await players[first]!.page.locator('link[rel="icon"]').getAttribute('data-alert')).toBe('on');
  // The other player turns sounds on (off by default; remembered in its browser).
  const other = players[1 - first]!.page;
  await other.getByTestId('game-menu').locator('summary').first().click(); // the table's menus are in one (issue 25)
  await other.getByTestId('alert-settings').locator('summary').click();
  expect(await other.getByTestId('setting-sounds').isChecked()).toBe(false);
  await other.getByTestId('setting-sounds').check();
  expect(await other.evaluate(() => localStorage.getItem('senjutsu:sounds'))).toBe('on');
  const cueBefore = await other.evaluate(() => document.documentElement.dataset.cue ?? '');
  // And a notification for when its tab is hidden: permission is asked when it is turned on (granted here).
  await players[1 - first]!.context.grantPermissions(['notifications'], { origin: baseURL });
  await other.getByTestId('setting-notify').check();
  expect(await other.evaluate(() => localStorage.getItem('senjutsu:notify'))).toBe('on');
  // The tab goes to the background; the page's notifications are recorded as they are shown.
  await other.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    const Shown = window.Notification;
    const shown: string[] = [];
    (window as unknown as { shown: string[] }).shown = shown;
    window.Notification = class extends Shown {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(options?.body ?? title);
      }
    } as typeof Notification;
  });
  // Play on until the other seat decides: the titles swap, and its page plays the "your turn" cue.
  await advance(players, () => turnOf() === 1 - first && (players[first]!.received.view?.decisions.length ?? 0) === 0, choose, 40);
  await titleSays();
  expect(await players[1 - first]!.page.title()).toMatch(/^● Your turn/);
  expect(await players[first]!.page.title()).toBe('Senjutsu Online');
  await other.waitForFunction((before) => (document.documentElement.dataset.cue ?? '') !== before && document.documentElement.dataset.cue!.startsWith('turn'), cueBefore, { timeout: 10_000 });
  expect(await other.evaluate(() => (window as unknown as { shown: string[] }).shown)).toEqual([presence.en['attention.notification']]);
  // The page whose turn ended, visible and without the setting, showed none.
  expect(await players[first]!.page.evaluate(() => localStorage.getItem('senjutsu:notify'))).toBeNull();
  // In Czech too.
  await setLanguage(players[1 - first]!.page, 'cs');
  await players[1 - first]!.page.waitForFunction(() => document.title.startsWith('● Jste na tahu'), undefined, { timeout: 10_000 });
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  for (const p of players) await p.context.close();
});

test('a closed tab shows "left" within seconds; a rematch offer reaches the other player with accept and decline', async () => {
  const room = await createRoom(baseURL, { ...DUEL, clock: null, abandonSeconds: 1 });
  const a = await openPage(browser(), room.seats[0]!.invite.url);
  let b: OpenPage = await openPage(browser(), room.seats[1]!.invite.url);
  await presenceOf(a.page, 1).and(a.page.locator('[data-state="connected"]')).waitFor();

  // Seat 2 closes its tab: its socket closes at once, and seat 1's page says it left.
  const closedAt = Date.now();
  await b.page.close();
  await presenceOf(a.page, 1).and(a.page.locator('[data-state="left"]')).waitFor({ timeout: 10_000 });
  const shownAfterMs = Date.now() - closedAt;
  console.log(`"left" shown ${shownAfterMs} ms after the tab closed`);
  expect(await presenceOf(a.page, 1).innerText()).toContain('Left the game');

  // Away longer than the room allows: seat 1 claims, then offers a rematch.
  await a.page.getByTestId('claim').click({ timeout: 15_000 });
  await a.page.getByTestId('result').waitFor();
  await a.page.getByTestId('rematch').click();
  await a.page.getByText('Rematch asked').waitFor();

  // Seat 2 comes back (the same link, in its own profile): the offer waits for it, with both choices.
  const page = await b.context.newPage();
  await page.goto(room.seats[1]!.invite.url);
  b = { ...b, page };
  await b.page.getByTestId('rematch-offer').waitFor();
  expect(await b.page.getByTestId('rematch').innerText()).toBe(presence.en['rematch.accept']);
  await b.page.getByTestId('rematch-decline').click();
  await a.page.getByTestId('rematch-declined').waitFor();
  // Declined, yet still free to accept: the rematch opens for both, on the same links.
  await b.page.getByTestId('rematch').click();
  for (const p of [a.page, b.page]) await p.waitForURL((url) => !url.pathname.endsWith(room.room) && url.pathname.startsWith('/game/'), { timeout: 15_000 });
  expect(new URL(a.page.url()).pathname).toBe(new URL(b.page.url()).pathname);
  expect(a.errors).toEqual([]);
  for (const p of [a, b]) await p.context.close();
});
