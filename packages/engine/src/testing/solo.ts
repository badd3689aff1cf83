import { AUTOMATON_IDS, BATTLEFIELD_IDS, BATTLEFIELDS, BEHAVIOURS, offsetToHex, PACKS, SOLO_CATALOG, STANCES, type BattlefieldId, type TerrainKind } from '@senjutsu/cards';
import { FACINGS, hexKey } from '../hex';
import { createScenario } from '../index';
import { randomInt, seedRng } from '../rng';
import { soloBoard, type SoloBoard } from '../solo/board';
import { newAutomaton } from '../solo/round';
import type { AutomatonRecord } from '../solo/types';
import type { GameState } from '../state';

// Solo scenarios for tests and the benchmark: real battlefields, real characters, positions given
// as (column, row) of the printed grid (battlefields.ts: row 0 is the north edge). Seat 0 is the
// human; the automata stand on the seats after it, played by the other characters' figures (the
// flow will give automata seats of their own; the procedures only read where figures stand).

export type Place = readonly [col: number, row: number, facing: number];

export type SoloSpec = {
  readonly battlefield?: BattlefieldId;
  /** The human characters (team 0). */
  readonly humans: readonly Place[];
  /** The automata (team 1). */
  readonly automata: readonly Place[];
  readonly terrain?: readonly { kind: TerrainKind; at: readonly [number, number] }[];
  /** A human's hand (card numbers), to play a revealed attack for threats. */
  readonly hands?: readonly (readonly string[])[];
};

export const at = (col: number, row: number) => offsetToHex(col, row);

/** The state and the solo board of a position (throws on a bad spec: a test bug). */
export function soloScenario(spec: SoloSpec): { state: GameState; board: SoloBoard } {
  const places = [...spec.humans.map((p) => ({ p, team: 0 })), ...spec.automata.map((p) => ({ p, team: 1 }))];
  if (places.length > PACKS.length) throw new Error('at most four figures');
  const seats = places.map(({ p: [col, row, facing], team }, i) => {
    const pack = PACKS[i]!;
    const cards = pack.signatureDeck.cards;
    return {
      character: pack.character.id, team, hex: offsetToHex(col, row), facing,
      hand: [...(spec.hands?.[i] ?? cards.slice(0, 5))], deck: cards.slice(5),
    };
  });
  const battlefield = BATTLEFIELDS[spec.battlefield ?? 'snowy-battlefield'];
  const result = createScenario({
    battlefield,
    // The printed terrain of the board (R-SETUP-1), then the pieces of the test.
    terrain: [...battlefield.terrain, ...(spec.terrain ?? []).map((t) => ({ kind: t.kind, hex: offsetToHex(t.at[0], t.at[1]) }))],
    seats,
  });
  if (!result.ok) throw new Error(`invalid solo scenario: ${result.error.message}`);
  const state = result.value.state;
  const automata = places.flatMap((x, i) => (x.team === 1 ? [i] : []));
  return { state, board: soloBoard(state, automata) };
}

// ---------------------------------------------------------------------------------------------
// Random real-content positions (the property test and bench/solo.bench.ts): a battlefield with its
// printed terrain and up to four more pieces, one human and one to three automata of random kinds,
// each holding a random solo card of the catalogue, with a random behaviour and stance.

const PIECES: readonly TerrainKind[] = ['rock', 'bamboo', 'cart', 'shrine', 'cherry', 'corpse', 'caltrops'];

export type RandomSoloPosition = { state: GameState; board: SoloBoard; records: AutomatonRecord[]; label: string };

export function randomSoloPosition(seed: number): RandomSoloPosition {
  let rng = seedRng(seed);
  const pick = <T>(xs: readonly T[]): T => {
    let i: number;
    [i, rng] = randomInt(rng, xs.length);
    return xs[i]!;
  };
  const battlefield = BATTLEFIELDS[pick(BATTLEFIELD_IDS)];
  const printed = new Set(battlefield.terrain.map((t) => hexKey(t.hex)));
  let free = battlefield.hexes.filter((h) => !printed.has(hexKey(h)));
  const take = () => {
    const h = pick(free);
    free = free.filter((x) => hexKey(x) !== hexKey(h));
    return h;
  };
  const pieces = Array.from({ length: pick([0, 1, 2, 3, 4]) }, () => ({ kind: pick(PIECES), hex: take() }));
  const automata = pick([1, 1, 2, 3]);
  const figures = Array.from({ length: 1 + automata }, () => ({ hex: take(), facing: pick(FACINGS) }));
  const seats = figures.map((f, i) => ({ character: PACKS[i]!.character.id, team: i === 0 ? 0 : 1, hex: f.hex, facing: f.facing, hand: [...PACKS[i]!.signatureDeck.cards.slice(0, 5)] }));
  const result = createScenario({ battlefield, terrain: [...battlefield.terrain, ...pieces], seats, seed });
  if (!result.ok) throw new Error(`random solo position ${seed}: ${result.error.message}`);
  const state = result.value.state;
  const cards = Object.keys(SOLO_CATALOG.cards);
  const records = seats.slice(1).map((_, i) => ({
    ...newAutomaton({ automaton: pick(AUTOMATON_IDS), seat: i + 1, deck: [], behaviour: pick(BEHAVIOURS), stance: pick(STANCES), automataInGame: automata }),
    drawn: pick(cards),
  }));
  const label = `${battlefield.id}, ${pieces.length} pieces, ${records.map((r) => `${r.automaton} ${r.drawn}`).join(' / ')}`;
  return { state, board: soloBoard(state, records.map((r) => r.seat)), records, label };
}
