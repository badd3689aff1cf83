import { BATTLEFIELDS, offsetToHex, PACKS, type BattlefieldId, type TerrainKind } from '@senjutsu/cards';
import { createScenario } from '../index';
import { soloBoard, type SoloBoard } from '../solo/board';
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
  const result = createScenario({
    battlefield: BATTLEFIELDS[spec.battlefield ?? 'snowy-battlefield'],
    terrain: (spec.terrain ?? []).map((t) => ({ kind: t.kind, hex: offsetToHex(t.at[0], t.at[1]) })),
    seats,
  });
  if (!result.ok) throw new Error(`invalid solo scenario: ${result.error.message}`);
  const state = result.value.state;
  const automata = places.flatMap((x, i) => (x.team === 1 ? [i] : []));
  return { state, board: soloBoard(state, automata) };
}
