import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { advance, atSelect, selectCard, until } from './support/driver';
import { openPage, type OpenPage } from './support/pages';
import { choose } from './support/policy';
import { createRoom } from './support/rooms';
import { startServer, type RunningServer } from './support/server';

// Issue 21, restore: a copy of DATA_DIR taken while a game is played (docs/hosting.md says a copy
// of a running server is safe), the game played on, the server stopped and started again on the
// copy. The open tabs, now ahead of the server's game, rejoin by themselves and show the restored
// game, the same as a tab opened afresh, without being reloaded; and they play on from there.

const webRoot = inject('webRoot');
const browser = useBrowser();
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const logTexts = (page: Page): Promise<string[]> => page.locator('[data-testid="log"] li').allInnerTexts();
const handIds = (page: Page): Promise<string[]> =>
  page.locator('[data-testid="hand-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? '').sort());
const connected = (p: OpenPage) => p.page.locator('[data-testid="connection"][data-state="connected"]').waitFor({ timeout: 60_000 });

/** One round's hidden choice: each seat selects the first card its view offers; then the round is played to the next Select. */
async function playRound(players: readonly OpenPage[]): Promise<void> {
  const from = players[0]!.received.events.length;
  for (const p of players) {
    const select = p.received.view!.decisions.find((d) => d.kind === 'select')!;
    await selectCard(p.page, (select.options[0] as { card: string }).card);
  }
  await until('the reveal', () => players[0]!.received.events.slice(from).some((e) => e.kind === 'revealed'));
  await advance(players, () => atSelect(players), choose);
}

test('a tab ahead of a restored backup resyncs without a reload and plays on', async () => {
  let server: RunningServer = await startServer(webRoot);
  cleanup.push(() => server.stop());
  const port = Number(new URL(server.url).port);
  const room = await createRoom(server.url, { mode: 'duel', seats: [{ character: 'master' }, { character: 'ronin' }], battlefield: 'snowy-battlefield', terrain: ['rock'] });
  const links = room.seats.map((s) => `${server.url}${s.invite.path}`);
  const players = [await openPage(browser(), links[0]!), await openPage(browser(), links[1]!)];
  cleanup.push(() => Promise.all(players.map((p) => p.context.close())).then(() => undefined));
  for (const p of players) await connected(p);
  await advance(players, () => atSelect(players), choose);

  // The backup, taken while the server runs, at the first Select.
  const backup = mkdtempSync(join(tmpdir(), 'senjutsu-backup-'));
  cleanup.push(() => rmSync(backup, { recursive: true, force: true }));
  cpSync(server.dataDir, backup, { recursive: true });
  const backedUp = { version: players[0]!.received.view!.version, log: await logTexts(players[0]!.page), hand: await handIds(players[0]!.page) };

  // Played on past the backup: a whole round.
  await playRound(players);
  const ahead = players[0]!.received.view!.version;
  expect(ahead).toBeGreaterThan(backedUp.version);
  const aheadLog = await logTexts(players[0]!.page);
  expect(aheadLog.length).toBeGreaterThan(backedUp.log.length);
  for (const p of players) await p.page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));

  // Restore: stop, put the copy in place (the copy's lock names the stopped server: stale), start on the same port.
  await server.stop();
  server = await startServer(webRoot, { dataDir: backup, port });
  for (const p of players) await connected(p); // socket.io reconnects by itself and the page joins again
  // The open tab shows exactly what a tab opened now shows: the restored game, its log and hand.
  const fresh = await openPage(browser(), links[0]!);
  cleanup.push(() => fresh.context.close());
  await connected(fresh);
  await fresh.page.locator('[data-testid="log"] li').nth(backedUp.log.length - 1).waitFor();
  const freshLog = await logTexts(fresh.page);
  expect(freshLog).toEqual(backedUp.log);
  const deadline = Date.now() + 30_000; // the old tab's join may still be under way
  while (JSON.stringify(await logTexts(players[0]!.page)) !== JSON.stringify(freshLog) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(await logTexts(players[0]!.page)).toEqual(freshLog);
  expect(await handIds(players[0]!.page)).toEqual(await handIds(fresh.page));
  expect(await handIds(players[0]!.page)).toEqual(backedUp.hand);
  for (const p of players) {
    expect(await p.page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(p.errors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED'))).toEqual([]); // only the retries while the server was down
    // No refusal is shown: the tab was not left with a final STALE_VERSION.
    expect(await p.page.getByTestId('error').count()).toBe(0);
  }
  await fresh.context.close();

  // The resynced tabs play on: both choose a card of their hand and the reveal follows.
  const revealed = () => players[0]!.page.locator('[data-testid="log"] li[data-event="revealed"]').count();
  const before = await revealed();
  for (const p of players) await p.page.locator('[data-testid="hand-card"][data-option-kind="select"]').first().click({ timeout: 30_000 });
  const revealBy = Date.now() + 60_000;
  while ((await revealed()) <= before && Date.now() < revealBy) await new Promise((r) => setTimeout(r, 100));
  expect(await revealed()).toBe(before + 1);
});
