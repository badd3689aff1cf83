import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './support/browser';
import { advance, atSelect, until } from './support/driver';
import { openPage, saveScreenshot, type OpenPage } from './support/pages';
import { choose } from './support/policy';
import { createRoom } from './support/rooms';
import { connect, join, playRandomly, seededRandom } from '../apps/server/src/testing/client';

// The battlefields drawn (issue 25): each printed battlefield's ground, its terrain with what it
// blocks, the start areas during setup, and the figures' emblems. Each battlefield is set up with
// terrain pieces placed from the page and by a socket bot in the other seat (one page per file's
// test keeps it short), and photographed at its first hidden choice, at 1366x768 and 390x844, for
// docs/screenshots (battlefield-<id>, phone-battlefield-<id>; the start areas: battlefield-setup).

const baseURL = inject('baseURL');
const browser = useBrowser();

const WIDE = { width: 1366, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;

const FIELDS = [
  { battlefield: 'snowy-battlefield', characters: ['ronin', 'warrior'], terrain: ['rock', 'bamboo', 'torii', 'cherry'] },
  { battlefield: 'burnt-village', characters: ['master', 'student'], terrain: ['shrine', 'bamboo', 'caltrops', 'trap'] },
  { battlefield: 'frozen-lake', characters: ['warrior', 'master'], terrain: ['rock', 'cherry', 'corpse', 'torii'] },
  { battlefield: 'ice-bridge', characters: ['student', 'ronin'], terrain: ['boat', 'boat', 'rock', 'shrine'] },
] as const;

/** Waits for the board's transitions (a figure's placement) to end. */
const settle = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));

for (const field of FIELDS) {
  test(`battlefield ${field.battlefield}: its ground, terrain, start areas and figures drawn`, async () => {
    const room = await createRoom(baseURL, { mode: 'duel', seats: field.characters.map((character) => ({ character })), battlefield: field.battlefield, terrain: [...field.terrain] });
    const a = await openPage(browser(), `${baseURL}${room.seats[0]!.invite.path}`, { screen: WIDE });
    const players: OpenPage[] = [a];
    const opponent = await connect(baseURL);
    await join(opponent, room.room, room.seats[1]!.invite.token);
    await until('the page joined', () => a.received.view !== null);
    const board = a.page.getByTestId('board');
    await expect.poll(() => board.getAttribute('data-ground')).toBe(field.battlefield);
    expect(await board.locator(`[data-ground-art="${field.battlefield}"]`).count()).toBe(1);
    // R-SETUP-10: while terrain is placed, both sides' start areas are drawn.
    expect(a.received.view!.step).toBe('terrain');
    expect(await board.locator('[data-start-area]').count()).toBe(2);
    if (field.battlefield === 'snowy-battlefield') await saveScreenshot(a.page, 'battlefield-setup');

    const bot = playRandomly(opponent, { random: seededRandom(25) });
    await advance(players, () => atSelect(players), choose);
    bot.stop(); // its card chosen: the page's choice is next
    await a.page.locator('[data-testid="hand-card"][data-option-kind="select"]').first().waitFor();
    expect(await board.locator('[data-start-area]').count()).toBe(0);
    // Every piece placed is drawn with its own picture and what it blocks.
    for (const piece of a.received.view!.terrain) {
      const drawn = board.locator(`[data-terrain="${piece.kind}"]`).first();
      expect(await drawn.locator(`[data-art="${piece.kind}"]`).count(), piece.kind).toBeGreaterThan(0);
    }
    if (field.terrain.includes('torii' as never)) expect(await board.locator('[data-passage]').count()).toBe(1);
    if (field.battlefield === 'ice-bridge') expect(await board.locator('[data-water]').count()).toBe(1);
    // Each figure wears its character's emblem.
    expect(await board.locator('[data-testid="figure"][data-emblem]').evaluateAll((els) => els.map((e) => e.getAttribute('data-emblem')).sort()))
      .toEqual([...field.characters].sort());

    await a.page.mouse.move(0, 0);
    await settle(a.page);
    await saveScreenshot(a.page, `battlefield-${field.battlefield}`);
    await a.page.setViewportSize(PHONE);
    await settle(a.page);
    await saveScreenshot(a.page, `phone-battlefield-${field.battlefield}`);
    expect(a.errors).toEqual([]);
    opponent.socket.close();
    await a.context.close();
  });
}
