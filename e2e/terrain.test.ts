import type { ContentSummary } from '@senjutsu/protocol';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { advance, atSelect, selectCard, until } from './support/driver';
import { createOnline, fillSetup } from './support/home';
import { openPage, saveScreenshot } from './support/pages';
import { choose } from './support/policy';

const baseURL = inject('baseURL');
const browser = useBrowser();

test('R-SETUP-3: a duel with one piece of every terrain kind, placed in turns from the pages during setup, then played to round 2', async () => {
  const content = (await (await fetch(`${baseURL}/api/content`)).json()) as ContentSummary;
  const kinds = content.terrain;
  expect(kinds.length).toBeGreaterThanOrEqual(10);

  const a = await openPage(browser(), baseURL);
  await fillSetup(a.page, { mode: 'online', characters: ['warrior', 'master'], battlefield: 'frozen-lake', terrain: kinds });
  const links = await createOnline(a.page);
  await a.page.getByTestId('seat-link-0').click();
  const b = await openPage(browser(), links[1]!);
  const players = [a, b];
  await until('both seats joined', () => players.every((p) => p.received.view !== null));

  // The first terrain placement, on whichever page places first: the setup screenshot.
  const placing = players.find((p) => p.received.view?.decisions.some((d) => d.kind === 'placeTerrain'));
  expect(placing).toBeDefined();
  await placing!.page.locator('[data-testid="decision"][data-decision-kind="placeTerrain"]').waitFor();
  await placing!.page.locator('[data-testid="board"] [data-option-kind="placeTerrain"]').first().waitFor();
  await saveScreenshot(placing!.page, 'setup');

  await advance(players, () => atSelect(players), choose);
  // Every piece lies on the battlefield, drawn on both pages.
  for (const p of players) {
    expect(new Set(p.received.view!.terrain.map((t) => t.kind))).toEqual(new Set(kinds));
    for (const kind of kinds) expect(await p.page.locator(`[data-testid="board"] [data-terrain="${kind}"]`).count(), kind).toBeGreaterThan(0);
  }
  expect(a.received.view!.round).toBe(1);

  // Both pages must have seen the reveal before the round is played on: until then each still shows its
  // Select decision, and advance() would stop at once (seen in CI: round 1 where 2 was expected).
  const from = players.map((p) => p.received.events.length);
  for (const p of players) {
    const select = p.received.view!.decisions.find((d) => d.kind === 'select')!;
    const first = select.options[0]!;
    if (first.kind !== 'select') throw new Error('the hidden choice offered something else');
    await selectCard(p.page, first.card);
  }
  await until('the reveal on both pages', () => players.every((p, i) => p.received.events.slice(from[i]).some((e) => e.kind === 'revealed')));
  await advance(players, () => atSelect(players) || players.some((p) => p.received.view?.winners != null), choose);
  for (const p of players) {
    expect(p.received.view!.round).toBe(2);
    await expect.poll(() => p.page.locator('[data-testid="log"] li[data-event="roundStarted"]').count()).toBe(2);
  }
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  for (const p of players) await p.context.close();
});
