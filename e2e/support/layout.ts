import type { Page } from 'playwright-core';

// What a player sees of the table without scrolling (issue 22, "Layout"): the boxes of the board,
// the decision, the hand, every seat's and automaton's panel and the log, measured in the page
// against the window and against every ancestor that clips them; the log lines in view; the hand
// cards' names and text sizes; and where the enlarged card sits.

export type Box = { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };

export type TableLayout = {
  readonly window: { readonly width: number; readonly height: number };
  /** Each part's visible box (clipped by the window and its scrolling ancestors) against its full box. */
  readonly parts: readonly { readonly name: string; readonly box: Box; readonly shown: Box | null }[];
  /** Log lines wholly in view, and how many lines the log's box holds. */
  readonly logLines: number;
  readonly logCapacity: number;
  readonly logTotal: number;
  /** Hand cards whose name is cut (its text wider or taller than its box). */
  readonly cutNames: readonly string[];
  /** The smallest font size (px) of any text in the hand's cards. */
  readonly smallestHandText: number;
};

export function measureTable(page: Page): Promise<TableLayout> {
  return page.evaluate(() => {
    const plain = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const intersect = (a: { left: number; top: number; right: number; bottom: number }, b: typeof a) => {
      const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
      return box.right > box.left && box.bottom > box.top ? box : null;
    };
    /** The part of `el` the player sees: its box cut by the window and by every ancestor that clips overflow. */
    const shownBox = (el: Element) => {
      let shown: ReturnType<typeof intersect> = intersect(plain(el.getBoundingClientRect()), { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
      for (let a = el.parentElement; a !== null && shown !== null; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') shown = intersect(shown, plain(a.getBoundingClientRect()));
      }
      return shown;
    };
    const parts: { name: string; box: ReturnType<typeof plain>; shown: ReturnType<typeof intersect> }[] = [];
    const add = (name: string, el: Element | null) => {
      if (el !== null) parts.push({ name, box: plain(el.getBoundingClientRect()), shown: shownBox(el) });
      else parts.push({ name, box: { left: 0, top: 0, right: 0, bottom: 0 }, shown: null });
    };
    add('board', document.querySelector('[data-testid="board"]'));
    add('decision', document.querySelector('[data-testid="decision"]') ?? document.querySelector('[data-testid="waiting"]'));
    add('hand', document.querySelector('.table-hand > .hand'));
    add('log', document.querySelector('.log-scroll'));
    for (const el of document.querySelectorAll('.seat-panel')) add(`seat ${el.getAttribute('data-seat')}`, el);
    for (const el of document.querySelectorAll('.automaton')) add(`automaton ${el.getAttribute('data-seat')}`, el);
    const log = document.querySelector('.log-scroll');
    const lines = [...document.querySelectorAll('[data-testid="log"] > li')];
    const inView = lines.filter((li) => {
      const r = li.getBoundingClientRect();
      const s = shownBox(li);
      return s !== null && s.bottom - s.top >= r.height - 1;
    });
    const lineHeight = lines.length > 0 ? Math.min(...lines.map((li) => li.getBoundingClientRect().height)) : 20;
    const names = [...document.querySelectorAll('.table-hand .card-name')];
    const cutNames = names.filter((n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1).map((n) => n.textContent ?? '');
    const sizes = [...document.querySelectorAll('.table-hand .card-face *')]
      .filter((el) => !(el instanceof SVGElement) && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== ''))
      .map((el) => parseFloat(getComputedStyle(el).fontSize));
    return {
      window: { width: innerWidth, height: innerHeight },
      parts,
      logLines: inView.length,
      logCapacity: log === null ? 0 : Math.floor(log.clientHeight / lineHeight),
      logTotal: lines.length,
      cutNames,
      smallestHandText: sizes.length > 0 ? Math.min(...sizes) : 0,
    };
  });
}

/** The parts not wholly in view (each part's visible box smaller than its box), by name. */
export function partsOutOfView(layout: TableLayout): string[] {
  return layout.parts
    .filter((p) => p.shown === null || p.shown.bottom - p.shown.top < p.box.bottom - p.box.top - 1 || p.shown.right - p.shown.left < p.box.right - p.box.left - 1)
    .map((p) => `${p.name} (${Math.round(p.box.left)},${Math.round(p.box.top)})-(${Math.round(p.box.right)},${Math.round(p.box.bottom)})`);
}

export const overlaps = (a: Box, b: Box): boolean => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/**
 * Why the page's top bar is not one row (empty when it is): its height (and its name's) against its
 * tallest tool's plus its padding, every visible part beside the others (none wrapped below), and
 * none of its parts pushed past the window's right edge (a status strip may scroll inside itself).
 */
export function topBarNotOneRow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('header.topbar')!;
    const style = getComputedStyle(bar);
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const controls = [...bar.querySelectorAll('.topbar-tools :is(button, select, summary)')].filter((el) => el.getClientRects().length > 0);
    const tallest = Math.max(...controls.map((el) => el.getBoundingClientRect().height));
    const height = bar.getBoundingClientRect().height;
    const problems: string[] = [];
    if (height > tallest + padding + 1) problems.push(`bar ${Math.round(height)} px high, its tallest tool ${Math.round(tallest)} px + padding ${Math.round(padding)} px`);
    // The name in one line too.
    const title = bar.querySelector('.topbar-title')!.getBoundingClientRect().height;
    if (title > tallest + 1) problems.push(`the name ${Math.round(title)} px high (wrapped), its tools ${Math.round(tallest)} px`);
    const rows = [...bar.querySelectorAll(':scope > *, :scope > * > *')].filter((el) => el.getClientRects().length > 0);
    const top = bar.getBoundingClientRect().top + parseFloat(style.paddingTop);
    for (const el of rows) {
      const r = el.getBoundingClientRect();
      if (r.top >= top + tallest - 1) problems.push(`${el.className || el.tagName} wrapped below (top ${Math.round(r.top)})`);
      if (el.parentElement === bar && r.right > innerWidth + 0.5) problems.push(`${el.className || el.tagName} past the window's edge (right ${Math.round(r.right)})`);
    }
    return problems;
  });
}
