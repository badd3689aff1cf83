import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core (the accessibility engine, a dev dependency) run inside a page: its source is evaluated
// in the page by playwright-core, then `axe.run` checks the whole document against WCAG 2.x
// A and AA. The tests keep the serious and critical violations, each as one readable line.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Violation = { readonly id: string; readonly impact: string; readonly help: string; readonly targets: readonly string[] };

/** The serious and critical violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)) }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation, for an assertion message. */
export const describeViolations = (violations: readonly Violation[]): string =>
  violations.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.targets.join(', ')}`).join('\n');
