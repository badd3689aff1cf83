import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { GameEvent, GameView } from '@senjutsu/engine';
import { build } from 'vite';
import { createHost } from '../apps/web/src/worker/host';
import { soloGame } from '../apps/web/src/worker/testing';
import { launchChromium } from '../e2e/support/browser';
import { ROOT } from '../e2e/support/server';

// `npm run bench:web-render`: React's work per worker answer on the solo page, without the noise of
// a whole game in a browser. A solo game (ronin against a katana ashigaru, first options, seeded) is
// played through the worker's host in Node; its answers are fed one by one to the shared Table in
// headless Chromium (bench/web-render/), as the solo page gets them: a fresh copy of the view and
// the events so far. Per answer: React's render and commit (flushSync), then style and layout.
// BENCH_PASSES (default 5) replays of the whole game; the figures are per answer over all passes
// but the first (warm-up). BENCH_COMPARE=<another checkout's root> also builds that tree's Table
// and alternates the passes between the two, so both meet the same load on the machine.

const PASSES = Number(process.env['BENCH_PASSES'] ?? 5);
const SEED = process.env['BENCH_SEED'] ?? 'web-render-1';
const MAX_ANSWERS = Number(process.env['BENCH_ANSWERS'] ?? 400);
/** BENCH_PROFILE=file: this tree's page is built unminified and its JavaScript sampled into `file` (a .cpuprofile for DevTools). */
const PROFILE = process.env['BENCH_PROFILE'];

type Frame = { view: GameView; events: readonly GameEvent[] };

/** The worker's answers of one solo game, first option each time, until it ends (or MAX_ANSWERS). */
function recordGame() {
  const host = createHost();
  const first = host.handle({ type: 'start', game: soloGame(SEED), actions: [] });
  if (first.type !== 'started') throw new Error(`start: ${first.type}`);
  const frames: Frame[] = [{ view: first.view, events: first.events }];
  let view = first.view;
  for (let id = 0; view.winners === null && frames.length < MAX_ANSWERS; id++) {
    const option = view.decisions[0]?.options[0];
    if (option === undefined) throw new Error('no decision offered to the human seat');
    const reply = host.handle({ type: 'act', id, action: option });
    if (reply.type !== 'update') throw new Error(`act: ${reply.type}`);
    frames.push({ view: reply.view, events: reply.events });
    view = reply.view;
  }
  return { ruleset: first.ruleset, frames };
}

async function buildPage(root: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'senjutsu-render-'));
  await build({ root: join(root, 'bench/web-render'), base: './', plugins: [react()], logLevel: 'error', configFile: false, build: { outDir, emptyOutDir: true, minify: PROFILE === undefined } });
  return outDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = join(dir, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '/').split('?')[0]!);
    let body: Buffer;
    try {
      body = readFileSync(path);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/` });
  }));
}

const pct = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  const game = recordGame();
  const trees = [{ label: 'this tree', root: ROOT }, ...(process.env['BENCH_COMPARE'] ? [{ label: `compare (${process.env['BENCH_COMPARE']})`, root: process.env['BENCH_COMPARE'] }] : [])];
  const dirs = await Promise.all(trees.map((t) => buildPage(t.root)));
  const servers = await Promise.all(dirs.map(serve));
  const browser = await launchChromium();
  const results = trees.map(() => ({ react: [] as number[], layout: [] as number[] }));
  // Per answer of the game, this tree's React ms in every pass: the costliest answers by their median.
  const byFrame: number[][] = game.frames.map(() => []);
  try {
    const pages = await Promise.all(servers.map(async (s) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'en-US' });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
      await page.goto(s.url);
      await page.waitForFunction(() => 'benchPlay' in window);
      return page;
    }));
    console.log(`Table render per worker answer: a solo game of ${game.frames.length} answers (seed ${SEED}), ${PASSES} passes (the first is warm-up) (headless Chromium ${browser.version()}, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${cpus().length} cores):`);
    const cdp = PROFILE === undefined ? null : await pages[0]!.context().newCDPSession(pages[0]!);
    if (cdp !== null) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    for (let pass = 0; pass < PASSES; pass++) {
      for (const [i, page] of pages.entries()) {
        const r = await page.evaluate(([ruleset, frames]) => (window as unknown as { benchPlay: (r: unknown, f: unknown) => { react: number[]; layout: number[] } }).benchPlay(ruleset, frames), [game.ruleset, game.frames] as const);
        if (pass === 0) {
          // The first pass is what a player's page meets: code run for the first time, faces worked out once.
          const top = r.react.map((ms, frame) => ({ ms, frame })).sort((a, b) => b.ms - a.ms).slice(0, 4);
          console.log(`${trees[i]!.label}, first pass: mount ${r.react[0]!.toFixed(1)} ms, React ms per answer mean ${(sum(r.react.slice(1)) / (r.react.length - 1)).toFixed(2)}, the costliest ${top.map((t) => `#${t.frame} ${t.ms.toFixed(1)}`).join(', ')} ms`);
          continue;
        }
        // The first frame mounts the Table: the figures are for the updates after it.
        results[i]!.react.push(...r.react.slice(1));
        results[i]!.layout.push(...r.layout.slice(1));
        if (i === 0) r.react.forEach((ms, frame) => byFrame[frame]!.push(ms));
      }
    }
    const costliest = byFrame.map((ms, frame) => ({ frame, ms: pct(ms, 50) })).slice(1).sort((a, b) => b.ms - a.ms).slice(0, 6);
    console.log(`the costliest answers (median React ms, the events they bring): ${costliest.map((c) => `#${c.frame} ${c.ms.toFixed(1)} ms [${[...new Set(game.frames[c.frame]!.events.map((e) => e.kind))].join(' ')}] step ${game.frames[c.frame]!.view.step}`).join('; ')}`);
    if (cdp !== null) writeFileSync(PROFILE!, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    const f = (n: number) => n.toFixed(2);
    for (const [i, t] of trees.entries()) {
      const { react: rs, layout: ls } = results[i]!;
      console.log(
        `${t.label}: React render+commit per answer p50 ${f(pct(rs, 50))}, p95 ${f(pct(rs, 95))}, max ${f(Math.max(...rs))} ms, mean ${f(sum(rs) / rs.length)} ms; ` +
          `style+layout after it p50 ${f(pct(ls, 50))}, p95 ${f(pct(ls, 95))}, mean ${f(sum(ls) / ls.length)} ms`,
      );
    }
  } finally {
    await browser.close();
    for (const s of servers) s.server.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

await main();
