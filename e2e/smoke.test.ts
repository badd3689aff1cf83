import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchChromium } from './support/browser';
import { openPage } from './support/pages';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test('the server built by npm start serves the web client at / and for a game path', async () => {
  for (const path of ['/', '/game/abc']) {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>Senjutsu Online</title>');
  }
});

test('the page loads in Chromium with its script and without errors', async () => {
  const { page, errors, context } = await openPage(browser, baseURL);
  await page.waitForLoadState('networkidle');
  expect(await page.title()).toBe('Senjutsu Online');
  expect(await page.locator('script[type=module]').count()).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});
