// npm run bench:profile: where the engine's time goes in real-content random playouts
// (bench/real-game.ts). Samples the CPU with V8's profiler (node:inspector) while it plays
// PROFILE_GAMES (default 36) seeded games after a warm-up, then prints the functions with the most
// self time and the engine modules by self time. PROFILE_OUT=file.cpuprofile also writes the raw
// profile (open it in Chrome DevTools or speedscope).
//
// The script is bundled by esbuild with --keep-names, as tsx runs the engine in the server and the
// benchmark, and run with --enable-source-maps, so each sample is mapped back to its source line.
import { writeFileSync } from 'node:fs';
import { findSourceMap, type SourceMapping } from 'node:module';
import { Session, type Profiler, type Runtime } from 'node:inspector';
import { randomPlayout } from '../packages/engine/src/testing/playout';
import { newRealGame } from './real-game';

const GAMES = Number(process.env.PROFILE_GAMES ?? 36);
const TOP = Number(process.env.PROFILE_TOP ?? 25);

const session = new Session();
session.connect();
const post = <T>(method: string, params?: object) =>
  new Promise<T>((resolve, reject) => session.post(method, params ?? {}, (e, r) => (e ? reject(e) : resolve(r as T))));

const play = () => {
  for (let seed = 0; seed < GAMES; seed++) randomPlayout(newRealGame(seed), seed, 60);
};

play(); // warm-up, so the profile shows optimised code
await post('Profiler.enable');
await post('Profiler.setSamplingInterval', { interval: 200 });
await post('Profiler.start');
play();
const { profile } = await post<{ profile: Profiler.Profile }>('Profiler.stop');
if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));

// Self time per node: samples times the mean interval between samples.
const deltas = profile.timeDeltas ?? [];
const interval = deltas.reduce((a, b) => a + b, 0) / Math.max(1, deltas.length);
const hits = new Map<number, number>();
for (const id of profile.samples ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
const total = [...hits.values()].reduce((a, b) => a + b, 0);

const byFunction = new Map<string, number>();
const byModule = new Map<string, number>();
for (const node of profile.nodes) {
  const n = hits.get(node.id) ?? 0;
  if (n === 0) continue;
  const { file, line, text } = origin(node.callFrame);
  const name = `${node.callFrame.functionName || text} ${file ? `${file}:${line}` : ''}`.trim();
  byFunction.set(name, (byFunction.get(name) ?? 0) + n);
  const module = file === '' ? node.callFrame.functionName : file.startsWith('node_modules/') ? file.split('/').slice(0, 2).join('/') : file;
  byModule.set(module, (byModule.get(module) ?? 0) + n);
}

/** The source file, line and line text of a sampled function, through the bundle's source map. */
function origin(frame: Runtime.CallFrame): { file: string; line: number; text: string } {
  const found = frame.url === '' ? undefined : findSourceMap(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  const entry = found !== undefined && 'originalSource' in found ? (found as SourceMapping) : undefined;
  if (entry === undefined) return { file: '', line: 0, text: '(anonymous)' };
  const file = entry.originalSource.replace(/^.*\/(packages|bench|node_modules)\//, '$1/');
  const map = findSourceMap(frame.url)!.payload;
  const source = map.sourcesContent?.[map.sources.indexOf(entry.originalSource)] ?? '';
  const text = (source.split('\n')[entry.originalLine] ?? '').trim().slice(0, 60);
  return { file, line: entry.originalLine + 1, text };
}

// Total (inclusive) time: each function counted once per sample in which it is on the stack.
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
const label = new Map<number, string>();
const labelOf = (id: number) => {
  let l = label.get(id);
  if (l === undefined) {
    const frame = nodeById.get(id)!.callFrame;
    const { file, line, text } = origin(frame);
    l = file.startsWith('packages/') || file.startsWith('bench/') ? `${frame.functionName || text} ${file}:${line}` : '';
    label.set(id, l);
  }
  return l;
};
const inclusive = new Map<string, number>();
for (const [leaf, n] of hits) {
  const seen = new Set<string>();
  for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
    const l = labelOf(id);
    if (l !== '') seen.add(l);
  }
  for (const l of seen) inclusive.set(l, (inclusive.get(l) ?? 0) + n);
}

const pct = (n: number) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
const print = (title: string, m: Map<string, number>) => {
  console.log(title);
  for (const [name, n] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${pct(n)}  ${name}`);
};
console.log(`${GAMES} real-content games, ${total} samples of ${(interval / 1000).toFixed(2)} ms (${((total * interval) / 1e6).toFixed(1)} s sampled)`);
print('self time by function:', byFunction);
print('self time by module:', byModule);
print('total time by engine function (itself and what it calls):', inclusive);
