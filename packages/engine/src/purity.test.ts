import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// style.md §2.9: the engine runs unchanged in the server, the browser and outside test suites,
// so its code imports only @senjutsu/cards, zod and (in hex/) honeycomb-grid, and never reads
// the clock or Math.random. Test files and the testing helpers may use anything.

const root = __dirname;
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'testing' ? [] : sources(join(dir, e.name))) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );

const importsOf = (code: string) => [...code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);

describe('engine purity', () => {
  const files = sources(root).map((path) => ({ path: relative(root, path), code: readFileSync(path, 'utf8') }));

  it('finds the engine sources', () => {
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['index.ts', 'flow.ts', 'hex/index.ts']));
  });

  it.each(files.map((f) => [f.path, f] as const))('%s imports only pure modules', (_path, file) => {
    const allowed = (spec: string) =>
      spec.startsWith('.') || spec === '@senjutsu/cards' || spec === 'zod' || (spec === 'honeycomb-grid' && file.path.startsWith('hex/'));
    expect(importsOf(file.code).filter((spec) => !allowed(spec))).toEqual([]);
  });

  it.each(files.map((f) => [f.path, f] as const))('%s reads no clock and no Math.random', (_path, file) => {
    expect(file.code).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now|process\.|require\(/);
  });
});
