// npm run balance: every pair of signature decks played against each other by random legal play
// (issue #4). Prints each pairing's win rates; a side under 35% or over 65% deserves a second look.
import { PACKS } from '../packages/cards/src/index';
import { createGame, outcome, type GameState } from '../packages/engine/src/index';
import { randomPlayout } from '../packages/engine/src/testing/playout';
import { BATTLEFIELDS } from '../packages/cards/src/battlefields';

const GAMES = Number(process.env.BALANCE_GAMES ?? 1000);
const ROUND_CAP = 60;
const battlefield = BATTLEFIELDS['snowy-battlefield'];

function game(a: (typeof PACKS)[number], b: (typeof PACKS)[number], seed: number): GameState {
  const seats = [a, b].map((p) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] }));
  // Alternate who sits first, so seat order cannot favour a side.
  const result = createGame({ seed, battlefield, seats: seed % 2 === 0 ? seats : [seats[1]!, seats[0]!] });
  if (!result.ok) throw new Error(`${a.character.id} v ${b.character.id}: ${result.error.message}`);
  return result.value.state;
}

const lines: string[] = [];
for (let i = 0; i < PACKS.length; i++) {
  for (let j = i + 1; j < PACKS.length; j++) {
    const [a, b] = [PACKS[i]!, PACKS[j]!];
    const wins: Record<string, number> = { [a.character.id]: 0, [b.character.id]: 0 };
    let unfinished = 0;
    let rounds = 0;
    for (let seed = 0; seed < GAMES; seed++) {
      const played = randomPlayout(game(a, b, seed), seed, ROUND_CAP);
      rounds += played.rounds;
      const end = outcome(played.state);
      if (!end.over) unfinished++;
      else for (const w of end.winners) wins[played.state.seats[w]!.character]! += 1;
    }
    const pct = (n: number) => `${((100 * n) / GAMES).toFixed(1)}%`;
    const flag = [a, b].some((p) => wins[p.character.id]! / (GAMES - unfinished || 1) < 0.35) ? '  <- look again' : '';
    lines.push(
      `${a.character.id} v ${b.character.id}: ${pct(wins[a.character.id]!)} / ${pct(wins[b.character.id]!)}, unfinished ${pct(unfinished)}, mean rounds ${(rounds / GAMES).toFixed(1)}${flag}`,
    );
    console.log(lines[lines.length - 1]);
  }
}
console.log(`balance: ${PACKS.length} characters, ${GAMES} random games per pairing on ${battlefield.id}`);
