import { BATTLEFIELDS, CATALOG, renderCard, TERRAIN, type Lang } from '@senjutsu/cards';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { app, SAME_AS_ENGLISH as APP_SAME } from '../apps/web/src/i18n/app';
import { board, SAME_AS_ENGLISH as BOARD_SAME } from '../apps/web/src/i18n/board';
import { cardwords, SAME_AS_ENGLISH as CARDWORDS_SAME } from '../apps/web/src/i18n/cardwords';
import { modes, SAME_AS_ENGLISH as MODES_SAME } from '../apps/web/src/i18n/modes';
import { useBrowser } from './support/browser';
import { setLanguage } from './support/language';
import { advance, atSelect, selectCard, until } from './support/driver';
import { chooseMode, fillSetup, openDetails } from './support/home';
import { openPage, saveScreenshot, type OpenPage } from './support/pages';
import { choose } from './support/policy';
import { createRoom } from './support/rooms';

// The same screens in every language: each visible text (and placeholder, label, tooltip) on the
// Czech, Polish and Ukrainian page must differ from every text of the English page, except texts
// without a word (numbers, symbols, single letters), the game's name and the language codes, and content names
// or dictionary entries that the data itself says read the same in that language.

const baseURL = inject('baseURL');
const OTHERS = ['cs', 'pl', 'uk'] as const;
const browser = useBrowser();

/** Texts allowed to read as in English in `lang`. */
function sameAsEnglish(lang: Lang): Set<string> {
  // The language switch names each language in itself, the same on every page.
  const same = new Set<string>(['CS', 'PL', 'УКР', 'EN', 'Čeština', 'Polski', 'Українська', 'English']);
  const named = [...Object.values(CATALOG.characters), ...Object.values(CATALOG.cards), ...Object.values(TERRAIN), ...Object.values(BATTLEFIELDS), ...Object.values(CATALOG.poisons)];
  for (const item of named) if (item.names[lang] === item.names.en) same.add(item.names.en);
  // A card's keyword line (its weapons: KATANA, NAGINATA ...) reads as in English where the data says so.
  for (const card of Object.values(CATALOG.cards)) {
    const [line, english] = [renderCard(card, lang), renderCard(card, 'en')];
    if (line.keywordLine === english.keywordLine && line.keywordLine !== '') same.add(english.keywordLine);
    // The face marks the known terms in the line, so a keyword may stand alone as its own text.
    english.keywords.forEach((k, i) => {
      if (line.keywords[i] === k) [k, `${k}.`].forEach((text) => same.add(text));
    });
  }
  const dictionaries = [
    [app, APP_SAME],
    [board, BOARD_SAME],
    [modes, MODES_SAME],
    [cardwords, CARDWORDS_SAME],
  ] as const;
  for (const [dictionary, keys] of dictionaries) {
    for (const key of keys) {
      const text = (dictionary.en as Record<string, string>)[key];
      if (text !== undefined && !text.includes('{')) same.add(text);
    }
  }
  return same;
}

/** Every visible text of the page: text nodes of rendered elements, placeholders, labels, titles. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element | null) => el !== null && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text !== '' && shown(node.parentElement)) out.push(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
      if (!shown(el)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title']) {
        const text = el.getAttribute(attribute)?.trim();
        if (text) out.push(text);
      }
    }
    return out;
  });
}

/** The texts of the current screen in each language, switched with the top bar's language control. */
async function textsByLanguage(page: Page): Promise<Record<'en' | (typeof OTHERS)[number], string[]>> {
  const texts = {} as Record<'en' | (typeof OTHERS)[number], string[]>;
  for (const lang of ['en', ...OTHERS] as const) {
    await setLanguage(page, lang);
    texts[lang] = await visibleTexts(page);
  }
  return texts;
}

function untranslated(texts: Record<'en' | (typeof OTHERS)[number], string[]>): Record<string, string[]> {
  const english = new Set(texts.en);
  const found: Record<string, string[]> = {};
  for (const lang of OTHERS) {
    const allowed = sameAsEnglish(lang);
    // A word has two letters at least; a single letter is a symbol (a figure's mark on the board).
    const same = [...new Set(texts[lang].filter((t) => english.has(t) && /\p{L}.*\p{L}/su.test(t) && !allowed.has(t)))];
    if (same.length > 0) found[lang] = same;
  }
  return found;
}

test('languages: the home page in cs, pl and uk has no English text left, and follows the browser language by default', async () => {
  const polish = await openPage(browser(), baseURL, { locale: 'pl-PL' });
  await polish.page.getByTestId('play-online').waitFor();
  expect(await polish.page.evaluate(() => document.documentElement.lang)).toBe('pl');
  await polish.context.close();

  const { page, context, errors } = await openPage(browser(), baseURL);
  await page.getByTestId('play-online').waitFor();
  await setLanguage(page, 'en');
  await saveScreenshot(page, 'home');
  // The modes and the online setup with its details open.
  await chooseMode(page, 'online');
  await openDetails(page);
  const texts = await textsByLanguage(page);
  expect(texts.en.length).toBeGreaterThan(20);
  expect(untranslated(texts)).toEqual({});
  await setLanguage(page, 'en');
  expect(errors).toEqual([]);
  await context.close();
});

test('languages: the table at setup, at the hidden choice and after the reveal has no English text left in cs, pl and uk', async () => {
  const room = await createRoom(baseURL, { mode: 'duel', seats: [{ character: 'ronin' }, { character: 'student' }], battlefield: 'burnt-village', terrain: ['rock', 'torii'] });
  const players: OpenPage[] = [];
  for (const seat of room.seats) players.push(await openPage(browser(), `${baseURL}${seat.invite.path}`));
  await until('both seats joined', () => players.every((p) => p.received.view !== null));
  const first = players.find((p) => (p.received.view?.decisions.length ?? 0) > 0)!;
  await first.page.locator('[data-testid="decision"]').waitFor();
  expect(untranslated(await textsByLanguage(first.page))).toEqual({});

  await advance(players, () => atSelect(players), choose);
  const [a, b] = players as [OpenPage, OpenPage];
  await a.page.locator('[data-testid="decision"][data-decision-kind="select"]').waitFor();
  expect(untranslated(await textsByLanguage(a.page))).toEqual({});

  const from = a.received.events.length;
  for (const p of players) {
    const option = p.received.view!.decisions.find((d) => d.kind === 'select')!.options[0]!;
    if (option.kind === 'select') await selectCard(p.page, option.card);
  }
  await until('the reveal', () => a.received.events.slice(from).some((e) => e.kind === 'revealed'));
  await a.page.locator('[data-testid="log"] li[data-event="revealed"]').waitFor();
  expect(untranslated(await textsByLanguage(a.page))).toEqual({});
  expect(untranslated(await textsByLanguage(b.page))).toEqual({});
  for (const p of players) {
    await setLanguage(p.page, 'en');
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('languages: the hot-seat hand-over screen has no English text left in cs, pl and uk', async () => {
  const { page, context, errors } = await openPage(browser(), baseURL);
  await fillSetup(page, { mode: 'hotseat', characters: ['master', 'warrior'], battlefield: 'snowy-battlefield' });
  await page.getByTestId('hotseat-start').click();
  await page.getByTestId('handover').waitFor();
  expect(untranslated(await textsByLanguage(page))).toEqual({});
  await setLanguage(page, 'en');
  expect(errors).toEqual([]);
  await context.close();
});
