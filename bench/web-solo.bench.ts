import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser';
import { clickSomeOption } from '../e2e/support/dom-policy';
import { fillSetup } from '../e2e/support/home';
import { openPage } from '../e2e/support/pages';
import { buildWeb, ROOT, startServer } from '../e2e/support/server';

// `npm run bench:web-solo`: the solo page's main-thread budget (issue 14: no task over 50 ms while
// the automata play). BENCH_GAMES (default 3) solo games against a katana ashigaru, each played to
// its end in headless Chromium the way e2e/solo.test.ts plays it (the first option of every
// decision). Printed per game: the long tasks (a PerformanceObserver for `longtask`), and the
// render of each worker answer: from the page receiving the snapshot ('senjutsu:snapshot' mark,
// LocalGamePage) to the Table's layout effect ('senjutsu:committed'), i.e. React's own work.
//
// BENCH_TRACE=1 also records a Chromium trace and prints the main thread's CPU time (per action, the
// costliest tasks, and the CPU inside each task over 50 ms of wall time). BENCH_PROFILE=1 samples
// the page's JavaScript (self time per function; BENCH_PROFILE_OUT=file keeps the profile);
// BENCH_MUTATIONS=1 counts the DOM nodes React removes and adds, by where. Both build the client
// unminified so names read.

const GAMES = Number(process.env['BENCH_GAMES'] ?? 3);
const TRACE = process.env['BENCH_TRACE'] === '1';
const PROFILE = process.env['BENCH_PROFILE'] === '1';

function buildUnminified(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'senjutsu-web-'));
  const r = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error', '--minify', 'false', '--outDir', outDir, '--emptyOutDir'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
  return outDir;
}

const MUTATIONS = process.env['BENCH_MUTATIONS'] === '1';

const observe = async (page: Page) => {
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate('window.__name = (f) => f');
  await page.evaluate((mutations) => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    performance.clearMarks();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
    // What React takes out of the page per update (removed subtrees by their root's class), for BENCH_MUTATIONS=1.
    const m = window as unknown as { __removed: Record<string, number>; __added: Record<string, number> };
    m.__removed = {};
    m.__added = {};
    if (!mutations) return;
    const label = (n: Node) => (n instanceof Element ? `${n.tagName.toLowerCase()}.${(n.getAttribute('class') ?? '').split(' ')[0]}` : n.nodeName);
    new MutationObserver((records) => {
      for (const r of records) {
        const where = r.target instanceof Element ? `${r.target.tagName.toLowerCase()}.${(r.target.getAttribute('class') ?? '').split(' ')[0]}` : '?';
        for (const n of r.removedNodes) m.__removed[`${where} > ${label(n)}`] = (m.__removed[`${where} > ${label(n)}`] ?? 0) + 1 + (n instanceof Element ? n.getElementsByTagName('*').length : 0);
        for (const n of r.addedNodes) m.__added[`${where} > ${label(n)}`] = (m.__added[`${where} > ${label(n)}`] ?? 0) + 1 + (n instanceof Element ? n.getElementsByTagName('*').length : 0);
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, MUTATIONS);
};

/** The long tasks and the (snapshot -> committed) render durations since `observe`. */
const collect = (page: Page) =>
  page.evaluate(() => {
    const snaps = performance.getEntriesByName('senjutsu:snapshot', 'mark').map((e) => e.startTime);
    const commits = performance.getEntriesByName('senjutsu:committed', 'mark').map((e) => e.startTime);
    const renders = snaps.flatMap((s, i) => {
      const c = commits.find((t) => t >= s && (snaps[i + 1] === undefined || t <= snaps[i + 1]!));
      return c === undefined ? [] : [c - s];
    });
    const m = window as unknown as { __removed: Record<string, number>; __added: Record<string, number> };
    return { tasks: (window as unknown as { __longTasks: number[] }).__longTasks, renders, removed: m.__removed, added: m.__added };
  });

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; tid: number; pid: number; cat: string; args?: { name?: string } };

/**
 * The main thread's tasks from the trace: wall time (what a `longtask` observer sees) against the
 * thread's CPU time (`tdur`): on a loaded machine a task of a few ms of work can take 100+ ms of
 * wall time while the thread waits for a core.
 */
function summariseTrace(buffer: Buffer, actions: number): { text: string; cpuPerAction: number | null } {
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (main === undefined) return { text: 'no renderer main thread in the trace', cpuPerAction: null };
  const tasks = events.filter((e) => e.tid === main.tid && e.pid === main.pid && e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined);
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur!) / 1000;
  const long = tasks.filter((e) => e.dur! > 50_000);
  const total = tasks.reduce((s, t) => s + cpu(t), 0);
  const byCpu = tasks.map(cpu).sort((a, b) => b - a);
  const text =
    `main thread CPU ${total.toFixed(0)} ms (${(total / Math.max(1, actions)).toFixed(1)} ms per action); the five costliest tasks ${byCpu.slice(0, 5).map((n) => n.toFixed(1)).join(', ')} ms CPU; ` +
    `tasks over 50 ms wall ${long.length}: ${long.map((t) => `${(t.dur! / 1000).toFixed(0)} ms wall / ${cpu(t).toFixed(1)} ms CPU`).join(', ')}`;
  return { text, cpuPerAction: total / Math.max(1, actions) };
}

type Profile = { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples?: number[]; timeDeltas?: number[] };

/** The functions the page's scripts spent the most CPU in (self time, sampled). */
function summariseProfile(profile: Profile): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byId.get(samples[i]!)!;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return `${total.toFixed(0)} ms; ` + [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, ms]) => `${k} ${ms.toFixed(1)}`).join(' | ');
}

