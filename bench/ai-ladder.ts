// npm run ai:ladder: the strength of the computer opponent (issue 26, docs/ai.md). A round-robin of
// the levels random, easy, normal and hard over the four signature decks and the printed
// battlefields (terrain kinds in turn), each game played twice with the sides swapped. For each
// pairing: the first level's win rate (a draw, a game past the round cap, counts half) with its 95%
// Wilson interval, games per second and the search's playouts per decision; then one summary line
// per pairing and whether the issue's targets hold (and hard at least as strong as normal).
// AI_LADDER_GAMES (default 40, even) sets the games per pairing (AI_LADDER_FROM: from that game on),
// AI_LADDER_PAIRINGS (e.g. hard-random,hard-easy) plays only those. The levels
// play with their default budgets (DEFAULT_BUDGETS: playouts, capped by time) unless
// AI_LADDER_PLAYOUTS fixes the playouts and lifts the time caps, so that a loaded machine measures
// what a quiet one does (only slower): `budget` (each level's default playouts), a number (every
// searched level), or per level (`hard=1200,normal=240`).
import { PACKS } from '../packages/cards/src/index';
import { DEFAULT_BUDGETS, LEVELS, type AiOptions, type Level } from '../packages/ai/src/index';
import { fixedPlayouts, newDuel, playDuel, wilson, withPlayouts } from './ai-game';

const GAMES = Math.max(2, Number(process.env.AI_LADDER_GAMES ?? 40));
/** AI_LADDER_FROM=12 (even) starts at game 12: a long run split over processes plays the same games as one. */
const FROM = 2 * Math.floor(Number(process.env.AI_LADDER_FROM ?? 0) / 2);
const ALL: [Level, Level][] = [['easy', 'random'], ['normal', 'random'], ['hard', 'random'], ['normal', 'easy'], ['hard', 'easy'], ['hard', 'normal']];
/** AI_LADDER_PAIRINGS=hard-random,hard-easy plays only those pairings. */
const only = process.env.AI_LADDER_PAIRINGS?.split(',');
const PAIRINGS = only === undefined ? ALL : ALL.filter(([a, b]) => only.includes(`${a}-${b}`));
const TARGETS: { a: Level; b: Level; share: number }[] = [
  { a: 'hard', b: 'random', share: 0.95 },
  { a: 'easy', b: 'random', share: 0.75 },
  { a: 'normal', b: 'easy', share: 0.65 },
  { a: 'hard', b: 'normal', share: 0.5 }, // hard at least as strong as normal
];

const pct = (x: number) => (100 * x).toFixed(1);

const FIXED = fixedPlayouts(process.env.AI_LADDER_PLAYOUTS, 'AI_LADDER_PLAYOUTS');
const player = (level: Level, seed: string): AiOptions => withPlayouts({ level, seed }, FIXED);

type Row = { a: Level; b: Level; wins: number; games: number; seconds: number; cpu: number; searched: number; playouts: number; actions: number };

function pairing(a: Level, b: Level): Row {
  const row: Row = { a, b, wins: 0, games: 0, seconds: 0, cpu: 0, searched: 0, playouts: 0, actions: 0 };
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (let g = FROM; g < FROM + GAMES; g++) {
    const seed = Math.floor(g / 2);
    const [x, y] = [PACKS[seed % PACKS.length]!, PACKS[(seed + 1 + (Math.floor(seed / PACKS.length) % (PACKS.length - 1))) % PACKS.length]!];
    const swapped = g % 2 === 1; // the same game with the sides swapped
    const state = newDuel(x, y, seed);
    const [first, second] = [player(a, `a${seed}`), player(b, `b${seed}`)];
    const players = swapped ? ([second, first] as const) : ([first, second] as const);
    const played = playDuel(state, players);
    const mine = swapped ? 1 : 0;
    row.wins += played.winner === null ? 0.5 : played.winner === mine ? 1 : 0;
    if (process.env.AI_LADDER_VERBOSE) console.log(`    game ${g}: ${x.character.id} v ${y.character.id}${swapped ? ` (${b} first)` : ''}: ${played.winner === null ? 'drawn' : played.winner === mine ? `${a} won` : `${b} won`} in round ${played.rounds}, wounds ${played.wounds.join('/')}, defeats ${played.how}`);
    row.games++;
    row.searched += played.searched;
    row.playouts += played.playouts;
    row.actions += played.actions;
  }
  row.seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  row.cpu = (used.user + used.system) / 1e6;
  return row;
}

const line = (r: Row) => {
  const [lo, hi] = wilson(r.wins, r.games);
  return `${r.a} vs ${r.b}: ${pct(r.wins / r.games)}% [${pct(lo)}, ${pct(hi)}] over ${r.games} games`;
};

console.log(`ai:ladder: ${GAMES} games per pairing${FROM > 0 ? ` from game ${FROM}` : ''} (sides swapped), ${PACKS.length} signature decks, printed battlefields`);
const searched = LEVELS.filter((l) => DEFAULT_BUDGETS[l].iterations > 0);
console.log(
  FIXED === null
    ? `budgets: ${searched.map((l) => `${l} ${DEFAULT_BUDGETS[l].iterations} playouts capped at ${DEFAULT_BUDGETS[l].timeMs} ms, horizon ${DEFAULT_BUDGETS[l].horizon}`).join('; ')} (AI_LADDER_PLAYOUTS=budget: the playouts without the caps)`
    : `budgets (AI_LADDER_PLAYOUTS, no time cap: the same games on any machine): ${searched.map((l) => `${l} ${FIXED[l] ?? `${DEFAULT_BUDGETS[l].iterations} capped at ${DEFAULT_BUDGETS[l].timeMs} ms`} playouts, horizon ${DEFAULT_BUDGETS[l].horizon}`).join('; ')}`,
);
const rows: Row[] = [];
for (const [a, b] of PAIRINGS) {
  const r = pairing(a, b);
  rows.push(r);
  const perDecision = r.searched === 0 ? '-' : (r.playouts / r.searched).toFixed(0);
  const perPlayout = r.playouts === 0 ? '-' : (r.actions / r.playouts).toFixed(0);
  const cpuPerSearch = r.searched === 0 ? '' : `, ${((1000 * r.cpu) / r.searched).toFixed(0)} ms CPU per searched decision`;
  console.log(`  ${line(r)}; ${(r.games / r.seconds).toFixed(2)} games/s (${(r.cpu / r.games).toFixed(1)} CPU-s per game${cpuPerSearch}); ${perDecision} playouts per searched decision (${perPlayout} actions each)`);
}
console.log('\nsummary');
for (const r of rows) console.log(line(r));
for (const t of TARGETS) {
  const r = rows.find((x) => x.a === t.a && x.b === t.b);
  if (r === undefined) continue;
  const share = r.wins / r.games;
  const [lo] = wilson(r.wins, r.games);
  console.log(`target ${t.a} beats ${t.b} >= ${pct(t.share)}%: ${share >= t.share ? 'holds' : 'MISSED'} (${pct(share)}%; the interval's lower end ${pct(lo)}% ${lo >= t.share ? 'clears it too' : 'does not yet clear it'})`);
}
