// npm run balance: every pair of signature decks played against each other (issue #4), twice over:
//
// 1. by random legal play (the issue's report). On the 70-hex Snowy Battlefield random figures
//    seldom meet, so this table mostly measures which deck runs out last (the empty-deck wound);
// 2. by the "engaged" player of bench/policy.ts: still random, but it closes in, faces the
//    opponent, plays the attacks that reach and matches its blocks to the revealed initiative, so
//    this table measures the fight.
//
// A side under 35% or over 65% deserves a second look; a pairing out of that band in both tables
// is flagged. BALANCE_GAMES (default 1000) sets the random games per pairing, ENGAGED_GAMES (default
// the same) the engaged ones.
import { PACKS } from '../packages/cards/src/index';
import { BATTLEFIELDS } from '../packages/cards/src/battlefields';
import { createGame, outcome, type GameState } from '../packages/engine/src/index';
import { randomPlayout, type Playout } from '../packages/engine/src/testing/playout';
import { engagedPlayout } from './policy';

// The AI mode (issue 26): hard against hard over the 12 ordered pairings (bench/ai-balance.ts).
if (process.argv.includes('--ai') || process.env.BALANCE_MODE === 'ai') {
  await import('./ai-balance');
  process.exit(0);
}

const GAMES = Number(process.env.BALANCE_GAMES ?? 1000);
const ENGAGED_GAMES = Number(process.env.ENGAGED_GAMES ?? GAMES);
const ROUND_CAP = 60;
const battlefield = BATTLEFIELDS['snowy-battlefield'];

type Pack = (typeof PACKS)[number];

function game(a: Pack, b: Pack, seed: number): GameState {
  const seats = [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] }));
  // Alternate who sits first, so seat order cannot favour a side.
  const result = createGame({ seed, battlefield, seats: seed % 2 === 0 ? seats : [seats[1]!, seats[0]!] });
  if (!result.ok) throw new Error(`${a.character.id} v ${b.character.id}: ${result.error.message}`);
  return result.value.state;
}

type Tally = { a: number; b: number; unfinished: number; rounds: number; games: number };

function play(a: Pack, b: Pack, games: number, playout: (s: GameState, seed: number, cap: number) => Playout): Tally {
  const t: Tally = { a: 0, b: 0, unfinished: 0, rounds: 0, games };
  for (let seed = 0; seed < games; seed++) {
    const played = playout(game(a, b, seed), seed, ROUND_CAP);
    t.rounds += played.rounds;
    const end = outcome(played.state);
    if (!end.over) t.unfinished++;
    else {
      for (const w of end.winners) {
        if (played.state.seats[w]!.character === a.character.id) t.a++;
        else t.b++;
      }
    }
  }
  return t;
}

const share = (n: number, t: Tally) => n / (t.games - t.unfinished || 1);
const pct = (n: number, games: number) => `${((100 * n) / games).toFixed(1)}%`;
const outside = (t: Tally) => [t.a, t.b].some((n) => share(n, t) < 0.35 || share(n, t) > 0.65);

const tables: { title: string; games: number; playout: (s: GameState, seed: number, cap: number) => Playout }[] = [
  { title: 'random legal play', games: GAMES, playout: randomPlayout },
  { title: 'engaged play (bench/policy.ts)', games: ENGAGED_GAMES, playout: engagedPlayout },
];

const results = new Map<string, Tally[]>();
for (const table of tables) {
  if (table.games <= 0) continue;
  const started = performance.now();
  console.log(`\n${table.title}: ${table.games} games per pairing on ${battlefield.id}`);
  for (let i = 0; i < PACKS.length; i++) {
    for (let j = i + 1; j < PACKS.length; j++) {
      const [a, b] = [PACKS[i]!, PACKS[j]!];
      const key = `${a.character.id} v ${b.character.id}`;
      const t = play(a, b, table.games, table.playout);
      results.set(key, [...(results.get(key) ?? []), t]);
      console.log(
        `  ${key.padEnd(18)} ${pct(t.a, t.games).padStart(6)} / ${pct(t.b, t.games).padStart(6)}, unfinished ${pct(t.unfinished, t.games)}, mean rounds ${(t.rounds / t.games).toFixed(1)}${outside(t) ? '  (outside 35-65%)' : ''}`,
      );
    }
  }
  console.log(`  ${table.title}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const flagged = [...results].filter(([, ts]) => ts.every(outside)).map(([key]) => key);
console.log(`\nbalance: ${PACKS.length} characters; outside 35-65% in both tables: ${flagged.length === 0 ? 'none' : `${flagged.join(', ')}  <- look again`}`);
