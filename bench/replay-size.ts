// Sizes and build time of finished online games' replays (issue 25; a diagnostic for docs/server.md
// "Replays"): four real-content duels played to their end by random listed options, then each built
// both ways by the master's buildReplay (`npx tsx bench/replay-size.ts`). Then the event loop's
// longest block (perf_hooks monitorEventLoopDelay, 1 ms resolution) while a hidden-hands replay is
// built on the main thread, as the master did before, and in the replay worker, as it does now.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LogEntry, RoomRecord } from '../apps/server/src/storage/storage';
import { applyAction, outcome, pendingDecisions } from '@senjutsu/engine';
import { RoomSetupSchema } from '@senjutsu/protocol';
import { contentNamed } from '../apps/server/src/content';
import { buildReplay } from '../apps/server/src/master/replay';
import { replayThread } from '../apps/server/src/master/replay-thread';
import { seededRandom } from '../apps/server/src/testing/client';

const content = contentNamed('real');
const games: { record: RoomRecord; entries: LogEntry[] }[] = [];
for (const n of [1, 2, 3, 4]) {
  const setup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: 'ronin' }, { character: 'warrior' }], battlefield: 'frozen-lake' });
  const seed = `measure-${n}`;
  const created = content.newGame(setup, seed);
  if (!created.ok) throw new Error('x');
  let state = created.value.state;
  const random = seededRandom(n);
  const entries: LogEntry[] = [];
  for (let i = 0; i < 600 && !outcome(state).over; i++) {
    const d = pendingDecisions(state);
    const pick = d[Math.floor(random() * d.length)]!;
    const action = pick.options[Math.floor(random() * pick.options.length)]!;
    const applied = applyAction(state, pick.seat, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    entries.push({ kind: 'action', seat: pick.seat, id: `m${i}`, action, at: i, clock: null });
  }
  const end = outcome(state);
  entries.push({ kind: 'over', winners: end.over ? [...end.winners] : [], at: 1 });
  const record: RoomRecord = { kind: 'room', format: 2, room: 'measureroom', createdAt: 0, setup, seed, seatTokens: ['a', 'b'], spectatorToken: 'c', previous: null };
  games.push({ record, entries });
  const t0 = performance.now();
  const hidden = buildReplay({ record, entries }, content);
  const t1 = performance.now();
  const revealed = buildReplay({ record: { ...record, setup: { ...setup, replayHands: 'revealed' } }, entries }, content);
  if (!hidden.ok || !revealed.ok) throw new Error('build');
  console.log(`actions ${entries.length - 1} over ${end.over}: views ${(JSON.stringify(hidden.value).length / 1024).toFixed(0)} KB (built in ${(t1 - t0).toFixed(0)} ms), log ${(JSON.stringify(revealed.value).length / 1024).toFixed(0)} KB`);
}

/** The event loop's longest delay (ms) while `work` runs, with 50 ms of idle loop on each side. */
async function longestBlock(work: () => Promise<unknown>): Promise<number> {
  const idle = () => new Promise((resolve) => setTimeout(resolve, 50));
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  await idle();
  await work();
  await idle();
  histogram.disable();
  return histogram.max / 1e6;
}

// The same window with nothing built: what the loaded machine alone costs the loop.
const idle = await longestBlock(async () => undefined);
console.log(`event loop's longest block with nothing built (the machine's noise): ${idle.toFixed(1)} ms`);
const thread = replayThread();
const first = await longestBlock(() => thread.build(games[0]!, 'real'));
console.log(`the first request, which starts the worker: longest block ${first.toFixed(1)} ms`);
for (const game of games) {
  const inline = await longestBlock(async () => buildReplay(game, content));
  const worker = await longestBlock(() => thread.build(game, 'real'));
  console.log(`event loop's longest block while the replay is built: on the main thread ${inline.toFixed(1)} ms, in the worker ${worker.toFixed(1)} ms`);
}
await thread.close();
