// Types for scripts/coverage-rules.mjs, so its test type-checks without allowJs.

export interface Rule {
  id: string;
  /** Number of the "## N. Title" section; null under an unnumbered heading. */
  section: number | null;
  sectionTitle: string;
  text: string;
  /** False for the descriptive families of R-CONV-7. */
  normative: boolean;
}

export interface ListedTest {
  name: string;
  file?: string | undefined;
  /** False when the test runs no rules code (data-only): its normative citations are weak. */
  engine?: boolean | undefined;
}

export interface RuleCoverage extends Rule {
  tests: ListedTest[];
  /** Data-only tests citing this normative rule: they cover nothing. */
  weak: ListedTest[];
}

export interface SectionCoverage {
  number: number | null;
  title: string;
  rules: RuleCoverage[];
  covered: number;
  total: number;
  descriptive: number;
  /** Normative IDs cited only by data-only tests. */
  weakOnly: number;
}

export interface Coverage {
  sections: SectionCoverage[];
  covered: number;
  total: number;
  weakOnly: number;
  unknown: { id: string; test: ListedTest }[];
}

export function isNormative(id: string): boolean;
export function parseRuleIds(markdown: string): Rule[];
export function citedIds(testName: string, knownIds: Iterable<string>): string[];
export function coverage(rules: Rule[], tests: Iterable<string | ListedTest>): Coverage;
export function parseSectionList(spec: string): Set<number>;
export function excerpt(text: string, max?: number): string;
export function renderMarkdown(cov: Coverage, rulesPath: string): string;
export const ENGINE_ENTRIES: string[];
export const TEST_RUNNERS: string[];
export function importsOf(source: string): { name: string; imported: string; from: string }[];
export function testsRunningRules(source: string, file: string, locations: readonly ({ line: number; column: number } | undefined)[]): boolean[];
