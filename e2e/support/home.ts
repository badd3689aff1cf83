import type { Page } from 'playwright-core';

// The home page's setup form, filled as a player fills it (test hooks of apps/web/src/home).

export type HomeSetup = {
  readonly characters: readonly string[];
  readonly battlefield: string;
  /** Terrain pieces to add, one click of "+" each. */
  readonly terrain?: readonly string[];
};

export async function fillSetup(page: Page, setup: HomeSetup): Promise<void> {
  await page.getByTestId('create-game').waitFor();
  await page.getByTestId(`seat-count-${setup.characters.length}`).click();
  for (const [seat, character] of setup.characters.entries()) await page.getByTestId(`seat-character-${seat}`).selectOption(character);
  await page.getByTestId('battlefield').selectOption(setup.battlefield);
  for (const kind of setup.terrain ?? []) await page.getByTestId(`terrain-add-${kind}`).click();
}

/** Creates the online room from the filled form; the invite links per seat, as the page shows them. */
export async function createOnline(page: Page): Promise<string[]> {
  await page.getByTestId('create-game').click();
  await page.getByTestId('invites').waitFor();
  const links = page.locator('[data-testid^="seat-link-"]');
  const count = await links.count();
  const urls: string[] = [];
  for (let seat = 0; seat < count; seat++) {
    // The full link a player copies and sends: the field beside the "open" link of that seat.
    urls.push(await page.getByTestId(`seat-link-${seat}`).locator('xpath=..').locator('input').inputValue());
  }
  return urls;
}
