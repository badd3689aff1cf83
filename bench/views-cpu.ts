// The CPU of building every viewer's view after each action as the master does (viewFor with the
// viewer's last view and the public view, then the patch from the last one), without the rest of
// the master: real-content duels played by seeded random listed options, their states kept, then
// the views built over them REPS times. For tuning view.ts and patch.ts (bench:master is the figure).
// Run: npx tsx bench/views-cpu.ts   (GAMES, default 24; REPS, default 5)
import { applyAction, pendingDecisions, viewFor, type GameState, type GameView, type Viewer } from '@senjutsu/engine';
import { diff, RoomSetupSchema } from '@senjutsu/protocol';
import { contentNamed } from '../apps/server/src/content';
import { seededRandom } from '../apps/server/src/testing/client';

const GAMES = Number(process.env.GAMES ?? 24);
const REPS = Number(process.env.REPS ?? 5);
const content = contentNamed('real');
const summary = content.summary();
const random = seededRandom(5);
const games: GameState[][] = [];
for (let g = 0; g < GAMES; g++) {
  const [a, b] = [summary.characters[g % 4]!.id, summary.characters[(g + 1 + (g >> 2)) % 4]!.id];
  const setup = RoomSetupSchema.parse({ mode: 'duel', seats: [{ character: a }, { character: b === a ? summary.characters[(g + 2) % 4]!.id : b }], battlefield: summary.battlefields[g % summary.battlefields.length]!.id, terrain: [summary.terrain[g % 10]!, summary.terrain[(g + 3) % 10]!] });
  const created = content.newGame(setup, `views-cpu-${g}`);
  if (!created.ok) throw new Error(created.error.message);
  const states = [created.value.state];
  for (;;) {
    const pending = pendingDecisions(states.at(-1)!);
    const d = pending[Math.floor(random() * pending.length)];
    if (d === undefined || states.length > 400) break;
    const applied = applyAction(states.at(-1)!, d.seat, d.options[Math.floor(random() * d.options.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    states.push(applied.value.state);
  }
  games.push(states);
}
const versions = games.reduce((n, g) => n + g.length, 0);
let ops = 0;
for (let r = 0; r < REPS; r++) {
  const c0 = process.cpuUsage();
  for (const states of games) {
    const last = new Map<Viewer, GameView>();
    for (const s of states) {
      const pending = pendingDecisions(s);
      const pub = viewFor(s, 'spectator', pending, { previous: last.get('spectator') });
      last.set('spectator', pub);
      for (const seat of [0, 1]) {
        const before = last.get(seat);
        const view = viewFor(s, seat, pending, { previous: before, spectator: pub });
        if (before !== undefined) ops += diff(before, view).length;
        last.set(seat, view);
      }
    }
  }
  const c = process.cpuUsage(c0);
  console.log(`rep ${r + 1}: ${((c.user + c.system) / versions).toFixed(2)} µs CPU per version (spectator + 2 seat views + 2 patches), ${versions} versions`);
}
void ops;
