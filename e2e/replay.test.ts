import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { connect, join, playTogether, type Client } from '../apps/server/src/testing/client';
import { useBrowser } from './support/browser';
import { until } from './support/driver';
import { openPage, saveScreenshot } from './support/pages';
import { createRoom } from './support/rooms';

// Issue 25: a finished online game replayed in the page to its end. A real-content duel is played to
// its end by two socket bots (apps/server/src/testing/client.ts); the spectator's link then shows
// the game's final position, its result banner leads to the replay, and the replay, stepped with the
// keys and ended with End, shows the same position: the figures, their facings and places, the
// wounds, the round and the result.

const baseURL = inject('baseURL');
const browser = useBrowser();

/** What a page's table shows of the position: public facts both pages draw the same way. */
const position = (page: Page) =>
  page.evaluate(() => ({
    round: document.querySelector('.table')?.getAttribute('data-round'),
    figures: [...document.querySelectorAll('[data-testid="figure"]')].map((f) => `${f.getAttribute('data-seat')} ${f.getAttribute('data-facing')} ${f.getAttribute('aria-label')}`).sort(),
    wounds: [...document.querySelectorAll('[data-testid="wound-track"]')].map((w) => w.getAttribute('data-wounds')),
    outcome: document.querySelector('.table .outcome')?.textContent ?? null,
  }));

const stepOf = async (page: Page) => Number(await page.getByTestId('replay-step').getAttribute('data-at'));

/** A real-content duel played to its end over the socket (a few seeds, in case one runs long). */
async function finishedDuel(): Promise<{ room: string; spectator: string; version: number }> {
  for (const seed of [1, 2, 3]) {
    const room = await createRoom(baseURL, { mode: 'duel', seats: [{ character: 'ronin' }, { character: 'warrior' }], battlefield: 'frozen-lake' });
    const clients: Client[] = [];
    for (const seat of [0, 1]) {
      const client = await connect(baseURL);
      await join(client, room.room, room.seats[seat]!.invite.token);
      clients.push(client);
    }
    let over = false;
    clients[0]!.listen((m) => {
      if ((m.type === 'update' || m.type === 'status') && m.status.result !== null) over = true;
    });
    const { errors } = await playTogether(clients, { seedOf: (s) => seed * 2 + s, maxVersion: 500, stallMs: 10_000 });
    const refused = errors.filter((e) => !e.includes('"code":"GAME_OVER"'));
    expect(refused, refused.join('\n')).toEqual([]);
    if (over) return { room: room.room, spectator: room.spectator.token, version: clients[0]!.view!.version };
  }
  throw new Error('no duel ended within 500 actions');
}

test('a finished online duel replayed to its end shows the game\'s final position', async () => {
  const game = await finishedDuel();
  const watcher = await openPage(browser(), `${baseURL}/game/${game.room}#t=${game.spectator}`, { screen: { width: 1366, height: 768 } });
  const { page } = watcher;
  await page.getByTestId('result').waitFor();
  await until('the final position on the table', () => watcher.received.view?.version === game.version);
  const final = await position(page);
  expect(final.outcome).not.toBeNull();

  // The result banner's link, with the link this browser holds (the spectators').
  await page.getByTestId('replay-link').click();
  await page.getByTestId('replay-bar').waitFor();
  expect(new URL(page.url()).pathname).toBe(`/replay/${game.room}`);
  const bar = page.getByTestId('replay-step');
  expect(Number(await bar.getAttribute('data-last'))).toBe(game.version);
  expect(await stepOf(page)).toBe(0);
  expect(await page.locator('[data-testid="log"] li[data-event="gameOver"]').count()).toBe(0);
  // The keys: Right twice, Left once, End, Home; then the buttons.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  expect(await stepOf(page)).toBe(1);
  await page.keyboard.press('End');
  expect(await stepOf(page)).toBe(game.version);
  await page.keyboard.press('Home');
  expect(await stepOf(page)).toBe(0);
  await page.getByTestId('replay-forward').click();
  expect(await stepOf(page)).toBe(1);
  // Autoplay moves on by itself, and A pauses it.
  await page.getByTestId('replay-play').click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="replay-step"]')?.getAttribute('data-at')) >= 2, null, { timeout: 10_000 });
  await page.keyboard.press('a');
  expect(await page.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('false');

  // Midway, for the screenshot: the log follows the step.
  await page.locator('.replay-slider').fill(String(Math.floor(game.version * 0.6)));
  await page.locator('[data-testid="log"] li').first().waitFor();
  await saveScreenshot(page, 'replay');

  // To its end: the game's final position, and the log ends with the game's end.
  await page.getByTestId('replay-last').click();
  expect(await stepOf(page)).toBe(game.version);
  await page.locator('[data-testid="log"] li[data-event="gameOver"]').waitFor();
  expect(await position(page)).toEqual(final);

  // Exported as a file and opened again from the home page's finished games; a bad file first,
  // which is refused with the reason and leaves the list as it was.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('replay-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^senjutsu-replay-online-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync((await download.path())!, 'utf8');
  await page.goto(baseURL);
  const input = page.getByTestId('replay-import');
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(text.replace('"source":"views"', '"source":"tape"')) });
  await expect.poll(() => page.getByTestId('replay-import-error').textContent()).toContain('source');
  expect(await page.getByTestId('finished-game').count()).toBe(0);
  await input.setInputFiles({ name: 'duel.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByTestId('replay-bar').waitFor();
  await page.keyboard.press('End');
  await page.locator('[data-testid="log"] li[data-event="gameOver"]').waitFor();
  expect(await position(page)).toEqual(final);
  await page.goto(baseURL);
  await page.getByTestId('finished-game').waitFor();
  expect(await page.getByTestId('finished-game').getAttribute('data-kind')).toBe('file');
  expect(watcher.errors).toEqual([]);
  await watcher.context.close();

  // The shareable link (the spectators' token in the fragment), on a phone.
  const phone = await openPage(browser(), `${baseURL}/replay/${game.room}#t=${game.spectator}`, { screen: { width: 390, height: 844, touch: true } });
  await phone.page.getByTestId('replay-bar').waitFor();
  await phone.page.locator('.replay-slider').fill(String(Math.floor(game.version * 0.6)));
  await phone.page.locator('[data-testid="log"] li').first().waitFor();
  await saveScreenshot(phone.page, 'phone-replay');
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});
