// npm run balance -- --ai (or BALANCE_MODE=ai npm run balance): the balance report's AI mode (issue 26).
// The 12 ordered pairings of the signature decks, the first deck in seat 0, both played by the hard
// AI (packages/ai, its default budget), on the printed battlefields in turn. For each pairing the
// first deck's win rate (a game past the round cap counts half) with its 95% Wilson interval, flagged
// when it falls outside 45-55%. AI_BALANCE_GAMES (default 20) sets the games per ordered pairing;
// AI_BALANCE_PLAYOUTS fixes the playouts without the time cap, as AI_LADDER_PLAYOUTS does (ai-ladder.ts).
// AI_BALANCE_FIRST (character ids, comma-separated) plays only the pairings whose first deck is one of
// them, so a run can be split over processes (each pairing's games are the same either way).
import { PACKS } from '../packages/cards/src/index';
import type { Level } from '../packages/ai/src/index';
import { fixedPlayouts, newDuel, playDuel, wilson, withPlayouts } from './ai-game';

const GAMES = Math.max(1, Number(process.env.AI_BALANCE_GAMES ?? 20));
const LEVEL = (process.env.AI_BALANCE_LEVEL ?? 'hard') as Level;
const FIXED = fixedPlayouts(process.env.AI_BALANCE_PLAYOUTS, 'AI_BALANCE_PLAYOUTS');
const FIRST = process.env.AI_BALANCE_FIRST?.split(',').map((id) => id.trim());
const unknown = FIRST?.filter((id) => !PACKS.some((p) => p.character.id === id)) ?? [];
if (unknown.length > 0) throw new Error(`AI_BALANCE_FIRST: no signature deck for ${unknown.join(', ')} (there are ${PACKS.map((p) => p.character.id).join(', ')})`);
const pct = (x: number) => (100 * x).toFixed(1);

console.log(`balance, AI mode: ${LEVEL} against ${LEVEL}${FIXED?.[LEVEL] === undefined ? '' : ` (${FIXED[LEVEL]} playouts, no time cap)`}, ${GAMES} games per ordered pairing (the first deck in seat 0), printed battlefields in turn`);
const started = performance.now();
const outside: string[] = [];
for (const a of PACKS) {
  if (FIRST !== undefined && !FIRST.includes(a.character.id)) continue;
  for (const b of PACKS) {
    if (a === b) continue;
    let wins = 0;
    let rounds = 0;
    for (let g = 0; g < GAMES; g++) {
      const played = playDuel(newDuel(a, b, g), [withPlayouts({ level: LEVEL, seed: `a${g}` }, FIXED), withPlayouts({ level: LEVEL, seed: `b${g}` }, FIXED)]);
      wins += played.winner === null ? 0.5 : played.winner === 0 ? 1 : 0;
      rounds += played.rounds;
    }
    const share = wins / GAMES;
    const [lo, hi] = wilson(wins, GAMES);
    const key = `${a.character.id} v ${b.character.id}`;
    const flag = share < 0.45 || share > 0.55 ? `  outside 45-55%${hi < 0.45 || lo > 0.55 ? ' (the whole interval)' : ''}` : '';
    if (flag !== '') outside.push(`${key} ${pct(share)}%`);
    console.log(`  ${key.padEnd(18)} ${pct(share).padStart(5)}% [${pct(lo)}, ${pct(hi)}], mean rounds ${(rounds / GAMES).toFixed(1)}${flag}`);
  }
}
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s; outside 45-55%: ${outside.length === 0 ? 'none' : outside.join(', ')}`);
