// npm run bench:horde: 200 seeded horde runs of the real content (the four characters with their
// signature decks, the four battlefields with their printed terrain, every nightmare setting, with and
// without the fallen lord; testing/horde.ts randomHordeSpec) and 50 runs of the test hero (who clears
// waves, so the level changes are played), random legal play to the end, the rules invariants
// checked after every action. Prints the runs, the waves reached, the ranks, how runs ended, errors.
import { runHordeGame, type HordeRun } from '../packages/engine/src/testing/horde';

const REAL = Number(process.env.BENCH_HORDE_RUNS ?? 200);
const HERO = Number(process.env.BENCH_HORDE_HERO_RUNS ?? 50);

function report(label: string, count: number, hero: boolean): number {
  const t0 = performance.now();
  const reached = new Map<string, number>();
  const ranks = new Map<string, number>();
  const endings = new Map<string, number>();
  const errors: string[] = [];
  let finished = 0;
  let actions = 0;
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (let i = 0; i < count; i++) {
    const seed = 200_000 + i;
    let run: HordeRun;
    try {
      run = runHordeGame(seed, hero);
    } catch (e) {
      errors.push(`seed ${seed}: ${(e as Error).message}`);
      continue;
    }
    if (run.violations.length > 0) errors.push(`seed ${seed}: ${run.violations[0]}`);
    if (run.finished) finished++;
    actions += run.actions;
    bump(reached, `${run.reached.level}.${run.reached.wave}`);
    const horde = (run.state as { horde?: { rank: string } }).horde;
    bump(ranks, horde?.rank ?? '?');
    const end = run.events.findLast((e) => e.kind === 'horde' && e.event === 'runEnded');
    bump(endings, end?.kind === 'horde' ? end.detail : 'not finished');
  }
  const seconds = (performance.now() - t0) / 1000;
  const list = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}: ${v}`).join(', ');
  console.log(`${label}: ${count} runs, ${finished} finished, ${actions} player actions, ${seconds.toFixed(1)} s`);
  console.log(`  furthest wave entered (level.wave): ${list(reached)}`);
  console.log(`  ranks: ${list(ranks)}`);
  console.log(`  endings: ${list(endings)}`);
  console.log(`  errors: ${errors.length}`);
  for (const f of errors.slice(0, 10)) console.log(`  ${f}`);
  return errors.length;
}

const errors = report('horde runs (real content)', REAL, false) + report('horde runs (test hero)', HERO, true);
process.exitCode = errors === 0 ? 0 : 1;
