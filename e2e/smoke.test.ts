import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { chooseMode } from './support/home';
import { openPage } from './support/pages';

const baseURL = inject('baseURL');
const browser = useBrowser();

test('the server serves the built web client at / and for a game path', async () => {
  for (const path of ['/', '/game/abc']) {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>Senjutsu Online</title>');
  }
});

test('the home page loads in Chromium without errors, with the content from the server and every way to play', async () => {
  const { page, errors, context } = await openPage(browser(), baseURL);
  await page.getByTestId('home').waitFor();
  expect(await page.title()).toBe('Senjutsu Online');
  for (const mode of ['online', 'hotseat', 'solo', 'horde', 'coop', 'computer']) await page.getByTestId(`play-${mode}`).waitFor();
  await chooseMode(page, 'online');
  // The setup form is filled from GET /api/content: every character the server offers is a choice.
  const content = (await (await fetch(`${baseURL}/api/content`)).json()) as { characters: { id: string }[] };
  const offered = await page.getByTestId('seat-character-0').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(offered).toEqual(content.characters.map((c) => c.id));
  expect(await page.getByTestId('create-game').isEnabled()).toBe(true);
  await chooseMode(page, 'hotseat');
  expect(await page.getByTestId('hotseat-start').isEnabled()).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});
