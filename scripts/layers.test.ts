import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, ENGINE_RULES, engineLayer, importGraph, violationsOf } from './layers';

// The layer order of docs/architecture.md, kept by the suite (issue 24): no import cycle in the
// engine or the server, runtime and type-only imports alike, and no import up the engine's layers
// (the rules: scripts/layers.ts ENGINE_RULES).

const root = fileURLToPath(new URL('..', import.meta.url));
const ENGINE = `${root}packages/engine/src`;
const SERVER = `${root}apps/server/src`;

const inCycles = (folder: string) => cyclesOf(importGraph(folder)).flat().sort();

describe('import layers (docs/architecture.md)', () => {
  it('the import lines are read whole: runtime, type-only, re-exports, side effects and import()', async () => {
    const { specifiersOf } = await import('./layers');
    const text = [
      "import { a, type B } from './a';",
      'import type {\n  C,\n  D,\n} from "./c";',
      "export { e } from './e';",
      "export * from './f';",
      "import './g';",
      "const h = await import('./h');",
      "// import { x } from './commented';",
      "/** import { y } from './doc'; */",
      "const s = 'from here'; const t = 'to there';",
    ].join('\n');
    expect(specifiersOf(text).sort()).toEqual(['./a', './c', './e', './f', './g', './h']);
  });

  it('a cycle is found, however long, and a module importing itself', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['d']], ['e', ['a']]]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('the engine has no import cycle, runtime or type-only', () => {
    expect(cyclesOf(importGraph(ENGINE))).toEqual([]);
  });

  it('the server has no import cycle, runtime or type-only', () => {
    expect(cyclesOf(importGraph(SERVER))).toEqual([]);
  });

  it('no engine import runs up the layers (the duel core imports no mode; solo/ no horde/; only index.ts and testing/ the composition)', () => {
    expect(violationsOf(importGraph(ENGINE), ENGINE_RULES).map((v) => `${v.from} -> ${v.to}: ${v.rule}`)).toEqual([]);
  });

  it('the layer rules catch an upward import: a duel module importing solo/, solo/ importing horde/, the core importing modes/', () => {
    const graph = new Map([
      ['round/reveal.ts', ['solo/play.ts', 'state.ts']],
      ['solo/play.ts', ['horde/state.ts', 'state.ts']],
      ['flow.ts', ['modes/index.ts']],
      ['modes/index.ts', ['solo/mode.ts', 'horde/mode.ts']],
      ['index.ts', ['modes/index.ts', 'solo/config.ts']],
      ['hex/grid.ts', ['state.ts']],
    ]);
    expect(violationsOf(graph, ENGINE_RULES).map((v) => `${v.from} -> ${v.to}`)).toEqual([
      'round/reveal.ts -> solo/play.ts', 'solo/play.ts -> horde/state.ts', 'flow.ts -> modes/index.ts', 'hex/grid.ts -> state.ts', 'hex/grid.ts -> state.ts',
    ]);
    expect([engineLayer('hex/grid.ts'), engineLayer('terms.ts'), engineLayer('movement.ts'), engineLayer('round/ties.ts'), engineLayer('resolve/loop.ts'), engineLayer('resolve/types.ts')]).toEqual([0, 1, 4, 5, 6, 3]);
  });
});