const f = (n: number) => n.toFixed(0);
const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

type GameFigures = { readonly actions: number; readonly tasks: readonly number[]; readonly renders: readonly number[]; readonly cpuPerAction: number | null };

async function playGame(browser: Browser, url: string, game: string): Promise<GameFigures> {
  const { page, errors, context } = await openPage(browser, url);
  await fillSetup(page, { mode: 'solo', characters: ['ronin', 'warrior'], battlefield: 'burnt-village' });
  await page.getByTestId('solo-automaton-0').selectOption('katana-ashigaru');
  await page.getByTestId('solo-start').click();
  await page.getByTestId('solo').waitFor();
  await observe(page);
  if (TRACE) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
  const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp !== null) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  let actions = 0;
  for (let guard = 0; guard < 1500 && (await page.getByTestId('result').count()) === 0; guard++) {
    await page.getByTestId('solo-thinking').waitFor({ state: 'detached' });
    if ((await clickSomeOption(page)) === null) await page.waitForTimeout(20);
    else actions++;
  }
  const { tasks, renders, removed, added } = await collect(page);
  if (MUTATIONS) {
    const top = (o: Record<string, number>) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, n]) => `${k} ${n}`).join(' | ');
    console.log(`  DOM nodes removed: ${top(removed)}\n  DOM nodes added: ${top(added)}`);
  }
  const trace = TRACE ? await browser.stopTracing() : null;
  let cpuPerAction: number | null = null;
  const sortedTasks = [...tasks].sort((a, b) => b - a);
  const sortedRenders = [...renders].sort((a, b) => a - b);
  console.log(
    `${game}: ${actions} actions; long tasks ${tasks.length}, longest ${f(sortedTasks[0] ?? 0)} ms (${sortedTasks.slice(0, 5).map(f).join(', ')}); ` +
      `render per answer (${renders.length}): p50 ${f(percentile(sortedRenders, 50))}, p95 ${f(percentile(sortedRenders, 95))}, max ${f(sortedRenders[sortedRenders.length - 1] ?? NaN)} ms`,
  );
  if (cdp !== null) {
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`  JS self time by function: ${summariseProfile(profile)}`);
    if (process.env['BENCH_PROFILE_OUT']) writeFileSync(process.env['BENCH_PROFILE_OUT'], JSON.stringify(profile));
  }
  if (trace !== null) {
    const file = join(tmpdir(), `senjutsu-solo-trace-${game.replace(/\W+/g, '-')}.json`);
    writeFileSync(file, trace);
    const summary = summariseTrace(trace, actions);
    console.log(`  trace (${file}): ${summary.text}`);
    cpuPerAction = summary.cpuPerAction;
  }
  if (errors.length > 0) console.error('page errors:', errors);
  await context.close();
  return { actions, tasks, renders, cpuPerAction };
}

/** One line per client: the figures of all its games together. */
function summary(label: string, games: readonly GameFigures[]): string {
  const perGame = games.map((g) => g.tasks.length);
  const longest = games.map((g) => Math.max(0, ...g.tasks)).sort((a, b) => a - b);
  const renders = games.flatMap((g) => g.renders).sort((a, b) => a - b);
  const cpu = games.flatMap((g) => (g.cpuPerAction === null ? [] : [g.cpuPerAction]));
  return (
    `${label}: ${games.length} games, long tasks per game ${perGame.join(', ')} (mean ${(perGame.reduce((a, b) => a + b, 0) / games.length).toFixed(1)}), ` +
    `longest per game median ${f(percentile(longest, 50))} ms, max ${f(longest[longest.length - 1] ?? 0)} ms; render per answer (${renders.length}) p50 ${percentile(renders, 50).toFixed(1)}, ` +
    `p95 ${percentile(renders, 95).toFixed(1)} ms` + (cpu.length > 0 ? `; main thread CPU per action ${(cpu.reduce((a, b) => a + b, 0) / cpu.length).toFixed(1)} ms` : '')
  );
}

async function main(): Promise<void> {
  // BENCH_COMPARE=<a built client folder> (e.g. `vite build --outDir` of another commit): its games
  // alternate with this tree's, so both meet the same load on the machine.
  const other = process.env['BENCH_COMPARE'];
  const webRoot = TRACE || PROFILE || MUTATIONS ? buildUnminified() : buildWeb();
  const clients = [{ label: 'this tree', root: webRoot }, ...(other ? [{ label: `compare (${other})`, root: other }] : [])];
  const servers = await Promise.all(clients.map((c) => startServer(c.root)));
  const figures: GameFigures[][] = clients.map(() => []);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const load = loadavg().map((l) => l.toFixed(1)).join(' / ');
    console.log(`solo page, ${GAMES} games per client against a katana ashigaru (headless Chromium ${browser.version()}, load average ${load} on ${cpus().length} cores):`);
    for (let g = 1; g <= GAMES; g++) {
      for (const [i, c] of clients.entries()) figures[i]!.push(await playGame(browser, servers[i]!.url, `${c.label} ${g}`));
    }
    console.log(`load average now ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
    for (const [i, c] of clients.entries()) console.log(summary(c.label, figures[i]!));
  } finally {
    await browser?.close();
    for (const s of servers) await s.stop();
    rmSync(webRoot, { recursive: true, force: true });
  }
}

await main();
