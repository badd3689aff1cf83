import { applyAction, createGame, isCardWindow, outcome, pendingDecisions, type GameState } from '@senjutsu/engine';
import { BOARDS, PAIRINGS } from '../packages/engine/src/testing/real-games';
import { BATTLEFIELDS } from '@senjutsu/cards';
import { seededRandom as rng } from '../apps/server/src/testing/client';

// OP-68's cost (issue 23 item 8): how many hidden-card windows (replacement, counterattack, instant)
// a real-content duel opens per round, how many of them offer nothing to play (the page passes those
// at once, so each waits the whole hold), and the waiting a hold adds per round. Random legal play
// through the engine; the same games with the older hand-dependent windows for comparison.
// Run: npx tsx bench/windows.ts   (GAMES=40 HOLD_MS=1000 MAX_ROUNDS=40)

const GAMES = Number(process.env.GAMES ?? 40);
const HOLD_MS = Number(process.env.HOLD_MS ?? 1000);
const MAX_ROUNDS = Number(process.env.MAX_ROUNDS ?? 40);

function game(seed: number, windowsForHolders: boolean): GameState {
  const pair = PAIRINGS[seed % PAIRINGS.length]!;
  const board = BOARDS[seed % BOARDS.length]!;
  const made = createGame({
    seed, battlefield: BATTLEFIELDS[board.battlefield], terrain: board.terrain, options: { blocksProtectAllies: false, windowsForHolders },
    seats: pair.map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] })),
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value.state;
}

type Count = { rounds: number; windows: number; passOnly: number; byKind: Record<string, number>; perRound: number[] };

function play(seed: number, windowsForHolders: boolean): Count {
  let s = game(seed, windowsForHolders);
  const random = rng(seed);
  const count: Count = { rounds: 0, windows: 0, passOnly: 0, byKind: {}, perRound: [] };
  let inRound = 0;
  let round = s.round;
  while (!outcome(s).over && s.round <= MAX_ROUNDS) {
    const d = pendingDecisions(s)[0];
    if (d === undefined) break;
    if (isCardWindow(d)) {
      count.windows++;
      inRound++;
      count.byKind[d.kind] = (count.byKind[d.kind] ?? 0) + 1;
      if (d.options.length === 1) count.passOnly++;
    }
    const applied = applyAction(s, d.seat, d.options[Math.floor(random() * d.options.length)]!);
    if (!applied.ok) throw new Error(applied.error.message);
    s = applied.value.state;
    if (s.round !== round) {
      count.perRound.push(inRound);
      inRound = 0;
      round = s.round;
    }
  }
  count.rounds = count.perRound.length;
  return count;
}

function summary(label: string, counts: Count[]): void {
  const rounds = counts.reduce((n, c) => n + c.rounds, 0);
  const windows = counts.reduce((n, c) => n + c.perRound.reduce((a, b) => a + b, 0), 0);
  const passOnly = counts.reduce((n, c) => n + c.passOnly, 0);
  const all = counts.flatMap((c) => c.perRound).sort((a, b) => a - b);
  const byKind: Record<string, number> = {};
  for (const c of counts) for (const [k, v] of Object.entries(c.byKind)) byKind[k] = (byKind[k] ?? 0) + v;
  const perRound = (n: number) => (n / rounds).toFixed(2);
  console.log(`${label}: ${counts.length} duels, ${rounds} full rounds`);
  console.log(`  windows per round: mean ${perRound(windows)}, median ${all[Math.floor(all.length / 2)]}, p90 ${all[Math.floor(all.length * 0.9)]}, max ${all.at(-1)}`);
  console.log(`  by kind per round: ${Object.entries(byKind).map(([k, v]) => `${k} ${perRound(v)}`).join(', ')}`);
  console.log(`  with nothing playable (the page passes at once): ${perRound(passOnly)} per round (${((100 * passOnly) / Math.max(1, counts.reduce((n, c) => n + c.windows, 0))).toFixed(0)}%)`);
  console.log(`  waiting a ${HOLD_MS} ms hold adds per round: ${((passOnly / rounds) * HOLD_MS / 1000).toFixed(2)} s for the automatic passes; at most ${((windows / rounds) * HOLD_MS / 1000).toFixed(2)} s if every window were answered within the hold`);
}

const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
summary('OP-68 (windows on public facts)', seeds.map((seed) => play(seed, false)));
summary('before OP-68 (windows only for holders)', seeds.map((seed) => play(seed, true)));
