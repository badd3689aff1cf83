import type { Page } from 'playwright-core';

// The home page as a player uses it (test hooks of apps/web/src/home): choose a way to play, open
// its details and fill them.

export type PlayMode = 'online' | 'hotseat' | 'solo' | 'horde' | 'coop' | 'computer';

export type HomeSetup = {
  /** The way to play chosen on the home page (its entry is clicked first). */
  readonly mode: PlayMode;
  /** One per seat; solo and horde use the first only (the opponents are automata). */
  readonly characters: readonly string[];
  readonly battlefield: string;
  /** Terrain pieces to add, one click of "+" each. */
  readonly terrain?: readonly string[];
};

/** Chooses the way to play on the home page: its short setup appears. */
export async function chooseMode(page: Page, mode: PlayMode): Promise<void> {
  await page.getByTestId(`play-${mode}`).click();
  await page.getByTestId(`setup-${mode}`).waitFor();
}

/** Opens the chosen setup's details (the disclosure under its summary). */
export async function openDetails(page: Page): Promise<void> {
  const details = page.getByTestId('setup-details');
  await details.waitFor();
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
}

export async function fillSetup(page: Page, setup: HomeSetup): Promise<void> {
  await chooseMode(page, setup.mode);
  await openDetails(page);
  const single = setup.mode === 'solo' || setup.mode === 'horde';
  const characters = single ? setup.characters.slice(0, 1) : setup.characters;
  if (!single) await page.getByTestId(`seat-count-${characters.length}`).click();
  for (const [seat, character] of characters.entries()) await page.getByTestId(`seat-character-${seat}`).selectOption(character);
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
