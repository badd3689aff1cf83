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
}

export interface RuleCoverage extends Rule {
  tests: ListedTest[];
}

export interface SectionCoverage {
  number: number | null;
  title: string;
  rules: RuleCoverage[];
  covered: number;
  total: number;
  descriptive: number;
}

export interface Coverage {
  sections: SectionCoverage[];
  covered: number;
  total: number;
  unknown: { id: string; test: ListedTest }[];
}

export function isNormative(id: string): boolean;
export function parseRuleIds(markdown: string): Rule[];
export function citedIds(testName: string, knownIds: Iterable<string>): string[];
export function coverage(rules: Rule[], tests: Iterable<string | ListedTest>): Coverage;
export function parseSectionList(spec: string): Set<number>;
export function excerpt(text: string, max?: number): string;
export function renderMarkdown(cov: Coverage, rulesPath: string): string;
