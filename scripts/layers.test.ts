import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importGraph, violationsOf, type LayerRule } from './layers';

// The layer order of docs/architecture.md, kept by the suite (issue 24): no import cycle in the
// engine or the server, runtime and type-only imports alike, and no import up the engine's layers.

const root = fileURLToPath(new URL('..', import.meta.url));
const ENGINE = `${root}packages/engine/src`;
const SERVER = `${root}apps/server/src`;

const under = (folder: string) => (m: string) => m.startsWith(`${folder}/`);
const isMode = (m: string) => under('solo')(m) || under('horde')(m);
const isComposition = (m: string) => m === 'modes.ts' || under('modes')(m);
/** The package's entry and the modules only tests use: the top of the engine, free to import any layer. */
const isTop = (m: string) => m === 'index.ts' || under('testing')(m);

/** The engine's layer rules: duel core < solo/ < horde/ < modes.ts (composition) < index.ts, testing/. */
export const ENGINE_RULES: readonly LayerRule[] = [
  { name: 'hex/ is geometry: it imports no game module', from: under('hex'), to: (m) => !under('hex')(m) },
  { name: 'the duel core imports no mode (only modes.ts and index.ts do)', from: (m) => !isMode(m) && !isComposition(m) && !isTop(m), to: isMode },
  { name: 'solo/ imports nothing of horde/ (horde builds on solo)', from: under('solo'), to: under('horde') },
  { name: 'only index.ts and testing/ import the composition module', from: (m) => !isTop(m) && !isComposition(m), to: isComposition },
  { name: 'nothing but tests imports testing/', from: (m) => !under('testing')(m), to: under('testing') },
];

/** Modules still in an import cycle, and upward imports still there: emptied by issue 24; never grows. */
const KNOWN_CYCLE_MODULES: readonly string[] = [
  'advantage.ts', 'attack.ts', 'config.ts', 'context.ts', 'decisions.ts', 'events.ts', 'flow.ts', 'horde/flow.ts', 'horde/lord.ts',
  'horde/reset.ts', 'horde/state.ts', 'kamae.ts', 'look.ts', 'movement.ts', 'phases/copy.ts', 'phases/table.ts', 'pieces.ts', 'readers.ts',
  'registry.ts', 'resolve/attack-tasks.ts', 'resolve/attack.ts', 'resolve/effects.ts', 'resolve/loop.ts', 'resolve/stages/apply.ts',
  'resolve/tasks.ts', 'round/discard.ts', 'round/draw.ts', 'round/reveal.ts', 'round/ties.ts', 'solo/board.ts', 'solo/game.ts',
  'solo/play.ts', 'solo/resolve.ts', 'solo/round.ts', 'solo/setup.ts', 'solo/target.ts', 'solo/tie-order.ts', 'solo/types.ts',
  'solo/worst.ts', 'state.ts', 'status.ts', 'terrain.ts', 'victory.ts', 'view.ts',
];
const KNOWN_SERVER_CYCLE_MODULES: readonly string[] = ['master/hold.ts', 'master/outgoing.ts', 'master/presence.ts', 'master/room.ts'];
const KNOWN_UPWARD: readonly string[] = [
  'attack.ts -> horde/state.ts', 'config.ts -> horde/config.ts', 'config.ts -> solo/config.ts', 'events.ts -> horde/state.ts',
  'events.ts -> solo/reasons.ts', 'look.ts -> horde/state.ts', 'look.ts -> solo/game.ts', 'look.ts -> solo/round.ts',
  'movement-undo.ts -> solo/game.ts', 'movement.ts -> horde/state.ts', 'newgame.ts -> horde/setup.ts', 'newgame.ts -> solo/game.ts',
  'phases/table.ts -> horde/flow.ts', 'phases/table.ts -> horde/lord.ts', 'phases/table.ts -> solo/resolve.ts', 'resolve/effects.ts -> solo/hand.ts',
  'resolve/loop.ts -> solo/game.ts', 'resolve/loop.ts -> solo/resolve.ts', 'resolve/stages/apply.ts -> solo/resolve.ts',
  'resolve/stages/follow-ups.ts -> solo/hand.ts', 'round/discard.ts -> solo/game.ts', 'round/discard.ts -> solo/play.ts', 'round/draw.ts -> horde/lord.ts',
  'round/draw.ts -> solo/game.ts', 'round/draw.ts -> solo/play.ts', 'round/reveal.ts -> solo/play.ts', 'round/reveal.ts -> solo/resolve.ts',
  'round/select.ts -> solo/game.ts', 'round/ties.ts -> solo/game.ts', 'round/ties.ts -> solo/tie-order.ts', 'scenario.ts -> horde/scenario.ts',
  'scenario.ts -> horde/state.ts', 'scenario.ts -> solo/box.ts', 'scenario.ts -> solo/game.ts', 'scenario.ts -> solo/scenario.ts',
  'setup.ts -> solo/game.ts', 'state.ts -> horde/state.ts', 'state.ts -> solo/game.ts', 'victory.ts -> horde/flow.ts', 'view.ts -> horde/view.ts',
  'view.ts -> solo/view.ts', 'windows.ts -> solo/game.ts',
];

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

  it('the engine has no import cycle beyond the known ones (issue 24 empties the list)', () => {
    const now = inCycles(ENGINE);
    expect(now.filter((m) => !KNOWN_CYCLE_MODULES.includes(m)), 'new modules in an import cycle').toEqual([]);
    expect(KNOWN_CYCLE_MODULES.filter((m) => !now.includes(m)), 'out of every cycle now: take them off the known list').toEqual([]);
  });

  it('the server has no import cycle beyond the known ones', () => {
    const now = inCycles(SERVER);
    expect(now.filter((m) => !KNOWN_SERVER_CYCLE_MODULES.includes(m)), 'new modules in an import cycle').toEqual([]);
    expect(KNOWN_SERVER_CYCLE_MODULES.filter((m) => !now.includes(m)), 'out of every cycle now: take them off the known list').toEqual([]);
  });

  it('no engine import runs up the layers beyond the known ones', () => {
    const now = violationsOf(importGraph(ENGINE), ENGINE_RULES).map((v) => `${v.from} -> ${v.to}`);
    const fresh = violationsOf(importGraph(ENGINE), ENGINE_RULES).filter((v) => !KNOWN_UPWARD.includes(`${v.from} -> ${v.to}`));
    expect(fresh.map((v) => `${v.from} -> ${v.to}: ${v.rule}`), 'imports up the layers').toEqual([]);
    expect(KNOWN_UPWARD.filter((e) => !now.includes(e)), 'gone now: take them off the known list').toEqual([]);
  });
});
