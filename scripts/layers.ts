// The import graph of a source folder, read from the import lines themselves (issue 24): every
// `import … from`, `export … from`, `import type`, side-effect `import '…'` and `import('…')`,
// runtime and type-only alike. Only relative specifiers are followed (a package import leaves the
// folder). dependency-cruiser and madge parse TypeScript with the `typescript` package's JS API,
// which TypeScript 7 (the native compiler we use) no longer ships; import lines are plain enough
// to read without a parser, and comments are stripped first so a quoted import in a doc comment
// does not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Module path (relative to the root, `/`-separated) -> the modules it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const FROM = /\b(?:import|export)\s+[\w\s{},*$]*?\bfrom\s*['"]([^'"\n]+)['"]/g;
const BARE = /\bimport\s*['"]([^'"\n]+)['"]/g;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The text without comments (strings are left alone; an import line holds no `//`). */
export const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** The specifiers a module's text imports, in order of appearance per kind. */
export function specifiersOf(text: string): string[] {
  const code = withoutComments(text);
  return [FROM, BARE, DYNAMIC].flatMap((re) => [...code.matchAll(re)].map((m) => m[1]!));
}

const SOURCE = /\.tsx?$/;
const isModule = (name: string) => SOURCE.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : walk(path);
    return isModule(name) ? [path] : [];
  });
}

/** The file a relative specifier names: `x.ts`, `x.tsx`, `x/index.ts` (a `.js` ending read as `.ts`). */
function resolveSpecifier(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  const base = resolve(dirname(from), specifier.replace(/\.[cm]?js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Every non-test module under `root` and its relative imports (test files import what they like; nothing imports them). */
export function importGraph(root: string): ImportGraph {
  const files = walk(root);
  const known = new Set(files);
  const name = (path: string) => relative(root, path).split(sep).join('/');
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiersOf(readFileSync(file, 'utf8'))
      .filter((s) => s.startsWith('.'))
      .map((s) => {
        const target = resolveSpecifier(file, s, known);
        if (target === null) throw new Error(`${name(file)}: cannot resolve '${s}'`);
        return name(target);
      });
    graph.set(name(file), [...new Set(targets)].sort());
  }
  return graph;
}

/** The import cycles: each strongly connected component of more than one module, or a module importing itself (Tarjan). */
export function cyclesOf(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/** One import that breaks a layer rule: `from` imports `to`, which `rule` forbids. */
export type Violation = { readonly from: string; readonly to: string; readonly rule: string };

/** A layer rule: modules matching `from` may not import modules matching `to`, except those matching `unless`. */
export type LayerRule = { readonly name: string; readonly from: (m: string) => boolean; readonly to: (m: string) => boolean };

export function violationsOf(graph: ImportGraph, rules: readonly LayerRule[]): Violation[] {
  const out: Violation[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) for (const rule of rules) if (rule.from(from) && rule.to(to)) out.push({ from, to, rule: rule.name });
  }
  return out;
}
