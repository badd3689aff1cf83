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
      // A module outside `root` (a test helper bundling the server with scripts/build-server.mjs) takes no part in its cycles.
      .filter((s) => s.startsWith('.') && !relative(root, resolve(dirname(file), s)).startsWith('..'))
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

/** A layer rule: `forbids(from, to)` when module `from` may not import module `to`. */
export type LayerRule = { readonly name: string; readonly forbids: (from: string, to: string) => boolean };

export function violationsOf(graph: ImportGraph, rules: readonly LayerRule[]): Violation[] {
  const out: Violation[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) for (const rule of rules) if (rule.forbids(from, to)) out.push({ from, to, rule: rule.name });
  }
  return out;
}

// The engine's layers, bottom first (docs/architecture.md "Layers and modes"): a module imports
// modules of its own layer or below. A module no layer names is a rule module (layer 4).
const ENGINE_LAYERS: readonly (readonly string[])[] = [
  ['hex/'],
  ['terms.ts', 'reasons.ts', 'result.ts', 'rng.ts', 'json.ts'],
  ['state-shape.ts', 'ruleset.ts', 'state.ts', 'readers.ts', 'phases/copy.ts', 'pieces.ts'],
  ['events.ts', 'context.ts', 'decisions.ts', 'mode.ts', 'resolve/types.ts', 'resolve/refs.ts'],
  [], // the rule modules: every module not named here
  ['round/'],
  ['resolve/', 'registry.ts', 'golden.ts'],
  ['phases/table.ts', 'flow.ts', 'view.ts', 'restore.ts', 'preview.ts'],
  ['solo/'],
  ['horde/'],
  ['modes/'],
  ['index.ts', 'testing/'],
];
const RULE_MODULES = 4;
const names = (m: string, name: string) => (name.endsWith('/') ? m.startsWith(name) : m === name);
/** A module's layer: the first that names it exactly, else the first that holds its folder. */
export function engineLayer(m: string): number {
  const exact = ENGINE_LAYERS.findIndex((l) => l.includes(m));
  if (exact >= 0) return exact;
  const folder = ENGINE_LAYERS.findIndex((l) => l.some((name) => name.endsWith('/') && names(m, name)));
  return folder >= 0 ? folder : RULE_MODULES;
}
const under = (folder: string) => (m: string) => m.startsWith(`${folder}/`);

/** The engine's layer rules: hex/ < duel core < solo/ < horde/ < modes/ (composition) < index.ts, testing/. */
export const ENGINE_RULES: readonly LayerRule[] = [
  { name: 'imports point down the layers', forbids: (from, to) => engineLayer(to) > engineLayer(from) },
  { name: 'hex/ is geometry: it imports no game module', forbids: (from, to) => under('hex')(from) && !under('hex')(to) },
  { name: 'nothing but tests imports testing/', forbids: (from, to) => !under('testing')(from) && under('testing')(to) },
];
