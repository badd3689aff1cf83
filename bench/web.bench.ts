import { rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { samplesIn, topOf, type CpuProfile, type Window } from './cpuprofile';
import { launchChromium } from '../e2e/support/browser';
import { advance, atSelect, selectCard, until, type Player } from '../e2e/support/driver';
import { openPage, type OpenPage } from '../e2e/support/pages';
import { choose } from '../e2e/support/policy';
import { createRoom } from '../e2e/support/rooms';
import { buildWeb, startServer } from '../e2e/support/server';
import { connect, join, playRandomly, seededRandom } from '../apps/server/src/testing/client';

// `npm run bench:web`: how long the page takes to render a reveal-and-resolve update, in headless
// Chromium against the real server. The shell marks 'senjutsu:update' when it applies an update
// carrying a `revealed` event, the Table marks 'senjutsu:rendered' in a layout effect after
// rendering it; each update mark is paired with the next rendered mark. One page plays a duel
// against a socket bot (the other seat, random listed options) for BENCH_REVEALS rounds (default
// 30): a second browser page would render the same reveal at the same instant on the same cores,
// which measures the machine's contention rather than the page. Budget: under 16 ms.
// On a loaded machine compare what does not depend on the load: BENCH_PROFILE=<file> prints the
// profile samples inside the reveal renders (by function, and per component), BENCH_DOM=1 the DOM
// elements each reveal adds, removes and changes, by area of the page.

const REVEALS = Number(process.env['BENCH_REVEALS'] ?? 30);
/** BENCH_PROFILE=file: the page is built unminified and its JavaScript sampled into `file` (a .cpuprofile for DevTools). */
const PROFILE = process.env['BENCH_PROFILE'];
const BUDGET_MS = 16;
const CLOCK_SYNC = 'benchClockSync';
/** BENCH_DOM=1: the DOM changes each reveal's render makes, by area of the page (a count that does not depend on the machine's load). */
const DOM = process.env['BENCH_DOM'] === '1';

/** Areas of the table the DOM tally names, from the most specific. */
const AREAS = ['.marks', '.option-rings', '.figures', '.arrows', '.hexes', '.terrain-layer', '.decisions', '.log', '.reveal-strip', '.hand', '.seats', '.automata', '.table-head', '.table'];

/** Counts, per area, the elements the page's reveal renders add, remove (whole subtrees) and change (attributes, text). */
async function tallyDom(player: OpenPage): Promise<void> {
  // A script as text: tsx would wrap named functions written here in a helper the page does not have.
  await player.page.evaluate(`{
    const areas = ${JSON.stringify(AREAS)};
    const tally = (window.revealDom = {});
    let lastUpdate;
    const size = (n) => (n instanceof Element ? 1 + n.querySelectorAll('*').length : 0);
    // The observer's records arrive in the microtask after React's commit: those after a new
    // 'senjutsu:update' mark are the reveal's render.
    new MutationObserver((records) => {
      const update = performance.getEntriesByName('senjutsu:update', 'mark').at(-1)?.startTime;
      if (update === undefined || update === lastUpdate) return;
      lastUpdate = update;
      for (const r of records) {
        const target = r.target instanceof Element ? r.target : r.target.parentElement;
        const area = areas.find((a) => target?.closest(a)) ?? 'outside the table: ' + target?.tagName.toLowerCase() + (target?.className ? '.' + target.className : '');
        const t = (tally[area] ??= { added: 0, removed: 0, changed: 0 });
        if (r.type === 'childList') {
          r.addedNodes.forEach((n) => (t.added += size(n)));
          r.removedNodes.forEach((n) => (t.removed += size(n)));
        } else t.changed++;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }`);
}

/** The (update -> rendered) windows the page has recorded since the last call; clears its marks. */
async function takeWindows(player: OpenPage): Promise<Window[]> {
  return player.page.evaluate(() => {
    const updates = performance.getEntriesByName('senjutsu:update', 'mark').map((e) => e.startTime);
    const rendered = performance.getEntriesByName('senjutsu:rendered', 'mark').map((e) => e.startTime);
    performance.clearMarks('senjutsu:update');
    performance.clearMarks('senjutsu:rendered');
    return updates.flatMap((u) => {
      const r = rendered.find((t) => t >= u);
      return r === undefined ? [] : [{ from: u, to: r }];
    });
  });
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const webRoot = buildWeb(PROFILE === undefined ? [] : ['--minify', 'false']);
  const server = await startServer(webRoot);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const room = await createRoom(server.url, { mode: 'duel', seats: [{ character: 'master' }, { character: 'student' }], battlefield: 'snowy-battlefield' });
    const page = await openPage(browser, `${server.url}${room.seats[0]!.invite.path}`, { motion: true });
    const players: OpenPage[] = [page];
    if (DOM) await tallyDom(page);
    const cdp = PROFILE === undefined ? null : await page.context.newCDPSession(page.page);
    await cdp?.send('Profiler.enable');
    await cdp?.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp?.send('Profiler.start');
    // A function the profile will show running at a known time of the page's clock (cpuprofile.ts).
    const syncedAt = cdp === null ? 0 : ((await page.page.evaluate(`{
      function ${CLOCK_SYNC}() { const t = performance.now(); while (performance.now() - t < 5); return t; }
      ${CLOCK_SYNC}();
    }`)) as number);
    const opponent = await connect(server.url);
    await join(opponent, room.room, room.seats[1]!.invite.token);
    const bot = playRandomly(opponent, { random: seededRandom(7) });
    const windows: Window[] = [];
    process.on('exit', () => players.forEach((p, i) => p.errors.length > 0 && console.error(`page ${i} errors:`, p.errors)));
    let reveals = 0;
    for (let round = 0; reveals < REVEALS && round < REVEALS * 2; round++) {
      await advance(players, () => atSelect(players) || players.some((p) => p.received.view?.winners != null), choose);
      if (!atSelect(players)) break; // the game ended: the figures keep the ones measured so far
      for (const p of players) await takeWindows(p);
      const seen = players.map((p) => p.received.events.length);
      for (const p of players) {
        const view = p.received.view!;
        const decision = view.decisions.find((d) => d.kind === 'select')!;
        const option = decision.options[round % decision.options.length]!;
        if (option.kind !== 'select') throw new Error('a select decision offered something else');
        await selectCard(p.page, option.card);
      }
      const revealed = (p: Player, from: number) => p.received.events.slice(from).some((e) => e.kind === 'revealed');
      await until('the reveal on both pages', () => players.every((p, i) => revealed(p, seen[i]!)));
      for (const p of players) {
        await p.page
          .waitForFunction(() => performance.getEntriesByName('senjutsu:rendered', 'mark').length > 0, undefined, { timeout: 5_000 })
          .catch(() => {
            throw new Error('a page applied a reveal without the senjutsu:update / senjutsu:rendered marks');
          });
        windows.push(...(await takeWindows(p)));
      }
      reveals++;
    }
    const profile = cdp === null ? null : ((await cdp.send('Profiler.stop')).profile as CpuProfile);
    if (profile !== null) writeFileSync(PROFILE!, JSON.stringify(profile));
    const sorted = windows.map((w) => w.to - w.from).sort((a, b) => a - b);
    const f = (n: number) => `${n.toFixed(1)} ms`;
    // The machine is often shared: its load says how much of the tail is other work.
    const load = loadavg().map((l) => l.toFixed(1)).join(' / ');
    bot.stop();
    opponent.socket.close();
    console.log(`reveal-and-resolve render, ${sorted.length} updates over ${reveals} reveals on 1 page against a socket bot (headless Chromium ${browser.version()}, load average ${load} on ${cpus().length} cores):`);
    console.log(`p50 ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, max ${f(sorted[sorted.length - 1] ?? NaN)} (budget ${BUDGET_MS} ms)`);
    if (profile !== null) {
      const { count, self, total } = samplesIn(profile, windows, CLOCK_SYNC, syncedAt);
      console.log(`profile written to ${PROFILE}; ${count} samples (100 µs) inside the ${windows.length} reveal renders. Most samples, by own code:`);
      for (const [name, n] of topOf(self, 25)) console.log(`  ${n} ${name}`);
      console.log('With what they call, the components (capitalised) and the memos:');
      const ours = new Map([...total].filter(([name]) => /^[A-Z]/.test(name) || ['spotsOf', 'decisionUIs', 'shareEqual', 'useShared', 'focus', 'removeChild'].includes(name)));
      for (const [name, n] of topOf(ours, 25)) console.log(`  ${n} ${name}`);
    }
    if (DOM) {
      const tally = (await page.page.evaluate('window.revealDom')) as Record<string, { added: number; removed: number; changed: number }>;
      console.log(`DOM changes per reveal (elements added / removed / attribute and text changes), mean over ${reveals}:`);
      for (const [area, t] of Object.entries(tally).sort((a, b) => b[1].added + b[1].removed - a[1].added - a[1].removed)) {
        console.log(`  ${area}: +${(t.added / reveals).toFixed(1)} / -${(t.removed / reveals).toFixed(1)} / ~${(t.changed / reveals).toFixed(1)}`);
      }
    }
    for (const p of players) await p.context.close();
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(webRoot, { recursive: true, force: true });
  }
}

await main();
