// npm run bench:state: how large a game state and its views are as JSON (issue 11 item 1: a duel's
// state under 6 KB; views and stored logs carry no definitions).
//
// Real content only: every pairing of the four characters' signature decks, on every printed
// battlefield with two or more start areas, with two terrain pieces placed in setup, the kinds
// taken in turn so that every terrain kind appears. Each game is played by seeded random legal
// play (the same games on every run) and measured at its first decision, at the first Select step
// (setup done, hands dealt) and after every action.
import { BATTLEFIELDS, PACKS, TERRAIN_KINDS, type TerrainKind } from '../packages/cards/src/index';
import { BUILT_IN_RULESET, createGame, viewFor, type GameConfig, type GameState } from '../packages/engine/src/index';
import { randomPlayout } from '../packages/engine/src/testing/playout';

const ROUND_CAP = Number(process.env.BENCH_ROUNDS ?? 30);
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const PAIRINGS = PACKS.flatMap((a, i) => PACKS.slice(i + 1).map((b) => [a, b] as const));
const BOARDS = Object.values(BATTLEFIELDS).filter((b) => b.startAreas.length >= 2);

function config(seed: number): GameConfig {
  const [a, b] = PAIRINGS[seed % PAIRINGS.length]!;
  const seat = (p: typeof a) => ({ character: p.character.id, deck: [...p.signatureDeck.cards], weapons: [p.signatureDeck.weapon] });
  const terrain: TerrainKind[] = [TERRAIN_KINDS[(2 * seed) % TERRAIN_KINDS.length]!, TERRAIN_KINDS[(2 * seed + 1) % TERRAIN_KINDS.length]!];
  return { seed, battlefield: BOARDS[seed % BOARDS.length]!, seats: [seat(a), seat(b)], terrain };
}

const games = Math.max(PAIRINGS.length * BOARDS.length, TERRAIN_KINDS.length);
const created: number[] = [];
const atSelect: number[] = [];
const played: number[] = [];
/** The largest state seen and how its bytes split between its top-level fields. */
let largest: { size: number; parts: string } = { size: 0, parts: '' };
const views: number[] = [];
const kinds = new Set<string>();
for (let seed = 0; seed < games; seed++) {
  const c = config(seed);
  for (const k of c.terrain ?? []) kinds.add(k);
  const r = createGame(c);
  if (!r.ok) throw new Error(`game ${seed}: ${r.error.message}`);
  created.push(bytes(r.value.state));
  let selectSeen = false;
  randomPlayout(r.value.state, seed, ROUND_CAP, (s: GameState, rng) => {
    const size = bytes(s);
    played.push(size);
    if (size > largest.size) largest = { size, parts: Object.entries(s).map(([k, v]) => `${k} ${bytes(v)}`).join(', ') };
    if (!selectSeen && s.flow.at === 'select') {
      selectSeen = true;
      atSelect.push(size);
    }
    if (played.length % 7 === 0) views.push(bytes(viewFor(s, 0)), bytes(viewFor(s, 'spectator')));
    return rng;
  });
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pick = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
const line = (name: string, xs: number[]) =>
  console.log(`  ${name.padEnd(34)} median ${kb(pick(xs, 0.5)).padStart(9)}  p95 ${kb(pick(xs, 0.95)).padStart(9)}  max ${kb(pick(xs, 1)).padStart(9)}  (${xs.length})`);

console.log(`state size as JSON, real content: ${games} duels (${PAIRINGS.length} signature-deck pairings x ${BOARDS.length} battlefields: ${BOARDS.map((b) => b.id).join(', ')}),`);
console.log(`  terrain placed in setup: ${[...kinds].join(', ')} (${kinds.size}/${TERRAIN_KINDS.length} kinds); random legal play up to round ${ROUND_CAP}`);
line('state at the first decision', created);
line('state at the first Select step', atSelect);
line('state after every action', played);
console.log(`  states over 6 KB: ${played.filter((n) => n > 6144).length} of ${played.length}; the largest (${kb(largest.size)}), bytes by field: ${largest.parts}`);
line('view (seat 0 and spectator)', views);
console.log(`  the built-in ruleset (no longer in the state): ${kb(bytes(BUILT_IN_RULESET))} as JSON, hash ${BUILT_IN_RULESET.hash}`);
